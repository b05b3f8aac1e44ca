package engine

import (
	"bytes"
	"context"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"simtlab/sim/cuda/check"
	"simtlab/sim/memsys"
	"simtlab/sim/timing"
	"simtlab/sim/workloads"
)

// TestRepliesCarryWarpsRaw: a launch's reply and a replay's carry the
// report's per-warp statistics as raw bytes, which holds only while
// WarpStats is numbers; the report reads back as it was, and a damaged
// reply is an error.
func TestRepliesCarryWarpsRaw(t *testing.T) {
	var numbersOnly func(reflect.Type) bool
	numbersOnly = func(ty reflect.Type) bool {
		switch ty.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
			reflect.Float32, reflect.Float64, reflect.Bool:
			return true
		case reflect.Array:
			return numbersOnly(ty.Elem())
		case reflect.Struct:
			for i := range ty.NumField() {
				if !numbersOnly(ty.Field(i).Type) {
					return false
				}
			}
			return true
		}
		return false
	}
	if !numbersOnly(reflect.TypeFor[timing.WarpStats]()) {
		t.Fatal("timing.WarpStats holds more than numbers: encodeWithWarps cannot copy it raw")
	}
	rep := &timing.Report{Kernel: "k", Cycles: 1234, Lines: map[int]timing.StallCounts{3: {1, 2}},
		Warps: []timing.WarpStats{{Block: 1, Warp: 2, SM: 3, Scheduler: 1, Start: 5, End: 99, Insts: 40, Stalls: timing.StallCounts{7, 8}}, {Block: 2, End: -1}}}
	want := *rep
	want.Warps = slices.Clone(rep.Warps)
	msg := encodeWithWarps(&remoteReply{Report: rep, Metrics: map[string]float64{"a": 1}}, rep, nil)
	if !reflect.DeepEqual(rep, &want) {
		t.Fatal("encoding changed the report")
	}
	var got remoteReply
	warps, err := decodeWithWarps(msg, &got)
	if err != nil {
		t.Fatal(err)
	}
	got.Report.Warps = warps
	if !reflect.DeepEqual(got.Report, &want) || got.Metrics["a"] != 1 {
		t.Fatalf("read back %+v, want %+v", got.Report, want)
	}
	for n := range len(msg) {
		var r remoteReply
		if _, err := decodeWithWarps(msg[:n], &r); err == nil {
			t.Fatalf("the first %d bytes of %d read as a reply", n, len(msg))
		}
	}
}

// TestDecodeBatchTakesAnyBytes: a damaged message is an error, never a
// panic or a batch of another size.
func TestDecodeBatchTakesAnyBytes(t *testing.T) {
	b := &accessBatch{accs: []queuedAccess{{line: 3, mask: 0xffff, lanes: true, rows: [2]uint64{4096, 4}}, {line: 4, mask: 1}},
		addrs: make([]uint64, 32), ends: []blockEnd{{at: 1, linear: 7, warps: 1, recorded: true}}}
	for i := range b.addrs {
		b.addrs[i] = uint64(1<<20 + i*i)
	}
	b.streams = []endedStream{{insts: make([]timing.Inst, 5)}, {insts: make([]timing.Inst, 5), truncated: true, same: true}}
	b.insts = 10
	msg := encodeBatch(nil, b)
	var got accessBatch
	if err := decodeBatch(msg, &got); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.accs, b.accs) || !slices.Equal(got.addrs, b.addrs) || !slices.Equal(got.ends, b.ends) ||
		len(got.streams) != 2 || !got.streams[1].truncated || len(got.streams[1].insts) != 5 {
		t.Fatalf("decoded %+v", got)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		damaged := slices.Clone(msg)
		switch r.IntN(3) {
		case 0:
			damaged = damaged[:r.IntN(len(damaged))]
		case 1:
			damaged[r.IntN(len(damaged))] ^= byte(1 << r.IntN(8))
		default:
			for j := range damaged {
				damaged[j] = byte(r.Uint32())
			}
		}
		var d accessBatch
		if err := decodeBatch(damaged, &d); err == nil && len(d.accs) != 2 {
			t.Fatalf("a damaged batch decoded to %d accesses without an error", len(d.accs))
		}
	}
}

