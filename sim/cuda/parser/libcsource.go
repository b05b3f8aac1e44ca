package parser

import "simtlab/sim/cuda/token"

// errno (<errno.h>), an int the library's strtol, strtoul and strtod set
// to ERANGE (the engine finds it by name), and qsort and bsearch
// (<stdlib.h>), written in the lab's own C over the
// program's comparator, and added in front of a program that calls them
// and defines neither. They follow glibc 2.39, the recording host's:
// qsort is its merge sort (msort.c: halves sorted recursively, then merged
// taking the left element while the comparator says <= 0, so equal
// elements keep their order), and bsearch its loop (a match is the first
// middle element that compares equal, which decides which of several
// equal keys is found).
const qsortSource = `static void __msort(char *b, unsigned long n, unsigned long s, int (*cmp)(const void *, const void *), char *t) {
	if (n <= 1) return;
	unsigned long n1 = n / 2, n2 = n - n1;
	char *b1 = b, *b2 = b + n1 * s, *out = t;
	__msort(b1, n1, s, cmp, t);
	__msort(b2, n2, s, cmp, t);
	while (n1 > 0 && n2 > 0) {
		if (cmp(b1, b2) <= 0) { memcpy(out, b1, s); b1 += s; n1--; }
		else { memcpy(out, b2, s); b2 += s; n2--; }
		out += s;
	}
	if (n1 > 0) memcpy(out, b1, n1 * s);
	memcpy(b, t, (n - n2) * s);
}
void qsort(void *base, unsigned long n, unsigned long size, int (*cmp)(const void *, const void *)) {
	if (n <= 1 || size == 0) return;
	char *t = (char *)malloc(n * size);
	__msort((char *)base, n, size, cmp, t);
	free(t);
}
`

const bsearchSource = `void *bsearch(const void *key, const void *base, unsigned long n, unsigned long size, int (*cmp)(const void *, const void *)) {
	unsigned long l = 0, u = n;
	while (l < u) {
		unsigned long i = (l + u) / 2;
		const char *p = (const char *)base + i * size;
		int c = cmp(key, p);
		if (c < 0) u = i;
		else if (c > 0) l = i + 1;
		else return (void *)p;
	}
	return 0;
}
`

const errnoSource = "int errno;\n"

// withLibc puts errno, qsort and bsearch before toks when toks name them and
// define none of them.
func withLibc(toks []token.Token) []token.Token {
	var pre []token.Token
	for _, c := range []struct{ name, src string }{{"errno", errnoSource}, {"qsort", qsortSource}, {"bsearch", bsearchSource}} {
		var use *token.Token
		for i, t := range toks {
			if t.Kind != token.Ident || t.Text != c.name {
				continue
			}
			if i > 0 && (toks[i-1].Kind == token.Ident || toks[i-1].Kind == token.Mul) && toks[i-1].Text != "return" &&
				i+1 < len(toks) && (toks[i+1].Kind == token.LParen || toks[i+1].Kind == token.Semi || toks[i+1].Kind == token.Assign) {
				use = nil // the program declares its own
				break
			}
			if use == nil {
				use = &toks[i]
			}
		}
		if use != nil {
			pre = append(pre, synth(*use, c.src)...)
		}
	}
	toks, pre = withBitCast(toks, pre)
	if pre == nil {
		return toks
	}
	return append(pre, toks...)
}

// bitCastSource is __builtin_bit_cast(T, x), which GCC and nvcc accept in
// C++17 (std::bit_cast's implementation), as a function template: the
// bytes of x copied into a T.
const bitCastSource = `template <typename __T, typename __U> __host__ __device__ __T __simtlab_bit_cast(__U __u) {
	static_assert(sizeof(__T) == sizeof(__U), "__builtin_bit_cast needs types of one size");
	__T __t;
	memcpy(&__t, &__u, sizeof(__T));
	return __t;
}
`

// withBitCast rewrites each __builtin_bit_cast(T, x) as
// __simtlab_bit_cast<T>(x) and adds bitCastSource to pre when there is one.
func withBitCast(toks, pre []token.Token) ([]token.Token, []token.Token) {
	var out []token.Token
	found := false
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || t.Text != "__builtin_bit_cast" || i+1 >= len(toks) || toks[i+1].Kind != token.LParen {
			out = append(out, t)
			continue
		}
		end := matchingClose(toks, i+1, token.LParen, token.RParen, token.Semi, token.LBrace)
		parts := [][]token.Token(nil)
		if end > 0 {
			parts = splitOutside(toks[i+2:end], token.Comma, true)
		}
		if len(parts) != 2 {
			out = append(out, t)
			continue
		}
		comma := i + 2 + len(parts[0])
		found = true
		name := t
		name.Text = "__simtlab_bit_cast"
		out = append(out, name, token.Token{Kind: token.Lss, Text: "<", Pos: t.Pos})
		out = append(out, toks[i+2:comma]...)
		out = append(out, token.Token{Kind: token.Gtr, Text: ">", Pos: t.Pos}, token.Token{Kind: token.LParen, Text: "(", Pos: t.Pos})
		i = comma // the value and its ')' follow as they are
	}
	if !found {
		return toks, pre
	}
	return out, append(pre, synth(toks[0], bitCastSource)...)
}
