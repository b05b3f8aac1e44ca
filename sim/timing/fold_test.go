package timing

import (
	"testing"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
)

// aluLoop is n iterations of test, body, increment, each reading the
// previous instruction, as the engine records `for (...) v = v*k + 0.5f`.
func aluLoop(n int, withLoad bool) []Inst {
	var s []Inst
	for range n {
		s = append(s, Inst{Line: 1, Class: ClassFP32, Flags: FlagLoopControl})
		if withLoad {
			s = append(s, Inst{Line: 2, Class: ClassGlobal, Level: 3})
		}
		s = append(s, Inst{Line: 2, Class: ClassFP32}, Inst{Line: 1, Class: ClassFP32, Flags: FlagLoopControl})
	}
	for i := 1; i < len(s); i++ {
		s[i].Dep = 1
	}
	return s
}

func TestFoldLoopControl(t *testing.T) {
	var f folder
	got := f.foldLoopControl(aluLoop(64, false))
	// 64 bodies and, of 128 control instructions of line 1, one in LoopUnroll.
	if want := 64 + 128/LoopUnroll; len(got) != want {
		t.Fatalf("folded stream has %d instructions, want %d", len(got), want)
	}
	for i := 1; i < len(got); i++ {
		if got[i].Dep != 1 {
			t.Fatalf("instruction %d reads %d back, want the chain kept (1)", i, got[i].Dep)
		}
	}
	if got[0].Dep != 0 {
		t.Fatalf("first instruction depends on %d", got[0].Dep)
	}
}

func TestFoldLeavesLoadLoops(t *testing.T) {
	var f folder
	in := aluLoop(16, true)
	if got := f.foldLoopControl(in); len(got) != len(in) {
		t.Fatalf("a loop with loads lost %d instructions; hoistLoads folds those", len(in)-len(got))
	}
	plain := []Inst{{Line: 1, Class: ClassFP32}, {Line: 1, Class: ClassFP32, Dep: 1}}
	if got := f.foldLoopControl(plain); &got[0] != &plain[0] {
		t.Fatal("a stream without loop control was copied")
	}
}

// A folded loop is issue-bound on fewer instructions: the time drops.
func TestFoldShortensIssueBoundLoop(t *testing.T) {
	p, ok := hardware.Lookup("h200")
	if !ok {
		t.Fatal("no h200 profile")
	}
	streams := func(fold bool) []WarpStream {
		var ws []WarpStream
		for w := range 32 {
			s := aluLoop(64, false)
			if !fold {
				for i := range s {
					s[i].Flags = 0
				}
			}
			r := NewRecorder(0)
			r.AddStream(w/8, w%8, s)
			ws = append(ws, r.Streams()...)
		}
		return ws
	}
	in := occupancy.NewInput(256, 32)
	a := Simulate(p, Launch{Blocks: 4, Occupancy: in}, streams(false))
	b := Simulate(p, Launch{Blocks: 4, Occupancy: in}, streams(true))
	if !(b.Cycles < a.Cycles*3/5) {
		t.Fatalf("folded loop took %d cycles, unfolded %d: want well under 3/5", b.Cycles, a.Cycles)
	}
}