// FuzzDecodeRemote: the worker's decoders take any bytes without a panic.
func FuzzDecodeRemote(f *testing.F) {
	b := &accessBatch{accs: []queuedAccess{{line: 3, mask: 0xffff, lanes: true, rows: [2]uint64{4096, 4}}},
		addrs: []uint64{1, 2, 3, 9}, ends: []blockEnd{{at: 1, linear: 7, warps: 1, recorded: true}},
		streams: []endedStream{{insts: make([]timing.Inst, 3)}, {insts: make([]timing.Inst, 3), same: true}}, insts: 6}
	f.Add(encodeBatch(nil, b))
	insts := make([]timing.Inst, 4)
	var tally memsys.SharedTally
	tally.Count(5, memsys.Load, 4, 0xff, 64, 8)
	msg, _ := tally.AppendBinary(nil)
	f.Add(msg)
	f.Add(encodeReplay("h200", timing.Launch{Kernel: "k", Blocks: 2}, []timing.WarpStream{{Insts: insts}, {Block: 1, Insts: insts}, {Block: 1, Warp: 1}})[1:])
	f.Fuzz(func(t *testing.T, msg []byte) {
		var d accessBatch
		_ = decodeBatch(msg, &d)
		_, _, _ = decodeReplay(msg)
		var tally memsys.SharedTally
		_ = tally.UnmarshalBinary(msg)
	})
}

// MemorySystem, LastTrace and Release make the test observer a worker's
// memory system.
func (o *memsysObserver) MemorySystem() *memsys.System { return o.sys }

func (o *memsysObserver) LastTrace() *memsys.Trace {
	if len(o.traces) == 0 {
		return nil
	}
	return o.traces[len(o.traces)-1]
}
func (o *memsysObserver) Release() {}

// goLink is a worker on a goroutine: messages are copied both ways. It
// counts the batches sent and not yet acknowledged as the engine has read
// them, and the most there were.
type goLink struct {
	to, from          chan []byte
	inflight, maxSeen int
}

func startGoWorker(t *testing.T) *goLink { return startTracingWorker(t, memsys.TraceOptions{}) }

// startTracingWorker is startGoWorker with a memory system that traces.
func startTracingWorker(t *testing.T, trace memsys.TraceOptions) *goLink {
	l := &goLink{to: make(chan []byte, 16), from: make(chan []byte, 4*remoteWindow)}
	done := make(chan struct{})
	go func() {
		defer close(done)
		ServeRemote(func() []byte { return <-l.to }, func(b []byte) { l.from <- slices.Clone(b) },
			func([]byte) RemoteMemory {
				return &memsysObserver{sys: memsys.New(memsys.DefaultConfig()), trace: trace}
			}, nil)
	}()
	t.Cleanup(func() { l.to <- nil; <-done })
	return l
}
func (l *goLink) Post(msg []byte) {
	if len(msg) > 0 && msg[0] == msgBatch {
		l.inflight++
		l.maxSeen = max(l.maxSeen, l.inflight)
	}
	l.to <- slices.Clone(msg)
}

func (l *goLink) Reply() ([]byte, error) {
	msg := <-l.from
	if len(msg) > 0 && msg[0] == replyAck {
		l.inflight--
	}
	return msg, nil
}

// runRemote is runWithMemsys with the memory system at the other end of
// link.
func runRemote(t *testing.T, name, src string, link RemoteLink) runObserved {
	return runRemoteTraced(t, name, src, link, memsys.TraceOptions{})
}

