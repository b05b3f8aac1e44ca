// Package e2e runs the simtlab command as a user does: serve, build and run.
package e2e

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// simtlab is the command under test, built once by TestMain.
var simtlab string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "simtlab-e2e-")
	if err != nil {
		panic(err)
	}
	simtlab = filepath.Join(dir, "simtlab")
	cmd := exec.Command("go", "build", "-o", simtlab, "./cmd/simtlab")
	cmd.Dir = filepath.Join("..", "..")
	if out, err := cmd.CombinedOutput(); err != nil {
		os.Stderr.Write(out)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// fakeWasm stands in for app.wasm: these tests check the command, not the
// browser app (tests/browser does that).
func fakeWasm(t *testing.T) string {
	f := filepath.Join(t.TempDir(), "app.wasm")
	if err := os.WriteFile(f, []byte("\x00asm\x01\x00\x00\x00"), 0o644); err != nil {
		t.Fatal(err)
	}
	return f
}

func fetch(t *testing.T, url string) (*http.Response, []byte) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, body
}

var linkRE = regexp.MustCompile(`(?:href|src)="(/[^"]*)"`)

// checkLinks fetches every absolute link of the page and wants 200 for each.
func checkLinks(t *testing.T, origin string, page []byte, within string) {
	t.Helper()
	links := linkRE.FindAllSubmatch(page, -1)
	if len(links) < 5 {
		t.Errorf("only %d links on the page", len(links))
	}
	for _, m := range links {
		link := string(m[1])
		if !strings.HasPrefix(link, within) {
			t.Errorf("link %s is outside %s", link, within)
			continue
		}
		if res, _ := fetch(t, origin+link); res.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %s", link, res.Status)
		}
	}
}

func TestServe(t *testing.T) {
	wasm := fakeWasm(t)
	cmd := exec.Command(simtlab, "serve", "--addr", "127.0.0.1:0", "--wasm", wasm)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })

	// The first line names the address: "... at http://127.0.0.1:PORT/".
	lines := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		lines <- line
	}()
	var origin string
	select {
	case line := <-lines:
		m := regexp.MustCompile(`http://127\.0\.0\.1:\d+`).FindString(line)
		if m == "" {
			t.Fatalf("serve said %q", line)
		}
		origin = m
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not start within 10s")
	}

	res, index := fetch(t, origin+"/")
	if res.StatusCode != http.StatusOK || !bytes.Contains(index, []byte(`class="lesson-list"`)) {
		t.Fatalf("GET /: %s\n%s", res.Status, index)
	}
	checkLinks(t, origin, index, "/")

	res, body := fetch(t, origin+"/web/app.wasm")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/wasm" || !bytes.HasPrefix(body, []byte("\x00asm")) {
		t.Errorf("GET /web/app.wasm: %s, %s, %q", res.Status, res.Header.Get("Content-Type"), body)
	}
	if res, _ := fetch(t, origin+"/lessons/no-such-lesson.html"); res.StatusCode != http.StatusNotFound {
		t.Errorf("GET an unknown lesson: %s, want 404", res.Status)
	}
	if res, _ := fetch(t, origin+"/web/../../etc/passwd"); res.StatusCode == http.StatusOK {
		t.Errorf("GET /web/../../etc/passwd: %s", res.Status)
	}
}

func TestBuildStaticSiteUnderSubPath(t *testing.T) {
	dir := t.TempDir()
	out, err := exec.Command(simtlab, "build", "-o", dir, "--base", "/course/", "--wasm", fakeWasm(t)).CombinedOutput()
	if err != nil {
		t.Fatalf("simtlab build: %v\n%s", err, out)
	}
	if !regexp.MustCompile(`wrote \d+ files to .* \(version [0-9a-f]{20}, base /course/\)`).Match(out) {
		t.Errorf("build said %q", out)
	}
	// Any static file server will do; this one is Go's, under /course/.
	mux := http.NewServeMux()
	mux.Handle("/course/", http.StripPrefix("/course", http.FileServer(http.Dir(dir))))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	res, index := fetch(t, srv.URL+"/course/")
	if res.StatusCode != http.StatusOK {
		t.Fatalf("GET /course/: %s", res.Status)
	}
	checkLinks(t, srv.URL, index, "/course/")
	lessons := regexp.MustCompile(`href="(/course/lessons/[a-z0-9-]+\.html)"`).FindAllSubmatch(index, -1)
	if len(lessons) == 0 {
		t.Fatal("the index links no lesson")
	}
	for _, m := range lessons {
		res, page := fetch(t, srv.URL+string(m[1]))
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %s", m[1], res.Status)
			continue
		}
		checkLinks(t, srv.URL, page, "/course/")
	}
}

