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

// declarationStartsAt reports whether toks[i] begins a declaration: where
// a statement starts, or after `extern`.
func declarationStartsAt(toks []token.Token, i int) bool {
	return startsStatement(toks, i) || toks[i-1].Kind == token.Ident && toks[i-1].Text == "extern"
}
