package parser

import (
	"slices"
	"strings"

	"simtlab/sim/cuda/token"
)

// Reverse iterators. Every container of the lab keeps its elements in one
// buffer, so its reverse iterator is one struct template over the element
// type: reverse_iterator<T> holds the pointer it is the reverse of (base(),
// one past the element it reads), as std::reverse_iterator does. It is an
// aggregate, so that the lab can make one from a pointer in braces.
//
// The containers gain rbegin, rend, crbegin and crend, and vector and
// string a constructor from a reversed range, only in a program that
// names one of those (reverseNames), so that other programs' instances
// stay as they were.
//
// The lab's <algorithm> templates take pointers. A call of one on a
// reversed range, alg(x.rbegin(), y.rend(), rest...), runs it on the
// range's buffer reversed in place, which holds the elements in the
// order the reverse iterators visit them, and reverses the buffer back
// afterwards (lowerReversedRanges): every comparison and every copy is
// the one libstdc++ makes on the reversed view, so sort's order of equal
// elements is g++'s too. equal(first, last, x.rbegin()), the palindrome
// test, walks x from its end instead.

const reverseIteratorSource = `template <typename T> struct reverse_iterator {
	T *p_;
	T *base() const { return p_; }
	T &operator*() const { return p_[-1]; }
	T *operator->() const { return p_ - 1; }
	T &operator[](long n) const { return p_[-1 - n]; }
	reverse_iterator &operator++() { --p_; return *this; }
	reverse_iterator operator++(int) { reverse_iterator r = *this; --p_; return r; }
	reverse_iterator &operator--() { ++p_; return *this; }
	reverse_iterator operator--(int) { reverse_iterator r = *this; ++p_; return r; }
	reverse_iterator &operator+=(long n) { p_ -= n; return *this; }
	reverse_iterator &operator-=(long n) { p_ += n; return *this; }
	reverse_iterator operator+(long n) const { reverse_iterator r = {p_ - n}; return r; }
	reverse_iterator operator-(long n) const { reverse_iterator r = {p_ + n}; return r; }
	long operator-(const reverse_iterator &o) const { return o.p_ - p_; }
	bool operator==(const reverse_iterator &o) const { return p_ == o.p_; }
	bool operator!=(const reverse_iterator &o) const { return p_ != o.p_; }
	bool operator<(const reverse_iterator &o) const { return p_ > o.p_; }
	bool operator>(const reverse_iterator &o) const { return p_ < o.p_; }
	bool operator<=(const reverse_iterator &o) const { return p_ >= o.p_; }
	bool operator>=(const reverse_iterator &o) const { return p_ <= o.p_; }
};
template <typename T> __host__ __device__ T *__simtlab_rev_open(T *lo, T *hi) {
	for (T *a = lo, *b = hi; a < b - 1; a++, b--) { T t = *a; *a = b[-1]; b[-1] = t; }
	return lo;
}
template <typename R, typename T> __host__ __device__ R __simtlab_rev_value(R r, T *lo, T *hi) {
	__simtlab_rev_open(lo, hi);
	return r;
}
template <typename T, typename U> __host__ __device__ bool __simtlab_equal_rev(const T *first, const T *last, const U *rlast) {
	for (; first != last; ++first) if (!(*first == *--rlast)) return false;
	return true;
}
template <typename T, typename U, typename P> __host__ __device__ bool __simtlab_equal_rev_by(const T *first, const T *last, const U *rlast, P pred) {
	for (; first != last; ++first) if (!pred(*first, *--rlast)) return false;
	return true;
}
template <typename T> __host__ __device__ T *__simtlab_rev_ptr(T *p, T *lo, T *hi) {
	__simtlab_rev_open(lo, hi);
	return hi - (p - lo);
}
`

// reverseNames are the names that give the containers their reverse
// iterators.
var reverseNames = map[string]bool{"rbegin": true, "rend": true, "crbegin": true, "crend": true,
	"reverse_iterator": true, "const_reverse_iterator": true}

// namesReverse reports whether toks name a reverse iterator.
func namesReverse(toks []token.Token) bool {
	return slices.ContainsFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && reverseNames[t.Text] })
}

