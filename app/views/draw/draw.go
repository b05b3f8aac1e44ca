// Package draw is how the lab's views make pictures: a view records a
// Scene of simple shapes once, and the scene becomes an SVG document (for
// tests, static pages and screenshots) or is painted on a <canvas> (for the
// animated views, where replacing a large SVG on every step would stall the
// page). Colours come from the Okabe–Ito palette, safe for the common
// colour-vision deficiencies.
package draw

import (
	"fmt"
	"html"
	"strconv"
	"strings"
)

// Okabe–Ito colours; every view picks from these so a colour means the same
// thing across views.
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

// Ink is the colour of text and outlines that follow the page's theme:
// "currentColor" in SVG, the element's computed colour on a canvas.
const Ink = "currentColor"

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

// Kind is the kind of a shape.
type Kind uint8

const (
	KindRect Kind = iota
	KindLine
	KindText
	KindCircle
	KindPath
)

// Op is one shape. Rect: X, Y, W, H; Line: X, Y to W, H (the end point);
// Text: at X, Y with Anchor; Circle: centre X, Y, radius W; Path: SVG path
// data D.
type Op struct {
	Kind         Kind
	X, Y, W, H   float64
	Fill, Stroke string // "" = none
	StrokeWidth  float64
	Text, Anchor string
	D            string
}

// Scene is a picture of Width×Height CSS pixels.
type Scene struct {
	Width, Height int
	Class, Title  string
	Ops           []Op
}

// Open starts the scene.
func (s *Scene) Open(width, height int, class, title string) {
	*s = Scene{Width: width, Height: height, Class: class, Title: title}
}

// Rect adds a rectangle; fill or stroke may be "" (or "none") for none.
func (s *Scene) Rect(x, y, w, h float64, fill, stroke string) {
	if fill == "none" {
		fill = ""
	}
	if stroke == "none" {
		stroke = ""
	}
	s.Ops = append(s.Ops, Op{Kind: KindRect, X: x, Y: y, W: w, H: h, Fill: fill, Stroke: stroke, StrokeWidth: 1})
}

// Line adds a line segment.
func (s *Scene) Line(x1, y1, x2, y2 float64, stroke string, width float64) {
	s.Ops = append(s.Ops, Op{Kind: KindLine, X: x1, Y: y1, W: x2, H: y2, Stroke: stroke, StrokeWidth: width})
}

// Text adds text in Ink; anchor is "start", "middle" or "end".
func (s *Scene) Text(x, y float64, anchor, text string) {
	s.Ops = append(s.Ops, Op{Kind: KindText, X: x, Y: y, Text: text, Anchor: anchor, Fill: Ink})
}

// Circle adds a circle outline.
func (s *Scene) Circle(cx, cy, r float64, stroke string) {
	s.Ops = append(s.Ops, Op{Kind: KindCircle, X: cx, Y: cy, W: r, Stroke: stroke, StrokeWidth: 1})
}

// Path adds an unfilled SVG path.
func (s *Scene) Path(d, stroke string, width float64) {
	s.Ops = append(s.Ops, Op{Kind: KindPath, D: d, Stroke: stroke, StrokeWidth: width})
}

func paint(c string) string {
	if c == "" {
		return "none"
	}
	return c
}

// SVG writes the scene as one SVG element.
func (s *Scene) SVG() string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="%s" viewBox="0 0 %d %d" width="%d" height="%d" role="img" aria-label="%s" font-family="system-ui, sans-serif" font-size="11">`,
		html.EscapeString(s.Class), s.Width, s.Height, s.Width, s.Height, html.EscapeString(s.Title))
	fmt.Fprintf(&b, `<title>%s</title>`, html.EscapeString(s.Title))
	for _, o := range s.Ops {
		switch o.Kind {
		case KindRect:
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s"/>`, o.X, o.Y, o.W, o.H, paint(o.Fill), paint(o.Stroke))
		case KindLine:
			fmt.Fprintf(&b, `<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" stroke-width="%.1f"/>`, o.X, o.Y, o.W, o.H, paint(o.Stroke), o.StrokeWidth)
		case KindText:
			fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" text-anchor="%s" fill="%s">%s</text>`, o.X, o.Y, o.Anchor, o.Fill, html.EscapeString(o.Text))
		case KindCircle:
			fmt.Fprintf(&b, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="%s"/>`, o.X, o.Y, o.W, paint(o.Stroke))
		case KindPath:
			fmt.Fprintf(&b, `<path d="%s" fill="none" stroke="%s" stroke-width="%.1f"/>`, html.EscapeString(o.D), paint(o.Stroke), o.StrokeWidth)
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}

var kindCodes = [...]byte{KindRect: 'r', KindLine: 'l', KindText: 't', KindCircle: 'c', KindPath: 'p'}

// Encode writes the scene for the page's painter (web/codemirror/src/draw.js):
// "W H", then one line per shape of 11 fields separated by '|': kind, x, y,
// w, h, fill, stroke, line width, text, anchor, path data.
func (s *Scene) Encode() string {
	clean := strings.NewReplacer("|", "/", "\n", " ")
	b := make([]byte, 0, 48*len(s.Ops)+16)
	b = strconv.AppendInt(b, int64(s.Width), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(s.Height), 10)
	num := func(v float64) {
		b = strconv.AppendFloat(b, v, 'f', -1, 64)
		b = append(b, '|')
	}
	for _, o := range s.Ops {
		b = append(b, '\n', kindCodes[o.Kind], '|')
		num(o.X)
		num(o.Y)
		num(o.W)
		num(o.H)
		b = append(b, o.Fill...)
		b = append(b, '|')
		b = append(b, o.Stroke...)
		b = append(b, '|')
		num(o.StrokeWidth)
		b = append(b, clean.Replace(o.Text)...)
		b = append(b, '|')
		b = append(b, o.Anchor...)
		b = append(b, '|')
		b = append(b, o.D...)
	}
	return string(b)
}
