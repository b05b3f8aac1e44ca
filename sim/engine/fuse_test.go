package engine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"simtlab/sim/cuda/token"
)

// runFused runs a program with fused address shapes on or off and reports
// all it produced (runReport), with the execution trace when traced.
func runFused(t *testing.T, name string, src []byte, fused, traced bool) string {
	t.Helper()
	defer func(old bool) { fusedShapes = old }(fusedShapes)
	fusedShapes = fused
	r, _ := runReport(t, name, src, traced, 50_000_000)
	return r
}

// fusedCases are kernels whose addresses take every way through the fused
// shapes and out of them: wrapped and unsigned index arithmetic, declared
// arrays indexed in and out of bounds, partial warps, 2D blocks, 64-bit
// casts, uniform addresses and lane vectors.
var fusedCases = map[string]string{
	"wrap.cu": `#include <cstdio>
__global__ void k(int *out, int big, unsigned u) {
    int t = threadIdx.x;
    out[(t * big + 7) & 63] = t;          // lanes wrap: not a shape
    out[(t + (int)(u - 5u) + 64) % 64] += 1; // an unsigned value below zero
    out[(size_t)t * 2 + (long)blockIdx.x] += 2;
    out[blockIdx.x * 3 + 1] += 3;          // uniform
}
int main() {
    int *d, h[64];
    cudaMalloc(&d, sizeof h);
    cudaMemset(d, 0, sizeof h);
    k<<<2, 32>>>(d, 1 << 30, 3u);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64; i++) printf("%d ", h[i]);
    printf("\n");
    return 0;
}
`,
	"shared2d.cu": `#include <cstdio>
__global__ void k(float *out, int n) {
    __shared__ float s[16][17];
    __shared__ float v[256];
    int x = threadIdx.x, y = threadIdx.y;
    v[y * 16 + x] = x + y;
    s[y][x] = v[y * 16 + x] * 2.0f;
    __syncthreads();
    int row = blockIdx.y * blockDim.y + y, col = blockIdx.x * blockDim.x + x;
    if (row < n && col < n) out[row * n + col] = s[x][y] + v[255 - (y * 16 + x)];
}
int main() {
    const int n = 20;
    float *d, h[n * n];
    cudaMalloc(&d, sizeof h);
    k<<<dim3(2, 2), dim3(16, 16)>>>(d, n);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    float sum = 0;
    for (int i = 0; i < n * n; i++) sum += h[i] * (i % 7);
    printf("%.1f\n", sum);
    return 0;
}
`,
	"outofbounds.cu": `#include <cstdio>
__global__ void k(int *out, int off) {
    __shared__ int s[40];
    int t = threadIdx.x;
    s[t] = t;
    __syncthreads();
    out[t] = s[t + off];   // past the end for some lanes
}
int main() {
    int *d;
    cudaMalloc(&d, 64 * sizeof(int));
    k<<<1, 40>>>(d, 8);
    cudaError_t e = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(e));
    return 0;
}
`,
	"local.cu": `#include <cstdio>
__constant__ int c[8] = {1, 2, 3, 4, 5, 6, 7, 8};
__device__ int g[64];
__global__ void k(int *out) {
    int loc[8];
    int t = threadIdx.x;
    for (int i = 0; i < 8; i++) loc[i] = c[(t + i) & 7];
    g[t] = loc[t & 7] + loc[7 - (t & 7)];
    out[t] = g[63 - t] + c[t % 8];
}
int main() {
    int *d, h[64];
    cudaMalloc(&d, sizeof h);
    k<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64; i++) printf("%d ", h[i]);
    printf("\n");
    return 0;
}
`,
	"stores.cu": `#include <cstdio>
__device__ int g[128];
__global__ void k(int *out, float *fo, short *so, double *dbl, int n) {
    __shared__ int s[64];
    __shared__ int r[64];
    int t = threadIdx.x, y = threadIdx.y, x = t + y * 16;
    s[x] = x;                  // consecutive words
    r[63 - x] = x * 2;         // a negative stride
    r[47 - t] = x;             // a warp's two rows write the same words
    r[(x & 1) * 8] = x;        // lanes writing one word: other warps race
    __syncthreads();
    if (x < 40) s[x] += s[x + 24];  // a partial warp; its reads and writes race
    s[0] = x;                       // every lane writes one word
    __syncthreads();
    out[x * 2] = s[x] + r[x];       // a stride of two words
    fo[x] = (float)x * 0.5f;        // float words
    so[x] = (short)x;               // not words: the general store
    dbl[x] = x * 0.25;              // 8 bytes: the general store
    g[(x * 3) & 127] = x;           // a shape that wraps: the lanes
    if (y == 1) g[x + n] = 7;       // past the end when n is large
}
int main() {
    int *d, h[128];
    float *f, hf[64];
    short *sh, hs[64];
    double *db, hd[64];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&f, sizeof hf);
    cudaMalloc(&sh, sizeof hs);
    cudaMalloc(&db, sizeof hd);
    cudaMemset(d, 0, sizeof h);
    k<<<1, dim3(16, 4)>>>(d, f, sh, db, 0);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hs, sh, sizeof hs, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, db, sizeof hd, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 128; i++) printf("%d ", h[i]);
    for (int i = 0; i < 64; i++) printf("%g %d %g ", hf[i], hs[i], hd[i]);
    printf("\n");
    k<<<1, dim3(16, 4)>>>(d, f, sh, db, 100);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`,
	"wholeWarp.cu": `#include <cstdio>
__global__ void k(long long *out) {
    __shared__ int s[64];
    __shared__ unsigned u[64];
    __shared__ float f[64];
    int t = threadIdx.x;
    s[t] = t - 40;                 // whole warps of consecutive words, negative values
    u[t] = 4000000000u - t;        // above int's range
    f[t] = -0.5f * t;
    __syncthreads();
    int v = s[t];                  // sign-extended
    unsigned w = u[t];             // zero-extended
    float g = f[t];
    out[t] = (long long)v * 3 + (v < 0) + (long long)w + (w > 3999999990u) + (long long)(g * 4);
    s[t] = 7;                      // a uniform value to 32 words
    __syncthreads();
    out[t] += s[(t + 1) & 63];
}
int main() {
    long long h[64], *d;
    cudaMalloc(&d, sizeof h);
    k<<<1, 64>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;                   // what the values must be, computed here
    for (int t = 0; t < 64; t++) {
        int v = t - 40;
        unsigned w = 4000000000u - t;
        long long want = (long long)v * 3 + (v < 0) + (long long)w + (w > 3999999990u) + (long long)(-0.5f * t * 4) + 7;
        bad += h[t] != want;
    }
    printf("mismatches %d %s\n", bad, cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`,
	"tiles2d.cu": `#include <cstdio>
__global__ void k(const int *in, int *out, int rowOff, int (*g)[8]) {
    __shared__ int a[16][16], b[16][16];
    __shared__ int c[2][4][8];
    int loc[3][4];
    int x = threadIdx.x, y = threadIdx.y, t = y * blockDim.x + x;
    a[y][x] = in[t % 256];
    b[15 - y][x] = t;
    c[y & 1][x & 3][(x + y) & 7] = t;
    loc[x % 3][y & 3] = t;
    __syncthreads();
    int s = 0;
    for (int k = 0; k < 16; k++) s += a[y][k] * b[k][x];
    s += c[1][y & 3][x & 7] + c[x & 1][2][y & 7] + loc[x % 3][y & 3] + g[y][x & 7];
    out[t] = s;
    out[t] += a[y + rowOff][x];    // rows past the array's end when rowOff > 0
}
int main() {
    int h[256], *din, *dout, (*dg)[8];
    for (int i = 0; i < 256; i++) h[i] = i % 11 - 5;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMalloc(&dg, 16 * 8 * sizeof(int));
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dg, h, 16 * 8 * sizeof(int), cudaMemcpyHostToDevice);
    k<<<2, dim3(16, 16)>>>(din, dout, 0, dg);   // whole warps of two rows
    k<<<1, dim3(16, 3)>>>(din, dout, 0, dg);    // a partial warp
    k<<<1, dim3(8, 8)>>>(din, dout, 0, dg);     // rows of eight
    cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
    long v = 0;
    for (int i = 0; i < 256; i++) v = v * 31 + h[i];
    printf("%ld %s\n", v, cudaGetErrorString(cudaGetLastError()));
    k<<<1, dim3(16, 16)>>>(din, dout, 9, dg);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`,
	"gather.cu": `#include <cstdio>
__global__ void k(const int *idx, int *out) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int j = idx[t];             // a lane vector
    out[j * 2 + 1] = t;
    out[(t % 3) * 2] += 1;
}
int main() {
    int h[96], *di, *dout;
    for (int i = 0; i < 48; i++) h[i] = (i * 7) % 48;
    cudaMalloc(&di, 48 * sizeof(int));
    cudaMalloc(&dout, 96 * sizeof(int));
    cudaMemset(dout, 0, 96 * sizeof(int));
    cudaMemcpy(di, h, 48 * sizeof(int), cudaMemcpyHostToDevice);
    k<<<2, 24>>>(di, dout);
    cudaMemcpy(h, dout, 96 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 96; i++) printf("%d ", h[i]);
    printf("\n");
    return 0;
}
`,
}

