package browser

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestLaunchChangesPicture edits the kernel's launch from 2 blocks to 3 and
// checks the program's output and the number of warps drawn.
func TestLaunchChangesPicture(t *testing.T) {
	dir, c := site(t)
	page, _ := firstLabLesson(t, c)
	url := serve(t, dir) + page
	ctx := browser(t)

	src, err := os.ReadFile("testdata/vecadd.cu")
	if err != nil {
		t.Fatal(err)
	}
	code := string(src)
	if !strings.Contains(code, "<<<2, 64>>>") {
		t.Fatal("testdata/vecadd.cu must launch <<<2, 64>>>")
	}
	tests := []struct {
		launch, output, warps string
	}{
		{"<<<2, 64>>>", "128 of 192 sums done\nc[127] = 381", "4"},
		{"<<<3, 64>>>", "192 of 192 sums done\nc[191] = 573", "6"},
	}
	start := time.Now()
	if err := within(ctx, 60*time.Second, chromedp.Navigate(url), waitReady()); err != nil {
		t.Fatalf("loading %s: %v", url, err)
	}
	t.Logf("app ready %v after navigating", time.Since(start).Round(time.Millisecond))
	for _, tt := range tests {
		if err := within(ctx, 60*time.Second, setCode(strings.Replace(code, "<<<2, 64>>>", tt.launch, 1)), runAndWait()); err != nil {
			t.Fatalf("%s: %v", tt.launch, err)
		}
		output, err := get(ctx, 5*time.Second, chromedp.TextContent(sel(`pre.output`)))
		if err != nil {
			t.Fatal(err)
		}
		warps, err := get(ctx, 5*time.Second, chromedp.AttributeValue(sel(`figure.launch-view`), "data-warps"))
		if err != nil {
			t.Fatal(err)
		}
		if strings.TrimSpace(output) != tt.output {
			t.Errorf("%s: output %q, want %q", tt.launch, output, tt.output)
		}
		if warps.Value != tt.warps {
			t.Errorf("%s: data-warps = %q, want %q", tt.launch, warps.Value, tt.warps)
		}
	}
	// The whole page, and the widget alone (docs/screenshot.png is a copy).
	for name, shoot := range map[string]chromedp.Action[[]byte]{
		"launch.png": chromedp.FullScreenshot(100),
		"lab.png":    chromedp.Screenshot(chromedp.CSS(`section.lab`)),
	} {
		png, err := get(ctx, 10*time.Second, shoot)
		if err != nil {
			t.Fatal(err)
		}
		shot := filepath.Join(outDir(t), name)
		if err := os.WriteFile(shot, png, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("screenshot: %s", shot)
	}
}

// TestStopEndlessKernel runs a kernel that never ends, presses Stop within a
// second, and checks that the page still answers clicks.
func TestStopEndlessKernel(t *testing.T) {
	dir, c := site(t)
	page, w := firstLabLesson(t, c)
	url := serve(t, dir) + page
	ctx := browser(t)

	src, err := os.ReadFile("testdata/spin.cu")
	if err != nil {
		t.Fatal(err)
	}
	err = within(ctx, 60*time.Second,
		chromedp.Navigate(url), waitReady(),
		setCode(string(src)),
		run(probe),
		chromedp.Click(sel(`button.run`)),
		chromedp.WaitVisible(sel(`button.stop:not([disabled])`)),
		chromedp.Sleep(500*time.Millisecond),
	)
	if err != nil {
		t.Fatal(err)
	}
	// The page answers while the kernel spins: reading the status runs
	// script on the page's event loop, which a frozen page never gets to.
	status, err := get(ctx, 2*time.Second, chromedp.TextContent(sel(`.status`)))
	if err != nil {
		t.Fatalf("the page does not answer while the kernel runs: %v", err)
	}
	if status != "running…" {
		t.Fatalf("status while running = %q, want %q", status, "running…")
	}
	pressed := time.Now()
	if err := within(ctx, 5*time.Second, chromedp.Click(sel(`button.stop`)), statusIs("stopped", 5*time.Second)); err != nil {
		t.Fatalf("waiting for the run to stop: %v", err)
	}
	t.Logf("stopped %v after pressing Stop, as the test driver sees it (with DevTools round trips)", time.Since(pressed).Round(time.Millisecond))
	// The page's own clock: from the Stop click to the "stopped" status,
	// and the longest the event loop went without running a timer while
	// the kernel spun.
	m, err := get(ctx, 5*time.Second, chromedp.Evaluate[map[string]float64](`window.simtlabProbe`))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("in the page: Stop took %.0f ms; longest event-loop stall while running %.0f ms over %.0f ticks",
		m["stopped"]-m["click"], m["maxGap"], m["ticks"])
	if m["click"] == 0 || m["stopped"] < m["click"] {
		t.Fatalf("the probe saw no Stop click before the stop: %v", m)
	}
	if took := m["stopped"] - m["click"]; took > 1000 {
		t.Errorf("Stop took %.0f ms in the page, want under a second", took)
	}
	if m["maxGap"] > 1000 {
		t.Errorf("the event loop stalled for %.0f ms while the kernel ran", m["maxGap"])
	}

	// Still answering clicks: Reset puts the lesson's program back.
	if err := within(ctx, 5*time.Second, chromedp.Click(sel(`button.reset:not([disabled])`)), statusIs("code reset", 5*time.Second)); err != nil {
		t.Fatalf("clicking Reset after Stop: %v", err)
	}
	value, err := get(ctx, 5*time.Second, chromedp.Value(sel(`textarea.code`)))
	if err != nil {
		t.Fatal(err)
	}
	if value != w.Source {
		t.Errorf("after Reset the editor holds %q, want the lesson's program", value)
	}
}

// TestEditSurvivesReload edits the program, reloads the page, and finds the
// edit still there, with the gutter numbering every line.
func TestEditSurvivesReload(t *testing.T) {
	dir, c := site(t)
	page, w := firstLabLesson(t, c)
	url := serve(t, dir) + page
	ctx := browser(t)

	// The edit ends with a Tab key press, which the editor turns into four
	// spaces (the caret is at the end after setCode).
	typed := w.Source + "\n// my edit: try 3 blocks next\n"
	edited := typed + "    "
	err := within(ctx, 60*time.Second,
		chromedp.Navigate(url), waitReady(),
		setCode(typed),
		chromedp.SendKeys(sel(`.cm-content`), "\t"), // CodeMirror (app/editor) replaces the textarea
		chromedp.Reload(), waitReady(),
	)
	if err != nil {
		t.Fatal(err)
	}
	value, err := get(ctx, 5*time.Second, chromedp.Value(sel(`textarea.code`)))
	if err != nil {
		t.Fatal(err)
	}
	if value != edited {
		t.Errorf("after reload the editor holds %q, want the edit %q", value, edited)
	}
	gutter, err := get(ctx, 5*time.Second, chromedp.TextContent(sel(`pre.gutter`)))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Count(strings.TrimSpace(gutter), "\n") + 1
	if want := strings.Count(edited, "\n") + 1; lines != want {
		t.Errorf("gutter shows %d lines, want %d", lines, want)
	}
}

// probe measures, in the page, when Stop was clicked, when the status
// became "stopped", and the longest gap between 10 ms timer ticks (how long
// the page could not answer).
const probe = `(() => {
	const p = window.simtlabProbe = {click: 0, stopped: 0, maxGap: 0, ticks: 0};
	document.addEventListener("click", e => {
		if (e.target.closest("section.lab button.stop")) p.click = performance.now();
	}, true);
	const status = document.querySelector("section.lab .status");
	new MutationObserver(() => {
		if (!p.stopped && status.textContent === "stopped") p.stopped = performance.now();
	}).observe(status, {subtree: true, childList: true, characterData: true});
	let last = performance.now();
	const timer = setInterval(() => {
		const now = performance.now();
		p.maxGap = Math.max(p.maxGap, now - last);
		p.ticks++;
		last = now;
		if (p.stopped) clearInterval(timer);
	}, 10);
	return true;
})()`

// TestDiagnosticsListed runs a program with a syntax error and finds the
// error listed with its line and column, and no launch drawn.
func TestDiagnosticsListed(t *testing.T) {
	dir, c := site(t)
	page, _ := firstLabLesson(t, c)
	url := serve(t, dir) + page
	ctx := browser(t)

	src, err := os.ReadFile("testdata/syntax.cu")
	if err != nil {
		t.Fatal(err)
	}
	err = within(ctx, 60*time.Second,
		chromedp.Navigate(url), waitReady(),
		setCode(string(src)),
		runAndWait(),
		statusIs("exit status 1", time.Second),
	)
	if err != nil {
		t.Fatal(err)
	}
	first, err := get(ctx, 5*time.Second, chromedp.TextContent(sel(`ul.diagnostics li`)))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^4:\d+: error: .+`).MatchString(first) {
		t.Errorf("first diagnostic %q, want the error on line 4", first)
	}
	launches, err := get(ctx, 5*time.Second, chromedp.AttributeValue(sel(`div.launches`), "data-launches"))
	if err != nil {
		t.Fatal(err)
	}
	if launches.Value != "0" {
		t.Errorf("data-launches = %q after a compile error, want 0", launches.Value)
	}

	// A click on the diagnostic selects its line in the editor.
	if err := within(ctx, 5*time.Second, chromedp.Click(sel(`ul.diagnostics li`))); err != nil {
		t.Fatal(err)
	}
	line, err := get(ctx, 5*time.Second, chromedp.Evaluate[int](
		`(() => { const ta = document.querySelector("section.lab textarea.code"); return ta.value.slice(0, ta.selectionStart).split("\n").length; })()`))
	if err != nil {
		t.Fatal(err)
	}
	if line != 4 {
		t.Errorf("after clicking the diagnostic the selection is on line %d, want 4", line)
	}
}

// TestOfflineAfterFirstVisit loads a lesson, lets the service worker cache
// the site, switches the network off through the DevTools protocol (for the
// page and the service worker) and takes the server down too, then reloads:
// the lab still starts and runs the lesson's program.
func TestOfflineAfterFirstVisit(t *testing.T) {
	dir, c := site(t)
	page, _ := firstLabLesson(t, c)
	root, stop := serveStoppable(t, dir)
	ctx := browser(t)

	err := within(ctx, 60*time.Second,
		chromedp.Navigate(root+page), waitReady(),
		// The worker is active once installed, and it installs by caching
		// every file of the site.
		run(`window.simtlabCached = false;
			navigator.serviceWorker.ready.then(async () => {
				for (const k of await caches.keys()) {
					if (await (await caches.open(k)).match(location.pathname)) window.simtlabCached = true;
				}
			})`),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := chromedp.Poll[bool](`window.simtlabCached`, chromedp.WithPollingTimeout(30*time.Second))(ctx, tg)
			return err
		}),
	)
	if err != nil {
		t.Fatalf("waiting for the service worker: %v", err)
	}
	stop()
	if err := within(ctx, 10*time.Second, networkOff()); err != nil {
		t.Fatalf("switching the network off: %v", err)
	}
	if err := within(ctx, 60*time.Second, chromedp.Reload(), waitReady()); err != nil {
		t.Fatalf("reloading with the server down: %v", err)
	}
	if err := within(ctx, 30*time.Second, runAndWait()); err != nil {
		t.Fatalf("running the lesson's program offline: %v", err)
	}
	online, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.onLine`))
	if err != nil || online {
		t.Fatalf("navigator.onLine = %v (%v): the network was not switched off", online, err)
	}
}

// networkOff emulates a lost connection through the DevTools protocol:
// every request of the page and of its service worker fails, and
// navigator.onLine is false.
func networkOff() chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		offline := true
		if _, err := cdp.Call(ctx, t, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			EmulateOfflineServiceWorker: &offline,
			MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
		}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, network.OverrideNetworkState, network.OverrideNetworkStateParams{
			Offline: true, DownloadThroughput: -1, UploadThroughput: -1,
		})
		return err
	})
}
