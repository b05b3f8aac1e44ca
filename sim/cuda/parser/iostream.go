package parser

import "simtlab/sim/cuda/token"

// std::cout, std::cerr and std::clog are objects of a struct ostream in
// the lab's own C++, added in front of a program that names them or
// ostream, with their formatting state (precision, fixed or scientific,
// base, width, fill and the flags) in host globals, one entry per stream,
// as iostream keeps it in each stream: a manipulator sets it when it runs,
// so a helper function prints with the state its caller set (and
// setprecision(n) may take a variable). The checker lowers each operand of
// a << chain to one of the __os_ functions (check/cout.go), which format
// it as libstdc++'s num_put does, through snprintf with the stream's
// conversion, and pad it to the width (then reset to 0) with the fill
// character. A user's operator<<(ostream &, const T &) gets the stream
// object like any other argument.
const iostreamSource = `struct ostream { int __fd; };
ostream cout = {1}, cerr = {2}, clog = {2};
int __ios_field[3], __ios_prec[3] = {6, 6, 6}, __ios_base[3] = {10, 10, 10}, __ios_flags[3], __ios_width[3];
char __ios_fill[3] = {' ', ' ', ' '};
void __os_write(int fd, const char *s) {
	if (fd == 1) printf("%s", s);
	else fprintf(stderr, "%s", s);
}
void __os_pad(int fd, const char *s) {
	int width = __ios_width[fd];
	__ios_width[fd] = 0;
	int n = (int)strlen(s);
	if (width <= n) {
		__os_write(fd, s);
		return;
	}
	char pad[2] = {__ios_fill[fd], 0};
	if (__ios_flags[fd] & 16) __os_write(fd, s);
	for (int k = n; k < width; k++) __os_write(fd, pad);
	if (!(__ios_flags[fd] & 16)) __os_write(fd, s);
}
void __os_str(int fd, const char *s) {
	if (s) __os_pad(fd, s);
}
void __os_char(int fd, char c) {
	char s[2] = {c, 0};
	__os_pad(fd, s);
}
void __os_int(int fd, long long v, int isUnsigned, int bytes) {
	char format[8], s[72];
	int k = 0, flags = __ios_flags[fd], base = __ios_base[fd];
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
	__os_pad(fd, s);
}
void __os_bool(int fd, bool b) {
	if (__ios_flags[fd] & 8) __os_pad(fd, b ? "true" : "false");
	else __os_int(fd, b, 0, 4);
}
void __os_double(int fd, double v) {
	char format[12], s[512];
	int k = 0, flags = __ios_flags[fd], field = __ios_field[fd];
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
	else snprintf(s, sizeof s, format, __ios_prec[fd], v);
	__os_pad(fd, s);
}
void __os_ptr(int fd, unsigned long p) {
	char s[24];
	if (p) snprintf(s, sizeof s, "%#lx", p);
	else snprintf(s, sizeof s, "0");
	__os_pad(fd, s);
}
void __os_flush(int fd) {
	if (fd == 1) fflush(stdout);
}
void __os_endl(int fd) {
	__os_write(fd, "\n");
	__os_flush(fd);
}
void __os_setf(int fd, int set, int clear) { __ios_flags[fd] = (__ios_flags[fd] & ~clear) | set; }
void __os_field(int fd, int field) { __ios_field[fd] = field; }
void __os_base(int fd, int base) { __ios_base[fd] = base; }
long __os_precision(int fd, long n) {
	long old = __ios_prec[fd];
	__ios_prec[fd] = n;
	return old;
}
long __os_width(int fd, long n) {
	long old = __ios_width[fd];
	__ios_width[fd] = n;
	return old;
}
char __os_fill(int fd, char c) {
	char old = __ios_fill[fd];
	__ios_fill[fd] = c;
	return old;
}
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
		case "cout", "cerr", "clog", "ostream":
			if i > 0 && toks[i-1].Kind == token.Ident && !notDeclaring[toks[i-1].Text] && t.Text != "ostream" {
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
