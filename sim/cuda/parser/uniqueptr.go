package parser

import "simtlab/sim/cuda/token"

// std::unique_ptr and std::shared_ptr are struct templates written in the
// lab's own C++, added in front of a program that names unique_ptr<...>,
// make_unique<...>, shared_ptr<...> or make_shared<...> (std:: was dropped
// before), like std::vector (containers.go). A unique_ptr's destructor
// frees what it owns; a shared_ptr's copies share a count, and the last
// one destroyed frees it (check/destructors.go runs destructors where a
// pointer's life ends). `unique_ptr<T[]>` is the same template with
// operator[]: the lab's new[] and delete[] are malloc and free. make_unique
// and make_shared are rewritten here, on tokens:
//
//	make_unique<T>(args)  →  unique_ptr<T>(unique_ptr<T>::__own(T(args)))
//	make_unique<T[]>(n)   →  unique_ptr<T>((T *)calloc(n, sizeof(T)))
//
// and the same for make_shared. (make_unique<T[]> value-initialises its
// elements: zeros.) Moving one (std::move) is not supported: the lab has
// no rvalue references; nor is owning an object with a destructor, which
// free would skip (the checker refuses it).
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

const sharedPtrSource = `template <typename T> struct shared_ptr {
	T *p_;
	long *n_;
	shared_ptr() : p_(0), n_(0) {}
	explicit shared_ptr(T *p) : p_(p), n_(0) {
		if (p) { n_ = (long *)malloc(sizeof(long)); *n_ = 1; }
	}
	shared_ptr(const shared_ptr &o) : p_(o.p_), n_(o.n_) { if (n_) ++*n_; }
	shared_ptr &operator=(const shared_ptr &o) {
		if (n_ != o.n_) {
			__drop();
			p_ = o.p_;
			n_ = o.n_;
			if (n_) ++*n_;
		}
		return *this;
	}
	~shared_ptr() { __drop(); }
	void __drop() {
		if (n_ && --*n_ == 0) { free(p_); free(n_); }
		p_ = 0;
		n_ = 0;
	}
	T *get() const { return p_; }
	T *operator->() const { return p_; }
	T &operator*() { return *p_; }
	T &operator[](unsigned long i) { return p_[i]; }
	explicit operator bool() const { return p_ != 0; }
	long use_count() const { return n_ ? *n_ : 0; }
	void reset() { __drop(); }
	void reset(T *q) {
		__drop();
		if (q) { p_ = q; n_ = (long *)malloc(sizeof(long)); *n_ = 1; }
	}
	static T *__own(const T &v) { T *p = (T *)malloc(sizeof(T)); *p = v; return p; }
};
`

// smartPointers are the two templates with their make_ functions.
var smartPointers = []struct{ ptr, make, src string }{
	{"unique_ptr", "make_unique", uniquePtrSource},
	{"shared_ptr", "make_shared", sharedPtrSource},
}

// withUniquePtr adds the templates the program uses and rewrites their
// make_ calls and T[] forms.
func withUniquePtr(toks []token.Token) []token.Token {
	for _, sp := range smartPointers {
		toks = withSmartPointer(toks, sp.ptr, sp.make, sp.src)
	}
	return toks
}

// withSmartPointer adds src, the template ptr, and rewrites make and
// ptr<T[]> when the program uses them.
func withSmartPointer(toks []token.Token, ptrName, makeName, src string) []token.Token {
	first := -1 // the first use, where the template's code stands
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Ident && (toks[i].Text == ptrName || toks[i].Text == makeName) && toks[i+1].Kind == token.Lss {
			first = i
			break
		}
	}
	if first < 0 {
		return toks
	}
	out := append(synth(toks[first], src), make([]token.Token, 0, len(toks))...)
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || i+1 >= len(toks) || toks[i+1].Kind != token.Lss || (t.Text != ptrName && t.Text != makeName) {
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
		ptr := append(append([]token.Token{at(t, token.Ident, ptrName), at(t, token.Lss, "")}, elem...), at(t, token.Gtr, ""))
		if t.Text == ptrName {
			out = append(out, ptr...)
			i = end
			continue
		}
		// make_unique<...>( args ), make_shared<...>( args )
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
