//go:build wasm

package app

import (
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/sim/engine"
	"simtlab/sim/memworker"
)

// The lab's memory worker (sim/memworker): the page's program started
// again in a Web Worker, where runs put their memory system and timing
// replay. It loads in the background from the first lab's mount; until it is
// ready, and if it fails, runs keep everything on the page's thread.
var labWorker struct {
	once sync.Once
	link *memworker.Link
	busy bool // a run has the worker: the protocol carries one run at a time
}

// startMemoryWorker starts the memory worker, once: the first lab widget
// that mounts calls it, so pages without one never load it.
func startMemoryWorker() {
	labWorker.once.Do(func() {
		root := strings.TrimSuffix(app.Getenv("GOAPP_ROOT_PREFIX"), "/")
		static := app.Getenv("GOAPP_STATIC_RESOURCES_URL")
		url := static + "/memworker.js?exec=" + root + "/wasm_exec.js&wasm=" + static + "/app.wasm"
		link, err := memworker.Start(url)
		if err != nil {
			app.Log("simtlab: no memory worker, runs stay on the page's thread:", err)
			return
		}
		labWorker.link = link
	})
}

// takeMemoryWorker returns the link for sim.Options.MemoryWorker and the
// func that gives it back when the run ends; nil while the worker loads,
// after it failed, or while another widget's run has it (that run keeps
// its memory system on the page's thread).
func takeMemoryWorker() (engine.RemoteLink, func()) {
	l := labWorker.link
	if !l.Ready() || labWorker.busy {
		return nil, func() {}
	}
	labWorker.busy = true
	return l, func() { labWorker.busy = false }
}
