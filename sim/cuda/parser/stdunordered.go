package parser

import (
	"strings"

	"simtlab/sim/cuda/token"
)

// std::unordered_map and std::unordered_set are struct templates in the
// lab's own C++, libstdc++'s _Hashtable step for step, so that they iterate
// in g++'s order: one singly linked list of all nodes, each bucket pointing
// at the node before its first; a new key goes to the front of its bucket,
// or to the front of the list when its bucket is empty; the bucket count
// follows _Prime_rehash_policy (13 at the first insertion, then the next
// prime of __prime_list at least twice as many once the elements outnumber
// the buckets), and a rehash relinks the nodes in list order as
// _M_rehash_aux does. std::hash is libstdc++'s: the value itself for
// integers and pointers, _Hash_bytes (its 64-bit MurmurHash variant, seed
// 0xc70f6907) of the bytes for strings and floating values (zero hashes
// to 0). Iterators are structs over the nodes (it->first, *it, ++it); a
// range-for walks the list through __range_at with a cursor, one step per
// element. The list's head (_M_before_begin) is a node of its own on the
// heap, so that a table copied bytewise still points at it. Nodes live
// until the program ends.

// hashSource is std::hash as __std_hash overloads, and the policy's prime
// list (the part below 2^32).
const hashSource = `const unsigned long __prime_list[] = {
	2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97,
	103, 109, 113, 127, 137, 139, 149, 157, 167, 179, 193, 199, 211, 227, 241, 257, 277, 293, 313,
	337, 359, 383, 409, 439, 467, 503, 541, 577, 619, 661, 709, 761, 823, 887, 953, 1031, 1109, 1193,
	1289, 1381, 1493, 1613, 1741, 1879, 2029, 2179, 2357, 2549, 2753, 2971, 3209, 3469, 3739, 4027,
	4349, 4703, 5087, 5503, 5953, 6427, 6949, 7517, 8123, 8783, 9497, 10273, 11113, 12011, 12983,
	14033, 15173, 16411, 17749, 19183, 20753, 22447, 24281, 26267, 28411, 30727, 33223, 35933, 38873,
	42043, 45481, 49201, 53201, 57557, 62233, 67307, 72817, 78779, 85229, 92203, 99733, 107897,
	116731, 126271, 136607, 147793, 159871, 172933, 187091, 202409, 218971, 236897, 256279, 277261,
	299951, 324503, 351061, 379787, 410857, 444487, 480881, 520241, 562841, 608903, 658753, 712697,
	771049, 834181, 902483, 976369, 1056323, 1142821, 1236397, 1337629, 1447153, 1565659, 1693859,
	1832561, 1982627, 2144977, 2320627, 2510653, 2716249, 2938679, 3179303, 3439651, 3721303, 4026031,
	4355707, 4712381, 5098259, 5515729, 5967347, 6456007, 6984629, 7556579, 8175383, 8844859, 9569143,
	10352717, 11200489, 12117689, 13109983, 14183539, 15345007, 16601593, 17961079, 19431899,
	21023161, 22744717, 24607243, 26622317, 28802401, 31160981, 33712729, 36473443, 39460231,
	42691603, 46187573, 49969847, 54061849, 58488943, 63278561, 68460391, 74066549, 80131819,
	86693767, 93793069, 101473717, 109783337, 118773397, 128499677, 139022417, 150406843, 162723577,
	176048909, 190465427, 206062531, 222936881, 241193053, 260944219, 282312799, 305431229, 330442829,
	357502601, 386778277, 418451333, 452718089, 489790921, 529899637, 573292817, 620239453, 671030513,
	725980837, 785430967, 849749479, 919334987, 994618837, 1076067617, 1164186217, 1259520799,
	1362662261, 1474249943, 1594975441, 1725587117, 1866894511, 2019773507, 2185171673, 2364114217,
	2557710269, 2767159799, 2993761039, 3238918481, 3504151727, 3791104843, 4101556399, 4294967291};
unsigned long __next_bkt(unsigned long n, unsigned long *next_resize) {
	const unsigned char fast[] = {2, 2, 2, 3, 5, 5, 7, 7, 11, 11, 11, 11, 13, 13};
	if (n < 14) {
		if (n == 0) return 1;
		*next_resize = fast[n];
		return fast[n];
	}
	unsigned long lo = 6, hi = sizeof(__prime_list) / sizeof(unsigned long) - 1;
	while (lo < hi) {
		unsigned long mid = lo + (hi - lo) / 2;
		if (__prime_list[mid] < n) lo = mid + 1;
		else hi = mid;
	}
	*next_resize = __prime_list[lo];
	return __prime_list[lo];
}
unsigned long __hash_bytes(const void *ptr, unsigned long len) {
	const unsigned long mul = (0xc6a4a793UL << 32) + 0x5bd1e995UL;
	const unsigned char *buf = (const unsigned char *)ptr;
	unsigned long aligned = len & ~7UL;
	unsigned long hash = 0xc70f6907UL ^ (len * mul);
	for (unsigned long i = 0; i < aligned; i += 8) {
		unsigned long data;
		memcpy(&data, buf + i, 8);
		data *= mul;
		data = (data ^ (data >> 47)) * mul;
		hash ^= data;
		hash *= mul;
	}
	if (len & 7) {
		unsigned long data = 0;
		for (long k = (long)(len & 7) - 1; k >= 0; k--) data = (data << 8) + buf[aligned + k];
		hash ^= data;
		hash *= mul;
	}
	hash = (hash ^ (hash >> 47)) * mul;
	return hash ^ (hash >> 47);
}
unsigned long __std_hash(bool k) { return (unsigned long)k; }
unsigned long __std_hash(char k) { return (unsigned long)(long)k; }
unsigned long __std_hash(unsigned char k) { return (unsigned long)k; }
unsigned long __std_hash(short k) { return (unsigned long)(long)k; }
unsigned long __std_hash(unsigned short k) { return (unsigned long)k; }
unsigned long __std_hash(int k) { return (unsigned long)(long)k; }
unsigned long __std_hash(unsigned int k) { return (unsigned long)k; }
unsigned long __std_hash(long k) { return (unsigned long)k; }
unsigned long __std_hash(unsigned long k) { return k; }
unsigned long __std_hash(long long k) { return (unsigned long)k; }
unsigned long __std_hash(unsigned long long k) { return (unsigned long)k; }
unsigned long __std_hash(float k) { return k == 0.0f ? 0 : __hash_bytes(&k, 4); }
unsigned long __std_hash(double k) { return k == 0.0 ? 0 : __hash_bytes(&k, 8); }
`

