package panel

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/views/draw"
	"simtlab/app/views/globalview"
	"simtlab/app/views/metricsview"
	"simtlab/app/views/occupancyview"
	"simtlab/app/views/sharedview"
	"simtlab/app/views/timelineview"
	"simtlab/sim"
)

// Speeds are the animation rates offered, in steps per second.
var Speeds = []int{1, 2, 4, 8, 16, 32}

// Panel holds the view area's state.
type Panel struct {
	ID string // unique prefix for element ids (the lab's widget id)

	// Block and Warp choose the traced warp (sim.Options.Trace).
	Block, Warp int

	launches []sim.LaunchReport
	gpu      string
	launch   int // selected launch
	list     []access
	cursor   int // index in list
	step     int // steps of list[cursor] shown, 1..steps
	playing  bool
	speed    int // index in Speeds
	gen      int // bumps on every play/pause so stale timers stop

	occ    occupancyview.Settings // the sliders
	occSet bool                   // the sliders follow the student, not the launch

	// The scenes last drawn: the lab re-renders on every keystroke and
	// progress report, and an unchanged picture must not be redrawn.
	sharedScene, globalScene sceneCache

	// Follow, when set, is told the source line of the access shown (the
	// editor highlights it); 0 clears it.
	Follow func(line int)
}

// TraceOptions is what the lab passes to the simulator.
func (p *Panel) TraceOptions() sim.TraceOptions {
	return sim.TraceOptions{Blocks: []int{max(p.Block, 0)}, Warps: []int{max(p.Warp, 0)}}
}

// SetResult shows a run's launches; gpu is the profile they ran on.
func (p *Panel) SetResult(launches []sim.LaunchReport, gpu string) {
	p.launches, p.gpu = launches, gpu
	p.playing = false
	p.gen++
	p.selectLaunch(0)
	if !p.occSet {
		p.occ = occupancyview.Settings{}
	}
}

func (p *Panel) selectLaunch(i int) {
	p.launch = 0
	if i >= 0 && i < len(p.launches) {
		p.launch = i
	}
	p.list = nil
	if l := p.current(); l != nil {
		p.list = accesses(l)
	}
	// The first access is shown whole; Play animates it from its start.
	p.cursor, p.step = 0, 1
	if len(p.list) > 0 {
		p.step = p.list[0].steps()
	}
	p.follow()
}

func (p *Panel) current() *sim.LaunchReport {
	if p.launch < len(p.launches) {
		return &p.launches[p.launch]
	}
	return nil
}

func (p *Panel) follow() {
	if p.Follow == nil {
		return
	}
	line := 0
	if p.cursor < len(p.list) {
		line = p.list[p.cursor].line
	}
	p.Follow(line)
}

// advance moves the animation one step: the next wavefront or sector of
// the access, then the next access. It reports false at the end.
func (p *Panel) advance() bool {
	if p.cursor >= len(p.list) {
		return false
	}
	if p.step < p.list[p.cursor].steps() {
		p.step++
		return true
	}
	if p.cursor+1 >= len(p.list) {
		return false
	}
	p.cursor, p.step = p.cursor+1, 1
	p.follow()
	return true
}

// stepAccess shows the next access whole (Step).
func (p *Panel) stepAccess() {
	if p.cursor+1 < len(p.list) {
		p.cursor++
		p.step = p.list[p.cursor].steps()
		p.follow()
	}
}

// stepLine moves to the first access of the next source line (Step line).
func (p *Panel) stepLine() {
	if p.cursor >= len(p.list) {
		return
	}
	line := p.list[p.cursor].line
	for i := p.cursor + 1; i < len(p.list); i++ {
		if p.list[i].line != line {
			p.cursor, p.step = i, p.list[i].steps()
			p.follow()
			return
		}
	}
}

func (p *Panel) interval() time.Duration {
	return time.Second / time.Duration(Speeds[min(max(p.speed, 0), len(Speeds)-1)])
}

// play schedules the next animation tick while playing.
func (p *Panel) tick(ctx app.Context, gen int) {
	ctx.After(p.interval(), func(ctx app.Context) {
		if !p.playing || p.gen != gen {
			return
		}
		if !p.advance() {
			p.playing = false
			return
		}
		p.tick(ctx, gen)
	})
}

