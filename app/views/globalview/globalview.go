// Package globalview draws one warp's global-memory access: each lane's
// address, the 32-byte sectors and 128-byte lines the addresses fall in,
// where each sector was served (L1, L2 or DRAM) and the DRAM channel and
// bank that hold it. Sectors per request and efficiency are the numbers a
// student compares between coalesced and strided code.
package globalview

import (
	"fmt"
	"math/bits"

	"simtlab/app/views/draw"
	"simtlab/sim/memsys"
	"simtlab/sim/memsys/dram"
)

// Sizes of the memory system's units, the same on every GPU the lab models.
const (
	SectorBytes = 32
	LineBytes   = 128
)

// Sector is one 32-byte sector an access touched.
type Sector struct {
	Addr    uint64
	Lanes   uint32
	Where   string // "L1", "L2", "DRAM", "L2 (write)", "L2 (write, miss)"
	Channel int    // DRAM channel and bank of the sector's bytes
	Bank    int
}

// Access is one traced warp-level global (or local) access.
type Access struct {
	Line     int
	Op       string
	Width    int
	Mask     uint32
	Addr     [32]uint64
	Requests int
	Sectors  []Sector
}

// FromRecord converts a trace record of a global or local access, mapping
// its sectors onto DRAM with d; ok is false for other spaces.
func FromRecord(r *memsys.Record, d dram.Config) (a Access, ok bool) {
	if r == nil || (r.Space != memsys.Global && r.Space != memsys.Local) {
		return a, false
	}
	a = Access{Line: r.Line, Op: r.Op.String(), Width: int(r.Width), Mask: r.Mask, Addr: r.Addr, Requests: r.Requests}
	valid := d.Validate() == nil
	for _, s := range r.Sectors {
		sec := Sector{Addr: s.Addr, Lanes: s.Lanes, Where: s.Where.String()}
		if valid {
			loc := d.Map(s.Addr)
			sec.Channel, sec.Bank = loc.Channel, loc.Bank
		}
		a.Sectors = append(a.Sectors, sec)
	}
	return a, true
}

// SectorsPerRequest is Nsight Compute's sectors/request for this access.
func (a Access) SectorsPerRequest() float64 {
	if a.Requests == 0 {
		return 0
	}
	return float64(len(a.Sectors)) / float64(a.Requests)
}

// Lines counts the distinct 128-byte lines touched.
func (a Access) Lines() int {
	n, last := 0, uint64(1<<63)
	seen := map[uint64]bool{}
	for _, s := range a.Sectors {
		l := s.Addr / LineBytes
		if l != last && !seen[l] {
			seen[l] = true
			n++
		}
		last = l
	}
	return n
}

// Efficiency is the share of the moved sector bytes that lanes asked for
// (distinct bytes, so a broadcast counts once), 0..1.
func (a Access) Efficiency() float64 {
	if len(a.Sectors) == 0 {
		return 0
	}
	bytes := map[uint64]bool{}
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		for b := uint64(0); b < uint64(a.Width); b++ {
			bytes[a.Addr[l]+b] = true
		}
	}
	return float64(len(bytes)) / float64(len(a.Sectors)*SectorBytes)
}

// WhereCounts counts sectors by where they were served, in a fixed order.
func (a Access) WhereCounts() (names []string, counts []int) {
	for _, s := range a.Sectors {
		i := 0
		for i < len(names) && names[i] != s.Where {
			i++
		}
		if i == len(names) {
			names, counts = append(names, s.Where), append(counts, 0)
		}
		counts[i]++
	}
	return names, counts
}

// shortWhere fits a service level into a sector's box; the legend below
// the picture has the full names.
func shortWhere(where string) string {
	switch where {
	case "L2 (write)":
		return "wr hit"
	case "L2 (write, miss)":
		return "wr miss"
	}
	return where
}

// whereColour gives each service level one palette colour.
func whereColour(where string) string {
	switch where {
	case "L1":
		return draw.Green
	case "L2", "L2 (write)":
		return draw.SkyBlue
	case "DRAM", "L2 (write, miss)":
		return draw.Vermilion
	}
	return draw.Grey
}

