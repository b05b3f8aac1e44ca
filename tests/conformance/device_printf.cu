// Tests device printf from a single warp (the GPU prints a warp's lanes in lane order, one
// printf statement at a time): %d %i %u %x %X %o %c %s %f %e %g %lld %llu, widths,
// precision, flags (- + 0 space #), %% and a printf inside a divergent branch. Then the host
// prints after cudaDeviceSynchronize, which flushes the device output first.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void hello(const char *who) {
    int lane = threadIdx.x;
    if (lane < 4) printf("lane %d of block %d says hello to %s\n", lane, blockIdx.x, who);
    if (lane == 5) {
        printf("ints: [%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%i]\n", -42, 42, 42, 42, 42, 42, 7);
        printf("unsigned: [%u] [%x] [%X] [%#x] [%o] [%#o]\n", 4000000000u, 255u, 255u, 255u, 8u, 8u);
        printf("64-bit: [%lld] [%llu] [%llx]\n", -9000000000LL, 18000000000000000000ULL, 0xDEADBEEFCAFEULL);
        printf("floats: [%f] [%.2f] [%10.3f] [%-10.1f] [%e] [%.3e] [%g] [%g]\n", 3.5f, 2.0f / 3.0f, -1.25,
               0.5, 1234.5, 0.000125, 100000.0, 1000000.0);
        printf("chars: [%c%c%c] [%s] [%.3s] [%8s] [%-8s] 100%%\n", 'G', 'P', 'U', "warp", "warpgate", "r", "l");
    }
    if (lane % 8 == 7) printf("odd group lane %2d value %d\n", lane, lane * lane);
}

int main() {
    printf("host before launch\n");
    fflush(stdout);
    const char *msg = "the host";
    char *dmsg;
    CHECK(cudaMalloc(&dmsg, 16));
    CHECK(cudaMemcpy(dmsg, msg, 9, cudaMemcpyHostToDevice));
    hello<<<1, 32>>>(dmsg);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    printf("host after synchronize\n");
    CHECK(cudaFree(dmsg));
    return 0;
}
