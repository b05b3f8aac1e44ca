// Package timelineview draws how a grid's blocks are dispatched over the
// GPU's SMs in waves, and the warps of one SM spread over its schedulers.
//
// The per-warp stall timeline of sim/timing is not in the launch report
// yet; until it is, the view shows what follows from the occupancy and the
// grid size alone: which blocks run together (a wave) and how many waves a
// launch takes. Input is a small struct so the stall data can be added as
// one more field.
package timelineview

import (
	"fmt"

	"simtlab/app/views/draw"
)

// Input is one launch as the timeline needs it.
type Input struct {
	Kernel        string
	Blocks        int // blocks in the grid
	SMs           int // SMs of the GPU
	BlocksPerSM   int // resident blocks per SM (occupancy)
	WarpsPerBlock int
	Schedulers    int // warp schedulers per SM

	// Cycles and Activity come from the timing model when it ran: what each
	// scheduler of one SM did over the launch's cycles.
	Cycles   int64
	Activity []SchedulerActivity
}

// SchedulerActivity is one scheduler's timeline.
type SchedulerActivity struct {
	SM, Scheduler int
	Segments      []Segment
}

// Segment is a run of cycles [Start, End) in which the scheduler mostly
// issued ("selected") or its first warp mostly waited for State, in Nsight
// Compute's stall names ("long_scoreboard", "barrier", ...; "idle" when no
// warp was resident).
type Segment struct {
	Start, End int64
	State      string
}

// StateColour gives each scheduler state a palette colour; the throttles
// share one, as do the rare states.
func StateColour(state string) string {
	switch state {
	case "selected":
		return draw.Green
	case "not_selected":
		return draw.SkyBlue
	case "wait":
		return draw.Blue
	case "long_scoreboard":
		return draw.Vermilion
	case "short_scoreboard":
		return draw.Orange
	case "barrier":
		return draw.Purple
	case "mio_throttle", "lg_throttle", "math_pipe_throttle", "dispatch_stall":
		return draw.Yellow
	case "idle":
		return ""
	}
	return draw.Grey
}

// StateCycles sums the cycles of each state over the schedulers, states in
// order of first appearance.
func (in Input) StateCycles() (states []string, cycles []int64) {
	for _, a := range in.Activity {
		for _, sg := range a.Segments {
			i := 0
			for i < len(states) && states[i] != sg.State {
				i++
			}
			if i == len(states) {
				states, cycles = append(states, sg.State), append(cycles, 0)
			}
			cycles[i] += sg.End - sg.Start
		}
	}
	return states, cycles
}

// Wave is a set of blocks resident at the same time.
type Wave struct{ First, Last int } // block indices, inclusive

// Waves splits the grid into waves: the block scheduler fills every SM up
// to BlocksPerSM, so a wave holds SMs×BlocksPerSM blocks and the last wave
// is the remainder (the "tail").
func (in Input) Waves() []Wave {
	per := in.SMs * in.BlocksPerSM
	if per <= 0 || in.Blocks <= 0 {
		return nil
	}
	var ws []Wave
	for first := 0; first < in.Blocks; first += per {
		ws = append(ws, Wave{first, min(first+per, in.Blocks) - 1})
	}
	return ws
}

// SMOf is the SM a block runs on in its wave: blocks are dealt round-robin
// over the SMs, as the hardware's block scheduler does for an idle GPU.
func (in Input) SMOf(block int) int {
	if in.SMs <= 0 {
		return 0
	}
	return block % in.SMs
}

// TailUtilisation is the share of the last wave's block slots in use, 0..1.
func (in Input) TailUtilisation() float64 {
	ws := in.Waves()
	if len(ws) == 0 {
		return 0
	}
	last := ws[len(ws)-1]
	return float64(last.Last-last.First+1) / float64(in.SMs*in.BlocksPerSM)
}

const (
	viewWidth = 720
	left      = 60
	rowH      = 12
	maxSMRows = 16
)

