//go:build js && wasm

// Command page is the WebAssembly half of the browser benchmark. It reads
// the workloads from globalThis.simtlabBenchInput (a JSON array of
// {name, file, src}), starts its memory worker (itself again, in a Web
// Worker, as the lab does: sim/memworker), defines
// globalThis.simtlabBenchRun(name, local), which runs one workload once
// through sim.Run (with the worker unless local is true) and resolves to
// a JSON run report, and then sets globalThis.simtlabBenchReady. The
// benchmark decides how many runs to make and interleaves them with
// native runs of the same workload.
package main

import (
	"context"
	"encoding/json"
	"strings"
	"syscall/js"

	"simtlab/sim"
	"simtlab/sim/memworker"
)

type workload struct {
	Name string `json:"name"` // metric suffix, e.g. "matmul256"
	File string `json:"file"` // file name given to sim.Run
	Src  string `json:"src"`
}

// runReport is one run, timed with performance.now().
type runReport struct {
	Ms          float64  `json:"ms"`
	Stdout      string   `json:"stdout"`
	Diagnostics []string `json:"diagnostics"`
	Error       string   `json:"error,omitempty"`
}

func main() {
	if memworker.InWorker() {
		memworker.Serve()
	}
	var workloads []workload
	if err := json.Unmarshal([]byte(js.Global().Get("simtlabBenchInput").String()), &workloads); err != nil {
		js.Global().Set("simtlabBenchReady", "reading the input: "+err.Error())
		return
	}
	byName := map[string]workload{}
	for _, w := range workloads {
		byName[w.Name] = w
	}
	link, err := memworker.Start("memworker.js?exec=wasm_exec.js&wasm=page.wasm")
	if err == nil {
		err = link.WaitReady()
	}
	if err != nil {
		js.Global().Set("simtlabBenchReady", "starting the memory worker: "+err.Error())
		return
	}
	js.Global().Set("simtlabBenchRun", js.FuncOf(func(_ js.Value, args []js.Value) any {
		name := ""
		if len(args) > 0 {
			name = args[0].String()
		}
		worker := link
		if len(args) > 1 && args[1].Truthy() {
			worker = nil // local: the memory system on this thread
		}
		// The run takes seconds: it goes on in a goroutine, as a callback
		// must not block, and a Promise carries its report back.
		var resolve js.Value
		executor := js.FuncOf(func(_ js.Value, args []js.Value) any {
			resolve = args[0]
			return nil
		})
		promise := js.Global().Get("Promise").New(executor) // calls executor at once
		executor.Release()
		go func() { resolve.Invoke(runOnce(byName, name, worker)) }()
		return promise
	}))
	js.Global().Set("simtlabBenchReady", true)
	select {} // keep the callbacks alive
}

// runOnce runs the named workload and returns its report as JSON.
func runOnce(byName map[string]workload, name string, worker *memworker.Link) string {
	var rep runReport
	if w, ok := byName[name]; !ok {
		rep.Error = "no workload " + name
	} else {
		perf := js.Global().Get("performance")
		var out strings.Builder
		start := perf.Call("now").Float()
		opts := sim.Options{Stdout: &out}
		if worker != nil {
			opts.MemoryWorker = worker
		}
		res := sim.Run(context.Background(), w.File, []byte(w.Src), opts)
		rep.Ms = perf.Call("now").Float() - start
		rep.Stdout = out.String()
		for _, d := range res.Diagnostics {
			rep.Diagnostics = append(rep.Diagnostics, d.String())
		}
	}
	data, err := json.Marshal(rep)
	if err != nil {
		return `{"error":"encoding the report"}`
	}
	return string(data)
}
