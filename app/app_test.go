package app

import (
	"slices"
	"testing"

	"simtlab/app/course"
	"simtlab/sim/diag"
)

func TestPages(t *testing.T) {
	c := &course.Course{Lessons: []*course.Lesson{{Slug: "threads"}, {Slug: "warps"}}}
	want := []string{"/", "/lessons/threads.html", "/lessons/warps.html", "/packs.html", "/playground.html"}
	if got := Pages(c); !slices.Equal(got, want) {
		t.Errorf("Pages = %q, want %q", got, want)
	}
}

func TestStorageKeyIsPerLessonAndWidget(t *testing.T) {
	keys := map[string]bool{}
	for _, k := range []string{
		storageKey("", "threads", "vecadd"), storageKey("", "threads", "ids"), storageKey("", "warps", "vecadd"),
		storageKey("pack-hello", "threads", "vecadd"),
	} {
		if keys[k] {
			t.Errorf("key %q used twice", k)
		}
		keys[k] = true
	}
}

func TestLineNumbers(t *testing.T) {
	tests := []struct{ code, want string }{
		{"", "1\n"},
		{"int x;", "1\n"},
		{"a\nb\n", "1\n2\n3\n"},
		{"a\nb\nc", "1\n2\n3\n"},
	}
	for _, tt := range tests {
		if got := lineNumbers(tt.code); got != tt.want {
			t.Errorf("lineNumbers(%q) = %q, want %q", tt.code, got, tt.want)
		}
	}
}

func TestDiagLine(t *testing.T) {
	tests := []struct {
		d    diag.Diagnostic
		want string
	}{
		{diag.Diagnostic{Pos: diag.Pos{File: "vecadd.cu", Line: 4, Col: 14}, Severity: diag.Error, Msg: "expected ';'"}, "4:14: error: expected ';'"},
		{diag.Diagnostic{Pos: diag.Pos{File: "vecadd.cu", Line: 9, Col: 1}, Severity: diag.Warning, Msg: "unused variable x"}, "9:1: warning: unused variable x"},
		{diag.Diagnostic{Severity: diag.Error, Msg: "step limit reached"}, "error: step limit reached"},
	}
	for _, tt := range tests {
		if got := diagLine(tt.d); got != tt.want {
			t.Errorf("diagLine = %q, want %q", got, tt.want)
		}
	}
}

func TestShowsViews(t *testing.T) {
	tests := []struct {
		views         []string
		launch, metrs bool
	}{
		{nil, true, false},
		{[]string{"launch"}, true, false},
		{[]string{"metrics"}, false, true},
		{[]string{"launch", "metrics"}, true, true},
	}
	for _, tt := range tests {
		w := &lab{Spec: &course.Widget{Views: tt.views}}
		if w.shows("launch") != tt.launch || w.shows("metrics") != tt.metrs {
			t.Errorf("views %q: launch %v metrics %v", tt.views, w.shows("launch"), w.shows("metrics"))
		}
	}
}

func TestOffsetOf(t *testing.T) {
	code := "int a;\n\tint b = 1\nµ x;\n"
	tests := []struct{ line, col, want int }{
		{1, 1, 0},
		{1, 5, 4},
		{2, 1, 7},
		{2, 11, 17}, // the end of line 2
		{2, 99, 17}, // clamped to the line
		{3, 4, 20},  // "µ" is 2 bytes but 1 UTF-16 unit: byte column 4 is after "µ "
		{9, 1, 23},  // past the end
		{0, 0, 0},
	}
	for _, tt := range tests {
		if got := offsetOf(code, tt.line, tt.col); got != tt.want {
			t.Errorf("offsetOf(%d:%d) = %d, want %d", tt.line, tt.col, got, tt.want)
		}
	}
}
