// Package svgutil holds what the lab's SVG views share: the colour-blind-safe
// palette and a small writer that escapes text.
package svgutil

import (
	"fmt"
	"html"
	"strings"
)

// Okabe–Ito colours, safe for the common colour-vision deficiencies; every
// view picks from these so a colour means the same thing across views.
const (
	Orange    = "#E69F00"
	SkyBlue   = "#56B4E9"
	Green     = "#009E73"
	Yellow    = "#F0E442"
	Blue      = "#0072B2"
	Vermilion = "#D55E00"
	Purple    = "#CC79A7"
	Grey      = "#999999"
)

// Cycle is the palette in the order views use for "first, second, ..."
// categories (wavefronts, blocks, warps).
var Cycle = []string{Blue, Orange, Green, Purple, SkyBlue, Vermilion, Yellow, Grey}

// Pick returns the i-th colour of Cycle, wrapping.
func Pick(i int) string {
	if i < 0 {
		i = -i
	}
	return Cycle[i%len(Cycle)]
}

// Writer builds one SVG document.
type Writer struct{ b strings.Builder }

// Open starts the document with a viewBox of w×h and an accessible title.
func (w *Writer) Open(width, height int, class, title string) {
	fmt.Fprintf(&w.b, `<svg xmlns="http://www.w3.org/2000/svg" class="%s" viewBox="0 0 %d %d" width="%d" height="%d" role="img" aria-label="%s" font-family="system-ui, sans-serif" font-size="11">`,
		class, width, height, width, height, html.EscapeString(title))
	fmt.Fprintf(&w.b, `<title>%s</title>`, html.EscapeString(title))
}

// Raw appends markup as it is; callers format numbers only.
func (w *Writer) Raw(format string, args ...any) { fmt.Fprintf(&w.b, format, args...) }

// Rect draws a rectangle; stroke may be "" for none.
func (w *Writer) Rect(x, y, width, height float64, fill, stroke string) {
	if stroke == "" {
		stroke = "none"
	}
	fmt.Fprintf(&w.b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s"/>`, x, y, width, height, fill, stroke)
}

// Text draws escaped text; anchor is "start", "middle" or "end".
func (w *Writer) Text(x, y float64, anchor, s string) {
	fmt.Fprintf(&w.b, `<text x="%.1f" y="%.1f" text-anchor="%s" fill="currentColor">%s</text>`, x, y, anchor, html.EscapeString(s))
}

// Line draws a line segment.
func (w *Writer) Line(x1, y1, x2, y2 float64, stroke string, width float64) {
	fmt.Fprintf(&w.b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="%.1f"/>`, x1, y1, x2, y2, stroke, width)
}

// Close ends the document and returns it.
func (w *Writer) Close() string {
	w.b.WriteString(`</svg>`)
	return w.b.String()
}
