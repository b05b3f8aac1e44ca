package banks

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

func lanes(f func(i int) uint64) *[32]uint64 {
	var a [32]uint64
	for i := range a {
		a[i] = f(i)
	}
	return &a
}

const full = ^uint32(0)

// The probes measured on an H200 with Nsight Compute (hardware-facts §2.2), plus
// the strides the course uses. wf = wavefronts, conf = bank conflicts.
var cases = []struct {
	name  string
	addr  func(i int) uint64
	mask  uint32
	width uint8
	op    Op
	wf    int
	conf  int
}{
	{"stride1", func(i int) uint64 { return 4 * uint64(i) }, full, 4, Load, 1, 0},
	{"stride2", func(i int) uint64 { return 8 * uint64(i) }, full, 4, Load, 2, 1},
	{"stride3", func(i int) uint64 { return 12 * uint64(i) }, full, 4, Load, 1, 0},
	{"stride4", func(i int) uint64 { return 16 * uint64(i) }, full, 4, Load, 4, 3},
	{"stride8", func(i int) uint64 { return 32 * uint64(i) }, full, 4, Load, 8, 7},
	{"stride16", func(i int) uint64 { return 64 * uint64(i) }, full, 4, Load, 16, 15},
	{"stride32", func(i int) uint64 { return 128 * uint64(i) }, full, 4, Load, 32, 31},
	{"stride33", func(i int) uint64 { return 132 * uint64(i) }, full, 4, Load, 1, 0},
	{"broadcast", func(i int) uint64 { return 0 }, full, 4, Load, 1, 0},
	{"multicast i mod 16", func(i int) uint64 { return 4 * uint64(i%16) }, full, 4, Load, 1, 0},
	{"multicast 128*(i mod 4)", func(i int) uint64 { return 128 * uint64(i%4) }, full, 4, Load, 4, 3},
	// A hashed multicast: lanes pick words (7i mod 11) + 32*(i mod 3); banks 0..10
	// see words from up to 3 rows.
	{"hashed multicast", func(i int) uint64 { return 4 * (uint64(7*i%11) + 32*uint64(i%3)) }, full, 4, Load, 3, 2},
	{"byte loads", func(i int) uint64 { return uint64(i) }, full, 1, Load, 1, 0},
	{"byte loads stride 128", func(i int) uint64 { return 128 * uint64(i) }, full, 1, Load, 32, 31},
	{"short loads", func(i int) uint64 { return 2 * uint64(i) }, full, 2, Load, 1, 0},
	{"same-word store", func(i int) uint64 { return 0 }, full, 4, Store, 1, 0},
	{"store stride2", func(i int) uint64 { return 8 * uint64(i) }, full, 4, Store, 2, 1},
	{"half warp stride1", func(i int) uint64 { return 4 * uint64(i) }, 0x0000ffff, 4, Load, 1, 0},
	{"half warp stride2", func(i int) uint64 { return 8 * uint64(i) }, 0x0000ffff, 4, Load, 1, 0},
	{"half warp stride4", func(i int) uint64 { return 16 * uint64(i) }, 0xffff0000, 4, Load, 2, 1},
	{"64 8i", func(i int) uint64 { return 8 * uint64(i) }, full, 8, Load, 2, 0},
	{"64 16i", func(i int) uint64 { return 16 * uint64(i) }, full, 8, Load, 4, 2},
	{"64 128i", func(i int) uint64 { return 128 * uint64(i) }, full, 8, Load, 32, 30},
	{"64 all 0", func(i int) uint64 { return 0 }, full, 8, Load, 1, 0},
	{"64 8*(i/2)", func(i int) uint64 { return 8 * uint64(i/2) }, full, 8, Load, 1, 0},
	{"64 8*(i mod 16)", func(i int) uint64 { return 8 * uint64(i%16) }, full, 8, Load, 2, 0},
	{"64 8*(i mod 4)", func(i int) uint64 { return 8 * uint64(i%4) }, full, 8, Load, 2, 0},
	{"64 8*(i mod 2)", func(i int) uint64 { return 8 * uint64(i%2) }, full, 8, Load, 1, 0},
	{"64 lanes 0-7 and 16-23", func(i int) uint64 { return 8 * uint64(i) }, 0x00ff00ff, 8, Load, 2, 0},
	{"64 lanes 0-15", func(i int) uint64 { return 8 * uint64(i) }, 0x0000ffff, 8, Load, 1, 0},
	{"128 16i", func(i int) uint64 { return 16 * uint64(i) }, full, 16, Load, 4, 0},
	{"128 32i", func(i int) uint64 { return 32 * uint64(i) }, full, 16, Load, 8, 4},
	{"128 128i", func(i int) uint64 { return 128 * uint64(i) }, full, 16, Load, 32, 28},
	{"128 all 0", func(i int) uint64 { return 0 }, full, 16, Load, 2, 0},
	{"128 16*(i/4)", func(i int) uint64 { return 16 * uint64(i/4) }, full, 16, Load, 2, 0},
	{"128 16*(i mod 8)", func(i int) uint64 { return 16 * uint64(i%8) }, full, 16, Load, 4, 0},
	{"128 144i", func(i int) uint64 { return 144 * uint64(i) }, full, 16, Load, 4, 0},
	{"128 16i lanes 0-7", func(i int) uint64 { return 16 * uint64(i) }, 0x000000ff, 16, Load, 1, 0},
	{"STS.32 all 0", func(i int) uint64 { return 0 }, full, 4, Store, 1, 0},
	{"STS.64 all 0", func(i int) uint64 { return 0 }, full, 8, Store, 2, 0},
	{"STS.128 all 0", func(i int) uint64 { return 0 }, full, 16, Store, 4, 0},
	{"ATOMS all 0", func(i int) uint64 { return 0 }, full, 4, Atomic, 32, 31},
	{"ATOMS 4*(i/2)", func(i int) uint64 { return 4 * uint64(i/2) }, full, 4, Atomic, 2, 1},
	{"ATOMS 4i", func(i int) uint64 { return 4 * uint64(i) }, full, 4, Atomic, 1, 0},
}

