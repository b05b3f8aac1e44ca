package browser

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	ui "simtlab/app"
	"simtlab/app/views/metricsview"
	"simtlab/sim"
	"simtlab/sim/workloads"
)

// TestMemoryWorkerInTheLab runs the reduction in the lab once its memory
// worker has loaded (the page's program again, in a Web Worker, that runs
// the memory system and the timing replay beside the simulation) and
// requires every counter of the metrics table to equal a native run's,
// the timing model's among them.
func TestMemoryWorkerInTheLab(t *testing.T) {
	dir, _ := site(t)
	site := serve(t, dir)
	ctx := browser(t)
	w := workloads.Reduce1M
	openPlayground(ctx, t, site, ui.PlaygroundState{Code: w.Source, Views: []string{"shared", "global", "timeline", "metrics"}})

	// The worker loads in the background: runs before it is ready keep
	// the memory system on the page's thread (data-memory="page").
	deadline := time.Now().Add(90 * time.Second)
	for {
		if err := within(ctx, 60*time.Second, runAndWait()); err != nil {
			t.Fatal(err)
		}
		memory := viewAttr(ctx, t, "section.lab", "data-memory")
		if memory == "worker" {
			break
		}
		if memory != "page" || time.Now().After(deadline) {
			t.Fatalf("data-memory = %q: the run did not use the memory worker", memory)
		}
		time.Sleep(time.Second)
	}
	output, err := get(ctx, 5*time.Second, chromedp.TextContent(sel(".output")))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(output, strings.TrimSpace(w.Want)) {
		t.Fatalf("output %q, want %q", output, w.Want)
	}
	shown, err := get(ctx, 5*time.Second, chromedp.Evaluate[map[string]string](`Object.fromEntries(
		[...document.querySelectorAll(".metrics-view tr[data-metric]")].map(r => [r.dataset.metric, r.querySelector(".metric-value").textContent]))`))
	if err != nil {
		t.Fatal(err)
	}

	native := sim.Run(context.Background(), w.File, []byte(w.Source), sim.Options{Stdout: new(strings.Builder)})
	if len(native.Launches) != 1 {
		t.Fatalf("%d native launches", len(native.Launches))
	}
	want := metricsview.Rows(native.Launches[0].Metrics)
	if len(shown) != len(want) {
		t.Errorf("the lab shows %d metrics, a native run has %d", len(shown), len(want))
	}
	timed := false
	for _, r := range want {
		if got, ok := shown[r.Name]; !ok || got != r.Value {
			t.Errorf("%s = %q in the lab, %q natively", r.Name, got, r.Value)
		}
		timed = timed || r.Name == "gpu__time_duration.sum"
	}
	if !timed {
		t.Error("no gpu__time_duration.sum: the launch was not timed")
	}
	for _, css := range []string{"figure.shared-view", "figure.global-view", "figure.timeline-view"} {
		if n, err := get(ctx, 5*time.Second, chromedp.Evaluate[int]("document.querySelectorAll("+jsString(css)+").length")); err != nil || n == 0 {
			t.Errorf("no %s after the run (%v)", css, err)
		}
	}
}