func (p *Panel) onPlay(ctx app.Context, e app.Event) {
	p.gen++
	p.playing = !p.playing
	if p.playing {
		p.replay()
		p.tick(ctx, p.gen)
	}
}

// replay rewinds an access that is shown whole, so that Play animates it:
// the last one starts the whole trace over.
func (p *Panel) replay() {
	if p.cursor >= len(p.list) || p.step < p.list[p.cursor].steps() {
		return
	}
	if p.cursor == len(p.list)-1 {
		p.cursor = 0
		p.follow()
	}
	p.step = 1
}

func (p *Panel) pause() { p.playing = false; p.gen++ }

func (p *Panel) onReset(ctx app.Context, e app.Event) {
	p.pause()
	p.cursor, p.step = 0, 1
	p.follow()
}

func intValue(ctx app.Context) int {
	n, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
	return n
}

func (p *Panel) onScrub(ctx app.Context, e app.Event) {
	p.pause()
	if i := intValue(ctx); i >= 0 && i < len(p.list) {
		p.cursor, p.step = i, p.list[i].steps()
		p.follow()
	}
}

// Render draws the controls and the views named in views.
func (p *Panel) Render(views []string) app.UI {
	show := func(v string) bool { return slices.Contains(views, v) }
	traced := show("shared") || show("global")
	return app.Div().Class("views").Body(
		app.If(len(p.launches) > 1, func() app.UI { return p.launchPicker() }),
		app.If(traced, func() app.UI { return p.controls() }),
		app.If(show("shared"), func() app.UI { return p.sharedFigure() }),
		app.If(show("global"), func() app.UI { return p.globalFigure() }),
		app.If(show("occupancy"), func() app.UI { return p.occupancyFigure() }),
		app.If(show("timeline"), func() app.UI { return p.timelineFigure() }),
		app.If(show("metrics") && p.current() != nil, func() app.UI {
			l := p.current()
			return metricsview.Table(fmt.Sprintf("%s<<<%v, %v>>>", l.Kernel, dims(l.Grid), dims(l.Block)), metricsview.Rows(l.Metrics))
		}),
	)
}

func dims(d [3]int) string {
	switch {
	case d[2] > 1:
		return fmt.Sprintf("(%d,%d,%d)", d[0], d[1], d[2])
	case d[1] > 1:
		return fmt.Sprintf("(%d,%d)", d[0], d[1])
	}
	return strconv.Itoa(d[0])
}

func (p *Panel) launchPicker() app.UI {
	return app.Label().Class("view-launch").Body(
		app.Text("launch "),
		app.Select().Class("launch-select").OnChange(func(ctx app.Context, e app.Event) {
			p.pause()
			p.selectLaunch(intValue(ctx))
		}).Body(
			app.Range(p.launches).Slice(func(i int) app.UI {
				return app.Option().Value(i).Selected(i == p.launch).Text(fmt.Sprintf("%d: %s", i+1, p.launches[i].Kernel))
			}),
		),
	)
}

