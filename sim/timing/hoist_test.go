package timing

import (
	"testing"

	"simtlab/sim/memsys"
)

// loopStream is n iterations of: two address ALU instructions, a load, one
// more ALU, a second load, the use of both (waiting for the youngest load,
// as the engine records it), and three ALU instructions of loop control;
// with a store at the end of each iteration when store is set.
func loopStream(n int, store bool) []Inst {
	s := []Inst{{Line: 6, Class: ClassFP32}}
	alu := func() { s = append(s, Inst{Line: 7, Class: ClassFP32, Dep: 1}) }
	load := func() {
		s = append(s, Inst{Line: 7, Class: ClassGlobal, Level: memsys.LevelL2, Wavefronts: 1, Sectors: 4, L2Sectors: 4, L2Requests: 1, Dep: 1})
	}
	for range n {
		alu()
		alu()
		load()
		alu()
		load()
		s = append(s, Inst{Line: 7, Class: ClassFP32, Dep: 2, Dep2: 1}) // the use
		alu()
		alu()
		alu()
		if store {
			s = append(s, Inst{Line: 8, Class: ClassGlobal, Level: memsys.LevelL2, Wavefronts: 1, Sectors: 4, L2Sectors: 4, L2Requests: 1, Flags: FlagNoResult, Dep: 1})
		}
	}
	return s
}

func TestHoistLoadsUnrollsLoops(t *testing.T) {
	var h hoister
	in := loopStream(8, false)
	out := h.hoistLoads(in)
	// Every load and every use of loads stays; the later iterations of a
	// batch lose their loop control and address arithmetic.
	count := func(s []Inst) (loads, uses int) {
		for i := range s {
			if isPlainLoad(&s[i]) {
				loads++
			}
			if s[i].Dep2 != 0 {
				uses++
			}
		}
		return
	}
	l0, u0 := count(in)
	l1, u1 := count(out)
	if l1 != l0 || u1 != u0 || len(out) >= len(in) {
		t.Errorf("%d instructions, %d loads, %d uses from %d, %d, %d: want every load and use, fewer instructions", len(out), l1, u1, len(in), l0, u0)
	}
	loads, firstUse := 0, -1
	for i, x := range out[:16] {
		if isPlainLoad(&x) {
			loads++
		}
		if x.Dep2 != 0 && firstUse < 0 {
			firstUse = i
		}
	}
	if loads != 8 || firstUse < 8 {
		t.Errorf("first batch: %d loads, first use at %d; want all 8 loads before the first use", loads, firstUse)
	}
	for i, x := range out {
		for _, d := range []uint16{x.Dep, x.Dep2} {
			if int(d) > i {
				t.Fatalf("instruction %d depends %d back", i, d)
			}
		}
		if x.Dep2 != 0 && !isPlainLoad(&out[i-int(x.Dep2)]) {
			t.Errorf("use at %d waits for a %v, not a load", i, out[i-int(x.Dep2)].Class)
		}
	}
	// Replayed alone, the unrolled loop waits for L2 once per four
	// iterations instead of once per iteration.
	serial := oneWarp(t, "h200", in).Cycles
	unrolled := oneWarp(t, "h200", out).Cycles
	if unrolled*3 > serial {
		t.Errorf("unrolled loop: %d cycles against %d in source order, want under a third", unrolled, serial)
	}
}

// A store between iterations may alias the next loads (no __restrict__):
// nvcc keeps them in order, and so does hoistLoads. So does a stream with
// one load group.
func TestHoistLoadsKeepsOrderedLoads(t *testing.T) {
	var h hoister
	for _, in := range [][]Inst{loopStream(8, true), loopStream(1, false)} {
		if out := h.hoistLoads(in); &out[0] != &in[0] || len(out) != len(in) {
			t.Errorf("stream of %d instructions was reordered", len(in))
		}
	}
}

// Arbitrary streams (random classes, dependencies past the start, loop-like
// runs of loads) are hoisted without panicking, keep every load and every
// instruction that waits on one, and depend only backwards.
func TestHoistLoadsRandomStreams(t *testing.T) {
	var h hoister
	moved := 0
	for seed := range uint64(200) {
		for _, w := range randomStreams(seed, 1, 1, 200) {
			in := w.Insts
			// Loop-like runs: make some instructions repeat a load pattern.
			for i := range in {
				if i%7 == 3 {
					in[i] = Inst{Line: 4, Class: ClassShared, Wavefronts: 1, Dep: in[i].Dep}
				}
			}
			out := h.hoistLoads(in)
			loads := func(s []Inst) (n int) {
				for i := range s {
					if isPlainLoad(&s[i]) {
						n++
					}
				}
				return
			}
			if loads(out) != loads(in) || len(out) > len(in) {
				t.Fatalf("seed %d: %d loads of %d, %d instructions of %d", seed, loads(out), loads(in), len(out), len(in))
			}
			if len(out) == 0 || &out[0] == &in[0] {
				continue // nothing moved: the stream is returned as it came
			}
			moved++
			for i, x := range out {
				if int(x.Dep) > i || int(x.Dep2) > i {
					t.Fatalf("seed %d: instruction %d depends %d, %d back", seed, i, x.Dep, x.Dep2)
				}
			}
		}
	}
	if moved == 0 {
		t.Error("no random stream had a loop to hoist")
	}
}
