// Values that vary linearly across a block's threads (thread indices and
// sums and products of them with uniform values), widened, narrowed and
// mixed with other kinds, then used by every kind of consumer: function
// arguments, the conditional operator, comparisons, division and
// remainder, shifts, float conversion, atomics and indices. Blocks of
// 16x8 and 8x4 threads; the host prints per-thread results and a checksum.
#include <cstdio>

__device__ long long mix(long long a, unsigned b, short c) {
    return a * 3 - (long long)b + c;
}

__global__ void consumers(long long *out, int *hist, int base) {
    int tx = threadIdx.x, ty = threadIdx.y;
    int lin = tx + ty * blockDim.x;
    long long wide = lin - 40;                 // widened, negative in some lanes
    unsigned long long uwide = (unsigned)lin * 3u + 7u;
    int back = (int)(wide * 1000000007LL);     // narrowed, wraps
    short small = (short)(lin * 1000);         // narrowed to 16 bits
    unsigned char byte = (unsigned char)(lin * 37);
    long long r = mix(wide, (unsigned)lin, small);
    r += (wide < 0) ? wide * wide : -wide;
    r += (uwide > 100ULL) + 2 * (wide >= -8) + 4 * (lin != 17);
    r += wide / 7 + wide % 7 + (long long)(uwide / 5) + (long long)(uwide % 5);
    r += (wide << 3) + (wide >> 2) + (long long)(uwide >> 1);
    r += (long long)((float)wide * 0.5f) + back % 1000 + byte;
    atomicAdd(&hist[(lin + base) & 15], 1);
    atomicAdd(&hist[16 + (small & 7)], (int)(wide & 3));
    long long idx = wide + 40 + blockIdx.x * (long long)(blockDim.x * blockDim.y);
    out[idx] = r;
}

int main() {
    long long *d, h[2 * 128];
    int *dh, hh[24];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dh, sizeof hh);
    cudaMemset(dh, 0, sizeof hh);
    consumers<<<2, dim3(16, 8)>>>(d, dh, 3);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    long long check = 0;
    for (int i = 0; i < 256; i++) check = check * 1000003 + h[i];
    printf("16x8: %lld %lld %lld %lld checksum %lld\n", h[0], h[17], h[127], h[255], check);
    consumers<<<2, dim3(8, 4)>>>(d, dh, 5);
    cudaMemcpy(h, d, 64 * sizeof(long long), cudaMemcpyDeviceToHost);
    check = 0;
    for (int i = 0; i < 64; i++) check = check * 1000003 + h[i];
    printf("8x4: %lld %lld %lld checksum %lld\n", h[0], h[31], h[63], check);
    cudaMemcpy(hh, dh, sizeof hh, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 24; i++) printf("%d%c", hh[i], i == 23 ? '\n' : ' ');
    cudaFree(d);
    cudaFree(dh);
    return 0;
}
