package curand

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSkipMatchesStepping checks the jump tables against the generator
// itself: skipping n draws must land where n calls of Next land.
func TestSkipMatchesStepping(t *testing.T) {
	for _, seed := range []uint64{0, 1, 1234, 0xdeadbeefcafef00d} {
		for _, n := range []uint64{1, 2, 3, 4, 5, 17, 64, 1000, 4097} {
			stepped := Init(seed, 3, 0)
			for i := uint64(0); i < n; i++ {
				stepped.Next()
			}
			skipped := Init(seed, 3, n)
			if skipped != stepped {
				t.Fatalf("seed %d: Init(offset %d) = %+v, stepping gives %+v", seed, n, skipped, stepped)
			}
			again := Init(seed, 3, 0)
			again.Skip(n)
			if again != stepped {
				t.Fatalf("seed %d: Skip(%d) = %+v, stepping gives %+v", seed, n, again, stepped)
			}
		}
	}
}

// TestSequenceIsTwoTo67Draws checks that one subsequence is 2^67 draws:
// skipping 2^64 draws eight times is one subsequence.
func TestSequenceIsTwoTo67Draws(t *testing.T) {
	a := Init(99, 0, 0)
	for i := 0; i < 8; i++ {
		a.Skip(1 << 63)
		a.Skip(1 << 63)
	}
	b := Init(99, 1, 0)
	if a != b {
		t.Fatalf("8·2^64 draws = %+v, subsequence 1 = %+v", a, b)
	}
	// Subsequences compose: 5 then 6 is 11.
	c := Init(7, 5, 0)
	c.SkipSequence(6)
	if d := Init(7, 11, 0); c != d {
		t.Fatalf("subsequence 5+6 = %+v, 11 = %+v", c, d)
	}
}

// TestSeedScramble pins the state curand_init builds before any skip
// (curand_kernel.h's constants, worked out by hand for seed 0).
func TestSeedScramble(t *testing.T) {
	s := Init(0, 0, 0)
	s0, s1 := uint32(0xaad26b49), uint32(0xf7dcefdd)
	t0 := 1099087573 * s0
	t1 := 2591861531 * s1
	want := State{D: 6615241 + t1 + t0, V: [5]uint32{123456789 + t0, 362436069 ^ t0, 521288629 + t1, 88675123 ^ t1, 5783321 + t0}}
	if s != want {
		t.Fatalf("Init(0,0,0) = %+v, want %+v", s, want)
	}
}

func TestDistributions(t *testing.T) {
	s := Init(2024, 0, 0)
	var sum, sq float64
	const n = 20000
	for i := 0; i < n; i++ {
		u := s.Uniform()
		if !(u > 0 && u <= 1) {
			t.Fatalf("uniform %v outside (0, 1]", u)
		}
		d := s.UniformDouble()
		if !(d > 0 && d <= 1) {
			t.Fatalf("uniform double %v outside (0, 1]", d)
		}
		x := float64(s.Normal())
		sum += x
		sq += x * x
	}
	mean, variance := sum/n, sq/n-(sum/n)*(sum/n)
	if math.Abs(mean) > 0.05 || math.Abs(variance-1) > 0.05 {
		t.Fatalf("normal mean %v variance %v", mean, variance)
	}
	// The second normal of a pair comes from the cache, without drawing.
	s = Init(1, 0, 0)
	s.Normal()
	before := s.D
	s.Normal()
	if s.D != before || s.BoxMullerFlag != 0 {
		t.Fatalf("second normal drew a number or kept the flag: %+v", s)
	}
	if uniform(0) != float32(math.Ldexp(1, -33)) || uniform(math.MaxUint32) != 1 {
		t.Fatalf("uniform bounds: %v %v", uniform(0), uniform(math.MaxUint32))
	}
}

func TestEncodeDecode(t *testing.T) {
	s := Init(5, 6, 7)
	s.Normal()
	b := make([]byte, Size)
	s.Encode(b)
	var r State
	r.Decode(b)
	if r != s {
		t.Fatalf("round trip %+v != %+v", r, s)
	}
}

func BenchmarkInitSubsequence(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Init(1234, uint64(i), 0)
	}
}

// TestSequenceCacheIsInvisible checks that the subsequence cache gives the
// same states whatever order the subsequences are asked for in.
func TestSequenceCacheIsInvisible(t *testing.T) {
	direct := func(seed, sub uint64) State {
		s := Init(seed, 0, 0)
		s.V = jump(s.V, sub, sequenceLog2)
		return s
	}
	for _, order := range [][]uint64{{0, 1, 2, 3, 1000, 1001}, {1001, 1000, 3, 2, 1, 0}, {7, 7, 5, 9}} {
		for _, sub := range order {
			for _, seed := range []uint64{42, 43} {
				if got, want := Init(seed, sub, 0), direct(seed, sub); got != want {
					t.Fatalf("order %v: Init(%d, %d) = %+v, want %+v", order, seed, sub, got, want)
				}
			}
		}
	}
}

// TestNextEncodedIsDecodeNextEncode holds the in-place draw to the State
// round trip it stands for, on states of random bytes (padding included)
// and of Init, over many draws.
func TestNextEncodedIsDecodeNextEncode(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 200 {
		b := make([]byte, Size)
		for i := range b {
			b[i] = byte(r.Uint32())
		}
		if trial%2 == 0 {
			s := Init(r.Uint64(), r.Uint64()%1000, r.Uint64()%100)
			s.Encode(b)
			b[offExtra+4] = 0xAB // padding garbage, which Encode zeroes
		}
		want := slices.Clone(b)
		for range 50 {
			var s State
			s.Decode(want)
			wx := s.Next()
			s.Encode(want)
			if x := NextEncoded(b); x != wx || !slices.Equal(b, want) {
				t.Fatalf("trial %d: draw %#x, bytes %x; want %#x, %x", trial, x, b, wx, want)
			}
		}
	}
}
