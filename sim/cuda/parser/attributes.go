package parser

import "simtlab/sim/cuda/token"

// stripAttributes drops C++11 attributes, [[noreturn]], [[nodiscard]],
// [[maybe_unused]], [[likely]] and the like: none changes what a lab
// program computes. An attribute opens with two adjacent '[' tokens, which
// begin nothing else in the programs the lab runs (a lambda as an array
// index, a[[]{ return 0; }()], would be the exception).
func stripAttributes(toks []token.Token) []token.Token {
	out := toks[:0:0]
	for i := 0; i < len(toks); i++ {
		if i+1 < len(toks) && toks[i].Kind == token.LBrack && toks[i+1].Kind == token.LBrack && adjacent(toks[i], toks[i+1]) {
			if end := matchingClose(toks, i, token.LBrack, token.RBrack, token.Semi, token.LBrace, token.RBrace); end > 0 {
				i = end
				continue
			}
		}
		out = append(out, toks[i])
	}
	return out
}

// adjacent reports whether b follows a with no space between them.
func adjacent(a, b token.Token) bool {
	return a.Pos.Line == b.Pos.Line && b.Pos.Col == a.Pos.Col+1 && !b.SpaceBefore
}
