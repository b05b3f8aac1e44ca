//go:build !wasm

package main

import (
	"regexp"
	"sort"
	"strings"
)

// go-app writes an element's attributes in map order, so two builds of the
// same page differ byte for byte. canonicalHTML sorts the attributes of
// every start tag by name, which makes the static site reproducible and
// changes nothing a browser sees. Text never matches: go-app escapes "<"
// in text. A textarea's value attribute is written Go-quoted (\" inside),
// so a quoted value may hold backslash escapes.
var (
	startTag  = regexp.MustCompile(`<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'=<>/]+(?:="(?:[^"\\]|\\.)*")?)+)\s*(/?)>`)
	attribute = regexp.MustCompile(`\s+([^\s"'=<>/]+)(="(?:[^"\\]|\\.)*")?`)
)

func canonicalHTML(page []byte) []byte {
	return startTag.ReplaceAllFunc(page, func(tag []byte) []byte {
		m := startTag.FindSubmatch(tag)
		attrs := attribute.FindAllString(string(m[2]), -1)
		for i, a := range attrs {
			attrs[i] = strings.TrimLeft(a, " \t\r\n")
		}
		sort.SliceStable(attrs, func(i, j int) bool { return attrName(attrs[i]) < attrName(attrs[j]) })
		return []byte("<" + string(m[1]) + " " + strings.Join(attrs, " ") + string(m[3]) + ">")
	})
}

func attrName(a string) string {
	if i := strings.IndexByte(a, '='); i >= 0 {
		return a[:i]
	}
	return a
}
