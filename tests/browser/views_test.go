package browser

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	ui "simtlab/app"
)

// playgroundURL is the playground of the served site opened on a state.
func playgroundURL(site string, s ui.PlaygroundState) string {
	return site + strings.TrimPrefix(ui.PlaygroundPath, "/") + "#" + s.Fragment()
}

func readTestdata(t *testing.T, name string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// openPlayground loads a fresh copy of the playground on state (through
// about:blank, so a change of fragment alone still reloads the page).
func openPlayground(ctx context.Context, t *testing.T, site string, s ui.PlaygroundState) {
	t.Helper()
	url := playgroundURL(site, s)
	if err := within(ctx, 60*time.Second, chromedp.Navigate("about:blank"), chromedp.Navigate(url), waitReady()); err != nil {
		t.Fatalf("loading the playground: %v", err)
	}
}

// viewAttr reads one attribute of the first element matching css.
func viewAttr(ctx context.Context, t *testing.T, css, name string) string {
	t.Helper()
	v, err := get(ctx, 10*time.Second, chromedp.AttributeValue(chromedp.CSS(css), name))
	if err != nil {
		t.Fatalf("%s[%s]: %v", css, name, err)
	}
	return v.Value
}

// attrBecomes waits until an attribute reads want.
func attrBecomes(css, name, want string, timeout time.Duration) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Poll[bool](fmt.Sprintf(`(() => { const e = document.querySelector(%s); return !!e && e.getAttribute(%s) === %s; })()`,
			jsString(css), jsString(name), jsString(want)), chromedp.WithPollingTimeout(timeout))(ctx, t)
		if err != nil {
			return fmt.Errorf("waiting for %s[%s] = %q: %w", css, name, want, err)
		}
		return nil
	})
}

