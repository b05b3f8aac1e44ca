// Package course is the shape of a course as the UI shows it: lessons made of
// HTML chunks and lab widgets. It mirrors the lessons package's Pack and
// Lesson (docs/contracts.md) so that the UI depends on one small seam; From
// adapts a rendered pack (see builtin.go).
package course

import "strings"

// Course is an ordered list of lessons.
type Course struct {
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
	Views    []string // "launch", "metrics", ...
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
