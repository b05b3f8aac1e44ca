//go:build !js

package browserbench

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"
)

// memoryWorker returns a context on the page's memory worker (a target of
// its own; its replay worker is not profiled).
func memoryWorker(ctx context.Context, b *testing.B) context.Context {
	targets, err := chromedp.Targets(ctx)
	if err != nil {
		b.Fatalf("listing the targets: %v", err)
	}
	for _, t := range targets {
		if t.Type == "worker" && strings.Contains(t.URL, "memworker.js") && !strings.Contains(t.URL, "role=replay") {
			wctx, cancel := chromedp.NewContext(ctx, chromedp.WithTargetID(t.TargetID))
			b.Cleanup(cancel)
			return wctx
		}
	}
	b.Fatal("the page has no memory worker to profile")
	return nil
}

// startProfile starts V8's sampling profiler on ctx's target: the page's
// thread or a worker's.
func startProfile(ctx context.Context) error {
	if _, err := chromedp.Call(ctx, profiler.Enable, cdp.Empty{}); err != nil {
		return fmt.Errorf("enabling the profiler: %v", err)
	}
	if _, err := chromedp.Call(ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 100}); err != nil {
		return fmt.Errorf("setting the sampling interval: %v", err)
	}
	if _, err := chromedp.Call(ctx, profiler.Start, cdp.Empty{}); err != nil {
		return fmt.Errorf("starting the profiler: %v", err)
	}
	return nil
}

// stopProfile stops the profiler, writes the profile to path and a table
// of the 40 functions with the most self time to path's .txt twin, and
// returns the table's first lines (a benchmark's log is cut short).
func stopProfile(ctx context.Context, path string) (string, error) {
	res, err := chromedp.Call(ctx, profiler.Stop, cdp.Empty{})
	if err != nil {
		return "", fmt.Errorf("stopping the profiler: %v", err)
	}
	if res.Profile == nil {
		return "", fmt.Errorf("the profiler returned no profile")
	}
	data, err := json.Marshal(res.Profile)
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return "", err
	}
	table := selfTimeTable(res.Profile, 40)
	if err := os.WriteFile(strings.TrimSuffix(path, ".cpuprofile")+".txt", []byte(table), 0o644); err != nil {
		return "", err
	}
	lines := strings.SplitAfter(table, "\n")
	return strings.Join(lines[:min(6, len(lines))], ""), nil
}

// busiestFirst sorts xs by their milliseconds, most first, and ties by
// name: the order of the diagnostics' tables.
func busiestFirst[T any](xs []T, ms func(T) float64, name func(T) string) {
	slices.SortFunc(xs, func(a, b T) int {
		return cmp.Or(cmp.Compare(ms(b), ms(a)), strings.Compare(name(a), name(b)))
	})
}

// selfTimeTable sums each function's self time over the samples.
func selfTimeTable(p *profiler.Profile, n int) string {
	name := map[int64]string{}
	for _, node := range p.Nodes {
		fn := "(anonymous)"
		if node.CallFrame != nil && node.CallFrame.FunctionName != "" {
			fn = node.CallFrame.FunctionName
		}
		name[node.ID] = fn
	}
	self := map[string]float64{}
	total := 0.0
	for i, id := range p.Samples {
		if i+1 >= len(p.TimeDeltas) {
			break
		}
		dt := float64(p.TimeDeltas[i+1]) / 1000 // the time until the next sample, in ms
		self[name[id]] += dt
		total += dt
	}
	fns := make([]string, 0, len(self))
	for fn := range self {
		fns = append(fns, fn)
	}
	busiestFirst(fns, func(fn string) float64 { return self[fn] }, func(fn string) string { return fn })
	var b strings.Builder
	fmt.Fprintf(&b, "%10.1f ms  total\n", total)
	for i, fn := range fns {
		if i == n {
			break
		}
		fmt.Fprintf(&b, "%10.1f ms %5.1f%%  %s\n", self[fn], 100*self[fn]/total, fn)
	}
	return b.String()
}