// TestRun runs programs headless and compares output, diagnostics and exit
// status.
func TestRun(t *testing.T) {
	tests := []struct {
		file       string
		status     int
		stderrLike string // a regexp; "" = stderr must be empty
	}{
		{"hello.cu", 0, ""},
		{"exit3.cu", 3, ""},
		{"syntax.cu", 1, `(?m)^testdata/syntax\.cu:4:\d+: error: .+\n.*int x = 1\n\s*\^$`},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			cmd := exec.Command(simtlab, "run", "testdata/"+tt.file)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			status := 0
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				status = exit.ExitCode()
			} else if err != nil {
				t.Fatal(err)
			}
			if status != tt.status {
				t.Errorf("exit status %d, want %d (stderr %q)", status, tt.status, stderr.String())
			}
			if want, err := os.ReadFile("testdata/" + strings.TrimSuffix(tt.file, ".cu") + ".out"); err == nil && stdout.String() != string(want) {
				t.Errorf("stdout %q, want %q", stdout.String(), want)
			}
			if tt.stderrLike == "" && stderr.Len() > 0 {
				t.Errorf("stderr %q, want none", stderr.String())
			}
			if tt.stderrLike != "" && !regexp.MustCompile(tt.stderrLike).Match(stderr.Bytes()) {
				t.Errorf("stderr %q does not match %s", stderr.String(), tt.stderrLike)
			}
		})
	}
}

// TestBuildPackPublishesMediaOnly builds the example pack and finds its
// image next to the lesson that links it, and its solutions unpublished.
func TestBuildPackPublishesMediaOnly(t *testing.T) {
	dir := t.TempDir()
	pack := filepath.Join("..", "..", "lessons", "examples", "hello-pack")
	out, err := exec.Command(simtlab, "build", "-o", dir, "--pack", pack, "--wasm", fakeWasm(t)).CombinedOutput()
	if err != nil {
		t.Fatalf("simtlab build --pack: %v\n%s", err, out)
	}
	page, err := os.ReadFile(filepath.Join(dir, "lessons", "hello.html"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`<img alt="[^"]*" src="(img/[^"]+)"`).FindSubmatch(page)
	if m == nil {
		t.Fatal("lessons/hello.html has no pack image")
	}
	if _, err := os.Stat(filepath.Join(dir, "lessons", string(m[1]))); err != nil {
		t.Errorf("the image the lesson links: %v", err)
	}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && (strings.HasSuffix(p, ".md") || strings.HasSuffix(p, ".yaml") || strings.HasSuffix(p, ".cu")) {
			t.Errorf("%s published", p)
		}
		return err
	})
}

// TestRunMetricsJSON checks --metrics json: one record per launch, in
// launch order, with Nsight Compute's metric names.
func TestRunMetricsJSON(t *testing.T) {
	out := filepath.Join(t.TempDir(), "metrics.json")
	cmd := exec.Command(simtlab, "run", "--metrics", "json", "--metrics-out", out, "testdata/hello.cu")
	stdout, err := cmd.Output()
	if err != nil {
		t.Fatalf("simtlab run: %v", err)
	}
	if want, _ := os.ReadFile("testdata/hello.out"); string(stdout) != string(want) {
		t.Errorf("stdout %q, want %q", stdout, want)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	type record struct {
		Kernel  string             `json:"kernel"`
		Grid    [3]int             `json:"grid"`
		Block   [3]int             `json:"block"`
		GPU     string             `json:"gpu"`
		Metrics map[string]float64 `json:"metrics"`
	}
	var records []record
	dec := json.NewDecoder(bytes.NewReader(data))
	for dec.More() {
		var r record
		if err := dec.Decode(&r); err != nil {
			t.Fatalf("%s: %v", out, err)
		}
		records = append(records, r)
	}
	if len(records) != 1 {
		t.Fatalf("%d records, want 1:\n%s", len(records), data)
	}
	r := records[0]
	if r.Kernel != "hello" || r.Grid != [3]int{1, 1, 1} || r.Block != [3]int{4, 1, 1} || r.GPU != "h200" {
		t.Errorf("record %+v", r)
	}
	if _, ok := r.Metrics["smsp__inst_executed.sum"]; !ok {
		t.Errorf("no smsp__inst_executed.sum in %v", r.Metrics)
	}
}
