package sim

import (
	"bytes"
	"encoding/gob"

	"simtlab/hardware"
	"simtlab/sim/engine"
)

// The memory worker: the other end of Options.MemoryWorker.

// workerRun is what a run tells its memory worker: the GPU and the trace
// options its memory system is built with.
type workerRun struct {
	GPU   string
	Trace TraceOptions
}

func workerSetup(gpu string, trace TraceOptions) []byte {
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(workerRun{GPU: gpu, Trace: trace}); err != nil {
		panic(err) // plain values: cannot fail
	}
	return b.Bytes()
}

// ServeMemoryWorker runs the memory system and the timing replay for the
// runs at the other end of a link: it takes their messages from recv (nil
// ends it) and answers with send. replay, when it returns a link, is
// another such worker that takes the launches' early replays (nil: they
// run here).
func ServeMemoryWorker(recv func() []byte, send func([]byte), replay func() engine.RemoteLink) {
	engine.ServeRemote(recv, send, func(setup []byte) engine.RemoteMemory {
		var r workerRun
		_ = gob.NewDecoder(bytes.NewReader(setup)).Decode(&r) // a zero setup is the default GPU, no trace
		gpu, ok := hardware.Lookup(r.GPU)
		if !ok {
			gpu = hardware.Default()
		}
		return newObserver(gpu, r.Trace)
	}, replay)
}
