package lessons

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzRender: any input renders without panicking, the same way twice,
// into HTML that passes the injection allowlist.
func FuzzRender(f *testing.F) {
	files, _ := filepath.Glob("testdata/render/*.md")
	course, _ := filepath.Glob("course/*.md")
	examples, _ := filepath.Glob("examples/*/*.md")
	for _, name := range append(append(files, course...), examples...) {
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	for _, in := range injections {
		f.Add([]byte("# T\n\n" + in + "\n"))
	}
	f.Add([]byte("```cuda {#a run}\nx\n```\n```exercise {for=a}\nchecks: [{metric: m, value: 1}]\n```\n"))
	f.Add([]byte("$$\n\\begin{cases}a&b\\\\c\\end{cases}\n$$\n$x^{$"))
	f.Fuzz(func(t *testing.T, md []byte) {
		l, err := Render("fuzz.md", md)
		if l == nil {
			t.Fatalf("nil lesson (err %v)", err)
		}
		l2, err2 := Render("fuzz.md", md)
		if dump(l) != dump(l2) || (err == nil) != (err2 == nil) || (err != nil && err.Error() != err2.Error()) {
			t.Fatal("two renders differ")
		}
		var html strings.Builder
		for _, s := range l.Segments {
			if (s.Widget == nil) == (s.HTML == "") {
				t.Fatalf("segment with both or neither of HTML and Widget: %+v", s)
			}
			html.WriteString(s.HTML)
		}
		if strings.Contains(html.String(), "simtlab-widget") {
			t.Fatal("widget marker left in the page")
		}
		assertSafe(t, string(md), html.String())
	})
}
