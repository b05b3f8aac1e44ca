package parser

import "simtlab/sim/cuda/token"

// std::unique_ptr is a struct template written in the lab's own C++,
// added in front of a program that names unique_ptr<...> or
// make_unique<...> (std:: was dropped before), like std::vector
// (containers.go). Its destructor frees what it owns (check/destructors.go
// runs it where the pointer's life ends). `unique_ptr<T[]>` is the same
// template with operator[]: the lab's new[] and delete[] are malloc and
// free. make_unique is rewritten here, on tokens:
//
//	make_unique<T>(args)  →  unique_ptr<T>(unique_ptr<T>::__own(T(args)))
//	make_unique<T[]>(n)   →  unique_ptr<T>((T *)calloc(n, sizeof(T)))
//
// (make_unique<T[]> value-initialises its elements: zeros.) Moving one
// (std::move) is not supported: the lab has no rvalue references; nor is
// owning an object with a destructor, which free would skip (the checker
// refuses it).
const uniquePtrSource = `template <typename T> struct unique_ptr {
	T *p_;
	unique_ptr() : p_(0) {}
	explicit unique_ptr(T *p) : p_(p) {}
	~unique_ptr() { free(p_); }
	T *get() const { return p_; }
	T *operator->() const { return p_; }
	T &operator*() { return *p_; }
	T &operator[](unsigned long i) { return p_[i]; }
	explicit operator bool() const { return p_ != 0; }
	T *release() { T *q = p_; p_ = 0; return q; }
	void reset(T *q = 0) { free(p_); p_ = q; }
	static T *__own(const T &v) { T *p = (T *)malloc(sizeof(T)); *p = v; return p; }
};
`

// withUniquePtr adds the template and rewrites make_unique and
// unique_ptr<T[]> when the program uses them.
func withUniquePtr(toks []token.Token) []token.Token {
	used := false
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Ident && (toks[i].Text == "unique_ptr" || toks[i].Text == "make_unique") && toks[i+1].Kind == token.Lss {
			used = true
			break
		}
	}
	if !used {
		return toks
	}
	out := append(tokenizeQuiet(uniquePtrSource), make([]token.Token, 0, len(toks))...)
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || i+1 >= len(toks) || toks[i+1].Kind != token.Lss || (t.Text != "unique_ptr" && t.Text != "make_unique") {
			out = append(out, t)
			continue
		}
		end := closeAngle(toks, i+1)
		if end < 0 {
			out = append(out, t)
			continue
		}
		elem := toks[i+2 : end]
		array := len(elem) >= 2 && elem[len(elem)-2].Kind == token.LBrack && elem[len(elem)-1].Kind == token.RBrack
		if array {
			elem = elem[:len(elem)-2]
		}
		ptr := append(append([]token.Token{at(t, token.Ident, "unique_ptr"), at(t, token.Lss, "")}, elem...), at(t, token.Gtr, ""))
		if t.Text == "unique_ptr" {
			out = append(out, ptr...)
			i = end
			continue
		}
		// make_unique<...>( args )
		if end+1 >= len(toks) || toks[end+1].Kind != token.LParen {
			out = append(out, t)
			continue
		}
		// braces may stand among the arguments: only a ';' stops the search
		close := matchingClose(toks, end+1, token.LParen, token.RParen, token.Semi)
		if close < 0 {
			out = append(out, t)
			continue
		}
		args := toks[end+2 : close]
		out = append(out, ptr...)
		out = append(out, at(t, token.LParen, ""))
		if array { // (T *)calloc(args, sizeof(T))
			out = append(out, at(t, token.LParen, ""))
			out = append(out, elem...)
			out = append(out, at(t, token.Mul, ""), at(t, token.RParen, ""), at(t, token.Ident, "calloc"), at(t, token.LParen, ""))
			out = append(out, args...)
			out = append(out, at(t, token.Comma, ""), at(t, token.Ident, "sizeof"), at(t, token.LParen, ""))
			out = append(out, elem...)
			out = append(out, at(t, token.RParen, ""), at(t, token.RParen, ""))
		} else { // unique_ptr<T>::__own(T(args))
			out = append(out, ptr...)
			out = append(out, at(t, token.ColonColon, ""), at(t, token.Ident, "__own"), at(t, token.LParen, ""))
			out = append(out, elem...)
			out = append(out, at(t, token.LParen, ""))
			out = append(out, args...)
			out = append(out, at(t, token.RParen, ""), at(t, token.RParen, ""))
		}
		out = append(out, at(t, token.RParen, ""))
		i = close
	}
	return out
}

// at is a token of kind k (and text, for identifiers) at t's position.
func at(t token.Token, k token.Kind, text string) token.Token {
	return token.Token{Kind: k, Text: text, Pos: t.Pos}
}
