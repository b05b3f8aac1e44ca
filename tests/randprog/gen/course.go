package gen

import (
	"fmt"
	"strings"
)

// The course kind: the kernels a CUDA course teaches, each written the way
// the course writes it, with random sizes that are not multiples of the
// block (so every bounds check matters), random block shapes, tile sizes
// and paddings: grid-stride SAXPY, the shared-memory reduction in its five
// styles and with warp shuffles, naive and tiled transposes, naive and
// tiled matrix products, a constant-memory stencil with a halo, histograms
// with shared and global atomics, a block-wide scan and a 2D image
// filter. Values are small integers (in int or in float, where every sum
// is exact whatever the order), so the output depends on nothing but the
// program; each result is printed as a hash with a few of its elements.
// The engine's fast paths (affine addresses, whole-warp accesses, bursts
// of dot products, loop-invariant shapes) meet sizes and strides a
// hand-written corpus does not.

type courseKernel struct {
	decl string // the kernel and what it needs at file scope
	run  string // host code: allocate, fill, launch, copy back, print
}

func (g *gen) coursePow2(lo, hi int) int {
	var opts []int
	for v := lo; v <= hi; v *= 2 {
		opts = append(opts, v)
	}
	return opts[g.pick(len(opts))]
}

// courseKernel returns kernel i of a program.
func (g *gen) courseKernel(i int) courseKernel {
	name := func(s string) string { return fmt.Sprintf("%s%d", s, i) }
	switch g.pick(10) {
	case 0: // grid-stride SAXPY in float
		n, blocks, threads := 1+g.pick(20000), 1+g.pick(40), 32*(1+g.pick(16))
		return courseKernel{
			decl: fmt.Sprintf(`__global__ void %s(int n, float a, const float *x, float *y) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        y[i] = a * x[i] + y[i];
}`, name("saxpy")),
			run: fmt.Sprintf(`    {
        const int n = %[2]d;
        float *x = (float *)malloc(n * sizeof(float)), *y = (float *)malloc(n * sizeof(float));
        for (int i = 0; i < n; i++) { x[i] = (float)(i %% 17); y[i] = (float)(i %% 5) - 2.0f; }
        float *dx, *dy;
        cudaMalloc(&dx, n * sizeof(float)); cudaMalloc(&dy, n * sizeof(float));
        cudaMemcpy(dx, x, n * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(dy, y, n * sizeof(float), cudaMemcpyHostToDevice);
        %[1]s<<<%[3]d, %[4]d>>>(n, %[5]d.0f, dx, dy);
        cudaMemcpy(y, dy, n * sizeof(float), cudaMemcpyDeviceToHost);
        printFloats("%[1]s", y, n);
        cudaFree(dx); cudaFree(dy); free(x); free(y);
    }`, name("saxpy"), n, blocks, threads, g.pick(7)-3),
		}
	case 1, 2: // shared-memory reduction, one of six styles
		threads := g.coursePow2(32, 1024)
		n := 1 + g.pick(50000)
		style := g.pick(6)
		perThread := 1
		if style == 3 || style == 4 {
			perThread = 2
		}
		if style == 4 {
			threads = max(threads, 64) // the unrolled warp reads s[t + 32]
		}
		blocks := (n + threads*perThread - 1) / (threads * perThread)
		var body string
		switch style {
		case 0: // interleaved, divergent
			body = `    s[t] = i < n ? in[i] : 0;
    __syncthreads();
    for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
        if (t % (2 * stride) == 0) s[t] += s[t + stride];
        __syncthreads();
    }`
		case 1: // interleaved, strided index (bank conflicts)
			body = `    s[t] = i < n ? in[i] : 0;
    __syncthreads();
    for (unsigned stride = 1; stride < blockDim.x; stride *= 2) {
        unsigned k = 2 * stride * t;
        if (k < blockDim.x) s[k] += s[k + stride];
        __syncthreads();
    }`
		case 2: // sequential addressing
			body = `    s[t] = i < n ? in[i] : 0;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }`
		case 3: // first add during the load
			body = `    i = blockIdx.x * (blockDim.x * 2) + t;
    int v = i < n ? in[i] : 0;
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    s[t] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }`
		case 4: // the last warp unrolled through volatile
			body = `    i = blockIdx.x * (blockDim.x * 2) + t;
    int v = i < n ? in[i] : 0;
    if (i + blockDim.x < n) v += in[i + blockDim.x];
    s[t] = v;
    __syncthreads();
    for (unsigned stride = blockDim.x / 2; stride > 32; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t < 32) {
        volatile int *vs = s;
        if (blockDim.x >= 64) vs[t] += vs[t + 32];
        vs[t] += vs[t + 16]; vs[t] += vs[t + 8]; vs[t] += vs[t + 4];
        vs[t] += vs[t + 2]; vs[t] += vs[t + 1];
    }`
		default: // warp shuffles, then one word per warp
			body = `    int v = i < n ? in[i] : 0;
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
    if (t % 32 == 0) s[t / 32] = v;
    __syncthreads();
    if (t < 32) {
        v = t < blockDim.x / 32 ? s[t] : 0;
        for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffff, v, off);
        if (t == 0) s[0] = v;
    }`
		}
		atomic := g.chance(0.5)
		tail := "    if (t == 0) out[blockIdx.x] = s[0];"
		if atomic {
			tail = "    if (t == 0) atomicAdd(total, s[0]);"
		}
		return courseKernel{
			decl: fmt.Sprintf(`__global__ void %s(const int *in, int *out, int *total, int n) {
    __shared__ int s[%d];
    unsigned t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
%s
%s
}`, name("reduce"), threads, body, tail),
			run: fmt.Sprintf(`    {
        const int n = %[2]d, blocks = %[3]d;
        int *in = (int *)malloc(n * sizeof(int)), *out = (int *)malloc(blocks * sizeof(int));
        for (int i = 0; i < n; i++) in[i] = (i * %[5]d) %% 19 - 9;
        int *din, *dout, *dtotal, total = 0;
        cudaMalloc(&din, n * sizeof(int)); cudaMalloc(&dout, blocks * sizeof(int)); cudaMalloc(&dtotal, sizeof(int));
        cudaMemcpy(din, in, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemset(dout, 0, blocks * sizeof(int)); cudaMemset(dtotal, 0, sizeof(int));
        %[1]s<<<blocks, %[4]d>>>(din, dout, dtotal, n);
        cudaMemcpy(out, dout, blocks * sizeof(int), cudaMemcpyDeviceToHost);
        cudaMemcpy(&total, dtotal, sizeof(int), cudaMemcpyDeviceToHost);
        long long sum = 0, want = 0;
        for (int b = 0; b < blocks; b++) sum += out[b];
        for (int i = 0; i < n; i++) want += in[i];
        printf("%[1]s: blocks %%d, partial sums %%lld, atomic total %%d, host %%lld, first %%d last %%d\n", blocks, sum, total, want, out[0], out[blocks - 1]);
        cudaFree(din); cudaFree(dout); cudaFree(dtotal); free(in); free(out);
    }`, name("reduce"), n, blocks, threads, 1+2*g.pick(20)),
		}
	case 3: // transpose, naive or through a padded tile
		tile := []int{8, 16, 32}[g.pick(3)]
		rows, cols := 1+g.pick(300), 1+g.pick(300)
		pad := g.pick(2)
		shared := g.chance(0.6)
		var k string
		if shared {
			k = fmt.Sprintf(`__global__ void %[1]s(const float *in, float *out, int rows, int cols) {
    __shared__ float tile[%[2]d][%[2]d + %[3]d];
    int x = blockIdx.x * %[2]d + threadIdx.x, y = blockIdx.y * %[2]d + threadIdx.y;
    if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
    __syncthreads();
    x = blockIdx.y * %[2]d + threadIdx.x;
    y = blockIdx.x * %[2]d + threadIdx.y;
    if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}`, name("transpose"), tile, pad)
		} else {
			k = fmt.Sprintf(`__global__ void %[1]s(const float *in, float *out, int rows, int cols) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < cols && y < rows) out[x * rows + y] = in[y * cols + x];
}`, name("transpose"))
		}
		return courseKernel{decl: k, run: fmt.Sprintf(`    {
        const int rows = %[2]d, cols = %[3]d, n = rows * cols;
        float *a = (float *)malloc(n * sizeof(float));
        for (int i = 0; i < n; i++) a[i] = (float)(i %% 1000);
        float *da, *db;
        cudaMalloc(&da, n * sizeof(float)); cudaMalloc(&db, n * sizeof(float));
        cudaMemcpy(da, a, n * sizeof(float), cudaMemcpyHostToDevice);
        dim3 block(%[4]d, %[4]d), grid((cols + %[4]d - 1) / %[4]d, (rows + %[4]d - 1) / %[4]d);
        %[1]s<<<grid, block>>>(da, db, rows, cols);
        cudaMemcpy(a, db, n * sizeof(float), cudaMemcpyDeviceToHost);
        printFloats("%[1]s", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }`, name("transpose"), rows, cols, tile)}
	case 4: // matrix product in int, naive or tiled
		tile := []int{8, 16, 32}[g.pick(3)]
		m, kk, nn := 1+g.pick(150), 1+g.pick(150), 1+g.pick(150)
		var k string
		if g.chance(0.5) {
			k = fmt.Sprintf(`__global__ void %[1]s(const int *a, const int *b, int *c, int m, int k, int n) {
    __shared__ int as[%[2]d][%[2]d], bs[%[2]d][%[2]d];
    int row = blockIdx.y * %[2]d + threadIdx.y, col = blockIdx.x * %[2]d + threadIdx.x;
    int sum = 0;
    for (int t = 0; t < k; t += %[2]d) {
        as[threadIdx.y][threadIdx.x] = row < m && t + threadIdx.x < k ? a[row * k + t + threadIdx.x] : 0;
        bs[threadIdx.y][threadIdx.x] = col < n && t + threadIdx.y < k ? b[(t + threadIdx.y) * n + col] : 0;
        __syncthreads();
        for (int j = 0; j < %[2]d; j++) sum += as[threadIdx.y][j] * bs[j][threadIdx.x];
        __syncthreads();
    }
    if (row < m && col < n) c[row * n + col] = sum;
}`, name("matmul"), tile)
		} else {
			k = fmt.Sprintf(`__global__ void %[1]s(const int *a, const int *b, int *c, int m, int k, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < m && col < n) {
        int sum = 0;
        for (int j = 0; j < k; j++) sum += a[row * k + j] * b[j * n + col];
        c[row * n + col] = sum;
    }
}`, name("matmul"))
		}
		return courseKernel{decl: k, run: fmt.Sprintf(`    {
        const int m = %[2]d, k = %[3]d, n = %[4]d;
        int *a = (int *)malloc(m * k * sizeof(int)), *b = (int *)malloc(k * n * sizeof(int)), *c = (int *)malloc(m * n * sizeof(int));
        for (int i = 0; i < m * k; i++) a[i] = i %% 7 - 3;
        for (int i = 0; i < k * n; i++) b[i] = i %% 5 - 2;
        int *da, *db, *dc;
        cudaMalloc(&da, m * k * sizeof(int)); cudaMalloc(&db, k * n * sizeof(int)); cudaMalloc(&dc, m * n * sizeof(int));
        cudaMemcpy(da, a, m * k * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemcpy(db, b, k * n * sizeof(int), cudaMemcpyHostToDevice);
        dim3 block(%[5]d, %[5]d), grid((n + %[5]d - 1) / %[5]d, (m + %[5]d - 1) / %[5]d);
        %[1]s<<<grid, block>>>(da, db, dc, m, k, n);
        cudaMemcpy(c, dc, m * n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("%[1]s", c, m * n);
        cudaFree(da); cudaFree(db); cudaFree(dc); free(a); free(b); free(c);
    }`, name("matmul"), m, kk, nn, tile)}
	case 5: // 1D stencil: constant weights, a shared halo
		r := 1 + g.pick(8)
		threads := 32 * (1 + g.pick(8))
		n := 1 + g.pick(20000)
		w := make([]string, 2*r+1)
		for j := range w {
			w[j] = fmt.Sprint(g.pick(9) - 4)
		}
		return courseKernel{
			decl: fmt.Sprintf(`__constant__ int %[1]s_w[%[2]d] = {%[3]s};
__global__ void %[1]s(const int *in, int *out, int n) {
    __shared__ int s[%[4]d + 2 * %[5]d];
    int g = blockIdx.x * blockDim.x + threadIdx.x, l = threadIdx.x + %[5]d;
    s[l] = g < n ? in[g] : 0;
    if (threadIdx.x < %[5]d) {
        s[l - %[5]d] = g - %[5]d >= 0 && g - %[5]d < n ? in[g - %[5]d] : 0;
        s[l + blockDim.x] = g + (int)blockDim.x < n ? in[g + blockDim.x] : 0;
    }
    __syncthreads();
    if (g < n) {
        int sum = 0;
        for (int j = -%[5]d; j <= %[5]d; j++) sum += %[1]s_w[j + %[5]d] * s[l + j];
        out[g] = sum;
    }
}`, name("stencil"), 2*r+1, strings.Join(w, ", "), threads, r),
			run: fmt.Sprintf(`    {
        const int n = %[2]d;
        int *a = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) a[i] = (i * 13) %% 23 - 11;
        int *da, *db;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        %[1]s<<<(n + %[3]d - 1) / %[3]d, %[3]d>>>(da, db, n);
        cudaMemcpy(a, db, n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("%[1]s", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }`, name("stencil"), n, threads),
		}
	case 6: // histogram: shared bins merged with global atomics
		bins := []int{8, 16, 32, 64, 100, 256}[g.pick(6)]
		n := 1 + g.pick(60000)
		blocks, threads := 1+g.pick(30), 32*(1+g.pick(8))
		return courseKernel{
			decl: fmt.Sprintf(`__global__ void %[1]s(const unsigned char *in, int n, unsigned *bins) {
    __shared__ unsigned s[%[2]d];
    for (int b = threadIdx.x; b < %[2]d; b += blockDim.x) s[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        atomicAdd(&s[in[i] %% %[2]d], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < %[2]d; b += blockDim.x)
        if (s[b]) atomicAdd(&bins[b], s[b]);
}`, name("histogram"), bins),
			run: fmt.Sprintf(`    {
        const int n = %[2]d;
        unsigned char *a = (unsigned char *)malloc(n);
        for (int i = 0; i < n; i++) a[i] = (unsigned char)((i * %[6]d) ^ (i >> 3));
        unsigned char *da; unsigned *dbins; unsigned bins[%[5]d];
        cudaMalloc(&da, n); cudaMalloc(&dbins, sizeof bins);
        cudaMemcpy(da, a, n, cudaMemcpyHostToDevice);
        cudaMemset(dbins, 0, sizeof bins);
        %[1]s<<<%[3]d, %[4]d>>>(da, n, dbins);
        cudaMemcpy(bins, dbins, sizeof bins, cudaMemcpyDeviceToHost);
        printInts("%[1]s", (const int *)bins, %[5]d);
        cudaFree(da); cudaFree(dbins); free(a);
    }`, name("histogram"), n, blocks, threads, bins, 1+2*g.pick(50)),
		}
	case 7: // block-wide inclusive scan, Hillis-Steele with two buffers
		threads := g.coursePow2(32, 1024)
		n := 1 + g.pick(20000)
		return courseKernel{
			decl: fmt.Sprintf(`__global__ void %[1]s(const int *in, int *out, int n) {
    __shared__ int buf[2][%[2]d];
    int t = threadIdx.x, i = blockIdx.x * blockDim.x + t, cur = 0;
    buf[0][t] = i < n ? in[i] : 0;
    __syncthreads();
    for (int off = 1; off < blockDim.x; off *= 2) {
        buf[1 - cur][t] = buf[cur][t] + (t >= off ? buf[cur][t - off] : 0);
        cur = 1 - cur;
        __syncthreads();
    }
    if (i < n) out[i] = buf[cur][t];
}`, name("scan"), threads),
			run: fmt.Sprintf(`    {
        const int n = %[2]d;
        int *a = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) a[i] = i %% 9 - 4;
        int *da, *db;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        %[1]s<<<(n + %[3]d - 1) / %[3]d, %[3]d>>>(da, db, n);
        cudaMemcpy(a, db, n * sizeof(int), cudaMemcpyDeviceToHost);
        printInts("%[1]s", a, n);
        cudaFree(da); cudaFree(db); free(a);
    }`, name("scan"), n, threads),
		}
	case 8: // 2D image: a box filter with clamped edges
		w, h := 1+g.pick(400), 1+g.pick(300)
		bx, by := []int{8, 16, 32, 64}[g.pick(4)], []int{1, 2, 4, 8, 16}[g.pick(5)]
		return courseKernel{
			decl: fmt.Sprintf(`__global__ void %[1]s(const unsigned char *in, unsigned char *out, int w, int h) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= w || y >= h) return;
    int sum = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int xx = min(max(x + dx, 0), w - 1), yy = min(max(y + dy, 0), h - 1);
            sum += in[yy * w + xx];
        }
    out[y * w + x] = (unsigned char)(sum / 9);
}`, name("blur")),
			run: fmt.Sprintf(`    {
        const int w = %[2]d, h = %[3]d;
        unsigned char *img = (unsigned char *)malloc(w * h);
        for (int i = 0; i < w * h; i++) img[i] = (unsigned char)((i %% w) * 3 + (i / w) * 5);
        unsigned char *da, *db;
        cudaMalloc(&da, w * h); cudaMalloc(&db, w * h);
        cudaMemcpy(da, img, w * h, cudaMemcpyHostToDevice);
        dim3 block(%[4]d, %[5]d), grid((w + %[4]d - 1) / %[4]d, (h + %[5]d - 1) / %[5]d);
        %[1]s<<<grid, block>>>(da, db, w, h);
        cudaMemcpy(img, db, w * h, cudaMemcpyDeviceToHost);
        unsigned long long hash = 0;
        for (int i = 0; i < w * h; i++) hash = hash * 131 + img[i];
        printf("%[1]s: %%016llx %%d %%d\n", hash, img[0], img[w * h - 1]);
        cudaFree(da); cudaFree(db); free(img);
    }`, name("blur"), w, h, bx, by),
		}
	}
	// dot product: per-thread partial sums in a grid-stride loop, a warp
	// shuffle reduction, one atomicAdd per warp
	n := 1 + g.pick(100000)
	blocks, threads := 1+g.pick(64), 32*(1+g.pick(16))
	return courseKernel{
		decl: fmt.Sprintf(`__global__ void %[1]s(const int *a, const int *b, int n, long long *result) {
    long long sum = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) sum += (long long)a[i] * b[i];
    for (int off = 16; off > 0; off /= 2) sum += __shfl_xor_sync(0xffffffff, sum, off);
    if (threadIdx.x %% 32 == 0) atomicAdd((unsigned long long *)result, (unsigned long long)sum);
}`, name("dot")),
		run: fmt.Sprintf(`    {
        const int n = %[2]d;
        int *a = (int *)malloc(n * sizeof(int)), *b = (int *)malloc(n * sizeof(int));
        for (int i = 0; i < n; i++) { a[i] = i %% 1001 - 500; b[i] = (i * 7) %% 13 - 6; }
        int *da, *db; long long *dr, r = 0, want = 0;
        cudaMalloc(&da, n * sizeof(int)); cudaMalloc(&db, n * sizeof(int)); cudaMalloc(&dr, sizeof(long long));
        cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemcpy(db, b, n * sizeof(int), cudaMemcpyHostToDevice);
        cudaMemset(dr, 0, sizeof(long long));
        %[1]s<<<%[3]d, %[4]d>>>(da, db, n, dr);
        cudaMemcpy(&r, dr, sizeof r, cudaMemcpyDeviceToHost);
        for (int i = 0; i < n; i++) want += (long long)a[i] * b[i];
        printf("%[1]s: %%lld (host %%lld)\n", r, want);
        cudaFree(da); cudaFree(db); cudaFree(dr); free(a); free(b);
    }`, name("dot"), n, blocks, threads),
	}
}

