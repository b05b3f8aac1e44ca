package packs

import (
	"encoding/base64"
	"html"
	"io"
	"io/fs"
	"path"
	"regexp"
	"strings"

	"simtlab/lessons"
)

// A pack opened in the browser has no URLs of its own: its lessons are
// shown on one page and its files live in memory. So the relative links
// and images of its lessons are rewritten: an image of the pack becomes a
// data: URL, a link to another lesson becomes that lesson's link on the
// page. Everything else is left as the lessons package rendered (and
// sanitized) it.

// attrRef matches a src or href attribute as goldmark writes it: double
// quotes, the value HTML-escaped. Text that merely looks like one is
// escaped (&quot;) and does not match.
var attrRef = regexp.MustCompile(`\b(src|href)="([^"]*)"`)

// imageTypes are the files an <img> may show, by extension.
var imageTypes = map[string]string{
	".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
	".gif": "image/gif", ".webp": "image/webp", ".svg": "image/svg+xml",
}

// maxInlineBytes bounds the images inlined into one pack: data: URLs live
// in the page's memory, and in the saved course.
const maxInlineBytes = 16 << 20

// LessonLink makes the link of a lesson of the opened pack; fragment is ""
// or an anchor without its '#'.
type LessonLink func(slug, fragment string) string

// refRewriter rewrites the references of one pack's lessons.
type refRewriter struct {
	files   fs.FS
	slugs   map[string]string // lesson file → slug
	link    LessonLink
	inlined int // bytes of images inlined so far
	cache   map[string]string
}

func newRefRewriter(p *lessons.Pack, link LessonLink) *refRewriter {
	r := &refRewriter{files: p.Files, slugs: map[string]string{}, link: link, cache: map[string]string{}}
	for _, l := range p.Lessons {
		r.slugs[l.File] = l.Slug
	}
	return r
}

// rewrite returns the HTML of a segment of the lesson in file with its
// references rewritten.
func (r *refRewriter) rewrite(file, h string) string {
	dir := path.Dir(file)
	return attrRef.ReplaceAllStringFunc(h, func(m string) string {
		sub := attrRef.FindStringSubmatch(m)
		attr, val := sub[1], html.UnescapeString(sub[2])
		if val == "" || strings.HasPrefix(val, "#") || strings.HasPrefix(val, "//") || strings.Contains(val, ":") {
			return m // anchors on the page, other sites, data: images
		}
		target, fragment, _ := strings.Cut(val, "#")
		name := path.Clean(path.Join(dir, target))
		if !fs.ValidPath(name) {
			return m
		}
		switch attr {
		case "src":
			if u, ok := r.dataURL(name); ok {
				return `src="` + html.EscapeString(u) + `"`
			}
		case "href":
			if slug, ok := r.slugs[name]; ok && r.link != nil {
				return `href="` + html.EscapeString(r.link(slug, fragment)) + `"`
			}
		}
		return m
	})
}

// dataURL reads an image of the pack as a data: URL.
func (r *refRewriter) dataURL(name string) (string, bool) {
	if u, ok := r.cache[name]; ok {
		return u, true
	}
	mime, ok := imageTypes[strings.ToLower(path.Ext(name))]
	if !ok || r.files == nil {
		return "", false
	}
	f, err := r.files.Open(name)
	if err != nil {
		return "", false
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, int64(maxInlineBytes-r.inlined+1)))
	if err != nil || r.inlined+len(data) > maxInlineBytes {
		return "", false
	}
	r.inlined += len(data)
	u := "data:" + mime + ";base64," + base64.StdEncoding.EncodeToString(data)
	r.cache[name] = u
	return u, true
}
