package parser

import "simtlab/sim/cuda/token"

// lowerOperatorNew writes the raw allocation functions a container
// written by hand calls, ::operator new(bytes) and ::operator
// delete(p), as malloc and free (libstdc++'s are those, plus the
// exception on failure).
func lowerOperatorNew(toks []token.Token) []token.Token {
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == token.Ident && t.Text == "operator" && i+2 < len(toks) && toks[i+1].Kind == token.Ident &&
			(toks[i+1].Text == "new" || toks[i+1].Text == "delete") && toks[i+2].Kind == token.LParen && i > 0 && callContext(toks[i-1]) {
			if len(out) > 0 && out[len(out)-1].Kind == token.ColonColon {
				out = out[:len(out)-1]
			}
			f := t
			f.Text = "malloc"
			if toks[i+1].Text == "delete" {
				f.Text = "free"
			}
			out = append(out, f)
			i++
			continue
		}
		out = append(out, t)
	}
	return out
}

// callContext reports whether a name after t is called, not declared:
// after '::' (::operator new), an operator, an opening bracket, a comma
// or return.
func callContext(t token.Token) bool {
	switch t.Kind {
	case token.ColonColon, token.LParen, token.Assign, token.Comma, token.LBrack, token.Question, token.Colon:
		return true
	case token.Ident:
		return t.Text == "return"
	}
	return false
}