func (g *gen) courseProgram(seed uint64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "// Course kernels at random sizes (tests/randprog/gen, kind course, seed %d).\n", seed)
	b.WriteString(`#include <cstdio>
#include <cstdlib>

static void printInts(const char *what, const int *v, int n) {
    unsigned long long h = 0;
    for (int i = 0; i < n; i++) h = h * 1000003u + (unsigned)v[i];
    printf("%s: n %d, hash %016llx, first %d, middle %d, last %d\n", what, n, h, v[0], v[n / 2], v[n - 1]);
}

static void printFloats(const char *what, const float *v, int n) {
    unsigned long long h = 0;
    double sum = 0;
    for (int i = 0; i < n; i++) { h = h * 1000003u + (unsigned)(long long)v[i]; sum += v[i]; }
    printf("%s: n %d, hash %016llx, sum %.1f, first %.1f, last %.1f\n", what, n, h, sum, v[0], v[n - 1]);
}

`)
	var runs []string
	for i := range 2 + g.pick(3) {
		k := g.courseKernel(i)
		b.WriteString(k.decl)
		b.WriteString("\n\n")
		runs = append(runs, k.run)
	}
	b.WriteString("int main() {\n")
	b.WriteString(strings.Join(runs, "\n"))
	b.WriteString("\n    printf(\"last error %s\\n\", cudaGetErrorName(cudaGetLastError()));\n    return 0;\n}\n")
	return b.String()
}