// TestFusedShapesChangeNothing runs the conformance corpus, the engine's
// test programs and fusedCases with fused address shapes on and off (the
// cases also with the execution trace, which holds every instruction in
// order): everything they produce must be the same.
func TestFusedShapesChangeNothing(t *testing.T) {
	for name, src := range fusedCases {
		for _, traced := range []bool{false, true} {
			on, off := runFused(t, name, []byte(src), true, traced), runFused(t, name, []byte(src), false, traced)
			if on == "does not compile" {
				t.Errorf("%s does not compile", name)
			}
			if on != off {
				t.Errorf("%s (traced %v): fused:\n%s\nnot fused:\n%s", name, traced, on, off)
			}
		}
	}
	// Fused or not, whole warps load through loadWholeWarpWords: the
	// program checks its values itself.
	if out := runFused(t, "wholeWarp.cu", []byte(fusedCases["wholeWarp.cu"]), true, false); !strings.Contains(out, "mismatches 0 no error") {
		t.Errorf("wholeWarp.cu: %s", out)
	}
	sameWithAndWithout(t, "fused shapes", corpusPrograms(t), func(name string, src []byte, on bool) string {
		return runFused(t, name, src, on, false)
	})
}

// TestBinaryShapeMatchesLanes holds binaryShape to the lane ops it
// stands for: on random shapes and uniform values of every aware kind and
// operator, a value it computes (ok) is uniform exactly when both
// operands are, and its lanes are what fastOp (indexAddr for pointers)
// computes lane by lane; where a lane wrapped it must decline.
func TestBinaryShapeMatchesLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	kinds := []kind{kI32, kU32, kI64, kU64, kPtr}
	ops := []token.Kind{token.Add, token.Sub, token.Mul}
	pick := func(k kind) uint64 { // small values, large ones and the kinds' edges
		var x uint64
		switch rng.IntN(4) {
		case 0:
			x = uint64(rng.IntN(64)) - 16
		case 1:
			x = uint64(rng.Int64N(1<<20)) - 1<<19
		case 2:
			x = rng.Uint64()
		default:
			x = uint64(rng.IntN(8)) + (1 << 31) - 4
		}
		return canon(k, x)
	}
	taken := 0
	for range 200000 {
		k := kinds[rng.IntN(len(kinds))]
		op, es := ops[rng.IntN(len(ops))], uint64(0)
		if k == kPtr {
			op, es = token.Add, []uint64{1, 4, 8}[rng.IntN(3)]
		}
		f := &Frame{regs: make([]Vec, 2)}
		for r := range f.regs {
			v := &f.regs[r]
			if rng.IntN(2) == 0 {
				v.setUniform(pick(k))
				continue
			}
			sh := affine{base: pick(k), sx: pick(k) % 64, sy: pick(k) % 4096, wsh: uint8(rng.IntN(6))}
			v.setAffine(sh, false)
			if !sh.fits(k) {
				v.setUniform(sh.base) // only fitting shapes are ever tagged
				v.aff = false
			}
		}
		a, b := &f.regs[0], &f.regs[1]
		r, u, ok := binaryShape(op, k, es, shapeOperand{reg: 0}, shapeOperand{reg: 1})(f, ^uint32(0))
		var want Vec
		if es > 0 {
			indexAddr(&want, a, b, es, 32)
		} else {
			fastOp(op, k)(&want, a, b, 32)
		}
		if !ok {
			if a.U && b.U {
				t.Fatalf("%v %v: uniform operands declined", k, op)
			}
			continue
		}
		taken++
		if u != (a.U && b.U) || u != want.U {
			t.Fatalf("%v %v: uniform %v, lanes uniform %v", k, op, u, want.U)
		}
		for i := range 32 {
			if got := r.lane(i); !u && got != want.get(i) || u && r.base != want.get(i) {
				t.Fatalf("%v %v on %+v, %+v: lane %d is %#x, want %#x", k, op, a, b, i, got, want.get(i))
			}
		}
	}
	if taken < 50000 {
		t.Errorf("only %d of 200000 operations took the fused path", taken)
	}
}

