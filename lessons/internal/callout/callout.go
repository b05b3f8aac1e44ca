// Package callout turns GitHub-style alert quotes ("> [!NOTE]" on the
// quote's first line) into callout boxes.
package callout

import (
	"bytes"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Kinds are the alert kinds GitHub knows, with the title each shows.
var Kinds = map[string]string{
	"NOTE": "Note", "TIP": "Tip", "IMPORTANT": "Important", "WARNING": "Warning", "CAUTION": "Caution",
}

// KindCallout is the node kind of a callout.
var KindCallout = ast.NewNodeKind("Callout")

// Node is a callout box; its children are the quote's blocks.
type Node struct {
	ast.BaseBlock
	Alert string // "NOTE", "TIP", …
}

// Kind implements ast.Node.
func (n *Node) Kind() ast.NodeKind { return KindCallout }

// Dump implements ast.Node.
func (n *Node) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Alert": n.Alert}, nil)
}

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, _ parser.Context) {
	src := reader.Source()
	var quotes []*ast.Blockquote
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if q, ok := n.(*ast.Blockquote); ok && entering {
			quotes = append(quotes, q)
		}
		return ast.WalkContinue, nil
	})
	for _, q := range quotes {
		p, ok := q.FirstChild().(*ast.Paragraph)
		if !ok || p.Lines().Len() == 0 {
			continue
		}
		first := p.Lines().At(0)
		alert, ok := alertOf(first.Value(src))
		if !ok {
			continue
		}
		// Drop the inlines of the marker line and the line break after it.
		for c := p.FirstChild(); c != nil; {
			next := c.NextSibling()
			t, isText := c.(*ast.Text)
			if !isText || t.Segment.Start >= first.Stop {
				break
			}
			p.RemoveChild(p, c)
			c = next
		}
		if p.ChildCount() == 0 {
			q.RemoveChild(q, p)
		}
		n := &Node{Alert: alert}
		for c := q.FirstChild(); c != nil; {
			next := c.NextSibling()
			n.AppendChild(n, c)
			c = next
		}
		q.Parent().ReplaceChild(q.Parent(), q, n)
	}
}

func alertOf(line []byte) (string, bool) {
	line = bytes.TrimSpace(line)
	if !bytes.HasPrefix(line, []byte("[!")) || !bytes.HasSuffix(line, []byte("]")) {
		return "", false
	}
	name := string(bytes.ToUpper(line[2 : len(line)-1]))
	_, ok := Kinds[name]
	return name, ok
}

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindCallout, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		c := n.(*Node)
		if entering {
			// Alert comes from the fixed Kinds table, so it needs no escaping.
			_, _ = w.WriteString(`<div class="callout callout-` + string(bytes.ToLower([]byte(c.Alert))) +
				`" role="note"><p class="callout-title">` + Kinds[c.Alert] + "</p>\n")
		} else {
			_, _ = w.WriteString("</div>\n")
		}
		return ast.WalkContinue, nil
	})
}

// Extension adds callouts.
var Extension goldmark.Extender = extension{}

type extension struct{}

func (extension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 200)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}
