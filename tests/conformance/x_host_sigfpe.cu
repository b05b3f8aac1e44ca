// On the host, x86-64's integer division traps on a zero divisor and on
// INT_MIN / -1: the process is killed by SIGFPE (exit status 136). The same
// divisions in a kernel do not trap. The program flushes stdout before the
// trap, because a killed process loses what its stdout buffer still holds.
#include <cstdio>
#include <climits>

__global__ void divide(const int *num, const int *den, int *quot, int *rem, int n) {
    int i = threadIdx.x;
    if (i < n) {
        quot[i] = num[i] / den[i];
        rem[i] = num[i] % den[i];
    }
}

int main() {
    const int n = 4;
    int num[n] = {7, INT_MIN, -9, 100}, den[n] = {2, -1, 4, -7};
    int *d;
    cudaMalloc(&d, 4 * n * sizeof(int));
    cudaMemcpy(d, num, sizeof num, cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, den, sizeof den, cudaMemcpyHostToDevice);
    divide<<<1, 32>>>(d, d + n, d + 2 * n, d + 3 * n, n);
    int quot[n], rem[n];
    cudaMemcpy(quot, d + 2 * n, sizeof quot, cudaMemcpyDeviceToHost);
    cudaMemcpy(rem, d + 3 * n, sizeof rem, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("GPU: %d / %d = %d remainder %d\n", num[i], den[i], quot[i], rem[i]);
    volatile int minusOne = -1;
    long long wide = (long long)INT_MIN / minusOne;  // 64-bit: fine
    printf("host, in 64 bits: %lld\n", wide);
    int total = 0;
    for (int i = 3; i >= 0; i--) {
        printf("12 / %d\n", i);
        fflush(stdout);
        total += 12 / i;  // traps when i reaches 0
    }
    printf("never printed: %d\n", total);
    return 0;
}
