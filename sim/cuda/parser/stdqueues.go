package parser

import "simtlab/sim/cuda/token"

// std::deque, std::queue, std::stack and std::priority_queue are struct
// templates in the lab's own C++, as std::vector is (containers.go), added
// in front of a program that names one of them.
//
// The deque keeps its elements in one malloc'd buffer with room at both
// ends, so iterators are pointers (sort(d.begin(), d.end()) works) and
// push_front and pop_front cost what push_back does; when an end runs out
// of room the elements move to the middle of a buffer at least twice their
// number (bitwise: a string's buffer moves with it), so pointers to elements
// do not survive a push, as with std::deque's iterators. queue and stack
// adapt a deque, as the standard's do by default; priority_queue keeps a
// vector as a heap with libstdc++'s push_heap and pop_heap, step for step,
// so that elements its comparator calls equal come out in g++'s order. The
// buffers live until the program ends, as vector's does.
const dequeSource = `template <typename T> struct deque {
	T *buf_;
	unsigned long head_, size_, cap_;
	deque() : buf_(0), head_(0), size_(0), cap_(0) {}
	deque(unsigned long n) : buf_((T *)calloc(n ? n : 1, sizeof(T))), head_(0), size_(n), cap_(n) {}
	deque(unsigned long n, T value) : buf_((T *)malloc(sizeof(T) * (n ? n : 1))), head_(0), size_(n), cap_(n) {
		for (unsigned long i = 0; i < n; i++) buf_[i] = value;
	}
	deque(const T *first, const T *last) : buf_(0), head_(0), size_(0), cap_(0) {
		for (const T *p = first; p != last; ++p) push_back(*p);
	}
	deque(const deque &o) : buf_(0), head_(0), size_(0), cap_(0) { __copy(o); }
	// __with builds a braced list's deque ({a, b}) element by element, as
	// vector's does
	deque __with(T v) const {
		deque r(*this);
		r.push_back(v);
		return r;
	}
	deque &operator=(const deque &o) {
		if (buf_ != o.buf_) {
			size_ = 0;
			__copy(o);
		}
		return *this;
	}
	void __copy(const deque &o) {
		for (unsigned long i = 0; i < o.size_; i++) push_back(o.buf_[o.head_ + i]);
	}
	// __recenter moves the elements to the middle of a buffer with room
	// for as many again at each end.
	void __recenter() {
		unsigned long ncap = cap_;
		if (4 * (size_ + 1) > cap_) ncap = 4 * (size_ + 1);
		unsigned long nhead = (ncap - size_) / 2;
		if (ncap == cap_) {
			memmove(buf_ + nhead, buf_ + head_, sizeof(T) * size_);
		} else {
			T *nbuf = (T *)malloc(sizeof(T) * ncap);
			if (size_) memcpy(nbuf + nhead, buf_ + head_, sizeof(T) * size_);
			free(buf_);
			buf_ = nbuf;
			cap_ = ncap;
		}
		head_ = nhead;
	}
	unsigned long size() const { return size_; }
	bool empty() const { return size_ == 0; }
	T *begin() { return buf_ + head_; }
	T *begin() const { return buf_ + head_; }
	T *end() { return buf_ + head_ + size_; }
	T *end() const { return buf_ + head_ + size_; }
	T &operator[](unsigned long i) { return buf_[head_ + i]; }
	const T &operator[](unsigned long i) const { return buf_[head_ + i]; }
	T &at(unsigned long i) { return buf_[head_ + i]; }
	const T &at(unsigned long i) const { return buf_[head_ + i]; }
	T &front() { return buf_[head_]; }
	const T &front() const { return buf_[head_]; }
	T &back() { return buf_[head_ + size_ - 1]; }
	const T &back() const { return buf_[head_ + size_ - 1]; }
	void push_back(T v) {
		if (head_ + size_ == cap_) __recenter();
		buf_[head_ + size_] = v;
		size_++;
	}
	void push_front(T v) {
		if (head_ == 0) __recenter();
		head_--;
		buf_[head_] = v;
		size_++;
	}
	void emplace_back(T v) { push_back(v); }
	void emplace_front(T v) { push_front(v); }
	void pop_back() { size_--; }
	void pop_front() { head_++; size_--; }
	void clear() { size_ = 0; }
	T *erase(T *pos) {
		unsigned long i = pos - (buf_ + head_);
		for (unsigned long j = i; j + 1 < size_; j++) buf_[head_ + j] = buf_[head_ + j + 1];
		size_--;
		return buf_ + head_ + i;
	}
	void swap(deque &o) {
		T *b = buf_; buf_ = o.buf_; o.buf_ = b;
		unsigned long n = head_; head_ = o.head_; o.head_ = n;
		n = size_; size_ = o.size_; o.size_ = n;
		n = cap_; cap_ = o.cap_; o.cap_ = n;
	}
};
`