// withReverseMembers adds to a container's source (which ends with "};")
// the reverse iterators over its elements of type elem, reading its
// begin() and end(); and ctor, when not "", a constructor from a reversed
// range (vector's, string's).
func withReverseMembers(toks []token.Token, src, elem, ctor string) string {
	if !namesReverse(toks) {
		return src
	}
	ri := "reverse_iterator<" + elem + " >"
	var b strings.Builder
	for _, m := range []struct{ name, end, qual string }{
		{"rbegin", "end", ""}, {"rbegin", "end", " const"}, {"rend", "begin", ""}, {"rend", "begin", " const"},
		{"crbegin", "end", " const"}, {"crend", "begin", " const"},
	} {
		b.WriteString("\t" + ri + " " + m.name + "()" + m.qual + " { " + ri + " r = {(" + elem + " *)" + m.end + "()}; return r; }\n")
	}
	b.WriteString("\t" + ri + " __rev_from(const " + elem + " *p) const { " + ri + " r = {(" + elem + " *)p}; return r; }\n")
	if ctor != "" {
		b.WriteString(ctor)
	}
	end := strings.LastIndex(src, "};")
	return src[:end] + b.String() + src[end:]
}

// reverseVectorCtor is vector(first, last) over reverse iterators.
const reverseVectorCtor = `	vector(reverse_iterator<T> first, reverse_iterator<T> last) : data_((T *)malloc(sizeof(T) * (first.p_ > last.p_ ? first.p_ - last.p_ : 1))), size_(first.p_ - last.p_), cap_(first.p_ - last.p_) {
		for (unsigned long i = 0; i < size_; i++) data_[i] = first[i];
	}
`

// reverseStringCtor is string(first, last) over reverse iterators.
const reverseStringCtor = `	string(reverse_iterator<char> first, reverse_iterator<char> last) : p_((char *)malloc(last - first + 1)), n_(last - first) {
		for (unsigned long i = 0; i < n_; i++) p_[i] = first[i];
		p_[n_] = 0;
	}
`

// reversedAlgorithms are the <algorithm> and <numeric> functions whose
// calls on a reversed range lowerReversedRanges rewrites, with what they
// return: nothing, a value (or an iterator elsewhere), or an iterator
// into the range.
var reversedAlgorithms = map[string]byte{
	"sort": 'v', "stable_sort": 'v', "partial_sort": 'v', "nth_element": 'v', "reverse": 'v', "fill": 'v',
	"iota": 'v', "for_each": 'v', "replace": 'v', "replace_if": 'v', "generate": 'v',
	"accumulate": 'r', "count": 'r', "count_if": 'r', "all_of": 'r', "any_of": 'r', "none_of": 'r',
	"inner_product": 'r', "is_sorted": 'r', "copy": 'r', "copy_if": 'r', "transform": 'r', "partial_sum": 'r',
	"adjacent_difference": 'r', "exclusive_scan": 'r', "inclusive_scan": 'r', "reduce": 'r', "equal": 'r',
	"copy_n": 'r', "unique_copy": 'r', "remove_copy": 'r', "replace_copy": 'r', "reverse_copy": 'r',
	"find": 'p', "find_if": 'p', "find_if_not": 'p', "min_element": 'p', "max_element": 'p',
	"adjacent_find": 'p', "is_sorted_until": 'p', "lower_bound": 'p', "upper_bound": 'p',
	"unique": 'p', "remove": 'p', "remove_if": 'p', "partition": 'p', "stable_partition": 'p',
}

