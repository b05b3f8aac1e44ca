package sim

import (
	"context"
	"io"
	"strings"
	"testing"
)

// The two programs the speed targets are set for: the naive 256³ SGEMM with
// 16×16 blocks and a shared-memory reduction of 1024×1024 ints, each run
// whole (compile, host code, kernel with the memory system observing every
// access).
const matmulSrc = `
#define N 256
__global__ void matmul(const float *a, const float *b, float *c, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    if (row < n && col < n) {
        float sum = 0.0f;
        for (int k = 0; k < n; k++)
            sum += a[row * n + k] * b[k * n + col];
        c[row * n + col] = sum;
    }
}
int main() {
    size_t bytes = N * N * sizeof(float);
    float *a = (float *)malloc(bytes), *b = (float *)malloc(bytes), *c = (float *)malloc(bytes);
    for (int i = 0; i < N * N; i++) { a[i] = (i % 7) * 0.5f; b[i] = (i % 5) * 0.25f; }
    float *da, *db, *dc;
    cudaMalloc(&da, bytes); cudaMalloc(&db, bytes); cudaMalloc(&dc, bytes);
    cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
    dim3 block(16, 16);
    dim3 grid(N / 16, N / 16);
    matmul<<<grid, block>>>(da, db, dc, N);
    cudaMemcpy(c, dc, bytes, cudaMemcpyDeviceToHost);
    printf("%f %f\n", c[0], c[N * N - 1]);
    return 0;
}
`

const reduceSrc = `
#define N (1024 * 1024)
__global__ void reduce(const int *in, int *out) {
    __shared__ int s[256];
    int t = threadIdx.x;
    s[t] = in[blockIdx.x * blockDim.x + t];
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) out[blockIdx.x] = s[0];
}
int main() {
    int *h = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) h[i] = i & 3;
    int *din, *dout;
    cudaMalloc(&din, N * sizeof(int));
    cudaMalloc(&dout, (N / 256) * sizeof(int));
    cudaMemcpy(din, h, N * sizeof(int), cudaMemcpyHostToDevice);
    reduce<<<N / 256, 256>>>(din, dout);
    cudaMemcpy(h, dout, (N / 256) * sizeof(int), cudaMemcpyDeviceToHost);
    long total = 0;
    for (int i = 0; i < N / 256; i++) total += h[i];
    printf("%ld\n", total);
    return 0;
}
`

func benchProgram(b *testing.B, name, src, want string) {
	var inst float64
	for i := 0; i < b.N; i++ {
		var out strings.Builder
		res := Run(context.Background(), name, []byte(src), Options{Stdout: &out})
		if len(res.Diagnostics) > 0 || out.String() != want {
			b.Fatalf("output %q, diagnostics %v", out.String(), res.Diagnostics)
		}
		inst = 0
		for _, l := range res.Launches {
			inst += l.Metrics["smsp__inst_executed.sum"]
		}
	}
	b.ReportMetric(inst, "warp-inst/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/inst, "ns/warp-inst")
}

func BenchmarkMatmul256(b *testing.B) {
	benchProgram(b, "matmul.cu", matmulSrc, "189.625000 189.875000\n")
}

func BenchmarkReduce1M(b *testing.B) {
	benchProgram(b, "reduce.cu", reduceSrc, "1572864\n")
}

var _ = io.Discard