// hashStringSource is std::hash<std::string>.
const hashStringSource = `unsigned long __std_hash(const string &k) { return __hash_bytes(k.c_str(), k.size()); }
`

// hashtableSource is the table; NAME, PARAMS, ELEM and KEY(e) make it the
// map (pair<K, V> elements keyed by first) or the set (keys).
const hashtableSource = `PARAMS struct NAME##_node {
	NAME##_node *next;
	ELEM elem;
	unsigned long hash;
};
PARAMS struct NAME##_iterator {
	NAME##_node<ARGS> *n;
	ELEM *operator->() const { return &n->elem; }
	ELEM &operator*() const { return n->elem; }
	NAME##_iterator &operator++() { n = n->next; return *this; }
	NAME##_iterator operator++(int) { NAME##_iterator old = *this; n = n->next; return old; }
	bool operator==(const NAME##_iterator &o) const { return n == o.n; }
	bool operator!=(const NAME##_iterator &o) const { return n != o.n; }
};
PARAMS struct NAME {
	NAME##_node<ARGS> **buckets_;
	NAME##_node<ARGS> *head_; // _M_before_begin: its next is the list
	unsigned long bucket_count_, size_, next_resize_;
	NAME##_node<ARGS> *cursor_; // __range_at's place
	unsigned long cursor_at_;
	NAME() : buckets_(0), head_(0), bucket_count_(1), size_(0), next_resize_(0), cursor_(0), cursor_at_(0) {
		buckets_ = (NAME##_node<ARGS> **)calloc(1, sizeof(NAME##_node<ARGS> *));
		head_ = (NAME##_node<ARGS> *)calloc(1, sizeof(NAME##_node<ARGS>));
	}
	NAME(const NAME &o) : buckets_(0), head_(0), bucket_count_(1), size_(0), next_resize_(0), cursor_(0), cursor_at_(0) {
		buckets_ = (NAME##_node<ARGS> **)calloc(1, sizeof(NAME##_node<ARGS> *));
		head_ = (NAME##_node<ARGS> *)calloc(1, sizeof(NAME##_node<ARGS>));
		__copy(o);
	}
	NAME(const ELEM *first, const ELEM *last) : buckets_(0), head_(0), bucket_count_(1), size_(0), next_resize_(0), cursor_(0), cursor_at_(0) {
		head_ = (NAME##_node<ARGS> *)calloc(1, sizeof(NAME##_node<ARGS>));
		buckets_ = (NAME##_node<ARGS> **)calloc(1, sizeof(NAME##_node<ARGS> *));
		for (const ELEM *p = first; p != last; ++p) insert(*p);
	}
	// __with adds a braced list's element (check/methods.go vectorFromList)
	NAME &__with(const ELEM &e) {
		insert(e);
		return *this;
	}
	NAME &operator=(const NAME &o) {
		if (this != &o) {
			clear();
			__copy(o);
		}
		return *this;
	}
	void __copy(const NAME &o) {
		// libstdc++ copies the buckets and the list as they stand
		free(buckets_);
		bucket_count_ = o.bucket_count_;
		next_resize_ = o.next_resize_;
		buckets_ = (NAME##_node<ARGS> **)calloc(bucket_count_, sizeof(NAME##_node<ARGS> *));
		NAME##_node<ARGS> *prev = 0;
		for (NAME##_node<ARGS> *p = o.head_->next; p; p = p->next) {
			NAME##_node<ARGS> *n = __new_node(p->elem, p->hash);
			unsigned long b = n->hash % bucket_count_;
			if (prev) prev->next = n;
			else head_->next = n;
			if (!buckets_[b]) buckets_[b] = prev ? prev : head_;
			prev = n;
		}
		size_ = o.size_;
	}
	NAME##_node<ARGS> *__new_node(const ELEM &e, unsigned long h) {
		NAME##_node<ARGS> *n = (NAME##_node<ARGS> *)calloc(1, sizeof(NAME##_node<ARGS>));
		n->elem = e;
		n->hash = h;
		return n;
	}
	unsigned long size() const { return size_; }
	bool empty() const { return size_ == 0; }
	unsigned long bucket_count() const { return bucket_count_; }
	float load_factor() const { return (float)size_ / (float)bucket_count_; }
	NAME##_iterator<ARGS> begin() const { NAME##_iterator<ARGS> it; it.n = head_->next; return it; }
	NAME##_iterator<ARGS> end() const { NAME##_iterator<ARGS> it; it.n = 0; return it; }
	ELEM &__range_at(unsigned long i) {
		if (!cursor_ || i != cursor_at_ + 1) {
			cursor_ = head_->next;
			cursor_at_ = 0;
			for (; cursor_at_ < i; cursor_at_++) cursor_ = cursor_->next;
		} else {
			cursor_ = cursor_->next;
			cursor_at_ = i;
		}
		return cursor_->elem;
	}
	// __before is the node before k's node in its bucket, or 0
	NAME##_node<ARGS> *__before(const KEYTYPE &k, unsigned long h) const {
		unsigned long b = h % bucket_count_;
		NAME##_node<ARGS> *prev = buckets_[b];
		if (!prev) return 0;
		for (NAME##_node<ARGS> *p = prev->next;; p = p->next) {
			if (p->hash == h && KEY(p->elem) == k) return prev;
			if (!p->next || p->next->hash % bucket_count_ != b) return 0;
			prev = p;
		}
	}
	NAME##_iterator<ARGS> find(const KEYTYPE &k) const {
		NAME##_iterator<ARGS> it;
		NAME##_node<ARGS> *prev = __before(k, __std_hash(k));
		it.n = prev ? prev->next : 0;
		return it;
	}
	unsigned long count(const KEYTYPE &k) const { return __before(k, __std_hash(k)) ? 1 : 0; }
	bool contains(const KEYTYPE &k) const { return count(k) != 0; }
	void __rehash(unsigned long n) {
		NAME##_node<ARGS> **nb = (NAME##_node<ARGS> **)calloc(n, sizeof(NAME##_node<ARGS> *));
		NAME##_node<ARGS> *p = head_->next;
		head_->next = 0;
		unsigned long bbegin = 0;
		while (p) {
			NAME##_node<ARGS> *next = p->next;
			unsigned long b = p->hash % n;
			if (!nb[b]) {
				p->next = head_->next;
				head_->next = p;
				nb[b] = head_;
				if (p->next) nb[bbegin] = p;
				bbegin = b;
			} else {
				p->next = nb[b]->next;
				nb[b]->next = p;
			}
			p = next;
		}
		free(buckets_);
		buckets_ = nb;
		bucket_count_ = n;
	}
	// __insert links a new element in (_M_insert_unique_node)
	NAME##_node<ARGS> *__insert(const ELEM &e, unsigned long h) {
		if (size_ + 1 > next_resize_) {
			double min = (double)(size_ + 1 > 11 || next_resize_ ? size_ + 1 : 11);
			if (min >= bucket_count_) {
				unsigned long want = (unsigned long)min + 1;
				if (want < bucket_count_ * 2) want = bucket_count_ * 2;
				__rehash(__next_bkt(want, &next_resize_));
			} else {
				next_resize_ = bucket_count_;
			}
		}
		NAME##_node<ARGS> *n = __new_node(e, h);
		unsigned long b = h % bucket_count_;
		if (buckets_[b]) {
			n->next = buckets_[b]->next;
			buckets_[b]->next = n;
		} else {
			n->next = head_->next;
			head_->next = n;
			if (n->next) buckets_[n->next->hash % bucket_count_] = n;
			buckets_[b] = head_;
		}
		size_++;
		cursor_ = 0;
		return n;
	}
	pair<NAME##_iterator<ARGS>, bool> insert(const ELEM &e) {
		unsigned long h = __std_hash(KEY(e));
		NAME##_node<ARGS> *prev = __before(KEY(e), h);
		pair<NAME##_iterator<ARGS>, bool> r;
		if (prev) {
			r.first.n = prev->next;
			r.second = false;
		} else {
			r.first.n = __insert(e, h);
			r.second = true;
		}
		return r;
	}
	pair<NAME##_iterator<ARGS>, bool> emplace(const ELEM &e) { return insert(e); }
	unsigned long erase(const KEYTYPE &k) {
		unsigned long h = __std_hash(k);
		NAME##_node<ARGS> *prev = __before(k, h);
		if (!prev) return 0;
		__unlink(h % bucket_count_, prev, prev->next);
		return 1;
	}
	NAME##_iterator<ARGS> erase(NAME##_iterator<ARGS> it) {
		NAME##_iterator<ARGS> next;
		next.n = it.n->next;
		unsigned long b = it.n->hash % bucket_count_;
		NAME##_node<ARGS> *prev = buckets_[b];
		while (prev->next != it.n) prev = prev->next;
		__unlink(b, prev, it.n);
		return next;
	}
	// __unlink is _M_erase: the bucket pointers kept right around n
	void __unlink(unsigned long b, NAME##_node<ARGS> *prev, NAME##_node<ARGS> *n) {
		NAME##_node<ARGS> *next = n->next;
		unsigned long nb = next ? next->hash % bucket_count_ : 0;
		if (prev == buckets_[b]) {
			if (!next || nb != b) {
				if (next) buckets_[nb] = buckets_[b];
				buckets_[b] = 0;
			}
		} else if (next && nb != b) {
			buckets_[nb] = prev;
		}
		prev->next = next;
		size_--;
		cursor_ = 0;
	}
	void clear() {
		for (unsigned long b = 0; b < bucket_count_; b++) buckets_[b] = 0;
		head_->next = 0;
		size_ = 0;
		cursor_ = 0;
	}
	void rehash(unsigned long n) {
		unsigned long saved = next_resize_;
		unsigned long least = (unsigned long)ceil((double)(size_ + 1));
		if (n < least) n = least;
		n = __next_bkt(n, &next_resize_);
		if (n != bucket_count_) __rehash(n);
		else next_resize_ = saved;
	}
	void reserve(unsigned long n) { rehash(n); }
EXTRA};
`

