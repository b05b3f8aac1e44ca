package parser

import (
	"slices"
	"strings"

	"simtlab/sim/cuda/token"
)

// std::vector is a struct template written in the lab's own C++ (host
// memory from malloc/realloc), added in front of a program that names
// vector<...>; std:: was dropped before. Iterators are pointers, so
// v.begin()/v.end() work with the <algorithm> templates (see
// check/stdlib.go) and in pointer loops. `vector<T> v = {a, b}` (and
// v{a, b}) is lowered by the checker to vector<T>().__with(a).__with(b):
// each __with appends to the temporary's buffer and hands it on. `vector<T> b = a;`, `b(a)` and
// `b = a` copy the elements, and so does passing a vector by value or
// returning a local one that is not the function's named return value (the
// copy constructor, check/destructors.go). The lab's vector has no
// destructor: its buffer lives until the program ends.
const vectorSource = `template <typename T> struct vector {
	T *data_;
	unsigned long size_, cap_;
	vector() : data_(0), size_(0), cap_(0) {}
	vector(unsigned long n) : data_((T *)calloc(n ? n : 1, sizeof(T))), size_(n), cap_(n) {}
	vector(unsigned long n, T value) : data_((T *)malloc(sizeof(T) * (n ? n : 1))), size_(n), cap_(n) {
		for (unsigned long i = 0; i < n; i++) data_[i] = value;
	}
	vector(const T *first, const T *last) : data_((T *)malloc(sizeof(T) * (last > first ? last - first : 1))), size_(last - first), cap_(last - first) {
		memcpy(data_, first, sizeof(T) * size_);
	}
	vector(const vector &o) : data_((T *)malloc(sizeof(T) * (o.size_ ? o.size_ : 1))), size_(o.size_), cap_(o.size_) {
		memcpy(data_, o.data_, sizeof(T) * o.size_);
	}
	vector &operator=(const vector &o) {
		if (data_ != o.data_) {
			size_ = 0;
			reserve(o.size_);
			memcpy(data_, o.data_, sizeof(T) * o.size_);
			size_ = o.size_;
		}
		return *this;
	}
` + vectorAccessors + `	void reserve(unsigned long n) {
		if (n > cap_) { data_ = (T *)realloc(data_, sizeof(T) * n); cap_ = n; }
	}
	void push_back(T v) {
		if (size_ == cap_) reserve(cap_ ? 2 * cap_ : 4);
		data_[size_] = v;
		size_++;
	}
	void pop_back() { size_--; }
	void emplace_back(T v) { push_back(v); }
	T *insert(T *pos, T v) {
		unsigned long i = pos - data_;
		push_back(v);
		for (unsigned long j = size_ - 1; j > i; j--) data_[j] = data_[j - 1];
		data_[i] = v;
		return data_ + i;
	}
	T *insert(T *pos, unsigned long n, T v) {
		unsigned long i = pos - data_;
		reserve(size_ + n);
		for (unsigned long j = size_; j > i; j--) data_[j - 1 + n] = data_[j - 1];
		for (unsigned long j = 0; j < n; j++) data_[i + j] = v;
		size_ += n;
		return data_ + i;
	}
	template <typename U> T *insert(T *pos, const U *first, const U *last) {
		unsigned long i = pos - data_, n = last - first;
		T *tmp = (T *)malloc(sizeof(T) * (n ? n : 1)); // the range may be this vector's own
		for (unsigned long j = 0; j < n; j++) {
			T v = first[j]; // (a conversion when U is not T)
			tmp[j] = v;
		}
		reserve(size_ + n);
		for (unsigned long j = size_; j > i; j--) data_[j - 1 + n] = data_[j - 1];
		for (unsigned long j = 0; j < n; j++) data_[i + j] = tmp[j];
		free(tmp);
		size_ += n;
		return data_ + i;
	}
	T *erase(T *pos) { return erase(pos, pos + 1); }
	T *erase(T *first, T *last) {
		unsigned long i = first - data_, n = last - first;
		for (unsigned long j = i; j + n < size_; j++) data_[j] = data_[j + n];
		size_ -= n;
		return data_ + i;
	}
	void resize(unsigned long n) {
		reserve(n);
		if (n > size_) memset(data_ + size_, 0, sizeof(T) * (n - size_));
		size_ = n;
	}
	void resize(unsigned long n, T v) {
		reserve(n);
		for (unsigned long i = size_; i < n; i++) data_[i] = v;
		size_ = n;
	}
	void assign(unsigned long n, T v) { size_ = 0; resize(n, v); }
	template <typename U> void assign(const U *first, const U *last) {
		T *tmp = (T *)malloc(sizeof(T) * (last > first ? last - first : 1)); // the range may be this vector's own
		for (const U *p = first; p != last; ++p) {
			T v = *p;
			tmp[p - first] = v;
		}
		size_ = 0;
		reserve(last - first);
		memcpy(data_, tmp, sizeof(T) * (last - first));
		free(tmp);
		size_ = last - first;
	}
	// __from_range is vector(first, last) of another element type, which
	// the lab's constructors (no templates) cannot take
	template <typename U> vector __from_range(const U *first, const U *last) const {
		vector r;
		r.assign(first, last);
		return r;
	}
	// __from_iter is vector(first, last) over iterators that are no
	// pointers (an unordered_map's)
	template <typename I> vector __from_iter(I first, I last) const {
		vector r;
		for (I it = first; it != last; ++it) r.push_back(*it);
		return r;
	}
	void clear() { size_ = 0; }
	void swap(vector &o) {
		T *d = data_; data_ = o.data_; o.data_ = d;
		unsigned long n = size_; size_ = o.size_; o.size_ = n;
		n = cap_; cap_ = o.cap_; o.cap_ = n;
	}
	bool operator==(const vector &o) const {
		if (size_ != o.size_) return false;
		for (unsigned long i = 0; i < size_; i++) if (!(data_[i] == o.data_[i])) return false;
		return true;
	}
	bool operator!=(const vector &o) const { return !(*this == o); }
	bool operator<(const vector &o) const {
		for (unsigned long i = 0; i < size_ && i < o.size_; i++) {
			if (data_[i] < o.data_[i]) return true;
			if (o.data_[i] < data_[i]) return false;
		}
		return size_ < o.size_;
	}
	vector __with(T v) const {
		vector r;
		r.data_ = data_;
		r.size_ = size_;
		r.cap_ = cap_;
		r.push_back(v);
		return r;
	}
};
`

