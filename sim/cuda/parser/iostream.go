package parser

import "simtlab/sim/cuda/token"

// std::cout, std::cerr and std::clog are objects of a struct ostream in
// the lab's own C++, added in front of a program that names them, ostream
// or a string stream, each with its formatting state (precision, fixed or
// scientific, base, width, fill and the flags) as iostream keeps it: a
// manipulator sets it when it runs, so a helper function prints with the
// state its caller set (and setprecision(n) may take a variable). An
// ostringstream or stringstream is an ostream that appends to its own text
// (str()). The checker lowers each operand of
// a << chain to one of the __os_ functions (check/cout.go), which format
// it as libstdc++'s num_put does, through snprintf with the stream's
// conversion, and pad it to the width (then reset to 0) with the fill
// character. A user's operator<<(ostream &, const T &) gets the stream
// object like any other argument.
const iostreamSource = `typedef long streamsize;
struct ostream;
void __os_write(ostream *os, const char *s);
struct ostream {
	int __fd; // 1 stdout, 2 stderr, 0 a string stream (its text in buf_)
	int field_, prec_, base_, flags_, width_;
	char fill_;
	char *buf_;
	unsigned long len_, cap_;
	ostream() : __fd(0), field_(0), prec_(6), base_(10), flags_(0), width_(0), fill_(' '), buf_(0), len_(0), cap_(0) {}
	ostream(int fd) : __fd(fd), field_(0), prec_(6), base_(10), flags_(0), width_(0), fill_(' '), buf_(0), len_(0), cap_(0) {}
	void __append(const char *s) {
		unsigned long n = strlen(s);
		if (len_ + n + 1 > cap_) {
			cap_ = 2 * (len_ + n + 1);
			buf_ = (char *)realloc(buf_, cap_);
		}
		memcpy(buf_ + len_, s, n + 1);
		len_ += n;
	}
	string str() const { return string(buf_ ? buf_ : ""); }
	void str(const char *s) {
		len_ = 0;
		__append(s);
	}
	void str(const string &s) { str(s.c_str()); }
	long precision() const { return prec_; }
	long precision(long n) {
		long old = prec_;
		prec_ = n;
		return old;
	}
	long width() const { return width_; }
	long width(long n) {
		long old = width_;
		width_ = n;
		return old;
	}
	char fill() const { return fill_; }
	char fill(char c) {
		char old = fill_;
		fill_ = c;
		return old;
	}
	ostream &flush() {
		if (__fd == 1) fflush(stdout);
		return *this;
	}
	ostream &write(const char *s, long n) {
		char *t = (char *)malloc(n + 1);
		memcpy(t, s, n);
		t[n] = 0;
		__os_write(this, t);
		free(t);
		return *this;
	}
	void clear() {}
	// the flags as libstdc++'s ios_base::fmtflags (ios_base below)
	long flags() const {
		long f = 0;
		if (flags_ & 1) f |= 16384;
		if (flags_ & 2) f |= 512;
		if (flags_ & 4) f |= 2048;
		if (flags_ & 8) f |= 1;
		if (flags_ & 32) f |= 1024;
		f |= (flags_ & 16) ? 32 : (flags_ & 64) ? 16 : 128;
		f |= base_ == 16 ? 8 : base_ == 8 ? 64 : 2;
		if (field_ == 'f' || field_ == 'f' + 'e') f |= 4;
		if (field_ == 'e' || field_ == 'f' + 'e') f |= 256;
		return f | 4096;
	}
	long flags(long f) {
		long old = flags();
		flags_ = ((f & 16384) ? 1 : 0) | ((f & 512) ? 2 : 0) | ((f & 2048) ? 4 : 0) | ((f & 1) ? 8 : 0) | ((f & 1024) ? 32 : 0);
		long adjust = f & 176;
		if (adjust == 32) flags_ |= 16;
		else if (adjust == 16) flags_ |= 64;
		long basef = f & 74;
		base_ = basef == 64 ? 8 : basef == 8 ? 16 : 10;
		long floatf = f & 260;
		field_ = floatf == 4 ? 'f' : floatf == 256 ? 'e' : floatf == 260 ? 'f' + 'e' : 0;
		return old;
	}
	long setf(long f) { return flags(flags() | f); }
	long setf(long f, long mask) { return flags((flags() & ~mask) | (f & mask)); }
	void unsetf(long mask) { flags(flags() & ~mask); }
};
struct ios_base {
	typedef long fmtflags;
	static const long boolalpha = 1, dec = 2, fixed = 4, hex = 8, internal = 16, left = 32, oct = 64, right = 128,
		scientific = 256, showbase = 512, showpoint = 1024, showpos = 2048, skipws = 4096, unitbuf = 8192,
		uppercase = 16384, adjustfield = 176, basefield = 74, floatfield = 260;
};
struct ios {
	typedef long fmtflags;
	static const long boolalpha = 1, dec = 2, fixed = 4, hex = 8, internal = 16, left = 32, oct = 64, right = 128,
		scientific = 256, showbase = 512, showpoint = 1024, showpos = 2048, skipws = 4096, unitbuf = 8192,
		uppercase = 16384, adjustfield = 176, basefield = 74, floatfield = 260;
};
typedef ostream ostringstream;
typedef ostream stringstream;
ostream cout(1), cerr(2), clog(2);
void __os_write(ostream *os, const char *s) {
	if (os->__fd == 1) printf("%s", s);
	else if (os->__fd == 2) fprintf(stderr, "%s", s);
	else os->__append(s);
}
void __os_pad(ostream *os, const char *s) {
	int width = os->width_;
	os->width_ = 0;
	int n = (int)strlen(s);
	if (width <= n) {
		__os_write(os, s);
		return;
	}
	char pad[2] = {os->fill_, 0};
	if (os->flags_ & 64) {
		// internal: the fill goes after a sign and a base's 0x
		int k = (s[0] == '+' || s[0] == '-') ? 1 : 0;
		if (s[k] == '0' && (s[k + 1] == 'x' || s[k + 1] == 'X')) k += 2;
		char head[4] = {0, 0, 0, 0};
		for (int j = 0; j < k; j++) head[j] = s[j];
		__os_write(os, head);
		for (int j = n; j < width; j++) __os_write(os, pad);
		__os_write(os, s + k);
		return;
	}
	if (os->flags_ & 16) __os_write(os, s);
	for (int k = n; k < width; k++) __os_write(os, pad);
	if (!(os->flags_ & 16)) __os_write(os, s);
}
void __os_str(ostream *os, const char *s) {
	if (s) __os_pad(os, s);
}
void __os_char(ostream *os, char c) {
	char s[2] = {c, 0};
	__os_pad(os, s);
}
void __os_int(ostream *os, long long v, int isUnsigned, int bytes) {
	char format[8], s[72];
	int k = 0, flags = os->flags_, base = os->base_;
	format[k++] = '%';
	if (base == 16 || base == 8) {
		unsigned long long u = (unsigned long long)v;
		if (bytes < 8) u &= (1ULL << (8 * bytes)) - 1;
		if (flags & 2) format[k++] = '#';
		format[k++] = 'l';
		format[k++] = 'l';
		format[k++] = base == 8 ? 'o' : (flags & 1) ? 'X' : 'x';
		format[k] = 0;
		snprintf(s, sizeof s, format, u);
	} else if (isUnsigned) {
		snprintf(s, sizeof s, "%llu", (unsigned long long)v);
	} else {
		if (flags & 4) format[k++] = '+';
		format[k++] = 'l';
		format[k++] = 'l';
		format[k++] = 'd';
		format[k] = 0;
		snprintf(s, sizeof s, format, v);
	}
	__os_pad(os, s);
}
void __os_bool(ostream *os, bool b) {
	if (os->flags_ & 8) __os_pad(os, b ? "true" : "false");
	else __os_int(os, b, 0, 4);
}
void __os_double(ostream *os, double v) {
	char format[12], s[512];
	int k = 0, flags = os->flags_, field = os->field_;
	format[k++] = '%';
	if (flags & 4) format[k++] = '+';
	if (flags & 32) format[k++] = '#';
	char conv = field == 'f' + 'e' ? 'a' : field ? (char)field : 'g';
	if (conv != 'a') {
		format[k++] = '.';
		format[k++] = '*';
	}
	if (flags & 1) conv = conv - 'a' + 'A';
	format[k++] = conv;
	format[k] = 0;
	if (conv == 'a' || conv == 'A') snprintf(s, sizeof s, format, v);
	else snprintf(s, sizeof s, format, os->prec_, v);
	__os_pad(os, s);
}
void __os_ptr(ostream *os, unsigned long p) {
	char s[24];
	if (p) snprintf(s, sizeof s, "%#lx", p);
	else snprintf(s, sizeof s, "0");
	__os_pad(os, s);
}
void __os_flush(ostream *os) { os->flush(); }
void __os_endl(ostream *os) {
	__os_write(os, "\n");
	os->flush();
}
void __os_setf(ostream *os, int set, int clear) { os->flags_ = (os->flags_ & ~clear) | set; }
void __os_field(ostream *os, int field) { os->field_ = field; }
void __os_base(ostream *os, int base) { os->base_ = base; }
void __os_precision(ostream *os, long n) { os->prec_ = n; }
void __os_width(ostream *os, long n) { os->width_ = n; }
void __os_fill(ostream *os, char c) { os->fill_ = c; }
`

// withIostream puts the ostream source before toks when they name cout,
// cerr, clog or ostream and do not declare cout themselves.
func withIostream(toks []token.Token) []token.Token {
	var use *token.Token
	for i, t := range toks {
		if t.Kind != token.Ident {
			continue
		}
		switch t.Text {
		case "cout", "cerr", "clog", "ostream", "ostringstream", "stringstream":
			if i > 0 && toks[i-1].Kind == token.Ident && !notDeclaring[toks[i-1].Text] && (t.Text == "cout" || t.Text == "cerr" || t.Text == "clog") {
				return toks // the program's own variable
			}
			if use == nil {
				use = &toks[i]
			}
		}
	}
	if use == nil {
		return toks
	}
	return append(synth(*use, iostreamSource), toks...)
}

// notDeclaring are the words that may stand before a use of cout.
var notDeclaring = map[string]bool{"return": true, "using": true, "else": true, "do": true, "case": true}
