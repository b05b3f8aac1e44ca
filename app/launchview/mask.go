package launchview

import (
	"fmt"
	"math/bits"
	"strings"

	"simtlab/sim/engine"
)

// Step is a run of one traced warp's instructions on one source line with
// one active mask (sim.ExecStep).
type Step struct {
	Line  int
	Mask  uint32 // bit i = lane i active
	Count int    // warp instructions in the run
}

// WarpTrace is the step sequence of one traced warp.
type WarpTrace struct {
	Block, Warp int
	Steps       []Step
	Dropped     int // instructions not recorded (the trace's bound)
}

// Change is how a step's active mask differs from the step before it.
type Change int

const (
	Same       Change = iota // the same lanes
	Diverge                  // lanes dropped out: a branch split the warp
	Reconverge               // lanes came back: the paths joined again
	Switch                   // other lanes took over: the branch's other path
)

func (c Change) String() string {
	return [...]string{"same", "diverge", "reconverge", "switch"}[c]
}

// Classify compares two consecutive active masks.
func Classify(prev, cur uint32) Change {
	lost, gained := prev&^cur != 0, cur&^prev != 0
	switch {
	case lost && gained:
		return Switch
	case lost:
		return Diverge
	case gained:
		return Reconverge
	}
	return Same
}

// FullMask is every lane the warp ever ran: a partial warp (a block size
// that is not a multiple of 32) has fewer than 32 lanes.
func (t *WarpTrace) FullMask() uint32 {
	var m uint32
	for _, s := range t.Steps {
		m |= s.Mask
	}
	return m
}

// StepView is what the lane strip shows for one step.
type StepView struct {
	Index     int // 0-based step
	Line      int
	Mask      uint32
	Count     int
	Active    int    // lanes active
	Divergent bool   // fewer lanes than the warp has: some sit out a branch
	Change    Change // against the step before
}

// At describes step i (clamped to the trace); ok is false for an empty trace.
func (t *WarpTrace) At(i int) (v StepView, ok bool) {
	if t == nil || len(t.Steps) == 0 {
		return StepView{}, false
	}
	i = max(0, min(i, len(t.Steps)-1))
	s := t.Steps[i]
	v = StepView{Index: i, Line: s.Line, Mask: s.Mask, Count: s.Count,
		Active: bits.OnesCount32(s.Mask), Divergent: s.Mask != t.FullMask()}
	if i > 0 {
		v.Change = Classify(t.Steps[i-1].Mask, s.Mask)
	}
	return v, true
}

// NextChange is the first step after i whose mask differs from its
// predecessor's, or i when there is none.
func (t *WarpTrace) NextChange(i int) int {
	for j := i + 1; j < len(t.Steps); j++ {
		if t.Steps[j].Mask != t.Steps[j-1].Mask {
			return j
		}
	}
	return i
}

const (
	lane      = 14 // side of a lane's square, px
	laneGap   = 3
	barW      = 5 // width of a timeline bar
	barGap    = 1
	barH      = 24 // height of a full-warp bar
	maxBars   = 96 // timeline steps drawn around the current one
	maskWidth = WarpSize * (lane + laneGap)
)

// changeText is the marker under the lane strip.
func changeText(v StepView) string {
	switch v.Change {
	case Diverge:
		return fmt.Sprintf("▼ diverges: %d of the warp's lanes take this path", v.Active)
	case Reconverge:
		return fmt.Sprintf("▲ reconverges: %d lanes active again", v.Active)
	case Switch:
		return fmt.Sprintf("⇄ other path: %d lanes", v.Active)
	}
	if v.Divergent {
		return fmt.Sprintf("still divergent: %d lanes active", v.Active)
	}
	return "all lanes active"
}

// MaskSVG draws step i of the trace: the warp's 32 lanes (active filled,
// inactive hollow, lanes the warp does not have dotted), the step's line and
// change marker, and a timeline of the steps around it, bar height = lanes
// active.
func MaskSVG(t *WarpTrace, i int) string {
	v, ok := t.At(i)
	if !ok {
		return ""
	}
	full := t.FullMask()
	height := 16 + lane + 22 + barH + 18
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="mask-svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img">`,
		maskWidth, height, maskWidth, height)
	fmt.Fprintf(&b, `<title>step %d of %d, line %d: %d lanes active</title>`, v.Index+1, len(t.Steps), v.Line, v.Active)
	fmt.Fprintf(&b, `<text x="0" y="12" font-size="12" fill="#333">block %d warp %d · step %d of %d · line %d · ×%d</text>`,
		t.Block, t.Warp, v.Index+1, len(t.Steps), v.Line, v.Count)
	colour := palette[t.Warp%len(palette)]
	for ln := 0; ln < WarpSize; ln++ {
		bit := uint32(1) << ln
		x, y := ln*(lane+laneGap)+1, 17
		switch {
		case v.Mask&bit != 0:
			fmt.Fprintf(&b, `<rect class="lane active" x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, x, y, lane, lane, colour)
		case full&bit != 0:
			fmt.Fprintf(&b, `<rect class="lane inactive" x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-width="1.5"/>`, x, y, lane-1, lane-1, colour)
		default:
			fmt.Fprintf(&b, `<rect class="lane absent" x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#bbb" stroke-dasharray="2 2"/>`, x, y, lane-1, lane-1)
		}
	}
	markY := 17 + lane + 15
	fmt.Fprintf(&b, `<text class="mask-change" data-change="%s" x="0" y="%d" font-size="12" fill="%s">%s</text>`,
		v.Change, markY, changeColour(v), escape(changeText(v)))
	// The timeline: a window of steps around the current one.
	first := max(0, min(v.Index-maxBars/2, len(t.Steps)-maxBars))
	last := min(len(t.Steps), first+maxBars)
	base := markY + 6 + barH
	for j := first; j < last; j++ {
		s := t.Steps[j]
		h := max(1, bits.OnesCount32(s.Mask)*barH/WarpSize)
		fill := "#bbb"
		if s.Mask != full {
			fill = "#e15759" // divergent steps stand out
		}
		if j == v.Index {
			fill = "#222"
		}
		fmt.Fprintf(&b, `<rect class="tl-step" x="%d" y="%d" width="%d" height="%d" fill="%s"/>`,
			(j-first)*(barW+barGap), base-h, barW, h, fill)
	}
	fmt.Fprintf(&b, `<line x1="0" y1="%d" x2="%d" y2="%d" stroke="#999"/>`, base, (last-first)*(barW+barGap), base)
	fmt.Fprintf(&b, `<text x="0" y="%d" font-size="11" fill="#666">steps %d–%d · bar height = active lanes · red = divergent</text>`,
		base+14, first+1, last)
	b.WriteString(`</svg>`)
	return b.String()
}

func changeColour(v StepView) string {
	switch v.Change {
	case Diverge, Switch:
		return "#b8332e"
	case Reconverge:
		return "#2e7d32"
	}
	return "#333"
}

// FromExec takes the first traced warp of a launch's execution trace (the
// lab traces one warp); nil when there is none.
func FromExec(e *engine.ExecTrace) *WarpTrace {
	if e == nil || len(e.Warps) == 0 {
		return nil
	}
	w := e.Warps[0]
	t := &WarpTrace{Block: w.Block, Warp: w.Warp, Dropped: e.Dropped, Steps: make([]Step, len(w.Steps))}
	for i, s := range w.Steps {
		t.Steps[i] = Step{Line: s.Line, Mask: s.Mask, Count: s.Count}
	}
	return t
}
