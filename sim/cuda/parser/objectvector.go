package parser

import (
	"fmt"
	"slices"
	"strings"

	"simtlab/sim/cuda/token"
)

// A std::vector whose elements have a destructor (a vector of RAII
// wrappers of device buffers or streams) is another struct template,
// vector#obj<T>: the lab's vector copies its elements as bytes and never
// destroys them, which suits numbers and plain structs, while this one
// constructs each element in place, moves the elements when it grows and
// destroys them where libstdc++ does: pop_back, clear, erase, resize,
// assignment and the vector's own end. It grows as libstdc++ does (to
// size + max(size, 1)), builds a new element in the new buffer before it
// moves the old ones over, each destroyed after its move, as libstdc++
// relocates elements whose move constructor is noexcept (the rule of
// five as taught; one that may throw has them copied first, which the lab
// does not do). emplace_back
// takes up to four arguments (the lab's member templates have no packs);
// each is passed on as std::move of its copy (MovedCall).
//
// withObjectVectors renames `vector<T>` to it when T is a class of the
// program's own that declares a destructor.

// ObjectVector is the struct template that stands for std::vector of
// elements with a destructor.
const ObjectVector = "vector#obj"

const objectVectorSource = `template <typename T> struct __simtlab_objvec {
	T *data_;
	unsigned long size_, cap_;
	__simtlab_objvec() : data_(0), size_(0), cap_(0) {}
	__simtlab_objvec(const __simtlab_objvec &o) : data_(0), size_(0), cap_(0) {
		if (o.size_) data_ = (T *)malloc(sizeof(T) * o.size_);
		cap_ = o.size_;
		for (unsigned long i = 0; i < o.size_; i++) new (data_ + i) T(o.data_[i]);
		size_ = o.size_;
	}
	__simtlab_objvec(__simtlab_objvec &&o) : data_(o.data_), size_(o.size_), cap_(o.cap_) {
		o.data_ = 0;
		o.size_ = 0;
		o.cap_ = 0;
	}
	~__simtlab_objvec() {
		clear();
		free(data_);
	}
	__simtlab_objvec &operator=(__simtlab_objvec &&o) {
		if (this != &o) {
			clear();
			free(data_);
			data_ = o.data_;
			size_ = o.size_;
			cap_ = o.cap_;
			o.data_ = 0;
			o.size_ = 0;
			o.cap_ = 0;
		}
		return *this;
	}
	__simtlab_objvec &operator=(const __simtlab_objvec &o) {
		if (this != &o) {
			clear();
			reserve(o.size_);
			for (unsigned long i = 0; i < o.size_; i++) new (data_ + i) T(o.data_[i]);
			size_ = o.size_;
		}
		return *this;
	}
` + vectorAccessors + `	// __grown is a buffer for one more element (libstdc++'s _M_check_len)
	T *__grown() const {
		unsigned long n = size_ + (size_ ? size_ : 1);
		return (T *)malloc(sizeof(T) * n);
	}
	// __relocate moves the elements into nd (of the next capacity),
	// destroying each old one after its move (libstdc++'s _S_relocate)
	void __relocate(T *nd) {
		for (unsigned long i = 0; i < size_; i++) {
			new (nd + i) T(__simtlab_moved(data_[i]));
			data_[i].~T();
		}
		free(data_);
		data_ = nd;
		cap_ = size_ + (size_ ? size_ : 1);
	}
	void reserve(unsigned long n) {
		if (n <= cap_) return;
		T *nd = (T *)malloc(sizeof(T) * n);
		for (unsigned long i = 0; i < size_; i++) {
			new (nd + i) T(__simtlab_moved(data_[i]));
			data_[i].~T();
		}
		free(data_);
		data_ = nd;
		cap_ = n;
	}
	void push_back(const T &v) {
		if (size_ < cap_) { new (data_ + size_) T(v); size_++; return; }
		T *nd = __grown();
		new (nd + size_) T(v);
		__relocate(nd);
		size_++;
	}
	void push_back(T &&v) {
		if (size_ < cap_) { new (data_ + size_) T(__simtlab_moved(v)); size_++; return; }
		T *nd = __grown();
		new (nd + size_) T(__simtlab_moved(v));
		__relocate(nd);
		size_++;
	}
EMPLACE	void pop_back() {
		size_--;
		data_[size_].~T();
	}
	void clear() {
		for (unsigned long i = 0; i < size_; i++) data_[i].~T();
		size_ = 0;
	}
	void resize(unsigned long n) {
		if (n < size_) {
			for (unsigned long i = n; i < size_; i++) data_[i].~T();
			size_ = n;
			return;
		}
		reserve(n);
		for (unsigned long i = size_; i < n; i++) new (data_ + i) T();
		size_ = n;
	}
	T *erase(T *pos) {
		for (T *p = pos; p + 1 < data_ + size_; p++) *p = __simtlab_moved(p[1]);
		size_--;
		data_[size_].~T();
		return pos;
	}
	T *erase(T *first, T *last) {
		unsigned long n = last - first;
		if (n == 0) return first;
		for (T *p = first; p + n < data_ + size_; p++) *p = __simtlab_moved(p[n]);
		for (unsigned long k = size_ - n; k < size_; k++) data_[k].~T(); // in order, as std::_Destroy
		size_ -= n;
		return first;
	}
	// __with is the vector with v appended: a braced list's elements,
	// one by one (check's vectorFromList), each copied as an
	// initializer_list's are
	__simtlab_objvec __with(const T &v) const {
		__simtlab_objvec r(*this);
		r.push_back(v);
		return r;
	}
	void swap(__simtlab_objvec &o) {
		T *d = data_; data_ = o.data_; o.data_ = d;
		unsigned long n = size_; size_ = o.size_; o.size_ = n;
		n = cap_; cap_ = o.cap_; o.cap_ = n;
	}
};
`

