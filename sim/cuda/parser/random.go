package parser

import (
	"strings"

	"simtlab/sim/cuda/token"
)

// <random>: the engines and distributions host code draws a kernel's
// inputs with, in the lab's own C++, added in front of a program that
// names one of them (as the std containers are, containers.go). Programs
// print what they draw, so every number must be libstdc++'s: the engines
// are the standard's (bit for bit by definition), and the distributions
// follow libstdc++'s algorithms step for step (GCC 11 and later):
// uniform_int_distribution reduces a 32- or 64-bit engine's output with
// Lemire's multiply-and-reject and other engines with two divisions,
// joining draws where the engine's range is too small;
// uniform_real_distribution scales generate_canonical (one draw per float,
// two per double from a 32-bit engine); normal_distribution is Marsaglia's
// polar method and keeps the second value of each pair; std::shuffle
// (check/stdalgo.go) draws two positions at once where the engine's range
// allows. As in libstdc++, an engine's result_type is unsigned long
// (uint_fast32_t on x86-64 Linux); the lab has no member typedefs, so
// there is no result_type.
//
// Function templates cannot be overloaded in the lab, nor can an operator be
// a member template, so what libstdc++ writes once as a template over the
// engine is written here once per engine (randomEngines), from the same
// text.
//
// random_device is deterministic in the lab (a fixed sequence), so that a
// run prints the same on every run; on a GPU machine it reads the
// hardware's entropy.

// randomEngine is one engine type and the constants its draws need.
type randomEngine struct {
	name string
	// uniform is the body of __rnd_uint(E &g, unsigned long urange) for an
	// engine whose range is larger than urange: "lemire32", "lemire64" or
	// "divide" (libstdc++'s fallback).
	uniform  string
	rangeLit string // max() - min(), as a literal
	minLit   string
	// floatR and doubleR are libstdc++'s generate_canonical constants for
	// float and double: the engine's range r = max - min + 1 rounded to
	// the type, and the number of draws (doubleK), and r*r for two.
	floatR, doubleR, doubleRR string
	doubleK                   int
}

var randomEngines = []randomEngine{
	{name: "mt19937", uniform: "lemire32", rangeLit: "4294967295UL", minLit: "0UL",
		floatR: "4294967296.0f", doubleR: "4294967296.0", doubleRR: "18446744073709551616.0", doubleK: 2},
	{name: "mt19937_64", uniform: "lemire64", rangeLit: "18446744073709551615UL", minLit: "0UL",
		floatR: "18446744073709551616.0f", doubleR: "18446744073709551616.0", doubleK: 1},
	{name: "minstd_rand0", uniform: "divide", rangeLit: "2147483645UL", minLit: "1UL",
		floatR: "2147483648.0f", doubleR: "2147483646.0", doubleRR: "(double)(2147483646UL * 2147483646UL)", doubleK: 2},
	{name: "minstd_rand", uniform: "divide", rangeLit: "2147483645UL", minLit: "1UL",
		floatR: "2147483648.0f", doubleR: "2147483646.0", doubleRR: "(double)(2147483646UL * 2147483646UL)", doubleK: 2},
	{name: "random_device", uniform: "lemire32", rangeLit: "4294967295UL", minLit: "0UL",
		floatR: "4294967296.0f", doubleR: "4294967296.0", doubleRR: "18446744073709551616.0", doubleK: 2},
}

// mersenneSource is std::mersenne_twister_engine written once for both
// engines (mersenneEngines fills its constants in, as libstdc++'s template
// parameters do).
const mersenneSource = `
struct NAME {
	unsigned long x_[N];
	int p_;
	NAME() { seed(5489UL); }
	NAME(unsigned long s) { seed(s); }
	void seed() { seed(5489UL); }
	void seed(unsigned long s) {
		x_[0] = s WORDMASK;
		for (int i = 1; i < N; i++) {
			unsigned long x = x_[i - 1];
			x ^= x >> INITSHIFT;
			x *= INITMUL;
			x += i;
			x_[i] = x WORDMASK;
		}
		p_ = N;
	}
	static unsigned long min() { return 0UL; }
	static unsigned long max() { return MAXVAL; }
	void __refill() {
		for (int k = 0; k < NMINUSM; k++) {
			unsigned long y = (x_[k] & UPPER) | (x_[k + 1] & 0x7fffffffUL);
			x_[k] = x_[k + M] ^ (y >> 1) ^ ((y & 1UL) ? MATRIX : 0UL);
		}
		for (int k = NMINUSM; k < NMINUS1; k++) {
			unsigned long y = (x_[k] & UPPER) | (x_[k + 1] & 0x7fffffffUL);
			x_[k] = x_[k - NMINUSM] ^ (y >> 1) ^ ((y & 1UL) ? MATRIX : 0UL);
		}
		unsigned long y = (x_[NMINUS1] & UPPER) | (x_[0] & 0x7fffffffUL);
		x_[NMINUS1] = x_[MMINUS1] ^ (y >> 1) ^ ((y & 1UL) ? MATRIX : 0UL);
		p_ = 0;
	}
	unsigned long operator()() {
		if (p_ >= N) __refill();
		unsigned long z = x_[p_++];
		z ^= (z >> TU) & TD;
		z ^= (z << TS) & TB;
		z ^= (z << TT) & TC;
		z ^= z >> TL;
		return z;
	}
	void discard(unsigned long long n) { for (; n != 0; n--) (*this)(); }
};
`

