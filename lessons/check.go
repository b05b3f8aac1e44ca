package lessons

import (
	"context"
	"fmt"
	"io/fs"
	"net/url"
	"path"
	"strings"

	"simtlab/lessons/internal/links"
)

// RunFunc runs one CUDA program for a pack check. The command wires it to
// sim.Run; lessons does not import the simulator, so it stays light in
// the browser. file is a name for messages, gpu a profile name.
type RunFunc func(ctx context.Context, file string, src []byte, gpu string) RunResult

// RunResult is what a pack check needs from one run.
type RunResult struct {
	Stdout   string
	Launches []LaunchMetrics
	ExitCode int
	Errors   []RunError // compile errors and runtime faults, in order
}

// RunError is one diagnostic of a run: Line is a line of the program
// (0 when it has none), Msg the message without position.
type RunError struct {
	Line int
	Msg  string
}

// CheckOptions configures CheckPack.
type CheckOptions struct {
	// Run runs programs; nil skips every check that needs a run.
	Run RunFunc
	// KnownGPU reports whether a GPU profile name exists (the hardware
	// package's Lookup); nil accepts every name.
	KnownGPU func(name string) bool
}

// CheckPack validates everything in a pack and returns its problems,
// sorted by file and line (none means the pack is good): the manifest's
// schema, every lesson's Markdown, widget and exercise syntax, GPU names,
// links and images that must resolve inside the pack, and, through
// opts.Run, that every widget program runs cleanly, every exercise's
// reference solution passes all its checks and its starter does not.
func CheckPack(ctx context.Context, fsys fs.FS, opts CheckOptions) []Problem {
	var problems []Problem
	report := func(p Problem) { problems = append(problems, p) }
	p := loadPack(fsys, report)

	known := opts.KnownGPU
	if known == nil {
		known = func(string) bool { return true }
	}
	if p.gpuLine > 0 && !known(p.GPU) {
		report(Problem{File: ManifestFile, Line: p.gpuLine, Msg: fmt.Sprintf("unknown GPU %q", p.GPU)})
	}
	for _, l := range p.Lessons {
		if l.gpuLine > 0 && !known(l.GPU) {
			report(Problem{File: l.File, Line: l.gpuLine, Msg: fmt.Sprintf("unknown GPU %q", l.GPU)})
		}
		checkRefs(fsys, l, report)
		for _, w := range l.Widgets() {
			if !known(w.GPU) {
				if w.GPU != l.GPU && w.GPU != p.GPU { // else reported above, once
					report(Problem{File: l.File, Line: w.Line, Msg: fmt.Sprintf("widget %s: unknown GPU %q", w.ID, w.GPU)})
				}
				continue
			}
			if opts.Run != nil {
				checkWidget(ctx, opts.Run, l, w, report)
			}
		}
	}
	sortProblems(problems)
	return problems
}

// checkRefs verifies that relative links and images name files of the pack.
func checkRefs(fsys fs.FS, l *Lesson, report func(Problem)) {
	for _, r := range l.refs {
		if !links.IsRelative(r.URL) {
			continue
		}
		target := r.URL
		if i := strings.IndexAny(target, "?#"); i >= 0 {
			target = target[:i]
		}
		if unescaped, err := url.PathUnescape(target); err == nil {
			target = unescaped
		}
		what := "link"
		if r.Image {
			what = "image"
		}
		var joined string
		if strings.HasPrefix(target, "/") {
			joined = path.Clean(strings.TrimPrefix(target, "/"))
		} else {
			joined = path.Join(path.Dir(l.File), target)
		}
		if !fs.ValidPath(joined) || strings.HasPrefix(joined, "../") || joined == ".." {
			report(Problem{File: l.File, Line: r.Line, Msg: fmt.Sprintf("%s %q points outside the pack", what, r.URL)})
			continue
		}
		if _, err := fs.Stat(fsys, joined); err != nil {
			report(Problem{File: l.File, Line: r.Line, Msg: fmt.Sprintf("%s %q: %s", what, r.URL, plainErr(err))})
		}
	}
}

// checkWidget runs a widget's program and, for an exercise, its solution.
func checkWidget(ctx context.Context, run RunFunc, l *Lesson, w *Widget, report func(Problem)) {
	// Line L of the program is line w.Line+L of the Markdown file.
	starter := run(ctx, l.File+"#"+w.ID+".cu", []byte(w.Source), w.GPU)
	clean := reportRun(starter, func(line int, msg string) {
		at := w.Line
		if line > 0 {
			at = w.Line + line
		}
		report(Problem{File: l.File, Line: at, Msg: fmt.Sprintf("widget %s: %s", w.ID, msg)})
	})
	ex := w.Exercise
	if ex == nil {
		return
	}
	if clean && Passed(ex.Evaluate(starter.Stdout, starter.Launches)) {
		report(Problem{File: l.File, Line: ex.Line, Msg: fmt.Sprintf("exercise %q: the starter program already passes every check", ex.Title)})
	}
	if ex.Solution == "" {
		return // missing solution: already reported when loading
	}
	solFile, solLine := l.File, ex.Line
	if ex.SolutionFile != "" {
		solFile, solLine = ex.SolutionFile, 0
	}
	sol := run(ctx, solFile, []byte(ex.Solution), w.GPU)
	if !reportRun(sol, func(line int, msg string) {
		at := solLine
		if ex.SolutionFile != "" {
			at = line
		}
		report(Problem{File: solFile, Line: at, Msg: fmt.Sprintf("solution of exercise %q: %s", ex.Title, msg)})
	}) {
		return
	}
	for _, r := range ex.Evaluate(sol.Stdout, sol.Launches) {
		if !r.Passed {
			report(Problem{File: l.File, Line: r.Check.Line, Msg: fmt.Sprintf("exercise %q: the reference solution fails this check: %s", ex.Title, r.Msg)})
		}
	}
}

// reportRun reports a run's errors and a non-zero exit; it returns true
// when the run was clean.
func reportRun(r RunResult, report func(line int, msg string)) bool {
	for _, e := range r.Errors {
		report(e.Line, e.Msg)
	}
	if r.ExitCode != 0 && len(r.Errors) == 0 {
		report(0, fmt.Sprintf("the program exits with status %d", r.ExitCode))
	}
	return r.ExitCode == 0 && len(r.Errors) == 0
}