// TestFusedLeavesTakeTheirShape runs kernels whose every load and store
// is a shape, where registers reused from earlier affine expressions held
// the array's address, blockIdx or blockDim, and where a grid-stride index
// and an int moved by an unsigned value are shapes: no fused access may
// decline.
// (A leaf's register kept its earlier affine tag, which made the leaf
// decline and the access take the general path.)
func TestFusedLeavesTakeTheirShape(t *testing.T) {
	const src = `#include <cstdio>
__global__ void k(const int *in, int *out) {
    __shared__ int r[64];
    int t = threadIdx.x, y = threadIdx.y, x = t + y * blockDim.x;
    r[47 - t] = x;
    r[x] = in[blockIdx.x * 64 + x];
    __syncthreads();
    int acc = 0;
    for (int i = blockIdx.x * 64 + x; i < 256; i += blockDim.x * blockDim.y * gridDim.x) acc += in[i];
    int j = x + 8;
    j += (unsigned)(-8);           // int += unsigned: a step of -8
    out[blockIdx.x * blockDim.x * blockDim.y + x] = r[x] + r[63 - x] + acc + in[j];
}
int main() {
    int *din, *dout, h[256];
    for (int i = 0; i < 256; i++) h[i] = i;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<4, dim3(16, 4)>>>(din, dout);
    cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
    long s = 0;
    for (int i = 0; i < 256; i++) s = s * 7 + h[i];
    printf("%ld %s\n", s, cudaGetErrorString(cudaGetLastError()));
    return 0;
}
`
	defer func() { countFusedMisses, fusedMisses = false, 0 }()
	countFusedMisses, fusedMisses = true, 0
	out := runFused(t, "leaves.cu", []byte(src), true, false)
	if !strings.Contains(out, "no error") {
		t.Fatalf("the program failed: %s", out)
	}
	if fusedMisses != 0 {
		t.Errorf("%d whole-warp accesses through fused addresses declined", fusedMisses)
	}
	if off := runFused(t, "leaves.cu", []byte(src), false, false); off != out {
		t.Errorf("fused:\n%s\nnot fused:\n%s", out, off)
	}
}

