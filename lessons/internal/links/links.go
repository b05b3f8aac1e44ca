// Package links enforces the URL policy of lesson pages and records every
// link and image with its line, so a pack check can resolve the relative
// ones inside the pack.
//
// Allowed: relative paths and #fragments, http(s) and mailto links, and
// images that are relative, http(s) or data:image/{png,gif,jpeg,webp}.
// A link with any other scheme (javascript:, data:, vbscript:, file:, …)
// is replaced by its text and reported.
package links

import (
	"fmt"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"simtlab/lessons/internal/srcpos"
)

// Ref is a link or image destination found in a lesson.
type Ref struct {
	Line  int
	URL   string
	Image bool
}

var key = parser.NewContextKey()

// Refs returns the links and images of the document just parsed, in order.
func Refs(pc parser.Context) []Ref {
	r, _ := pc.Get(key).([]Ref)
	return r
}

// IsRelative reports whether u names a file of the pack (no scheme, no
// host), so it must resolve inside the pack.
func IsRelative(u string) bool {
	return scheme(u) == "" && !strings.HasPrefix(u, "//") && !strings.HasPrefix(u, "#") && u != ""
}

// scheme returns the lower-case scheme of u, or "" when u has none.
// Character references are resolved first, as the renderer will, and
// ASCII tab and newline are removed, as browsers do: "java&#x09;script:"
// is still javascript:.
func scheme(u string) string {
	b := util.ResolveNumericReferences(util.ResolveEntityNames(util.UnescapePunctuations([]byte(u))))
	u = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, strings.TrimSpace(string(b)))
	for i := 0; i < len(u); i++ {
		switch c := u[i]; {
		case c == ':':
			return strings.ToLower(u[:i])
		case c == '/' || c == '?' || c == '#':
			return ""
		}
	}
	return ""
}

// Allowed reports whether a link (image=false) or image may point at u.
func Allowed(u string, image bool) bool {
	switch s := scheme(u); s {
	case "", "http", "https":
		return true
	case "mailto":
		return !image
	case "data":
		if !image {
			return false
		}
		low := strings.ToLower(strings.TrimSpace(string(util.ResolveNumericReferences(util.ResolveEntityNames([]byte(u))))))
		for _, t := range []string{"png", "gif", "jpeg", "webp"} {
			if strings.HasPrefix(low, "data:image/"+t+";") || strings.HasPrefix(low, "data:image/"+t+",") {
				return true
			}
		}
		return false
	default:
		return false
	}
}

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	src := reader.Source()
	var nodes []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		switch n.(type) {
		case *ast.Link, *ast.Image, *ast.AutoLink:
			if entering {
				nodes = append(nodes, n)
			}
		}
		return ast.WalkContinue, nil
	})
	var refs []Ref
	for _, n := range nodes {
		var dest string
		image := false
		switch n := n.(type) {
		case *ast.Link:
			dest = string(n.Destination)
		case *ast.Image:
			dest, image = string(n.Destination), true
		case *ast.AutoLink:
			dest = string(n.URL(src))
			if n.AutoLinkType == ast.AutoLinkEmail {
				dest = "mailto:" + dest
			}
		}
		line := srcpos.NodeLine(pc, src, n)
		if !Allowed(dest, image) {
			msg := fmt.Sprintf("link URL %q is not allowed (use a relative path, http(s) or mailto)", truncate(dest))
			if image {
				msg = fmt.Sprintf("image URL %q is not allowed (use a relative path or http(s))", truncate(dest))
			}
			srcpos.Report(pc, src, line, msg)
			replaceWithText(n)
			continue
		}
		refs = append(refs, Ref{Line: line, URL: dest, Image: image})
	}
	pc.Set(key, refs)
}

// replaceWithText swaps a blocked link for its children (or an image for
// nothing: its alt text lives in the children too).
func replaceWithText(n ast.Node) {
	parent := n.Parent()
	if _, ok := n.(*ast.AutoLink); ok {
		parent.RemoveChild(parent, n)
		return
	}
	for c := n.FirstChild(); c != nil; {
		next := c.NextSibling()
		parent.InsertBefore(parent, n, c)
		c = next
	}
	parent.RemoveChild(parent, n)
}

func truncate(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// Extension adds the URL policy.
var Extension goldmark.Extender = extension{}

type extension struct{}

func (extension) Extend(m goldmark.Markdown) {
	// Before figures (200), so a blocked image never becomes a figure.
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 150)))
}
