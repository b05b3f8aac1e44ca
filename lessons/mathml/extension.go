package mathml

import (
	"bytes"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"simtlab/lessons/internal/srcpos"
)

// KindInline and KindBlock are the node kinds of $…$ and $$…$$.
var (
	KindInline = ast.NewNodeKind("MathInline")
	KindBlock  = ast.NewNodeKind("MathBlock")
)

// Inline is $…$ inside a paragraph.
type Inline struct {
	ast.BaseInline
	TeX    string
	MathML string // "" when TeX did not convert (the TeX is shown as code)
}

// Kind implements ast.Node.
func (n *Inline) Kind() ast.NodeKind { return KindInline }

// Dump implements ast.Node.
func (n *Inline) Dump(src []byte, level int) {
	ast.DumpHelper(n, src, level, map[string]string{"TeX": n.TeX}, nil)
}

// Block is a $$…$$ display formula.
type Block struct {
	ast.BaseBlock
	MathML string
	closed bool // the closing $$ has been read
}

// Kind implements ast.Node.
func (n *Block) Kind() ast.NodeKind { return KindBlock }

// IsRaw implements ast.Node: the lines are TeX, not Markdown.
func (n *Block) IsRaw() bool { return true }

// Dump implements ast.Node.
func (n *Block) Dump(src []byte, level int) { ast.DumpHelper(n, src, level, nil, nil) }

type inlineParser struct{}

func (inlineParser) Trigger() []byte { return []byte{'$'} }

// Parse follows Pandoc's rule so prices such as "$5 and $6" stay text: the
// opening $ is not followed by a space, the closing $ is not preceded by a
// space nor followed by a digit. $$…$$ on one line is display math.
func (inlineParser) Parse(_ ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, seg := block.PeekLine()
	delim := 1
	if len(line) > 1 && line[1] == '$' {
		delim = 2
	}
	if len(line) <= delim || line[delim] == ' ' || line[delim] == '\t' {
		return nil
	}
	end := -1
	for i := delim; i+delim <= len(line); i++ {
		if line[i] == '\\' {
			i++
			continue
		}
		if line[i] != '$' {
			continue
		}
		if delim == 2 {
			if i+1 < len(line) && line[i+1] == '$' {
				end = i
			}
			break
		}
		if line[i-1] == ' ' || line[i-1] == '\t' || i+1 < len(line) && line[i+1] >= '0' && line[i+1] <= '9' {
			return nil
		}
		end = i
		break
	}
	if end <= delim {
		return nil
	}
	tex := string(line[delim:end])
	n := &Inline{TeX: tex}
	out, err := Convert(tex, delim == 2)
	if err != nil {
		srcpos.Report(pc, block.Source(), srcpos.Line(pc, block.Source(), seg.Start), err.Error())
	} else {
		n.MathML = out
	}
	block.Advance(end + delim)
	return n
}

type blockParser struct{}

func (blockParser) Trigger() []byte { return []byte{'$'} }

func (blockParser) Open(_ ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	pos := pc.BlockOffset()
	if pos < 0 || !bytes.HasPrefix(line[pos:], []byte("$$")) {
		return nil, parser.NoChildren
	}
	start := seg.Start + pos + 2
	rest := util.TrimRightSpace(line[pos+2:])
	n := &Block{}
	if i := bytes.Index(rest, []byte("$$")); i >= 0 {
		if !util.IsBlank(rest[i+2:]) {
			return nil, parser.NoChildren // "$$a$$ and more" is inline display math in a paragraph
		}
		n.Lines().Append(text.NewSegment(start, start+i))
		n.closed = true
	} else {
		n.Lines().Append(text.NewSegment(start, start+len(rest)))
	}
	reader.AdvanceToEOL()
	return n, parser.NoChildren
}

func (blockParser) Continue(node ast.Node, reader text.Reader, _ parser.Context) parser.State {
	n := node.(*Block)
	if n.closed {
		return parser.Close
	}
	line, seg := reader.PeekLine()
	if line == nil {
		return parser.Close
	}
	trimmed := util.TrimRightSpace(line)
	if i := bytes.Index(trimmed, []byte("$$")); i >= 0 {
		n.Lines().Append(text.NewSegment(seg.Start, seg.Start+i))
		n.closed = true
		reader.AdvanceToEOL()
		return parser.Close
	}
	n.Lines().Append(seg)
	reader.AdvanceToEOL()
	return parser.Continue | parser.NoChildren
}

func (blockParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n := node.(*Block)
	src := reader.Source()
	line := srcpos.Line(pc, src, n.Lines().At(0).Start)
	if !n.closed {
		srcpos.Report(pc, src, line, "math: $$ block without its closing $$")
		return
	}
	out, err := Convert(string(n.Lines().Value(src)), true)
	if err != nil {
		srcpos.Report(pc, src, line, err.Error())
		return
	}
	n.MathML = out
}

func (blockParser) CanInterruptParagraph() bool { return true }
func (blockParser) CanAcceptIndentedLine() bool { return false }

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindInline, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			m := n.(*Inline)
			writeMath(w, m.MathML, []byte(m.TeX))
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(KindBlock, func(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			m := n.(*Block)
			_, _ = w.WriteString(`<div class="math-display">`)
			writeMath(w, m.MathML, m.Lines().Value(src))
			_, _ = w.WriteString("</div>\n")
		}
		return ast.WalkSkipChildren, nil
	})
}

// writeMath writes converted MathML, or the TeX as code when it failed.
func writeMath(w util.BufWriter, mathML string, tex []byte) {
	if mathML != "" {
		_, _ = w.WriteString(mathML)
		return
	}
	_, _ = w.WriteString(`<code class="math-error">`)
	_, _ = w.Write(util.EscapeHTML(tex))
	_, _ = w.WriteString("</code>")
}

// Extension adds $…$ and $$…$$ math rendered as MathML.
var Extension goldmark.Extender = extension{}

type extension struct{}

func (extension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithBlockParsers(util.Prioritized(blockParser{}, 90)),
		parser.WithInlineParsers(util.Prioritized(inlineParser{}, 90)),
	)
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}
