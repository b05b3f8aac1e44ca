//go:build !js

// chromedp starts a browser process, which GOOS=js cannot: this file is
// native only, so that GOOS=js GOARCH=wasm go vet ./tests/browserbench/...
// still checks the page program.

package browserbench

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"simtlab/sim"
)

var runs = flag.Int("browserbench.runs", 5,
	"timed runs of each workload after one warm-up, both in Chromium and natively")

const chromiumPath = "/usr/bin/chromium"

// repoRoot is two levels up from this package.
var repoRoot = filepath.Join("..", "..")

// indexHTML loads Go's wasm_exec.js, hands the workloads to the page
// program and starts it after the load event, so that Navigate returns
// before the page's main thread is busy for the whole measurement.
const indexHTML = `<!doctype html>
<meta charset="utf-8">
<title>SIMT Lab browser benchmark</title>
<script src="wasm_exec.js"></script>
<pre id="result"></pre>
<script>
addEventListener("load", () => setTimeout(async () => {
	try {
		globalThis.simtlabBenchInput = await (await fetch("input.json")).text();
		const go = new Go();
		const {instance} = await WebAssembly.instantiateStreaming(fetch("page.wasm"), go.importObject);
		await go.run(instance);
		globalThis.simtlabBenchResult ??= JSON.stringify({error: "the page program exited without a report"});
	} catch (e) {
		globalThis.simtlabBenchResult = JSON.stringify({error: String(e)});
	}
}, 0));
</script>
`

// pageResult mirrors the page program's JSON report.
type pageResult struct {
	Error   string `json:"error"`
	Results []struct {
		Name        string    `json:"name"`
		Ms          []float64 `json:"ms"`
		Stdout      string    `json:"stdout"`
		Diagnostics []string  `json:"diagnostics"`
	} `json:"results"`
}

// BenchmarkChromium runs sim's benchmark workloads as WebAssembly in
// headless Chromium and natively in this process, one after the other, and
// reports per workload the browser's median (ms/NAME), the native median
// (native-ms/NAME) and their ratio (x-native-NAME). Each b.Loop iteration
// is a fresh page load; the medians are over all iterations' runs.
func BenchmarkChromium(b *testing.B) {
	if _, err := os.Stat(chromiumPath); err != nil {
		b.Skip(chromiumPath + " is missing: install it with `apt-get install -y chromium` (make chromium does)")
	}
	if *runs < 1 {
		b.Fatalf("-browserbench.runs=%d: need at least 1", *runs)
	}
	workloads, err := loadWorkloads(benchSource)
	if err != nil {
		b.Fatal(err)
	}
	url := servePage(b, workloads)
	ctx := startChromium(b)

	browserMs := map[string][]float64{}
	nativeMs := map[string][]float64{}
	for b.Loop() {
		rep, err := runPage(ctx, url)
		if err != nil {
			b.Fatal(err)
		}
		for _, w := range workloads {
			ms, stdout := runNative(b, w)
			nativeMs[w.Name] = append(nativeMs[w.Name], ms...)
			found := false
			for _, r := range rep.Results {
				if r.Name != w.Name {
					continue
				}
				found = true
				if len(r.Diagnostics) > 0 || r.Stdout != stdout {
					b.Fatalf("%s in Chromium printed %q with diagnostics %q; natively it prints %q",
						w.Name, r.Stdout, r.Diagnostics, stdout)
				}
				if len(r.Ms) != *runs {
					b.Fatalf("%s in Chromium: %d timed runs, want %d", w.Name, len(r.Ms), *runs)
				}
				browserMs[w.Name] = append(browserMs[w.Name], r.Ms...)
			}
			if !found {
				b.Fatalf("the page reported no result for %s", w.Name)
			}
		}
	}

	b.ReportMetric(0, "ns/op") // one op is a whole page load: meaningless
	for _, w := range workloads {
		inBrowser, native := median(browserMs[w.Name]), median(nativeMs[w.Name])
		b.Logf("%s: Chromium ms %s; native ms %s", w.Name, fmtMs(browserMs[w.Name]), fmtMs(nativeMs[w.Name]))
		b.ReportMetric(inBrowser, "ms/"+w.Name)
		b.ReportMetric(native, "native-ms/"+w.Name)
		b.ReportMetric(inBrowser/native, "x-native-"+w.Name)
	}
}

