package app

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
	"unicode/utf16"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/course"
	"simtlab/app/editor"
	"simtlab/app/launchview"
	"simtlab/app/progress"
	"simtlab/app/views/panel"
	"simtlab/sim"
	"simtlab/sim/diag"
)

// sliceLength is how long the simulator runs before it gives the browser's
// event loop a turn (see docs/browser.md): short enough that a Stop click
// and repaints feel immediate (a Stop waits at most one slice), long enough
// that the yields cost little (about 1 ms each, so 3%).
const sliceLength = 30 * time.Millisecond

// lab is the widget that runs a CUDA program: an editor, Run and Stop,
// the program's output, its diagnostics, and a picture of each launch.
type lab struct {
	app.Compo

	Pack   string // ID of the pack (course.Course.ID), part of the storage key
	Lesson string // slug of the lesson, part of the storage key
	Spec   *course.Widget

	code     string
	running  bool
	status   string
	output   string
	diags    []diagItem
	launches []launchview.Launch
	stop     *atomic.Bool // set by Stop, read by the running simulation
	live     bool         // mounted in the browser: Run works
	runs     int          // finished runs, for tests to wait on (data-runs)
	exercise exerciseState
	cm       *editor.Editor // CodeMirror, nil while the textarea is the editor
	views    panel.Panel    // the trace controls and the views of Spec.Views
	done     int64          // warp instructions done so far in this run (at least)
	memory   string         // where the last run put its memory system: "worker" or "page" (data-memory)
}

// storageKey names the student's copy of a widget's code in localStorage.
func storageKey(pack, lesson, widget string) string {
	return progress.CodeKey(packOrBuiltin(pack), lesson, widget)
}

func (w *lab) OnInit() { w.code = w.Spec.Source }

// OnMount restores the student's saved edit, if any.
func (w *lab) OnMount(ctx app.Context) {
	w.live = true
	startMemoryWorker()
	var saved string
	if err := ctx.LocalStorage().Get(storageKey(w.Pack, w.Lesson, w.Spec.ID), &saved); err == nil && saved != "" && w.Spec.Editable {
		w.setCode(saved)
	}
	w.exercise = exerciseState{done: w.Spec.Exercise != nil && progressStore(ctx).Done(packOrBuiltin(w.Pack), w.Lesson, w.Spec.ID)}
	ctx.Defer(w.attachEditor)
}

// OnDismount stops a run that is still going when the student leaves the
// page.
func (w *lab) OnDismount() {
	w.stopRun()
	w.cm.Destroy()
	w.cm = nil
}

// OnUpdate follows a change of widget (navigation between lessons reuses
// the component).
func (w *lab) OnUpdate(ctx app.Context) {
	w.stopRun()
	w.stop, w.running = nil, false // the old run's results no longer apply
	w.code, w.output, w.status, w.diags, w.launches = w.Spec.Source, "", "", nil, nil
	w.views.SetResult(nil, "")
	w.cm.SetValue(w.code)
	w.cm.SetDiagnostics(nil)
	w.cm.SetHeat(nil, "")
	w.OnMount(ctx)
}

// setCode replaces the editor's text. The textarea's value is set directly:
// once a student typed, its text content no longer drives what it shows.
func (w *lab) setCode(code string) {
	w.code = code
	if app.IsClient {
		if ta := app.Window().GetElementByID(w.editorID()); ta.Truthy() {
			ta.Set("value", code)
		}
	}
	w.cm.SetValue(code)
}

func (w *lab) editorID() string { return "code-" + w.Lesson + "-" + w.Spec.ID }

func (w *lab) onInput(ctx app.Context, e app.Event) {
	w.code = ctx.JSSrc().Get("value").String()
	ctx.LocalStorage().Set(storageKey(w.Pack, w.Lesson, w.Spec.ID), w.code)
	w.cm.SetValue(w.code) // the textarea changed under CodeMirror (tests, autofill)
}