const (
	cell      = 22
	left      = 70
	laneY     = 40
	sectorY   = 150
	sectorW   = 40
	maxDrawn  = 32
	viewWidth = left + 32*cell + 20
)

// Draw draws the access with its first step sectors revealed (step ≤ 0 or
// beyond the last shows all).
func Draw(a Access, step int) *draw.Scene {
	if step < 1 || step > len(a.Sectors) {
		step = len(a.Sectors)
	}
	drawn := min(len(a.Sectors), maxDrawn)
	perRow := (viewWidth - left) / (sectorW + 4)
	rows := max(1, (drawn+perRow-1)/perRow)
	height := sectorY + rows*(sectorW+26) + 50
	w := new(draw.Scene)
	w.Open(viewWidth, height, "global-svg", fmt.Sprintf("global-memory %s, line %d: %d sectors", a.Op, a.Line, len(a.Sectors)))
	w.Text(4, 14, "start", fmt.Sprintf("line %d: %s of %d B per lane — %d request(s), %d sector(s), %.1f sectors/request, %d line(s), efficiency %.0f%%",
		a.Line, a.Op, a.Width, a.Requests, len(a.Sectors), a.SectorsPerRequest(), a.Lines(), 100*a.Efficiency()))
	w.Text(left-6, laneY+15, "end", "lanes")
	sectorOf := make([]int, 32)
	for l := range sectorOf {
		sectorOf[l] = -1
	}
	for i, s := range a.Sectors {
		for m := s.Lanes; m != 0; m &= m - 1 {
			if l := bits.TrailingZeros32(m); sectorOf[l] < 0 {
				sectorOf[l] = i
			}
		}
	}
	pos := func(i int) (float64, float64) {
		return float64(left + (i%perRow)*(sectorW+4)), float64(sectorY + (i/perRow)*(sectorW+26))
	}
	for l := 0; l < 32; l++ {
		x := float64(left + l*cell)
		on := a.Mask&(1<<l) != 0
		fill := "none"
		if on && sectorOf[l] >= 0 && sectorOf[l] < step {
			fill = draw.Pick(sectorOf[l])
		}
		w.Rect(x+1, laneY, cell-2, cell-2, fill, draw.Grey)
		w.Text(x+cell/2, laneY-4, "middle", fmt.Sprint(l))
		if on && sectorOf[l] >= 0 && sectorOf[l] < drawn && sectorOf[l] < step {
			sx, sy := pos(sectorOf[l])
			w.Line(x+cell/2, laneY+cell-2, sx+sectorW/2, sy, draw.Pick(sectorOf[l]), 1)
		}
	}
	w.Text(left-6, sectorY-8, "end", "sectors")
	for i := 0; i < drawn; i++ {
		s := a.Sectors[i]
		x, y := pos(i)
		stroke, fill := draw.Grey, "none"
		if i < step {
			stroke, fill = draw.Pick(i), whereColour(s.Where)
		}
		w.Rect(x, y, sectorW, sectorW, fill, stroke)
		// A thick left edge starts a new 128-byte line.
		if i == 0 || a.Sectors[i-1].Addr/LineBytes != s.Addr/LineBytes {
			w.Line(x, y-4, x, y+sectorW+4, draw.Ink, 2)
		}
		w.Text(x+sectorW/2, y+14, "middle", fmt.Sprintf("%x", s.Addr%0x10000))
		if i < step {
			w.Text(x+sectorW/2, y+28, "middle", shortWhere(s.Where))
			w.Text(x+sectorW/2, y+sectorW+12, "middle", fmt.Sprintf("ch%d b%d", s.Channel, s.Bank))
		}
	}
	if len(a.Sectors) > drawn {
		w.Text(left, float64(height-28), "start", fmt.Sprintf("… %d more sectors", len(a.Sectors)-drawn))
	}
	names, counts := a.WhereCounts()
	x := 4.0
	for i, n := range names {
		w.Rect(x, float64(height-16), 10, 10, whereColour(n), "")
		label := fmt.Sprintf("%s: %d", n, counts[i])
		w.Text(x+14, float64(height-7), "start", label)
		x += 24 + 7*float64(len(label))
	}
	return w
}

// SVG is Draw as an SVG document.
func SVG(a Access, step int) string { return Draw(a, step).SVG() }
