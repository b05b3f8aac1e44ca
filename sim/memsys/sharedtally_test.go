package memsys

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// A launch whose untraced strided shared loads and stores are counted by
// a SharedTally (sent through its binary form, as to another thread) and
// skipped, the rest observed, ends with the counters, line counters and
// trace of one that observed them all.
func TestSharedTallyCountsAsObserving(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	trace := TraceOptions{Blocks: []int{1}, Warps: []int{0, 2}}
	all, some := New(DefaultConfig()), New(DefaultConfig())
	all.BeginLaunch("k", [3]int{4, 1, 1}, [3]int{128, 1, 1}, trace)
	some.BeginLaunch("k", [3]int{4, 1, 1}, [3]int{128, 1, 1}, trace)
	var tally SharedTally
	pending, tallied := 0, 0
	var out Outcome
	var prev Access
	var prevStride int64
	for i := 0; i < 3000; i++ {
		a := &Access{Space: Shared, Op: Op(r.IntN(2)), Width: []uint8{1, 2, 4, 8}[r.IntN(4)],
			Mask: r.Uint32(), Line: r.IntN(12) - 1, Block: r.IntN(4), Warp: r.IntN(4)}
		if r.IntN(2) == 0 {
			a.Mask = ^uint32(0)
		}
		switch r.IntN(8) {
		case 0:
			a.Space = Global
		case 1:
			a.Op = Atomic
		}
		base, stride := uint64(4*r.IntN(512)), int64(4*(r.IntN(80)-40))
		if r.IntN(10) == 0 {
			stride++ // not whole words apart
		}
		if r.IntN(2) == 0 { // the shape again at another base, as a warp's accesses come
			a.Op, a.Width, a.Mask, stride = prev.Op, prev.Width, prev.Mask, prevStride
		}
		prev, prevStride = *a, stride
		for l := range a.Addr {
			a.Addr[l] = uint64(int64(base) + 8192 + int64(l)*stride)
		}
		if a.Space == Global {
			a.Addr[0] += 1 << 32
			for l := range a.Addr {
				a.Addr[l] = a.Addr[0] + uint64(l)*4
			}
		}
		b := *a
		all.ObserveOutcome(a, &out)
		if a.Space == Shared && !some.Traces(a.Block, a.Warp) && tally.Count(a.Line, a.Op, a.Width, a.Mask, a.Addr[0], stride) {
			pending++
			tallied++
			continue
		}
		some.Skip(pending)
		pending = 0
		some.ObserveOutcome(&b, &out)
	}
	if tallied < 500 {
		t.Fatalf("only %d accesses tallied", tallied)
	}
	msg, _ := tally.AppendBinary([]byte{7})
	var back SharedTally
	if err := back.UnmarshalBinary(msg[1:]); err != nil {
		t.Fatal(err)
	}
	some.AddShared(&back)
	m1, l1, t1 := all.EndLaunch()
	m2, l2, t2 := some.EndLaunch()
	if !reflect.DeepEqual(m1, m2) {
		t.Errorf("metrics differ:\n%v\n%v", m1, m2)
	}
	if !reflect.DeepEqual(l1, l2) {
		t.Errorf("line metrics differ")
	}
	if len(t1.Records) == 0 || !reflect.DeepEqual(t1, t2) {
		t.Errorf("traces differ (%d and %d records)", len(t1.Records), len(t2.Records))
	}
	for _, bad := range [][]byte{nil, {1, 0, 0, 0}, msg[1 : len(msg)-1]} {
		if err := back.UnmarshalBinary(bad); err == nil {
			t.Errorf("a tally of %d bytes read back", len(bad))
		}
	}
}
