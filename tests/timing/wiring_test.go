package timing_test

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"simtlab/sim"
)

const eventsSrc = `#include <cstdio>
__global__ void scale(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = a[i] * 2.0f;
}
__global__ void sum(const float *a, float *r, int n) {
    __shared__ float s[256];
    int t = threadIdx.x, i = blockIdx.x * 256 + t;
    s[t] = i < n ? a[i] : 0.0f;
    __syncthreads();
    for (int d = 128; d > 0; d /= 2) {
        if (t < d) s[t] += s[t + d];
        __syncthreads();
    }
    if (t == 0) atomicAdd(r, s[0]);
}
int main() {
    const int n = 1 << 16;
    float *a, *r;
    cudaMalloc(&a, n * sizeof(float));
    cudaMalloc(&r, sizeof(float));
    cudaMemset(a, 0, n * sizeof(float));
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaEventRecord(start);
    scale<<<n / 256, 256>>>(a, n);
    sum<<<n / 256, 256>>>(a, r, n);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    printf("%.9f\n", ms);
    return 0;
}
`

// Every launch is timed by the model, and cudaEventElapsedTime adds up the
// modelled durations of the launches between the events (plus the fitted
// launch gap).
func TestEventsMeasureModelledTime(t *testing.T) {
	run := func() (*sim.Result, string) {
		var out bytes.Buffer
		res := sim.Run(context.Background(), "events.cu", []byte(eventsSrc), sim.Options{GPU: "h200", Stdout: &out})
		if res.ExitCode != 0 {
			t.Fatalf("exit %d: %v\n%s", res.ExitCode, res.Diagnostics, out.String())
		}
		return res, out.String()
	}
	res, out := run()
	if len(res.Launches) != 2 {
		t.Fatalf("%d launches, want 2", len(res.Launches))
	}
	var total float64
	for _, l := range res.Launches {
		if l.Timing == nil {
			t.Fatalf("%s: no timing report", l.Kernel)
		}
		d := l.Metrics["gpu__time_duration.sum"]
		if d != l.Timing.DurationNs || d <= 2000 {
			t.Errorf("%s: gpu__time_duration.sum %v, report %v", l.Kernel, d, l.Timing.DurationNs)
		}
		if l.Metrics["smsp__inst_issued.sum"] != l.Metrics["smsp__inst_executed.sum"] {
			t.Errorf("%s: replayed %v instructions, executed %v", l.Kernel, l.Metrics["smsp__inst_issued.sum"], l.Metrics["smsp__inst_executed.sum"])
		}
		if len(l.Timing.Timeline) == 0 {
			t.Errorf("%s: empty timeline", l.Kernel)
		}
		stalled := false
		for _, m := range l.Lines {
			for k := range m {
				stalled = stalled || strings.HasPrefix(k, "smsp__warps_issue_stalled_")
			}
		}
		if !stalled {
			t.Errorf("%s: no per-line stall reasons", l.Kernel)
		}
		total += d + 3000 // the launch gap between events (sim/engine eventLaunchGapNs)
	}
	if l := res.Launches[1]; l.Metrics["smsp__warps_issue_stalled_barrier.sum"] == 0 {
		t.Errorf("sum: no barrier stalls")
	}
	ms, err := strconv.ParseFloat(strings.TrimSpace(out), 64)
	if err != nil {
		t.Fatal(err)
	}
	if want := float64(float32(total / 1e6)); math.Abs(ms-want) > 1e-9 {
		t.Errorf("cudaEventElapsedTime = %.9f ms, want %.9f (sum of the launches)", ms, want)
	}
	res2, out2 := run()
	if out2 != out || !reflect.DeepEqual(metrics(res), metrics(res2)) {
		t.Errorf("two runs differ")
	}
}

func metrics(r *sim.Result) string {
	var b strings.Builder
	for _, l := range r.Launches {
		fmt.Fprintln(&b, l.Metrics, l.Lines)
	}
	return b.String()
}

const clusterSrc = `#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void __cluster_dims__(2, 1, 1) neighbours(float *out, int iters) {
    __shared__ float s[128];
    cg::cluster_group cluster = cg::this_cluster();
    int t = threadIdx.x;
    float v = t;
    for (int i = 0; i < iters; i++) v = v * 0.999f + 0.5f;
    s[t] = v;
    cluster.sync();
    float *other = cluster.map_shared_rank(s, cluster.block_rank() ^ 1);
    out[blockIdx.x * 128 + t] = other[t];
    cluster.sync();
}
int main() {
    float *out;
    cudaMalloc(&out, 264 * 128 * sizeof(float));
    neighbours<<<264, 128>>>(out, 16);
    neighbours<<<264, 128>>>(out, 512);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
`

// Thread block cluster launches are timed by the model like any other:
// each block of a cluster is replayed as a block, so more work per thread
// takes longer.
func TestClusterLaunchesAreTimed(t *testing.T) {
	var out bytes.Buffer
	res := sim.Run(context.Background(), "cluster.cu", []byte(clusterSrc), sim.Options{GPU: "h200", Stdout: &out})
	if res.ExitCode != 0 || out.String() != "done\n" {
		t.Fatalf("exit %d: %v\n%s", res.ExitCode, res.Diagnostics, out.String())
	}
	if len(res.Launches) != 2 {
		t.Fatalf("%d launches, want 2", len(res.Launches))
	}
	var d [2]float64
	for i, l := range res.Launches {
		if l.Timing == nil {
			t.Fatalf("launch %d of %s: no timing report", i, l.Kernel)
		}
		if l.Timing.Insts == 0 || len(l.Timing.Warps) == 0 {
			t.Fatalf("launch %d: the replay saw no instructions (%d) or warps (%d)", i, l.Timing.Insts, len(l.Timing.Warps))
		}
		d[i] = l.Metrics["gpu__time_duration.sum"]
		if d[i] != l.Timing.DurationNs {
			t.Errorf("launch %d: gpu__time_duration.sum %v, report %v", i, d[i], l.Timing.DurationNs)
		}
	}
	if !(d[1] > d[0]+1000) {
		t.Errorf("32 times the work per thread took %v ns against %v ns", d[1], d[0])
	}
}
