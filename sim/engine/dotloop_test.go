package engine

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"simtlab/sim/cuda/check"
	"simtlab/sim/memsys"
	"simtlab/sim/workloads"
)

// runDot runs a program with dot-product bursts on or off and returns
// runReport's report and the iterations bursts ran.
func runDot(t *testing.T, name string, src []byte, on bool, maxSteps int64) (string, int64) {
	t.Helper()
	defer func(old bool) { dotLoops, countDotLoops, dotLoopIterations = old, false, 0 }(dotLoops)
	dotLoops, countDotLoops, dotLoopIterations = on, true, 0
	r, _ := runReport(t, name, src, false, maxSteps)
	return r, dotLoopIterations
}

// dotHost launches k on 2×2 blocks of BX×BY threads over two 64×64 float
// matrices (b n floats short when SHORT is set, b left unwritten when
// UNSET is, subnormals, infinities, NaN and huge values among them when
// SPECIAL is) and prints what it wrote, every bit.
const dotHost = `
#include <cmath>
#ifndef BX
#define BX 16
#define BY 16
#endif
#ifndef SHORT
#define SHORT 0
#endif
int main() {
    const int n = 64;
    float h[n * n], *da, *db, *dout;
    for (int i = 0; i < n * n; i++) h[i] = (i % 13 - 6) * 0.37f + 1.0f / (i % 7 + 1);
#ifdef SPECIAL
    for (int i = 0; i < n * n; i += 7) h[i] = i % 3 == 0 ? 1e-39f : i % 3 == 1 ? 3.0e38f : -0.0f;
    h[5] = nanf(""); h[300] = INFINITY; h[301] = -INFINITY; h[1000] = 1e-45f;
#endif
    cudaMalloc(&da, sizeof h);
    cudaMalloc(&db, sizeof h - SHORT * n * sizeof(float));
    cudaMalloc(&dout, 2 * BX * 2 * BY * sizeof(float));
    cudaMemset(dout, 0, 2 * BX * 2 * BY * sizeof(float));
    cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice);
#ifndef UNSET
    cudaMemcpy(db, h, sizeof h - SHORT * n * sizeof(float), cudaMemcpyHostToDevice);
#endif
    k<<<dim3(2, 2), dim3(BX, BY)>>>(da, db, dout, n);
    cudaError_t e = cudaDeviceSynchronize();
    float r[2 * BX * 2 * BY];
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    unsigned s = 0;
    for (int i = 0; i < 2 * BX * 2 * BY; i++) s = s * 31 + *(unsigned *)&r[i];
    printf("%u %a %s\n", s, r[2 * BX * 2 * BY - 1], cudaGetErrorString(e));
    return 0;
}
`

// sgemmKernel is the naive SGEMM over 64×64 matrices, one output per
// thread, its row and column from the 2D launch.
const sgemmKernel = `__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int j = 0; j < n; j++) sum += a[row * n + j] * b[j * n + col];
    out[row * gridDim.x * blockDim.x + col] = sum;
}`

// tiledKernel is the tiled SGEMM with 16×16 shared tiles (RACE: no
// barrier between loading a tile and reading it; HALF: half of a's tile
// left unwritten; AFTER: thread 0 writes a word of b's tile that others
// read, with no barrier between).
const tiledKernel = `__global__ void k(const float *a, const float *b, float *out, int n) {
    __shared__ float as[16][16], bs[16][16];
    int x = threadIdx.x, y = threadIdx.y;
    int row = blockIdx.y * 16 + y, col = blockIdx.x * 16 + x;
    float sum = 0.0f;
    for (int t = 0; t < n; t += 16) {
#ifdef HALF
        if (y < 8)
#endif
        as[y][x] = a[row * n + t + x];
        bs[y][x] = b[(t + y) * n + col];
#ifndef RACE
        __syncthreads();
#endif
        for (int j = 0; j < 16; j++) sum += as[y][j] * bs[j][x];
#ifdef AFTER
        if (x == 0 && y == 0) bs[3][5] = sum;
#endif
        __syncthreads();
    }
    out[row * gridDim.x * 16 + col] = sum;
}`