// vectorAccessors are the members that read a vector's buffer (data_,
// size_ and cap_), the lab's vector's and vector#obj's (objectvector.go).
const vectorAccessors = `	unsigned long size() const { return size_; }
	unsigned long capacity() const { return cap_; }
	bool empty() const { return size_ == 0; }
	T *data() { return data_; }
	T *data() const { return data_; }
	T *begin() { return data_; }
	T *begin() const { return data_; }
	T *end() { return data_ + size_; }
	T *end() const { return data_ + size_; }
	T *cbegin() const { return data_; }
	T *cend() const { return data_ + size_; }
	T &operator[](unsigned long i) { return data_[i]; }
	const T &operator[](unsigned long i) const { return data_[i]; }
	T &at(unsigned long i) { return data_[i]; }
	const T &at(unsigned long i) const { return data_[i]; }
	T &front() { return data_[0]; }
	const T &front() const { return data_[0]; }
	T &back() { return data_[size_ - 1]; }
	const T &back() const { return data_[size_ - 1]; }
`

// arraySource is std::array: an aggregate (so `std::array<int, 3> a = {1, 2,
// 3};` works by brace elision). Its members are host functions, as
// libstdc++'s constexpr members are to nvcc: a kernel that calls them is
// rejected, as nvcc rejects it without --expt-relaxed-constexpr.
const arraySource = `template <typename T, unsigned long N> struct array {
	T elems_[N];
	unsigned long size() const { return N; }
	bool empty() const { return N == 0; }
	T *data() { return elems_; }
	const T *data() const { return elems_; }
	T *begin() { return elems_; }
	const T *begin() const { return elems_; }
	T *end() { return elems_ + N; }
	const T *end() const { return elems_ + N; }
	const T *cbegin() const { return elems_; }
	const T *cend() const { return elems_ + N; }
	T &operator[](unsigned long i) { return elems_[i]; }
	const T &operator[](unsigned long i) const { return elems_[i]; }
	T &at(unsigned long i) { return elems_[i]; }
	const T &at(unsigned long i) const { return elems_[i]; }
	T &front() { return elems_[0]; }
	const T &front() const { return elems_[0]; }
	T &back() { return elems_[N - 1]; }
	const T &back() const { return elems_[N - 1]; }
	void fill(T v) { for (unsigned long i = 0; i < N; i++) elems_[i] = v; }
};
`

// pairSource is std::pair (an aggregate: `std::pair<int, float> p = {1,
// 2.5f};`) with the comparisons that sorting pairs needs. (make_pair would
// be a function template over a struct template, which the lab's textual
// instantiation of struct templates cannot deduce.)
const pairSource = `template <typename A, typename B> struct pair {
	A first;
	B second;
	bool operator==(const pair &o) const { return first == o.first && second == o.second; }
	bool operator!=(const pair &o) const { return !(*this == o); }
	bool operator<(const pair &o) const { return first < o.first || (!(o.first < first) && second < o.second); }
	bool operator>(const pair &o) const { return o < *this; }
	bool operator<=(const pair &o) const { return !(o < *this); }
	bool operator>=(const pair &o) const { return !(*this < o); }
};
`

