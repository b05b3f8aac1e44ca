//go:build js && wasm

// Command page is the WebAssembly half of the browser benchmark. It reads
// the workloads from globalThis.simtlabBenchInput (JSON, see input), runs
// each one through sim.Run once to warm up and then Runs times, timing each
// run with performance.now(), and publishes the report as JSON in
// globalThis.simtlabBenchResult and in the page's <pre id="result">.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"syscall/js"

	"simtlab/sim"
)

// input is what the benchmark hands the page.
type input struct {
	Runs      int        `json:"runs"`
	Workloads []workload `json:"workloads"`
}

type workload struct {
	Name string `json:"name"` // metric suffix, e.g. "matmul256"
	File string `json:"file"` // file name given to sim.Run
	Src  string `json:"src"`
}

// report is what the page hands back.
type report struct {
	Error   string   `json:"error,omitempty"`
	Results []result `json:"results,omitempty"`
}

type result struct {
	Name        string    `json:"name"`
	Ms          []float64 `json:"ms"`          // one per timed run, warm-up excluded
	Stdout      string    `json:"stdout"`      // of the last run, checked against native
	Diagnostics []string  `json:"diagnostics"` // of the last run
}

func main() {
	publish(measure(js.Global().Get("simtlabBenchInput").String()))
}

func measure(raw string) report {
	var in input
	if err := json.Unmarshal([]byte(raw), &in); err != nil {
		return report{Error: "reading the input: " + err.Error()}
	}
	if in.Runs < 1 || len(in.Workloads) == 0 {
		return report{Error: fmt.Sprintf("nothing to run: %d runs of %d workloads", in.Runs, len(in.Workloads))}
	}
	perf := js.Global().Get("performance")
	var rep report
	for _, w := range in.Workloads {
		r := result{Name: w.Name}
		for i := 0; i <= in.Runs; i++ { // run 0 is the warm-up
			var out strings.Builder
			start := perf.Call("now").Float()
			res := sim.Run(context.Background(), w.File, []byte(w.Src), sim.Options{Stdout: &out})
			ms := perf.Call("now").Float() - start
			if i > 0 {
				r.Ms = append(r.Ms, ms)
			}
			r.Stdout = out.String()
			r.Diagnostics = r.Diagnostics[:0]
			for _, d := range res.Diagnostics {
				r.Diagnostics = append(r.Diagnostics, d.String())
			}
		}
		rep.Results = append(rep.Results, r)
	}
	return rep
}

func publish(rep report) {
	data, err := json.Marshal(rep)
	if err != nil {
		data = []byte(`{"error":"encoding the report"}`)
	}
	doc := js.Global().Get("document")
	doc.Call("getElementById", "result").Set("textContent", string(data))
	js.Global().Set("simtlabBenchResult", string(data))
}