// longKernel runs 2,560 iterations of its loop in every warp.
const longKernel = `__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    int lim = n * 40;
    for (int j = 0; j < lim; j++) sum += a[j] * b[j + col];
    out[row * 32 + col] = sum;
}`

type burstWant int

const (
	either burstWant = iota
	must
	never
)

// dotCases are dot-product loops and their edges: the shapes a burst
// takes, and everything that must leave it to the general loop with the
// same result (faults, uninitialized or misaligned reads, partial warps,
// a counter or bound at the end of its range, loops entered again, the
// host). bursts says whether some iteration must run in a burst (must),
// none may (never) or either is right (the addresses of some forms are not
// predicted, see induction.go's guard); ok whether the kernel ends
// without an error.
var dotCases = []struct {
	name, defs, kernel string
	bursts             burstWant
	ok                 bool
}{
	{"sgemm", "", sgemmKernel, must, true},
	{"special values", "#define SPECIAL\n", sgemmKernel, must, true},
	{"rows 32 wide", "#define BX 32\n#define BY 8\n", sgemmKernel, must, true},
	{"one row per warp", "#define BX 64\n#define BY 2\n", `__global__ void k(const float *a, const float *b, float *out, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x, r = blockIdx.y * 2 + threadIdx.y;
    float s = 1.5f;
    unsigned un = n;
    for (unsigned j = 0; j < 64u; ++j) s += b[j * un + threadIdx.x] * a[r * n + j];
    out[r * 128 + t] = s;
}`, must, true},
	{"partial warps", "#define BX 12\n#define BY 12\n", sgemmKernel, never, true},
	// one operand the same word for every lane: a row of a in global
	// memory, a __constant__ filter over a shared tile (a convolution's
	// inner loop, its index int + unsigned), one that runs off a's end,
	// and a uniform shared word, which stays in the general loop
	{"uniform global operand", "", `__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0.25f;
    for (int j = 0; j < n; j++) s += a[j + 3] * b[j * n + col];
    out[row * 32 + col] = s;
}`, must, true},
	{"constant filter", "__constant__ float filt[64] = {0.5f, -1.25f, 3.0f, 1e-3f, 7.5f, -0.125f, 2.0f, 9.0f};\n", `__global__ void k(const float *a, const float *b, float *out, int n) {
    __shared__ float tile[256 + 64];
    int t = threadIdx.y * 16 + threadIdx.x;
    tile[t] = a[(blockIdx.y * 2 + blockIdx.x) * 256 + t];
    if (t < 64) tile[256 + t] = b[t];
    __syncthreads();
    float s = 0.0f, u = 1.0f;
    for (int i = 0; i < 64; i++) s += filt[i] * tile[i + t];
    for (int i = 0; i < 48; i++) u += tile[i + threadIdx.x + threadIdx.y * 16u] * filt[63 - i];
    out[(blockIdx.y * 16 + threadIdx.y) * 32 + blockIdx.x * 16 + threadIdx.x] = s + u;
}`, must, true},
	{"uniform operand off the end", "", `__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    float s = 0.0f;
    for (int j = 0; j < n; j++) s += a[j * 70] * b[j * n + col];
    out[row * 32 + col] = s;
}`, either, false},
	{"uniform shared operand", "", `__global__ void k(const float *a, const float *b, float *out, int n) {
    __shared__ float w[64];
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.y < 4) w[threadIdx.y * 16 + threadIdx.x] = a[threadIdx.y * 16 + threadIdx.x];
    __syncthreads();
    float s = 0.0f;
    for (int j = 0; j < n; j++) s += w[j] * b[j * n + col];
    out[row * 32 + col] = s;
}`, never, true},
	{"tiled", "", tiledKernel, must, true},
	{"tiled special values", "#define SPECIAL\n", tiledKernel, must, true},
	{"tiled racing", "#define RACE\n", tiledKernel, either, true},
	{"tiled half unwritten", "#define HALF\n", tiledKernel, either, true},
	{"tiled written after", "#define AFTER\n", tiledKernel, must, true},
	{"b too short", "#define SHORT 3\n", sgemmKernel, never, false},
	{"b unwritten", "#define UNSET\n", sgemmKernel, never, true},
	{"misaligned", "", `__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    const float *m = (const float *)((const char *)b + 2);
    float sum = 0.0f;
    for (int j = 0; j < n - 1; j++) sum += a[row * n + j] * m[j * n + col];
    out[row * 32 + col] = sum;
}`, never, false},
	{"entered again", "", `__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    float total = 0.0f;
    for (int r = 0; r < 3; r++) {
        float sum = r * 0.5f;
        int lim = n - 7 * r;
        for (int j = r; j < lim; j++) sum += a[(row + r) * n + j] * b[j * n + col];
        total = total * 0.25f + sum;
    }
    out[row * 32 + col] = total;
}`, must, true},
	{"negative start", "", `__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = -2.0f;
    const float *x = a + 20, *y = b + 20 * n;
    int lo = -20, hi = n - 20;
    for (int j = lo; j < hi; j++) sum += x[row * n + j] * y[j * n + col];
    out[row * 32 + col] = sum;
}`, must, true},
	{"counter at INT_MAX", "", `__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    const int base = 2147483647 - 40;
    const float *x = a + row * n - base, *y = b + col * n - base;
    float sum = 0.0f;
    for (int j = base; j < 2147483647; j++) sum += x[j] * y[j];
    out[row * 32 + col] = sum;
}`, either, true},
	{"same array twice", "", `__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int j = 0; j < n; j++) sum += a[row * n + j] * a[j * n + col];
    out[row * 32 + col] = sum;
}`, must, true},
	{"in a device function", "", `__device__ float dot(const float *x, const float *y, int n, int stride) {
    float s = 0.0f;
    for (int j = 0; j < n; j++) s += x[j] * y[j * stride];
    return s;
}
__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    out[row * 32 + col] = dot(a + row * n, b + col, n, n);
}`, either, true},
	{"host and device", "", `__host__ __device__ float dot(const float *x, const float *y, int n) {
    float s = 0.0f;
    for (int j = 0; j < n; j++) s += x[j] * y[j];
    return s;
}
__global__ void k(const float *a, const float *b, float *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    float h[4] = {1, 2, 3, 4};
    out[row * 32 + col] = dot(a + row * n, b + (col % 2) * n, n) + dot(h, h, 4);
}`, either, true},
}

