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

var profileDir = flag.String("browserbench.profile", "",
	"write V8's CPU profiles of the page's thread and of the memory worker over each workload's timed runs to DIR/NAME.cpuprofile and DIR/NAME.worker.cpuprofile (DevTools' format), each with a .txt of its functions with the most self time")

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
	if *runs < 1 {
		b.Fatalf("-browserbench.runs=%d: need at least 1", *runs)
	}
	workloads := benchWorkloads()
	url := servePage(b, workloads)
	ctx := startChromium(b)
	if err := loadPage(ctx, url); err != nil {
		b.Fatal(err)
	}

	var workerCtx context.Context // the memory worker's target, once profiled
	browserMs := map[string][]float64{}
	nativeMs := map[string][]float64{}
	ratios := map[string][]float64{}
	for b.Loop() {
		for _, w := range workloads {
			for i := 0; i <= *runs; i++ { // run 0 warms both sides up
				if i == 1 && *profileDir != "" {
					if err := startProfile(ctx); err != nil {
						b.Fatal(err)
					}
					if workerCtx == nil && !*local {
						workerCtx = memoryWorker(ctx, b)
					}
					if workerCtx != nil {
						if err := startProfile(workerCtx); err != nil {
							b.Fatal(err)
						}
					}
				}
				inBrowser, err := runInBrowser(ctx, w)
				if err != nil {
					b.Fatal(err)
				}
				if inBrowser.Stdout != w.want {
					b.Fatalf("%s printed %q in Chromium, want %q", w.Name, inBrowser.Stdout, w.want)
				}
				native, err := runNative(w, w.want)
				if err != nil {
					b.Fatal(err)
				}
				if i == 0 {
					continue
				}
				browserMs[w.Name] = append(browserMs[w.Name], inBrowser.Ms)
				nativeMs[w.Name] = append(nativeMs[w.Name], native)
				ratios[w.Name] = append(ratios[w.Name], inBrowser.Ms/native)
			}
			if *profileDir != "" {
				top, err := stopProfile(ctx, filepath.Join(*profileDir, w.Name+".cpuprofile"))
				if err != nil {
					b.Fatal(err)
				}
				b.Logf("%s: the page thread's self time over the timed runs (native runs included in idle):\n%s", w.Name, top)
				if workerCtx != nil {
					if _, err := stopProfile(workerCtx, filepath.Join(*profileDir, w.Name+".worker.cpuprofile")); err != nil {
						b.Fatal(err)
					}
				}
			}
		}
	}

	b.ReportMetric(0, "ns/op") // one op is every run of every workload: meaningless
	for _, w := range workloads {
		b.Logf("%s: Chromium ms %s; native ms %s", w.Name, fmtMs(browserMs[w.Name]), fmtMs(nativeMs[w.Name]))
		b.ReportMetric(median(browserMs[w.Name]), "ms/"+w.Name)
		b.ReportMetric(median(nativeMs[w.Name]), "native-ms/"+w.Name)
		b.ReportMetric(median(ratios[w.Name]), "x-native-"+w.Name)
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
