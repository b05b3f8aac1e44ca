// Package diag holds source positions and the diagnostics that every phase of
// SIMT Lab reports: compile errors from the CUDA front end, runtime faults and
// limits from the engine.
//
// Phases collect diagnostics in a List instead of stopping at the first one, so
// that one run shows the student every problem in the file.
package diag

import (
	"fmt"
	"sort"
	"strings"
)

// Pos is a position in a source file. Line and Col are 1-based; Col counts
// bytes. The zero Pos means "no position".
type Pos struct {
	File      string
	Line, Col int
}

// IsValid reports whether p names a position.
func (p Pos) IsValid() bool { return p.Line > 0 }

// String formats p as file:line:col, leaving out what is unknown.
func (p Pos) String() string {
	s := p.File
	if p.IsValid() {
		if s != "" {
			s += ":"
		}
		s += fmt.Sprintf("%d:%d", p.Line, p.Col)
	}
	if s == "" {
		s = "-"
	}
	return s
}

// Before reports whether p comes before q (by file name, then line, then column).
func (p Pos) Before(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// Severity says how bad a diagnostic is.
type Severity uint8

const (
	Error Severity = iota
	Warning
	Note
)

func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	case Note:
		return "note"
	}
	return "unknown"
}

// Stable Kind words. Tests and the UI match on them, so they never change.
const (
	KindSyntax      = "syntax"      // scanner, preprocessor and parser errors
	KindType        = "type"        // type checker errors
	KindRuntime     = "runtime"     // faults while running
	KindSanitizer   = "sanitizer"   // race/out-of-bounds findings
	KindLimit       = "limit"       // step, memory or nesting limits
	KindUnsupported = "unsupported" // valid CUDA that the lab does not implement
)

// Diagnostic is one message about one position.
type Diagnostic struct {
	Pos      Pos
	Severity Severity
	Kind     string // one of the Kind* words
	Msg      string // plain words, no trailing period
}

// String formats d as "file:line:col: error: msg".
func (d Diagnostic) String() string {
	return fmt.Sprintf("%s: %s: %s", d.Pos, d.Severity, d.Msg)
}

// Format returns d.String() followed by the source line that d points at and a
// caret under its column. Tabs in the line are kept in the caret line so that
// the caret lines up in a terminal.
func Format(d Diagnostic, src []byte) string {
	var b strings.Builder
	b.WriteString(d.String())
	line, ok := sourceLine(src, d.Pos.Line)
	if !ok {
		return b.String()
	}
	b.WriteByte('\n')
	b.WriteString(line)
	b.WriteByte('\n')
	col := d.Pos.Col
	if col < 1 {
		col = 1
	}
	for i := 0; i < col-1 && i < len(line); i++ {
		if line[i] == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	b.WriteByte('^')
	return b.String()
}

// sourceLine returns line n (1-based) of src without its line ending.
func sourceLine(src []byte, n int) (string, bool) {
	if n < 1 {
		return "", false
	}
	for cur := 1; ; cur++ {
		i := strings.IndexByte(string(src), '\n')
		if cur == n {
			if i < 0 {
				i = len(src)
			}
			return strings.TrimRight(string(src[:i]), "\r"), true
		}
		if i < 0 {
			return "", false
		}
		src = src[i+1:]
	}
}

// List collects diagnostics.
type List []Diagnostic

// Add appends an error diagnostic of the given kind.
func (l *List) Add(pos Pos, kind, format string, args ...any) {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	// a name several namespaces declare is one identifier, cpu∷step
	// (parser.NamespaceSep): messages spell it as C++ does
	msg = strings.ReplaceAll(msg, "∷", "::")
	*l = append(*l, Diagnostic{Pos: pos, Severity: Error, Kind: kind, Msg: msg})
}

// AddDiag appends d.
func (l *List) AddDiag(d Diagnostic) { *l = append(*l, d) }

// Len is the number of diagnostics.
func (l List) Len() int { return len(l) }

// Sort orders the list by position; diagnostics at the same position keep
// the order in which they were added.
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool { return l[i].Pos.Before(l[j].Pos) })
}

// Dedupe sorts the list and removes diagnostics that repeat the same line and
// message, which happens when a macro expands one mistake many times.
func (l *List) Dedupe() {
	l.Sort()
	out := (*l)[:0]
	for i, d := range *l {
		if i > 0 {
			p := out[len(out)-1]
			if p.Pos.File == d.Pos.File && p.Pos.Line == d.Pos.Line && p.Msg == d.Msg {
				continue
			}
		}
		out = append(out, d)
	}
	*l = out
}

// HasErrors reports whether the list holds at least one Error.
func (l List) HasErrors() bool {
	for _, d := range l {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Err returns nil when the list holds no errors, and the list as an error otherwise.
func (l List) Err() error {
	if !l.HasErrors() {
		return nil
	}
	return l
}

// Error implements error: the first diagnostic, and how many more there are.
func (l List) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].String()
	}
	return fmt.Sprintf("%s (and %d more)", l[0], len(l)-1)
}
