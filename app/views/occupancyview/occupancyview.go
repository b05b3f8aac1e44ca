// Package occupancyview shows how many blocks of a kernel fit on one SM: the
// SM's warp slots, block slots, registers and shared memory filled by the
// resident blocks, the resource that runs out first, and the occupancy
// curves against block size, registers and shared memory (the spreadsheet's
// three graphs) with the current setting marked.
package occupancyview

import (
	"fmt"
	"strings"

	"simtlab/app/views/draw"
	"simtlab/hardware"
	"simtlab/hardware/occupancy"
)

// LectureFermi names a GF100 with the 16,384-register SM of the classic
// lecture example, where 16×16 blocks fall from 6 to 5 per SM when a kernel
// goes from 10 to 12 registers per thread (the "performance cliff"). A real
// GF100 has 32 K registers and no cliff at that point.
const LectureFermi = "gf100-16k"

// ProfileNames lists the GPUs the view offers: every hardware profile, then
// the lecture's Fermi.
func ProfileNames() []string { return append(hardware.Names(), LectureFermi) }

// Profile looks a GPU up by name, the lecture's Fermi included.
func Profile(name string) (*hardware.Profile, bool) {
	if strings.EqualFold(name, LectureFermi) {
		p, ok := hardware.Lookup("gf100")
		if !ok {
			return nil, false
		}
		lecture := *p
		lecture.Name = LectureFermi
		lecture.Display = p.Display + ", lecture SM with 16 K registers"
		lecture.RegsPerSM, lecture.RegsPerBlock = 16384, 16384
		return &lecture, true
	}
	return hardware.Lookup(name)
}

// Settings are the sliders: threads per block, registers per thread and
// shared memory per block (bytes).
type Settings struct {
	GPU     string
	Threads int
	Regs    int
	Smem    int
}

// Model is what the view draws.
type Model struct {
	Settings
	Profile *hardware.Profile
	Result  occupancy.Result
	Curves  occupancy.Curves
}

// Compute evaluates the settings on their GPU.
func Compute(s Settings) (Model, error) {
	p, ok := Profile(s.GPU)
	if !ok {
		return Model{}, fmt.Errorf("no GPU profile named %q", s.GPU)
	}
	in := occupancy.NewInput(s.Threads, s.Regs)
	in.DynamicSmem = s.Smem
	if s.Smem > p.SharedPerBlock {
		// As cudaFuncSetAttribute would: opt in to the larger size.
		in.MaxDynamicSmem = s.Smem
	}
	return Model{Settings: s, Profile: p, Result: occupancy.Compute(p, in), Curves: occupancy.ComputeCurves(p, in)}, nil
}

// Limiter is the first resource that holds the block count down (in
// cuda_occupancy.h's order), or "" when none does.
func (m Model) Limiter() string {
	if len(m.Result.Limiters) == 0 {
		return ""
	}
	return m.Result.Limiters[0]
}

// Percent is the occupancy rounded to a whole percent.
func (m Model) Percent() int { return int(m.Result.Occupancy*100 + 0.5) }

// resource is one bar of the SM picture.
type resource struct {
	name, limiter string
	used, total   int // units of the bar
	perBlock      int
	unit          string
}

func (m Model) resources() []resource {
	r, p := m.Result, m.Profile
	return []resource{
		{"warp slots", occupancy.LimitWarps, r.WarpsPerSM, r.MaxWarpsPerSM, r.WarpsPerBlock, "warps"},
		{"block slots", occupancy.LimitBlocks, r.BlocksPerSM, p.MaxBlocksPerSM, 1, "blocks"},
		{"registers", occupancy.LimitRegisters, r.BlocksPerSM * r.RegsPerBlock, p.RegsPerSM, r.RegsPerBlock, "registers"},
		{"shared memory", occupancy.LimitSharedMem, r.BlocksPerSM * r.SmemPerBlock, max(r.SmemPerSMConfig, 1), r.SmemPerBlock, "bytes"},
	}
}

