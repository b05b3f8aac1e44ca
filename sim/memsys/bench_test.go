package memsys

import (
	"reflect"
	"testing"
	"time"
)

func benchObserve(b *testing.B, a *Access) {
	s := New(DefaultConfig())
	s.BeginLaunch("k", [3]int{}, [3]int{}, TraceOptions{})
	b.ReportAllocs()
	var o Outcome
	for b.Loop() {
		s.ObserveOutcome(a, &o) // as the engine calls it
	}
}

func BenchmarkObserve(b *testing.B) {
	b.Run("coalesced-load", func(b *testing.B) {
		benchObserve(b, acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4*uint64(i) }))
	})
	b.Run("strided-load", func(b *testing.B) { // a column: 32 lines
		benchObserve(b, acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 1024*uint64(i) }))
	})
	b.Run("strided-load-scattered", func(b *testing.B) { // stride 33 floats: not line-aligned
		benchObserve(b, acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 132*uint64(i) }))
	})
	b.Run("broadcast-load", func(b *testing.B) {
		benchObserve(b, acc(Global, Load, 4, full, func(i int) uint64 { return gbase }))
	})
	// The engine's affine loads: the shape hint and the row starts only
	// (rows.go's fast path).
	hinted := func(a *Access, rowLanes uint8, stride int64) *Access {
		a.Stride, a.RowStarts = stride, true
		if rowLanes == 32 {
			a.Affine = true
		} else {
			a.RowLanes = rowLanes
		}
		return a
	}
	b.Run("coalesced-load-hinted", func(b *testing.B) {
		benchObserve(b, hinted(acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4*uint64(i) }), 32, 4))
	})
	b.Run("two-rows-load-hinted", func(b *testing.B) { // a 16-wide 2D block reading its rows
		benchObserve(b, hinted(acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4*uint64(i%16) + 1024*uint64(i/16) }), 16, 4))
	})
	b.Run("two-rows-broadcast-hinted", func(b *testing.B) { // A[row][k] of the naive SGEMM
		benchObserve(b, hinted(acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 1024*uint64(i/16) }), 16, 0))
	})
	b.Run("shared-conflict32", func(b *testing.B) {
		benchObserve(b, acc(Shared, Load, 4, full, func(i int) uint64 { return 128 * uint64(i) }))
	})
	b.Run("shared-conflict32-nonaffine", func(b *testing.B) {
		benchObserve(b, acc(Shared, Load, 4, full, func(i int) uint64 { return 128 * uint64(i^1) }))
	})
	b.Run("shared-stride1", func(b *testing.B) {
		benchObserve(b, acc(Shared, Load, 4, full, func(i int) uint64 { return 4 * uint64(i) }))
	})
}

// naiveMatmul plays the memory accesses of the naive n×n SGEMM with 16×16
// blocks, C[row][col] = Σ_k A[row][k]·B[k][col]: per warp and k one load of A
// (two rows: lanes 0-15 and 16-31) and one of B (16 floats read by both
// half-warps), then one store of C. It returns the number of accesses.
func naiveMatmul(s *System, n int) int { return naiveMatmulHinted(s, n, false) }

// naiveMatmulHinted is naiveMatmul, with the loads given as the engine's
// affine loads give them when hinted is set: the RowLanes hint and the row
// starts only.
func naiveMatmulHinted(s *System, n int, hinted bool) int {
	const A, B, C = gbase, gbase + 1<<26, gbase + 2<<26
	var a Access
	a.Width, a.Mask, a.Space = 4, full, Global
	count := 0
	blocks := n / 16
	for by := 0; by < blocks; by++ {
		for bx := 0; bx < blocks; bx++ {
			blk := by*blocks + bx
			for w := 0; w < 8; w++ {
				row0 := by*16 + 2*w
				col0 := bx * 16
				a.Block, a.Warp, a.SM = blk, w, blk%132
				for k := 0; k < n; k++ {
					a.Op, a.Line = Load, 5
					if hinted { // the row starts and the hint, as the engine gives them
						a.RowLanes, a.Stride, a.RowStarts = 16, 0, true
						a.Addr[0], a.Addr[16] = A+uint64(4*(row0*n+k)), A+uint64(4*((row0+1)*n+k))
					} else {
						for i := 0; i < 32; i++ {
							a.Addr[i] = A + uint64(4*((row0+i/16)*n+k))
						}
					}
					s.Observe(&a)
					a.Line = 6
					if hinted {
						a.Stride, a.RowStarts = 4, true
						a.Addr[0], a.Addr[16] = B+uint64(4*(k*n+col0)), B+uint64(4*(k*n+col0))
					} else {
						for i := 0; i < 32; i++ {
							a.Addr[i] = B + uint64(4*(k*n+col0+i%16))
						}
					}
					s.Observe(&a)
					count += 2
				}
				a.Op, a.Line, a.RowLanes, a.RowStarts = Store, 8, 0, false
				for i := 0; i < 32; i++ {
					a.Addr[i] = C + uint64(4*((row0+i/16)*n+col0+i%16))
				}
				s.Observe(&a)
				count++
			}
		}
	}
	return count
}

