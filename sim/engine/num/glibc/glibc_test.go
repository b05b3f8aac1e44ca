package glibc

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// The tests compare the ports with the C library of the machine they run on: testdata/oracle.c
// is built with gcc and fed the same arguments. They skip where gcc is missing. The local
// glibc must use the same algorithms as the recording host's (glibc 2.28 or later on x86-64
// with FMA); tests/gpu/math holds the recording host's own results.

// oracle builds testdata/oracle.c once per test binary.
var oraclePath string

func oracle(t *testing.T) string {
	t.Helper()
	if oraclePath != "" {
		return oraclePath
	}
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found: the comparison with the local glibc needs it")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "oracle")
	// -fno-builtin keeps gcc from folding or inlining the functions under test.
	out, err := exec.Command(gcc, "-O2", "-fno-builtin", "-o", bin, "testdata/oracle.c", "-lm").CombinedOutput()
	if err != nil {
		t.Skipf("cannot build the glibc oracle: %v\n%s", err, out)
	}
	// A temporary directory per test: keep the binary for the later tests of this run.
	keep, err := os.MkdirTemp("", "glibc-oracle")
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(bin)
	oraclePath = filepath.Join(keep, "oracle")
	if err := os.WriteFile(oraclePath, data, 0o755); err != nil {
		t.Fatal(err)
	}
	return oraclePath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if oraclePath != "" {
		os.RemoveAll(filepath.Dir(oraclePath))
	}
	os.Exit(code)
}

// runOracle evaluates the C library's function name on the packed arguments.
func runOracle(t *testing.T, name string, args []byte) []byte {
	t.Helper()
	cmd := exec.Command(oracle(t), name)
	cmd.Stdin = bytes.NewReader(args)
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("oracle %s: %v", name, err)
	}
	return out.Bytes()
}

// floatArgs returns n arguments: edge cases, arbitrary bit patterns, and floats with a uniformly
// chosen exponent in [emin, emax] and random mantissa, signed when sign is set.
func floatArgs(seed uint64, n int, emin, emax int, sign bool) []float32 {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	edges := []uint32{0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00001, 0x7f800001,
		0x3f800000, 0xbf800000, 0x00000001, 0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff,
		0x40490fdb, 0xc0490fdb, 0x3fc90fdb, 0x42f00000, 0x42effffe, 0x42b17218, 0x42b17217,
		0xc2cff1b5, 0xc2cff1b4, 0x43000000, 0xc3160000, 0x3f7fffff, 0x3f800001, 0x3f330000}
	out := make([]float32, 0, n)
	for _, b := range edges {
		out = append(out, math.Float32frombits(b))
	}
	for len(out) < n {
		v := r.Uint64()
		if v>>60 == 0 {
			out = append(out, math.Float32frombits(uint32(v)))
			continue
		}
		e := emin + int(v>>32&0xffff)%(emax-emin+1)
		b := uint32(e+127)<<23 | uint32(v)&0x7fffff
		if sign && v>>48&1 != 0 {
			b |= 0x80000000
		}
		out = append(out, math.Float32frombits(b))
	}
	return out
}

