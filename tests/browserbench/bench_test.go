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
	"timed runs of each workload after the warm-up runs, both in Chromium and natively")

// The warm-up lasts until V8 has compiled most of what the workloads run
// with its optimizing compiler: it tiers a WebAssembly function up once the
// function has run enough, in the background, and after a single warm-up
// run those compilations still took 60-140 ms of Chromium's CPU in each
// timed run (docs/browser.md, "Warm-up").
var warmup = flag.Int("browserbench.warmup", 10,
	"untimed runs of each workload before the timed ones, both in Chromium and natively; the first one's time in Chromium is reported as first-ms/NAME")

var profileDir = flag.String("browserbench.profile", "",
	"write V8's CPU profiles of the page's thread and of the memory worker over each workload's timed runs to DIR/NAME.cpuprofile and DIR/NAME.worker.cpuprofile (DevTools' format), each with a .txt of its functions with the most self time")

var traceDir = flag.String("browserbench.trace", "",
	"record Chromium's trace (V8's compilations and collections, the threads' tasks) over each workload's timed runs to DIR/NAME.trace.json, which chrome://tracing and Perfetto open")

var jsFlags = flag.String("browserbench.js-flags", "",
	"V8 flags for Chromium (--js-flags), for experiments: the lab's users run V8's defaults")

// The page is built with the profile the test binary was built with, which
// go test does not record: make bench-browser gives both the lab's.
var pgo = flag.String("browserbench.pgo", "off",
	"the -pgo profile to build the page with: the same as go test's -pgo, so that both sides of the comparison are compiled alike")

var local = flag.Bool("browserbench.local", false,
	"run the memory system on the page's thread in Chromium, not in the memory worker the lab uses")

const chromiumPath = "/usr/bin/chromium"

// repoRoot is two levels up from this package.
var repoRoot = filepath.Join("..", "..")

// indexHTML loads Go's wasm_exec.js, hands the workloads to the page
// program and starts it.
const indexHTML = `<!doctype html>
<meta charset="utf-8">
<title>SIMT Lab browser benchmark</title>
<script src="wasm_exec.js"></script>
<script>
(async () => {
	try {
		globalThis.simtlabBenchInput = await (await fetch("input.json")).text();
		const go = new Go();
		const {instance} = await WebAssembly.instantiateStreaming(fetch("page.wasm"), go.importObject);
		await go.run(instance);
		globalThis.simtlabBenchReady ??= "the page program exited before it was ready";
	} catch (e) {
		globalThis.simtlabBenchReady = String(e);
	}
})();
</script>
`

// runReport mirrors the page program's report of one run.
type runReport struct {
	Ms          float64  `json:"ms"`
	Stdout      string   `json:"stdout"`
	Diagnostics []string `json:"diagnostics"`
	Error       string   `json:"error"`
}

// BenchmarkChromium runs sim's benchmark workloads as WebAssembly in
// headless Chromium and natively in this process and reports per workload
// the browser's median (ms/NAME), the native median (native-ms/NAME) and
// the median of the per-pair ratios (x-native-NAME). The runs alternate,
// one in the browser, one native, so that the load of a shared machine
// weighs on both sides of each pair alike.
func BenchmarkChromium(b *testing.B) {
	if _, err := os.Stat(chromiumPath); err != nil {
		b.Skip(chromiumPath + " is missing: install it with `apt-get install -y chromium` (make chromium does)")
	}
	if *runs < 1 || *warmup < 0 {
		b.Fatalf("-browserbench.runs=%d -browserbench.warmup=%d: need at least one timed run, and no negative count of warm-up runs", *runs, *warmup)
	}
	for _, dir := range []string{*profileDir, *traceDir} {
		if dir != "" {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				b.Fatal(err)
			}
		}
	}
	workloads := benchWorkloads()
	url := servePage(b, workloads)
	ctx := startChromium(b)
	if err := loadPage(ctx, url); err != nil {
		b.Fatal(err)
	}

	var diag diagnostics
	browserMs := map[string][]float64{}
	nativeMs := map[string][]float64{}
	ratios := map[string][]float64{}
	firstMs := map[string]float64{} // each workload's first run in the page
	for b.Loop() {
		for _, w := range workloads {
			var nativeCPU time.Duration             // this process's CPU time in the timed native runs
			for i := 1 - *warmup; i <= *runs; i++ { // runs up to 0 warm both sides up
				if i == 1 {
					if err := diag.start(ctx, b); err != nil {
						b.Fatal(err)
					}
				}
				inBrowser, err := runInBrowser(ctx, w)
				if err != nil {
					b.Fatal(err)
				}
				if inBrowser.Stdout != w.want {
					b.Fatalf("%s printed %q in Chromium, want %q", w.Name, inBrowser.Stdout, w.want)
				}
				cpu0 := processCPU()
				native, err := runNative(w, w.want)
				if err != nil {
					b.Fatal(err)
				}
				if i == 1-*warmup && *warmup > 0 {
					firstMs[w.Name] = inBrowser.Ms
				}
				if i <= 0 {
					continue
				}
				nativeCPU += processCPU() - cpu0
				browserMs[w.Name] = append(browserMs[w.Name], inBrowser.Ms)
				nativeMs[w.Name] = append(nativeMs[w.Name], native)
				ratios[w.Name] = append(ratios[w.Name], inBrowser.Ms/native)
			}
			if err := diag.stop(ctx, b, w.Name, nativeCPU); err != nil {
				b.Fatal(err)
			}
		}
	}

	b.ReportMetric(0, "ns/op") // one op is every run of every workload: meaningless
	for _, w := range workloads {
		b.Logf("%s: Chromium ms %s; native ms %s", w.Name, fmtMs(browserMs[w.Name]), fmtMs(nativeMs[w.Name]))
		b.ReportMetric(median(browserMs[w.Name]), "ms/"+w.Name)
		b.ReportMetric(median(nativeMs[w.Name]), "native-ms/"+w.Name)
		b.ReportMetric(median(ratios[w.Name]), "x-native-"+w.Name)
		if ms, ok := firstMs[w.Name]; ok {
			b.ReportMetric(ms, "first-ms/"+w.Name)
		}
	}
}

