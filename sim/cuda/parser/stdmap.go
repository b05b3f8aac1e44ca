package parser

import (
	"simtlab/sim/cuda/token"
)

// std::map is a struct template in the lab's own C++ (like std::vector in
// containers.go), added in front of a program that names map<...>: the
// elements are pair<K, V> kept sorted by key in one malloc'd array, so
// iterators are pair pointers (it->first, it->second, ++it), iteration
// runs in key order as std::map's does, and a lookup is a binary search
// with K's operator<. Unlike std::map's nodes, an insertion moves the
// elements after it (bitwise: a string's buffer moves with it), so
// pointers to elements do not survive one. A new element starts zeroed
// and its key and value are assigned (a string's operator= then allocates
// its own buffer), and so are copied elements. A
// range-for reads element i through __range_at (rangefor.go), since
// operator[] takes a key. The buffer lives until the program ends, as
// vector's does.
const mapSource = `template <typename K, typename V> struct map {
	pair<K, V> *data_;
	unsigned long size_, cap_;
	map() : data_(0), size_(0), cap_(0) {}
	map(const map &o) : data_(0), size_(0), cap_(0) { __copy(o); }
	map &operator=(const map &o) {
		if (data_ != o.data_) {
			size_ = 0;
			__copy(o);
		}
		return *this;
	}
	void __copy(const map &o) {
		__reserve(o.size_);
		memset(data_, 0, sizeof(pair<K, V>) * o.size_);
		for (unsigned long i = 0; i < o.size_; i++) {
			data_[i].first = o.data_[i].first;
			data_[i].second = o.data_[i].second;
		}
		size_ = o.size_;
	}
	unsigned long size() const { return size_; }
	bool empty() const { return size_ == 0; }
	pair<K, V> *begin() { return data_; }
	pair<K, V> *begin() const { return data_; }
	pair<K, V> *end() { return data_ + size_; }
	pair<K, V> *end() const { return data_ + size_; }
	pair<K, V> &__range_at(unsigned long i) { return data_[i]; }
	const pair<K, V> &__range_at(unsigned long i) const { return data_[i]; }
	void __reserve(unsigned long n) {
		if (n > cap_) { data_ = (pair<K, V> *)realloc(data_, sizeof(pair<K, V>) * n); cap_ = n; }
	}
	unsigned long __lower(K k) const {
		unsigned long lo = 0, hi = size_;
		while (lo < hi) {
			unsigned long mid = lo + (hi - lo) / 2;
			if (data_[mid].first < k) lo = mid + 1; else hi = mid;
		}
		return lo;
	}
	bool __at_key(unsigned long i, K k) const { return i < size_ && !(k < data_[i].first); }
	unsigned long __insert_at(unsigned long i, K k, V v) {
		if (size_ == cap_) __reserve(cap_ ? 2 * cap_ : 4);
		memmove(data_ + i + 1, data_ + i, sizeof(pair<K, V>) * (size_ - i));
		memset(data_ + i, 0, sizeof(pair<K, V>));
		data_[i].first = k;
		data_[i].second = v;
		size_++;
		return i;
	}
	pair<K, V> *find(K k) {
		unsigned long i = __lower(k);
		return __at_key(i, k) ? data_ + i : data_ + size_;
	}
	pair<K, V> *find(K k) const {
		unsigned long i = __lower(k);
		return __at_key(i, k) ? data_ + i : data_ + size_;
	}
	pair<K, V> *lower_bound(K k) { return data_ + __lower(k); }
	pair<K, V> *upper_bound(K k) {
		unsigned long i = __lower(k);
		return data_ + (__at_key(i, k) ? i + 1 : i);
	}
	unsigned long count(K k) const { return __at_key(__lower(k), k) ? 1 : 0; }
	bool contains(K k) const { return __at_key(__lower(k), k); }
	V &operator[](K k) {
		unsigned long i = __lower(k);
		if (!__at_key(i, k)) {
			V v{};
			__insert_at(i, k, v);
		}
		return data_[i].second;
	}
	V &at(K k) { return data_[__lower(k)].second; }
	const V &at(K k) const { return data_[__lower(k)].second; }
	void insert(pair<K, V> p) {
		unsigned long i = __lower(p.first);
		if (!__at_key(i, p.first)) __insert_at(i, p.first, p.second);
	}
	void emplace(K k, V v) {
		unsigned long i = __lower(k);
		if (!__at_key(i, k)) __insert_at(i, k, v);
	}
	void try_emplace(K k, V v) { emplace(k, v); }
	void insert_or_assign(K k, V v) { (*this)[k] = v; }
	map &__with(pair<K, V> p) {
		insert(p);
		return *this;
	}
	unsigned long erase(K k) {
		unsigned long i = __lower(k);
		if (!__at_key(i, k)) return 0;
		memmove(data_ + i, data_ + i + 1, sizeof(pair<K, V>) * (size_ - i - 1));
		size_--;
		return 1;
	}
	void clear() { size_ = 0; }
};
`

// withStdMap puts the map template before toks when they name map<...>
// (the pair template it uses follows from withStdContainers).
func withStdMap(toks []token.Token) []token.Token {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Ident && toks[i].Text == "map" && toks[i+1].Kind == token.Lss {
			return append(synth(toks[i], withReverseMembers(toks, mapSource, "pair<K, V>", "")), toks...)
		}
	}
	return toks
}
