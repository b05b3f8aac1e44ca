// Package highlight renders static fenced code blocks, colouring CUDA, C and
// C++ with chroma token classes (CSS classes, no inline styles) and
// printing other languages as escaped text.
package highlight

import (
	"slices"
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"

	"simtlab/lessons/cudalexer"
	"simtlab/lessons/widget"
)

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
			writeTokens(w, it)
			return ast.WalkSkipChildren, nil
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

// writeTokens writes tokens as spans with chroma's class names prefixed
// "hl-" (package lessons/highlightcss writes the matching style sheet).
// chroma's own HTML formatter rebuilds the whole style sheet on every
// call, too slow for a page in WebAssembly, and its styles package parses
// every bundled style at start-up.
func writeTokens(w util.BufWriter, it chroma.Iterator) {
	_, _ = w.WriteString(`<pre class="hl-chroma"><code>`)
	for tok := it(); tok != chroma.EOF; tok = it() {
		class := className(tok.Type)
		if class != "" {
			_, _ = w.WriteString(`<span class="hl-` + class + `">`)
		}
		_, _ = w.Write(util.EscapeHTML([]byte(tok.Value)))
		if class != "" {
			_, _ = w.WriteString("</span>")
		}
	}
	_, _ = w.WriteString("</code></pre>\n")
}

// className is chroma's short class for a token type, falling back to its
// sub-category and category as chroma's formatter does; "" for plain text.
func className(t chroma.TokenType) string {
	for _, c := range []chroma.TokenType{t, t.SubCategory(), t.Category()} {
		if name := chroma.StandardTypes[c]; name != "" {
			return name
		}
	}
	return ""
}
