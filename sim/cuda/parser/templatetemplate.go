package parser

import "simtlab/sim/cuda/token"

// Template template parameters,
//
//	template <typename T, template <typename> class Binner, int N>
//	__global__ void histogram(const T *data, Binner<T> bin, unsigned *out);
//
// take a struct template as their argument, which the checker, typing
// function templates at their calls, has no value for. A function template
// with one is set aside with those that use struct templates generically
// (specialize.go) and made for each call that names all its template
// arguments, histogram<float, LinearBins, 16>(...): its tokens with Binner
// replaced by LinearBins, whose Binner<T> is then LinearBins<float>, an
// instance made as any other.

// templateTemplateParam returns the name of the first template template
// parameter in the template head whose '<' is toks[open], an EOF token
// when there is none.
func templateTemplateParam(toks []token.Token, open int) token.Token {
	args, _, ok := argsAt(toks, open, func(string) bool { return true })
	if ok {
		for _, a := range args {
			if len(a) >= 4 && a[0].Kind == token.Ident && a[0].Text == "template" && a[1].Kind == token.Lss {
				for k := len(a) - 1; k >= 0; k-- {
					if a[k].Kind == token.Assign {
						a = a[:k]
					}
				}
				if last := a[len(a)-1]; last.Kind == token.Ident && last.Text != "class" && last.Text != "typename" {
					return last
				}
			}
		}
	}
	return token.Token{Kind: token.EOF}
}

// structAt is the index of the struct or class keyword that a template
// head at toks[open] introduces (a struct template's definition), -1 when
// the head introduces something else.
func structAt(toks []token.Token, open int) int {
	_, end, ok := argsAt(toks, open, func(string) bool { return true })
	if !ok || end+1 >= len(toks) {
		return -1
	}
	if t := toks[end+1]; t.Kind == token.Ident && (t.Text == "struct" || t.Text == "class") {
		return end + 1
	}
	return -1
}

// inTemplateHead reports whether the `template` at toks[i] declares a
// template template parameter (it follows the '<' or a ',' of another
// head) rather than starting a declaration.
func inTemplateHead(toks []token.Token, i int) bool {
	return i > 0 && (toks[i-1].Kind == token.Lss || toks[i-1].Kind == token.Comma)
}
