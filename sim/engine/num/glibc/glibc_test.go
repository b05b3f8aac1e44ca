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

// testSize is the number of arguments per range: millions in a full run.
func testSize() int {
	if testing.Short() {
		return 1 << 16
	}
	return 1 << 21
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

func TestPowMatchesGlibc(t *testing.T) {
	n := testSize()
	for i, r := range []struct{ xlo, xhi, ylo, yhi int }{{-1022, 1023, -60, 10}, {-1, 0, 0, 62}, {-20, 20, -8, 6}} {
		xs := doubleArgs(uint64(60+i), n, r.xlo, r.xhi)
		ys := doubleArgs(uint64(70+i), n, r.ylo, r.yhi)
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
		in := make([]byte, 16*n)
		for j := range xs {
			binary.LittleEndian.PutUint64(in[16*j:], math.Float64bits(xs[j]))
			binary.LittleEndian.PutUint64(in[16*j+8:], math.Float64bits(ys[j]))
		}
		got := runOracle(t, "pow", in)
		bad := 0
		for j := range xs {
			want := binary.LittleEndian.Uint64(got[8*j:])
			if have := math.Float64bits(Pow(xs[j], ys[j])); have != want {
				if bad < 10 {
					t.Errorf("pow(%g, %g) = %#016x, glibc %#016x", xs[j], ys[j], have, want)
				}
				bad++
			}
		}
		if bad > 0 {
			t.Errorf("pow: %d of %d arguments differ", bad, n)
		}
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

func TestDoubleFunctionsMatchGlibc(t *testing.T) {
	n := testSize()
	type rng struct{ emin, emax int }
	// Sin, cos and tan's ranges follow their branches: below 0.855, to 2.43, to 25, to 1e8
	// (Cody-Waite reduction), then __branred.
	trig := []rng{{-30, -1}, {-4, 1}, {1, 5}, {4, 27}, {26, 1023}}
	for _, tc := range []struct {
		name   string
		f      func(float64) float64
		ranges []rng
	}{
		{"exp", Exp, []rng{{-60, 10}, {8, 9}}}, {"exp2", Exp2, []rng{{-60, 11}, {9, 10}}},
		{"log", Log, []rng{{-1022, 1023}, {-1, 0}, {-5, -4}}},
		{"log2", Log2, []rng{{-1022, 1023}, {-1, 0}, {-6, -5}}},
		{"log10", Log10, []rng{{-1022, 1023}, {-1, 0}, {0, 80}}},
		{"sin", Sin, trig}, {"cos", Cos, trig}, {"tan", Tan, trig},
	} {
		var sets [][]float64
		for _, r := range tc.ranges {
			sets = append(sets, doubleArgs(uint64(r.emin+100*r.emax), n, r.emin, r.emax))
		}
		// Arbitrary bits too: NaNs with payloads, infinities, subnormals.
		rb := rand.New(rand.NewPCG(uint64(len(tc.name)), 0xb175))
		bits := make([]float64, n/16)
		for i := range bits {
			bits[i] = math.Float64frombits(rb.Uint64())
		}
		for _, args := range append(sets, bits) {
			compareDouble(t, tc.name, tc.f, args)
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
