package sectors

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

const full = ^uint32(0)

func lanes(f func(i int) uint64) *[32]uint64 {
	var a [32]uint64
	for i := range a {
		a[i] = f(i)
	}
	return &a
}

func mustNew(t testing.TB) *Set {
	s, err := New(32, 128)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

type tcase struct {
	name           string
	addr           func(i int) uint64
	mask           uint32
	width          int
	sectors, lines int
}

// Global loads as measured on an H200 (hardware-facts §3.1) and the course's
// offset/stride/vector patterns. base is 1 MiB so the arrays are line-aligned,
// as cudaMalloc's are.
func globalCases() []tcase {
	const base = 1 << 20
	cs := []tcase{
		{"offset 0", func(i int) uint64 { return base + 4*uint64(i) }, full, 4, 4, 1},
		{"offset 1 float", func(i int) uint64 { return base + 4 + 4*uint64(i) }, full, 4, 5, 2},
		{"offset 8 floats", func(i int) uint64 { return base + 32 + 4*uint64(i) }, full, 4, 4, 2},
		{"offset 31 floats", func(i int) uint64 { return base + 124 + 4*uint64(i) }, full, 4, 5, 2},
		{"same word", func(i int) uint64 { return base }, full, 4, 1, 1},
		{"16 lanes", func(i int) uint64 { return base + 4*uint64(i) }, 0xffff, 4, 2, 1},
		{"float2", func(i int) uint64 { return base + 8*uint64(i) }, full, 8, 8, 2},
		{"double", func(i int) uint64 { return base + 8*uint64(i) }, full, 8, 8, 2},
		{"float4", func(i int) uint64 { return base + 16*uint64(i) }, full, 16, 16, 4},
		{"float4 offset 16 B", func(i int) uint64 { return base + 16 + 16*uint64(i) }, full, 16, 17, 5},
		{"column of 256-float rows", func(i int) uint64 { return base + 1024*uint64(i) }, full, 4, 32, 32},
		{"bytes", func(i int) uint64 { return base + uint64(i) }, full, 1, 1, 1},
	}
	for k := 2; k <= 33; k++ {
		sectors := min(32, 31*k/8+1)
		lines := min(32, k)
		cs = append(cs, tcase{fmt.Sprintf("stride %d floats", k), func(i int) uint64 { return base + 4*uint64(k*i) }, full, 4, sectors, lines})
	}
	return cs
}

func TestGlobalCoalescing(t *testing.T) {
	s := mustNew(t)
	for _, tc := range globalCases() {
		s.Collect(lanes(tc.addr), tc.mask, tc.width, 1, 0)
		if s.Sectors() != tc.sectors || len(s.Lines()) != tc.lines {
			t.Errorf("%s: %d sectors %d lines, want %d %d", tc.name, s.Sectors(), len(s.Lines()), tc.sectors, tc.lines)
		}
	}
}

// Local memory: 4-byte words interleaved across the 32 lanes, so a lane's
// 8-byte value is two words 128 bytes apart (hardware-facts §3.5).
func TestLocalInterleaved(t *testing.T) {
	s := mustNew(t)
	const frame = 1 << 30
	same := lanes(func(i int) uint64 { return frame + 3*256 + 4*uint64(i) })
	for _, tc := range []struct {
		width, sectors int
	}{{4, 4}, {8, 8}, {16, 16}} {
		s.Collect(same, full, 4, tc.width/4, 128)
		if s.Sectors() != tc.sectors {
			t.Errorf("same index, %d B: %d sectors, want %d", tc.width, s.Sectors(), tc.sectors)
		}
	}
	// Each lane a different element of a double array: 2 sectors per lane.
	diff := lanes(func(i int) uint64 { return frame + uint64(i)*2*128*3 + 4*uint64(i) })
	s.Collect(diff, full, 4, 2, 128)
	if s.Sectors() != 64 {
		t.Errorf("lane-dependent LDL.64: %d sectors, want 64", s.Sectors())
	}
	s.Collect(diff, full, 4, 1, 128)
	if s.Sectors() != 32 {
		t.Errorf("lane-dependent LDL.32: %d sectors, want 32", s.Sectors())
	}
}

func TestLinesAndLanes(t *testing.T) {
	s := mustNew(t)
	s.Collect(lanes(func(i int) uint64 { return 4 + 4*uint64(i) }), full, 4, 1, 0)
	want := []Line{{Num: 0, Sectors: 0b1111, Lanes: 0x7fffffff}, {Num: 1, Sectors: 0b0001, Lanes: 0x80000000}}
	got := s.Lines()
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Errorf("lines %+v, want %+v", got, want)
	}
}

