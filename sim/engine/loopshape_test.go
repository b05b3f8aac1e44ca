package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// runLoopShapes runs a program with loop-invariant shapes on or off (fused
// shapes on) and returns what runFused returns, and how many subtrees the
// functions it compiled cache.
func runLoopShapes(t *testing.T, name string, src []byte, on, traced bool) (string, int) {
	t.Helper()
	defer func(old bool) { loopShapes = old }(loopShapes)
	loopShapes = on
	r, m := runReport(t, name, src, traced, 50_000_000)
	slots := 0
	if m != nil {
		for _, fn := range m.funcs {
			slots += fn.shapeSlots
		}
	}
	return r, slots
}

// loopShapeHost is the host side of the loopShapeCases: a 64×64 matrix
// a[i] = i % 13, a kernel launched on 2×2 blocks of 16×16 threads
// writing one int per thread, and the sum of what it wrote.
const loopShapeHost = `
int main() {
    const int n = 64;
    int h[n * n], *da, *dout;
    for (int i = 0; i < n * n; i++) h[i] = i % 13;
    cudaMalloc(&da, sizeof h);
    cudaMalloc(&dout, 32 * 32 * sizeof(int));
    cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<dim3(2, 2), dim3(16, 16)>>>(da, dout, n);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(h, dout, 32 * 32 * sizeof(int), cudaMemcpyDeviceToHost);
    long s = 0;
    for (int i = 0; i < 32 * 32; i++) s = s * 31 + h[i];
    printf("%ld %s\n", s, cudaGetErrorString(e));
    return 0;
}
`

// loopShapeCases are kernels whose cached shapes would be stale if the
// cache missed a change of its inputs: the variable changed inside the
// loop (directly, in a nested statement, by one lane, through a pointer,
// a reference parameter or a lambda), the loop re-entered with a new
// value (an outer loop, a second call, break and continue, goto), the
// loop's init reading a cached shape. slots says whether the kernel must
// cache something (the cases that must not are checked too).
var loopShapeCases = []struct {
	name, kernel string
	caches       bool
}{
	{"plain", `__global__ void k(const int *a, int *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0;
    for (int j = 0; j < n; j++) sum += a[row * n + j] * a[j * n + col];
    out[row * 32 + col] = sum;
}`, true},
	{"rowInside", `__global__ void k(const int *a, int *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0;
    for (int j = 0; j < n; j++) {
        sum += a[row * n + j];
        if (j % 5 == 4) row = (row + 7) % n;
    }
    out[threadIdx.y * 16 + threadIdx.x + (blockIdx.y * 2 + blockIdx.x) * 256] = sum + col;
}`, false},
	{"oneLaneChanges", `__global__ void k(const int *a, int *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0;
    for (int j = 0; j < n; j++) {
        sum += a[row * n + j];
        if (threadIdx.x == 3 && j == 10) { row++; }
    }
    out[row % 32 * 32 + col % 32] += sum;
}`, false},
	{"outerLoop", `__global__ void k(const int *a, int *out, int n) {
    int row = 0, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0;
    for (int r = 0; r < 6; r++) {
        row = (blockIdx.y * blockDim.y + threadIdx.y + r * 5) % n;
        for (int j = 0; j < n; j += 3) sum += a[row * n + j] * (r + 1);
    }
    out[(blockIdx.y * blockDim.y + threadIdx.y) * 32 + col] = sum;
}`, true},
	{"outerWhile", `__global__ void k(const int *a, int *out, int n) {
    int row = threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0, r = 0;
    while (r < 4) {
        int j = 0;
        do { sum += a[row * n + j + col]; j += 2; } while (j < 8);
        row = row * 3 % 40 + blockIdx.y;
        r++;
    }
    out[(blockIdx.y * blockDim.y + threadIdx.y) * 32 + col] = sum;
}`, true},
	{"initReadsShape", `__global__ void k(const int *a, int *out, int n) {
    int row = 0, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0;
    for (int r = 0; r < 5; r++) {
        row = (threadIdx.y + r * 11) % n;
        for (int j = a[row * n + 1] % 4; j < 12; j++) sum += a[row * n + j] + j;
    }
    out[(blockIdx.y * blockDim.y + threadIdx.y) * 32 + col] = sum;
}`, true},
	{"breakContinue", `__global__ void k(const int *a, int *out, int n) {
    int row = 0, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0;
    for (int r = 0; r < 4; r++) {
        row = (threadIdx.y * 2 + r) % n;
        for (int j = 0; j < n; j++) {
            if (j % 3 == 1) continue;
            if (j > 20 + threadIdx.x) break;
            sum += a[row * n + j];
        }
    }
    out[(blockIdx.y * blockDim.y + threadIdx.y) * 32 + col] = sum;
}`, true},
	{"secondCall", `__device__ int rowSum(const int *a, int row, int n) {
    int s = 0;
    for (int j = 0; j < n; j++) s += a[row * n + j];
    return s;
}
__global__ void k(const int *a, int *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int s = rowSum(a, row, n);
    s = s * 7 + rowSum(a, (row + 9) % n, n);
    if (threadIdx.x < 5) s += rowSum(a, col, n);
    out[row * 32 + col] = s;
}`, true},
	{"pointerWrite", `__global__ void k(const int *a, int *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int *p = &row;
    int sum = 0;
    for (int j = 0; j < n; j++) {
        sum += a[row * n + j];
        if (j == 7) *p = (*p + 3) % n;
    }
    out[(blockIdx.y * blockDim.y + threadIdx.y) * 32 + col] = sum;
}`, false},
	{"referenceParam", `__device__ void bump(int &r, int n) { r = (r + 5) % n; }
__global__ void k(const int *a, int *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0;
    for (int j = 0; j < n; j++) {
        sum += a[row * n + j];
        if (j % 9 == 0) bump(row, n);
    }
    out[(blockIdx.y * blockDim.y + threadIdx.y) * 32 + col] = sum;
}`, false},
	{"lambda", `__global__ void k(const int *a, int *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    auto next = [&]() { row = (row + 11) % n; };
    int sum = 0;
    for (int j = 0; j < n; j++) {
        sum += a[row * n + j];
        if (j % 4 == 0) next();
    }
    out[(blockIdx.y * blockDim.y + threadIdx.y) * 32 + col] = sum;
}`, false},
	{"nestedWrite", `__global__ void k(const int *a, int *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0, m = n;
    for (int j = 0; j < 16; j++) {
        sum += a[row * m + j];
        for (int i = 0; i < 2; i++) { if (j == 5 + i) { m -= 3; } }
    }
    out[(blockIdx.y * blockDim.y + threadIdx.y) * 32 + col] = sum;
}`, false},
	{"goto", `__global__ void k(const int *a, int *out, int n) {
    int row = threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0, r = 0;
again:
    for (int j = 0; j < 8; j++) sum += a[row * n + j + col];
    row = (row + 13) % n;
    if (++r < 3) goto again;
    out[(blockIdx.y * blockDim.y + threadIdx.y) * 32 + col] = sum;
}`, false},
	{"tiled", `__global__ void k(const int *a, int *out, int n) {
    __shared__ int ta[16][16], tb[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * 16 + ty, col = blockIdx.x * 16 + tx;
    int sum = 0;
    for (int t = 0; t < n / 16; t++) {
        ta[ty][tx] = a[row * n + t * 16 + tx];
        tb[ty][tx] = a[(t * 16 + ty) * n + col];
        __syncthreads();
        for (int i = 0; i < 16; i++) sum += ta[ty][i] * tb[i][tx];
        __syncthreads();
    }
    out[row * 32 + col] = sum;
}`, true},
}

