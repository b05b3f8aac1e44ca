package engine_test

import (
	"bytes"
	"iter"
	"testing"

	"simtlab/sim/workloads"
)

// benchProgram runs one of the workloads the speed targets are set for
// through the engine alone (no memory system, no timing model).
func benchProgram(b *testing.B, w workloads.Workload) {
	name, src, want := w.File, w.Source, w.Want
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
	benchProgram(b, workloads.Matmul256)
}

func BenchmarkReduce1M(b *testing.B) {
	benchProgram(b, workloads.Reduce1M)
}

// BenchmarkBarrierLoop is the reduction's tree without its work: 4096
// blocks of 256 threads, each warp testing, stepping and waiting at a
// barrier 8 times (262,144 warp iterations), so that what a loop holding
// a barrier costs a warp per iteration (the phased loop's turn, its test
// and step, with the blocks' set-up spread over them) is measured alone;
// under WebAssembly it took 5.5 times its native time (docs/performance.md).
func BenchmarkBarrierLoop(b *testing.B) {
	const src = `__global__ void tree(int *out) {
    for (int s = 128; s > 0; s >>= 1) __syncthreads();
}
int main() {
    int *d;
    cudaMalloc(&d, 4096 * sizeof(int));
    tree<<<4096, 256>>>(d);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`
	benchSource(b, "tree.cu", src, "no error\n")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(4096*8*8), "ns/warp-iteration")
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

// BenchmarkHostLoop is host code alone: the one-lane warp filling and
// summing 2^20 ints, as the reduction's main does around its kernel.
func BenchmarkHostLoop(b *testing.B) {
	const src = `#include <cstdio>
#include <cstdlib>
int main() {
    const int n = 1 << 20;
    int *h = (int *)malloc(n * sizeof(int));
    for (int i = 0; i < n; i++) h[i] = i & 3;
    long total = 0;
    for (int i = 0; i < n; i++) total += h[i];
    printf("%ld\n", total);
    return 0;
}
`
	benchSource(b, "host.cu", src, "1572864\n")
}

// benchSource runs src b.N times through the engine alone; each run must
// print want and report nothing.
func benchSource(b *testing.B, name, src, want string) {
	for i := 0; i < b.N; i++ {
		var out bytes.Buffer
		res := runSourceBudget(name, []byte(src), &out, 0)
		if len(res.Diagnostics) > 0 || out.String() != want {
			b.Fatalf("output %q, diagnostics %v", out.String(), res.Diagnostics)
		}
	}
}

// BenchmarkUninitializedReads: every thread of 2^18 adds to an element of
// a buffer nothing wrote. Each read first asks whether the whole buffer
// is written; that used to scan the bitmap up to the first unwritten
// byte, the part the kernel had written so far, which made the launch
// quadratic (14 s at 2^19 before, a smoke test of real programs found).
func BenchmarkUninitializedReads(b *testing.B) {
	const src = `#include <cstdio>
#define N (1 << 18)
__global__ void k(float *out) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    if (id < N) out[id] += 1.0f;
}
int main() {
    float *d;
    cudaMalloc(&d, N * sizeof(float));
    k<<<N / 256, 256>>>(d);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
`
	for i := 0; i < b.N; i++ {
		var out bytes.Buffer
		res := runSourceBudget("uninit.cu", []byte(src), &out, 0)
		if out.String() != "done\n" || len(res.Diagnostics) != 1 {
			b.Fatalf("output %q, diagnostics %v", out.String(), res.Diagnostics)
		}
	}
}
