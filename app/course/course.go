// Package course is the shape of a course as the UI shows it: lessons made of
// HTML chunks and lab widgets. It mirrors the lessons package's Pack and
// Lesson (docs/contracts.md) so that the UI depends on one small seam; From
// adapts a rendered pack (see builtin.go).
package course

import "strings"

// Course is an ordered list of lessons.
type Course struct {
	// ID names the pack in the student's saved progress (see app/progress):
	// "builtin" for the built-in course, a slug of the title for a pack.
	ID      string `json:",omitempty"`
	Title   string
	Lessons []*Lesson
}

// Lesson is one page of the course.
type Lesson struct {
	Slug     string
	Title    string
	Summary  string
	Segments []Segment
}

// Segment is either an HTML chunk or a lab widget; exactly one is set.
type Segment struct {
	HTML   string
	Widget *Widget
}

// Widget is an editable CUDA program with its views.
type Widget struct {
	ID       string // unique in the lesson
	Source   string // the .cu program shown in the editor
	GPU      string // hardware profile name, "" = default
	Editable bool
	Views    []string  // "launch", "metrics", ...
	Exercise *Exercise `json:",omitempty"`
}

// Exercise is what the page shows of an exercise: its title, hints and
// checks. The reference solution never reaches the page.
type Exercise struct {
	Title  string
	Hints  []string `json:",omitempty"`
	Checks []Check
}

// Check is one condition on a run, as lessons.Check: exactly one of Stdout,
// StdoutContains and Metric is set.
type Check struct {
	Stdout         string  `json:",omitempty"`
	StdoutContains string  `json:",omitempty"`
	Metric         string  `json:",omitempty"`
	Kernel         string  `json:",omitempty"` // "" = every launch, summed
	Op             string  `json:",omitempty"` // "" = "=="
	Value          float64 `json:",omitempty"`
}

// Lesson returns the lesson with the given slug.
func (c *Course) Lesson(slug string) (*Lesson, bool) {
	for _, l := range c.Lessons {
		if l.Slug == slug {
			return l, true
		}
	}
	return nil, false
}

// Widgets returns the lesson's widgets in page order.
func (l *Lesson) Widgets() []*Widget {
	var ws []*Widget
	for _, s := range l.Segments {
		if s.Widget != nil {
			ws = append(ws, s.Widget)
		}
	}
	return ws
}

// ValidSlug reports whether s can name a lesson page: lower-case letters,
// digits and dashes, so that it is safe as a file name and in a URL.
func ValidSlug(s string) bool {
	if s == "" {
		return false
	}
	return strings.Trim(s, "abcdefghijklmnopqrstuvwxyz0123456789-") == ""
}

// Exercises returns the IDs of the lesson's widgets that carry an exercise,
// in page order.
func (l *Lesson) Exercises() []string {
	var ids []string
	for _, w := range l.Widgets() {
		if w.Exercise != nil {
			ids = append(ids, w.ID)
		}
	}
	return ids
}
