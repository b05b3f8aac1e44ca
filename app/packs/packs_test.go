package packs

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"simtlab/lessons"
)

const helloPack = "../../lessons/examples/hello-pack"

// zipDir zips dir with its files under prefix ("" = at the archive's root).
func zipDir(t *testing.T, dir, prefix string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	err := fs.WalkDir(os.DirFS(dir), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		w, err := zw.Create(path.Join(prefix, name))
		if err == nil {
			_, err = w.Write(data)
		}
		return err
	})
	if err == nil {
		err = zw.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// The course the page gets carries each exercise's title, hints and
// checks, and never its reference solution.
func TestToCourseLeavesSolutionsOut(t *testing.T) {
	p, err := lessons.LoadPack(os.DirFS(helloPack))
	if err != nil {
		t.Fatal(err)
	}
	c := ToCourse(p, ID(p))
	data, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	exercises := 0
	for i, l := range p.Lessons {
		for j, w := range l.Widgets() {
			cw := c.Lessons[i].Widgets()[j]
			if w.Exercise == nil {
				if cw.Exercise != nil {
					t.Errorf("%s/%s: exercise appeared", l.Slug, w.ID)
				}
				continue
			}
			exercises++
			if cw.Exercise == nil || cw.Exercise.Title != w.Exercise.Title || len(cw.Exercise.Checks) != len(w.Exercise.Checks) || len(cw.Exercise.Hints) != len(w.Exercise.Hints) {
				t.Errorf("%s/%s: exercise %+v", l.Slug, w.ID, cw.Exercise)
			}
			// The solution's first distinctive line is nowhere in the JSON.
			for _, line := range strings.Split(w.Exercise.Solution, "\n") {
				if line = strings.TrimSpace(line); len(line) > 20 && !strings.Contains(w.Source, line) {
					if bytes.Contains(data, []byte(line)) {
						t.Errorf("%s/%s: the course JSON carries the solution's line %q", l.Slug, w.ID, line)
					}
					break
				}
			}
		}
	}
	if exercises == 0 {
		t.Fatal("the example pack has no exercise to check")
	}
	if bytes.Contains(data, []byte("Solution")) {
		t.Error("the course JSON has a Solution field")
	}
}

func TestID(t *testing.T) {
	tests := []struct{ title, want string }{
		{"Hello, SIMT Lab: an example pack", "pack-hello-simt-lab-an-example-pack"},
		{"  CUDA 101 ", "pack-cuda-101"},
		{"¿¡!", "pack"},
		{"builtin", "pack-builtin"},
	}
	for _, tt := range tests {
		if got := ID(&lessons.Pack{Title: tt.title}); got != tt.want {
			t.Errorf("ID(%q) = %q, want %q", tt.title, got, tt.want)
		}
	}
}

func TestOpenZip(t *testing.T) {
	for _, prefix := range []string{"", "hello-pack"} {
		o, err := OpenZip(zipDir(t, helloPack, prefix), nil)
		if err != nil {
			t.Fatalf("prefix %q: %v", prefix, err)
		}
		if o.Course.ID != "pack-hello-simt-lab-an-example-pack" || len(o.Course.Lessons) != 2 || len(o.Problems) != 0 {
			t.Errorf("prefix %q: course %q with %d lessons, problems %q", prefix, o.Course.ID, len(o.Course.Lessons), o.Problems)
		}
	}
	// A pack with problems opens as far as it loaded, with the problems.
	o, err := OpenZip(zipDir(t, "../../tests/packs/script-injection", ""), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(o.Course.Lessons) != 1 || len(o.Problems) == 0 || !strings.HasPrefix(o.Problems[0], "01-lesson.md:") {
		t.Errorf("script-injection: %d lessons, problems %q", len(o.Course.Lessons), o.Problems)
	}
	for _, bad := range []struct {
		name string
		data []byte
		want string
	}{
		{"not a zip", []byte("hello"), "pack archive"},
		{"no manifest", zipDir(t, "../../tests/packs/missing-manifest", ""), "no pack.yaml"},
	} {
		if _, err := OpenZip(bad.data, nil); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: error %v, want one containing %q", bad.name, err, bad.want)
		}
	}
}

func TestOpenZipRewritesReferences(t *testing.T) {
	link := func(slug, fragment string) string { return "/packs.html?lesson=" + slug + "&x=1#" + fragment }
	o, err := OpenZip(zipDir(t, helloPack, "hello-pack"), link)
	if err != nil {
		t.Fatal(err)
	}
	var page strings.Builder
	for _, l := range o.Course.Lessons {
		for _, s := range l.Segments {
			page.WriteString(s.HTML)
		}
	}
	h := page.String()
	for _, want := range []string{
		`src="data:image/svg+xml;base64,`,
		`href="/packs.html?lesson=coalescing&amp;x=1#"`,
		`href="/packs.html?lesson=hello&amp;x=1#hello-from-many-threads"`,
	} {
		if !strings.Contains(h, want) {
			t.Errorf("the pack's HTML lacks %s", want)
		}
	}
	for _, gone := range []string{`src="img/grid.svg"`, `href="02-coalescing.md"`} {
		if strings.Contains(h, gone) {
			t.Errorf("the pack's HTML still has %s", gone)
		}
	}
}

func TestRewriteLeavesOthersAlone(t *testing.T) {
	r := &refRewriter{slugs: map[string]string{"a.md": "a"}, link: func(s, f string) string { return "L:" + s }, cache: map[string]string{}}
	for _, h := range []string{
		`<a href="https://example.org/a.md">x</a>`,
		`<a href="#top">x</a>`,
		`<img src="missing.png">`,
		`<a href="../a.md">x</a>`,
		`<code>href=&quot;a.md&quot;</code>`,
		`<img src="data:image/png;base64,AAAA">`,
	} {
		if got := r.rewrite("lesson.md", h); got != h {
			t.Errorf("rewrite(%s) = %s", h, got)
		}
	}
	if got := r.rewrite("sub/lesson.md", `<a href="../a.md">x</a>`); got != `<a href="L:a">x</a>` {
		t.Errorf("a link up from sub/ = %s", got)
	}
}
