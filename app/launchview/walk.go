package launchview

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Walk is the launch view's step control over one traced warp: Prev, Next,
// Next change and a scrubber, all reachable from the keyboard (buttons take
// Enter and Space, the scrubber the arrow keys). Like the lab's panel it is
// a plain struct rendered inside the lab, whose handlers re-render it.
type Walk struct {
	Trace *WarpTrace
	At    int // the step shown
	// Follow, when set, is told the line of each step moved to (the
	// editor highlights it).
	Follow func(line int)
}

// NewWalk starts a walk at the first step; nil when the trace has no steps.
func NewWalk(t *WarpTrace) *Walk {
	if t == nil || len(t.Steps) == 0 {
		return nil
	}
	return &Walk{Trace: t}
}

// Go moves to step i, clamped to the trace.
func (w *Walk) Go(i int) {
	w.At = max(0, min(i, len(w.Trace.Steps)-1))
	if w.Follow != nil {
		w.Follow(w.Trace.Steps[w.At].Line)
	}
}

// Render draws the lane strip of the current step and its controls. The
// data attributes are the test hooks: data-active-lanes, data-divergent,
// data-change, data-line and data-step.
func (w *Walk) Render() app.UI {
	v, ok := w.Trace.At(w.At)
	if !ok {
		return app.Text("")
	}
	n := len(w.Trace.Steps)
	return app.Div().Class("mask-view").
		DataSet("active-lanes", v.Active).
		DataSet("divergent", strconv.FormatBool(v.Divergent)).
		DataSet("change", v.Change.String()).
		DataSet("line", v.Line).
		DataSet("step", v.Index).
		DataSet("steps", n).
		Body(
			app.Raw(MaskSVG(w.Trace, v.Index)),
			app.Div().Class("mask-controls").Body(
				app.Button().Class("mask-prev").Text("◀ Prev").Disabled(v.Index == 0).
					OnClick(func(app.Context, app.Event) { w.Go(w.At - 1) }),
				app.Button().Class("mask-next").Text("Next ▶").Disabled(v.Index == n-1).
					OnClick(func(app.Context, app.Event) { w.Go(w.At + 1) }),
				app.Button().Class("mask-next-change").Text("Next change ⤵").Title("the next step whose active lanes differ").
					Disabled(w.Trace.NextChange(v.Index) == v.Index).
					OnClick(func(app.Context, app.Event) { w.Go(w.Trace.NextChange(w.At)) }),
				app.Input().Type("range").Class("mask-scrub").Aria("label", "execution step").
					Min(0).Max(n-1).Value(v.Index).
					OnInput(func(ctx app.Context, e app.Event) {
						if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
							w.Go(i)
						}
					}),
				app.If(w.Trace.Dropped > 0, func() app.UI {
					return app.Span().Class("mask-dropped").Text(" (trace full: " + strconv.Itoa(w.Trace.Dropped) + " later instructions not shown)")
				}),
			),
		)
}