const unorderedMapExtra = `	V &operator[](const K &k) {
		unsigned long h = __std_hash(k);
		NAME##_node<ARGS> *prev = __before(k, h);
		if (prev) return prev->next->elem.second;
		pair<K, V> e;
		memset(&e, 0, sizeof(e));
		e.first = k;
		return __insert(e, h)->elem.second;
	}
	V &at(const K &k) { return __before(k, __std_hash(k))->next->elem.second; }
	pair<NAME##_iterator<ARGS>, bool> emplace(const K &k, const V &v) { return insert(pair<K, V>{k, v}); }
	pair<NAME##_iterator<ARGS>, bool> try_emplace(const K &k, const V &v) { return insert(pair<K, V>{k, v}); }
	pair<NAME##_iterator<ARGS>, bool> insert_or_assign(const K &k, const V &v) {
		pair<NAME##_iterator<ARGS>, bool> r = insert(pair<K, V>{k, v});
		r.first.n->elem.second = v;
		return r;
	}
`

// unorderedSource is the table for name: unordered_map or unordered_set.
func unorderedSource(name string) string {
	// the map's members first, so that one pass fills in theirs too
	src := strings.Replace(hashtableSource, "EXTRA", unorderedMapExtra, 1)
	r := strings.NewReplacer("NAME##", name, "NAME", name, "PARAMS", "template <typename K, typename V>", "ARGS", "K, V",
		"ELEM", "pair<K, V>", "KEYTYPE", "K", "KEY(p->elem)", "p->elem.first", "KEY(e)", "e.first")
	if name == "unordered_set" {
		src = strings.Replace(hashtableSource, "EXTRA", "", 1)
		r = strings.NewReplacer("NAME##", name, "NAME", name, "PARAMS", "template <typename K>", "ARGS", "K",
			"ELEM", "K", "KEYTYPE", "K", "KEY(p->elem)", "p->elem", "KEY(e)", "e")
	}
	return r.Replace(src)
}

// withUnordered puts the hash functions and the table templates before
// toks when they name unordered_map<...> or unordered_set<...>.
func withUnordered(toks []token.Token) []token.Token {
	var pre []token.Token
	hashed := false
	for _, name := range []string{"unordered_map", "unordered_set"} {
		for i := 0; i+1 < len(toks); i++ {
			if toks[i].Kind == token.Ident && toks[i].Text == name && toks[i+1].Kind == token.Lss {
				if !hashed {
					pre = append(pre, synth(toks[i], hashSource)...)
					if usesString(toks) {
						pre = append(pre, synth(toks[i], hashStringSource)...)
					}
					hashed = true
				}
				pre = append(pre, synth(toks[i], unorderedSource(name))...)
				break
			}
		}
	}
	if pre == nil {
		return toks
	}
	return append(pre, toks...)
}

// usesString reports whether toks name std::string.
func usesString(toks []token.Token) bool {
	for _, t := range toks {
		if t.Kind == token.Ident && t.Text == "string" {
			return true
		}
	}
	return false
}