// TestDotLoopsChangeNothing runs dotCases, the conformance corpus and the
// engine's test programs with and without dot-product bursts: every
// output, diagnostic and counter must be the same, and the step budget
// must stop a loop at the same step.
func TestDotLoopsChangeNothing(t *testing.T) {
	for _, c := range dotCases {
		src := "#include <cstdio>\n" + c.defs + c.kernel + dotHost
		on, n := runDot(t, c.name+".cu", []byte(src), true, 50_000_000)
		off, _ := runDot(t, c.name+".cu", []byte(src), false, 50_000_000)
		if strings.HasPrefix(on, "does not compile") || strings.Contains(on, "no error") != c.ok {
			t.Fatalf("%s: %s", c.name, on)
		}
		if on != off {
			t.Errorf("%s: with bursts:\n%s\nwithout:\n%s", c.name, on, off)
		}
		if c.bursts == must && n == 0 || c.bursts == never && n > 0 {
			t.Errorf("%s: %d iterations in bursts", c.name, n)
		}
	}
	// A budget that runs out inside the SGEMM's loop: the same message
	// at the same step.
	src := []byte("#include <cstdio>\n" + longKernel + dotHost)
	for _, budget := range []int64{300_000, 523_457} {
		on, _ := runDot(t, "budget.cu", src, true, budget)
		off, _ := runDot(t, "budget.cu", src, false, budget)
		if !strings.Contains(on, "ran more than") || on != off {
			t.Errorf("budget %d: with bursts:\n%s\nwithout:\n%s", budget, on, off)
		}
	}
	// An execution trace of some warps: those bursts leave out, the others
	// burst, and the traces are the same.
	traced := []byte("#include <cstdio>\n" + sgemmKernel + dotHost)
	opts := memsys.TraceOptions{Blocks: []int{1, 2}, Warps: []int{0, 5}}
	withTrace := func(on bool) (string, int64) {
		defer func(old bool) { dotLoops, countDotLoops, dotLoopIterations = old, false, 0 }(dotLoops)
		dotLoops, countDotLoops, dotLoopIterations = on, true, 0
		f, _ := check.File("traced.cu", traced)
		var out bytes.Buffer
		m := New(context.Background(), f, traced, Config{Stdout: &out, MaxSteps: 50_000_000})
		m.EnableExecTrace(opts)
		res := m.Run()
		var b strings.Builder
		fmt.Fprintf(&b, "%s %d %d\n", out.String(), res.ExitCode, m.steps)
		for _, l := range res.Launches {
			fmt.Fprintf(&b, "%v %v\n", l.Metrics, l.Lines)
		}
		for _, tr := range m.ExecTraces() {
			fmt.Fprintf(&b, "%+v\n", tr)
		}
		return b.String(), dotLoopIterations
	}
	on, n := withTrace(true)
	if off, _ := withTrace(false); on != off || n == 0 {
		t.Errorf("with an execution trace, %d iterations in bursts; with bursts:\n%s\nwithout:\n%s", n, on, off)
	}
	// With the memory system and the timing model, overlapped and not:
	// every counter, memory trace and timing report the same, and bursts
	// in warps the timing recording traces too.
	defer func(v bool) { overlap = v }(overlap)
	for _, ov := range []bool{false, true} {
		overlap = ov
		runAll := func(on bool) (runObserved, int64) {
			defer func(old bool) { dotLoops, countDotLoops, dotLoopTraced = old, false, 0 }(dotLoops)
			dotLoops, countDotLoops, dotLoopTraced = on, true, 0
			r := runWithMemsys(t, "matmul.cu", workloads.Matmul256.Source, 0, memsys.TraceOptions{Blocks: []int{0, 200}})
			return r, dotLoopTraced
		}
		got, traced := runAll(true)
		want, _ := runAll(false)
		compareRuns(t, got, want)
		if traced == 0 {
			t.Errorf("overlap %v: no traced iteration ran in a burst", ov)
		}
		// The tiled SGEMM's bursts read shared memory: the bank counters.
		tiled := "#include <cstdio>\n" + tiledKernel + dotHost
		runTiled := func(on bool) (runObserved, int64) {
			defer func(old bool) { dotLoops, countDotLoops, dotLoopIterations = old, false, 0 }(dotLoops)
			dotLoops, countDotLoops, dotLoopIterations = on, true, 0
			r := runWithMemsys(t, "tiled.cu", tiled, 0, memsys.TraceOptions{Blocks: []int{0, 3}})
			return r, dotLoopIterations
		}
		got, bursts := runTiled(true)
		want, _ = runTiled(false)
		compareRuns(t, got, want)
		if bursts == 0 {
			t.Errorf("overlap %v: the tiled SGEMM ran no iteration in a burst", ov)
		}
		// Uniform operands, in global and constant memory: the memory
		// system sees one word for all lanes either way.
		for _, c := range dotCases {
			if c.name != "uniform global operand" && c.name != "constant filter" {
				continue
			}
			src := "#include <cstdio>\n" + c.defs + c.kernel + dotHost
			run := func(on bool) (runObserved, int64) {
				defer func(old bool) { dotLoops, countDotLoops, dotLoopIterations = old, false, 0 }(dotLoops)
				dotLoops, countDotLoops, dotLoopIterations = on, true, 0
				r := runWithMemsys(t, c.name+".cu", src, 0, memsys.TraceOptions{Blocks: []int{0, 3}})
				return r, dotLoopIterations
			}
			got, bursts := run(true)
			want, _ := run(false)
			compareRuns(t, got, want)
			if bursts == 0 {
				t.Errorf("overlap %v: %s ran no iteration in a burst", ov, c.name)
			}
		}
	}
	sameWithAndWithout(t, "dot-product bursts", corpusPrograms(t), func(name string, src []byte, on bool) string {
		r, _ := runDot(t, name, src, on, 50_000_000)
		return r
	})
}