// onKeyDown makes Tab indent (four spaces) instead of leaving the editor.
func (w *lab) onKeyDown(ctx app.Context, e app.Event) {
	if e.Get("key").String() != "Tab" || e.Get("shiftKey").Bool() || !w.Spec.Editable {
		return
	}
	e.PreventDefault()
	ta := ctx.JSSrc()
	start, end := ta.Get("selectionStart").Int(), ta.Get("selectionEnd").Int()
	ta.Call("setRangeText", "    ", start, end, "end")
	w.onInput(ctx, e)
}

// diagItem is a diagnostic as listed under the editor.
type diagItem struct {
	text      string
	line, col int
}

// showPosition selects line:col in the editor, so a click on a diagnostic
// shows where it points.
func (w *lab) showPosition(line, col int) {
	if line < 1 || !app.IsClient {
		return
	}
	off := offsetOf(w.code, line, col)
	if ta := app.Window().GetElementByID(w.editorID()); ta.Truthy() {
		if w.cm == nil {
			ta.Call("focus")
		}
		ta.Call("setSelectionRange", off, off+1) // kept in step under CodeMirror too
	}
	w.cm.Focus(line, col)
}

// offsetOf is the index in code (in UTF-16 units, as the textarea counts)
// of a 1-based line and byte column, clamped to the code.
func offsetOf(code string, line, col int) int {
	i := 0
	for l := 1; l < line; l++ {
		j := strings.IndexByte(code[i:], '\n')
		if j < 0 {
			i = len(code)
			break
		}
		i += j + 1
	}
	end := strings.IndexByte(code[i:], '\n')
	if end < 0 {
		end = len(code) - i
	}
	i += min(max(col-1, 0), end)
	return len(utf16.Encode([]rune(code[:i])))
}

func (w *lab) onReset(ctx app.Context, e app.Event) {
	ctx.LocalStorage().Del(storageKey(w.Pack, w.Lesson, w.Spec.ID))
	w.setCode(w.Spec.Source)
	w.status = "code reset"
}

func (w *lab) onStop(ctx app.Context, e app.Event) {
	w.stopRun()
	if w.running {
		w.status = "stopping…"
	}
}

func (w *lab) stopRun() {
	if w.stop != nil {
		w.stop.Store(true)
	}
}

// onRun runs the program on a goroutine. The simulator calls Yield every
// ~100k warp instructions; once a slice is used up, Yield publishes the
// output so far and yields to the browser (Go's WebAssembly scheduler
// returns to JavaScript while every goroutine waits), so clicks and
// repaints go through during a long run.
func (w *lab) onRun(ctx app.Context, e app.Event) {
	if w.running {
		return
	}
	stop := new(atomic.Bool)
	w.stop = stop
	w.running = true
	w.status = "running…"
	w.output, w.diags, w.launches = "", nil, nil

	src := []byte(w.code)
	filename := w.Spec.ID + ".cu"
	gpu := w.Spec.GPU
	out := new(outputBuffer)
	var trace sim.TraceOptions
	if w.shows("shared") || w.shows("global") || w.shows("launch") {
		trace = w.views.TraceOptions()
	}
	w.done = 0
	yields := int64(0)
	ctx.Async(func() {
		// Let the page show "running…" before the first slice (which also
		// compiles the program) takes the thread.
		yieldToBrowser()
		sliceStart := time.Now()
		worker, release := takeMemoryWorker()
		defer release()
		memory := "page"
		if worker != nil {
			memory = "worker"
		}
		res := sim.Run(context.Background(), filename, src, sim.Options{
			GPU:          gpu,
			Stdout:       out,
			Trace:        trace,
			MemoryWorker: worker,
			// the page's console shows each line as it comes, as a
			// terminal does
			StdoutIsTerminal: true,
			Yield: func() bool {
				yields++
				if time.Since(sliceStart) >= sliceLength {
					partial := out.String()
					done := yields * yieldInterval
					ctx.Dispatch(func(app.Context) {
						if w.stop == stop {
							w.output = partial
							w.done = done
						}
					})
					yieldToBrowser()
					sliceStart = time.Now()
				}
				return !stop.Load()
			},
		})
		final := out.String()
		ctx.Dispatch(func(ctx app.Context) {
			if w.stop != stop {
				return // a newer run or another widget took over
			}
			w.memory = memory
			w.finish(res, final)
			w.checkExercise(ctx, res, final)
		})
	})
}

