package parser

import "simtlab/sim/cuda/token"

// std::set is a struct template in the lab's own C++, as std::map is
// (stdmap.go): the keys kept sorted in one malloc'd array, so iteration
// runs in key order as std::set's does, iterators are const key pointers
// (*it, ++it), and a lookup is a binary search with K's operator<. An
// insertion moves the keys after it (bitwise), so pointers to keys do not
// survive one. insert returns the key's place and whether it was new, as
// std::set's does. The buffer lives until the program ends.
const setSource = `template <typename K> struct set {
	K *data_;
	unsigned long size_, cap_;
	set() : data_(0), size_(0), cap_(0) {}
	set(const set &o) : data_(0), size_(0), cap_(0) { __copy(o); }
	set &operator=(const set &o) {
		if (data_ != o.data_) {
			size_ = 0;
			__copy(o);
		}
		return *this;
	}
	void __copy(const set &o) {
		__reserve(o.size_);
		memset(data_, 0, sizeof(K) * o.size_);
		for (unsigned long i = 0; i < o.size_; i++) data_[i] = o.data_[i];
		size_ = o.size_;
	}
	unsigned long size() const { return size_; }
	bool empty() const { return size_ == 0; }
	const K *begin() const { return data_; }
	const K *end() const { return data_ + size_; }
	const K &__range_at(unsigned long i) const { return data_[i]; }
	void __reserve(unsigned long n) {
		if (n > cap_) { data_ = (K *)realloc(data_, sizeof(K) * n); cap_ = n; }
	}
	unsigned long __lower(K k) const {
		unsigned long lo = 0, hi = size_;
		while (lo < hi) {
			unsigned long mid = lo + (hi - lo) / 2;
			if (data_[mid] < k) lo = mid + 1; else hi = mid;
		}
		return lo;
	}
	bool __at_key(unsigned long i, K k) const { return i < size_ && !(k < data_[i]); }
	pair<const K *, bool> insert(K k) {
		unsigned long i = __lower(k);
		pair<const K *, bool> r;
		r.second = !__at_key(i, k);
		if (r.second) {
			if (size_ == cap_) __reserve(cap_ ? 2 * cap_ : 4);
			memmove(data_ + i + 1, data_ + i, sizeof(K) * (size_ - i));
			memset(data_ + i, 0, sizeof(K));
			data_[i] = k;
			size_++;
		}
		r.first = data_ + i;
		return r;
	}
	pair<const K *, bool> emplace(K k) { return insert(k); }
	set &__with(K k) {
		insert(k);
		return *this;
	}
	const K *find(K k) const {
		unsigned long i = __lower(k);
		return __at_key(i, k) ? data_ + i : data_ + size_;
	}
	const K *lower_bound(K k) const { return data_ + __lower(k); }
	const K *upper_bound(K k) const {
		unsigned long i = __lower(k);
		return data_ + (__at_key(i, k) ? i + 1 : i);
	}
	unsigned long count(K k) const { return __at_key(__lower(k), k) ? 1 : 0; }
	bool contains(K k) const { return __at_key(__lower(k), k); }
	unsigned long erase(K k) {
		unsigned long i = __lower(k);
		if (!__at_key(i, k)) return 0;
		memmove(data_ + i, data_ + i + 1, sizeof(K) * (size_ - i - 1));
		size_--;
		return 1;
	}
	void clear() { size_ = 0; }
};
`

// withStdSet puts the set template before toks when they name set<...>.
func withStdSet(toks []token.Token) []token.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Ident && toks[i].Text == "set" && toks[i+1].Kind == token.Lss {
			return append(synth(toks[i], withReverseMembers(toks, setSource, "K", "")), toks...)
		}
	}
	return toks
}
