// Package lessons turns lesson Markdown into pages made of HTML segments
// and lab widgets, and loads and checks lesson packs.
//
// Rendering is goldmark with GFM tables, strikethrough, task lists and
// autolinks, YAML front matter, heading anchors, MathML math, highlighted
// static code, callouts, figures and the lab-widget extension. Raw HTML in
// Markdown is not rendered (goldmark's safe mode) and link and image URLs
// pass an allowlist: a pack is untrusted input and must not run script in
// the student's page.
package lessons

import (
	"bytes"
	"path"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"go.abhg.dev/goldmark/frontmatter"
	"gopkg.in/yaml.v3"

	"simtlab/lessons/internal/callout"
	"simtlab/lessons/internal/figure"
	"simtlab/lessons/internal/highlight"
	"simtlab/lessons/internal/links"
	"simtlab/lessons/internal/srcpos"
	"simtlab/lessons/mathml"
	"simtlab/lessons/widget"
)

// Lesson is one rendered page.
type Lesson struct {
	Slug, Title string
	Order       int
	Summary     string
	GPU         string    // front matter gpu; "" = the pack's
	File        string    // the name Render was given
	Segments    []Segment // the page in order: HTML chunks and lab widgets
	TOC         []Heading

	refs    []links.Ref // links and images, for the pack check
	gpuLine int         // line of gpu: in the front matter
}

// Segment is a piece of the page; exactly one field is set.
type Segment struct {
	HTML   string
	Widget *Widget
}

// Widget is a lab widget: an editable, runnable program and its views.
type Widget struct {
	ID       string
	Source   string // the .cu program shown in the editor
	Line     int    // line of the opening fence in the Markdown file
	GPU      string // "" = the lesson's or pack's default
	Editable bool
	Views    []string // a subset of widget.Views, in the order written
	Exercise *Exercise
}

// Heading is an entry of the table of contents (levels 2 and 3).
type Heading struct {
	Level int
	ID    string
	Text  string
}

// Widgets returns the lesson's widgets in page order.
func (l *Lesson) Widgets() []*Widget {
	var out []*Widget
	for _, s := range l.Segments {
		if s.Widget != nil {
			out = append(out, s.Widget)
		}
	}
	return out
}

var markdown = goldmark.New(
	goldmark.WithExtensions(
		extension.Table, extension.Strikethrough, extension.TaskList, extension.Linkify,
		&frontmatter.Extender{Formats: []frontmatter.Format{yamlNodeFormat}},
		widget.Extension, mathml.Extension, callout.Extension, figure.Extension,
		links.Extension, highlight.Extension,
	),
	goldmark.WithParserOptions(parser.WithAutoHeadingID()),
	// No html.WithUnsafe: raw HTML blocks and inline tags are replaced by
	// "<!-- raw HTML omitted -->" and dangerous URLs are dropped.
)

// yamlNodeFormat keeps front matter as a yaml.Node so that problems can
// name the line they are on.
var yamlNodeFormat = frontmatter.Format{
	Name:  "YAML",
	Delim: '-',
	Unmarshal: func(b []byte, dst any) error {
		return yaml.Unmarshal(b, dst)
	},
}

// Render turns one lesson's Markdown into a Lesson. name is the file name
// used in messages and for the default slug ("03-memory.md" → slug
// "memory", order 3). When the Markdown has problems Render returns a
// ProblemList as the error, together with the Lesson rendered as far as
// possible (so a page can still show something).
func Render(name string, md []byte) (*Lesson, error) {
	pc := parser.NewContext()
	doc := markdown.Parser().Parse(text.NewReader(md), parser.WithContext(pc))
	var problems []Problem
	report := func(line int, msg string) { problems = append(problems, Problem{File: name, Line: line, Msg: msg}) }

	l := &Lesson{File: name, refs: links.Refs(pc)}
	l.Slug, l.Order = slugAndOrder(name)
	readFrontMatter(l, pc, report)
	if l.Title == "" {
		l.Title = firstH1(doc, md)
	}
	if l.Title == "" {
		report(1, "lesson has no title: add title: to the front matter or a # heading")
	}
	l.TOC = tableOfContents(doc, md)

	nodes := widget.Widgets(doc)
	widgets := make([]*Widget, len(nodes))
	for i, n := range nodes {
		w := &Widget{ID: n.ID, Source: n.Source, Line: n.Line, GPU: n.GPU, Editable: n.Editable, Views: n.Views}
		if w.GPU == "" {
			w.GPU = l.GPU
		}
		if n.ExerciseLine != 0 {
			w.Exercise = parseExercise(n.Exercise, n.ExerciseLine, report)
		}
		widgets[i] = w
	}

	var buf bytes.Buffer
	if err := markdown.Renderer().Render(&buf, md, doc); err != nil {
		report(0, "rendering failed: "+err.Error())
	}
	l.Segments = split(buf.String(), widgets)

	for _, p := range srcpos.Problems(pc) {
		report(p.Line, p.Msg)
	}
	if len(problems) > 0 {
		sortProblems(problems)
		return l, ProblemList(problems)
	}
	return l, nil
}

