// Package srcpos turns byte offsets of a Markdown source into line numbers
// and collects the positioned problems that goldmark extensions find while
// parsing, so that Render can report them as "file:line: message".
package srcpos

import (
	"sort"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
)

// Problem is a message tied to a 1-based line of the Markdown source.
type Problem struct {
	Line int
	Msg  string
}

type state struct {
	lineStarts []int // byte offset of the first byte of each line
	problems   []Problem
}

var key = parser.NewContextKey()

func get(pc parser.Context, source []byte) *state {
	if s, ok := pc.Get(key).(*state); ok {
		return s
	}
	s := &state{lineStarts: []int{0}}
	for i, b := range source {
		if b == '\n' {
			s.lineStarts = append(s.lineStarts, i+1)
		}
	}
	pc.Set(key, s)
	return s
}

// Line returns the 1-based line that holds byte offset off of source.
func Line(pc parser.Context, source []byte, off int) int {
	s := get(pc, source)
	// The first line start greater than off is one past the line we want.
	return sort.SearchInts(s.lineStarts, off+1)
}

// NodeLine returns the line where node n starts, looking at its own lines,
// then at its inline text, then at its parent; 0 when nothing is known.
func NodeLine(pc parser.Context, source []byte, n ast.Node) int {
	for c := n; c != nil; c = c.Parent() {
		if off, ok := firstOffset(c); ok {
			return Line(pc, source, off)
		}
	}
	return 0
}

func firstOffset(n ast.Node) (int, bool) {
	if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
		return n.Lines().At(0).Start, true
	}
	if t, ok := n.(*ast.Text); ok {
		return t.Segment.Start, true
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if off, ok := firstOffset(c); ok {
			return off, true
		}
	}
	return 0, false
}

// Report records a problem at a line of the source being parsed.
func Report(pc parser.Context, source []byte, line int, msg string) {
	s := get(pc, source)
	s.problems = append(s.problems, Problem{Line: line, Msg: msg})
}

// Problems returns the problems recorded so far, ordered by line and then
// by the order they were found in (stable, so output is deterministic).
func Problems(pc parser.Context) []Problem {
	s, ok := pc.Get(key).(*state)
	if !ok {
		return nil
	}
	out := append([]Problem(nil), s.problems...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}