// tagSource is std::true_type and std::false_type, the tags of tag
// dispatch (f(x, std::is_integral<T>()) picks f(T, true_type) or f(T,
// false_type)), as plain structs: integral_constant<bool, B> with its
// value, its conversion to bool and its call. Those two are host functions,
// as libstdc++'s constexpr members are to nvcc (it refuses them in device
// code without --expt-relaxed-constexpr).
const tagSource = `struct true_type {
	static constexpr bool value = true;
	constexpr operator bool() const { return true; }
	constexpr bool operator()() const { return true; }
};
struct false_type {
	static constexpr bool value = false;
	constexpr operator bool() const { return false; }
	constexpr bool operator()() const { return false; }
};
`

// integralConstantSource is std::integral_constant<T, v>: its value, its
// conversion to T and its call (host functions, as libstdc++'s constexpr
// members are to nvcc without --expt-relaxed-constexpr; the value is
// usable anywhere).
const integralConstantSource = `template <typename T, T v> struct integral_constant {
	static constexpr T value = v;
	typedef T value_type;
	typedef integral_constant type;
	constexpr operator T() const { return v; }
	constexpr T operator()() const { return v; }
};
`

// optionalSource is std::optional: the value beside a flag, made from
// a T or from std::nullopt (the converting constructors that `return x;`
// and `return std::nullopt;` take). value() on an empty optional reads
// the value-initialised T where libstdc++ throws bad_optional_access,
// which a CUDA program, built without exception handlers, cannot catch
// either.
const optionalSource = `struct nullopt_t {
	int __tag;
	bool operator==(const nullopt_t &) const { return true; }
};
const nullopt_t nullopt = {0};
template <typename T> struct optional {
	T val_;
	bool has_;
	optional() : val_(), has_(false) {}
	optional(nullopt_t) : val_(), has_(false) {}
	optional(const T &v) : val_(v), has_(true) {}
	optional &operator=(nullopt_t) { has_ = false; return *this; }
	optional &operator=(const T &v) { val_ = v; has_ = true; return *this; }
	bool has_value() const { return has_; }
	operator bool() const { return has_; }
	T &value() { return val_; }
	const T &value() const { return val_; }
	T &operator*() { return val_; }
	const T &operator*() const { return val_; }
	T *operator->() { return &val_; }
	const T *operator->() const { return &val_; }
	T value_or(const T &d) const { return has_ ? val_ : d; }
	void reset() { has_ = false; }
	T &emplace(const T &v) { val_ = v; has_ = true; return val_; }
	bool operator==(const optional &o) const { return has_ == o.has_ && (!has_ || val_ == o.val_); }
	bool operator!=(const optional &o) const { return !(*this == o); }
	bool operator==(nullopt_t) const { return !has_; }
	bool operator!=(nullopt_t) const { return has_; }
};
`

// withStdContainers puts the vector, array and pair templates before toks
// when they name vector<...>, array<...> or pair<...>, and the tag types
// when they name true_type or false_type or make a trait's object.
func withStdContainers(toks []token.Token) []token.Token {
	toks = withStdList(withObjectVectors(lowerReversedRanges(withTuples(toks))))
	var pre []token.Token
	if namesReverse(toks) && !declaresOwn(toks, "reverse_iterator") {
		pre = append(pre, synth(toks[0], reverseIteratorSource)...)
	}
	if slices.ContainsFunc(toks, func(t token.Token) bool {
		return t.Kind == token.Ident && (t.Text == "true_type" || t.Text == "false_type" || t.Text == TagCall)
	}) && !declaresOwn(toks, "true_type") && !declaresOwn(toks, "false_type") {
		pre = append(pre, synth(toks[0], tagSource)...)
	}
	for _, tag := range iteratorTags {
		// the iterator category tags, which a hand-written iterator names
		// (using iterator_category = std::random_access_iterator_tag;)
		if slices.ContainsFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && t.Text == tag }) && !declaresOwn(toks, tag) {
			pre = append(pre, synth(toks[0], "struct "+tag+" {};")...)
		}
	}
	for _, c := range []struct{ name, src string }{
		{"vector", withBackInserter(toks, withReverseMembers(toks, vectorSource, "T", reverseVectorCtor))}, {"array", withReverseMembers(toks, arraySource, "T", "")},
		{"pair", pairSource}, {"integral_constant", integralConstantSource}, {"optional", optionalSource},
	} {
		if declaresOwn(toks, c.name) {
			continue
		}
		for i := 0; i+1 < len(toks); i++ {
			if toks[i].Kind == token.Ident && toks[i].Text == c.name && toks[i+1].Kind == token.Lss {
				pre = append(pre, synth(toks[i], c.src)...)
				break
			}
		}
	}
	if pre == nil {
		return toks
	}
	return append(pre, toks...)
}

