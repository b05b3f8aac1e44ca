package preprocess

import (
	"simtlab/sim/cuda/literal"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// evalCond evaluates the constant expression of #if or #elif: `defined X`
// and `defined(X)` first, then macro expansion, then every remaining
// identifier is 0 (true is 1, false 0). Arithmetic is done in intmax_t or
// uintmax_t as C says.
func (p *Preprocessor) evalCond(pos token.Pos, args []token.Token) bool {
	var pre []token.Token
	for i := 0; i < len(args); i++ {
		t := args[i]
		if t.Kind == token.Ident && t.Text == "defined" {
			j := i + 1
			paren := j < len(args) && args[j].Kind == token.LParen
			if paren {
				j++
			}
			if j >= len(args) || args[j].Kind != token.Ident {
				p.errorf(t.Pos, "'defined' needs a macro name")
				return false
			}
			def := p.lookup(args[j].Text) != nil
			if paren {
				j++
				if j >= len(args) || args[j].Kind != token.RParen {
					p.errorf(t.Pos, "missing ')' after 'defined'")
					return false
				}
			}
			v := "0"
			if def {
				v = "1"
			}
			pre = append(pre, token.Token{Kind: token.Int, Text: v, Pos: t.Pos})
			i = j
			continue
		}
		pre = append(pre, t)
	}
	toks := p.expand(pre, nil, nil)
	if len(toks) == 0 {
		p.errorf(pos, "#if with no expression")
		return false
	}
	e := &condEval{p: p, toks: toks, pos: pos}
	v := e.ternary()
	if e.err {
		return false
	}
	if e.i < len(e.toks) {
		p.errorf(e.toks[e.i].Pos, "unexpected '%s' in #if expression", tokenText(e.toks[e.i]))
		return false
	}
	return v.v != 0
}

// cval is a value of a preprocessor expression.
type cval struct {
	v        uint64
	unsigned bool
}

type condEval struct {
	p     *Preprocessor
	toks  []token.Token
	i     int
	pos   token.Pos
	err   bool
	depth int
}

func (e *condEval) fail(pos token.Pos, format string, args ...any) cval {
	if !e.err {
		e.p.errorf(pos, format, args...)
	}
	e.err = true
	return cval{}
}

func (e *condEval) peek() token.Kind {
	if e.i < len(e.toks) {
		return e.toks[e.i].Kind
	}
	return token.EOF
}

func (e *condEval) here() token.Pos {
	if e.i < len(e.toks) {
		return e.toks[e.i].Pos
	}
	return e.pos
}

func (e *condEval) ternary() cval {
	e.depth++
	defer func() { e.depth-- }()
	if e.depth > 200 {
		return e.fail(e.here(), "#if expression nested too deeply")
	}
	c := e.binary(1)
	if e.peek() != token.Question {
		return c
	}
	e.i++
	a := e.ternary()
	if e.peek() != token.Colon {
		return e.fail(e.here(), "expected ':' in #if expression")
	}
	e.i++
	b := e.ternary()
	r := b
	if c.v != 0 {
		r = a
	}
	r.unsigned = a.unsigned || b.unsigned
	return r
}

func b2v(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func (e *condEval) binary(min int) cval {
	x := e.unary()
	for {
		op := e.peek()
		prec := op.Precedence()
		if prec < min || prec == 0 || e.err {
			return x
		}
		opPos := e.here()
		e.i++
		y := e.binary(prec + 1)
		u := x.unsigned || y.unsigned
		switch op {
		case token.LOr:
			x = cval{v: b2v(x.v != 0 || y.v != 0)}
		case token.LAnd:
			x = cval{v: b2v(x.v != 0 && y.v != 0)}
		case token.Or:
			x = cval{x.v | y.v, u}
		case token.Xor:
			x = cval{x.v ^ y.v, u}
		case token.And:
			x = cval{x.v & y.v, u}
		case token.Eql:
			x = cval{v: b2v(x.v == y.v)}
		case token.Neq:
			x = cval{v: b2v(x.v != y.v)}
		case token.Lss, token.Gtr, token.Leq, token.Geq:
			var lt, eq bool
			if u {
				lt, eq = x.v < y.v, x.v == y.v
			} else {
				lt, eq = int64(x.v) < int64(y.v), x.v == y.v
			}
			r := map[token.Kind]bool{token.Lss: lt, token.Gtr: !lt && !eq, token.Leq: lt || eq, token.Geq: !lt}[op]
			x = cval{v: b2v(r)}
		case token.Shl:
			x = cval{x.v << (y.v & 63), x.unsigned}
		case token.Shr:
			if x.unsigned {
				x = cval{x.v >> (y.v & 63), true}
			} else {
				x = cval{uint64(int64(x.v) >> (y.v & 63)), false}
			}
		case token.Add:
			x = cval{x.v + y.v, u}
		case token.Sub:
			x = cval{x.v - y.v, u}
		case token.Mul:
			x = cval{x.v * y.v, u}
		case token.Quo, token.Rem:
			if y.v == 0 {
				return e.fail(opPos, "division by zero in #if expression")
			}
			var r uint64
			switch {
			case u && op == token.Quo:
				r = x.v / y.v
			case u:
				r = x.v % y.v
			case int64(y.v) == -1:
				r = 0
				if op == token.Quo {
					r = -x.v
				}
			case op == token.Quo:
				r = uint64(int64(x.v) / int64(y.v))
			default:
				r = uint64(int64(x.v) % int64(y.v))
			}
			x = cval{r, u}
		}
	}
}

func (e *condEval) unary() cval {
	if e.i >= len(e.toks) {
		return e.fail(e.pos, "#if expression ends too early")
	}
	t := e.toks[e.i]
	e.i++
	switch t.Kind {
	case token.Add:
		return e.unary()
	case token.Sub:
		v := e.unary()
		return cval{-v.v, v.unsigned}
	case token.Tilde:
		v := e.unary()
		return cval{^v.v, v.unsigned}
	case token.Not:
		v := e.unary()
		return cval{v: b2v(v.v == 0)}
	case token.LParen:
		e.depth++
		if e.depth > 200 {
			return e.fail(t.Pos, "#if expression nested too deeply")
		}
		v := e.ternary()
		e.depth--
		if e.peek() != token.RParen {
			return e.fail(e.here(), "expected ')' in #if expression")
		}
		e.i++
		return v
	case token.Int:
		lit, err := literal.ParseInt(t.Text)
		if err != nil {
			return e.fail(t.Pos, "invalid integer constant '%s' in #if expression", t.Text)
		}
		return cval{lit.Value, lit.Unsigned || lit.Type().Kind == types.ULong}
	case token.Char:
		v, err := literal.ParseChar(t.Text)
		if err != nil {
			return e.fail(t.Pos, "invalid character constant %s", t.Text)
		}
		return cval{v: uint64(v)}
	case token.Ident:
		if t.Text == "true" {
			return cval{v: 1}
		}
		if e.peek() == token.LParen {
			return e.fail(t.Pos, "function-like macro '%s' is not defined", t.Text)
		}
		return cval{} // undefined names are 0
	case token.Float:
		return e.fail(t.Pos, "floating constant in #if expression")
	}
	return e.fail(t.Pos, "unexpected '%s' in #if expression", tokenText(t))
}
