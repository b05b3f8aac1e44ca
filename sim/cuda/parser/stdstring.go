package parser

import "simtlab/sim/cuda/token"

// std::string is a struct written in the lab's own C++, put in front of a
// program that names `string` (std:: is dropped before) and does not
// declare a `string` of its own. Its characters live in host memory from
// malloc, always NUL-terminated, so c_str() is the buffer; nothing is freed
// (the lab has no destructors). Copies made by `string b = a;`, `b = a` and
// `+` own their characters; passing by value shares them, as for vector.
// std::cout prints it with %s (check/cout.go).
const stringSource = `struct string {
	char *p_;
	unsigned long n_;
	static const unsigned long npos = (unsigned long)-1;
	string() : p_((char *)calloc(1, 1)), n_(0) {}
	string(const char *s) : p_(0), n_(strlen(s)) {
		p_ = (char *)malloc(n_ + 1);
		memcpy(p_, s, n_ + 1);
	}
	string(const char *s, unsigned long n) : p_((char *)malloc(n + 1)), n_(n) {
		memcpy(p_, s, n);
		p_[n] = 0;
	}
	string(unsigned long n, char c) : p_((char *)malloc(n + 1)), n_(n) {
		memset(p_, c, n);
		p_[n] = 0;
	}
	string(const string &o) : p_((char *)malloc(o.n_ + 1)), n_(o.n_) { memcpy(p_, o.p_, o.n_ + 1); }
	// __from_range is string(first, last) over other characters
	// (unsigned char, int), which the lab's constructors cannot take
	template <typename U> string __from_range(const U *first, const U *last) const {
		string r;
		for (const U *p = first; p != last; ++p) r.push_back((char)*p);
		return r;
	}
	string &operator=(const string &o) {
		if (p_ != o.p_) {
			p_ = (char *)realloc(p_, o.n_ + 1);
			memcpy(p_, o.p_, o.n_ + 1);
			n_ = o.n_;
		}
		return *this;
	}
	string &operator=(const char *s) { return *this = string(s); }
	string &operator=(char c) { return *this = string(1, c); }
	unsigned long size() const { return n_; }
	unsigned long length() const { return n_; }
	bool empty() const { return n_ == 0; }
	const char *c_str() const { return p_; }
	const char *data() const { return p_; }
	char *begin() { return p_; }
	char *end() { return p_ + n_; }
	const char *begin() const { return p_; }
	const char *end() const { return p_ + n_; }
	char &operator[](unsigned long i) { return p_[i]; }
	const char &operator[](unsigned long i) const { return p_[i]; }
	char &at(unsigned long i) { return p_[i]; }
	char &front() { return p_[0]; }
	char &back() { return p_[n_ - 1]; }
	const char &front() const { return p_[0]; }
	const char &back() const { return p_[n_ - 1]; }
	void clear() { n_ = 0; p_[0] = 0; }
	void reserve(unsigned long n) {}
	void resize(unsigned long n, char c = 0) {
		p_ = (char *)realloc(p_, n + 1);
		if (n > n_) memset(p_ + n_, c, n - n_);
		n_ = n;
		p_[n] = 0;
	}
	string &erase(unsigned long pos = 0, unsigned long len = (unsigned long)-1) {
		if (len > n_ - pos) len = n_ - pos;
		memmove(p_ + pos, p_ + pos + len, n_ - pos - len + 1);
		n_ -= len;
		return *this;
	}
	string &insert(unsigned long pos, const char *s) {
		unsigned long k = strlen(s);
		p_ = (char *)realloc(p_, n_ + k + 1);
		memmove(p_ + pos + k, p_ + pos, n_ - pos + 1);
		memcpy(p_ + pos, s, k);
		n_ += k;
		return *this;
	}
	string &insert(unsigned long pos, const string &o) { return insert(pos, o.p_); }
	string &replace(unsigned long pos, unsigned long len, const char *s) { return erase(pos, len).insert(pos, s); }
	string &replace(unsigned long pos, unsigned long len, const string &o) { return erase(pos, len).insert(pos, o.p_); }
	string &replace(unsigned long pos, unsigned long len, unsigned long k, char c) { string t(k, c); return erase(pos, len).insert(pos, t.p_); }
	string &insert(unsigned long pos, unsigned long k, char c) { string t(k, c); return insert(pos, t.p_); }
	// the iterator forms: an iterator is a char * into p_
	char *insert(char *it, char c) {
		unsigned long pos = it - p_;
		insert(pos, 1, c);
		return p_ + pos;
	}
	char *erase(char *it) {
		unsigned long pos = it - p_;
		erase(pos, 1);
		return p_ + pos;
	}
	char *erase(char *first, char *last) {
		unsigned long pos = first - p_;
		erase(pos, last - first);
		return p_ + pos;
	}
	string &append(unsigned long k, char c) {
		p_ = (char *)realloc(p_, n_ + k + 1);
		memset(p_ + n_, c, k);
		n_ += k;
		p_[n_] = 0;
		return *this;
	}
	string &append(const char *s, unsigned long k) {
		p_ = (char *)realloc(p_, n_ + k + 1);
		memcpy(p_ + n_, s, k);
		n_ += k;
		p_[n_] = 0;
		return *this;
	}
	string &operator+=(const string &o) { return append(o.p_, o.n_); }
	string &operator+=(const char *s) { return append(s, strlen(s)); }
	string &operator+=(char c) { return append(&c, 1); }
	string &append(const string &o) { return append(o.p_, o.n_); }
	string &append(const char *s) { return append(s, strlen(s)); }
	void push_back(char c) { append(&c, 1); }
	void pop_back() { n_--; p_[n_] = 0; }
	string substr(unsigned long pos, unsigned long len = (unsigned long)-1) const {
		if (len > n_ - pos) len = n_ - pos;
		return string(p_ + pos, len);
	}
	unsigned long find(char c, unsigned long from = 0) const {
		for (unsigned long i = from; i < n_; i++)
			if (p_[i] == c) return i;
		return (unsigned long)-1;
	}
	unsigned long find(const char *s, unsigned long from = 0) const {
		if (from > n_) return (unsigned long)-1;
		const char *hit = strstr(p_ + from, s);
		return hit ? (unsigned long)(hit - p_) : (unsigned long)-1;
	}
	unsigned long find(const string &s, unsigned long from = 0) const { return find(s.p_, from); }
	int __compare(const char *s, unsigned long m) const {
		int r = memcmp(p_, s, n_ < m ? n_ : m);
		if (r != 0) return r;
		long d = (long)n_ - (long)m;
		return d > 2147483647L ? 2147483647 : d < -2147483648L ? (int)-2147483648L : (int)d;
	}
	int compare(const string &o) const { return __compare(o.p_, o.n_); }
	int compare(const char *s) const { return __compare(s, strlen(s)); }
	int compare(unsigned long pos, unsigned long len, const char *s) const { return substr(pos, len).compare(s); }
	int compare(unsigned long pos, unsigned long len, const string &o) const { return substr(pos, len).compare(o); }
	unsigned long rfind(const char *s, unsigned long pos = (unsigned long)-1) const {
		unsigned long m = strlen(s);
		if (m <= n_) {
			unsigned long i = n_ - m < pos ? n_ - m : pos;
			do {
				if (memcmp(p_ + i, s, m) == 0) return i;
			} while (i-- > 0);
		}
		return (unsigned long)-1;
	}
	unsigned long rfind(const string &s, unsigned long pos = (unsigned long)-1) const { return rfind(s.p_, pos); }
	unsigned long rfind(char c, unsigned long pos = (unsigned long)-1) const {
		unsigned long i = n_;
		if (i > 0) {
			if (--i > pos) i = pos;
			for (++i; i-- > 0;)
				if (p_[i] == c) return i;
		}
		return (unsigned long)-1;
	}
	bool __in(const char *set, char c) const {
		for (; *set; set++)
			if (*set == c) return true;
		return false;
	}
	unsigned long find_first_of(const char *set, unsigned long pos = 0) const {
		for (; pos < n_; pos++)
			if (__in(set, p_[pos])) return pos;
		return (unsigned long)-1;
	}
	unsigned long find_first_not_of(const char *set, unsigned long pos = 0) const {
		for (; pos < n_; pos++)
			if (!__in(set, p_[pos])) return pos;
		return (unsigned long)-1;
	}
	unsigned long find_last_of(const char *set, unsigned long pos = (unsigned long)-1) const {
		unsigned long i = n_;
		if (i > 0 && *set) {
			if (--i > pos) i = pos;
			do {
				if (__in(set, p_[i])) return i;
			} while (i-- != 0);
		}
		return (unsigned long)-1;
	}
	unsigned long find_last_not_of(const char *set, unsigned long pos = (unsigned long)-1) const {
		unsigned long i = n_;
		if (i > 0) {
			if (--i > pos) i = pos;
			do {
				if (!__in(set, p_[i])) return i;
			} while (i-- != 0);
		}
		return (unsigned long)-1;
	}
};
string operator+(const string &a, const string &b) {
	string r(a);
	r += b;
	return r;
}
string operator+(const string &a, const char *b) {
	string r(a);
	r += b;
	return r;
}
string operator+(const char *a, const string &b) {
	string r(a);
	r += b;
	return r;
}
string operator+(char a, const string &b) {
	string r(1, a);
	r += b;
	return r;
}
string operator+(const string &a, char b) {
	string r(a);
	r += b;
	return r;
}
bool operator==(const string &a, const string &b) { return strcmp(a.p_, b.p_) == 0; }
bool operator==(const string &a, const char *b) { return strcmp(a.p_, b) == 0; }
bool operator!=(const string &a, const string &b) { return strcmp(a.p_, b.p_) != 0; }
bool operator!=(const string &a, const char *b) { return strcmp(a.p_, b) != 0; }
bool operator<(const string &a, const string &b) { return strcmp(a.p_, b.p_) < 0; }
bool operator>(const string &a, const string &b) { return strcmp(a.p_, b.p_) > 0; }
bool operator<=(const string &a, const string &b) { return strcmp(a.p_, b.p_) <= 0; }
bool operator>=(const string &a, const string &b) { return strcmp(a.p_, b.p_) >= 0; }
string __string_printf(const char *format, double v) {
	char buf[512];
	snprintf(buf, sizeof buf, format, v);
	return string(buf);
}
string to_string(int v) {
	char buf[32];
	snprintf(buf, sizeof buf, "%d", v);
	return string(buf);
}
string to_string(unsigned v) {
	char buf[32];
	snprintf(buf, sizeof buf, "%u", v);
	return string(buf);
}
string to_string(long v) {
	char buf[32];
	snprintf(buf, sizeof buf, "%ld", v);
	return string(buf);
}
string to_string(unsigned long v) {
	char buf[32];
	snprintf(buf, sizeof buf, "%lu", v);
	return string(buf);
}
string to_string(long long v) {
	char buf[32];
	snprintf(buf, sizeof buf, "%lld", v);
	return string(buf);
}
string to_string(double v) { return __string_printf("%f", v); }
string to_string(float v) { return __string_printf("%f", v); }
// std::stoi and its kin as libstdc++ has them: strtol or strtod, the
// index past the number through idx, std::invalid_argument when nothing
// converts and std::out_of_range when the value does not fit, both
// uncaught (the lab has no exceptions): terminate's message and abort().
void __std_throw(const char *type, const char *fn) {
	fprintf(stderr, "terminate called after throwing an instance of '%s'\n  what():  %s\n", type, fn);
	abort();
}
long long __std_stoll(const char *s, unsigned long *idx, int base, const char *fn) {
	char *end;
	long long v = strtoll(s, &end, base);
	if (end == s) __std_throw("std::invalid_argument", fn);
	if (idx) *idx = end - s;
	return v;
}
double __std_stod(const char *s, unsigned long *idx, const char *fn) {
	char *end;
	double v = strtod(s, &end);
	if (end == s) __std_throw("std::invalid_argument", fn);
	if (idx) *idx = end - s;
	return v;
}
int stoi(const string &s, unsigned long *idx = 0, int base = 10) {
	long long v = __std_stoll(s.p_, idx, base, "stoi");
	if (v < -2147483648LL || v > 2147483647LL) __std_throw("std::out_of_range", "stoi");
	return (int)v;
}
long stol(const string &s, unsigned long *idx = 0, int base = 10) { return __std_stoll(s.p_, idx, base, "stol"); }
long long stoll(const string &s, unsigned long *idx = 0, int base = 10) { return __std_stoll(s.p_, idx, base, "stoll"); }
unsigned long stoul(const string &s, unsigned long *idx = 0, int base = 10) {
	return (unsigned long)__std_stoll(s.p_, idx, base, "stoul");
}
double stod(const string &s, unsigned long *idx = 0) { return __std_stod(s.p_, idx, "stod"); }
float stof(const string &s, unsigned long *idx = 0) {
	double v = __std_stod(s.p_, idx, "stof");
	if (v > 3.4028234663852886e38 || v < -3.4028234663852886e38) __std_throw("std::out_of_range", "stof");
	return (float)v;
}
`

// stringNames are the names that bring stringSource in: string and the
// library's functions, which a program may call without naming string
// (std::stoi("42"), std::to_string(n).c_str()).
var stringNames = map[string]bool{
	"string": true, "to_string": true, "stoi": true, "stol": true, "stoll": true,
	"stoul": true, "stof": true, "stod": true,
}

// withStdString puts stringSource in front of toks when they name string
// or one of its functions and declare no string of their own.
func withStdString(toks []token.Token) []token.Token {
	var first *token.Token // the first use, where the library's code stands
	for i, t := range toks {
		if t.Kind != token.Ident || !stringNames[t.Text] {
			continue
		}
		if t.Text != "string" {
			if first == nil {
				first = &toks[i]
			}
			continue
		}
		if first == nil {
			first = &toks[i]
		}
	}
	if first == nil || declaresOwn(toks, "string") {
		return toks // none named, or the program's own
	}
	return append(synth(*first, withReverseMembers(toks, stringSource, "char", reverseStringCtor)), toks...)
}