// servePage builds the page program to WebAssembly and serves it, Go's
// wasm_exec.js, index.html and the workloads from 127.0.0.1.
func servePage(b *testing.B, workloads []workload) string {
	dir := b.TempDir()
	build := exec.Command("go", "build", "-trimpath", "-pgo="+*pgo, "-o", filepath.Join(dir, "page.wasm"), "./tests/browserbench/page")
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
	input, err := json.Marshal(workloads)
	if err != nil {
		b.Fatal(err)
	}
	memworkerJS, err := os.ReadFile(filepath.Join(repoRoot, "web", "memworker.js"))
	if err != nil {
		b.Fatal(err)
	}
	files := map[string][]byte{
		"index.html":   []byte(indexHTML),
		"wasm_exec.js": wasmExec,
		"memworker.js": memworkerJS,
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
	if *jsFlags != "" {
		opts = append(opts, chromedp.Flag("js-flags", *jsFlags))
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

// Deadlines, so that a stuck page fails the benchmark instead of hanging it.
const (
	loadTimeout = time.Minute
	runTimeout  = 2 * time.Minute
)

// loadPage loads the page and waits until its program is ready.
func loadPage(ctx context.Context, url string) error {
	ctx, cancel := context.WithTimeout(ctx, loadTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return fmt.Errorf("loading %s: %v", url, err)
	}
	ready, err := chromedp.Run(ctx, chromedp.Poll[any]("globalThis.simtlabBenchReady",
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(0)))
	if err != nil {
		return fmt.Errorf("waiting for the page program: %v", err)
	}
	if ready != true {
		return fmt.Errorf("the page program: %v", ready)
	}
	return nil
}

// runInBrowser runs w once in the page.
func runInBrowser(ctx context.Context, w workload) (*runReport, error) {
	ctx, cancel := context.WithTimeout(ctx, runTimeout)
	defer cancel()
	raw, err := chromedp.Run(ctx, chromedp.Evaluate[string](
		fmt.Sprintf("simtlabBenchRun(%q, %v)", w.Name, *local), chromedp.EvalAwaitPromise))
	if err != nil {
		return nil, fmt.Errorf("%s in Chromium: %v", w.Name, err)
	}
	var rep runReport
	if err := json.Unmarshal([]byte(raw), &rep); err != nil {
		return nil, fmt.Errorf("%s in Chromium: the report %q: %v", w.Name, raw, err)
	}
	if rep.Error != "" || len(rep.Diagnostics) > 0 {
		return nil, fmt.Errorf("%s in Chromium: %s %q", w.Name, rep.Error, rep.Diagnostics)
	}
	return &rep, nil
}

// runNative runs w once in this process and returns its milliseconds; it
// must print what the browser run printed.
func runNative(w workload, want string) (float64, error) {
	var out strings.Builder
	start := time.Now()
	res := sim.Run(context.Background(), w.File, []byte(w.Src), sim.Options{Stdout: &out})
	ms := float64(time.Since(start).Nanoseconds()) / 1e6
	if len(res.Diagnostics) > 0 {
		return 0, fmt.Errorf("%s natively: %v", w.Name, res.Diagnostics)
	}
	if out.String() != want {
		return 0, fmt.Errorf("%s printed %q natively, want %q", w.Name, out.String(), want)
	}
	return ms, nil
}

func fmtMs(ms []float64) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = fmt.Sprintf("%.0f", m)
	}
	return strings.Join(parts, " ")
}
