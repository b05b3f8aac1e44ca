//go:build !wasm

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"

	"simtlab/app/course"
	"simtlab/app/labsim"
	"simtlab/hardware"
	"simtlab/lessons"
	"simtlab/sim/diag"
)

// loadCourse returns the built-in course, or the pack at path (a directory
// or a .zip), with the pack's files. Problems in a pack that still loaded
// are printed to warn and the pack is used as far as it loaded, like the
// built-in one.
func loadCourse(path string, warn io.Writer) (*course.Course, fs.FS, error) {
	var p *lessons.Pack
	var fsys fs.FS
	var err error
	if path == "" {
		fsys = lessons.BuiltinFS()
		p, err = lessons.LoadBuiltinPack()
	} else {
		if fsys, err = lessons.OpenPack(path); err != nil {
			return nil, nil, err
		}
		p, err = lessons.LoadPack(fsys)
	}
	var problems lessons.ProblemList
	if errors.As(err, &problems) && p != nil {
		for _, pr := range problems {
			fmt.Fprintf(warn, "warning: %s\n", pr)
		}
	} else if err != nil {
		return nil, nil, err
	}
	return fromPack(p), fsys, nil
}

// fromPack turns a rendered pack into what the UI shows. Each widget gets
// its effective GPU: its own, else its lesson's, else the pack's.
func fromPack(p *lessons.Pack) *course.Course {
	c := &course.Course{Title: p.Title}
	for _, l := range p.Lessons {
		cl := &course.Lesson{Slug: l.Slug, Title: l.Title, Summary: l.Summary}
		for _, s := range l.Segments {
			if s.Widget == nil {
				cl.Segments = append(cl.Segments, course.Segment{HTML: s.HTML})
				continue
			}
			w := s.Widget
			gpu := firstNonEmpty(w.GPU, l.GPU, p.GPU)
			cl.Segments = append(cl.Segments, course.Segment{Widget: &course.Widget{
				ID: w.ID, Source: w.Source, GPU: gpu, Editable: w.Editable, Views: w.Views,
			}})
		}
		c.Lessons = append(c.Lessons, cl)
	}
	return c
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// runForCheck runs a pack's programs for lessons.CheckPack.
func runForCheck(ctx context.Context, file string, src []byte, gpu string) lessons.RunResult {
	var out limitedBuffer
	res := labsim.Run(ctx, file, src, labsim.Options{GPU: gpu, Stdout: &out, Yield: func() bool { return ctx.Err() == nil }})
	rr := lessons.RunResult{Stdout: out.String(), ExitCode: res.ExitCode}
	for _, l := range res.Launches {
		rr.Launches = append(rr.Launches, lessons.LaunchMetrics{Kernel: l.Kernel, Metrics: l.Metrics})
	}
	for _, d := range res.Diagnostics {
		if d.Severity == diag.Error {
			rr.Errors = append(rr.Errors, lessons.RunError{Line: d.Pos.Line, Msg: d.Msg})
		}
	}
	return rr
}

// knownGPU reports whether the hardware package has a profile of that name.
func knownGPU(name string) bool {
	_, ok := hardware.Lookup(name)
	return ok
}

// limitedBuffer keeps the first MiB of a program's output: a pack check
// compares outputs, and a runaway printf loop must not exhaust memory.
type limitedBuffer struct{ b []byte }

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := 1<<20 - len(l.b); room > 0 {
		l.b = append(l.b, p[:min(len(p), room)]...)
	}
	return len(p), nil
}

func (l *limitedBuffer) String() string { return string(l.b) }
