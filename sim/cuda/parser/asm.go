package parser

import (
	"strconv"
	"strings"

	"simtlab/sim/cuda/literal"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// Inline assembly (GCC's extended asm, which nvcc reads as PTX) is
// lowered on tokens to calls of two built-ins:
//
//	asm volatile("ld.volatile.shared.f32 %0, [%1];" : "=f"(r) : "r"(a));
//
// becomes
//
//	{ __ptx_asm("ld.volatile.shared.f32 %0, [%1];", "=f,r", (a)); (r) = __ptx_out_f(0); }
//
// __ptx_asm runs the template (sim/cuda/ptx reads it; the checker reports
// what it cannot run) with the values of the inputs and of the "+"
// outputs, in operand order; each output is then assigned from
// __ptx_out_<letter>(n), the value the template left in operand n, so
// that an output in a register stays in a register.

// asmKeyword reports whether t begins an asm statement.
func asmKeyword(t token.Token) bool {
	return t.Kind == token.Ident && (t.Text == "asm" || t.Text == "__asm__" || t.Text == "__asm")
}

// lowerAsm rewrites the asm statements of toks.
func lowerAsm(toks []token.Token, errs *diag.List, file string) []token.Token {
	i := 0
	for i < len(toks) && !asmKeyword(toks[i]) {
		i++
	}
	if i == len(toks) {
		return toks
	}
	out := append(make([]token.Token, 0, len(toks)+16), toks[:i]...)
	for ; i < len(toks); i++ {
		t := toks[i]
		if !asmKeyword(t) {
			out = append(out, t)
			continue
		}
		j := i + 1
		for j < len(toks) && toks[j].Kind == token.Ident && (toks[j].Text == "volatile" || toks[j].Text == "__volatile__" || toks[j].Text == "inline") {
			j++
		}
		if j >= len(toks) || toks[j].Kind != token.LParen {
			out = append(out, t)
			continue
		}
		end := matchingClose(toks, j, token.LParen, token.RParen, token.Semi, token.LBrace, token.RBrace)
		if end < 0 {
			errs.Add(t.Pos.In(file), diag.KindSyntax, "asm statement: expected (\"template\" : outputs : inputs : clobbers) before ';'")
			out = append(out, t)
			continue
		}
		lowered, msg := asmCall(t, toks[j+1:end])
		if msg != "" {
			errs.Add(t.Pos.In(file), diag.KindSyntax, "asm statement: %s", msg)
			lowered = []token.Token{{Kind: token.LBrace, Text: "{", Pos: t.Pos}, {Kind: token.RBrace, Text: "}", Pos: t.Pos}}
		}
		out = append(out, lowered...)
		i = end
		if i+1 < len(toks) && toks[i+1].Kind == token.Semi {
			i++ // the block needs no ';'
		}
	}
	return out
}

// asmOperand is one "constraint"(expression) of an asm statement.
type asmOperand struct {
	constraint string
	expr       []token.Token
}

// asmCall lowers the tokens between an asm statement's parentheses.
func asmCall(at token.Token, body []token.Token) ([]token.Token, string) {
	// The sections, split at the top level's colons (a `::` is two).
	var sections [][]token.Token
	cur := []token.Token{}
	depth := 0
	for _, t := range body {
		switch t.Kind {
		case token.LParen, token.LBrack:
			depth++
		case token.RParen, token.RBrack:
			depth--
		}
		if depth == 0 && (t.Kind == token.Colon || t.Kind == token.ColonColon) {
			sections = append(sections, cur)
			cur = []token.Token{}
			if t.Kind == token.ColonColon {
				sections = append(sections, cur)
			}
			continue
		}
		cur = append(cur, t)
	}
	sections = append(sections, cur)
	if len(sections) > 4 {
		return nil, "asm goto and labels are not supported in lab programs"
	}
	tmpl := sections[0]
	if len(tmpl) == 0 {
		return nil, "the template string is missing"
	}
	for _, t := range tmpl {
		if t.Kind != token.String {
			return nil, "the template must be a string literal"
		}
	}
	var outs, ins []asmOperand
	var msg string
	if len(sections) > 1 {
		if outs, msg = asmOperands(sections[1]); msg != "" {
			return nil, msg
		}
		for _, o := range outs {
			if !strings.HasPrefix(o.constraint, "=") && !strings.HasPrefix(o.constraint, "+") {
				return nil, "output operand constraint " + strconv.Quote(o.constraint) + " must start with '=' or '+'"
			}
		}
	}
	if len(sections) > 2 {
		if ins, msg = asmOperands(sections[2]); msg != "" {
			return nil, msg
		}
	}
	if len(sections) > 3 {
		for k, t := range sections[3] {
			if k%2 == 0 && t.Kind != token.String || k%2 == 1 && t.Kind != token.Comma {
				return nil, "the clobbers are string literals separated by commas"
			}
		}
	}
	mk := func(k token.Kind, text string) token.Token { return token.Token{Kind: k, Text: text, Pos: at.Pos} }
	if len(outs) == 0 && len(ins) == 0 {
		// A block-wide barrier or a trap written in PTX is the CUDA call
		// that compiles to it, so that the engine's barrier machinery
		// (which the PTX interpreter is not part of) runs it.
		if call := wholeStatementPTX(tmpl); call != "" {
			return []token.Token{mk(token.Ident, call), mk(token.LParen, "("), mk(token.RParen, ")"), mk(token.Semi, ";")}, ""
		}
	}
	var cons []string
	res := []token.Token{mk(token.LBrace, "{"), mk(token.Ident, "__ptx_asm"), mk(token.LParen, "(")}
	res = append(res, tmpl...)
	for _, o := range append(append([]asmOperand{}, outs...), ins...) {
		cons = append(cons, o.constraint)
	}
	res = append(res, mk(token.Comma, ","), mk(token.String, strconv.Quote(strings.Join(cons, ","))))
	for k, o := range append(append([]asmOperand{}, outs...), ins...) {
		if k < len(outs) && !strings.HasPrefix(o.constraint, "+") {
			continue // written only: its value is not read
		}
		res = append(res, mk(token.Comma, ","), mk(token.LParen, "("))
		res = append(res, o.expr...)
		res = append(res, mk(token.RParen, ")"))
	}
	res = append(res, mk(token.RParen, ")"), mk(token.Semi, ";"))
	for k, o := range outs {
		letter := strings.TrimLeft(o.constraint, "=+&")
		if len(letter) != 1 || !strings.Contains("hrlfd", letter) {
			return nil, "output constraint " + strconv.Quote(o.constraint) + ": the lab knows =h, =r, =l, =f and =d (and + for read-write)"
		}
		res = append(res, mk(token.LParen, "("))
		res = append(res, o.expr...)
		res = append(res, mk(token.RParen, ")"), mk(token.Assign, "="), mk(token.Ident, "__ptx_out_"+letter),
			mk(token.LParen, "("), mk(token.Int, strconv.Itoa(k)), mk(token.RParen, ")"), mk(token.Semi, ";"))
	}
	return append(res, mk(token.RBrace, "}")), ""
}

// asmOperands reads `"c"(expr), "c"(expr)`.
func asmOperands(ts []token.Token) ([]asmOperand, string) {
	var out []asmOperand
	for i := 0; i < len(ts); {
		if ts[i].Kind == token.LBrack {
			// measured: nvcc 13 stops with "symbolic operand reference not supported"
			return nil, "named operands ([name] \"r\"(x)) are not supported by nvcc; use %0, %1 ..."
		}
		if i >= len(ts) || ts[i].Kind != token.String {
			return nil, "expected an operand: \"constraint\"(expression)"
		}
		c, err := literal.ParseString(ts[i].Text)
		if err != nil {
			return nil, "bad constraint string " + ts[i].Text
		}
		i++
		if i >= len(ts) || ts[i].Kind != token.LParen {
			return nil, "expected (expression) after the constraint " + strconv.Quote(string(c))
		}
		end := matchingClose(ts, i, token.LParen, token.RParen)
		if end < 0 || end == i+1 {
			return nil, "expected (expression) after the constraint " + strconv.Quote(string(c))
		}
		out = append(out, asmOperand{constraint: string(c), expr: ts[i+1 : end]})
		i = end + 1
		if i < len(ts) {
			if ts[i].Kind != token.Comma {
				return nil, "expected ',' between operands"
			}
			i++
		}
	}
	return out, ""
}

// wholeStatementPTX returns the CUDA function that a template of one
// operand-less instruction stands for: __syncthreads for bar.sync 0 (or
// barrier.sync 0, bar.sync 0 being the block's barrier 0 for all its
// threads), __trap for trap; "" for any other template.
func wholeStatementPTX(tmpl []token.Token) string {
	var b strings.Builder
	for _, t := range tmpl {
		v, err := literal.ParseString(t.Text)
		if err != nil {
			return ""
		}
		b.WriteString(v)
	}
	f := strings.Fields(strings.NewReplacer(";", " ", "{", " ", "}", " ").Replace(b.String()))
	switch {
	case len(f) == 2 && (f[0] == "bar.sync" || f[0] == "barrier.sync" || f[0] == "bar.sync.aligned" || f[0] == "barrier.sync.aligned") && f[1] == "0":
		return "__syncthreads"
	case len(f) == 1 && f[0] == "trap":
		return "__trap"
	}
	return ""
}