func (p *Panel) controls() app.UI {
	n := len(p.list)
	playLabel := "Play"
	if p.playing {
		playLabel = "Pause"
	}
	pos := "no traced accesses"
	if n > 0 {
		a := p.list[p.cursor]
		pos = fmt.Sprintf("access %d of %d · line %d · step %d of %d", p.cursor+1, n, a.line, p.step, a.steps())
	}
	return app.Div().Class("view-controls").DataSet("access", p.cursor).DataSet("accesses", n).DataSet("playing", p.playing).Body(
		app.Button().Class("play").Text(playLabel).Disabled(n == 0).Aria("pressed", p.playing).OnClick(p.onPlay),
		app.Button().Class("step").Text("Step").Title("show the next traced memory instruction").Disabled(n == 0).OnClick(func(ctx app.Context, e app.Event) {
			p.pause()
			p.stepAccess()
		}),
		app.Button().Class("step-line").Text("Step line").Title("go to the next source line").Disabled(n == 0).OnClick(func(ctx app.Context, e app.Event) {
			p.pause()
			p.stepLine()
		}),
		app.Button().Class("rewind").Text("Rewind").Disabled(n == 0).OnClick(p.onReset),
		app.Label().Body(app.Text("speed "),
			app.Select().Class("speed").OnChange(func(ctx app.Context, e app.Event) { p.speed = intValue(ctx) }).Body(
				app.Range(Speeds).Slice(func(i int) app.UI {
					return app.Option().Value(i).Selected(i == p.speed).Text(fmt.Sprintf("%d/s", Speeds[i]))
				}),
			),
		),
		app.Input().Type("range").Class("scrubber").Aria("label", "trace position").Min(0).Max(max(n-1, 0)).Value(p.cursor).Disabled(n == 0).OnInput(p.onScrub),
		app.Span().Class("view-position").Aria("live", "polite").Text(pos),
		app.Label().Body(app.Text("trace block "),
			app.Input().Type("number").Class("trace-block").Min(0).Value(p.Block).OnChange(func(ctx app.Context, e app.Event) { p.Block = max(intValue(ctx), 0) })),
		app.Label().Body(app.Text("warp "),
			app.Input().Type("number").Class("trace-warp").Min(0).Value(p.Warp).OnChange(func(ctx app.Context, e app.Event) { p.Warp = max(intValue(ctx), 0) })),
	)
}

// latest returns the access of the wanted kind at or before the cursor
// (else the first one after it) and how many steps of it to show.
func (p *Panel) latest(shared bool) (access, int, bool) {
	is := func(a access) bool { return (a.shared != nil) == shared }
	for i := min(p.cursor, len(p.list)-1); i >= 0; i-- {
		if is(p.list[i]) {
			if i == p.cursor {
				return p.list[i], p.step, true
			}
			return p.list[i], 0, true
		}
	}
	for i := p.cursor + 1; i < len(p.list); i++ {
		if is(p.list[i]) {
			return p.list[i], 0, true
		}
	}
	return access{}, 0, false
}

func (p *Panel) sharedFigure() app.UI {
	a, step, ok := p.latest(true)
	if !ok {
		return app.Figure().Class("view shared-view").DataSet("wavefronts", "").Body(app.P().Text("Shared memory: run the program; no shared-memory access of the traced warp yet."))
	}
	s := a.shared
	shown := step
	if shown < 1 || shown > s.Wavefronts {
		shown = s.Wavefronts
	}
	return app.Figure().Class("view shared-view").
		DataSet("wavefronts", s.Wavefronts).DataSet("conflicts", s.Conflicts).DataSet("shown", shown).DataSet("line", s.Line).
		Body(&draw.Canvas{Scene: p.sharedScene.get(s, step, func() *draw.Scene { return sharedview.Draw(*s, step) })})
}

func (p *Panel) globalFigure() app.UI {
	a, step, ok := p.latest(false)
	if !ok {
		return app.Figure().Class("view global-view").DataSet("sectors", "").Body(app.P().Text("Global memory: run the program; no global access of the traced warp yet."))
	}
	g := a.global
	return app.Figure().Class("view global-view").
		DataSet("sectors", len(g.Sectors)).DataSet("requests", g.Requests).
		DataSet("sectors-per-request", strconv.FormatFloat(g.SectorsPerRequest(), 'g', 4, 64)).DataSet("line", g.Line).
		Body(&draw.Canvas{Scene: p.globalScene.get(g, step, func() *draw.Scene { return globalview.Draw(*g, step) })})
}

// occSettings is what the occupancy sliders show: the student's setting,
// else the selected launch's, else a plain 256-thread block.
func (p *Panel) occSettings() occupancyview.Settings {
	if p.occSet {
		return p.occ
	}
	gpu := p.gpu
	if gpu == "" {
		gpu = "h200"
	}
	if l := p.current(); l != nil {
		s := launchSettings(l, gpu)
		if s.Regs == 0 {
			s.Regs = 32
		}
		return s
	}
	return occupancyview.Settings{GPU: gpu, Threads: 256, Regs: 32}
}

