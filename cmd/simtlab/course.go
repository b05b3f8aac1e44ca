//go:build !wasm

package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"

	"simtlab/app/course"
	"simtlab/app/packs"
	"simtlab/app/progress"
	"simtlab/hardware"
	"simtlab/lessons"
	"simtlab/sim"
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
	return fromPack(p, path == ""), fsys, nil
}

// fromPack turns a rendered pack into what the UI shows (see app/packs: the
// browser opens packs with the same code); the built-in course keeps its
// progress under its own ID.
func fromPack(p *lessons.Pack, builtin bool) *course.Course {
	if builtin {
		return packs.ToCourse(p, progress.BuiltinPack)
	}
	return packs.ToCourse(p, packs.ID(p))
}

// runForCheck runs a pack's programs for lessons.CheckPack.
func runForCheck(ctx context.Context, file string, src []byte, gpu string) lessons.RunResult {
	var out limitedBuffer
	res := sim.Run(ctx, file, src, sim.Options{GPU: gpu, Stdout: &out, Yield: func() bool { return ctx.Err() == nil }})
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
