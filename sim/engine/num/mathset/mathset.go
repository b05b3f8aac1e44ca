// Package mathset regenerates the arguments of the math recordings in tests/gpu/math (CUDA's
// libdevice on the H200 and the recording host's glibc, see mathgen.h there) and reads the
// recorded hashes and sample results, so that tests can compare the lab's math functions with
// every recorded result.
package mathset

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
)

// Set is one argument set of mathgen.h: argument i is a pure function of the seed and i.
type Set struct {
	Name       string // the recording's name: sinf, fast_expf (__expf), sincosf_sin...
	Seed       uint64
	EMin, EMax int  // exponent range of the ordinary arguments
	Signed     bool // arguments of both signs
}

// Floats are the float sets of mathgen.h's MG_SETS, in its order.
var Floats = []Set{
	{"sinf", 1, -12, 40, true}, {"cosf", 2, -12, 40, true}, {"tanf", 3, -12, 40, true},
	{"sincosf_sin", 4, -12, 40, true}, {"sincosf_cos", 4, -12, 40, true},
	{"expf", 5, -30, 7, true}, {"exp2f", 6, -30, 7, true}, {"exp10f", 7, -30, 6, true},
	{"logf", 8, -126, 127, false}, {"log2f", 9, -126, 127, false}, {"log10f", 10, -126, 127, false},
	{"powf", 11, -20, 20, false}, {"tgammaf", 13, -10, 6, true}, {"lgammaf", 14, -10, 6, true},
	{"erff", 15, -20, 3, true}, {"fast_expf", 16, -20, 7, true}, {"fast_logf", 17, -126, 127, false},
	{"fast_sinf", 18, -20, 10, true}, {"fast_cosf", 19, -20, 10, true}, {"fast_powf", 20, -20, 20, false},
	{"rsqrtf", 21, -126, 127, false}, {"fast_fdividef", 22, -20, 20, true},
	{"fast_exp10f", 23, -20, 6, true}, {"fast_log2f", 24, -126, 127, false},
	{"fast_log10f", 25, -126, 127, false}, {"fast_tanf", 26, -20, 10, true},
	{"tanhf", 27, -20, 5, true}, {"atanf", 28, -20, 20, true}, {"atan2f", 29, -20, 20, true},
	{"asinf", 30, -20, 0, true}, {"acosf", 40, -20, 0, true}, {"cbrtf", 41, -126, 127, true},
	{"expm1f", 42, -30, 7, true}, {"log1pf", 43, -30, 20, true}, {"erfcf", 44, -20, 4, true},
	{"sinhf", 45, -20, 7, true}, {"coshf", 46, -20, 7, true}, {"hypotf", 47, -20, 20, true},
	{"sqrtf", 48, -126, 127, false},
}

// Doubles are the double sets of MG_DSETS.
var Doubles = []Set{
	{"sin", 31, -20, 40, true}, {"cos", 32, -20, 40, true}, {"exp", 33, -30, 10, true},
	{"log", 34, -1022, 1023, false}, {"pow", 35, -20, 20, false}, {"exp2", 37, -30, 10, true},
	{"log2", 38, -1022, 1023, false}, {"tan", 39, -20, 40, true}, {"sqrt", 49, -1022, 1023, false},
	{"rsqrt", 50, -1022, 1023, false},
}

// The second argument of two-argument functions comes from the set seed+100 over [YEMin, YEMax].
const (
	YEMin = -8
	YEMax = 6
	// SampleStep: samples.txt holds the results of every SampleStep-th argument.
	SampleStep = 4096
)

// Y returns the set of second arguments of s.
func (s Set) Y() Set { return Set{s.Name + ".y", s.Seed + 100, YEMin, YEMax, true} }

func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

var floatEdges = [16]uint32{0x00000000, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x3f800000,
	0xbf800000, 0x3f000000, 0x40000000, 0x00000001, 0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff,
	0x40490fdb, 0xc0490fdb}

var doubleEdges = [16]uint64{0, 0x8000000000000000, 0x7ff0000000000000, 0xfff0000000000000,
	0x7ff8000000000000, 0x3ff0000000000000, 0xbff0000000000000, 0x3fe0000000000000,
	0x4000000000000000, 1, 0x800fffffffffffff, 0x0010000000000000, 0x7fefffffffffffff,
	0xffefffffffffffff, 0x400921fb54442d18, 0xc00921fb54442d18}