// CollectRange is the closed form of a contiguous access; it must agree with
// Collect, and Collect must agree with a brute-force count.
func TestRandomAgainstBruteForce(t *testing.T) {
	s := mustNew(t)
	r := rand.New(rand.NewPCG(3, 4))
	for k := 0; k < 3000; k++ {
		w := []int{1, 2, 4, 8, 16}[r.IntN(5)]
		span := uint64(1) << r.IntN(14)
		a := lanes(func(int) uint64 { return r.Uint64N(span) / uint64(w) * uint64(w) })
		mask := r.Uint32()
		s.Collect(a, mask, w, 1, 0)
		seen := map[uint64]bool{}
		for i := 0; i < 32; i++ {
			if mask&(1<<i) != 0 {
				for b := a[i]; b < a[i]+uint64(w); b++ {
					seen[b/32] = true
				}
			}
		}
		if s.Sectors() != len(seen) {
			t.Fatalf("case %d: %d sectors, brute force %d", k, s.Sectors(), len(seen))
		}
		lo := r.Uint64N(1 << 20)
		n := uint64(w * 32)
		s.CollectRange(lo, n, full)
		gotS, gotL := s.Sectors(), len(s.Lines())
		s.Collect(lanes(func(i int) uint64 { return lo + uint64(i*w) }), full, w, 1, 0)
		if gotS != s.Sectors() || gotL != len(s.Lines()) {
			t.Fatalf("range at %d len %d: %d/%d, Collect %d/%d", lo, n, gotS, gotL, s.Sectors(), len(s.Lines()))
		}
	}
}

func TestNewRejectsBadGeometry(t *testing.T) {
	for _, g := range [][2]int{{0, 128}, {32, 100}, {64, 32}, {4, 128}} {
		if _, err := New(g[0], g[1]); err == nil {
			t.Errorf("New(%d, %d) accepted", g[0], g[1])
		}
	}
}

func BenchmarkCollect(b *testing.B) {
	s := mustNew(b)
	co := lanes(func(i int) uint64 { return 4 * uint64(i) })
	st := lanes(func(i int) uint64 { return 1024 * uint64(i) })
	b.Run("coalesced", func(b *testing.B) {
		for b.Loop() {
			s.Collect(co, full, 4, 1, 0)
		}
	})
	b.Run("strided", func(b *testing.B) {
		for b.Loop() {
			s.Collect(st, full, 4, 1, 0)
		}
	})
	b.Run("range", func(b *testing.B) {
		for b.Loop() {
			s.CollectRange(0, 128, full)
		}
	})
}

func TestCollectAffineMatchesCollect(t *testing.T) {
	s := mustNew(t)
	r := rand.New(rand.NewPCG(5, 6))
	for k := 0; k < 5000; k++ {
		w := uint64([]int{1, 2, 4, 8, 16}[r.IntN(5)])
		base := 1<<30 + r.Uint64N(4096)/w*w
		stride := int64(r.IntN(80)-40) * int64(w)
		switch r.IntN(4) {
		case 0:
			stride = int64(w)
		case 1:
			stride = int64(r.IntN(9)-4) * 128
		}
		if !s.CollectAffine(base, stride, w) {
			continue
		}
		got := append([]Line(nil), s.Lines()...)
		s.Collect(lanes(func(i int) uint64 { return uint64(int64(base) + int64(i)*stride) }), full, int(w), 1, 0)
		if err := sameLines(got, s.Lines()); err != nil {
			t.Fatalf("base %d stride %d w %d: %v", base, stride, w, err)
		}
	}
}