// Draw draws the waves (time left to right, one row per SM, the first SMs
// only) and SM 0's warps over its schedulers in the first wave.
func Draw(in Input) *draw.Scene {
	ws := in.Waves()
	rows := min(in.SMs, maxSMRows)
	schedH := 0
	if in.Schedulers > 0 {
		schedH = in.Schedulers*rowH + 40
	}
	if len(in.Activity) > 0 {
		schedH = len(in.Activity)*rowH + 70
	}
	height := 40 + rows*rowH + 30 + schedH
	w := new(draw.Scene)
	w.Open(viewWidth, height, "timeline-svg", fmt.Sprintf("%s: %d blocks in %d wave(s)", in.Kernel, in.Blocks, len(ws)))
	w.Text(4, 14, "start", fmt.Sprintf("%s: %d blocks, %d per SM × %d SMs → %d wave(s), last wave %.0f%% full",
		in.Kernel, in.Blocks, in.BlocksPerSM, in.SMs, len(ws), 100*in.TailUtilisation()))
	if len(ws) == 0 {
		return w
	}
	waveW := float64(viewWidth-left-10) / float64(len(ws))
	top := 26.0
	for sm := 0; sm < rows; sm++ {
		y := top + float64(sm*rowH)
		w.Text(left-4, y+10, "end", fmt.Sprintf("SM %d", sm))
		for k, wv := range ws {
			// Blocks of this wave on this SM: wave-local index ≡ sm (mod SMs).
			n := 0
			for b := wv.First + sm; b <= wv.Last; b += in.SMs {
				n++
			}
			x := left + float64(k)*waveW
			slot := (waveW - 2) / float64(max(in.BlocksPerSM, 1))
			for j := 0; j < n; j++ {
				w.Rect(x+float64(j)*slot, y+1, max(slot-1, 0.5), rowH-2, draw.Pick(k), "")
			}
		}
	}
	if in.SMs > rows {
		w.Text(left, top+float64(rows*rowH)+10, "start", fmt.Sprintf("… and %d more SMs", in.SMs-rows))
	}
	for k := range ws {
		w.Text(left+float64(k)*waveW+waveW/2, top+float64(rows*rowH)+24, "middle", fmt.Sprintf("wave %d", k+1))
	}
	if len(in.Activity) > 0 {
		drawActivity(w, in, top+float64(rows*rowH)+46)
	} else if in.Schedulers > 0 {
		y0 := top + float64(rows*rowH) + 46
		w.Text(4, y0-6, "start", fmt.Sprintf("SM 0, first wave: %d warps over %d schedulers (colour = block)", min(in.BlocksPerSM, in.Blocks)*in.WarpsPerBlock, in.Schedulers))
		blocks := min(in.BlocksPerSM, (in.Blocks+in.SMs-1)/in.SMs)
		warps := blocks * in.WarpsPerBlock
		perSched := (warps + in.Schedulers - 1) / in.Schedulers
		cw := float64(viewWidth-left-10) / float64(max(perSched, 1))
		for s := 0; s < in.Schedulers; s++ {
			y := y0 + float64(s*rowH)
			w.Text(left-4, y+10, "end", fmt.Sprintf("sched %d", s))
			// Warp i goes to scheduler i mod Schedulers.
			for i, k := s, 0; i < warps; i, k = i+in.Schedulers, k+1 {
				w.Rect(left+float64(k)*cw, y+1, max(cw-1, 0.5), rowH-2, draw.Pick(i/max(in.WarpsPerBlock, 1)), "")
			}
		}
	}
	return w
}

// drawActivity draws the schedulers' states over the cycles, from y0 down,
// with a legend of the states seen.
func drawActivity(w *draw.Scene, in Input, y0 float64) {
	cycles := in.Cycles
	for _, a := range in.Activity {
		for _, sg := range a.Segments {
			cycles = max(cycles, sg.End)
		}
	}
	w.Text(4, y0-6, "start", fmt.Sprintf("SM %d over %d cycles: what each scheduler did (colour = issuing or the stall reason)", in.Activity[0].SM, cycles))
	span := float64(viewWidth - left - 10)
	x := func(c int64) float64 { return left + span*float64(c)/float64(max(cycles, 1)) }
	for i, a := range in.Activity {
		y := y0 + float64(i*rowH)
		w.Text(left-4, y+10, "end", fmt.Sprintf("sched %d", a.Scheduler))
		for _, sg := range a.Segments {
			if c := StateColour(sg.State); c != "" {
				w.Rect(x(sg.Start), y+1, max(x(sg.End)-x(sg.Start), 0.5), rowH-2, c, "")
			}
		}
	}
	states, counts := in.StateCycles()
	lx, ly := 4.0, y0+float64(len(in.Activity)*rowH)+16
	for i, st := range states {
		if StateColour(st) == "" {
			continue
		}
		label := fmt.Sprintf("%s %d%%", st, 100*counts[i]/max(cycles*int64(len(in.Activity)), 1))
		if lx+24+6*float64(len(label)) > viewWidth {
			lx, ly = 4, ly+14
		}
		w.Rect(lx, ly-9, 10, 10, StateColour(st), "")
		w.Text(lx+14, ly, "start", label)
		lx += 24 + 6*float64(len(label))
	}
}

// SVG is Draw as an SVG document.
func SVG(in Input) string { return Draw(in).SVG() }
