package panel

import (
	"context"
	"slices"
	"strings"
	"testing"

	"simtlab/app/views/occupancyview"
	"simtlab/sim"
)

// A kernel with one shared store (32-way conflict), one shared load and one
// global store.
const program = `#include <cstdio>
__global__ void k(float *out) {
    __shared__ float tile[32][32];
    tile[threadIdx.x][0] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = tile[0][threadIdx.x];
}
int main() {
    float *d;
    cudaMalloc(&d, 32 * sizeof(float));
    k<<<2, 32>>>(d);
    cudaDeviceSynchronize();
    printf("ok\n");
    return 0;
}
`

func run(t *testing.T, p *Panel) {
	t.Helper()
	res := sim.Run(context.Background(), "k.cu", []byte(program), sim.Options{Stdout: new(strings.Builder), Trace: p.TraceOptions()})
	if res.ExitCode != 0 || len(res.Launches) != 1 {
		t.Fatalf("exit %d, %v", res.ExitCode, res.Diagnostics)
	}
	p.SetResult(res.Launches, "h200")
}

func TestWalkTheTrace(t *testing.T) {
	var lines []int
	p := &Panel{Follow: func(l int) { lines = append(lines, l) }}
	run(t, p)
	if len(p.list) != 3 {
		t.Fatalf("%d traced accesses, want 3", len(p.list))
	}
	if p.list[0].shared == nil || p.list[0].shared.Wavefronts != 32 || p.list[2].global == nil {
		t.Fatalf("accesses in the wrong order or shape")
	}
	// A run shows the first access whole; Play replays it from its first
	// wavefront.
	if p.step != 32 {
		t.Errorf("after the run: step %d, want the whole access (32)", p.step)
	}
	p.replay()
	if p.cursor != 0 || p.step != 1 {
		t.Errorf("replay: cursor %d step %d, want 0, 1", p.cursor, p.step)
	}
	// Playing reveals the 32 wavefronts one per step, then moves on.
	steps := 1
	for p.cursor == 0 && p.advance() {
		steps++
	}
	if steps != 33 || p.cursor != 1 || p.step != 1 {
		t.Errorf("after the first access: %d steps, cursor %d step %d; want 33, 1, 1", steps, p.cursor, p.step)
	}
	for p.advance() {
	}
	if p.cursor != 2 {
		t.Errorf("the walk ended at access %d, want 2", p.cursor)
	}
	p.replay() // at the end: from the top
	if p.cursor != 0 || p.step != 1 {
		t.Errorf("replay at the end: cursor %d step %d, want 0, 1", p.cursor, p.step)
	}
	p.pause()
	p.cursor, p.step = 0, 1
	p.stepLine()
	if p.list[p.cursor].line != 6 {
		t.Errorf("Step line went to line %d, want 6", p.list[p.cursor].line)
	}
	if lines[len(lines)-1] != 6 || lines[0] != 4 {
		t.Errorf("Follow saw lines %v", lines)
	}
}

func TestTraceSelection(t *testing.T) {
	p := &Panel{Block: 1}
	run(t, p)
	if len(p.list) != 3 || p.launches[0].Trace.Records[0].Block != 1 {
		t.Errorf("block 1 not traced: %d accesses", len(p.list))
	}
	p = &Panel{Block: 5}
	run(t, p)
	if len(p.list) != 0 {
		t.Errorf("block 5 of 2 traced %d accesses", len(p.list))
	}
	if p.advance() {
		t.Error("advance on an empty trace")
	}
}

func TestOccupancyFollowsLaunch(t *testing.T) {
	p := &Panel{}
	run(t, p)
	s := p.occSettings()
	if s.Threads != 32 || s.Smem != 4096 || s.GPU != "h200" {
		t.Errorf("occupancy settings %+v; want 32 threads, 4096 B", s)
	}
	p.setOcc(func(s *occupancyview.Settings) { s.Threads = 768 })
	if p.occSettings().Threads != 768 || !p.occSet {
		t.Error("slider setting lost")
	}
}

func TestHeat(t *testing.T) {
	p := &Panel{}
	run(t, p)
	h := Heat(p.launches)
	// Two blocks of one warp: each kernel line runs once per warp.
	for _, line := range []int{4, 5, 6} {
		if h[line] < 2 {
			t.Errorf("line %d: heat %v, want at least 2 warp instructions", line, h[line])
		}
	}
	if h[10] != 0 {
		t.Errorf("host line 10 has heat %v", h[10])
	}
}

func TestTimelineFromTiming(t *testing.T) {
	p := &Panel{}
	run(t, p)
	l := p.current()
	m, err := occupancyview.Compute(launchSettings(l, "h200"))
	if err != nil {
		t.Fatal(err)
	}
	in := timelineInput(l, m, m.Profile)
	if l.Timing == nil {
		t.Skip("the launch was not timed")
	}
	if len(in.Activity) == 0 || in.Cycles <= 0 {
		t.Fatalf("no scheduler activity: %d schedulers, %d cycles", len(in.Activity), in.Cycles)
	}
	states, _ := in.StateCycles()
	if !slices.Contains(states, "selected") {
		t.Errorf("states %v: no scheduler ever issued", states)
	}
}