// finish shows a run's outcome.
func (w *lab) finish(res *sim.Result, output string) {
	w.running = false
	w.runs++
	w.output = output
	w.diags = w.diags[:0]
	for _, d := range res.Diagnostics {
		w.diags = append(w.diags, diagItem{text: diagLine(d), line: d.Pos.Line, col: d.Pos.Col})
	}
	w.launches = w.launches[:0]
	for _, l := range res.Launches {
		lv := launchview.Launch{Kernel: l.Kernel, Grid: l.Grid, Block: l.Block, Walk: launchview.NewWalk(launchview.FromExec(l.Exec))}
		if lv.Walk != nil {
			lv.Walk.Follow = w.views.Follow
		}
		w.launches = append(w.launches, lv)
	}
	if res.Stopped {
		w.status = "stopped"
	} else {
		w.status = "exit status " + strconv.Itoa(res.ExitCode)
	}
	w.showRun(res)
}

// diagLine formats a diagnostic for the list under the editor: the file
// name is the widget's, so only line and column are shown.
func diagLine(d diag.Diagnostic) string {
	if d.Pos.IsValid() {
		return fmt.Sprintf("%d:%d: %s: %s", d.Pos.Line, d.Pos.Col, d.Severity, d.Msg)
	}
	return fmt.Sprintf("%s: %s", d.Severity, d.Msg)
}

// lineNumbers is the gutter text for code with the given number of lines.
func lineNumbers(code string) string {
	n := strings.Count(code, "\n") + 1
	var b strings.Builder
	for i := 1; i <= n; i++ {
		b.WriteString(strconv.Itoa(i))
		b.WriteByte('\n')
	}
	return b.String()
}

func (w *lab) Render() app.UI {
	lines := strings.Count(w.code, "\n") + 1
	// data-ready tells tests (and styles) that the WebAssembly app has taken
	// over the prerendered widget.
	return app.Section().Class("lab").DataSet("widget", w.Spec.ID).DataSet("ready", w.live).DataSet("runs", w.runs).DataSet("memory", w.memory).Body(
		app.Div().Class("lab-toolbar").Body(
			app.Button().Class("run").Text("Run").Disabled(w.running || !w.live).OnClick(w.onRun),
			app.Button().Class("stop").Text("Stop").Disabled(!w.running).OnClick(w.onStop),
			app.Button().Class("reset").Text("Reset").Disabled(w.running || !w.Spec.Editable).OnClick(w.onReset),
			app.Span().Class("status").Aria("live", "polite").Text(w.status),
			app.If(w.running && w.done > 0, func() app.UI {
				return app.Span().Class("progress").DataSet("done", w.done).Body(
					app.Progress().Aria("label", "simulation running"),
					app.Text(" "+formatCount(w.done)+" warp instructions"),
				)
			}),
		),
		app.Div().Class("editor").Body(
			app.Pre().Class("gutter").Aria("hidden", "true").Text(lineNumbers(w.code)),
			app.Textarea().
				ID(w.editorID()).
				Class("code").
				Aria("label", "CUDA program").
				Spellcheck(false).
				Rows(lines+1).
				ReadOnly(!w.Spec.Editable).
				Text(w.code).
				OnInput(w.onInput).
				OnKeyDown(w.onKeyDown),
			// CodeMirror mounts here; go-app never renders children into it.
			app.Div().ID(w.editorID()+"-cm").Class("cm-host"),
		),
		app.If(len(w.diags) > 0, func() app.UI {
			return app.Ul().Class("diagnostics").Body(
				app.Range(w.diags).Slice(func(i int) app.UI {
					d := w.diags[i]
					return app.Li().Text(d.text).Title("show in the editor").OnClick(func(ctx app.Context, e app.Event) { w.showPosition(d.line, d.col) })
				}),
			)
		}),
		app.Pre().Class("output").Aria("label", "program output").Text(w.output),
		app.If(w.Spec.Exercise != nil, w.renderExercise),
		app.Div().Class("launches").DataSet("launches", len(w.launches)).Body(
			app.If(w.shows("launch"), func() app.UI {
				return app.Range(w.launches).Slice(func(i int) app.UI {
					l := w.launches[i]
					return app.Figure().Class("launch-view").DataSet("warps", l.Warps()).DataSet("blocks", l.Blocks()).Body(
						app.Raw(launchview.SVG(l)),
						app.If(l.Walk != nil, func() app.UI { return l.Walk.Render() }),
					)
				})
			}),
		),
		w.views.Render(w.Spec.Views),
	)
}