// shoot saves a screenshot of one element under tests/browser/out.
func shoot(ctx context.Context, t *testing.T, css, name string) {
	t.Helper()
	png, err := get(ctx, 15*time.Second, chromedp.Screenshot(chromedp.CSS(css)))
	if err != nil {
		t.Fatalf("screenshot of %s: %v", css, err)
	}
	if err := os.WriteFile(filepath.Join(outDir(t), name), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// setRange moves a range input as a student would, firing input.
func setRange(css string, v int) chromedp.Action[chromedp.Void] {
	return run(fmt.Sprintf(`(() => {
		const e = document.querySelector(%s);
		e.value = %d;
		e.dispatchEvent(new Event("input", {bubbles: true}));
		return true;
	})()`, jsString(css), v))
}

// TestViews drives every view of the lab in one browser: the shared-memory
// conflict and its padding fix, a stride-2 global load, the occupancy of
// 768-thread blocks on the B200 and the Fermi register cliff, the block
// waves, the metrics table, and the editor's gutter, diagnostics and
// Ctrl+Enter.
func TestViews(t *testing.T) {
	dir, _ := site(t)
	site := serve(t, dir)
	ctx := browser(t)

	t.Run("shared", func(t *testing.T) {
		code := readTestdata(t, "column.cu")
		openPlayground(ctx, t, site, ui.PlaygroundState{Code: code, GPU: "h200", Views: []string{"shared"}})
		for _, tt := range []struct{ pad, wavefronts, conflicts string }{{"0", "32", "31"}, {"1", "1", "0"}} {
			src := strings.Replace(code, "#define PAD 0", "#define PAD "+tt.pad, 1)
			if err := within(ctx, 60*time.Second, setCode(src), runAndWait(),
				attrBecomes("figure.shared-view", "data-wavefronts", tt.wavefronts, 10*time.Second)); err != nil {
				t.Fatalf("PAD %s: %v", tt.pad, err)
			}
			if c := viewAttr(ctx, t, "figure.shared-view", "data-conflicts"); c != tt.conflicts {
				t.Errorf("PAD %s: data-conflicts = %s, want %s", tt.pad, c, tt.conflicts)
			}
			if tt.pad == "0" {
				shoot(ctx, t, "figure.shared-view", "view-shared-conflict.png")
				// Rewind, then Play: the wavefronts appear one per step.
				if err := within(ctx, 10*time.Second, chromedp.Click(sel("button.rewind")),
					attrBecomes("figure.shared-view", "data-shown", "1", 5*time.Second)); err != nil {
					t.Fatal(err)
				}
				checkSmoothPlay(ctx, t)
				// The controls work from the keyboard: Enter on a focused Step.
				before := viewAttr(ctx, t, ".view-controls", "data-access")
				if err := within(ctx, 10*time.Second, chromedp.Focus(sel("button.step")), chromedp.KeyEvent("\r"),
					chromedp.Sleep(300*time.Millisecond)); err != nil {
					t.Fatal(err)
				}
				if after := viewAttr(ctx, t, ".view-controls", "data-access"); after == before {
					t.Errorf("Enter on Step left the trace at access %s", after)
				}
			} else {
				shoot(ctx, t, "figure.shared-view", "view-shared-padded.png")
			}
		}
	})

	t.Run("global", func(t *testing.T) {
		openPlayground(ctx, t, site, ui.PlaygroundState{Code: readTestdata(t, "stride2.cu"), Views: []string{"global"}})
		if err := within(ctx, 60*time.Second, runAndWait(), attrBecomes("figure.global-view", "data-sectors", "8", 10*time.Second)); err != nil {
			t.Fatal(err)
		}
		if r := viewAttr(ctx, t, "figure.global-view", "data-requests"); r != "1" {
			t.Errorf("data-requests = %s, want 1", r)
		}
		if s := viewAttr(ctx, t, "figure.global-view", "data-sectors-per-request"); s != "8" {
			t.Errorf("data-sectors-per-request = %s, want 8", s)
		}
		shoot(ctx, t, "figure.global-view", "view-global-stride2.png")
	})

	t.Run("occupancy-timeline-metrics", func(t *testing.T) {
		openPlayground(ctx, t, site, ui.PlaygroundState{Code: readTestdata(t, "blocks768.cu"), GPU: "b200", Views: []string{"occupancy", "timeline", "metrics"}})
		if err := within(ctx, 60*time.Second, runAndWait(), attrBecomes("figure.occupancy-view", "data-occupancy", "75", 10*time.Second)); err != nil {
			t.Fatal(err)
		}
		if l := viewAttr(ctx, t, "figure.occupancy-view", "data-limiter"); l != "warps" {
			t.Errorf("data-limiter = %q, want warps", l)
		}
		// 600 blocks, 2 per SM on 148 SMs: 296 per wave, 3 waves.
		if w := viewAttr(ctx, t, "figure.timeline-view", "data-waves"); w != "3" {
			t.Errorf("data-waves = %s, want 3", w)
		}
		// The timing model's timeline of SM 0: the B200's 4 schedulers.
		if n := viewAttr(ctx, t, "figure.timeline-view", "data-schedulers"); n != "4" {
			t.Errorf("data-schedulers = %s, want 4", n)
		}
		shoot(ctx, t, "figure.occupancy-view", "view-occupancy-b200.png")
		shoot(ctx, t, "figure.timeline-view", "view-timeline.png")
		rows, err := get(ctx, 5*time.Second, chromedp.Evaluate[int](`document.querySelectorAll(".metrics-view tr[data-metric]").length`))
		if err != nil || rows < 10 {
			t.Errorf("metrics rows: %d, %v", rows, err)
		}
		explained, err := get(ctx, 5*time.Second, chromedp.Evaluate[string](
			`document.querySelector('.metrics-view tr[data-metric="l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"] .metric-explain').textContent`))
		if err != nil || explained == "" {
			t.Errorf("l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum has no explanation (%v)", err)
		}
		if err := within(ctx, 5*time.Second, run(`document.querySelector(".metrics-view").open = true`)); err != nil {
			t.Fatal(err)
		}
		shoot(ctx, t, ".metrics-view", "view-metrics.png")

		// The register cliff on the lecture's Fermi SM: 16×16 blocks, 10 → 12
		// registers, 6 → 5 blocks and the registers become the limit.
		selectGPU := run(`(() => { const s = document.querySelector("select.occ-gpu"); s.value = "gf100-16k"; s.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
		if err := within(ctx, 10*time.Second, selectGPU, setRange("input.occ-threads", 256), setRange("input.occ-regs", 10),
			attrBecomes("figure.occupancy-view", "data-blocks", "6", 5*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := within(ctx, 10*time.Second, setRange("input.occ-regs", 12),
			attrBecomes("figure.occupancy-view", "data-blocks", "5", 5*time.Second),
			attrBecomes("figure.occupancy-view", "data-limiter", "registers", 5*time.Second)); err != nil {
			t.Fatal(err)
		}
		shoot(ctx, t, "figure.occupancy-view", "view-occupancy-fermi-cliff.png")
	})

	t.Run("progress", func(t *testing.T) {
		openPlayground(ctx, t, site, ui.PlaygroundState{Code: readTestdata(t, "spin.cu"), Views: []string{"metrics"}})
		// The endless kernel reports warp instructions done until Stop.
		err := within(ctx, 30*time.Second, chromedp.Click(sel("button.run")),
			chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := chromedp.Poll[bool](`(() => { const p = document.querySelector(".lab-toolbar .progress"); return !!p && Number(p.dataset.done) >= 100000; })()`,
					chromedp.WithPollingTimeout(20*time.Second))(ctx, tg)
				return err
			}),
			chromedp.Click(sel("button.stop")), statusIs("stopped", 10*time.Second))
		if err != nil {
			t.Fatal(err)
		}
	})

	t.Run("layout", func(t *testing.T) {
		defer within(ctx, 5*time.Second, chromedp.EmulateViewport(1280, 1000))
		openPlayground(ctx, t, site, ui.PlaygroundState{Code: readTestdata(t, "column.cu"), GPU: "h200", Views: []string{"shared", "global", "occupancy", "timeline", "metrics"}})
		if err := within(ctx, 60*time.Second, runAndWait()); err != nil {
			t.Fatal(err)
		}
		// A laptop and a tablet: nothing wider than the window, in either theme.
		for _, size := range []struct {
			name string
			w, h int64
			dark bool
		}{{"laptop", 1366, 768, false}, {"tablet", 768, 1024, true}} {
			theme := `document.documentElement.removeAttribute("data-theme")`
			if size.dark {
				theme = `document.documentElement.setAttribute("data-theme", "dark")`
			}
			if err := within(ctx, 10*time.Second, chromedp.EmulateViewport(size.w, size.h), run(theme), chromedp.Sleep(300*time.Millisecond)); err != nil {
				t.Fatal(err)
			}
			wide, err := get(ctx, 5*time.Second, chromedp.Evaluate[int](`document.documentElement.scrollWidth - window.innerWidth`))
			if err != nil || wide > 0 {
				t.Errorf("%s: the page is %d px wider than the window (%v)", size.name, wide, err)
			}
			png, err := get(ctx, 15*time.Second, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(outDir(t), "playground-"+size.name+".png"), png, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	})

	t.Run("editor", func(t *testing.T) {
		openPlayground(ctx, t, site, ui.PlaygroundState{Code: readTestdata(t, "column.cu"), Views: []string{"shared"}})
		if err := within(ctx, 10*time.Second, chromedp.WaitVisible(sel(".cm-editor .cm-content"))); err != nil {
			t.Fatalf("CodeMirror did not load: %v", err)
		}
		// Ctrl+Enter in the editor runs the program.
		if err := within(ctx, 60*time.Second, chromedp.Click(sel(".cm-content")),
			chromedp.KeyEvent("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
			chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := chromedp.Poll[bool](`document.querySelector("section.lab").dataset.runs === "1"`, chromedp.WithPollingTimeout(30*time.Second))(ctx, tg)
				return err
			})); err != nil {
			t.Fatalf("Ctrl+Enter: %v", err)
		}
		heat, err := get(ctx, 5*time.Second, chromedp.Evaluate[int](`document.querySelectorAll(".cm-heat").length`))
		if err != nil || heat < 3 {
			t.Errorf("heat gutter markers: %d (%v), want one per kernel line", heat, err)
		}
		current, err := get(ctx, 5*time.Second, chromedp.Evaluate[string](`(document.querySelector(".cm-simt-current") || {}).textContent || ""`))
		if err != nil || !strings.Contains(current, "tile[threadIdx.x][0] = threadIdx.x") {
			t.Errorf("current line %q (%v), want the traced store", current, err)
		}
		// A syntax error is underlined where it is.
		bad := strings.Replace(readTestdata(t, "column.cu"), "__syncthreads();", "__syncthreads()", 1)
		if err := within(ctx, 60*time.Second, setCode(bad), runAndWait()); err != nil {
			t.Fatal(err)
		}
		underlined, err := get(ctx, 10*time.Second, chromedp.Evaluate[string](`(document.querySelector(".cm-lintRange-error") || {}).textContent || ""`))
		if err != nil || underlined == "" {
			t.Errorf("no diagnostic underlined (%q, %v)", underlined, err)
		}
		shoot(ctx, t, "section.lab", "view-editor.png")
	})
}

// checkSmoothPlay plays the 32 wavefronts at the fastest speed and checks
// that the view moved and that no task took over 50 ms meanwhile.
func checkSmoothPlay(ctx context.Context, t *testing.T) {
	t.Helper()
	observe := run(`(() => {
		window.__longest = 0;
		window.__tasks = [];
		new PerformanceObserver(list => { for (const e of list.getEntries()) { window.__longest = Math.max(window.__longest, e.duration); window.__tasks.push(Math.round(e.startTime) + "+" + Math.round(e.duration)); } })
			.observe({type: "longtask", buffered: false});
		const s = document.querySelector("select.speed");
		s.value = String(s.options.length - 1);
		s.dispatchEvent(new Event("change", {bubbles: true}));
		return true;
	})()`)
	if err := within(ctx, 20*time.Second, observe, chromedp.Sleep(2*time.Second)); err != nil {
		t.Fatal(err)
	}
	idle, _ := get(ctx, 5*time.Second, chromedp.Evaluate[[]string](`window.__tasks`))
	t.Logf("idle long tasks: %v", idle)
	if err := within(ctx, 20*time.Second, chromedp.Click(sel("button.play")),
		attrBecomes("figure.shared-view", "data-shown", "32", 15*time.Second)); err != nil {
		t.Fatalf("playing the wavefronts: %v", err)
	}
	longest, err := get(ctx, 5*time.Second, chromedp.Evaluate[float64](`window.__longest`))
	if err != nil {
		t.Fatal(err)
	}
	tasks, _ := get(ctx, 5*time.Second, chromedp.Evaluate[[]string](`window.__tasks`))
	t.Logf("longest task while animating: %.0f ms (long tasks: %v)", longest, tasks)
	if longest > 50 {
		// A task is long in wall time: on a machine with more runnable
		// processes than cores, the browser's thread waits for a core and
		// a 10 ms step reads as hundreds. Judge only when the machine has
		// room.
		if load, cpus := loadAverage(), runtime.NumCPU(); load > float64(cpus) {
			t.Logf("a task took %.0f ms while animating, but the load average is %.1f on %d cores: not judged", longest, load, cpus)
		} else {
			t.Errorf("a task took %.0f ms while animating, want ≤ 50 (load average %.1f)", longest, load)
		}
	}
}

// loadAverage is the one-minute load average, 0 where /proc/loadavg is
// missing.
func loadAverage() float64 {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(data))
	if len(f) == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(f[0], 64)
	return v
}