func (p *Panel) setOcc(f func(*occupancyview.Settings)) {
	s := p.occSettings()
	f(&s)
	p.occ, p.occSet = s, true
}

func (p *Panel) occupancyFigure() app.UI {
	s := p.occSettings()
	m, err := occupancyview.Compute(s)
	if err != nil {
		return app.Figure().Class("view occupancy-view").Body(app.P().Text(err.Error()))
	}
	slider := func(class, label string, lo, hi, step, v int, set func(*occupancyview.Settings, int)) app.UI {
		return app.Label().Class("occ-slider").Body(
			app.Text(label+" "),
			app.Input().Type("range").Class(class).Min(lo).Max(hi).Step(float64(step)).Value(v).
				OnInput(func(ctx app.Context, e app.Event) {
					n := intValue(ctx)
					p.setOcc(func(s *occupancyview.Settings) { set(s, n) })
				}),
			app.Output().Text(strconv.Itoa(v)),
		)
	}
	pr := m.Profile
	return app.Figure().Class("view occupancy-view").
		DataSet("occupancy", m.Percent()).DataSet("limiter", m.Limiter()).DataSet("blocks", m.Result.BlocksPerSM).DataSet("gpu", pr.Name).
		Body(
			app.Div().Class("occ-controls").Body(
				app.Label().Body(app.Text("GPU "),
					app.Select().Class("occ-gpu").OnChange(func(ctx app.Context, e app.Event) {
						name := ctx.JSSrc().Get("value").String()
						p.setOcc(func(s *occupancyview.Settings) { s.GPU = name })
					}).Body(
						app.Range(occupancyview.ProfileNames()).Slice(func(i int) app.UI {
							n := occupancyview.ProfileNames()[i]
							return app.Option().Value(n).Selected(n == pr.Name).Text(n)
						}),
					),
				),
				slider("occ-threads", "threads per block", pr.WarpSize, pr.MaxThreadsPerBlock, pr.WarpSize, s.Threads, func(s *occupancyview.Settings, n int) { s.Threads = n }),
				slider("occ-regs", "registers per thread", 1, pr.MaxRegsPerThread, 1, s.Regs, func(s *occupancyview.Settings, n int) { s.Regs = n }),
				slider("occ-smem", "shared memory per block (B)", 0, pr.SharedPerBlockOptin, max(512, pr.SharedAllocUnit), s.Smem, func(s *occupancyview.Settings, n int) { s.Smem = n }),
				app.If(p.occSet, func() app.UI {
					return app.Button().Class("occ-reset").Text("Use the launch's values").OnClick(func(ctx app.Context, e app.Event) { p.occSet = false })
				}),
			),
			app.Raw(occupancyview.SVG(m)),
		)
}

func (p *Panel) timelineFigure() app.UI {
	l := p.current()
	if l == nil {
		return app.Figure().Class("view timeline-view").Body(app.P().Text("Timeline: run the program to see its blocks dispatched over the SMs."))
	}
	gpu := p.gpu
	if gpu == "" {
		gpu = "h200"
	}
	s := launchSettings(l, gpu)
	if s.Regs == 0 {
		s.Regs = 32
	}
	m, err := occupancyview.Compute(s)
	if err != nil {
		return app.Figure().Class("view timeline-view").Body(app.P().Text(err.Error()))
	}
	in := timelineInput(l, m, m.Profile)
	return app.Figure().Class("view timeline-view").DataSet("waves", len(in.Waves())).DataSet("schedulers", len(in.Activity)).DataSet("cycles", in.Cycles).
		Body(app.Raw(timelineview.SVG(in)))
}

// sceneCache keeps the last scene drawn for one view.
type sceneCache struct {
	access any // *sharedview.Access or *globalview.Access
	step   int
	scene  *draw.Scene
}

// get returns the cached scene when access and step are the same as last
// time, else builds and keeps a new one.
func (c *sceneCache) get(access any, step int, build func() *draw.Scene) *draw.Scene {
	if c.scene == nil || c.access != access || c.step != step {
		c.access, c.step, c.scene = access, step, build()
	}
	return c.scene
}