// TestLoopShapesChangeNothing runs loopShapeCases (also with the execution
// trace), fusedCases, the engine's test programs and the conformance
// corpus with loop-invariant shapes on and off: everything they produce
// must be the same, and the cases cache exactly where they should.
func TestLoopShapesChangeNothing(t *testing.T) {
	for _, c := range loopShapeCases {
		src := "#include <cstdio>\n" + c.kernel + loopShapeHost
		for _, traced := range []bool{false, true} {
			on, slots := runLoopShapes(t, c.name+".cu", []byte(src), true, traced)
			off, _ := runLoopShapes(t, c.name+".cu", []byte(src), false, traced)
			if strings.HasPrefix(on, "does not compile") || !strings.Contains(on, "no error") {
				t.Fatalf("%s: %s", c.name, on)
			}
			if on != off {
				t.Errorf("%s (traced %v): cached:\n%s\nnot cached:\n%s", c.name, traced, on, off)
			}
			if (slots > 0) != c.caches {
				t.Errorf("%s: %d cached subtrees, want caching %v", c.name, slots, c.caches)
			}
		}
	}
	for name, src := range fusedCases {
		on, _ := runLoopShapes(t, name, []byte(src), true, true)
		off, _ := runLoopShapes(t, name, []byte(src), false, true)
		if on != off {
			t.Errorf("%s: cached:\n%s\nnot cached:\n%s", name, on, off)
		}
	}
	cached := 0
	sameWithAndWithout(t, "cached shapes", corpusPrograms(t), func(name string, src []byte, on bool) string {
		r, slots := runLoopShapes(t, name, src, on, false)
		if on && slots > 0 {
			cached++
		}
		return r
	})
	if cached == 0 {
		t.Errorf("no program of the corpus caches a shape")
	}
}

