package app

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/course"
	"simtlab/app/progress"
	"simtlab/lessons"
	"simtlab/sim"
)

// exerciseState is what a lab widget knows of its exercise: how many hints
// the student has asked for, the checks of the last run, and whether the
// exercise has been passed (now or in an earlier visit).
type exerciseState struct {
	hints   int
	results []checkLine // nil until a run finished
	done    bool
}

// checkLine is one check's outcome as the widget shows it.
type checkLine struct {
	text   string
	passed bool
}

// evaluateExercise checks one run against the exercise with the lessons
// package's own rules (those `simtlab check` uses), and puts each result in
// plain words.
func evaluateExercise(ex *course.Exercise, stdout string, launches []sim.LaunchReport) []checkLine {
	le := &lessons.Exercise{Title: ex.Title}
	for _, c := range ex.Checks {
		le.Checks = append(le.Checks, lessons.Check{
			Stdout: c.Stdout, StdoutContains: c.StdoutContains,
			Metric: c.Metric, Kernel: c.Kernel, Op: c.Op, Value: c.Value,
		})
	}
	lm := make([]lessons.LaunchMetrics, len(launches))
	for i, l := range launches {
		lm[i] = lessons.LaunchMetrics{Kernel: l.Kernel, Metrics: l.Metrics}
	}
	results := le.Evaluate(stdout, lm)
	lines := make([]checkLine, len(results))
	for i, r := range results {
		lines[i] = checkLine{text: checkText(r), passed: r.Passed}
	}
	return lines
}

// allPassed reports whether a run passed every check of an exercise.
func allPassed(lines []checkLine) bool {
	for _, l := range lines {
		if !l.passed {
			return false
		}
	}
	return len(lines) > 0
}

// metricWords names the counters the course's checks use in the words of
// the lessons; other metrics keep their Nsight Compute name.
var metricWords = map[string]string{
	"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum": "shared-load bank conflicts",
	"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum": "shared-store bank conflicts",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum":     "shared-load wavefronts",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum":     "shared-store wavefronts",
	"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum":          "global-load requests",
	"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum":          "global-store requests",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum":           "global-load sectors",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum":           "global-store sectors",
	"sm__maximum_warps_per_active_cycle_pct":                   "theoretical occupancy (%)",
	"smsp__sass_inst_executed_op_global_ld.sum":                "global-load instructions",
	"smsp__sass_inst_executed_op_global_st.sum":                "global-store instructions",
	"smsp__sass_inst_executed_op_shared_ld.sum":                "shared-load instructions",
	"smsp__sass_inst_executed_op_shared_st.sum":                "shared-store instructions",
}

// checkText says what a check saw and wanted:
// "shared-store bank conflicts: 31 (want 0)".
func checkText(r lessons.CheckResult) string {
	c := r.Check
	switch {
	case c.Metric != "":
		name := c.Metric
		if w, ok := metricWords[name]; ok {
			name = w
		}
		if c.Kernel != "" {
			name += " in " + c.Kernel
		}
		want := strconv.FormatFloat(c.Value, 'g', -1, 64)
		if c.Op != "" && c.Op != "==" {
			want = c.Op + " " + want
		}
		if r.Got == "" {
			return name + ": not measured, no matching kernel launch (want " + want + ")"
		}
		return name + ": " + r.Got + " (want " + want + ")"
	case c.StdoutContains != "":
		if r.Passed {
			return "the output contains " + strconv.Quote(c.StdoutContains)
		}
		return "the output does not contain " + strconv.Quote(c.StdoutContains)
	default:
		if r.Passed {
			return "the output is the expected one"
		}
		return "the output is not the expected one"
	}
}

// renderExercise is the exercise panel under the widget's output.
func (w *lab) renderExercise() app.UI {
	ex := w.Spec.Exercise
	st := &w.exercise
	class := "exercise"
	if st.done {
		class += " done"
	}
	return app.Aside().Class(class).DataSet("done", st.done).Body(
		app.H3().Class("exercise-title").Body(
			app.Span().Class("exercise-mark").Aria("hidden", "true").Text(doneSymbol(st.done)),
			app.Text(" Exercise: "+ex.Title),
			app.If(st.done, func() app.UI { return app.Span().Class("exercise-done").Text(" done") }),
		),
		app.If(len(st.results) > 0, func() app.UI {
			return app.Ul().Class("checks").Aria("label", "checks of the last run").Body(
				app.Range(st.results).Slice(func(i int) app.UI {
					r := st.results[i]
					mark, word := "✗", "failed: "
					if r.passed {
						mark, word = "✓", "passed: "
					}
					return app.Li().Class(passClass(r.passed)).Body(
						app.Span().Aria("hidden", "true").Text(mark+" "),
						app.Span().Class("visually-hidden").Text(word),
						app.Text(r.text),
					)
				}),
			)
		}).Else(func() app.UI {
			return app.P().Class("checks-hint").Text("Run the program to check it (" + plural(len(ex.Checks), "check", "checks") + ").")
		}),
		app.If(st.hints > 0, func() app.UI {
			return app.Ol().Class("hints").Body(
				app.Range(ex.Hints[:st.hints]).Slice(func(i int) app.UI { return app.Li().Text(ex.Hints[i]) }),
			)
		}),
		app.If(st.hints < len(ex.Hints), func() app.UI {
			return app.Button().Class("hint").Text("Show a hint (" + strconv.Itoa(st.hints+1) + " of " + strconv.Itoa(len(ex.Hints)) + ")").
				OnClick(func(ctx app.Context, e app.Event) { st.hints++ })
		}),
	)
}

func doneSymbol(done bool) string {
	if done {
		return "✓"
	}
	return "○"
}

func passClass(passed bool) string {
	if passed {
		return "check passed"
	}
	return "check failed"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// checkExercise evaluates a finished run against the widget's exercise. A
// pass is saved and announced, so that the lesson lists mark it.
func (w *lab) checkExercise(ctx app.Context, res *sim.Result, stdout string) {
	ex := w.Spec.Exercise
	if ex == nil || res.Stopped {
		return
	}
	w.exercise.results = evaluateExercise(ex, stdout, res.Launches)
	if !allPassed(w.exercise.results) || w.exercise.done {
		return
	}
	w.exercise.done = true
	if err := progressStore(ctx).MarkDone(packOrBuiltin(w.Pack), w.Lesson, w.Spec.ID); err != nil {
		app.Log("simtlab: saving progress:", err)
	}
	ctx.NewAction(progressChanged)
}

// progressChanged is the action a widget sends when an exercise is passed
// or progress is imported; lesson lists listen for it.
const progressChanged = "simtlab/progress-changed"

// packOrBuiltin is the storage ID of a course: courses published before
// they carried an ID are the built-in one.
func packOrBuiltin(id string) string {
	if id == "" {
		return progress.BuiltinPack
	}
	return id
}
