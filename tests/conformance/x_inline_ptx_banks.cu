// Shared-memory bank patterns measured with inline PTX loads, as the bank microbenchmark
// write-up does: each lane on its own bank, all lanes on bank 0, each warp on its own bank,
// one address for the whole warp, lanes in pairs and in quads on one address, and 64- and
// 128-bit vector loads, contiguous and multicast. ncu counts the wavefronts and conflicts.
#include <cstdio>

#define ITERS 8

__device__ unsigned smem(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }

template <int PATTERN>
__global__ void banks(float *out) {
    __shared__ float s[32][33];
    int warp = threadIdx.y, lane = threadIdx.x;
    for (int i = warp; i < 32; i += blockDim.y) s[i][lane] = i * 32 + lane;
    if (lane == 0)
        for (int i = warp; i < 32; i += blockDim.y) s[i][32] = -1.0f;
    __syncthreads();
    const float *p;
    switch (PATTERN) {
    case 0: p = &s[warp][lane]; break;       // each lane its own bank
    case 1: p = (const float *)s + lane * 32; break; // all lanes on bank 0
    case 2: p = (const float *)s + lane * 32 + warp; break; // warp w on bank w
    case 3: p = &s[warp][5]; break;          // one address: broadcast
    default: p = &s[warp][lane / 2]; break;  // pairs: multicast
    }
    unsigned a = smem(p);
    float r, acc = 0;
    for (int j = 0; j < ITERS; j++) {
        asm volatile("ld.volatile.shared.f32 %0, [%1];" : "=f"(r) : "r"(a));
        acc += r;
    }
    out[blockIdx.x * 256 + warp * 32 + lane] = acc;
}

template <int PATTERN>
__global__ void wide(float *out) {
    __shared__ __align__(16) float s[8][256];
    int warp = threadIdx.y, lane = threadIdx.x;
    for (int i = lane; i < 256; i += 32) s[warp][i] = warp * 1000 + i;
    __syncwarp();
    float acc = 0;
    for (int j = 0; j < ITERS; j++) {
        float x, y, z, w;
        switch (PATTERN) {
        case 0: // 64-bit, consecutive
            asm volatile("ld.volatile.shared.v2.f32 {%0,%1}, [%2];" : "=f"(x), "=f"(y) : "r"(smem(&s[warp][lane * 2])));
            acc += x + y;
            break;
        case 1: // 128-bit, consecutive
            asm volatile("ld.volatile.shared.v4.f32 {%0,%1,%2,%3}, [%4];" : "=f"(x), "=f"(y), "=f"(z), "=f"(w) : "r"(smem(&s[warp][lane * 4])));
            acc += x + y + z + w;
            break;
        case 2: // 64-bit, lanes in pairs on one pair
            asm volatile("ld.volatile.shared.v2.f32 {%0,%1}, [%2];" : "=f"(x), "=f"(y) : "r"(smem(&s[warp][(lane / 2) * 2])));
            acc += x - y;
            break;
        case 3: // 128-bit, lanes in fours on one quad
            asm volatile("ld.volatile.shared.v4.f32 {%0,%1,%2,%3}, [%4];" : "=f"(x), "=f"(y), "=f"(z), "=f"(w) : "r"(smem(&s[warp][(lane / 4) * 4])));
            acc += x * 2 + y - z - w;
            break;
        default: // 128-bit, stride of 8 words: two lanes per bank group
            asm volatile("ld.volatile.shared.v4.f32 {%0,%1,%2,%3}, [%4];" : "=f"(x), "=f"(y), "=f"(z), "=f"(w) : "r"(smem(&s[warp][lane * 8])));
            acc += x + w;
            break;
        }
    }
    out[blockIdx.x * 256 + warp * 32 + lane] = acc;
}

template <typename K>
void run(const char *name, K kernel, float *d, float *h) {
    kernel<<<2, dim3(32, 8)>>>(d);
    cudaMemcpy(h, d, 512 * sizeof(float), cudaMemcpyDeviceToHost);
    double sum = 0;
    for (int i = 0; i < 512; i++) sum += h[i];
    printf("%-12s %g %g %g %.1f\n", name, h[0], h[37], h[511], sum);
}

int main() {
    float *d, h[512];
    cudaMalloc(&d, sizeof h);
    run("lane-banks", banks<0>, d, h);
    run("bank-zero", banks<1>, d, h);
    run("warp-banks", banks<2>, d, h);
    run("broadcast", banks<3>, d, h);
    run("pairs", banks<4>, d, h);
    run("v2", wide<0>, d, h);
    run("v4", wide<1>, d, h);
    run("v2-pairs", wide<2>, d, h);
    run("v4-quads", wide<3>, d, h);
    run("v4-stride8", wide<4>, d, h);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
