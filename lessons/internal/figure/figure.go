// Package figure turns a paragraph that holds only an image with a title,
// ![alt](src "caption"), into <figure> with the title as <figcaption>.
package figure

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// KindFigure is the node kind of a figure.
var KindFigure = ast.NewNodeKind("Figure")

// Node is a figure; its only child is the image.
type Node struct {
	ast.BaseBlock
	Caption []byte
}

// Kind implements ast.Node.
func (n *Node) Kind() ast.NodeKind { return KindFigure }

// Dump implements ast.Node.
func (n *Node) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"Caption": string(n.Caption)}, nil)
}

type transformer struct{}

func (transformer) Transform(doc *ast.Document, _ text.Reader, _ parser.Context) {
	var paras []*ast.Paragraph
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if p, ok := n.(*ast.Paragraph); ok && entering {
			paras = append(paras, p)
		}
		return ast.WalkContinue, nil
	})
	for _, p := range paras {
		img, ok := p.FirstChild().(*ast.Image)
		if !ok || p.ChildCount() != 1 || len(img.Title) == 0 {
			continue
		}
		f := &Node{Caption: img.Title}
		f.SetLines(p.Lines())
		p.RemoveChild(p, img)
		f.AppendChild(f, img)
		p.Parent().ReplaceChild(p.Parent(), p, f)
	}
}

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindFigure, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.WriteString("<figure>")
			return ast.WalkContinue, nil
		}
		_, _ = w.WriteString("<figcaption>")
		_, _ = w.Write(util.EscapeHTML(n.(*Node).Caption))
		_, _ = w.WriteString("</figcaption></figure>\n")
		return ast.WalkContinue, nil
	})
}

// Extension adds figures.
var Extension goldmark.Extender = extension{}

type extension struct{}

func (extension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 200)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}