const queueSource = `template <typename T, typename Seq = deque<T> > struct queue {
	deque<T> c;
	unsigned long size() const { return c.size_; }
	bool empty() const { return c.size_ == 0; }
	T &front() { return c.front(); }
	const T &front() const { return c.front(); }
	T &back() { return c.back(); }
	const T &back() const { return c.back(); }
	void push(T v) { c.push_back(v); }
	void emplace(T v) { c.push_back(v); }
	void pop() { c.pop_front(); }
	void swap(queue &o) { c.swap(o.c); }
};
`

const stackSource = `template <typename T, typename Seq = deque<T> > struct stack {
	deque<T> c;
	unsigned long size() const { return c.size_; }
	bool empty() const { return c.size_ == 0; }
	T &top() { return c.back(); }
	const T &top() const { return c.back(); }
	void push(T v) { c.push_back(v); }
	void emplace(T v) { c.push_back(v); }
	void pop() { c.pop_back(); }
	void swap(stack &o) { c.swap(o.c); }
};
`

// priorityQueueSource's __up is libstdc++'s __push_heap and __down its
// __adjust_heap (pop_heap moves the last element into the hole).
const priorityQueueSource = `template <typename T, typename Seq = vector<T>, typename Cmp = less<T> > struct priority_queue {
	vector<T> c;
	Cmp comp;
	priority_queue() {}
	priority_queue(const Cmp &x) : comp(x) {}
	priority_queue(const T *first, const T *last) : c(first, last) { __make(); }
	priority_queue(const T *first, const T *last, const Cmp &x) : c(first, last), comp(x) { __make(); }
	unsigned long size() const { return c.size_; }
	bool empty() const { return c.size_ == 0; }
	const T &top() const { return c.data_[0]; }
	void push(T v) {
		c.push_back(v);
		__up(c.size_ - 1, 0, v);
	}
	void emplace(T v) { push(v); }
	void pop() {
		long n = c.size_ - 1;
		if (n > 0) {
			T v = c.data_[n];
			c.data_[n] = c.data_[0];
			__down(0, n, v);
		}
		c.pop_back();
	}
	void swap(priority_queue &o) { c.swap(o.c); }
	void __up(long hole, long top, T v) {
		long parent = (hole - 1) / 2;
		while (hole > top && comp(c.data_[parent], v)) {
			c.data_[hole] = c.data_[parent];
			hole = parent;
			parent = (hole - 1) / 2;
		}
		c.data_[hole] = v;
	}
	void __down(long hole, long len, T v) {
		long top = hole, child = hole;
		while (child < (len - 1) / 2) {
			child = 2 * (child + 1);
			if (comp(c.data_[child], c.data_[child - 1])) child--;
			c.data_[hole] = c.data_[child];
			hole = child;
		}
		if ((len & 1) == 0 && child == (len - 2) / 2) {
			child = 2 * (child + 1);
			c.data_[hole] = c.data_[child - 1];
			hole = child - 1;
		}
		__up(hole, top, v);
	}
	void __make() {
		long len = c.size_;
		if (len < 2) return;
		for (long parent = (len - 2) / 2; ; parent--) {
			__down(parent, len, c.data_[parent]);
			if (parent == 0) break;
		}
	}
};
`

// withStdQueues puts the deque, queue, stack and priority_queue templates
// before toks when they name one of them (queue and stack need deque;
// priority_queue's vector and less come from withStdContainers and
// withFunctional, which run after this).
func withStdQueues(toks []token.Token) []token.Token {
	named := map[string]bool{}
	var first token.Token
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || toks[i+1].Kind != token.Lss {
			continue
		}
		switch t.Text {
		case "deque", "queue", "stack", "priority_queue":
			if len(named) == 0 {
				first = t
			}
			named[t.Text] = true
		}
	}
	if len(named) == 0 {
		return toks
	}
	var pre []token.Token
	if named["deque"] || named["queue"] || named["stack"] {
		pre = append(pre, synth(first, withReverseMembers(toks, dequeSource, "T", ""))...)
	}
	for _, c := range []struct{ name, src string }{{"queue", queueSource}, {"stack", stackSource}, {"priority_queue", priorityQueueSource}} {
		if named[c.name] {
			pre = append(pre, synth(first, c.src)...)
		}
	}
	return append(pre, toks...)
}