func TestCount(t *testing.T) {
	var c Counter
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a := lanes(tc.addr)
			r := c.Count(a, tc.mask, tc.width, tc.op)
			if r.Wavefronts != tc.wf || r.Conflicts() != tc.conf {
				t.Errorf("Count: wavefronts %d conflicts %d, want %d %d", r.Wavefronts, r.Conflicts(), tc.wf, tc.conf)
			}
			if d := Explain(a, tc.mask, tc.width, tc.op); d.Result != r {
				t.Errorf("Explain %+v disagrees with Count %+v", d.Result, r)
			}
		})
	}
}

func TestBankWordsLDS128Broadcast(t *testing.T) {
	// Measured: LDS.128 broadcast moves 2 wavefronts × 4 words = 8 bank reads.
	var c Counter
	if r := c.Count(lanes(func(int) uint64 { return 0 }), full, 16, Load); r.Words != 8 {
		t.Errorf("words = %d, want 8", r.Words)
	}
}

func TestExplainWaves(t *testing.T) {
	// 2-way conflict: lanes 0..15 take words in banks 0,2,..,30 of row 0; lanes
	// 16..31 the same banks in row 1, so they wait for the second wavefront.
	d := Explain(lanes(func(i int) uint64 { return 8 * uint64(i) }), full, 4, Load)
	for i := 0; i < 32; i++ {
		want := uint8(0)
		if i >= 16 {
			want = 1
		}
		if d.Wave[i] != want || d.Bank[i] != uint8(2*i%32) {
			t.Fatalf("lane %d: wave %d bank %d, want %d %d", i, d.Wave[i], d.Bank[i], want, 2*i%32)
		}
	}
}

