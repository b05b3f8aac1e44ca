// One name in several namespaces: a host reference and a device version of
// the same function, nested namespaces found from inside and outside,
// constants and structs of one name, a global beside them reached with
// `::`, and a using-directive.
#include <cstdio>

const int scale = 1;

__host__ __device__ int twice(int v) { return 2 * v; }

namespace cpu {
const int scale = 3;
struct Stats {
    int sum;
    int max;
};
int twice(int v) { return 2 * v + scale; }  // cpu::scale

Stats reduce(const int *v, int n)
{
    Stats s = {0, v[0]};
    for (int i = 0; i < n; i++) {
        s.sum += twice(v[i]);  // cpu::twice
        if (v[i] > s.max) s.max = v[i];
    }
    return s;
}

namespace detail {
int twice(int v) { return ::twice(v) * 10; }  // the global one
int mix(int a, int b) { return twice(a) - cpu::twice(b); }
}  // namespace detail
}  // namespace cpu

namespace gpu {
const int scale = 5;
struct Stats {
    long long sum;
    int max;
    int count;
};
__device__ int twice(int v) { return 2 * v + scale; }  // gpu::scale

__global__ void reduce(const int *v, int n, Stats *out)
{
    __shared__ int part[64];
    int t = threadIdx.x;
    part[t] = t < n ? twice(v[t]) : 0;
    __syncthreads();
    for (int stride = 32; stride > 0; stride >>= 1) {
        if (t < stride) part[t] += part[t + stride];
        __syncthreads();
    }
    if (t == 0) {
        int m = v[0];
        for (int i = 1; i < n; i++) m = max(m, v[i]);
        *out = {part[0], m, n};
    }
}
}  // namespace gpu

namespace cpu {
int offset() { return scale * 100 + detail::mix(4, 3); }
}

using namespace gpu;

int main()
{
    const int n = 50;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = (i * 37 + 11) % 23 - 7;

    int *d;
    Stats *ds;  // gpu::Stats through the using-directive
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&ds, sizeof(Stats));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    reduce<<<1, 64>>>(d, n, ds);
    Stats g;
    cudaMemcpy(&g, ds, sizeof g, cudaMemcpyDeviceToHost);

    cpu::Stats c = cpu::reduce(h, n);
    printf("sizes: cpu::Stats %zu, gpu::Stats %zu\n", sizeof(cpu::Stats), sizeof(gpu::Stats));
    printf("cpu: sum %d max %d\n", c.sum, c.max);
    printf("gpu: sum %lld max %d count %d\n", g.sum, g.max, g.count);
    printf("scales: %d %d %d\n", ::scale, cpu::scale, gpu::scale);
    printf("twice(7): global %d cpu %d detail %d\n", ::twice(7), cpu::twice(7), cpu::detail::twice(7));
    printf("offset: %d\n", cpu::offset());
    printf("difference: %lld\n", g.sum - c.sum);
    cudaFree(d);
    cudaFree(ds);
    return 0;
}
