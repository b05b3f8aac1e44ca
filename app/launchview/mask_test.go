package launchview

import (
	"strings"
	"testing"

	"simtlab/sim/engine"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		prev, cur uint32
		want      Change
	}{
		{0xFFFFFFFF, 0xFFFFFFFF, Same},
		{0xFFFFFFFF, 0x3FF, Diverge},
		{0x3FF, 0xFFFFFC00, Switch},
		{0xFFFFFC00, 0xFFFFFFFF, Reconverge},
		{0x3FF, 0x1, Diverge}, // nested branch
		{0x1, 0x3FF, Reconverge},
	}
	for _, tt := range tests {
		if got := Classify(tt.prev, tt.cur); got != tt.want {
			t.Errorf("Classify(%#x, %#x) = %v, want %v", tt.prev, tt.cur, got, tt.want)
		}
	}
}

// branch is the trace of `if (threadIdx.x < 10) ... else ...` in a full warp.
var branch = &WarpTrace{Block: 0, Warp: 1, Steps: []Step{
	{Line: 2, Mask: 0xFFFFFFFF, Count: 3},
	{Line: 5, Mask: 0x3FF, Count: 2},
	{Line: 7, Mask: 0xFFFFFC00, Count: 2},
	{Line: 9, Mask: 0xFFFFFFFF, Count: 4},
}}

func TestAt(t *testing.T) {
	tests := []struct {
		i         int
		line      int
		active    int
		divergent bool
		change    Change
	}{
		{-5, 2, 32, false, Same}, // clamped
		{0, 2, 32, false, Same},
		{1, 5, 10, true, Diverge},
		{2, 7, 22, true, Switch},
		{3, 9, 32, false, Reconverge},
		{99, 9, 32, false, Reconverge}, // clamped
	}
	for _, tt := range tests {
		v, ok := branch.At(tt.i)
		if !ok || v.Line != tt.line || v.Active != tt.active || v.Divergent != tt.divergent || v.Change != tt.change {
			t.Errorf("At(%d) = %+v, want line %d, %d active, divergent %v, %v", tt.i, v, tt.line, tt.active, tt.divergent, tt.change)
		}
	}
	if _, ok := (&WarpTrace{}).At(0); ok {
		t.Error("At on an empty trace reported a step")
	}
}

func TestPartialWarpIsNotDivergent(t *testing.T) {
	// A block of 20 threads: 20 lanes is the whole warp.
	tr := &WarpTrace{Steps: []Step{{Line: 1, Mask: 0xFFFFF, Count: 1}, {Line: 2, Mask: 0xF, Count: 1}}}
	if v, _ := tr.At(0); v.Divergent {
		t.Error("a partial warp with all its lanes active is shown as divergent")
	}
	if v, _ := tr.At(1); !v.Divergent || v.Change != Diverge {
		t.Errorf("At(1) = %+v, want divergent", v)
	}
	svg := MaskSVG(tr, 0)
	if n := strings.Count(svg, `class="lane absent"`); n != 12 {
		t.Errorf("%d absent lanes drawn, want 12", n)
	}
}

func TestNextChange(t *testing.T) {
	for i, want := range []int{1, 2, 3, 3} {
		if got := branch.NextChange(i); got != want {
			t.Errorf("NextChange(%d) = %d, want %d", i, got, want)
		}
	}
}

func TestMaskSVG(t *testing.T) {
	svg := MaskSVG(branch, 1)
	if n := strings.Count(svg, `class="lane active"`); n != 10 {
		t.Errorf("%d active lanes drawn, want 10", n)
	}
	if n := strings.Count(svg, `class="lane inactive"`); n != 22 {
		t.Errorf("%d inactive lanes drawn, want 22", n)
	}
	if n := strings.Count(svg, `class="tl-step"`); n != 4 {
		t.Errorf("%d timeline steps drawn, want 4", n)
	}
	for _, want := range []string{`data-change="diverge"`, "line 5", "step 2 of 4"} {
		if !strings.Contains(svg, want) {
			t.Errorf("step 2's picture lacks %q", want)
		}
	}
	if !strings.Contains(MaskSVG(branch, 3), `data-change="reconverge"`) {
		t.Error("the last step is not marked as reconvergence")
	}
	if MaskSVG(&WarpTrace{}, 0) != "" {
		t.Error("an empty trace drew a picture")
	}
}

func TestMaskSVGTimelineIsBounded(t *testing.T) {
	tr := &WarpTrace{}
	for i := range 5000 {
		tr.Steps = append(tr.Steps, Step{Line: i%2 + 1, Mask: 0xFFFFFFFF, Count: 1})
	}
	if n := strings.Count(MaskSVG(tr, 2500), `class="tl-step"`); n != maxBars {
		t.Errorf("%d timeline steps drawn, want the window of %d", n, maxBars)
	}
}

func TestFromExec(t *testing.T) {
	if FromExec(nil) != nil || FromExec(&engine.ExecTrace{}) != nil {
		t.Error("an empty execution trace gave a walk")
	}
	e := &engine.ExecTrace{Dropped: 7, Warps: []engine.ExecWarp{{Block: 3, Warp: 1, Steps: []engine.ExecStep{{Line: 4, Mask: 0x3FF, Count: 2}}}}}
	got := FromExec(e)
	if got.Block != 3 || got.Warp != 1 || got.Dropped != 7 || len(got.Steps) != 1 || got.Steps[0] != (Step{Line: 4, Mask: 0x3FF, Count: 2}) {
		t.Errorf("FromExec = %+v", got)
	}
}

func TestWalkClamps(t *testing.T) {
	w := NewWalk(branch)
	var followed []int
	w.Follow = func(line int) { followed = append(followed, line) }
	w.Go(-1)
	if w.At != 0 {
		t.Errorf("Go(-1) → %d", w.At)
	}
	w.Go(10)
	if w.At != 3 {
		t.Errorf("Go(10) → %d", w.At)
	}
	if len(followed) != 2 || followed[0] != 2 || followed[1] != 9 {
		t.Errorf("followed lines %v, want [2 9]", followed)
	}
	if NewWalk(&WarpTrace{}) != nil || NewWalk(nil) != nil {
		t.Error("NewWalk of no steps is not nil")
	}
}