// split cuts the rendered HTML at the widget markers.
func split(page string, widgets []*Widget) []Segment {
	var segs []Segment
	for i, w := range widgets {
		m := widget.Marker(i) + "\n"
		at := strings.Index(page, m)
		if at < 0 {
			continue // cannot happen: every widget node renders its marker
		}
		if s := strings.TrimSpace(page[:at]); s != "" {
			segs = append(segs, Segment{HTML: page[:at]})
		}
		segs = append(segs, Segment{Widget: w})
		page = page[at+len(m):]
	}
	if strings.TrimSpace(page) != "" {
		segs = append(segs, Segment{HTML: page})
	}
	return segs
}

// slugAndOrder derives defaults from a file name such as "03-memory.md".
func slugAndOrder(name string) (string, int) {
	base := strings.TrimSuffix(path.Base(name), path.Ext(name))
	num, rest, ok := strings.Cut(base, "-")
	if n, err := strconv.Atoi(num); ok && err == nil && rest != "" {
		return rest, n
	}
	return base, 0
}

func readFrontMatter(l *Lesson, pc parser.Context, report func(int, string)) {
	fm := frontmatter.Get(pc)
	if fm == nil {
		return
	}
	// The front matter's first line is line 2 of the file, after "---".
	r := &yamlReader{lineOffset: 1, report: report}
	var doc yaml.Node
	if err := fm.Decode(&doc); err != nil {
		report(1+yamlErrorLine(err), "front matter: "+yamlErrorText(err))
		return
	}
	if len(doc.Content) == 0 {
		return
	}
	m := r.mapping(doc.Content[0], "front matter", "title", "summary", "gpu", "order", "slug")
	if n := m["title"]; n != nil {
		l.Title, _ = r.str(n, "title")
	}
	if n := m["summary"]; n != nil {
		l.Summary, _ = r.str(n, "summary")
	}
	if n := m["gpu"]; n != nil {
		l.GPU, _ = r.str(n, "gpu")
		l.GPU, l.gpuLine = strings.ToLower(l.GPU), r.line(n)
	}
	if n := m["slug"]; n != nil {
		if s, ok := r.str(n, "slug"); ok {
			if !validSlug(s) {
				r.errorf(n, "slug %q: use lower-case letters, digits and -", s)
			} else {
				l.Slug = s
			}
		}
	}
	if n := m["order"]; n != nil {
		if v, ok := r.number(n, "order"); ok {
			l.Order = int(v)
		}
	}
}

func validSlug(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

func firstH1(doc ast.Node, src []byte) string {
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		if h, ok := c.(*ast.Heading); ok && h.Level == 1 {
			return plainText(h, src)
		}
	}
	return ""
}

func tableOfContents(doc ast.Node, src []byte) []Heading {
	var toc []Heading
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		h, ok := c.(*ast.Heading)
		if !ok || h.Level < 2 || h.Level > 3 {
			continue
		}
		id, _ := h.AttributeString("id")
		idBytes, _ := id.([]byte)
		toc = append(toc, Heading{Level: h.Level, ID: string(idBytes), Text: plainText(h, src)})
	}
	return toc
}

// plainText is the text of an inline subtree without markup.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch t := c.(type) {
		case *ast.Text:
			b.Write(t.Segment.Value(src))
			if t.SoftLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(t.Value)
		case *ast.CodeSpan:
			for g := t.FirstChild(); g != nil; g = g.NextSibling() {
				if tx, ok := g.(*ast.Text); ok {
					b.Write(tx.Segment.Value(src))
				}
			}
			return ast.WalkSkipChildren, nil
		case *mathml.Inline:
			b.WriteString(t.TeX)
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(b.String())
}