func TestCollectSegmentsMatchesCollect(t *testing.T) {
	s := mustNew(t)
	r := rand.New(rand.NewPCG(7, 8))
	for k := 0; k < 3000; k++ {
		w := uint64([]int{1, 2, 4, 8, 16}[r.IntN(5)])
		seg := []int{4, 8, 16, 32}[r.IntN(4)]
		stride := []int64{0, int64(w)}[r.IntN(2)]
		var a [32]uint64
		for j := 0; j < 32; j += seg {
			base := r.Uint64N(1<<12) / w * w
			for t := 0; t < seg; t++ {
				a[j+t] = base + uint64(int64(t)*stride)
			}
		}
		if !s.CollectSegments(&a, seg, stride, w) {
			t.Fatal("refused a supported shape")
		}
		got := append([]Line(nil), s.Lines()...)
		s.Collect(&a, full, int(w), 1, 0)
		if err := sameLines(got, s.Lines()); err != nil {
			t.Fatalf("seg %d stride %d w %d: %v", seg, stride, w, err)
		}
	}
}

// sameLines reports how a fast path's lines differ from Collect's: the same
// lines in the same order (the caches see them in that order) with the same
// sectors, and lanes that include Collect's (the trace narrows them per
// sector).
func sameLines(got, want []Line) error {
	if len(got) != len(want) {
		return fmt.Errorf("%d lines, Collect %d: %+v vs %+v", len(got), len(want), got, want)
	}
	for i := range got {
		g, w := got[i], want[i]
		if g.Num != w.Num || g.Sectors != w.Sectors || w.Lanes&^g.Lanes != 0 {
			return fmt.Errorf("line %d is %+v, Collect %+v", i, g, w)
		}
	}
	return nil
}

func TestMarkFull(t *testing.T) {
	s := mustNew(t)
	cases := []struct {
		name  string
		addr  func(i int) uint64
		mask  uint32
		width int
		full  []uint8 // per line, in order of first touch
	}{
		{"contiguous floats", func(i int) uint64 { return 4 * uint64(i) }, full, 4, []uint8{0b1111}},
		{"offset 1 float", func(i int) uint64 { return 4 + 4*uint64(i) }, full, 4, []uint8{0b1110, 0b0000}},
		{"even words", func(i int) uint64 { return 8 * uint64(i) }, full, 4, []uint8{0, 0}},
		{"half warp", func(i int) uint64 { return 4 * uint64(i) }, 0xffff, 4, []uint8{0b0011}},
		{"float4 lanes 0-1", func(i int) uint64 { return 16 * uint64(i) }, 0b11, 16, []uint8{0b0001}},
		{"bytes", func(i int) uint64 { return uint64(i) }, full, 1, []uint8{0b0001}},
	}
	for _, c := range cases {
		a := lanes(c.addr)
		s.Collect(a, c.mask, c.width, 1, 0)
		s.MarkFull(a, c.mask, c.width, 1, 0)
		got := s.Lines()
		if len(got) != len(c.full) {
			t.Fatalf("%s: %d lines", c.name, len(got))
		}
		for i, l := range got {
			if l.Full != c.full[i] {
				t.Errorf("%s: line %d full %04b, want %04b", c.name, i, l.Full, c.full[i])
			}
		}
	}
}

// MarkFull after the closed-form paths, which store lines without the index.
func TestMarkFullAfterAffine(t *testing.T) {
	s := mustNew(t)
	col := lanes(func(i int) uint64 { return 4096 * uint64(i) })
	if !s.CollectAffine(col[0], 4096, 4) {
		t.Fatal("column refused")
	}
	s.MarkFull(col, full, 4, 1, 0)
	if len(s.Lines()) != 32 {
		t.Fatalf("MarkFull added lines: %d", len(s.Lines()))
	}
	for _, l := range s.Lines() {
		if l.Full != 0 || l.Sectors != 1 {
			t.Fatalf("line %+v", l)
		}
	}
}

// TestMarkFullTopOfAddressSpace: the sector after the last one of the
// address space is 0; MarkFull must not take it for a sector it covers
// (it used to index past the collected lines and panic).
func TestMarkFullTopOfAddressSpace(t *testing.T) {
	s := mustNew(t)
	var addr [32]uint64
	for i := range addr {
		addr[i] = ^uint64(0) - 31 + uint64(i) // the last 32 bytes: one whole sector
	}
	s.Collect(&addr, ^uint32(0), 1, 1, 0)
	s.MarkFull(&addr, ^uint32(0), 1, 1, 0)
	if l := s.Lines(); len(l) != 1 || l[0].Sectors != 8 || l[0].Full != 8 {
		t.Fatalf("lines %+v", l)
	}
}
