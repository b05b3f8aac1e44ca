package engine_test

import (
	"bytes"
	"context"
	"testing"

	"simtlab/sim/cuda/check"
	"simtlab/sim/engine"
	"simtlab/sim/memsys"
)

// recorder is an Observer that keeps every access.
type recorder struct{ got []memsys.Access }

func (r *recorder) BeginLaunch(string, [3]int, [3]int) {}
func (r *recorder) Observe(a *memsys.Access)           { r.got = append(r.got, *a) }
func (r *recorder) EndLaunch() (map[string]float64, map[int]map[string]float64) {
	return nil, nil
}

const observeSrc = `
__global__ void k(int *g, int *out) {
    __shared__ int pad[8];
    __shared__ int s[64];
    int t = threadIdx.x;
    s[t] = g[t];
    atomicAdd(&g[0], 1);
    int old = atomicAdd(&g[t], 1);
    out[t] = s[63 - t] + old;
    if (t == 100) pad[0] = 1;
}
int main() {
    int *g, *o;
    cudaMalloc(&g, 64 * sizeof(int));
    cudaMalloc(&o, 64 * sizeof(int));
    cudaMemset(g, 0, 64 * sizeof(int));
    k<<<1, 40>>>(g, o);
    cudaDeviceSynchronize();
    return 0;
}
`

func TestObserverSeesWarpAccesses(t *testing.T) {
	f, diags := check.File("obs.cu", []byte(observeSrc))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	rec := &recorder{}
	var out bytes.Buffer
	res := engine.New(context.Background(), f, []byte(observeSrc), engine.Config{Stdout: &out, Observer: rec}).Run()
	if res.ExitCode != 0 {
		t.Fatalf("exit %d: %v", res.ExitCode, res.Diagnostics)
	}
	type key struct {
		line  int
		space memsys.Space
		op    memsys.Op
	}
	masks := map[key][]uint32{}
	var sharedStore *memsys.Access
	for i, a := range rec.got {
		k := key{a.Line, a.Space, a.Op}
		masks[k] = append(masks[k], a.Mask)
		if a.Line == 6 && a.Space == memsys.Shared && a.Op == memsys.Store && sharedStore == nil {
			sharedStore = &rec.got[i]
		}
	}
	want := map[key][]uint32{
		{6, memsys.Global, memsys.Load}:      {0xffffffff, 0xff},
		{6, memsys.Shared, memsys.Store}:     {0xffffffff, 0xff},
		{7, memsys.Global, memsys.Reduction}: {1, 1}, // aggregated: one lane per warp
		{8, memsys.Global, memsys.Atomic}:    {0xffffffff, 0xff},
		{9, memsys.Shared, memsys.Load}:      {0xffffffff, 0xff},
		{9, memsys.Global, memsys.Store}:     {0xffffffff, 0xff},
	}
	for k, w := range want {
		got := masks[k]
		if len(got) != len(w) {
			t.Errorf("line %d %v %v: masks %x, want %x", k.line, k.space, k.op, got, w)
			continue
		}
		for i := range w {
			if got[i] != w[i] {
				t.Errorf("line %d %v %v: masks %x, want %x", k.line, k.space, k.op, got, w)
				break
			}
		}
	}
	// Shared addresses are offsets in the block's window: s follows pad.
	if sharedStore == nil || sharedStore.Addr[0] != 32 || sharedStore.Addr[31] != 32+31*4 || sharedStore.Width != 4 {
		t.Errorf("shared store %+v", sharedStore)
	}
}
