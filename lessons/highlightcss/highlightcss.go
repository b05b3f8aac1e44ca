// Package highlightcss writes the style sheet for the code that lessons
// highlights. It is separate from lessons because chroma's styles package
// parses every bundled style when the program starts: the command (or a
// build step) writes the CSS once, and the WebAssembly page never links it.
package highlightcss

import (
	"strings"

	chtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/styles"
)

// CSS returns the style sheet for highlighted code in the named chroma
// style ("github", "monokai", …; an unknown name gives chroma's fallback).
// Class names carry the "hl-" prefix the lessons renderer uses.
func CSS(style string) string {
	var b strings.Builder
	f := chtml.New(chtml.WithClasses(true), chtml.ClassPrefix("hl-"))
	_ = f.WriteCSS(&b, styles.Get(style))
	return b.String()
}
