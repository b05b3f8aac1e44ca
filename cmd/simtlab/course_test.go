//go:build !wasm

package main

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// writePack writes a small pack: one lesson whose widgets take their GPU
// from themselves, the lesson and the pack.
func writePack(t *testing.T) string {
	dir := t.TempDir()
	files := map[string]string{
		"pack.yaml": "title: Tiny pack\nversion: \"1\"\nlicense: CC0-1.0\ngpu: h200\nauthors:\n  - A. Author\nlessons:\n  - 01-first.md\n",
		"01-first.md": "---\ntitle: First steps\nsummary: One widget.\ngpu: a100\n---\n\n# First steps\n\nSome text.\n\n" +
			"```cuda {#hello run views=launch}\n#include <cstdio>\nint main() { printf(\"hi\\n\"); return 0; }\n```\n\n" +
			"More text.\n\n" +
			"```cuda {#other run gpu=h200 editable=false}\nint main() { return 0; }\n```\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestLoadCourseFromPack(t *testing.T) {
	var warn bytes.Buffer
	c, files, err := loadCourse(writePack(t), &warn)
	if err != nil {
		t.Fatal(err)
	}
	if warn.Len() > 0 {
		t.Errorf("warnings for a clean pack: %s", warn.String())
	}
	if _, err := fs.Stat(files, "01-first.md"); err != nil {
		t.Errorf("the pack's files: %v", err)
	}
	if c.Title != "Tiny pack" || len(c.Lessons) != 1 {
		t.Fatalf("course %q with %d lessons", c.Title, len(c.Lessons))
	}
	l := c.Lessons[0]
	if l.Slug != "first" || l.Title != "First steps" || l.Summary != "One widget." {
		t.Errorf("lesson = %q %q %q", l.Slug, l.Title, l.Summary)
	}
	ws := l.Widgets()
	if len(ws) != 2 {
		t.Fatalf("%d widgets, want 2", len(ws))
	}
	if w := ws[0]; w.ID != "hello" || w.GPU != "a100" || !w.Editable || !slices.Equal(w.Views, []string{"launch"}) || !strings.Contains(w.Source, `printf("hi\n")`) {
		t.Errorf("first widget = %+v", *w)
	}
	if w := ws[1]; w.ID != "other" || w.GPU != "h200" || w.Editable {
		t.Errorf("second widget = %+v", *w)
	}
	var html int
	for _, s := range l.Segments {
		if s.HTML != "" {
			html++
		}
	}
	if html < 2 {
		t.Errorf("%d HTML segments, want the text around the widgets", html)
	}
}

func TestLoadBuiltinCourse(t *testing.T) {
	c, _, err := loadCourse("", new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Lessons) == 0 {
		t.Fatal("the built-in course has no lessons")
	}
	if _, err := newSite(c, nil, "/"); err != nil {
		t.Errorf("the built-in course does not make a site: %v", err)
	}
}