// runRemoteTraced is runRemote for a worker whose memory system traces
// (startTracingWorker), and with the execution trace.
func runRemoteTraced(t *testing.T, name, src string, link RemoteLink, trace memsys.TraceOptions) runObserved {
	t.Helper()
	f, diags := check.File(name, []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	var out bytes.Buffer
	obs := NewRemoteObserver(link, "h200", nil)
	obs.Trace = trace
	m := New(context.Background(), f, []byte(src), Config{Stdout: &out, Observer: obs})
	m.EnableExecTrace(trace)
	res := m.Run()
	obs.Finish()
	return runObserved{out: out.String(), res: res, traces: obs.Traces, exec: m.ExecTraces()}
}

// longWarps runs warps far longer than their share of the recorder's
// memory, so that every recorded stream is truncated: the recorder fills
// its memory without counting anything as recorded.
const longWarps = `
__global__ void k(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0;
    for (int j = 0; j < 2000; j++)
        s += a[(i + j) % n];
    a[i] = s;
}
int main() {
    int n = 64 * 64;
    float *a;
    cudaMalloc(&a, n * sizeof(float));
    cudaMemset(a, 0, n * sizeof(float));
    k<<<64, 64>>>(a, n);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
`

// TestRemoteRecordingFullByMemory: when the worker's recorder fills its
// memory before anything counts as recorded, the engine learns it by
// asking and stops recording; the results are the local run's.
func TestRemoteRecordingFullByMemory(t *testing.T) {
	defer func(v int) { storeBudget = v }(storeBudget)
	storeBudget = 1 << 14
	want := runWithMemsys(t, "long.cu", longWarps, 0, memsys.TraceOptions{})
	before, vainBefore := queries.Load(), overlapCounts.inVain.Load()
	got := runRemote(t, "long.cu", longWarps, startGoWorker(t))
	if queries.Load() == before {
		t.Fatal("the engine never asked whether the recording was full: the test does not test it")
	}
	// The blocks recorded in vain are those between the recording filling
	// and the next answer: a few of the 64, not the rest of the launch.
	if n := overlapCounts.inVain.Load() - vainBefore; n > 4 {
		t.Errorf("%d blocks recorded in vain: the engine went on recording after the worker's recording was full", n)
	}
	compareRuns(t, got, want)
}

// TestRemoteRecordedCount: the engine's own count of what the worker's
// recorder records (countRecorded, which folds and hoists a warp's stream
// only when it differs from the previous warp's) stops recording exactly
// where the recorder's budget fills: the SGEMM records no block in vain,
// and no block too few.
func TestRemoteRecordedCount(t *testing.T) {
	src := workloads.Matmul256.Source
	want := runWithMemsys(t, "matmul.cu", src, 0, memsys.TraceOptions{})
	vainBefore := overlapCounts.inVain.Load()
	compareRuns(t, runRemote(t, "matmul.cu", src, startGoWorker(t)), want)
	if n := overlapCounts.inVain.Load() - vainBefore; n != 0 {
		t.Errorf("%d blocks recorded in vain", n)
	}
}

// TestRemoteWindow: the engine never has more than remoteWindow batches
// in flight (the reduction sends about 32), and the results are the
// local run's.
func TestRemoteWindow(t *testing.T) {
	src := workloads.Reduce1M.Source
	want := runWithMemsys(t, "reduce.cu", src, 0, memsys.TraceOptions{})
	link := startGoWorker(t)
	compareRuns(t, runRemote(t, "reduce.cu", src, link), want)
	if link.maxSeen <= remoteWindow/2 || link.maxSeen > remoteWindow {
		t.Errorf("at most %d batches in flight, want between %d and %d", link.maxSeen, remoteWindow/2+1, remoteWindow)
	}
}

// TestRemoteSharedTally: the engine counts the untraced warps' shared
// loads and stores itself and sends the counts with the launch's end
// (msgShared); the traced warps' accesses go to the worker one by one. The
// counters and the memory trace, its sequence numbers included, are the
// local run's.
func TestRemoteSharedTally(t *testing.T) {
	trace := memsys.TraceOptions{Blocks: []int{1, 250, 2000}, Warps: []int{0, 3}}
	src := workloads.Reduce1M.Source
	want := runWithMemsys(t, "reduce.cu", src, 0, trace)
	got := runRemoteTraced(t, "reduce.cu", src, startTracingWorker(t, trace), trace)
	compareRuns(t, got, want)
	shared := 0
	for _, r := range got.traces[0].Records {
		if r.Space == memsys.Shared {
			shared++
		}
	}
	if shared == 0 {
		t.Error("the trace holds no shared access: the test does not test the traced warps' path")
	}
}
