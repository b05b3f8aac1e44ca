package engine

import (
	"math/rand/v2"
	"strings"
	"testing"

	"simtlab/sim/cuda/token"
)

// runInduction runs a program with induction addresses on (every
// prediction checked against the full computation, which panics on a
// difference) or off, and returns runReport's report and the number of
// predicted addresses.
func runInduction(t *testing.T, name string, src []byte, on, traced bool) (string, int) {
	t.Helper()
	defer func(old bool) { inductionAddrs, verifyInduction, inductionHits = old, false, 0 }(inductionAddrs)
	inductionAddrs, verifyInduction, inductionHits = on, on, 0
	r, _ := runReport(t, name, src, traced, 50_000_000)
	return r, inductionHits
}

// inductionHost launches k on 2×2 blocks of 16×16 threads over a 64×64
// int matrix a[i] = i % 13 - 6 and prints a hash of what it wrote.
const inductionHost = `
int main() {
    const int n = 64;
    int h[n * n], *da, *dout;
    for (int i = 0; i < n * n; i++) h[i] = i % 13 - 6;
    cudaMalloc(&da, sizeof h);
    cudaMalloc(&dout, 32 * 32 * sizeof(long));
    cudaMemset(dout, 0, 32 * 32 * sizeof(long));
    cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<dim3(2, 2), dim3(16, 16)>>>(da, (long *)dout, n);
    cudaError_t e = cudaDeviceSynchronize();
    long r[32 * 32];
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    long s = 0;
    for (int i = 0; i < 32 * 32; i++) s = s * 31 + r[i];
    printf("%ld %s\n", s, cudaGetErrorString(e));
    return 0;
}
`

