package parser

import (
	"slices"

	"simtlab/sim/cuda/token"
)

// std::list is a struct template in the lab's C++, as libstdc++ builds it:
// a circular doubly linked list through a sentinel node, one node per
// element (calloc'd, the element assigned into it, like the lab's
// vector's), iterators that are structs over a node (so a range-for walks
// it with C++'s iterator loop, check/rangeiter.go). sort is a stable merge
// sort, as libstdc++'s is, so equal elements keep their order; splice and
// merge relink nodes without copying them.
const listSource = `template <typename T> struct list_node {
	list_node *prev, *next;
	T val;
};
template <typename T> struct list_iterator {
	list_node<T> *n;
	T &operator*() const { return n->val; }
	T *operator->() const { return &n->val; }
	list_iterator &operator++() { n = n->next; return *this; }
	list_iterator operator++(int) { list_iterator o = *this; n = n->next; return o; }
	list_iterator &operator--() { n = n->prev; return *this; }
	list_iterator operator--(int) { list_iterator o = *this; n = n->prev; return o; }
	bool operator==(const list_iterator &o) const { return n == o.n; }
	bool operator!=(const list_iterator &o) const { return n != o.n; }
};
template <typename T> struct list {
	list_node<T> *head_;
	unsigned long size_;
	list() : head_(0), size_(0) { __init(); }
	list(const list &o) : head_(0), size_(0) {
		__init();
		for (list_node<T> *p = o.head_->next; p != o.head_; p = p->next) push_back(p->val);
	}
	list(unsigned long n, const T &v) : head_(0), size_(0) {
		__init();
		for (unsigned long i = 0; i < n; i++) push_back(v);
	}
	void __init() {
		head_ = (list_node<T> *)calloc(1, sizeof(list_node<T>));
		head_->prev = head_;
		head_->next = head_;
	}
	list &operator=(const list &o) {
		if (this != &o) {
			clear();
			for (list_node<T> *p = o.head_->next; p != o.head_; p = p->next) push_back(p->val);
		}
		return *this;
	}
	list &__with(const T &v) {
		push_back(v);
		return *this;
	}
	unsigned long size() const { return size_; }
	bool empty() const { return size_ == 0; }
	T &front() { return head_->next->val; }
	const T &front() const { return head_->next->val; }
	T &back() { return head_->prev->val; }
	const T &back() const { return head_->prev->val; }
	list_iterator<T> begin() const { list_iterator<T> it; it.n = head_->next; return it; }
	list_iterator<T> end() const { list_iterator<T> it; it.n = head_; return it; }
	list_iterator<T> cbegin() const { return begin(); }
	list_iterator<T> cend() const { return end(); }
	// __link puts node n before pos
	void __link(list_node<T> *pos, list_node<T> *n) {
		n->next = pos;
		n->prev = pos->prev;
		pos->prev->next = n;
		pos->prev = n;
	}
	void __unlink(list_node<T> *n) {
		n->prev->next = n->next;
		n->next->prev = n->prev;
	}
	list_iterator<T> insert(list_iterator<T> pos, const T &v) {
		list_node<T> *n = (list_node<T> *)calloc(1, sizeof(list_node<T>));
		n->val = v;
		__link(pos.n, n);
		size_++;
		list_iterator<T> it;
		it.n = n;
		return it;
	}
	void push_back(const T &v) { insert(end(), v); }
	void push_front(const T &v) { insert(begin(), v); }
	void emplace_back(const T &v) { insert(end(), v); }
	void emplace_front(const T &v) { insert(begin(), v); }
	list_iterator<T> erase(list_iterator<T> pos) {
		list_iterator<T> next;
		next.n = pos.n->next;
		__unlink(pos.n);
		free(pos.n);
		size_--;
		return next;
	}
	list_iterator<T> erase(list_iterator<T> first, list_iterator<T> last) {
		while (first != last) first = erase(first);
		return last;
	}
	void pop_back() {
		list_iterator<T> it;
		it.n = head_->prev;
		erase(it);
	}
	void pop_front() { erase(begin()); }
	void clear() {
		list_node<T> *p = head_->next;
		while (p != head_) {
			list_node<T> *next = p->next;
			free(p);
			p = next;
		}
		head_->prev = head_;
		head_->next = head_;
		size_ = 0;
	}
	void resize(unsigned long n) {
		while (size_ > n) pop_back();
		T zero;
		memset(&zero, 0, sizeof(T));
		while (size_ < n) push_back(zero);
	}
	void remove(const T &v) {
		for (list_iterator<T> it = begin(); it != end();) {
			if (*it == v) it = erase(it);
			else ++it;
		}
	}
	template <typename P> void remove_if(P pred) {
		for (list_iterator<T> it = begin(); it != end();) {
			if (pred(*it)) it = erase(it);
			else ++it;
		}
	}
	void reverse() {
		list_node<T> *p = head_;
		do {
			list_node<T> *t = p->next;
			p->next = p->prev;
			p->prev = t;
			p = t;
		} while (p != head_);
	}
	void unique() {
		if (size_ < 2) return;
		list_iterator<T> it = begin(), next = begin();
		++next;
		while (next != end()) {
			if (*it == *next) next = erase(next);
			else { it = next; ++next; }
		}
	}
	// splice moves o's nodes (all, or the one at it) before pos
	void splice(list_iterator<T> pos, list &o) {
		while (!o.empty()) splice(pos, o, o.begin());
	}
	void splice(list_iterator<T> pos, list &o, list_iterator<T> it) {
		if (pos.n == it.n || pos.n == it.n->next) return;
		o.__unlink(it.n);
		o.size_--;
		__link(pos.n, it.n);
		size_++;
	}
	// __merge_by merges the sorted chains a and b (null-terminated
	// through next), b's element after a's equal one
	template <typename C> list_node<T> *__merge_by(list_node<T> *a, list_node<T> *b, C less) {
		list_node<T> start;
		list_node<T> *tail = &start;
		while (a && b) {
			if (less(b->val, a->val)) { tail->next = b; b = b->next; }
			else { tail->next = a; a = a->next; }
			tail = tail->next;
		}
		tail->next = a ? a : b;
		return start.next;
	}
	template <typename C> list_node<T> *__sort_by(list_node<T> *a, unsigned long n, C less) {
		if (n < 2) {
			if (a) a->next = 0;
			return a;
		}
		list_node<T> *mid = a;
		for (unsigned long i = 0; i < n / 2; i++) mid = mid->next;
		list_node<T> *left = this->__sort_by(a, n / 2, less);
		list_node<T> *right = this->__sort_by(mid, n - n / 2, less);
		return this->__merge_by(left, right, less);
	}
	void __relink(list_node<T> *chain) {
		list_node<T> *prev = head_;
		for (list_node<T> *p = chain; p; p = p->next) {
			p->prev = prev;
			prev->next = p;
			prev = p;
		}
		prev->next = head_;
		head_->prev = prev;
	}
	template <typename C> void sort(C less) { this->__sort_nodes(less); }
	void sort() { this->__sort_nodes(__list_less<T>()); }
	template <typename C> void __sort_nodes(C less) {
		if (size_ < 2) return;
		// the chain's next pointers are rewritten as it is split: take
		// the nodes in order first
		list_node<T> **nodes = (list_node<T> **)malloc(sizeof(list_node<T> *) * size_);
		unsigned long k = 0;
		for (list_node<T> *p = head_->next; p != head_; p = p->next) nodes[k++] = p;
		for (unsigned long i = 0; i + 1 < size_; i++) nodes[i]->next = nodes[i + 1];
		nodes[size_ - 1]->next = 0;
		list_node<T> *chain = this->__sort_by(nodes[0], size_, less);
		free(nodes);
		__relink(chain);
	}
	void merge(list &o) {
		list_iterator<T> a = begin();
		while (!o.empty()) {
			list_iterator<T> b = o.begin();
			while (a != end() && !(*b < *a)) ++a;
			splice(a, o, b);
		}
	}
	bool operator==(const list &o) const {
		if (size_ != o.size_) return false;
		for (list_node<T> *p = head_->next, *q = o.head_->next; p != head_; p = p->next, q = q->next)
			if (!(p->val == q->val)) return false;
		return true;
	}
	bool operator!=(const list &o) const { return !(*this == o); }
};
`

// listLessSource is the comparison list::sort() uses.
const listLessSource = `template <typename T> struct __list_less {
	bool operator()(const T &a, const T &b) const { return a < b; }
};
`

// withStdList puts std::list before toks when they name list<...> and do
// not declare a list of their own.
func withStdList(toks []token.Token) []token.Token {
	i := slices.IndexFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && t.Text == "list" })
	if i < 0 || i+1 >= len(toks) || declaresOwn(toks, "list") {
		return toks
	}
	named := false
	for k := i; k+1 < len(toks); k++ {
		if toks[k].Kind == token.Ident && toks[k].Text == "list" && toks[k+1].Kind == token.Lss && (k == 0 || !isMember(toks[k-1])) {
			named = true
			break
		}
	}
	if !named {
		return toks
	}
	return append(append(synth(toks[i], listLessSource), synth(toks[i], listSource)...), toks...)
}
