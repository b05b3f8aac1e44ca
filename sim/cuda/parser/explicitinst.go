package parser

import "simtlab/sim/cuda/token"

// dropExplicitInstantiations removes the explicit instantiations of
// templates, `template class Buffer<float>;`, `template __global__ void
// scale<float>(float *, int);` and their `extern template` declarations:
// the lab makes each instance where the program uses it, so asking for one
// ahead changes nothing. A `template` after '.', '->' or '::' (x.template
// get<0>()) and a template's own `template <` stay.
func dropExplicitInstantiations(toks []token.Token) []token.Token {
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == token.Ident && t.Text == "template" && i+1 < len(toks) && toks[i+1].Kind != token.Lss &&
			(i == 0 || !isMember(toks[i-1])) && declarationStartsAt(toks, i) {
			if end := statementEnd(toks, i+1); end > 0 {
				if len(out) > 0 && out[len(out)-1].Kind == token.Ident && out[len(out)-1].Text == "extern" {
					out = out[:len(out)-1]
				}
				i = end
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// declarationStartsAt reports whether toks[i] begins a declaration: at the
// start, after ';', a brace, or `extern`.
func declarationStartsAt(toks []token.Token, i int) bool {
	if i == 0 {
		return true
	}
	switch p := toks[i-1]; p.Kind {
	case token.Semi, token.LBrace, token.RBrace:
		return true
	case token.Ident:
		return p.Text == "extern"
	}
	return false
}

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