// mersenneEngines are mt19937 and mt19937_64, by mersenneSource's
// placeholders (N and M last: the replacer tries them in this order, and
// they begin longer names).
var mersenneEngines = [][]string{
	{"NAME", "mt19937", "NMINUSM", "227", "NMINUS1", "623", "MMINUS1", "396",
		"WORDMASK", "& 0xffffffffUL", "INITSHIFT", "30", "INITMUL", "1812433253UL", "MAXVAL", "4294967295UL",
		"UPPER", "0x80000000UL", "MATRIX", "0x9908b0dfUL", "TU", "11", "TD", "0xffffffffUL", "TS", "7",
		"TB", "0x9d2c5680UL", "TT", "15", "TC", "0xefc60000UL", "TL", "18", "N", "624", "M", "397"},
	{"NAME", "mt19937_64", "NMINUSM", "156", "NMINUS1", "311", "MMINUS1", "155",
		"WORDMASK", "", "INITSHIFT", "62", "INITMUL", "6364136223846793005UL", "MAXVAL", "18446744073709551615UL",
		"UPPER", "0xffffffff80000000UL", "MATRIX", "0xb5026f5aa96619e9UL", "TU", "29", "TD", "0x5555555555555555UL",
		"TS", "17", "TB", "0x71d67fffeda60000UL", "TT", "37", "TC", "0xfff7eee000000000UL", "TL", "43", "N", "312", "M", "156"},
}

// minstdSource is std::linear_congruential_engine<unsigned long, MUL, 0,
// 2^31 - 1>, written once for minstd_rand0 (16807) and minstd_rand (48271).
const minstdSource = `
struct NAME {
	unsigned long x_;
	NAME() : x_(1UL) {}
	NAME(unsigned long s) { seed(s); }
	void seed() { x_ = 1UL; }
	void seed(unsigned long s) { x_ = s % 2147483647UL; if (x_ == 0UL) x_ = 1UL; }
	static unsigned long min() { return 1UL; }
	static unsigned long max() { return 2147483646UL; }
	unsigned long operator()() { x_ = x_ * MUL % 2147483647UL; return x_; }
	void discard(unsigned long long n) { for (; n != 0; n--) (*this)(); }
};
`

// randomEnginesSource defines the other engines.
const randomEnginesSource = `
typedef minstd_rand0 default_random_engine;
struct random_device {
	unsigned long s_;
	random_device() : s_(0x853c49e6748fea9bUL) {}
	static unsigned int min() { return 0u; }
	static unsigned int max() { return 4294967295u; }
	unsigned int operator()() {
		s_ = s_ * 6364136223846793005UL + 1442695040888963407UL;
		return (unsigned int)(s_ >> 32);
	}
};
unsigned long __rnd_mul64(unsigned long a, unsigned long b, unsigned long *hi) {
	unsigned long a0 = a & 0xffffffffUL, a1 = a >> 32, b0 = b & 0xffffffffUL, b1 = b >> 32;
	unsigned long p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
	unsigned long mid = (p00 >> 32) + (p01 & 0xffffffffUL) + (p10 & 0xffffffffUL);
	*hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
	return (mid << 32) | (p00 & 0xffffffffUL);
}
`

