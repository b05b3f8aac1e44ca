// Package highlight renders static fenced code blocks, colouring CUDA, C and
// C++ with chroma's HTML formatter (CSS classes, no inline styles) and
// printing other languages as escaped text.
package highlight

import (
	"slices"
	"strings"

	chtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/styles"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"

	"simtlab/lessons/cudalexer"
	"simtlab/lessons/widget"
)

var formatter = chtml.New(chtml.WithClasses(true), chtml.ClassPrefix("hl-"))

// Extension renders fenced code blocks with highlighting.
var Extension goldmark.Extender = extension{}

type extension struct{}

func (extension) Extend(m goldmark.Markdown) {
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindFencedCodeBlock, render)
}

func render(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkSkipChildren, nil
	}
	f := n.(*ast.FencedCodeBlock)
	lang := ""
	if f.Info != nil {
		lang, _, _, _ = widget.ParseInfo(string(f.Info.Segment.Value(src)))
	}
	code := string(f.Lines().Value(src))
	if slices.Contains(cudalexer.CUDA.Config().Aliases, strings.ToLower(lang)) {
		if it, err := cudalexer.CUDA.Tokenise(nil, code); err == nil {
			if err := formatter.Format(w, styles.Fallback, it); err == nil {
				_ = w.WriteByte('\n')
				return ast.WalkSkipChildren, nil
			}
		}
	}
	_, _ = w.WriteString("<pre><code")
	if lang != "" {
		_, _ = w.WriteString(` class="language-`)
		_, _ = w.Write(util.EscapeHTML([]byte(lang)))
		_ = w.WriteByte('"')
	}
	_ = w.WriteByte('>')
	_, _ = w.Write(util.EscapeHTML([]byte(code)))
	_, _ = w.WriteString("</code></pre>\n")
	return ast.WalkSkipChildren, nil
}

// CSS returns the style sheet for highlighted code in the named chroma
// style ("github", "monokai", …; unknown names give chroma's fallback).
func CSS(style string) string {
	var b strings.Builder
	_ = formatter.WriteCSS(&b, styles.Get(style))
	return b.String()
}
