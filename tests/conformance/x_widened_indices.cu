// 64-bit variables that start from 32-bit thread indices and then change
// by compound assignment: a count-down loop with a long long counter, bit
// operations and shifts on long long and unsigned long long, and a 64-bit
// index walking an array backwards. Each thread's results go to the host,
// which prints them with a checksum.
#include <cstdio>

__global__ void widen(long long *out, const int *data, int step) {
    int t = threadIdx.x;
    long long trips = 0;
    for (long long l = 100 - t; l >= 0; l -= step) trips += 1;
    long long bits = t * 3 + 1;
    bits |= 4;
    bits -= 2;
    bits <<= 3;
    unsigned long long mixed = (unsigned)t + 5u;
    mixed *= 3;
    mixed ^= 0x55;
    long long sum = 0;
    for (long long i = 255 - t; i >= 0; i -= 64) sum += data[i];
    long long down = 7 - t;
    down *= -11;
    out[t] = trips * 100000000LL + bits * 100000 + (long long)mixed * 100 + (sum % 100) + down;
}

int main() {
    int h[256], *d;
    for (int i = 0; i < 256; i++) h[i] = (i * 37) % 101;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    long long r[64], *dr;
    cudaMalloc(&dr, sizeof r);
    widen<<<1, 64>>>(dr, d, 64);
    cudaMemcpy(r, dr, sizeof r, cudaMemcpyDeviceToHost);
    long long check = 0;
    for (int i = 0; i < 64; i++) {
        printf("%lld%c", r[i], i % 8 == 7 ? '\n' : ' ');
        check = check * 31 + r[i];
    }
    printf("checksum %lld\n", check);
    cudaFree(d);
    cudaFree(dr);
    return 0;
}
