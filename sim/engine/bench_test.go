package engine_test

import (
	"bytes"
	"iter"
	"testing"
)

// The two programs the speed targets are set for: the naive 256³ SGEMM with
// 16×16 blocks and a shared-memory reduction of 1024×1024 ints, each run
// whole (compile, host code, kernel with the memory system observing every
// access; here without the memory system, see package sim for with).
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
		var out bytes.Buffer
		res := runSourceBudget(name, []byte(src), &out, 0)
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

// BenchmarkNaiveGoMatmul is the reference the targets are set against: the
// same 256³ SGEMM written directly in Go, warp by warp, counting the
// sectors of every warp access with a bitmask. It calibrates the numbers
// above on a loaded or different machine (design notes: about 127 ms).
func BenchmarkNaiveGoMatmul(b *testing.B) {
	const n = 256
	a := make([]float32, n*n)
	bb := make([]float32, n*n)
	c := make([]float32, n*n)
	for i := range a {
		a[i] = float32(i%7) * 0.5
		bb[i] = float32(i%5) * 0.25
	}
	var sectors int
	for it := 0; it < b.N; it++ {
		sectors = 0
		for by := 0; by < n/16; by++ {
			for bx := 0; bx < n/16; bx++ {
				for w := 0; w < 8; w++ {
					var sum [32]float32
					for k := 0; k < n; k++ {
						var seen [2][64]bool // sector bitmask per access
						for l := 0; l < 32; l++ {
							t := w*32 + l
							row, col := by*16+t/16, bx*16+t%16
							ia, ib := row*n+k, k*n+col
							seen[0][(ia*4/32)%64] = true
							seen[1][(ib*4/32)%64] = true
							sum[l] += a[ia] * bb[ib]
						}
						for s := range seen {
							for _, x := range seen[s] {
								if x {
									sectors++
								}
							}
						}
					}
					for l := 0; l < 32; l++ {
						t := w*32 + l
						c[(by*16+t/16)*n+bx*16+t%16] = sum[l]
					}
				}
			}
		}
	}
	if c[0] != 189.625 || sectors == 0 {
		b.Fatalf("c[0] = %v", c[0])
	}
}

// BenchmarkWarpHandOff measures what a barrier costs per warp: a block's 8
// warps run in turn until each reaches the barrier. "coroutines" is how
// launchState.runBlockWithBarriers does it (iter.Pull: two coroutine
// switches per warp, to the warp and back to the block's scheduler);
// "goroutines" is how cluster kernels still do it and block barriers did
// before (each warp hands control to the next over an unbuffered channel).
// Multiplied by a launch's hand-offs (blocks × warps × (barriers + 1)) it
// bounds what running barrier kernels without any switch would save. Under
// WebAssembly a switch costs several times more than natively.
func BenchmarkWarpHandOff(b *testing.B) {
	const warps = 8
	perHandOff := func(b *testing.B) {
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/warps, "ns/hand-off")
	}
	b.Run("goroutines", func(b *testing.B) {
		var ch [warps]chan bool
		done := make(chan struct{})
		for i := range ch {
			ch[i] = make(chan bool)
		}
		for i := range ch {
			go func(i int) {
				for range ch[i] {
					if i+1 < warps {
						ch[i+1] <- true
					} else {
						done <- struct{}{}
					}
				}
			}(i)
		}
		b.ResetTimer()
		for range b.N {
			ch[0] <- true
			<-done
		}
		b.StopTimer()
		for i := range ch {
			close(ch[i])
		}
		perHandOff(b)
	})
	b.Run("coroutines", func(b *testing.B) {
		var next [warps]func() (struct{}, bool)
		for i := range next {
			n, stop := iter.Pull(func(yield func(struct{}) bool) {
				for yield(struct{}{}) {
				}
			})
			defer stop()
			next[i] = n
		}
		b.ResetTimer()
		for range b.N {
			for _, n := range next {
				n()
			}
		}
		b.StopTimer()
		perHandOff(b)
	})
}
