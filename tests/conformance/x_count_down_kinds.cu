// Loops whose counter starts from the thread's index and counts down or
// up by a uniform step, in every integer kind: an unsigned size_t loop that
// ends when the counter wraps past zero, long long and unsigned counters
// in a 2D block, an int counter stepped by an unsigned expression, and a
// short counter that is converted on every step. The second launch's
// block is 12 threads wide, and every thread makes as many trips through
// each loop, so that the compiler's unrolling leaves the lanes together.
#include <cstdio>
#include <cstddef>

__global__ void countDown(const int *a, long long *out, int n) {
    int t = threadIdx.x + threadIdx.y * blockDim.x;
    int threads = blockDim.x * blockDim.y;
    long long s = 0;
    for (size_t i = (size_t)(n - 1 - t); i < (size_t)n; i -= threads) s += a[i];   // ends by wrapping
    for (long long j = t; j < n; j += threads * 3) s += 2 * a[j];
    for (unsigned u = n - 1 - t; u >= (unsigned)threads; u -= threads) s ^= a[u];
    int k = t;
    while (k < n) { s += a[k] & 1; k += threads * gridDim.x; }
    short c = (short)t;
    for (int step = 0; step < 5; step++) c += 7000;   // wraps in 16 bits
    out[t + blockIdx.x * threads] = s * 100000 + c;
}

int main() {
    const int n = 1000;
    int h[n], *d;
    for (int i = 0; i < n; i++) h[i] = (i * 131) % 257;
    long long r[2 * 96], *dr;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dr, sizeof r);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    countDown<<<2, dim3(32, 3)>>>(d, dr, n);
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    long long check = 0;
    for (int i = 0; i < 2 * 96; i++) check = check * 1000003 + r[i];
    printf("%lld %lld %lld %lld checksum %lld\n", r[0], r[33], r[95], r[191], check);
    countDown<<<1, dim3(12, 5)>>>(d, dr, 720);   // every lane takes as many trips
    cudaMemcpy(r, dr, 60 * sizeof(long long), cudaMemcpyDeviceToHost);
    check = 0;
    for (int i = 0; i < 60; i++) check = check * 1000003 + r[i];
    printf("%lld %lld %lld checksum %lld\n", r[0], r[31], r[59], check);
    cudaFree(d);
    cudaFree(dr);
    return 0;
}
