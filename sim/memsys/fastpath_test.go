package memsys

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// shapedAccesses is a reproducible stream of accesses in the shapes the
// fast paths look for and the near misses around them: rows of 1 to 32
// lanes (often with the engine's Affine or RowLanes hint), strides of 0, the
// width, other multiples of it and negative ones, row starts aligned,
// misaligned, repeated, overlapping and crossing lines, full and partial
// masks, in every space and op. Rows are drawn from a few buffers so that
// the caches hit, miss and evict.
func shapedAccesses(seed uint64, n int) []*Access {
	r := rand.New(rand.NewPCG(seed, 2026))
	out := make([]*Access, n)
	for k := range out {
		w := []uint8{1, 2, 4, 8, 16}[r.IntN(5)]
		seg := []int{1, 2, 4, 8, 16, 32, 32}[r.IntN(7)]
		var stride int64
		switch r.IntN(6) {
		case 0:
			stride = 0
		case 1, 2:
			stride = int64(w)
		case 3:
			stride = -int64(w)
		case 4:
			stride = int64(r.IntN(9)) * int64(w)
		default:
			stride = int64(r.IntN(64) - 32)
		}
		buf := gbase + uint64(r.IntN(6))<<20
		first := buf + r.Uint64N(1<<14)
		if r.IntN(2) == 0 {
			first = first / uint64(w) * uint64(w)
		}
		rowGap := uint64(r.IntN(4)) * uint64(r.IntN(600))
		a := &Access{Space: Global, Op: Load, Width: w, Mask: full, Line: 1 + r.IntN(6),
			SM: r.IntN(3), Block: r.IntN(3), Warp: r.IntN(4), BypassL1: r.IntN(8) == 0}
		switch x := r.IntN(20); {
		case x < 3:
			a.Op = Store
		case x < 4:
			a.Op = Op(2 + r.IntN(2))
		case x < 5:
			a.Space = Space(1 + r.IntN(3))
			if a.Space == Shared {
				first &= 1<<14 - 1
			}
		}
		for j := 0; j < 32; j += seg {
			row := first + uint64(j/seg)*rowGap
			if r.IntN(8) == 0 { // a row elsewhere: not a grid
				row = buf + r.Uint64N(1<<14)
			}
			for t := 0; t < seg; t++ {
				a.Addr[j+t] = uint64(int64(row) + int64(t)*stride)
			}
		}
		if r.IntN(10) == 0 {
			a.Mask = r.Uint32() | 1
		}
		if a.Mask == full && r.IntN(3) > 0 {
			if seg == 32 {
				a.Affine, a.Stride = true, stride
			} else {
				a.RowLanes, a.Stride = uint8(seg), stride
			}
		}
		out[k] = a
	}
	return out
}

// TestFastPathsAgree plays random accesses through a memory system with its
// shortcuts (shape detection and hints, closed-form sectors and bytes, the
// row fast paths, affine banks) and through one with all of them off: every
// Outcome, every counter of the launch and of each line, and the trace must
// be the same.
func TestFastPathsAgree(t *testing.T) {
	for seed := range uint64(6) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			fast, ref := New(DefaultConfig()), New(DefaultConfig())
			ref.general = true
			trace := TraceOptions{Blocks: []int{1}, MaxRecords: 1 << 20}
			if seed%2 == 1 { // the trace fills up: dropped records are counted too
				trace.MaxRecords = 500
			}
			fast.BeginLaunch("k", [3]int{3}, [3]int{128}, trace)
			ref.BeginLaunch("k", [3]int{3}, [3]int{128}, trace)
			rows, pairs, starts := 0, 0, 0
			r := rand.New(rand.NewPCG(seed, 7))
			for i, a := range shapedAccesses(seed, 20000) {
				if _, ok := fast.loadRows(a); ok {
					rows++
					// rowPairLoad takes the rows of 32 and 16 lanes
					// that loadRows takes.
					if seg, _ := fast.shape(a); seg >= 16 {
						pairs++
					}
				}
				// Half the hinted accesses reach the fast system with their
				// row starts only, the other lanes garbage: they must never
				// be read before FillRows.
				fa := *a
				if (a.Affine || a.RowLanes > 0) && r.IntN(2) == 0 {
					fa.RowStarts = true
					scrambleRows(&fa, r)
					starts++
				}
				got, want := fast.Observe(&fa), ref.Observe(a)
				if got != want {
					t.Fatalf("access %d %+v:\nfast path %+v\ngeneral   %+v", i, a, got, want)
				}
			}
			if starts < 2000 {
				t.Fatalf("only %d accesses came as row starts", starts)
			}
			m1, l1, t1 := fast.EndLaunch()
			m2, l2, t2 := ref.EndLaunch()
			if !reflect.DeepEqual(m1, m2) {
				t.Fatalf("launch metrics differ:\n%v\n%v", m1, m2)
			}
			if !reflect.DeepEqual(l1, l2) {
				t.Fatal("per-line metrics differ")
			}
			if !reflect.DeepEqual(t1, t2) {
				t.Fatal("traces differ")
			}
			// The stream must exercise the fast path, not only the fallbacks.
			if rows < 2000 || pairs < 1000 || rows-pairs < 200 {
				t.Fatalf("of 20000 accesses, %d took the row fast paths, %d of them rowPairLoad", rows, pairs)
			}
		})
	}
}

// scrambleRows overwrites every lane of a hinted access but its row starts.
func scrambleRows(a *Access, r *rand.Rand) {
	n := 32
	if !a.Affine {
		n = int(a.RowLanes)
	}
	for l := range a.Addr {
		if l%n != 0 {
			a.Addr[l] = r.Uint64()
		}
	}
}

// TestFillRows checks that FillRows rebuilds the lanes a hint implies, and
// leaves accesses without RowStarts or without a valid hint alone.
func TestFillRows(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, a := range shapedAccesses(9, 3000) {
		b := *a
		b.RowStarts = true
		valid := a.Affine || a.RowLanes > 0
		if valid {
			scrambleRows(&b, r)
		}
		b.FillRows()
		if b.RowStarts || b.Addr != a.Addr {
			t.Fatalf("FillRows of %+v gave %+v", a, b)
		}
	}
	a := Access{RowLanes: 3, RowStarts: true, Addr: [32]uint64{1, 2, 3}}
	want := a.Addr
	a.FillRows()
	if a.Addr != want || a.RowStarts {
		t.Fatalf("an invalid hint changed the addresses: %+v", a)
	}
}