const (
	viewWidth = 720
	barX      = 120
	barW      = 560
	barH      = 22
	curveW    = 220
	curveH    = 110
)

// Draw draws the SM's resources and the three curves.
func Draw(m Model) *draw.Scene {
	r := m.Result
	height := 40 + 4*(barH+18) + curveH + 60
	w := new(draw.Scene)
	w.Open(viewWidth, height, "occupancy-svg", fmt.Sprintf("occupancy %d%% on %s", m.Percent(), m.Profile.Display))
	head := fmt.Sprintf("%s: %d threads, %d registers, %d B shared per block → %d block(s), %d warps per SM, occupancy %d%%",
		m.Profile.Name, m.Threads, m.Regs, m.Smem, r.BlocksPerSM, r.WarpsPerSM, m.Percent())
	if r.Reason != "" {
		head = m.Profile.Name + ": " + r.Reason
	}
	w.Text(4, 14, "start", head)
	limiter := m.Limiter()
	for i, res := range m.resources() {
		y := float64(30 + i*(barH+18))
		label := res.name
		stroke := draw.Grey
		if res.limiter == limiter && r.BlocksPerSM > 0 || (r.BlocksPerSM == 0 && res.perBlock > res.total) {
			label += " (limit)"
			stroke = draw.Vermilion
		}
		w.Text(barX-6, y+15, "end", label)
		w.Rect(barX, y, barW, barH, "none", stroke)
		if res.limiter == limiter && r.BlocksPerSM > 0 {
			w.Rect(barX-2, y-2, barW+4, barH+4, "none", draw.Vermilion)
		}
		// One segment per resident block, coloured by block.
		if res.total > 0 && res.perBlock > 0 {
			for b := 0; b < r.BlocksPerSM; b++ {
				x0 := float64(barX) + float64(barW)*float64(b*res.perBlock)/float64(res.total)
				x1 := float64(barX) + float64(barW)*float64(min((b+1)*res.perBlock, res.total))/float64(res.total)
				w.Rect(x0, y+1, max(x1-x0-1, 1), barH-2, draw.Pick(b), "")
			}
		}
		w.Text(barX+barW, y+barH+11, "end", fmt.Sprintf("%d of %d %s", res.used, res.total, res.unit))
	}
	cy := float64(30 + 4*(barH+18) + 14)
	curve := func(i int, title string, pts []occupancy.Point, at int) {
		x0 := float64(4 + i*(curveW+20))
		w.Text(x0, cy, "start", title)
		top := cy + 8
		w.Rect(x0, top, curveW, curveH, "none", draw.Grey)
		if len(pts) == 0 {
			return
		}
		lo, hi := pts[0].X, pts[len(pts)-1].X
		span := float64(max(hi-lo, 1))
		var b strings.Builder
		for k, p := range pts {
			px := x0 + curveW*float64(p.X-lo)/span
			py := top + curveH*(1-p.Occupancy)
			if k == 0 {
				fmt.Fprintf(&b, "M%.1f %.1f", px, py)
			} else {
				// Steps, not slopes: occupancy jumps between settings.
				fmt.Fprintf(&b, "H%.1fV%.1f", px, py)
			}
		}
		w.Path(b.String(), draw.Blue, 1.5)
		if at >= lo && at <= hi {
			mx := x0 + curveW*float64(at-lo)/span
			w.Line(mx, top, mx, top+curveH, draw.Vermilion, 1.5)
		}
		w.Text(x0+2, top+10, "start", "100%")
		w.Text(x0+2, top+curveH-3, "start", "0%")
		w.Text(x0, top+curveH+12, "start", fmt.Sprint(lo))
		w.Text(x0+curveW, top+curveH+12, "end", fmt.Sprint(hi))
	}
	curve(0, "occupancy vs threads per block", m.Curves.BlockSize, m.Threads)
	curve(1, "vs registers per thread", m.Curves.Registers, m.Regs)
	curve(2, "vs shared memory per block", m.Curves.SharedMem, m.Smem)
	return w
}

// SVG is Draw as an SVG document.
func SVG(m Model) string { return Draw(m).SVG() }