// BackInserter is the vector member that std::back_inserter(v) calls
// (lowerBackInserters): an output iterator whose assignments push_back.
const BackInserter = "__back_inserter"

// backInserterSource is the iterator, which reaches its vector through a
// pointer to one of the vector's static members (the iterator cannot name
// the vector's instance, defined after it), and the vector's members that
// make it.
const backInserterSource = `template <typename T> struct __vector_inserter {
	void *c;
	void (*push)(void *, const T &);
	__vector_inserter &operator*() { return *this; }
	__vector_inserter &operator++() { return *this; }
	__vector_inserter operator++(int) { return *this; }
	__vector_inserter &operator=(const T &v) { push(c, v); return *this; }
};
`

const backInserterMembers = `	static void __push_into(void *c, const T &v) { ((vector *)c)->push_back(v); }
	__vector_inserter<T> ` + BackInserter + `() { __vector_inserter<T> r; r.c = this; r.push = &__push_into; return r; }
`

// withBackInserter adds the back inserter to src, the vector template, when
// the program names std::back_inserter.
func withBackInserter(toks []token.Token, src string) string {
	if !slices.ContainsFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && t.Text == BackInserter }) {
		return src
	}
	end := strings.LastIndex(src, "};")
	return backInserterSource + src[:end] + backInserterMembers + src[end:]
}

// lowerBackInserters rewrites std::back_inserter(v) (std:: already
// dropped) to (v).__back_inserter(), the output iterator of the lab's
// vector, where the program does not define back_inserter itself; the
// <algorithm> templates write through any output iterator.
func lowerBackInserters(toks []token.Token) []token.Token {
	if !slices.ContainsFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && t.Text == "back_inserter" }) ||
		declaredFuncs(toks, "back_inserter").free["back_inserter"] {
		return toks
	}
	out := make([]token.Token, 0, len(toks)+8)
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == token.Ident && t.Text == "back_inserter" && i+1 < len(toks) && toks[i+1].Kind == token.LParen && (i == 0 || !isMember(toks[i-1])) {
			if close := closeParen(toks, i+1); close > 0 {
				// (v) . __back_inserter ( )
				out = append(out, toks[i+1:close+1]...)
				dot, m := t, t
				dot.Kind, dot.Text = token.Dot, "."
				m.Text = BackInserter
				out = append(out, dot, m, toks[i+1], toks[close])
				i = close
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// iteratorTags are <iterator>'s category tags, as empty structs (the lab's
// algorithms ask no iterator its category).
var iteratorTags = []string{"input_iterator_tag", "output_iterator_tag", "forward_iterator_tag",
	"bidirectional_iterator_tag", "random_access_iterator_tag", "contiguous_iterator_tag"}

// declaresOwn reports whether toks declare a type called name themselves
// (struct name, typedef ... name;, using name =), which the library's
// type of that name must then not meet: a program's hand-written
// true_type or array<T, N> in a namespace of its own.
func declaresOwn(toks []token.Token, name string) bool {
	for i := 1; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || t.Text != name {
			continue
		}
		prev, next := toks[i-1], toks[i+1]
		switch {
		case prev.Kind == token.Ident && (prev.Text == "struct" || prev.Text == "class" || prev.Text == "union") &&
			(next.Kind == token.LBrace || next.Kind == token.Colon || next.Kind == token.Semi):
			return true
		case prev.Kind == token.Ident && prev.Text == "using" && next.Kind == token.Assign:
			return true
		case next.Kind == token.Semi && (prev.Kind == token.Ident || prev.Kind == token.Gtr || prev.Kind == token.Mul):
			// typedef ... name; (a variable `T name;` reads the same, and
			// a variable named like a library type is as rare)
			if typedefBefore(toks, i) {
				return true
			}
		}
	}
	return false
}

// typedefBefore reports whether the declaration ending at toks[i] starts
// with typedef.
func typedefBefore(toks []token.Token, i int) bool {
	for k := i - 1; k >= 0; k-- {
		switch toks[k].Kind {
		case token.Semi, token.LBrace, token.RBrace:
			return false
		case token.Ident:
			if toks[k].Text == "typedef" {
				return true
			}
		}
	}
	return false
}
