// Package widget is the goldmark extension that turns fenced CUDA blocks
// marked {… run …} into lab-widget nodes and ```exercise {for=id} blocks
// into exercises attached to those widgets.
//
// The renderer writes a marker comment where each widget sits; the lessons
// package splits the page's HTML at the markers into segments. Raw HTML is
// disabled in lessons, so no Markdown text can forge a marker.
package widget

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"simtlab/lessons/internal/srcpos"
)

// Views are the panels a widget can open, in the order the UI shows them.
var Views = []string{"launch", "shared", "global", "occupancy", "timeline", "metrics"}

// Languages whose fenced blocks can become widgets.
var runnable = []string{"cuda", "cu"}

// KindWidget is the node kind of a lab widget.
var KindWidget = ast.NewNodeKind("LabWidget")

// Node is a lab widget: a runnable program with its settings.
type Node struct {
	ast.BaseBlock
	Index    int    // 0-based position among the lesson's widgets
	ID       string // from #id, or "widget-N" when the fence has none
	Line     int    // line of the opening fence
	Source   string // the program, exactly as written between the fences
	GPU      string // "" means the lesson's or pack's default
	Editable bool
	Views    []string
	// Exercise is the YAML body of the ```exercise block for this widget;
	// ExerciseLine is the line of that block's opening fence (0 = none).
	Exercise     string
	ExerciseLine int
}

// Kind implements ast.Node.
func (n *Node) Kind() ast.NodeKind { return KindWidget }

// Dump implements ast.Node.
func (n *Node) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"ID": n.ID, "Line": strconv.Itoa(n.Line)}, nil)
}

// Marker is the HTML comment written in place of widget number i.
func Marker(i int) string { return "<!--simtlab-widget:" + strconv.Itoa(i) + "-->" }

// MarkerPrefix starts every marker.
const MarkerPrefix = "<!--simtlab-widget:"

var idPattern = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_-]*$`)
var gpuPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]*$`)

type transformer struct{}

type pendingExercise struct {
	forID string
	body  string
	line  int
}

// Transform replaces widget and exercise fences; problems go to srcpos.
func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	src := reader.Source()
	var fences []*ast.FencedCodeBlock
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if f, ok := n.(*ast.FencedCodeBlock); ok && entering {
			fences = append(fences, f)
		}
		return ast.WalkContinue, nil
	})

	var widgets []*Node
	var exercises []pendingExercise
	byID := map[string]*Node{}
	for _, f := range fences {
		line := fenceLine(pc, src, f)
		if f.Info == nil {
			continue
		}
		lang, attrs, hasBlock, err := ParseInfo(string(f.Info.Segment.Value(src)))
		report := func(msg string) { srcpos.Report(pc, src, line, msg) }
		if err != nil {
			report(err.Error())
			continue
		}
		switch {
		case lang == "exercise":
			ex, ok := parseExerciseAttrs(attrs, report)
			if !ok {
				continue
			}
			if f.Parent() != doc {
				report("an exercise block must be at the top level of the lesson, not inside a list or quote")
			}
			ex.body = string(f.Lines().Value(src))
			ex.line = line
			exercises = append(exercises, ex)
			f.Parent().RemoveChild(f.Parent(), f)
		case hasBlock:
			w, ok := parseWidgetAttrs(lang, attrs, report)
			if !ok {
				continue
			}
			if f.Parent() != doc {
				report("a lab widget must be at the top level of the lesson, not inside a list or quote")
				continue
			}
			w.Index = len(widgets)
			if w.ID == "" {
				w.ID = "widget-" + strconv.Itoa(w.Index+1)
			}
			if prev, dup := byID[w.ID]; dup {
				report(fmt.Sprintf("widget id %q is already used by the widget at line %d", w.ID, prev.Line))
				continue
			}
			w.Line = line
			w.Source = string(f.Lines().Value(src))
			byID[w.ID] = w
			widgets = append(widgets, w)
			doc.ReplaceChild(doc, f, w)
		}
	}
	for _, ex := range exercises {
		w, ok := byID[ex.forID]
		switch {
		case !ok:
			srcpos.Report(pc, src, ex.line, fmt.Sprintf("exercise for %q: no widget with that id in this lesson", ex.forID))
		case w.ExerciseLine != 0:
			srcpos.Report(pc, src, ex.line, fmt.Sprintf("widget %q already has an exercise (line %d)", ex.forID, w.ExerciseLine))
		default:
			w.Exercise, w.ExerciseLine = ex.body, ex.line
		}
	}
}

