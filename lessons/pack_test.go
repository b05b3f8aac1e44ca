package lessons

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// fakeRun stands in for sim.Run: it returns what the program's
// "// fake-run: {json}" comment says (tests/packs/README.md).
func fakeRun(_ context.Context, file string, src []byte, gpu string) RunResult {
	m := regexp.MustCompile(`// fake-run: (\{.*\})`).FindSubmatch(src)
	if m == nil {
		return RunResult{}
	}
	var spec struct {
		Stdout  string
		Exit    int
		Errors  []RunError
		Metrics map[string]map[string]float64 // kernel → metric → value
	}
	if err := json.Unmarshal(m[1], &spec); err != nil {
		return RunResult{ExitCode: 1, Errors: []RunError{{Msg: "bad fake-run comment: " + err.Error()}}}
	}
	r := RunResult{Stdout: spec.Stdout, ExitCode: spec.Exit, Errors: spec.Errors}
	for _, k := range sortedKeys(spec.Metrics) {
		r.Launches = append(r.Launches, LaunchMetrics{Kernel: k, Metrics: spec.Metrics[k]})
	}
	return r
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

var knownGPUs = []string{"h200", "h100", "a100", "gf100"}

func checkOpts() CheckOptions {
	return CheckOptions{Run: fakeRun, KnownGPU: func(g string) bool { return slices.Contains(knownGPUs, g) }}
}

// Every broken pack in tests/packs reports exactly what its expect.txt says.
func TestBrokenPacks(t *testing.T) {
	dirs, err := filepath.Glob("../tests/packs/*/expect.txt")
	if err != nil || len(dirs) < 15 {
		t.Fatalf("broken packs missing: %v %v", dirs, err)
	}
	for _, exp := range dirs {
		dir := filepath.Dir(exp)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			wantText, err := os.ReadFile(exp)
			if err != nil {
				t.Fatal(err)
			}
			want := strings.Split(strings.TrimSpace(string(wantText)), "\n")
			var got []string
			for _, p := range CheckPack(context.Background(), os.DirFS(dir), checkOpts()) {
				got = append(got, p.String())
			}
			if !matchExpect(got, want) {
				t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// matchExpect compares line by line; a wanted line ending in "…" matches
// any line starting with the text before it.
func matchExpect(got, want []string) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		if prefix, ok := strings.CutSuffix(want[i], "…"); ok {
			if !strings.HasPrefix(got[i], prefix) {
				return false
			}
		} else if got[i] != want[i] {
			return false
		}
	}
	return true
}

func TestExamplePack(t *testing.T) {
	fsys := os.DirFS("examples/hello-pack")
	p, err := LoadPack(fsys)
	if err != nil {
		t.Fatalf("LoadPack: %v", err)
	}
	if p.Title == "" || p.GPU != "h200" || len(p.Lessons) != 2 || p.License != "CC0-1.0" {
		t.Errorf("pack: %+v", p)
	}
	l := p.Lesson("coalescing")
	if l == nil || l.Order != 2 {
		t.Fatalf("lesson coalescing missing or out of order: %+v", l)
	}
	ws := l.Widgets()
	if len(ws) != 1 || ws[0].GPU != "h200" || ws[0].Exercise == nil ||
		!strings.Contains(ws[0].Exercise.Solution, "(in, out, 1);") {
		t.Errorf("widget: %+v", ws)
	}
	// Static checks only: running the programs is simtlab check's job.
	opts := checkOpts()
	opts.Run = nil
	for _, pr := range CheckPack(context.Background(), fsys, opts) {
		t.Errorf("%s", pr)
	}
}

// zipOf packs a file system into a .zip, under prefix.
func zipOf(t *testing.T, fsys fs.FS, prefix string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		w, err := zw.Create(prefix + p)
		if err != nil {
			return err
		}
		_, err = w.Write(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestLoadPackZip(t *testing.T) {
	for _, prefix := range []string{"", "hello-pack/"} {
		z := zipOf(t, os.DirFS("examples/hello-pack"), prefix)
		p, err := LoadPackZip(bytes.NewReader(z), int64(len(z)))
		if err != nil {
			t.Fatalf("prefix %q: %v", prefix, err)
		}
		if len(p.Lessons) != 2 {
			t.Errorf("prefix %q: %d lessons", prefix, len(p.Lessons))
		}
		if _, err := fs.Stat(p.Files, "img/grid.svg"); err != nil {
			t.Errorf("prefix %q: asset not reachable: %v", prefix, err)
		}
	}
	z := zipOf(t, fstest.MapFS{"a/x.md": {Data: []byte("# x")}, "b/y.md": {Data: []byte("# y")}}, "")
	if _, err := LoadPackZip(bytes.NewReader(z), int64(len(z))); err == nil ||
		!strings.Contains(err.Error(), "no pack.yaml") {
		t.Errorf("zip without manifest: %v", err)
	}
	if _, err := LoadPackZip(bytes.NewReader([]byte("not a zip")), 9); err == nil {
		t.Error("garbage accepted as a zip")
	}
}

func TestPackSlugsAndOrder(t *testing.T) {
	fsys := fstest.MapFS{
		"pack.yaml": {Data: []byte("title: T\nauthors: Ada\nlessons:\n  - b/02-x.md\n  - a/02-x.md\n  - intro.md\n")},
		"b/02-x.md": {Data: []byte("# One")},
		"a/02-x.md": {Data: []byte("# Two")},
		"intro.md":  {Data: []byte("---\nslug: start\norder: 9\n---\n# Intro")},
	}
	p, err := LoadPack(fsys)
	want := "pack.yaml:5: lesson \"a/02-x.md\" has the slug \"x\" of b/02-x.md; set slug: in its front matter"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
	if len(p.Authors) != 1 || p.Authors[0] != "Ada" {
		t.Errorf("authors %q", p.Authors)
	}
	if l := p.Lesson("start"); l == nil || l.Order != 9 {
		t.Errorf("front matter slug/order ignored: %+v", l)
	}
}

func TestOpenPack(t *testing.T) {
	dir := t.TempDir()
	zipPath := filepath.Join(dir, "hello.zip")
	if err := os.WriteFile(zipPath, zipOf(t, os.DirFS("examples/hello-pack"), "hello-pack/"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"examples/hello-pack", zipPath} {
		fsys, err := OpenPack(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if ps := CheckPack(context.Background(), fsys, CheckOptions{}); len(ps) != 0 {
			t.Errorf("%s: %v", name, ps)
		}
	}
	if _, err := OpenPack(filepath.Join(dir, "missing")); err == nil {
		t.Error("missing path accepted")
	}
}