// randomPerEngineSource is written once per engine E: __rnd_uint(g,
// urange) is uniform_int_distribution's draw of [0, urange], and
// __rnd_canon(g, T()) is generate_canonical<T>.
const randomPerEngineSource = `
unsigned long __rnd_uint(E &g, unsigned long urange) {
	const unsigned long urngrange = RANGE;
	unsigned long ret;
	if (urngrange > urange) {
		const unsigned long uerange = urange + 1UL;
		UNIFORM
	} UPSCALE else {
		ret = (unsigned long)g() - MIN;
	}
	return ret;
}
float __rnd_canon(E &g, float) {
	float sum = (float)((unsigned long)g() - MIN);
	float ret = sum / FLOATR;
	if (ret >= 1.0f) ret = nextafterf(1.0f, 0.0f);
	return ret;
}
double __rnd_canon(E &g, double) {
	double sum = (double)((unsigned long)g() - MIN);
	DOUBLE2
	if (ret >= 1.0) ret = nextafter(1.0, 0.0);
	return ret;
}
`

// randomUpscale is __rnd_uint's branch for a range wider than the
// engine's (none is wider than a 64-bit engine's): draws joined.
const randomUpscale = `else if (urngrange < urange) {
		unsigned long tmp;
		do {
			const unsigned long uerngrange = urngrange + 1UL;
			tmp = uerngrange * __rnd_uint(g, urange / uerngrange);
			ret = tmp + ((unsigned long)g() - MIN);
		} while (ret > urange || ret < tmp);
	}`

// The bodies of __rnd_uint's reduction, by randomEngine.uniform.
var randomUniform = map[string]string{
	// _S_nd<uint64_t>: a 32-bit engine's output times the range, the high
	// half, rejecting the few low halves that would bias it.
	"lemire32": `const unsigned int range = (unsigned int)uerange;
		unsigned long product = (unsigned long)(unsigned int)g() * range;
		unsigned int low = (unsigned int)product;
		if (low < range) {
			const unsigned int threshold = (0u - range) % range;
			while (low < threshold) {
				product = (unsigned long)(unsigned int)g() * range;
				low = (unsigned int)product;
			}
		}
		ret = product >> 32;`,
	// _S_nd<unsigned __int128> for a 64-bit engine.
	"lemire64": `unsigned long hi;
		unsigned long low = __rnd_mul64((unsigned long)g(), uerange, &hi);
		if (low < uerange) {
			const unsigned long threshold = (0UL - uerange) % uerange;
			while (low < threshold) low = __rnd_mul64((unsigned long)g(), uerange, &hi);
		}
		ret = hi;`,
	// the fallback: two divisions.
	"divide": `const unsigned long scaling = urngrange / uerange;
		const unsigned long past = uerange * scaling;
		do ret = (unsigned long)g() - MIN;
		while (ret >= past);
		ret /= scaling;`,
}

// randomDistributionsSource defines the distributions; OPERATORS stands
// for their operator() overloads, one per engine (randomOperators).
const randomDistributionsSource = `
template <typename T = int> struct uniform_int_distribution {
	T a_, b_;
	uniform_int_distribution() : a_(0), b_(__max()) {}
	uniform_int_distribution(T a) : a_(a), b_(__max()) {}
	uniform_int_distribution(T a, T b) : a_(a), b_(b) {}
	T __max() { return (T)(~0UL >> (64 - 8 * sizeof(T) + ((T)-1 < (T)0 ? 1 : 0))); }
	T a() const { return a_; }
	T b() const { return b_; }
	T min() const { return a_; }
	T max() const { return b_; }
	void reset() {}
	INT_OPERATORS
};
template <typename T = double> struct uniform_real_distribution {
	T a_, b_;
	uniform_real_distribution() : a_(0), b_(1) {}
	uniform_real_distribution(T a, T b = 1) : a_(a), b_(b) {}
	T a() const { return a_; }
	T b() const { return b_; }
	T min() const { return a_; }
	T max() const { return b_; }
	void reset() {}
	REAL_OPERATORS
};
template <typename T = double> struct normal_distribution {
	T mean_, stddev_, saved_;
	bool saved_available_;
	normal_distribution() : mean_(0), stddev_(1), saved_(0), saved_available_(false) {}
	normal_distribution(T mean, T stddev = 1) : mean_(mean), stddev_(stddev), saved_(0), saved_available_(false) {}
	T mean() const { return mean_; }
	T stddev() const { return stddev_; }
	void reset() { saved_available_ = false; }
	T __polar(T x, T y, T r2) {
		const T mult = sqrt(-2 * log(r2) / r2);
		saved_ = x * mult;
		saved_available_ = true;
		return y * mult;
	}
	NORMAL_OPERATORS
};
struct bernoulli_distribution {
	double p_;
	bernoulli_distribution() : p_(0.5) {}
	bernoulli_distribution(double p) : p_(p) {}
	double p() const { return p_; }
	void reset() {}
	BERNOULLI_OPERATORS
};
template <typename T = double> struct exponential_distribution {
	T lambda_;
	exponential_distribution() : lambda_(1) {}
	exponential_distribution(T lambda) : lambda_(lambda) {}
	T lambda() const { return lambda_; }
	void reset() {}
	EXPONENTIAL_OPERATORS
};
`

