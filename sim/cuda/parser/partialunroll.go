package parser

import (
	"slices"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/literal"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// A counted loop that may leave early,
//
//	for (i = 0; i < 200; i++) { a = a * a + c; if (a.magnitude2() > 1000) return 0; }
//
// is unrolled by nvcc, and that changes what it computes: GVN shares the
// products one copy ends with (|a|² above) with the same products the
// next copy starts with (a * a), a shared product fuses nowhere, and so
// a * a + c is fused only where a group of copies begins and |a|² only
// where it ends. The lab unrolls such loops as nvcc does, on tokens, so
// that its contraction model (check/fmashare.go) sees the copies nvcc's
// does:
//
//	for (i = 0; i < 200;) { { body } i++; { body } i++; ... 8 times }
//
// How many copies, measured on the PTX of the H200's compiler (nvcc 13,
// -arch=sm_90) for escape loops with 0 to 100 more operations in their
// body and 8 to 1024 trips: at most 8 for a body of up to about 30
// operations, 4 up to about 55, 2 beyond, and of those the largest power
// of two that divides the trips (8 for 40, 200, 256 and 1000 trips, 4 for
// 100, 2 for 30 and 50). A loop of few trips is unrolled whole: up to 24
// trips for a body of up to 16 operations, 16 for one of up to 30. Loops
// of 25 to 39 trips with a body of up to 12 operations, which nvcc unrolls
// whole for some trips and in copies for others, and loops whose trips no
// power of two divides (nvcc adds a remainder loop), stay as written.
// tests/gpu/unroll has the measurements and the script that made them: of
// its 77 loops the lab unrolls 71 as nvcc does, leaves 5 as written and
// miscounts one (TestUnrollCountsFromPTX).
//
// Only loops of this shape are rewritten: a counter from an integer
// constant to an integer constant by ones, a braced body that leaves the
// counter alone, has a break or return and no loop, switch, continue or
// goto of its own, and no #pragma unroll. A loop that runs its whole
// course without leaving early is left as it is (check/unrolled.go models
// the loops nvcc unrolls whole).

// maxUnrollBody bounds the tokens of a body the lab unrolls, and
// maxUnrollOps its operations (leavesEarly): the measurements cover bodies
// of this size.
const (
	maxUnrollBody = 240
	maxUnrollOps  = 100
)

// partiallyUnrolled rewrites the for statement at p.i as nvcc unrolls it,
// if it has the shape above, and returns the copies it made (0: none).
func (p *parser) partiallyUnrolled() int {
	toks := p.toks
	at := p.i
	if at+1 >= len(toks) || toks[at+1].Kind != token.LParen {
		return 0
	}
	closing := closeParenAcross(toks, at+1)
	if closing < 0 || closing+1 >= len(toks) || toks[closing+1].Kind != token.LBrace {
		return 0
	}
	clauses := splitOutside(toks[at+2:closing], token.Semi, false)
	if len(clauses) != 3 {
		return 0
	}
	counter, from, ok := p.counterFrom(clauses[0])
	if !ok {
		return 0
	}
	trips, ok := p.tripsTo(clauses[1], counter, from)
	if !ok || !stepsByOne(clauses[2], counter) {
		return 0
	}
	end := matchingClose(toks, closing+1, token.LBrace, token.RBrace)
	if end < 0 || end-closing > maxUnrollBody {
		return 0
	}
	ops, ok := leavesEarly(toks[closing+2:end], counter)
	if !ok || p.declaresAggregates(toks[closing+2:end]) {
		return 0
	}
	copies := unrollCopies(trips, ops)
	if copies < 2 {
		return 0
	}
	loop := toks[at]
	out := make([]token.Token, 0, len(toks)+copies*(end-closing+4))
	out = append(out, toks[:at+2]...)
	out = append(out, clauses[0]...)
	out = append(out, synth(loop, ";")...)
	out = append(out, clauses[1]...)
	out = append(out, synth(loop, "; ) {")...)
	for range copies {
		out = append(out, toks[closing+1:end+1]...)
		out = append(out, clauses[2]...)
		out = append(out, synth(loop, ";")...)
	}
	out = append(out, synth(toks[end], "}")...)
	out = append(out, toks[end+1:]...)
	p.toks = out
	p.tok = p.toks[p.i]
	return copies
}

// unrolledFor parses the for statement at p.i unrolled (partiallyUnrolled)
// when it has the shape for it and the copies parse without an error;
// otherwise it leaves the parser where it was, for the loop as written.
func (p *parser) unrolledFor() (ast.Stmt, bool) {
	toks, i, tok, errs, lastErr, lastFile, depth := p.toks, p.i, p.tok, p.errs, p.lastErr, p.lastFile, p.depth
	copies := p.partiallyUnrolled()
	if copies == 0 {
		return nil, false
	}
	var scratch diag.List
	p.errs, p.lastErr, p.lastFile = &scratch, 0, ""
	s := p.forAsWritten("") // the copies, looped over
	if len(scratch) == 0 {
		p.errs, p.lastErr, p.lastFile = errs, lastErr, lastFile
		if f, ok := s.(*ast.For); ok && f.Post == nil {
			f.Copies = copies
			return f, true
		}
	}
	p.toks, p.i, p.tok, p.errs, p.lastErr, p.lastFile, p.depth = toks, i, tok, errs, lastErr, lastFile, depth
	return nil, false
}

// unrollCopies is how many copies nvcc makes of a loop of trips trips
// whose body has ops operations; 1 where the lab leaves the loop alone.
func unrollCopies(trips int64, ops int) int {
	switch {
	case ops > maxUnrollOps:
		return 1
	case trips <= 24 && ops <= 16, trips <= 16 && ops <= 30:
		return int(trips)
	case trips < 40 && ops <= 12:
		return 1 // whole for some trips, in copies for others
	}
	most := int64(8)
	if ops > 55 {
		most = 2
	} else if ops > 30 {
		most = 4
	}
	for n := most; n >= 2; n /= 2 {
		if trips%n == 0 {
			return int(n)
		}
	}
	return 1 // a remainder loop, which the lab does not model
}

// closeParenAcross returns the ')' that closes the '(' at open, across the
// ';'s of a for statement's clauses, or -1.
func closeParenAcross(toks []token.Token, open int) int {
	return matchingClose(toks, open, token.LParen, token.RParen, token.LBrace, token.RBrace)
}

// counterFrom matches `[int] i = N` and returns i and N.
func (p *parser) counterFrom(init []token.Token) (string, int64, bool) {
	n := len(init)
	if n < 3 || init[n-2].Kind != token.Assign || init[n-3].Kind != token.Ident {
		return "", 0, false
	}
	for _, t := range init[:n-3] {
		if t.Kind != token.Ident || !typeKeywords[t.Text] {
			return "", 0, false
		}
	}
	v, ok := p.loopConstant(init[n-1])
	return init[n-3].Text, v, ok
}

// tripsTo matches `i < N` or `i <= N` and returns the trips from from.
func (p *parser) tripsTo(cond []token.Token, counter string, from int64) (int64, bool) {
	if len(cond) != 3 || cond[0].Kind != token.Ident || cond[0].Text != counter {
		return 0, false
	}
	bound, ok := p.loopConstant(cond[2])
	if !ok {
		return 0, false
	}
	switch cond[1].Kind {
	case token.Lss:
	case token.Leq:
		bound++
	default:
		return 0, false
	}
	return bound - from, bound > from && bound-from < 1<<31
}

// stepsByOne matches `i++`, `++i` and `i += 1`.
func stepsByOne(post []token.Token, counter string) bool {
	switch len(post) {
	case 2:
		return post[0].Kind == token.Ident && post[0].Text == counter && post[1].Kind == token.Inc ||
			post[0].Kind == token.Inc && post[1].Kind == token.Ident && post[1].Text == counter
	case 3:
		v, ok := intLiteral(post[2])
		return post[0].Kind == token.Ident && post[0].Text == counter && post[1].Kind == token.AddAssign && ok && v == 1
	}
	return false
}

// loopConstant is the value of a loop bound: an integer literal, a
// template instance's integer argument, or a const integer declared
// before with a literal (const int MAX_ITER = 256;).
func (p *parser) loopConstant(t token.Token) (int64, bool) {
	if t.Kind == token.Ident {
		if v, ok := p.values[t.Text]; ok {
			return v, true
		}
		if v := constArg(p.toks[:p.i], []token.Token{t}); len(v) == 1 && v[0].Kind == token.Int {
			return intLiteral(v[0])
		}
		return 0, false
	}
	return intLiteral(t)
}

// intLiteral is the value of a plain integer literal.
func intLiteral(t token.Token) (int64, bool) {
	if t.Kind != token.Int {
		return 0, false
	}
	lit, err := literal.ParseInt(t.Text)
	if err != nil || lit.Overflow || lit.Value > 1<<40 {
		return 0, false
	}
	return int64(lit.Value), true
}

// leavesEarly reports whether a loop body may be unrolled: it breaks or
// returns, multiplies, has no loop, switch, continue, goto or label of its
// own, and does not write the counter. It also counts the body's
// operations: its arithmetic, comparisons, assignments that compute and
// calls.
func leavesEarly(body []token.Token, counter string) (ops int, ok bool) {
	exits, products := false, false
	for i, t := range body {
		if slices.Contains(operations, t.Kind) || t.Kind == token.LParen && i > 0 && body[i-1].Kind == token.Ident && !token.Keywords[body[i-1].Text] {
			ops++
		}
		switch t.Kind {
		case token.Mul:
			products = true
		case token.Inc, token.Dec, token.And:
			if i+1 < len(body) && body[i+1].Kind == token.Ident && body[i+1].Text == counter {
				return 0, false
			}
		case token.Ident:
			switch t.Text {
			case "for", "while", "do", "switch", "continue", "goto", "case", "default", "asm":
				return 0, false
			case "break", "return":
				exits = true
			case counter:
				if i+1 < len(body) && slices.Contains(writes, body[i+1].Kind) {
					return 0, false
				}
			}
		case token.Colon:
			if i > 0 && body[i-1].Kind == token.Ident && (i < 2 || slices.Contains([]token.Kind{token.Semi, token.LBrace, token.RBrace}, body[i-2].Kind)) {
				return 0, false // a label
			}
		}
	}
	return ops, exits && products
}

// declaresAggregates reports whether a loop body declares a variable of a
// type other than the arithmetic ones (a struct, a class, auto): each copy
// would have a place of its own for it in the lab's frame, where nvcc's
// copies share one, and a body that declares a struct in a deep call chain
// (a ray tracer's bounce loop) would overflow the stack the lab gives a
// thread. A template's type parameter counts as arithmetic (T xt in a
// Mandelbrot step over float and double).
func (p *parser) declaresAggregates(body []token.Token) bool {
	for i, t := range body {
		if t.Kind != token.Ident || i > 0 && !slices.Contains([]token.Kind{token.Semi, token.LBrace, token.RBrace}, body[i-1].Kind) {
			continue
		}
		if t.Text == "auto" || p.isTypeName(t.Text) && !typeKeywords[t.Text] && !p.typeParams[t.Text] {
			return true
		}
	}
	return false
}

// operations are the tokens leavesEarly counts as an operation each.
var operations = []token.Kind{token.Add, token.Sub, token.Mul, token.Quo, token.Rem, token.Lss, token.Gtr,
	token.Leq, token.Geq, token.Eql, token.Neq, token.AddAssign, token.SubAssign, token.MulAssign, token.QuoAssign}

// writes are the tokens after a name that write it.
var writes = []token.Kind{token.Assign, token.AddAssign, token.SubAssign, token.MulAssign, token.QuoAssign,
	token.RemAssign, token.AndAssign, token.OrAssign, token.XorAssign, token.ShlAssign, token.ShrAssign,
	token.Inc, token.Dec}