// emplaceSource is emplace_back of n arguments.
func emplaceSource(n int) string {
	var tparams, params, args []string
	for k := range n {
		tparams = append(tparams, fmt.Sprintf("typename A%d", k))
		params = append(params, fmt.Sprintf("A%d a%d", k, k))
		args = append(args, fmt.Sprintf("%s(a%d)", MovedCall, k))
	}
	head := "\t"
	if n > 0 {
		head = "\ttemplate <" + strings.Join(tparams, ", ") + "> "
	}
	build := "T(" + strings.Join(args, ", ") + ")"
	return head + "T &emplace_back(" + strings.Join(params, ", ") + ") {\n" +
		"\t\tif (size_ < cap_) { new (data_ + size_) " + build + "; size_++; return data_[size_ - 1]; }\n" +
		"\t\tT *nd = __grown();\n" +
		"\t\tnew (nd + size_) " + build + ";\n" +
		"\t\t__relocate(nd);\n" +
		"\t\tsize_++;\n" +
		"\t\treturn data_[size_ - 1];\n\t}\n"
}

// destructedMembers adds to destructed the classes of toks that have a
// member of a class in it (a struct holding a std::function): their
// implicit destructors destroy those members.
func destructedMembers(toks []token.Token, destructed map[string]bool) {
	for changed := true; changed; {
		changed = false
		for i := 0; i+2 < len(toks); i++ {
			if toks[i].Kind != token.Ident || toks[i].Text != "struct" && toks[i].Text != "class" || toks[i+1].Kind != token.Ident ||
				destructed[toks[i+1].Text] || toks[i+2].Kind != token.LBrace {
				continue
			}
			end := matchingClose(toks, i+2, token.LBrace, token.RBrace)
			for j, depth := i+3, 0; j+2 < end; j++ {
				switch toks[j].Kind {
				case token.LBrace:
					depth++
				case token.RBrace:
					depth--
				}
				// a field: Class name; (or , = [ {)
				if depth == 0 && toks[j].Kind == token.Ident && destructed[toks[j].Text] && toks[j+1].Kind == token.Ident &&
					slices.Contains([]token.Kind{token.Semi, token.Comma, token.Assign, token.LBrack, token.LBrace}, toks[j+2].Kind) {
					destructed[toks[i+1].Text], changed = true, true
					break
				}
			}
		}
	}
}

// elementEnds reports whether the element type of a vector, a class name
// or a class template's name, ends at toks[at] with the vector's '>':
// vector<Buf> or vector<Buf<float>>, not vector<Buf *>.
func elementEnds(toks []token.Token, at int) bool {
	if at < len(toks) && toks[at].Kind == token.Lss {
		if end := closeAngle(toks, at); end > 0 {
			at = end + 1
		}
	}
	return at < len(toks) && toks[at].Kind == token.Gtr
}

// withObjectVectors renames the program's vector<T> of classes with
// destructors and puts vector#obj before toks when it did.
func withObjectVectors(toks []token.Token) []token.Token {
	destructed := map[string]bool{}
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].Kind == token.Tilde && toks[i+1].Kind == token.Ident && toks[i+2].Kind == token.LParen && (i == 0 || !isMember(toks[i-1])) {
			destructed[toks[i+1].Text] = true
		}
	}
	if len(destructed) == 0 {
		return toks
	}
	destructedMembers(toks, destructed)
	var at *token.Token
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || t.Text != "vector" || toks[i+1].Kind != token.Lss || i > 0 && isMember(toks[i-1]) {
			continue
		}
		if elem := toks[i+2]; elem.Kind == token.Ident && destructed[elem.Text] && elementEnds(toks, i+3) {
			// (a vector of pointers to them holds plain values)
			toks[i].Text = ObjectVector
			if at == nil {
				at = &toks[i]
			}
		}
	}
	if at == nil {
		return toks
	}
	var emplace strings.Builder
	for n := range 5 {
		emplace.WriteString(emplaceSource(n))
	}
	src := synth(*at, strings.Replace(objectVectorSource, "EMPLACE", emplace.String(), 1))
	for k := range src {
		if src[k].Kind == token.Ident && src[k].Text == "__simtlab_objvec" {
			src[k].Text = ObjectVector
		}
	}
	return append(src, toks...)
}
