//go:build !wasm

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"simtlab/app/course"
)

func TestCleanBase(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "/"},
		{"/", "/"},
		{"sub", "/sub/"},
		{"/sub", "/sub/"},
		{"/sub/path/", "/sub/path/"},
		{"//sub//path", "/sub/path/"},
		{"/a/../b", "/b/"},
	}
	for _, tt := range tests {
		got, err := cleanBase(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("cleanBase(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"/a b", `/x"y`, "/q?x=1", "/f#x", "/<p>"} {
		if _, err := cleanBase(bad); err == nil {
			t.Errorf("cleanBase(%q): no error", bad)
		}
	}
}

func TestResolve(t *testing.T) {
	tests := []struct{ base, in, want string }{
		{"/", "/", "/"},
		{"/", "/web/app.wasm", "/web/app.wasm"},
		{"/", "/lessons/x.html", "/lessons/x.html"},
		{"/sub/", "/", "/sub/"},
		{"/sub/", "", "/sub/"},
		{"/sub/", "/app.js", "/sub/app.js"},
		{"/sub/", "/web/app.wasm", "/sub/web/app.wasm"},
		{"/sub/", "web/icon.png", "/sub/web/icon.png"},
		{"/sub/", "https://example.com/x.png", "https://example.com/x.png"},
		{"/sub/", "#top", "#top"},
	}
	for _, tt := range tests {
		r := resources{site: &site{base: tt.base}}
		if got := r.Resolve(tt.in); got != tt.want {
			t.Errorf("base %s: Resolve(%q) = %q, want %q", tt.base, tt.in, got, tt.want)
		}
	}
}

// testCourse is a two-lesson course with one widget.
func testCourse() *course.Course {
	return &course.Course{Title: "Test course", Lessons: []*course.Lesson{
		{Slug: "first", Title: "First", Segments: []course.Segment{
			{HTML: "<h1>First</h1>"},
			{Widget: &course.Widget{ID: "w1", Source: "int main() { return 0; }\n", Editable: true, Views: []string{"launch"}}},
		}},
		{Slug: "second", Title: "Second", Segments: []course.Segment{{HTML: "<p>Second</p>"}}},
	}}
}

func TestVersionIsAContentHash(t *testing.T) {
	version := func(wasm, base string, c *course.Course) string {
		s, err := newSite(c, []byte(wasm), base)
		if err != nil {
			t.Fatal(err)
		}
		return s.version
	}
	v := version("wasm-1", "/", testCourse())
	if again := version("wasm-1", "/", testCourse()); again != v {
		t.Errorf("same content, different versions %s and %s", v, again)
	}
	changed := testCourse()
	changed.Lessons[1].Segments[0].HTML = "<p>Second, edited</p>"
	for name, other := range map[string]string{
		"wasm":   version("wasm-2", "/", testCourse()),
		"base":   version("wasm-1", "/sub/", testCourse()),
		"course": version("wasm-1", "/", changed),
	} {
		if other == v {
			t.Errorf("a new %s keeps version %s", name, v)
		}
	}
}

func TestNewSiteRejectsUnsafeSlugs(t *testing.T) {
	c := testCourse()
	c.Lessons[0].Slug = "../etc"
	if _, err := newSite(c, nil, "/"); err == nil {
		t.Error("a slug with ../ was accepted")
	}
}

func TestWriteStaticUnderSubPath(t *testing.T) {
	s, err := newSite(testCourse(), []byte("\x00asm fake"), "/lab/")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	files, err := writeStatic(s, dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"index.html", "lessons/first.html", "lessons/second.html",
		"app.js", "app-worker.js", "wasm_exec.js", "manifest.webmanifest", "app.css",
		"web/app.wasm", "web/course.json", "web/highlight.css", "web/simtlab.css", "web/icon.png", "web/icon.svg",
	} {
		if !slices.Contains(files, want) {
			t.Errorf("%s not written", want)
		}
	}
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if got := read("web/app.wasm"); got != "\x00asm fake" {
		t.Errorf("web/app.wasm = %q", got)
	}

	// Prerendered pages: every lesson linked under the base path, the
	// lesson's HTML and widget present before any script runs.
	page := read("lessons/first.html")
	for _, want := range []string{
		`href="/lab/lessons/first.html"`, `href="/lab/lessons/second.html"`, `href="/lab/"`,
		`src="/lab/app.js"`, `href="/lab/web/simtlab.css"`,
		"<h1>First</h1>", `data-widget="w1"`, "int main() { return 0; }",
		"<title>First · Test course</title>",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("lessons/first.html lacks %s", want)
		}
	}
	// No absolute link may escape the base path.
	for _, m := range regexp.MustCompile(`(?:href|src)="(/[^"]*)"`).FindAllStringSubmatch(page, -1) {
		if !strings.HasPrefix(m[1], "/lab/") {
			t.Errorf("link %s outside the base path", m[1])
		}
	}

	// The service worker caches every page and file needed offline, under
	// this build's version.
	worker := read("app-worker.js")
	if !strings.Contains(worker, `"app-" + "`+s.version+`"`) {
		t.Errorf("app-worker.js does not name version %s", s.version)
	}
	for _, want := range []string{"/lab/", "/lab/lessons/first.html", "/lab/lessons/second.html", "/lab/web/app.wasm", "/lab/web/course.json", "/lab/app.js"} {
		if !strings.Contains(worker, `"`+want+`"`) {
			t.Errorf("app-worker.js does not cache %s", want)
		}
	}
	appJS := read("app.js")
	for _, want := range []string{`"GOAPP_ROOT_PREFIX":"/lab/"`, `"GOAPP_STATIC_RESOURCES_URL":"/lab/web"`, `/lab/web/app.wasm`} {
		if !strings.Contains(appJS, want) {
			t.Errorf("app.js lacks %s", want)
		}
	}

	// Building twice gives the same bytes.
	dir2 := t.TempDir()
	if _, err := writeStatic(s, dir2); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		a, _ := os.ReadFile(filepath.Join(dir, f))
		b, _ := os.ReadFile(filepath.Join(dir2, f))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two builds", f)
		}
	}
}
