package timing

import "testing"

func TestRecorderSharesIdenticalStreams(t *testing.T) {
	r := NewRecorder(1000)
	body := []Inst{{Class: ClassInt}, {Class: ClassShared, Wavefronts: 2, Dep: 1}}
	for b := range 4 {
		for w := range 2 {
			r.BeginWarp(b, w)
			for _, in := range body {
				r.Add(in)
			}
			if w == 1 && b == 3 {
				r.Add(Inst{Class: ClassFP32}) // one warp differs
			}
		}
	}
	s := r.Streams()
	if len(s) != 8 || r.Stored() != 2+3 || r.Sampled() != 0 {
		t.Fatalf("%d streams, %d stored, %d sampled; want 8, 5, 0", len(s), r.Stored(), r.Sampled())
	}
	if &s[0].Insts[0] != &s[7-1].Insts[0] || len(s[7].Insts) != 3 {
		t.Error("identical streams are not shared, or the odd one was merged")
	}
}

func TestRecorderSamplesPastBudget(t *testing.T) {
	r := NewRecorder(10)
	for b := range 5 {
		r.BeginWarp(b, 0)
		for i := range 4 + b { // every block differs, so nothing is shared
			r.Add(Inst{Class: ClassInt, Line: int32(i)})
		}
	}
	s := r.Streams()
	if len(s) != 5 || r.Stored() > 10 {
		t.Fatalf("%d streams, %d stored; want 5 within the budget of 10", len(s), r.Stored())
	}
	if r.Sampled() != 3 || len(s[4].Insts) != 5 {
		t.Fatalf("sampled %d, last stream %d instructions; want 3 warps replaying block 1's 5", r.Sampled(), len(s[4].Insts))
	}
}

func TestRecorderAddStream(t *testing.T) {
	r := NewRecorder(0)
	buf := []Inst{{Class: ClassFP32}, {Class: ClassFP32, Dep: 1}}
	r.AddStream(0, 0, buf)
	buf[0].Class = ClassSFU // the caller reuses its buffer
	r.AddStream(0, 1, buf)
	s := r.Streams()
	if len(s) != 2 || s[0].Insts[0].Class != ClassFP32 || s[1].Insts[0].Class != ClassSFU || r.Stored() != 4 {
		t.Fatalf("streams %+v, stored %d", s, r.Stored())
	}
}

// AddStream must store what BeginWarp, Add and EndWarp store, budget and
// sampling included, and count shared streams in Recorded.
func TestRecorderAddStreamMatchesAdd(t *testing.T) {
	streams := [][]Inst{
		{{Class: ClassInt}, {Class: ClassFP32, Dep: 1}},
		{{Class: ClassInt}, {Class: ClassFP32, Dep: 1}}, // shared with the first
		{{Class: ClassGlobal, Sectors: 4}, {Class: ClassFP32}, {Class: ClassSFU}},
		{{Line: 1}, {Line: 2}, {Line: 3}, {Line: 4}, {Line: 5}}, // past the budget: sampled
		{{Line: 9}},
	}
	byAdd, byStream := NewRecorder(6), NewRecorder(6)
	for i, s := range streams {
		byAdd.BeginWarp(i, i%2)
		for _, in := range s {
			byAdd.Add(in)
		}
		byAdd.EndWarp()
		byStream.AddStream(i, i%2, s)
	}
	a, b := byAdd.Streams(), byStream.Streams()
	if len(a) != len(b) || byAdd.Stored() != byStream.Stored() || byAdd.Sampled() != byStream.Sampled() {
		t.Fatalf("Add: %d streams, %d stored, %d sampled; AddStream: %d, %d, %d",
			len(a), byAdd.Stored(), byAdd.Sampled(), len(b), byStream.Stored(), byStream.Sampled())
	}
	for i := range a {
		if a[i].Block != b[i].Block || a[i].Warp != b[i].Warp || !equalInsts(a[i].Insts, b[i].Insts) {
			t.Errorf("stream %d: Add %+v, AddStream %+v", i, a[i], b[i])
		}
	}
	if got := byStream.Recorded(); got != 2+2+3+1 {
		t.Errorf("Recorded = %d, want 8 (the shared stream counts twice, the sampled one not)", got)
	}
}

// A warp that repeats an earlier warp's engine stream is found before
// folding and hoisting, and must get what the full path gives: the same
// shared stream, the same counts.
func TestRecorderRepeatedRawStream(t *testing.T) {
	// Loop control that folding thins out.
	var raw []Inst
	for i := range 8 {
		raw = append(raw,
			Inst{Class: ClassInt, Line: 3, Flags: FlagLoopControl, Dep: 2},
			Inst{Class: ClassFP32, Line: 5, Dep: 1, Dep2: uint16(2 + i%2)})
	}
	other := append([]Inst{{Class: ClassSFU}}, raw...)
	cached := NewRecorder(0)
	for w, s := range [][]Inst{raw, other, raw, raw, other} {
		cached.AddStream(0, w, s)
	}
	// The same streams, each seen first: nothing can come from the cache.
	fresh := NewRecorder(0)
	for w, s := range [][]Inst{raw, other} {
		fresh.AddStream(0, w, s)
	}
	got, want := cached.Streams(), fresh.Streams()
	if len(got[0].Insts) >= len(raw) {
		t.Fatalf("folding kept all %d instructions: the test needs a stream it changes", len(raw))
	}
	for w, from := range []int{0, 1, 0, 0, 1} {
		if !equalInsts(got[w].Insts, want[from].Insts) || &got[w].Insts[0] != &got[from].Insts[0] {
			t.Errorf("warp %d: not the shared stream of warp %d", w, from)
		}
	}
	if cached.Stored() != fresh.Stored() || cached.Recorded() != 3*len(want[0].Insts)+2*len(want[1].Insts) {
		t.Errorf("stored %d (want %d), recorded %d", cached.Stored(), fresh.Stored(), cached.Recorded())
	}
	raw[0].Line = 9 // a stream that differs in one field is not taken from the cache
	cached.AddStream(0, 5, raw)
	if s := cached.Streams()[5]; &s.Insts[0] == &got[0].Insts[0] || s.Insts[0].Line != 9 {
		t.Error("a changed stream was taken from the cache")
	}
}