// Float returns the bits of argument i of a float set (mg_float): the 16 edge cases, then 1 in
// 16 arbitrary bit patterns and otherwise a uniform exponent in [EMin, EMax] with random
// mantissa bits.
func (s Set) Float(i uint64) uint32 {
	if i < uint64(len(floatEdges)) {
		return floatEdges[i]
	}
	r := mix(s.Seed ^ i*0x9e3779b97f4a7c15)
	if r>>60 == 0 {
		return uint32(r)
	}
	e := s.EMin + int(r>>32&0xffff%uint64(s.EMax-s.EMin+1))
	b := uint32(e+127)<<23 | uint32(r)&0x7fffff
	if s.Signed && r>>48&1 != 0 {
		b |= 0x80000000
	}
	return b
}

// Double is Float for doubles (mg_double): the mantissa comes from a second mix.
func (s Set) Double(i uint64) uint64 {
	if i < uint64(len(doubleEdges)) {
		return doubleEdges[i]
	}
	r := mix(s.Seed ^ i*0x9e3779b97f4a7c15)
	m := mix(r)
	if r>>60 == 0 {
		return m
	}
	e := s.EMin + int(r>>32&0xffff%uint64(s.EMax-s.EMin+1))
	b := uint64(e+1023)<<52 | m&0xfffffffffffff
	if s.Signed && r>>48&1 != 0 {
		b |= 0x8000000000000000
	}
	return b
}

// FNV is an FNV-1a 64 hash over little-endian results, as mg_fnv.
type FNV uint64

// NewFNV returns the hash of nothing.
func NewFNV() FNV { return 0xcbf29ce484222325 }

// Add32 hashes the 4 bytes of v.
func (h *FNV) Add32(v uint32) {
	x := uint64(*h)
	for k := 0; k < 4; k++ {
		x ^= uint64(v >> (8 * k) & 0xff)
		x *= 0x100000001b3
	}
	*h = FNV(x)
}

// Add64 hashes the 8 bytes of v.
func (h *FNV) Add64(v uint64) {
	h.Add32(uint32(v))
	h.Add32(uint32(v >> 32))
}

// Recording is one function's recorded results: the hash of all N results and some of them.
type Recording struct {
	N       uint64
	Hash    uint64
	Samples map[uint64]uint64 // argument index -> result bits
}

// Load reads a hashes file ("name n hash") and its samples file ("name i bits").
func Load(hashes, samples string) (map[string]*Recording, error) {
	recs := map[string]*Recording{}
	err := eachLine(hashes, func(f []string) error {
		if len(f) != 3 {
			return fmt.Errorf("want 'name n hash', got %q", strings.Join(f, " "))
		}
		n, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil {
			return err
		}
		h, err := strconv.ParseUint(f[2], 16, 64)
		if err != nil {
			return err
		}
		recs[f[0]] = &Recording{N: n, Hash: h, Samples: map[uint64]uint64{}}
		return nil
	})
	if err != nil {
		return nil, err
	}
	err = eachLine(samples, func(f []string) error {
		if len(f) != 3 {
			return fmt.Errorf("want 'name i bits', got %q", strings.Join(f, " "))
		}
		r := recs[f[0]]
		if r == nil {
			return fmt.Errorf("sample of %s, which has no hash", f[0])
		}
		i, err := strconv.ParseUint(f[1], 10, 64)
		if err != nil {
			return err
		}
		v, err := strconv.ParseUint(f[2], 16, 64)
		if err != nil {
			return err
		}
		r.Samples[i] = v
		return nil
	})
	return recs, err
}

func eachLine(path string, fn func([]string) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if err := fn(fields); err != nil {
			return fmt.Errorf("%s:%d: %v", path, line, err)
		}
	}
	return sc.Err()
}

// AgreeDouble evaluates f over the double set s (and its y set) as the
// recording rec was made, and reports whether the results hash to rec's,
// how many of rec's samples are equal, and the first that is not.
func AgreeDouble(s Set, rec *Recording, f func(x, y float64) float64) (hashOK bool, same, total int, firstBad string) {
	ys := s.Y()
	h := NewFNV()
	for i := uint64(0); i < rec.N; i++ {
		x, y := math.Float64frombits(s.Double(i)), math.Float64frombits(ys.Double(i))
		v := math.Float64bits(f(x, y))
		h.Add64(v)
		if want, ok := rec.Samples[i]; ok {
			total++
			if v == want {
				same++
			} else if firstBad == "" {
				firstBad = fmt.Sprintf("f(%g, %g) = %#016x, recorded %#016x", x, y, v, want)
			}
		}
	}
	return uint64(h) == rec.Hash, same, total, firstBad
}
