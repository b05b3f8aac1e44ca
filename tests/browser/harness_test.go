// Package browser runs SIMT Lab's static site in a real headless Chromium:
// the WebAssembly app, the lab widget, Stop, and saved edits.
package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"simtlab/app/course"
)

const chromiumPath = "/usr/bin/chromium"

// base is the sub-path the site is built for and served under, so the
// tests also check that the site works away from the host's root.
const base = "/lab/"

// outDir is where screenshots go; t.TempDir would be wiped.
func outDir(t *testing.T) string {
	dir := os.Getenv("SIMTLAB_BROWSER_OUT")
	if dir == "" {
		dir = "out"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// requireChromium fails in CI and skips elsewhere when Chromium is missing.
func requireChromium(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err == nil {
		return
	}
	msg := chromiumPath + " is missing: install it with `apt-get install -y chromium` (make test does)"
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

// builtSite is the static site, built once for all tests.
var builtSite struct {
	once   sync.Once
	dir    string
	course *course.Course
	err    error
}

// repoRoot is two levels up from this package.
func repoRoot() string { return filepath.Join("..", "..") }

// site builds the WebAssembly app and the static site into a directory that
// lives as long as the test binary.
func site(t *testing.T) (string, *course.Course) {
	t.Helper()
	requireChromium(t) // before the slow part
	s := &builtSite
	s.once.Do(func() {
		s.dir, s.err = os.MkdirTemp("", "simtlab-browser-")
		if s.err != nil {
			return
		}
		wasm := filepath.Join(s.dir, "app.wasm")
		tool := filepath.Join(s.dir, "simtlab")
		siteDir := filepath.Join(s.dir, "site")
		steps := [][]string{
			{"go", "build", "-o", wasm, "./cmd/simtlab"},
			{"go", "build", "-o", tool, "./cmd/simtlab"},
			{tool, "build", "-o", siteDir, "--base", base, "--wasm", wasm},
		}
		for i, argv := range steps {
			cmd := exec.Command(argv[0], argv[1:]...)
			cmd.Dir = repoRoot()
			if i == 0 {
				cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
			}
			if out, err := cmd.CombinedOutput(); err != nil {
				s.err = fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, out)
				return
			}
		}
		data, err := os.ReadFile(filepath.Join(siteDir, "web", "course.json"))
		if err != nil {
			s.err = err
			return
		}
		s.course = new(course.Course)
		s.err = json.Unmarshal(data, s.course)
		s.dir = siteDir
	})
	if s.err != nil {
		t.Fatalf("building the site: %v", s.err)
	}
	return s.dir, s.course
}

// serve serves dir under base from a plain file server, as a static host
// would, and returns the site's URL.
func serve(t *testing.T, dir string) string {
	url, _ := serveStoppable(t, dir)
	return url
}

// serveStoppable is serve that also returns a func taking the server down.
func serveStoppable(t *testing.T, dir string) (string, func()) {
	mux := http.NewServeMux()
	mux.Handle(base, http.StripPrefix(strings.TrimSuffix(base, "/"), http.FileServer(http.Dir(dir))))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL + base, srv.Close
}

// firstLabLesson returns the URL path (under base) of the first lesson whose
// first widget is editable and shows the launch picture, and that widget.
// The tests drive the first widget on the page.
func firstLabLesson(t *testing.T, c *course.Course) (string, *course.Widget) {
	for _, l := range c.Lessons {
		ws := l.Widgets()
		if len(ws) > 0 && ws[0].Editable && (len(ws[0].Views) == 0 || slices.Contains(ws[0].Views, "launch")) {
			return "lessons/" + l.Slug + ".html", ws[0]
		}
	}
	t.Fatal("the course has no lesson whose first widget is editable and shows the launch")
	return "", nil
}

// browser starts a fresh headless Chromium with its own profile and no
// outside network, and returns a context for chromedp.
func browser(t *testing.T) context.Context {
	requireChromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 1000),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(allocCtx, chromedp.WithLogf(t.Logf))
	t.Cleanup(func() { cancelCtx(); cancelAlloc() })
	// The first call starts the browser; it must not carry a deadline, which
	// would end the browser with it.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", chromiumPath, err)
	}
	return ctx
}

// within runs steps with a deadline, so that a frozen page fails the test
// instead of hanging it.
func within(ctx context.Context, d time.Duration, steps ...chromedp.Action[chromedp.Void]) error {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	return chromedp.Do(ctx, steps...)
}

// get runs one action that returns a value, with a deadline.
func get[T any](ctx context.Context, d time.Duration, a chromedp.Action[T]) (T, error) {
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	return chromedp.Run(ctx, a)
}

// sel selects inside the first lab widget on the page.
func sel(s string) chromedp.CSS { return chromedp.CSS("section.lab " + s) }

// waitReady waits until the WebAssembly app has mounted the lab widget.
func waitReady() chromedp.Action[chromedp.Void] {
	return chromedp.WaitVisible(chromedp.CSS(`section.lab[data-ready="true"] button.run:not([disabled])`))
}

// setCode replaces the editor's text as typing would: the value changes and
// an input event fires.
func setCode(code string) chromedp.Action[chromedp.Void] {
	return run(fmt.Sprintf(`(() => {
		const ta = document.querySelector("section.lab textarea.code");
		ta.value = %s;
		ta.dispatchEvent(new Event("input", {bubbles: true}));
		return true;
	})()`, jsString(code)))
}

// run evaluates a script in the page for its effect.
func run(script string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Evaluate[any](script)(ctx, t)
		return err
	})
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// statusIs waits until the widget's status line reads want.
func statusIs(want string, timeout time.Duration) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Poll[bool](fmt.Sprintf(`document.querySelector("section.lab .status").textContent === %s`, jsString(want)),
			chromedp.WithPollingTimeout(timeout))(ctx, t)
		return err
	})
}

// runAndWait presses Run and waits for that run to end: the widget counts
// finished runs in data-runs.
func runAndWait() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		runs, err := chromedp.AttributeValue(chromedp.CSS(`section.lab`), "data-runs")(ctx, t)
		if err != nil {
			return err
		}
		before, err := strconv.Atoi(runs.Value)
		if err != nil {
			return fmt.Errorf("data-runs = %q: %v", runs.Value, err)
		}
		if _, err := chromedp.Click(sel(`button.run`))(ctx, t); err != nil {
			return err
		}
		_, err = chromedp.Poll[bool](fmt.Sprintf(`document.querySelector("section.lab").dataset.runs === "%d"`, before+1),
			chromedp.WithPollingTimeout(30*time.Second))(ctx, t)
		return err
	})
}