// The operator() of each distribution, for an engine E.
var randomOperators = map[string]string{
	"INT_OPERATORS": `T operator()(E &g) {
		return (T)(__rnd_uint(g, (unsigned long)b_ - (unsigned long)a_) + (unsigned long)a_);
	}`,
	"REAL_OPERATORS": `T operator()(E &g) { return __rnd_canon(g, (T)0) * (b_ - a_) + a_; }`,
	"NORMAL_OPERATORS": `T operator()(E &g) {
		T ret;
		if (saved_available_) {
			saved_available_ = false;
			ret = saved_;
		} else {
			T x, y, r2;
			do {
				x = (T)((T)2.0 * __rnd_canon(g, (T)0) - 1.0);
				y = (T)((T)2.0 * __rnd_canon(g, (T)0) - 1.0);
				r2 = x * x + y * y;
			} while (r2 > 1.0 || r2 == 0.0);
			ret = __polar(x, y, r2);
		}
		return ret * stddev_ + mean_;
	}`,
	"BERNOULLI_OPERATORS":   `bool operator()(E &g) { return __rnd_canon(g, 0.0) < p_; }`,
	"EXPONENTIAL_OPERATORS": `T operator()(E &g) { return -log((T)1 - __rnd_canon(g, (T)0)) / lambda_; }`,
}

// randomNames are the names that bring <random> in.
var randomNames = map[string]bool{
	"mt19937": true, "mt19937_64": true, "minstd_rand0": true, "minstd_rand": true,
	"default_random_engine": true, "random_device": true,
	"uniform_int_distribution": true, "uniform_real_distribution": true, "normal_distribution": true,
	"bernoulli_distribution": true, "exponential_distribution": true,
}

// randomSource is the whole library, built once.
var randomSource = buildRandomSource()

func buildRandomSource() string {
	var b strings.Builder
	for _, e := range mersenneEngines {
		b.WriteString(strings.NewReplacer(e...).Replace(mersenneSource))
	}
	for _, e := range [][]string{{"NAME", "minstd_rand0", "MUL", "16807UL"}, {"NAME", "minstd_rand", "MUL", "48271UL"}} {
		b.WriteString(strings.NewReplacer(e...).Replace(minstdSource))
	}
	b.WriteString(randomEnginesSource)
	for _, e := range randomEngines {
		double2 := "double ret = sum / DOUBLER;"
		if e.doubleK == 2 {
			double2 = "sum += (double)((unsigned long)g() - MIN) * DOUBLER;\n\tdouble ret = sum / DOUBLERR;"
		}
		upscale := randomUpscale
		if e.uniform == "lemire64" {
			upscale = ""
		}
		r := strings.NewReplacer("UNIFORM", randomUniform[e.uniform], "UPSCALE", upscale, "DOUBLE2", double2)
		src := r.Replace(randomPerEngineSource)
		src = strings.NewReplacer("E &g", e.name+" &g", "RANGE", e.rangeLit, "MIN", e.minLit,
			"FLOATR", e.floatR, "DOUBLERR", e.doubleRR, "DOUBLER", e.doubleR).Replace(src)
		b.WriteString(src)
	}
	dist := randomDistributionsSource
	for key, op := range randomOperators {
		var ops strings.Builder
		for _, e := range randomEngines {
			ops.WriteString(strings.ReplaceAll(op, "E &g", e.name+" &g"))
			ops.WriteString("\n\t")
		}
		dist = strings.ReplaceAll(dist, key, ops.String())
	}
	b.WriteString(dist)
	return b.String()
}

// withStdRandom puts <random>'s engines and distributions before toks when
// toks name one of them and do not declare a struct of that name
// themselves.
func withStdRandom(toks []token.Token) []token.Token {
	var first *token.Token // the first use, where the library's code stands
	for i, t := range toks {
		if t.Kind != token.Ident || !randomNames[t.Text] {
			continue
		}
		if i > 0 && toks[i-1].Kind == token.Ident && (toks[i-1].Text == "struct" || toks[i-1].Text == "class") {
			return toks // the program's own
		}
		if first == nil {
			first = &toks[i]
		}
	}
	if first == nil {
		return toks
	}
	return append(synth(*first, randomSource), toks...)
}
