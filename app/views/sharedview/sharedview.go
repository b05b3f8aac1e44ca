// Package sharedview draws one warp's shared-memory access: each lane's
// word, the bank it falls in, and the wavefronts the bank conflicts split
// the access into. A step counter reveals the wavefronts one at a time, so
// a 32-way conflict visibly takes 32 passes and a padded array one.
package sharedview

import (
	"fmt"
	"math/bits"
	"slices"

	"simtlab/app/views/draw"
	"simtlab/sim/memsys"
)

// Banks is the number of shared-memory banks (4 bytes wide) on every GPU the
// lab models.
const Banks = 32

// Access is one traced warp-level shared-memory access.
type Access struct {
	Line       int
	Op         string // "load", "store", "atomic"
	Width      int    // bytes per lane
	Mask       uint32 // active lanes
	Addr       [32]uint64
	Bank       [32]uint8 // bank of each lane's first word
	Wave       [32]uint8 // 0-based wavefront that serves each lane
	Wavefronts int
	Conflicts  int // wavefronts beyond the ideal
}

// FromRecord converts a trace record; ok is false for other spaces.
func FromRecord(r *memsys.Record) (a Access, ok bool) {
	if r == nil || r.Space != memsys.Shared {
		return a, false
	}
	return Access{Line: r.Line, Op: opName(r.Op), Width: int(r.Width), Mask: r.Mask, Addr: r.Addr,
		Bank: r.Bank, Wave: r.Wave, Wavefronts: r.Wavefronts, Conflicts: r.Conflicts}, true
}

func opName(o memsys.Op) string {
	switch o {
	case memsys.Store:
		return "store"
	case memsys.Atomic, memsys.Reduction:
		return "atomic"
	}
	return "load"
}

// Sharing says how lanes share words: a broadcast is one word read by
// every active lane; a multicast is a word read by some of them. Both cost
// nothing extra on loads.
type Sharing struct {
	Broadcast  bool
	Multicasts int // words read by two or more lanes (not counted when Broadcast)
	SharedLane uint32
}

// Sharing reports which lanes share a word with another lane.
func (a Access) Sharing() Sharing {
	var s Sharing
	count := map[uint64]int{}
	var words []uint64
	for m := a.Mask; m != 0; m &= m - 1 {
		w := a.Addr[bits.TrailingZeros32(m)] / 4
		if count[w] == 0 {
			words = append(words, w)
		}
		count[w]++
	}
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if count[a.Addr[l]/4] > 1 {
			s.SharedLane |= 1 << l
		}
	}
	if len(words) == 1 && bits.OnesCount32(a.Mask) > 1 {
		s.Broadcast = true
		return s
	}
	for _, w := range words {
		if count[w] > 1 {
			s.Multicasts++
		}
	}
	return s
}

// Layout is the part of shared memory the access touches, drawn as rows of
// 32 words so that each column is one bank: a padded 2-D array shows its
// rows shifted by one bank.
type Layout struct {
	FirstRow int // row (word / 32) of the first row drawn
	Rows     int
	Omitted  int // rows between the touched ones that were left out
	// Lane of each drawn cell, or -1; index row*32+bank.
	Cells []int
}

// maxRows bounds the layout drawing.
const maxRows = 33

// Layout returns the touched rows of shared memory, at most maxRows of them.
func (a Access) Layout() Layout {
	var rows []int
	for m := a.Mask; m != 0; m &= m - 1 {
		rows = append(rows, int(a.Addr[bits.TrailingZeros32(m)]/4/Banks))
	}
	if len(rows) == 0 {
		return Layout{}
	}
	slices.Sort(rows)
	rows = slices.Compact(rows)
	lo, hi := rows[0], rows[len(rows)-1]
	lay := Layout{FirstRow: lo, Rows: hi - lo + 1}
	if lay.Rows > maxRows {
		lay.Omitted = lay.Rows - maxRows
		lay.Rows = maxRows
	}
	lay.Cells = make([]int, lay.Rows*Banks)
	for i := range lay.Cells {
		lay.Cells[i] = -1
	}
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		word := int(a.Addr[l] / 4)
		r := word/Banks - lo
		if r < lay.Rows && lay.Cells[r*Banks+word%Banks] < 0 {
			lay.Cells[r*Banks+word%Banks] = l
		}
	}
	return lay
}