// TestFusedRows checks that a row of an array of arrays is a node of a
// fused address: each of the kernel's four accesses a[y][k] is fused, and
// so is its row a[y], which the unfused closures index on their own.
// (Rows were not pure shapes, so a[y][k] took the general path.)
func TestFusedRows(t *testing.T) {
	const src = `#include <cstdio>
__global__ void k(int *out) {
    __shared__ int a[16][16], b[16][16];
    int x = threadIdx.x, y = threadIdx.y, s = 0;
    a[y][x] = x;
    b[y][x] = y;
    __syncthreads();
    for (int k = 0; k < 16; k++) s += a[y][k] * b[k][x];
    out[y * 16 + x] = s;
}
int main() {
    int *d;
    cudaMalloc(&d, 256 * sizeof(int));
    k<<<1, dim3(16, 16)>>>(d);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`
	defer func() { countFusedMisses, fusedMisses, fusedSites = false, 0, 0 }()
	countFusedMisses, fusedMisses, fusedSites = true, 0, 0
	if out := runFused(t, "rows.cu", []byte(src), true, false); !strings.Contains(out, "no error") {
		t.Fatalf("the program failed: %s", out)
	}
	if fusedMisses != 0 {
		t.Errorf("%d whole-warp accesses through fused addresses declined", fusedMisses)
	}
	// a[y][x], b[y][x], a[y][k], b[k][x], their rows, and out[y * 16 + x]
	if fusedSites != 9 {
		t.Errorf("%d fused addresses, want 9", fusedSites)
	}
}