func BenchmarkNaiveMatmul256(b *testing.B) {
	for _, hinted := range []bool{false, true} {
		name := "addresses"
		if hinted {
			name = "rowlanes-hint"
		}
		b.Run(name, func(b *testing.B) {
			s := New(DefaultConfig())
			for b.Loop() {
				s.BeginLaunch("matmul", [3]int{16, 16, 1}, [3]int{16, 16, 1}, TraceOptions{})
				naiveMatmulHinted(s, 256, hinted)
				s.EndLaunch()
			}
		})
	}
}

// TestNaiveMatmulCounts checks the counters of the whole naive SGEMM at 64³
// against hand-derived values and logs the time per access at 256³.
func TestNaiveMatmulCounts(t *testing.T) {
	s := New(DefaultConfig())
	s.BeginLaunch("matmul", [3]int{4, 4, 1}, [3]int{16, 16, 1}, TraceOptions{})
	n := naiveMatmul(s, 64)
	m, lines, _ := s.EndLaunch()
	warps := 64 * 64 / 32
	if n != warps*(2*64+1) {
		t.Fatalf("%d accesses", n)
	}
	// A: two rows → 2 sectors per load; B: 16 contiguous floats = 2 sectors.
	if got := lines[5][ldSec]; got != float64(warps*64*2) {
		t.Errorf("A sectors %v", got)
	}
	if got := lines[6][ldSec]; got != float64(warps*64*2) {
		t.Errorf("B sectors %v", got)
	}
	// C stores: two half-rows of 64 B → 4 sectors in 2 lines.
	if m[stSec] != float64(warps*4) || m[l2WrReq] != float64(warps*2) {
		t.Errorf("C: %v sectors %v L2 requests", m[stSec], m[l2WrReq])
	}
	// Everything fits in the L2: each of A's and B's 16 KiB is read from DRAM once.
	if m[dramRdB] != launchB+2*64*64*4 {
		t.Errorf("DRAM read %v B", m[dramRdB])
	}
	if testing.Short() {
		return
	}
	s2 := New(DefaultConfig())
	s2.BeginLaunch("matmul", [3]int{16, 16, 1}, [3]int{16, 16, 1}, TraceOptions{})
	start := time.Now()
	n = naiveMatmul(s2, 256)
	el := time.Since(start)
	s2.EndLaunch()
	t.Logf("naive 256³ SGEMM: %d accesses in %v (%.1f ns per access, including building the addresses)", n, el, float64(el.Nanoseconds())/float64(n))
}

// TestNaiveMatmulHintsAgree checks that the hinted accesses of the
// benchmark, row starts only, count exactly what the full addresses count.
func TestNaiveMatmulHintsAgree(t *testing.T) {
	var got [2]map[string]float64
	for i, hinted := range []bool{false, true} {
		s := New(DefaultConfig())
		s.BeginLaunch("matmul", [3]int{4, 4, 1}, [3]int{16, 16, 1}, TraceOptions{})
		naiveMatmulHinted(s, 64, hinted)
		got[i], _, _ = s.EndLaunch()
	}
	if !reflect.DeepEqual(got[0], got[1]) {
		t.Fatalf("hinted counters differ:\n%v\n%v", got[0], got[1])
	}
}
