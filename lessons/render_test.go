package lessons

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/render")

// dump prints a lesson in a stable, readable form for golden files.
func dump(l *Lesson) string {
	var b strings.Builder
	meta, _ := json.MarshalIndent(struct {
		Slug, Title, Summary, GPU string
		Order                     int
		TOC                       []Heading
	}{l.Slug, l.Title, l.Summary, l.GPU, l.Order, l.TOC}, "", "  ")
	fmt.Fprintf(&b, "<!-- lesson %s -->\n", meta)
	for i, s := range l.Segments {
		if s.Widget != nil {
			w, _ := json.MarshalIndent(s.Widget, "", "  ")
			fmt.Fprintf(&b, "<!-- segment %d: widget %s -->\n", i, w)
			continue
		}
		fmt.Fprintf(&b, "<!-- segment %d: html -->\n%s", i, s.HTML)
	}
	return b.String()
}

func TestRenderGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/render/*.md")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			md, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			l, err := Render(filepath.Base(file), md)
			if err != nil {
				t.Fatalf("Render: %v", err)
			}
			got := dump(l)
			golden := strings.TrimSuffix(file, ".md") + ".golden.html"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./lessons -update)", err)
			}
			if got != string(want) {
				t.Errorf("output differs from %s (rerun with -update if the change is intended)\n--- got ---\n%s", golden, got)
			}
			// Same input, same output.
			again, _ := Render(filepath.Base(file), md)
			if dump(again) != got {
				t.Errorf("two renders of %s differ", file)
			}
		})
	}
}

func TestRenderProblems(t *testing.T) {
	const run = "```cuda {#k run}\nint main() { return 0; }\n```\n"
	tests := []struct {
		name, md string
		want     []string
	}{
		{"unknown view", "# T\n\n```cuda {#k run views=launch,warps}\nint main(){}\n```\n",
			[]string{`l.md:3: unknown view "warps" (known: launch, shared, global, occupancy, timeline, metrics)`}},
		{"unknown attribute", "# T\n\n```cuda {#k run colour=red}\nx\n```\n",
			[]string{`l.md:3: unknown widget attribute "colour=red" (known: #id, run, gpu=, views=, editable=)`}},
		{"bad editable", "# T\n\n```cuda {run editable=maybe}\nx\n```\n",
			[]string{`l.md:3: editable="maybe": want true or false`}},
		{"braces without run", "# T\n\n```cuda {#k}\nx\n```\n",
			[]string{`l.md:3: attributes {…} on a code block make a lab widget only with run; add run or remove the braces`}},
		{"run on python", "# T\n\n```python {run}\nx\n```\n",
			[]string{`l.md:3: only cuda blocks can run, not "python"`}},
		{"junk after language", "# T\n\n```cuda run\nx\n```\n",
			[]string{`l.md:3: attributes after "cuda" must be one {…} block, got "run"`}},
		{"duplicate id", "# T\n\n" + run + "\n" + run,
			[]string{`l.md:7: widget id "k" is already used by the widget at line 3`}},
		{"widget in a list", "# T\n\n- item\n\n  ```cuda {run}\n  x\n  ```\n",
			[]string{`l.md:5: a lab widget must be at the top level of the lesson, not inside a list or quote`}},
		{"exercise for missing widget", "# T\n\n" + run + "\n```exercise {for=nope}\ntitle: t\nchecks: [{stdout: x}]\nsolution: s.cu\n```\n",
			[]string{`l.md:7: exercise for "nope": no widget with that id in this lesson`}},
		{"exercise without for", "# T\n\n```exercise\ntitle: t\n```\n",
			[]string{`l.md:3: exercise block needs {for=ID} naming the widget it belongs to`}},
		{"two exercises", "# T\n\n" + run + "\n```exercise {for=k}\ntitle: a\nchecks: [{stdout: x}]\nsolution: s.cu\n```\n\n```exercise {for=k}\ntitle: b\nchecks: [{stdout: x}]\nsolution: s.cu\n```\n",
			[]string{`l.md:13: widget "k" already has an exercise (line 7)`}},
		{"bad YAML", "# T\n\n" + run + "\n```exercise {for=k}\ntitle: t\nchecks: [\n```\n",
			[]string{`l.md:9: YAML: did not find expected node content`}},
		{"unknown exercise key", "# T\n\n" + run + "\n```exercise {for=k}\ntitle: t\ncheckz: []\nchecks:\n  - stdout: x\nsolution: s.cu\n```\n",
			[]string{`l.md:9: unknown key "checkz" in exercise (known: title, hints, checks, solution)`}},
		{"check with two kinds", "# T\n\n" + run + "\n```exercise {for=k}\ntitle: t\nchecks:\n  - stdout: x\n    metric: m\n    value: 1\nsolution: s.cu\n```\n",
			[]string{`l.md:10: a check needs exactly one of stdout, stdout_contains or metric`}},
		{"metric without value, bad op", "# T\n\n" + run + "\n```exercise {for=k}\ntitle: t\nchecks:\n  - metric: m\n    op: \"=<\"\nsolution: s.cu\n```\n",
			[]string{`l.md:10: metric check needs a value`, `l.md:11: op "=<": want one of == != < <= > >=`}},
		{"missing title checks solution", "# T\n\n" + run + "\n```exercise {for=k}\nhints: [h]\n```\n",
			[]string{`l.md:7: exercise needs a title`, `l.md:7: exercise needs a solution: a .cu file of the pack or an inline program`, `l.md:7: exercise needs at least one check`}},
		{"unknown front matter key", "---\ntitle: T\ncolour: red\n---\n\ntext\n",
			[]string{`l.md:3: unknown key "colour" in front matter (known: title, summary, gpu, order, slug)`}},
		{"no title", "just text\n", []string{`l.md:1: lesson has no title: add title: to the front matter or a # heading`}},
		{"bad math", "# T\n\nSee $\\frac{a}$ here.\n\n$$\n\\foo{x}\n$$\n",
			[]string{`l.md:3: math: missing argument at end of formula`, `l.md:5: math: unknown command \foo`}},
		{"unclosed display math", "# T\n\n$$\nx + y\n", []string{`l.md:3: math: $$ block without its closing $$`}},
		{"javascript link", "# T\n\nA [link](javascript:alert(1)).\n",
			[]string{`l.md:3: link URL "javascript:alert(1)" is not allowed (use a relative path, http(s) or mailto)`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Render("l.md", []byte(tt.md))
			var got []string
			if pl, ok := err.(ProblemList); ok {
				for _, p := range pl {
					got = append(got, p.String())
				}
			} else if err != nil {
				t.Fatalf("error of type %T: %v", err, err)
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestSlugAndOrder(t *testing.T) {
	for _, tt := range []struct {
		name, slug string
		order      int
	}{
		{"03-memory-spaces.md", "memory-spaces", 3},
		{"dir/12-pi.md", "pi", 12},
		{"intro.md", "intro", 0},
		{"x-y.md", "x-y", 0},
	} {
		slug, order := slugAndOrder(tt.name)
		if slug != tt.slug || order != tt.order {
			t.Errorf("%s: got %q %d, want %q %d", tt.name, slug, order, tt.slug, tt.order)
		}
	}
}

func BenchmarkRenderLesson(b *testing.B) {
	md, err := os.ReadFile("testdata/render/basics.md")
	if err != nil {
		b.Fatal(err)
	}
	w, _ := os.ReadFile("testdata/render/widgets.md")
	md = append(append(md, '\n'), bytes.ReplaceAll(w, []byte("# Widgets"), []byte("## Widgets"))...)
	b.SetBytes(int64(len(md)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Render("bench.md", md); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRenderCourse renders every lesson of the built-in course.
func BenchmarkRenderCourse(b *testing.B) {
	files, _ := filepath.Glob("course/*.md")
	var srcs [][]byte
	size := 0
	for _, f := range files {
		md, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, md)
		size += len(md)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		for i, md := range srcs {
			if _, err := Render(files[i], md); err != nil {
				b.Fatal(err)
			}
		}
	}
}