// lowerReversedRanges rewrites alg(x.rbegin(), y.rend(), rest...), with lo
// for y.begin() and hi for x.end():
//
//	nothing returned:   (alg(__simtlab_rev_open(lo, hi), hi, rest...), __simtlab_rev_open(lo, hi))
//	a value:            __simtlab_rev_value(alg(__simtlab_rev_open(lo, hi), hi, rest...), lo, hi)
//	an iterator:        (x).__rev_from(__simtlab_rev_ptr(alg(...), lo, hi))
//
// x and y are written again for each use, as a program writes v.rbegin()
// and v.rend() on a container it names.
func lowerReversedRanges(toks []token.Token) []token.Token {
	if !namesReverse(toks) {
		return toks
	}
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		kind, isAlg := reversedAlgorithms[t.Text]
		if t.Kind != token.Ident || !isAlg || i+1 >= len(toks) || toks[i+1].Kind != token.LParen || i > 0 && isMember(toks[i-1]) {
			out = append(out, t)
			continue
		}
		closing := matchingClose(toks, i+1, token.LParen, token.RParen)
		if closing < 0 {
			out = append(out, t)
			continue
		}
		args := splitArgs(toks[i+2 : closing])
		if r, ok := memberCallOn(args, 2, "rbegin", "crbegin"); ok && t.Text == "equal" && (len(args) == 3 || len(args) == 4) {
			// equal(first, last, x.rbegin()[, pred]): the palindrome test
			name := "__simtlab_equal_rev("
			if len(args) == 4 {
				name = "__simtlab_equal_rev_by("
			}
			out = append(out, synth(t, name)...)
			out = append(out, args[0]...)
			out = append(out, synth(t, ",")...)
			out = append(out, args[1]...)
			out = append(out, synth(t, ", (")...)
			out = append(out, r...)
			out = append(out, synth(t, ").end()")...)
			if len(args) == 4 {
				out = append(out, synth(t, ",")...)
				out = append(out, args[3]...)
			}
			out = append(out, synth(t, ")")...)
			i = closing
			continue
		}
		x, okX := memberCallOn(args, 0, "rbegin", "crbegin")
		y, okY := memberCallOn(args, 1, "rend", "crend")
		if !okX || !okY || spellsIn(args[2:], x) || spellsIn(args[2:], y) {
			// (a second range over the same buffer, equal(v.rbegin(),
			// v.rend(), v.begin()), would see it reversed too)
			out = append(out, t)
			continue
		}
		at := t
		paren := func(x []token.Token) []token.Token { return append(append(synth(at, "("), x...), synth(at, ")")...) }
		lo := append(paren(y), synth(at, ".begin()")...)
		hi := append(paren(x), synth(at, ".end()")...)
		pair := append(append(append([]token.Token{}, lo...), synth(at, ",")...), hi...)
		open := append(append(synth(at, "__simtlab_rev_open("), pair...), synth(at, ")")...)
		call := append([]token.Token{t}, synth(at, "(")...)
		call = append(call, open...)
		call = append(call, synth(at, ",")...)
		call = append(call, hi...)
		for _, a := range args[2:] {
			call = append(call, synth(at, ",")...)
			call = append(call, a...)
		}
		call = append(call, synth(at, ")")...)
		switch kind {
		case 'v':
			out = append(out, synth(at, "(")...)
			out = append(out, call...)
			out = append(out, synth(at, ",")...)
			out = append(out, open...)
			out = append(out, synth(at, ")")...)
		case 'r':
			out = append(out, synth(at, "__simtlab_rev_value(")...)
			out = append(out, call...)
			out = append(out, synth(at, ",")...)
			out = append(out, pair...)
			out = append(out, synth(at, ")")...)
		case 'p':
			out = append(out, paren(x)...)
			out = append(out, synth(at, ".__rev_from(__simtlab_rev_ptr(")...)
			out = append(out, call...)
			out = append(out, synth(at, ",")...)
			out = append(out, pair...)
			out = append(out, synth(at, "))")...)
		}
		i = closing
	}
	return out
}

// memberCallOn returns x when args[k] is x.name() for one of the names.
func memberCallOn(args [][]token.Token, k int, names ...string) ([]token.Token, bool) {
	if k >= len(args) {
		return nil, false
	}
	a := args[k]
	n := len(a)
	if n < 5 || a[n-1].Kind != token.RParen || a[n-2].Kind != token.LParen || a[n-3].Kind != token.Ident ||
		!slices.Contains(names, a[n-3].Text) || a[n-4].Kind != token.Dot && a[n-4].Kind != token.Arrow {
		return nil, false
	}
	if a[n-4].Kind == token.Arrow {
		return append(append(synth(a[0], "(*"), a[:n-4]...), synth(a[0], ")")...), true
	}
	return a[:n-4], true
}

// spellsIn reports whether one of args spells the tokens of x.
func spellsIn(args [][]token.Token, x []token.Token) bool {
	for _, a := range args {
		for i := 0; i+len(x) <= len(a); i++ {
			if slices.EqualFunc(a[i:i+len(x)], x, func(p, q token.Token) bool { return p.Kind == q.Kind && p.Text == q.Text }) {
				return true
			}
		}
	}
	return false
}
