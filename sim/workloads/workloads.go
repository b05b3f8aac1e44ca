// Package workloads holds the programs SIMT Lab's speed targets are set
// for (the naive 256³ SGEMM of the course with 16×16 blocks, and a
// shared-memory reduction of 1024×1024 ints), so that the native, the
// WebAssembly and the browser benchmarks all run the same source.
package workloads

// Workload is one benchmark program and what it must print.
type Workload struct {
	Name   string // benchmark name: "matmul256"
	File   string // file name in diagnostics: "matmul.cu"
	Source string
	Want   string // the program's exact stdout
}

// Matmul256 is the naive 256×256×256 matrix multiply, one thread per
// output element.
var Matmul256 = Workload{Name: "matmul256", File: "matmul.cu", Want: "189.625000 189.875000\n", Source: `
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
`}

// Reduce1M sums 2^20 ints with a shared-memory tree in each 256-thread
// block (a __syncthreads per step).
var Reduce1M = Workload{Name: "reduce1M", File: "reduce.cu", Want: "1572864\n", Source: `
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
`}

// TiledMatmul512 is the course's tiled 512×512×512 matrix multiply (16×16
// shared tiles, two barriers a tile). It is not one of issue 3's targets;
// its benchmark follows the tiled path (shared tiles, their race
// detector, shared-memory dot bursts) as Matmul256 follows the naive one.
var TiledMatmul512 = Workload{Name: "tiledMatmul512", File: "tiled.cu", Want: "381.625000 383.250000\n", Source: `
#define N 512
#define T 16
__global__ void matmul(const float *a, const float *b, float *c, int n) {
    __shared__ float as[T][T], bs[T][T];
    int row = blockIdx.y * T + threadIdx.y, col = blockIdx.x * T + threadIdx.x;
    float sum = 0.0f;
    for (int t = 0; t < n; t += T) {
        as[threadIdx.y][threadIdx.x] = a[row * n + t + threadIdx.x];
        bs[threadIdx.y][threadIdx.x] = b[(t + threadIdx.y) * n + col];
        __syncthreads();
        for (int k = 0; k < T; k++)
            sum += as[threadIdx.y][k] * bs[k][threadIdx.x];
        __syncthreads();
    }
    c[row * n + col] = sum;
}
int main() {
    size_t bytes = N * N * sizeof(float);
    float *a = (float *)malloc(bytes), *b = (float *)malloc(bytes), *c = (float *)malloc(bytes);
    for (int i = 0; i < N * N; i++) { a[i] = (i % 7) * 0.5f; b[i] = (i % 5) * 0.25f; }
    float *da, *db, *dc;
    cudaMalloc(&da, bytes); cudaMalloc(&db, bytes); cudaMalloc(&dc, bytes);
    cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice);
    dim3 block(T, T);
    dim3 grid(N / T, N / T);
    matmul<<<grid, block>>>(da, db, dc, N);
    cudaMemcpy(c, dc, bytes, cudaMemcpyDeviceToHost);
    printf("%f %f\n", c[0], c[N * N - 1]);
    return 0;
}
`}

// All lists the workloads in a stable order.
func All() []Workload { return []Workload{Matmul256, Reduce1M} }