// servePage builds the page program to WebAssembly and serves it, Go's
// wasm_exec.js, index.html and the workloads from 127.0.0.1.
func servePage(b *testing.B, workloads []workload) string {
	dir := b.TempDir()
	build := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(dir, "page.wasm"), "./tests/browserbench/page")
	build.Dir = repoRoot
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("building the page: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		b.Fatalf("go env GOROOT: %v", err)
	}
	wasmExec, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		b.Fatal(err)
	}
	input, err := json.Marshal(struct {
		Runs      int        `json:"runs"`
		Workloads []workload `json:"workloads"`
	}{*runs, workloads})
	if err != nil {
		b.Fatal(err)
	}
	files := map[string][]byte{
		"index.html":   []byte(indexHTML),
		"wasm_exec.js": wasmExec,
		"input.json":   input,
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir))) // listens on 127.0.0.1
	b.Cleanup(srv.Close)
	return srv.URL + "/index.html"
}

// startChromium starts a fresh headless Chromium with its own profile and
// no outside network, as tests/browser does.
func startChromium(b *testing.B) context.Context {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(b.TempDir()),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(allocCtx, chromedp.WithLogf(b.Logf))
	b.Cleanup(func() { cancelCtx(); cancelAlloc() })
	// The first call starts the browser; it must not carry a deadline, which
	// would end the browser with it.
	if err := chromedp.Do(ctx); err != nil {
		b.Fatalf("starting %s: %v", chromiumPath, err)
	}
	return ctx
}

// pageTimeout bounds one page load and its whole measurement, so that a
// stuck page fails the benchmark instead of hanging it.
const pageTimeout = 8 * time.Minute

// runPage loads the page and waits for its report.
func runPage(ctx context.Context, url string) (*pageResult, error) {
	ctx, cancel := context.WithTimeout(ctx, pageTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return nil, fmt.Errorf("loading %s: %v", url, err)
	}
	raw, err := chromedp.Run(ctx, chromedp.Poll[string]("globalThis.simtlabBenchResult",
		chromedp.WithPollingInterval(250*time.Millisecond), chromedp.WithPollingTimeout(0)))
	if err != nil {
		return nil, fmt.Errorf("waiting for the page's report: %v", err)
	}
	var rep pageResult
	if err := json.Unmarshal([]byte(raw), &rep); err != nil {
		return nil, fmt.Errorf("the page's report %q: %v", raw, err)
	}
	if rep.Error != "" {
		return nil, fmt.Errorf("the page: %s", rep.Error)
	}
	return &rep, nil
}

// runNative runs w through sim.Run once to warm up and then *runs times,
// as the page does, and returns the timed runs' milliseconds and what the
// program printed.
func runNative(b *testing.B, w workload) ([]float64, string) {
	var ms []float64
	var stdout string
	for i := 0; i <= *runs; i++ {
		var out strings.Builder
		start := time.Now()
		res := sim.Run(context.Background(), w.File, []byte(w.Src), sim.Options{Stdout: &out})
		elapsed := time.Since(start)
		if len(res.Diagnostics) > 0 {
			b.Fatalf("%s natively: %v", w.Name, res.Diagnostics)
		}
		if i > 0 {
			ms = append(ms, float64(elapsed.Nanoseconds())/1e6)
		}
		stdout = out.String()
	}
	return ms, stdout
}

func fmtMs(ms []float64) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = fmt.Sprintf("%.0f", m)
	}
	return strings.Join(parts, " ")
}