// shows reports whether the widget opens the named view. A widget that
// names no views gets the launch picture.
func (w *lab) shows(view string) bool {
	if len(w.Spec.Views) == 0 {
		return view == "launch"
	}
	return slices.Contains(w.Spec.Views, view)
}

// yieldInterval is how many warp instructions the simulator runs between
// two calls of Yield (sim/engine's yieldEvery): yields × yieldInterval is a
// lower bound of the work done, which the progress indicator shows.
const yieldInterval = 100_000

// formatCount writes n as "1.2 M" or "300 k".
func formatCount(n int64) string {
	switch {
	case n >= 1_000_000_000:
		return strconv.FormatFloat(float64(n)/1e9, 'f', 1, 64) + " G"
	case n >= 1_000_000:
		return strconv.FormatFloat(float64(n)/1e6, 'f', 1, 64) + " M"
	case n >= 1000:
		return strconv.FormatInt(n/1000, 10) + " k"
	}
	return strconv.FormatInt(n, 10)
}

// attachEditor replaces the textarea with CodeMirror once the page holds
// the widget; without the script the textarea stays.
func (w *lab) attachEditor(ctx app.Context) {
	if w.cm != nil {
		return
	}
	w.views.ID = w.editorID()
	w.views.Follow = func(line int) { w.cm.SetCurrentLine(line) }
	w.cm = editor.Attach(w.editorID(), w.editorID()+"-cm", editor.Options{
		ReadOnly: !w.Spec.Editable,
		OnChange: func(code string) {
			ctx.Dispatch(func(ctx app.Context) {
				if code == w.code {
					return
				}
				w.code = code
				ctx.LocalStorage().Set(storageKey(w.Pack, w.Lesson, w.Spec.ID), code)
			})
		},
		OnRun: func() { ctx.Dispatch(func(ctx app.Context) { w.onRun(ctx, app.Event{}) }) },
	})
}

// showRun hands a run's results to the views and the editor: diagnostics
// underlined, the per-line heat gutter.
func (w *lab) showRun(res *sim.Result) {
	gpu := w.Spec.GPU
	if gpu == "" {
		gpu = "h200"
	}
	w.views.SetResult(res.Launches, gpu)
	ds := make([]editor.Diagnostic, 0, len(res.Diagnostics))
	for _, d := range res.Diagnostics {
		ds = append(ds, editor.Diagnostic{Line: d.Pos.Line, Col: d.Pos.Col, Severity: severityWord(d.Severity), Message: d.Msg})
	}
	w.cm.SetDiagnostics(ds)
	w.cm.SetHeat(panel.Heat(res.Launches), "warp instructions")
}

// severityWord is CodeMirror's name for a diagnostic's severity.
func severityWord(s diag.Severity) string {
	switch s {
	case diag.Error:
		return "error"
	case diag.Warning:
		return "warning"
	}
	return "info"
}
