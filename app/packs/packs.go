// Package packs adapts a rendered lesson pack (package lessons) to the
// course the UI shows, and opens a pack from the bytes of a .zip, which is
// how the browser gets one (a fetch or a dropped file). The same code runs
// natively (the server's course.json) and in WebAssembly.
package packs

import (
	"bytes"
	"errors"
	"strings"

	"simtlab/app/course"
	"simtlab/lessons"
)

// ToCourse turns a rendered pack into what the UI shows, under the given
// pack ID. Each widget gets its effective GPU: its own, else its lesson's,
// else the pack's. Exercises keep their title, hints and checks; the
// reference solution is left behind, so it never reaches the page.
func ToCourse(p *lessons.Pack, id string) *course.Course {
	c := &course.Course{ID: id, Title: p.Title}
	for _, l := range p.Lessons {
		cl := &course.Lesson{Slug: l.Slug, Title: l.Title, Summary: l.Summary}
		for _, s := range l.Segments {
			if s.Widget == nil {
				cl.Segments = append(cl.Segments, course.Segment{HTML: s.HTML})
				continue
			}
			w := s.Widget
			cl.Segments = append(cl.Segments, course.Segment{Widget: &course.Widget{
				ID: w.ID, Source: w.Source, GPU: firstNonEmpty(w.GPU, l.GPU, p.GPU),
				Editable: w.Editable, Views: w.Views, Exercise: exercise(w.Exercise),
			}})
		}
		c.Lessons = append(c.Lessons, cl)
	}
	return c
}

func exercise(e *lessons.Exercise) *course.Exercise {
	if e == nil {
		return nil
	}
	ce := &course.Exercise{Title: e.Title, Hints: e.Hints}
	for _, c := range e.Checks {
		ce.Checks = append(ce.Checks, course.Check{
			Stdout: c.Stdout, StdoutContains: c.StdoutContains,
			Metric: c.Metric, Kernel: c.Kernel, Op: c.Op, Value: c.Value,
		})
	}
	return ce
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// ID names a pack in the student's saved progress: "pack-" and a slug of
// its title, so that a new version of the same pack keeps the progress.
// The prefix keeps it apart from the built-in course's ID ("builtin").
func ID(p *lessons.Pack) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(p.Title) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
		if b.Len() >= 60 {
			break
		}
	}
	if b.Len() == 0 {
		return "pack"
	}
	return "pack-" + b.String()
}

// Opened is a pack opened from a .zip: the course to show and, in plain
// words, the problems found while loading (the pack is shown as far as it
// loaded, like `simtlab serve --pack` does).
type Opened struct {
	Course   *course.Course
	Problems []string
}

// OpenZip loads a pack from the bytes of a .zip archive. Links between its
// lessons become link(slug, fragment); its images become data: URLs.
func OpenZip(data []byte, link LessonLink) (*Opened, error) {
	p, err := lessons.LoadPackZip(bytes.NewReader(data), int64(len(data)))
	var problems lessons.ProblemList
	if err != nil && !(errors.As(err, &problems) && p != nil) {
		return nil, err
	}
	if len(p.Lessons) == 0 {
		if len(problems) > 0 {
			return nil, problems
		}
		return nil, errors.New("the pack has no lessons")
	}
	o := &Opened{Course: ToCourse(p, ID(p))}
	refs := newRefRewriter(p, link)
	for i, l := range p.Lessons {
		for j := range o.Course.Lessons[i].Segments {
			if s := &o.Course.Lessons[i].Segments[j]; s.HTML != "" {
				s.HTML = refs.rewrite(l.File, s.HTML)
			}
		}
	}
	for _, pr := range problems {
		o.Problems = append(o.Problems, pr.String())
	}
	return o, nil
}