// Random patterns: Count (with its fast paths) must equal the reference
// Explain, and CountAffine must equal Count.
func TestCountMatchesExplainRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var c Counter
	widths := []uint8{1, 2, 4, 8, 16}
	for k := 0; k < 5000; k++ {
		w := widths[r.IntN(len(widths))]
		op := Op(r.IntN(3))
		var a [32]uint64
		span := uint64(1 << r.IntN(12))
		for i := range a {
			a[i] = (r.Uint64N(span) + 1) / uint64(w) * uint64(w)
		}
		if r.IntN(3) == 0 { // pair-uniform patterns
			for i := 1; i < 32; i += 2 {
				a[i] = a[i-1]
			}
		}
		mask := r.Uint32()
		if r.IntN(2) == 0 {
			mask = full
		}
		got := c.Count(&a, mask, w, op)
		if want := Explain(&a, mask, w, op).Result; got != want {
			t.Fatalf("case %d w=%d op=%d mask=%x addr=%v: Count %+v, Explain %+v", k, w, op, mask, a, got, want)
		}
	}
	for k := 0; k < 2000; k++ {
		w := widths[r.IntN(len(widths))]
		op := Op(r.IntN(3))
		base := uint64(r.IntN(64)) * uint64(w)
		stride := int64(r.IntN(70)-3) * int64(w)
		if r.IntN(4) == 0 {
			stride = int64(w)
		}
		a := lanes(func(i int) uint64 { return uint64(int64(base) + 1024 + int64(i)*stride) })
		got := c.CountAffine(a, a[0], stride, w, op)
		if want := c.Count(a, full, w, op); got != want {
			t.Fatalf("affine base %d stride %d w %d op %d: %+v, want %+v", a[0], stride, w, op, got, want)
		}
	}
}

// StridedClosedForm must give Count's answer wherever it gives one, for
// any mask, and give one for every load and store of at most a word at
// whole-word steps (the engine counts those without the memory system).
func TestStridedClosedFormMatchesCount(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var c Counter
	widths := []uint8{1, 2, 4, 8, 16}
	masks := []uint32{0, 1, 0x80000000, 0xffff, 0xff, 0xf, 0x3, 0x55555555, 0xaaaaaaaa, full}
	answered := 0
	for k := 0; k < 20000; k++ {
		w := widths[r.IntN(len(widths))]
		op := Op(r.IntN(3))
		base := uint64(r.IntN(256)) * uint64(min(w, 4))
		stride := int64(r.IntN(140)-70) * int64(min(w, 4))
		mask := r.Uint32()
		if r.IntN(2) == 0 {
			mask = masks[r.IntN(len(masks))]
		}
		a := lanes(func(i int) uint64 { return uint64(int64(base) + 4096 + int64(i)*stride) })
		got, ok := StridedClosedForm(a[0], stride, mask, w, op)
		wordShape := op != Atomic && w <= WordBytes && a[0]%WordBytes == 0 && stride%WordBytes == 0
		if wordShape && !ok {
			t.Fatalf("base %d stride %d w %d op %d mask %x: no closed form", a[0], stride, w, op, mask)
		}
		if !ok {
			continue
		}
		answered++
		if want := c.Count(a, mask, w, op); got != want {
			t.Fatalf("base %d stride %d w %d op %d mask %x: %+v, want %+v", a[0], stride, w, op, mask, got, want)
		}
	}
	if answered < 2000 {
		t.Fatalf("only %d of 20000 shapes had a closed form", answered)
	}
}

func BenchmarkCount(b *testing.B) {
	for _, tc := range []struct {
		name  string
		addr  func(int) uint64
		width uint8
	}{
		{"stride1", func(i int) uint64 { return 4 * uint64(i) }, 4},
		{"conflict32", func(i int) uint64 { return 128 * uint64(i) }, 4},
		{"float4", func(i int) uint64 { return 16 * uint64(i) }, 16},
	} {
		a := lanes(tc.addr)
		var c Counter
		b.Run(fmt.Sprint(tc.name), func(b *testing.B) {
			for b.Loop() {
				c.Count(a, full, tc.width, Load)
			}
		})
	}
}