// inductionCases are kernels at the edges of the induction form: the
// forms themselves, steps other than +1, a counter changed in the body or
// by part of the warp, 32-bit index arithmetic that wraps (uniform and per
// lane, signed and unsigned) or leaves an array's bounds, 64-bit
// arithmetic, nested loops, and the faults that loadShape's recorded
// checks (shapeCheck) must still catch on a predicted load: a buffer's
// ends, a buffer freed in the loop, a misaligned base, unwritten bytes,
// strides that change between loop entries. predicts says whether some
// address must be predicted; ok whether the kernel ends without an error.
var inductionCases = []struct {
	name, kernel string
	predicts, ok bool
}{
	{"sgemm", `__global__ void k(const int *a, long *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    long sum = 0;
    for (int j = 0; j < n; j++) sum += a[row * n + j] * a[j * n + col];
    out[row * 32 + col] = sum;
}`, true, true},
	{"forms", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x, c = blockIdx.x;
    long sum = 0;
    for (int j = 1; j < 40; j++)
        sum += a[t + j] + a[j + t] * 3 + a[3000 - j] + a[j] + a[j * 7] + a[7 * j + t] + a[t - j + 64] + a[n * j - c];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
	// int k added to an unsigned lane index converts k: predicted while
	// the unsigned index stays in range, exact when k is negative
	{"int plus unsigned", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    for (int j = 0; j < 40; j++) sum += a[j + threadIdx.x] + a[threadIdx.y * 16u + j] * 2;
    for (int j = -20; j < 20; j++) sum += a[j + threadIdx.x + 20u] - a[j * 3 + threadIdx.x + 64u];
    for (unsigned j = 0; j < 30u; j++) sum += a[(int)j + t];
    for (int j = 10; j >= -10; j--) sum += a[(j + threadIdx.x + 16u) % 64u];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
	{"steps", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    for (int j = 60; j >= 0; j--) sum += a[j * n + t % 64];
    for (int j = 0; j < 3000; j += 7) sum += a[j + t / 2];
    for (unsigned j = 5; j < 4000u; j += 3u) sum += a[j] * 2;
    for (int j = 0; j < 50; ++j) sum += a[(j * 3) + t];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
	{"halving", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    for (int s = 128; s > 0; s >>= 1) sum += a[t + s];
    for (int s = 1; s < 1000; s = s * 2 + 1) sum += a[s + t];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, false, true},
	{"changedInBody", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    int once = 1;
    for (int j = 0; j < n; j++) {
        sum += a[j * 32 + t];
        if (j % 9 == 4) j += 2;
        if (j == 20 && once) { j -= 15; once = 0; }
        if (j == 30) j--, j++;
    }
    for (int j = 0; j < 30; j++) {
        sum += a[j + t];
        if (threadIdx.x == 3) j++; // per lane from here on
    }
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
	{"uniformWrap", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    // j * 2^30 wraps to 0 at every step taken, j * 2^29 and j * 2^28 too.
    for (unsigned j = 0; j < 40; j += 4) sum += a[j * 0x40000000u + t];
    for (int j = 0; j < 64; j += 8) sum += a[t + j * 0x20000000];
    for (int j = 0; j < 64; j += 16) sum += a[0x10000000 * j - t + 300];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, false, true},
	{"outOfBounds", `__global__ void k(const int *a, long *out, int n) {
    __shared__ int s[256];
    int t = threadIdx.y * 16 + threadIdx.x;
    s[t] = t;
    __syncthreads();
    long sum = 0;
    int tx = threadIdx.x;
    for (int j = 0; j < 100; j++) sum += s[tx + j * 3];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, false},
	{"pastTheEnd", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    for (int j = 0; j < 100; j++) sum += a[j * n + t];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, false},
	{"belowTheStart", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    for (int j = 20; j > -20; j -= 3) sum += a[j * n + t];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, false},
	{"freedInTheLoop", `__global__ void k(const int *a, long *out, int n) {
    __shared__ int *p;
    int t = threadIdx.y * 16 + threadIdx.x;
    if (t == 0) {
        p = (int *)malloc(64 * 40 * sizeof(int));
        for (int i = 0; i < 64 * 40; i++) p[i] = i % 7;
    }
    __syncthreads();
    int *q = p;
    long sum = 0;
    for (int j = 0; j < 30; j++) {
        sum += q[j * n + t];
        if (j == 12 && t == 0) free(q);
    }
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, false},
	{"misaligned", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    const int *q = (const int *)((const char *)a + 4 * blockIdx.x + 2 * blockIdx.y);
    for (int j = 0; j < 30; j++) sum += q[j * n + t];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, false},
	{"uninitialized", `__global__ void k(const int *a, long *out, int n) {
    __shared__ int *p;
    int t = threadIdx.y * 16 + threadIdx.x;
    if (t == 0) {
        p = (int *)malloc(64 * 40 * sizeof(int));
        for (int i = 0; i < 64 * 20 + 37; i++) p[i] = i % 7;
    }
    __syncthreads();
    int *q = p;
    long sum = 0;
    for (int j = 0; j < 30; j++) sum += q[j * n + t];
    for (int j = 0; j < 30; j++) sum += q[t + 1 + j * n];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
	{"stridesChange", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x, tx = threadIdx.x;
    long sum = 0;
    for (int i = 1; i < 5; i++)
        for (int j = 0; j < 20; j++) sum += a[tx * i + j * n];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
	{"wide", `__global__ void k(const int *a, long *out, int n) {
    long t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    for (long j = 0; j < 60; j++) sum += a[j * 64 + t % 64] + a[t + j * 0x100000000L - 0x100000000L * j];
    for (unsigned long j = 0; j < 60; j++) sum += a[j * 64ul + 5ul];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
	{"nested", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) sum += a[i * n + j * 3 + t % 16] + a[j * n + i];
    for (int i = 0; i < 8; i++) {
        int r = i * n;
        for (int j = i; j < 8; j++) sum += a[r + j];
    }
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
	// Rows of arrays of arrays, stepped by k: a tiled multiply's b[k][x],
	// other steps and forms of the row index, a row that is not uniform
	// (declines), a 3D array, a pointer to rows, and rows past the end.
	{"rows", `__global__ void k(const int *a, long *out, int n) {
    __shared__ int s[16][16], c[2][16][8];
    int x = threadIdx.x, y = threadIdx.y, t = y * 16 + x;
    s[y][x] = a[t];
    c[y & 1][x][y & 7] = t;
    __syncthreads();
    long sum = 0;
    for (int j = 0; j < 16; j++) sum += s[j][x] * s[y][j];
    for (int j = 15; j >= 0; j -= 3) sum += s[j][x];
    for (int j = 0; j < 7; j++) sum += s[2 * j + 1][x] + s[15 - j][(x + 3) & 15] + s[j + 4][5];
    for (int j = 0; j < 8; j++) sum += s[(y & 7) + j][x];
    for (int j = 0; j < 16; j++) sum += c[1][j][x & 7] + c[y & 1][j][3];
    const int (*rows)[64] = (const int (*)[64])a;
    for (int j = 0; j < 40; j++) sum += rows[j][x + 16 * (y & 3)];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
	{"rowsPastEnd", `__global__ void k(const int *a, long *out, int n) {
    __shared__ int s[16][16];
    int x = threadIdx.x, y = threadIdx.y, t = y * 16 + x;
    s[y][x] = a[t];
    __syncthreads();
    long sum = 0;
    for (int j = 0; j < n; j++) sum += s[j][x];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, false},
	{"perLane", `__global__ void k(const int *a, long *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    long sum = 0;
    for (int j = t % 5; j < 40; j++) sum += a[j * 3];
    for (int j = 0; j < 40; j++) if (t % 3 != 0) sum += a[j * 5 + 1];
    out[(blockIdx.y * 2 + blockIdx.x) * 256 + t] = sum;
}`, true, true},
}

// TestInductionAddrsChangeNothing runs inductionCases (also with the
// execution trace), the loop-shape and fused-shape cases, the engine's
// test programs and the conformance corpus with induction addresses on
// (every prediction checked against the full computation) and off:
// everything they produce must be the same.
func TestInductionAddrsChangeNothing(t *testing.T) {
	for _, c := range inductionCases {
		src := "#include <cstdio>\n" + c.kernel + inductionHost
		for _, traced := range []bool{false, true} {
			on, hits := runInduction(t, c.name+".cu", []byte(src), true, traced)
			off, _ := runInduction(t, c.name+".cu", []byte(src), false, traced)
			if strings.HasPrefix(on, "does not compile") || strings.Contains(on, "no error") != c.ok {
				t.Fatalf("%s: %s", c.name, on)
			}
			if on != off {
				t.Errorf("%s (traced %v): with induction addresses:\n%s\nwithout:\n%s", c.name, traced, on, off)
			}
			if (hits > 0) != c.predicts {
				t.Errorf("%s: %d predicted addresses, want some: %v", c.name, hits, c.predicts)
			}
		}
	}
	for _, c := range loopShapeCases {
		src := "#include <cstdio>\n" + c.kernel + loopShapeHost
		on, _ := runInduction(t, c.name+".cu", []byte(src), true, true)
		off, _ := runInduction(t, c.name+".cu", []byte(src), false, true)
		if on != off {
			t.Errorf("%s: with induction addresses:\n%s\nwithout:\n%s", c.name, on, off)
		}
	}
	for name, src := range fusedCases {
		on, _ := runInduction(t, name, []byte(src), true, true)
		off, _ := runInduction(t, name, []byte(src), false, true)
		if on != off {
			t.Errorf("%s: with induction addresses:\n%s\nwithout:\n%s", name, on, off)
		}
	}
	predicted := 0
	sameWithAndWithout(t, "induction addresses", corpusPrograms(t), func(name string, src []byte, on bool) string {
		r, hits := runInduction(t, name, src, on, false)
		if hits > 0 {
			predicted++
		}
		return r
	})
	if predicted == 0 {
		t.Errorf("no program of the corpus predicts an address")
	}
}

// TestInductionGuardIsExact holds guard to the full computation on random
// address trees of the induction forms, their values chosen near the
// edges of the kinds' ranges and of a declared array: wherever guard lets
// a prediction go, the closures' address at that step must be the
// anchor's moved by as many changes.
func TestInductionGuardIsExact(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	edge := func() int64 {
		v := []int64{0, 1, 2, 3, 7, 100, 4096, 1 << 20, 1 << 28, 1 << 30, 1<<31 - 1, 1 << 31, 1 << 32, 1 << 40}[r.IntN(14)]
		v += r.Int64N(5) - 2
		if r.IntN(2) == 0 {
			v = -v
		}
		return v
	}
	stored := func(k kind, v int64) uint64 {
		switch k {
		case kI32:
			return uint64(int64(int32(v)))
		case kU32:
			return uint64(uint32(v))
		}
		return uint64(v)
	}
	leaf := func(a affine, u bool) shapeOperand {
		return shapeOperand{reg: -1, fn: func(*Frame, uint32) (affine, bool, bool) { return a, u, true }}
	}
	kinds := []kind{kI32, kU32, kI64, kU64}
	predicted, checked := 0, 0
	for range 200_000 {
		kk := kinds[r.IntN(4)]
		f := &Frame{regs: make([]Vec, 2)}
		f.regs[1].setUniform(0x7000_0000_0000)
		kOp, pOp := shapeOperand{reg: 0}, shapeOperand{reg: 1}
		ia := &inductionAddr{k: 0, kk: kk, hasX: r.IntN(4) != 0, hasY: r.IntN(3) != 0}
		tOp := kOp
		if ia.hasY {
			ia.y = leaf(affine{base: stored(kk, edge()), wsh: 5}, true)
			if r.IntN(2) == 0 {
				tOp = shapeOperand{reg: -1, fn: binaryShape(token.Mul, kk, 0, kOp, ia.y)}
			} else {
				tOp = shapeOperand{reg: -1, fn: binaryShape(token.Mul, kk, 0, ia.y, kOp)}
			}
		}
		iOp := tOp
		if ia.hasX {
			x, xu := affine{base: stored(kk, edge()), wsh: 5}, r.IntN(3) == 0
			if !xu {
				x.wsh = uint8(r.IntN(6))
				x.sx, x.sy = uint64(edge()>>r.IntN(40)), uint64(edge()>>r.IntN(40))
				x = x.normalize()
				if lo, hi, ok := x.bounds(); !ok || stored(kk, lo) != uint64(lo) || stored(kk, hi) != uint64(hi) {
					continue // not a value of kk
				}
			}
			ia.x = leaf(x, xu)
			switch r.IntN(3) {
			case 0:
				iOp = shapeOperand{reg: -1, fn: binaryShape(token.Add, kk, 0, ia.x, tOp)}
			case 1:
				iOp = shapeOperand{reg: -1, fn: binaryShape(token.Add, kk, 0, tOp, ia.x)}
			default:
				iOp = shapeOperand{reg: -1, fn: binaryShape(token.Sub, kk, 0, ia.x, tOp)}
				ia.neg = true
			}
		}
		es := []uint64{1, 4, 8}[r.IntN(3)]
		var n int64
		if kk == kI32 || kk == kU32 {
			n = []int64{0, 0, 64, 4096, 1 << 30}[r.IntN(5)]
		}
		fz := &fusedAddr{p: pOp, i: iOp, es: es, n: n}
		k0 := stored(kk, edge())
		step := uint64([]int64{1, -1, 2, -3, 7, 1000, -65536}[r.IntN(7)])
		f.regs[0].setUniform(k0)
		r0, u0, ok := indexShape(f, ^uint32(0), &fz.p, &fz.i, es, n)
		if !ok {
			continue
		}
		d, left, fine := ia.guard(f, ^uint32(0), k0, step, es, n)
		if !fine {
			continue
		}
		predicted++
		for _, j := range []uint64{1, 2, 3, left / 2, left - 1, left} {
			if j < 1 || j > left {
				continue
			}
			kj := k0 + j*step
			if stored(kk, int64(kj)) != kj || (kk == kI32 || kk == kU32) && j > 1<<33 {
				continue // k itself cannot get there
			}
			f.regs[0].setUniform(kj)
			rj, uj, ok := indexShape(f, ^uint32(0), &fz.p, &fz.i, es, n)
			want := r0
			want.base += j * d
			if !ok || uj != u0 || rj != want {
				t.Fatalf("kind %v, x %+v (%v), y %+v, neg %v, es %d, n %d: k %#x step %d: after %d of %d steps predicted %+v, computed %+v %v %v",
					kk, ia.x, ia.hasX, ia.y, ia.neg, es, n, k0, int64(step), j, left, want, rj, uj, ok)
			}
			checked++
		}
	}
	if predicted < 10_000 || checked < 10_000 {
		t.Errorf("only %d predictions, %d steps checked", predicted, checked)
	}
}