// fenceLine is the line of the opening fence: the info string's line, or
// the line before the first line of code.
func fenceLine(pc parser.Context, src []byte, f *ast.FencedCodeBlock) int {
	if f.Info != nil {
		return srcpos.Line(pc, src, f.Info.Segment.Start)
	}
	if f.Lines().Len() > 0 {
		return srcpos.Line(pc, src, f.Lines().At(0).Start) - 1
	}
	return srcpos.NodeLine(pc, src, f)
}

func parseExerciseAttrs(attrs []Attr, report func(string)) (pendingExercise, bool) {
	var ex pendingExercise
	ok := true
	for _, a := range attrs {
		if a.Name == "for" && a.HasValue {
			ex.forID = a.Value
			continue
		}
		report(fmt.Sprintf("unknown exercise attribute %q (an exercise takes only for=ID)", attrText(a)))
		ok = false
	}
	if ok && ex.forID == "" {
		report("exercise block needs {for=ID} naming the widget it belongs to")
		ok = false
	}
	return ex, ok
}

func parseWidgetAttrs(lang string, attrs []Attr, report func(string)) (*Node, bool) {
	w := &Node{Editable: true}
	ok, run := true, false
	fail := func(msg string) { report(msg); ok = false }
	for _, a := range attrs {
		switch {
		case a.Name == "run" && !a.HasValue:
			run = true
		case a.Name == "id" && a.HasValue:
			if !idPattern.MatchString(a.Value) {
				fail(fmt.Sprintf("widget id %q: use letters, digits, - and _, starting with a letter", a.Value))
			}
			w.ID = a.Value
		case a.Name == "gpu" && a.HasValue:
			g := strings.ToLower(a.Value)
			if !gpuPattern.MatchString(g) {
				fail(fmt.Sprintf("gpu=%q is not a GPU profile name", a.Value))
			}
			w.GPU = g
		case a.Name == "editable" && a.HasValue:
			b, err := strconv.ParseBool(a.Value)
			if err != nil {
				fail(fmt.Sprintf("editable=%q: want true or false", a.Value))
			}
			w.Editable = b
		case a.Name == "views" && a.HasValue:
			for _, v := range strings.Split(a.Value, ",") {
				v = strings.TrimSpace(v)
				if !slices.Contains(Views, v) {
					fail(fmt.Sprintf("unknown view %q (known: %s)", v, strings.Join(Views, ", ")))
					continue
				}
				if !slices.Contains(w.Views, v) {
					w.Views = append(w.Views, v)
				}
			}
		default:
			fail(fmt.Sprintf("unknown widget attribute %q (known: #id, run, gpu=, views=, editable=)", attrText(a)))
		}
	}
	if !ok {
		return nil, false
	}
	if !run {
		report("attributes {…} on a code block make a lab widget only with run; add run or remove the braces")
		return nil, false
	}
	if !slices.Contains(runnable, lang) {
		report(fmt.Sprintf("only cuda blocks can run, not %q", lang))
		return nil, false
	}
	return w, true
}

func attrText(a Attr) string {
	if a.HasValue {
		return a.Name + "=" + a.Value
	}
	return a.Name
}

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindWidget, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.WriteString(Marker(n.(*Node).Index))
			_ = w.WriteByte('\n')
		}
		return ast.WalkSkipChildren, nil
	})
}

// Extension adds lab widgets and exercises to a goldmark.Markdown.
var Extension goldmark.Extender = extension{}

type extension struct{}

func (extension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 100)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}

// Widgets lists the widget nodes of a transformed document in order.
func Widgets(doc ast.Node) []*Node {
	var out []*Node
	for c := doc.FirstChild(); c != nil; c = c.NextSibling() {
		if w, ok := c.(*Node); ok {
			out = append(out, w)
		}
	}
	return out
}