// TestLoadWarp4MatchesLanes holds loadWarp4's written-out shapes to the
// lanes' own words, and checks that it declines every other shape.
func TestLoadWarp4MatchesLanes(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	data := make([]byte, 8192)
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	taken := 0
	for n := 0; n < 5000; n++ {
		af := affine{wsh: uint8(4 + r.IntN(2))}
		steps := []uint64{0, 4, 8}
		af.sx, af.sy = steps[r.IntN(3)], steps[r.IntN(3)]*uint64(r.IntN(40))
		off0 := uint64(r.IntN(1024)) * 4
		signed := r.IntN(2) == 0
		var got Vec
		want := af.wsh == 4 && af.sx == 0 || af.wsh == 4 && af.sx == 4 && af.sy == 0 || af.wsh == 5 && af.sx == 4
		if ok := loadWarp4(&got.V, data, off0, af, signed); ok != want {
			t.Fatalf("shape %+v: loadWarp4 took it %v, want %v", af, ok, want)
		} else if !ok {
			continue
		}
		taken++
		for i := range 32 {
			off := off0 + uint64(i&(1<<af.wsh-1))*af.sx + uint64(i>>af.wsh)*af.sy
			if want := loadWord(data, off, 4, signed); got.V[i] != want {
				t.Fatalf("shape %+v signed %v: lane %d = %x, want %x", af, signed, i, got.V[i], want)
			}
		}
	}
	if taken < 1000 {
		t.Fatalf("only %d shapes taken", taken)
	}
}

// TestFusedLoadDeclines runs loads whose fused shape loadShape declines
// (past the end of an allocation, misaligned, a host pointer, a freed
// block) with fused addresses on and off, traced: the address register is
// then written for the general path, which must report as before.
func TestFusedLoadDeclines(t *testing.T) {
	cases := map[string]string{
		"pastEnd.cu": `#include <cstdio>
__global__ void k(const int *a, int *out, int n) {
    int sum = 0;
    for (int j = 0; j < n; j++) sum += a[threadIdx.x * n + j];
    out[threadIdx.x] = sum;
}
int main() {
    int *a, *out;
    cudaMalloc(&a, 64 * sizeof(int));
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMemset(a, 0, 64 * sizeof(int));
    k<<<1, 32>>>(a, out, 3);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`,
		"misaligned.cu": `#include <cstdio>
__global__ void k(const char *a, int *out) {
    const int *p = (const int *)(a + 2);
    out[threadIdx.x] = p[threadIdx.x];
}
int main() {
    char *a; int *out;
    cudaMalloc(&a, 512);
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMemset(a, 1, 512);
    k<<<1, 32>>>(a, out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`,
		"hostPointer.cu": `#include <cstdio>
__global__ void k(const int *a, int *out) { out[threadIdx.x] = a[threadIdx.x + 1]; }
int main() {
    int h[64] = {0}, *out;
    cudaMalloc(&out, 32 * sizeof(int));
    k<<<1, 32>>>(h, out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`,
		"freed.cu": `#include <cstdio>
__global__ void k(const float *a, float *out) { out[threadIdx.x] = a[2 * threadIdx.x] + 1.0f; }
int main() {
    float *a, *out;
    cudaMalloc(&a, 64 * sizeof(float));
    cudaMalloc(&out, 32 * sizeof(float));
    cudaMemset(a, 0, 64 * sizeof(float));
    cudaFree(a);
    k<<<1, 32>>>(a, out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`,
		// The last launch reads the block that the one before read and the
		// host freed in between: the load's block hint must not hold.
		"freedAfterUse.cu": `#include <cstdio>
__global__ void k(const float *a, float *out) {
    float s = 0;
    for (int j = 0; j < 4; j++) s += a[j * 32 + threadIdx.x];
    out[threadIdx.x] = s;
}
int main() {
    float *a, *b, *out, h[32];
    cudaMalloc(&a, 128 * sizeof(float));
    cudaMalloc(&b, 128 * sizeof(float));
    cudaMalloc(&out, 32 * sizeof(float));
    cudaMemset(a, 0, 128 * sizeof(float));
    cudaMemset(b, 0, 128 * sizeof(float));
    k<<<1, 32>>>(b, out);
    k<<<1, 32>>>(a, out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("%f\n", h[3]);
    cudaFree(a);
    k<<<1, 32>>>(a, out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`,
	}
	for name, src := range cases {
		on, off := runFused(t, name, []byte(src), true, true), runFused(t, name, []byte(src), false, true)
		if strings.HasPrefix(on, "does not compile") || strings.Contains(on, "no error") {
			t.Errorf("%s reports no error:\n%s", name, on)
		}
		if on != off {
			t.Errorf("%s: fused:\n%s\nnot fused:\n%s", name, on, off)
		}
	}
}