const (
	cell   = 22
	left   = 60
	laneY  = 34
	bankY  = 150
	gridY  = 220
	width  = left + Banks*cell + 20
	faded  = "#d9d9d9"
	strong = 2.0
)

// clampStep maps a step outside 1..Wavefronts to "all of them".
func clampStep(a Access, step int) int {
	if step < 1 || step > a.Wavefronts {
		return a.Wavefronts
	}
	return step
}

// Draw draws the access with the first step wavefronts served (step ≤ 0 or
// beyond the last shows them all).
func Draw(a Access, step int) *draw.Scene {
	step = clampStep(a, step)
	lay := a.Layout()
	share := a.Sharing()
	height := gridY + 20 + lay.Rows*cell + 30
	w := new(draw.Scene)
	w.Open(width, height, "shared-svg", fmt.Sprintf("shared-memory %s, line %d: %d wavefronts", a.Op, a.Line, a.Wavefronts))
	title := fmt.Sprintf("line %d: %s of %d B per lane — %d wavefront(s), %d conflict(s); showing %d of %d",
		a.Line, a.Op, a.Width, a.Wavefronts, a.Conflicts, step, a.Wavefronts)
	switch {
	case share.Broadcast:
		title += " — broadcast"
	case share.Multicasts > 0:
		title += fmt.Sprintf(" — %d multicast word(s)", share.Multicasts)
	}
	w.Text(4, 14, "start", title)
	w.Text(left-6, laneY+15, "end", "lanes")
	w.Text(left-6, bankY+15, "end", "banks")
	colour := func(l int) string {
		if int(a.Wave[l]) >= step {
			return faded
		}
		return draw.Pick(int(a.Wave[l]))
	}
	for l := 0; l < 32; l++ {
		x := float64(left + l*cell)
		on := a.Mask&(1<<l) != 0
		fill := "none"
		if on {
			fill = colour(l)
		}
		w.Rect(x+1, laneY, cell-2, cell-2, fill, draw.Grey)
		w.Text(x+cell/2, laneY-4, "middle", fmt.Sprint(l))
		if on && share.SharedLane&(1<<l) != 0 {
			// A ring marks a lane that shares its word (broadcast/multicast).
			w.Circle(x+cell/2, float64(laneY+cell/2-1), 4, draw.Ink)
		}
	}
	for b := 0; b < Banks; b++ {
		x := float64(left + b*cell)
		w.Rect(x+1, bankY, cell-2, cell-2, "none", draw.Grey)
		w.Text(x+cell/2, bankY+cell+10, "middle", fmt.Sprint(b))
	}
	// Lane → bank wires; the wavefront being served is drawn thicker.
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		x1 := float64(left + l*cell + cell/2)
		x2 := float64(left + int(a.Bank[l])*cell + cell/2)
		sw := 1.0
		if int(a.Wave[l]) == step-1 {
			sw = strong
		}
		w.Line(x1, laneY+cell-2, x2, bankY, colour(l), sw)
	}
	// The layout: rows of 32 words.
	w.Text(4, gridY+8, "start", fmt.Sprintf("shared memory, words %d… in rows of 32 (column = bank)", lay.FirstRow*Banks))
	for r := 0; r < lay.Rows; r++ {
		y := float64(gridY + 16 + r*cell)
		w.Text(left-6, y+14, "end", fmt.Sprint((lay.FirstRow+r)*Banks))
		for b := 0; b < Banks; b++ {
			x := float64(left + b*cell)
			l := lay.Cells[r*Banks+b]
			fill := "none"
			if l >= 0 {
				fill = colour(l)
			}
			w.Rect(x+1, y, cell-2, cell-2, fill, faded)
			if l >= 0 {
				w.Text(x+cell/2, y+14, "middle", fmt.Sprint(l))
			}
		}
	}
	if lay.Omitted > 0 {
		w.Text(left, float64(gridY+16+lay.Rows*cell+14), "start", fmt.Sprintf("… %d more rows", lay.Omitted))
	}
	return w
}

// SVG is Draw as an SVG document.
func SVG(a Access, step int) string { return Draw(a, step).SVG() }