// compare1 checks f against the C library's name on args, bit for bit.
func compare1(t *testing.T, name string, f func(float32) float32, args []float32) {
	t.Helper()
	in := make([]byte, 4*len(args))
	for i, x := range args {
		binary.LittleEndian.PutUint32(in[4*i:], math.Float32bits(x))
	}
	got := runOracle(t, name, in)
	if len(got) != len(in) {
		t.Fatalf("%s: oracle returned %d bytes for %d arguments", name, len(got), len(args))
	}
	bad := 0
	for i, x := range args {
		want := binary.LittleEndian.Uint32(got[4*i:])
		if have := math.Float32bits(f(x)); have != want {
			if bad < 10 {
				t.Errorf("%s(%#08x = %g) = %#08x (%g), glibc %#08x (%g)", name, math.Float32bits(x), x,
					have, math.Float32frombits(have), want, math.Float32frombits(want))
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d arguments differ", name, bad, len(args))
	}
}

// testSize is the number of arguments per range: half a million in a
// plain run (the committed hashes, hashes_test.go, cover the rest of the
// double functions' arguments without gcc), two million with
// SIMTLAB_GLIBC_FULL=1.
func testSize() int {
	switch {
	case testing.Short():
		return 1 << 16
	case os.Getenv("SIMTLAB_GLIBC_FULL") != "":
		return 1 << 21
	}
	return 1 << 19
}

func TestFloatFunctionsMatchGlibc(t *testing.T) {
	n := testSize()
	type rng struct{ emin, emax int }
	for _, tc := range []struct {
		name   string
		f      func(float32) float32
		ranges []rng
		sign   bool
	}{
		{"sinf", Sinf, []rng{{-14, 2}, {2, 7}, {7, 127}}, true},
		{"cosf", Cosf, []rng{{-14, 2}, {2, 7}, {7, 127}}, true},
		{"expf", Expf, []rng{{-30, 7}, {-5, 7}}, true},
		{"exp2f", Exp2f, []rng{{-30, 8}, {-5, 8}}, true},
		{"logf", Logf, []rng{{-126, 127}, {-1, 0}}, true},
		{"log2f", Log2f, []rng{{-126, 127}, {-1, 0}}, true},
		{"tanf", Tanf, []rng{{-14, 2}, {2, 7}, {7, 127}}, true},
		{"exp10f", Exp10f, []rng{{-30, 6}, {4, 6}}, true},
		{"log10f", Log10f, []rng{{-126, 127}, {-1, 0}}, true},
		{"atanf", Atanf, []rng{{-30, 2}, {-2, 26}}, true},
		{"asinf", Asinf, []rng{{-30, -1}, {-2, 0}}, true},
		{"acosf", Acosf, []rng{{-30, -1}, {-2, 0}}, true},
		{"expm1f", Expm1f, []rng{{-30, -1}, {-2, 7}}, true},
		{"log1pf", Log1pf, []rng{{-30, -1}, {-2, 127}}, true},
		{"sinhf", Sinhf, []rng{{-30, 2}, {2, 7}}, true},
		{"coshf", Coshf, []rng{{-30, 2}, {2, 7}}, true},
		{"tanhf", Tanhf, []rng{{-30, 0}, {0, 5}}, true},
		{"erff", Erff, []rng{{-126, -20}, {-3, 3}}, true},
		{"erfcf", Erfcf, []rng{{-30, 0}, {0, 5}}, true},
		{"cbrtf", Cbrtf, []rng{{-126, 127}, {-3, 3}}, true},
		{"asinhf", Asinhf, []rng{{-30, -1}, {-1, 1}, {1, 15}, {14, 127}}, true},
		{"acoshf", Acoshf, []rng{{-1, 1}, {1, 29}, {28, 127}}, true},
		{"atanhf", Atanhf, []rng{{-30, -2}, {-2, -1}, {-1, 0}}, true},
		// lgammaf's: tiny, below 2, to 8, to 2^26, beyond; negative ones to -15 and beyond.
		{"lgammaf", Lgammaf, []rng{{-40, -29}, {-3, 0}, {1, 2}, {3, 26}, {25, 127}, {1, 4}}, true},
		// tgammaf's: poles, below 2.5, to 4, to 36, the reflection to -42, beyond.
		{"tgammaf", Tgammaf, []rng{{-30, -20}, {-3, 1}, {1, 2}, {2, 5}, {5, 7}}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for i, r := range tc.ranges {
				compare1(t, tc.name, tc.f, floatArgs(uint64(100*i+len(tc.name)), n, r.emin, r.emax, tc.sign))
			}
		})
	}
}

func TestSincosfMatchesGlibc(t *testing.T) {
	args := floatArgs(7, testSize(), -14, 30, true)
	in := make([]byte, 4*len(args))
	for i, x := range args {
		binary.LittleEndian.PutUint32(in[4*i:], math.Float32bits(x))
	}
	got := runOracle(t, "sincosf", in)
	bad := 0
	for i, x := range args {
		s, c := Sincosf(x)
		ws, wc := binary.LittleEndian.Uint32(got[8*i:]), binary.LittleEndian.Uint32(got[8*i+4:])
		if math.Float32bits(s) != ws || math.Float32bits(c) != wc {
			if bad < 10 {
				t.Errorf("sincosf(%g) = %#08x %#08x, glibc %#08x %#08x", x, math.Float32bits(s), math.Float32bits(c), ws, wc)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("sincosf: %d of %d arguments differ", bad, len(args))
	}
}

func TestPowfMatchesGlibc(t *testing.T) {
	n := testSize()
	for i, r := range []struct{ xlo, xhi, ylo, yhi int }{{-20, 20, -8, 6}, {-1, 0, 0, 12}, {-126, 127, -3, 3}} {
		xs := floatArgs(uint64(40+i), n, r.xlo, r.xhi, true)
		ys := floatArgs(uint64(50+i), n, r.ylo, r.yhi, true)
		// Integers and half-integers as exponents too: the sign rules and exact powers.
		for j := 0; j < n; j += 8 {
			ys[j] = float32(int(math.Float32bits(ys[j])%41) - 20)
			if j%16 == 0 {
				ys[j] += 0.5
			}
		}
		in := make([]byte, 8*n)
		for j := range xs {
			binary.LittleEndian.PutUint32(in[8*j:], math.Float32bits(xs[j]))
			binary.LittleEndian.PutUint32(in[8*j+4:], math.Float32bits(ys[j]))
		}
		got := runOracle(t, "powf", in)
		bad := 0
		for j := range xs {
			want := binary.LittleEndian.Uint32(got[4*j:])
			if have := math.Float32bits(Powf(xs[j], ys[j])); have != want {
				if bad < 10 {
					t.Errorf("powf(%g, %g) = %#08x, glibc %#08x", xs[j], ys[j], have, want)
				}
				bad++
			}
		}
		if bad > 0 {
			t.Errorf("powf: %d of %d arguments differ", bad, n)
		}
	}
}

// powRanges are TestPowMatchesGlibc's exponent ranges of x and y.
var powRanges = []struct{ xlo, xhi, ylo, yhi int }{{-1022, 1023, -60, 10}, {-1, 0, 0, 62}, {-20, 20, -8, 6}}

// powPairs returns n arguments of pow for powRanges[i].
func powPairs(i, n int) (xs, ys []float64) {
	r := powRanges[i]
	xs = doubleArgs(uint64(60+i), n, r.xlo, r.xhi)
	ys = doubleArgs(uint64(70+i), n, r.ylo, r.yhi)
	rb := rand.New(rand.NewPCG(uint64(i), 0x9e3779b9))
	for j := 0; j < n; j++ {
		switch j % 16 {
		case 0, 8: // integers and half-integers as exponents: the sign rules and exact powers
			ys[j] = float64(int(math.Float64bits(ys[j])%81)-40) + float64(j%16)/16
		case 4: // arbitrary bits: NaNs, infinities, subnormals
			xs[j] = math.Float64frombits(rb.Uint64())
		case 12:
			ys[j] = math.Float64frombits(rb.Uint64())
		}
	}
	return xs, ys
}

func TestPowMatchesGlibc(t *testing.T) {
	for i := range powRanges {
		xs, ys := powPairs(i, testSize())
		compareDouble2(t, "pow", Pow, xs, ys)
	}
}

// TestNbodyArguments pins the arguments of tests/conformance/x_nbody_step, where Go's
// correctly rounded sine differs from glibc's.
func TestNbodyArguments(t *testing.T) {
	for _, i := range []int{29, 105, 156} {
		x := float32(i) * 0.1
		s, c := Sinf(x), Cosf(x)
		exact := float32(math.Sin(float64(x)))
		exactC := float32(math.Cos(float64(x)))
		if s == exact && c == exactC {
			t.Errorf("i=%d: sinf and cosf equal the correctly rounded values; the recording says one differs", i)
		}
	}
}

// doubleArgs returns n doubles with a uniform exponent in [emin, emax], signed, after edge cases.
func doubleArgs(seed uint64, n int, emin, emax int) []float64 {
	r := rand.New(rand.NewPCG(seed, 0xd0b1e))
	out := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 1, -1, 709.78,
		709.79, -708.39, -745.13, -745.14, 1023.99, 1024, -1022, -1074.5, -1075, 0x1p-55, -0x1p-55}
	for len(out) < n {
		v := r.Uint64()
		e := emin + int(v>>32&0xffff)%(emax-emin+1)
		b := uint64(e+1023)<<52 | r.Uint64()&0xfffffffffffff
		if v>>48&1 != 0 {
			b |= 1 << 63
		}
		out = append(out, math.Float64frombits(b))
	}
	return out
}

// rng is a range of binary exponents.
type rng struct{ emin, emax int }

// doubleCase is a one-argument double function and the exponent ranges of its arguments,
// chosen to follow its branches.
type doubleCase struct {
	name   string
	f      func(float64) float64
	ranges []rng
}

var (
	// Sin, cos and tan's ranges follow their branches: below 0.855, to 2.43, to 25, to 1e8
	// (Cody-Waite reduction), then __branred.
	trigRanges = []rng{{-30, -1}, {-4, 1}, {1, 5}, {4, 27}, {26, 1023}}
	// asin's and acos's: below 2^-26 (2^-54), to 1/8, the table's five ranges to 0.96875, the
	// square root's to 1, and the domain's end.
	asinRanges = []rng{{-60, -25}, {-4, -1}, {-1, -1}, {-5, 1}}
	// sinh's, cosh's and tanh's: tiny, below ln2/2 and 1, to 22, to overflow, beyond.
	hyperbolicRanges  = []rng{{-60, -26}, {-6, 0}, {0, 4}, {4, 9}, {9, 11}}
	erfRanges         = []rng{{-1074, -1000}, {-60, -27}, {-8, -1}, {0, 0}, {1, 2}, {2, 5}}
	ahyperbolicRanges = []rng{{-60, -27}, {-28, -2}, {-1, -1}, {0, 1}, {1, 29}, {28, 1023}}

	doubleCases = []doubleCase{
		{"exp", Exp, []rng{{-60, 10}, {8, 9}}}, {"exp2", Exp2, []rng{{-60, 11}, {9, 10}}},
		{"log", Log, []rng{{-1022, 1023}, {-1, 0}, {-5, -4}}},
		{"log2", Log2, []rng{{-1022, 1023}, {-1, 0}, {-6, -5}}},
		{"log10", Log10, []rng{{-1022, 1023}, {-1, 0}, {0, 80}}},
		{"sin", Sin, trigRanges}, {"cos", Cos, trigRanges}, {"tan", Tan, trigRanges},
		// atan's branches: below 1.29e-8, to 1/16, to 1, to 16, to 5.8e15, above.
		{"atan", Atan, []rng{{-40, -3}, {-5, 0}, {0, 4}, {3, 53}, {50, 1023}}},
		{"asin", Asin, asinRanges}, {"acos", Acos, asinRanges},
		// expm1's: below 2^-54, to ln2/2, to 1.5 ln2, to 56 ln2, to overflow, beyond.
		{"expm1", Expm1, []rng{{-60, -50}, {-12, -2}, {-2, 0}, {0, 5}, {5, 10}}},
		// log1p's: below 2^-54, to 2^-29, to 0.41, and beyond, with 1+x exact from 2^53.
		{"log1p", Log1p, []rng{{-60, -50}, {-30, -2}, {-3, 0}, {-1, 60}, {50, 1023}}},
		{"sinh", Sinh, hyperbolicRanges}, {"cosh", Cosh, hyperbolicRanges},
		{"tanh", Tanh, hyperbolicRanges},
		{"cbrt", Cbrt, []rng{{-1074, 1023}, {-3, 3}}},
		// erf's and erfc's: tiny, to 0.84375, to 1.25, to 1/0.35, to 6 (erfc: 28), beyond.
		{"erf", Erf, erfRanges}, {"erfc", Erfc, erfRanges},
		// asinh's, acosh's and atanh's: tiny, to 0.5, to 1, 2, 2^28, and beyond.
		{"asinh", Asinh, ahyperbolicRanges}, {"acosh", Acosh, ahyperbolicRanges},
		{"atanh", Atanh, ahyperbolicRanges},
		// lgamma's: tiny, below 2, to 8, to 2^58, beyond; negative ones to -28 and beyond.
		{"lgamma", Lgamma, []rng{{-80, -69}, {-3, 0}, {1, 2}, {3, 58}, {57, 1023}, {1, 5}}},
		// tgamma's: poles, below 1.5, to 6.5, to 12, to 172, the reflection to -184, beyond.
		{"tgamma", Tgamma, []rng{{-60, -50}, {-3, 0}, {1, 2}, {2, 3}, {3, 7}, {7, 9}}},
	}
)

// argSets returns n arguments per range of c and n/16 arbitrary bit patterns (NaNs with
// payloads, infinities, subnormals).
func (c doubleCase) argSets(n int) [][]float64 {
	var sets [][]float64
	for _, r := range c.ranges {
		sets = append(sets, doubleArgs(uint64(r.emin+100*r.emax), n, r.emin, r.emax))
	}
	rb := rand.New(rand.NewPCG(uint64(len(c.name)), 0xb175))
	bits := make([]float64, n/16)
	for i := range bits {
		bits[i] = math.Float64frombits(rb.Uint64())
	}
	return append(sets, bits)
}

func TestDoubleFunctionsMatchGlibc(t *testing.T) {
	for _, c := range doubleCases {
		for _, args := range c.argSets(testSize()) {
			compareDouble(t, c.name, c.f, args)
		}
	}
}

// compareDouble checks f against the C library's name on args, bit for bit.
func compareDouble(t *testing.T, name string, f func(float64) float64, args []float64) {
	t.Helper()
	in := make([]byte, 8*len(args))
	for i, x := range args {
		binary.LittleEndian.PutUint64(in[8*i:], math.Float64bits(x))
	}
	got := runOracle(t, name, in)
	bad := 0
	for i, x := range args {
		want := binary.LittleEndian.Uint64(got[8*i:])
		if have := math.Float64bits(f(x)); have != want {
			if bad < 10 {
				t.Errorf("%s(%g = %#016x) = %#016x, glibc %#016x", name, x, math.Float64bits(x), have, want)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d arguments differ", name, bad, len(args))
	}
}

// compareDouble2 checks f(x, y) against the C library's name on the pairs, bit for bit.
func compareDouble2(t *testing.T, name string, f func(x, y float64) float64, xs, ys []float64) {
	t.Helper()
	in := make([]byte, 16*len(xs))
	for j := range xs {
		binary.LittleEndian.PutUint64(in[16*j:], math.Float64bits(xs[j]))
		binary.LittleEndian.PutUint64(in[16*j+8:], math.Float64bits(ys[j]))
	}
	got := runOracle(t, name, in)
	bad := 0
	for j := range xs {
		want := binary.LittleEndian.Uint64(got[8*j:])
		if have := math.Float64bits(f(xs[j], ys[j])); have != want {
			if bad < 10 {
				t.Errorf("%s(%g, %g) = %#016x, glibc %#016x", name, xs[j], ys[j], have, want)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: %d of %d arguments differ", name, bad, len(xs))
	}
}

// atan2Ranges are the exponent ranges of y and x for atan2 and hypot: quotients near 1, below
// 1/16 and above 16, 57 binades apart and beyond, and arguments near the 2^-500 and 2^500
// rescaling thresholds (hypot's are 2^-459 and 2^511) and at the ends of the range.
var atan2Ranges = []struct{ ylo, yhi, xlo, xhi int }{{-3, 3, -3, 3}, {-20, 0, -3, 8},
	{-1022, 1023, -1022, 1023}, {-70, 70, -5, 5}, {-530, -470, -530, -470}, {470, 1023, 400, 1023}}

// atan2Pairs returns n pairs (y, x) for atan2Ranges[i], with special values mixed in.
func atan2Pairs(i, n int) (ys, xs []float64) {
	r := atan2Ranges[i]
	ys = doubleArgs(uint64(80+i), n, r.ylo, r.yhi)
	xs = doubleArgs(uint64(90+i), n, r.xlo, r.xhi)
	rb := rand.New(rand.NewPCG(uint64(i), 0xa7a2))
	specials := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 1, -1}
	for j := 0; j < n; j++ {
		switch j % 16 {
		case 3: // arbitrary bits: NaNs with payloads, infinities, subnormals
			ys[j] = math.Float64frombits(rb.Uint64())
		case 7:
			xs[j] = math.Float64frombits(rb.Uint64())
		case 11:
			xs[j] = specials[rb.IntN(len(specials))]
		case 13:
			ys[j] = specials[rb.IntN(len(specials))]
		}
	}
	return ys, xs
}

// TestAtan2MatchesGlibc checks atan2 and hypot, on the same pairs.
func TestAtan2MatchesGlibc(t *testing.T) {
	for i := range atan2Ranges {
		ys, xs := atan2Pairs(i, testSize())
		compareDouble2(t, "atan2", Atan2, ys, xs)
		compareDouble2(t, "hypot", Hypot, ys, xs)
	}
}
