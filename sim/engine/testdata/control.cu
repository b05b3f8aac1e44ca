#include <cstdio>

__device__ int collatz(int n) {
    int steps = 0;
    while (n != 1) {
        n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
        steps++;
    }
    return steps;
}

__device__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__global__ void k(int *out) {
    int t = threadIdx.x;
    int acc = 0;
    int i = 0;
    do {
        i++;
        if (i % 3 == 0) continue;
        acc += i;
    } while (i < t);
    switch (t % 4) {
    case 0:
        acc += 1000;
    case 1:
        acc += 100;
        break;
    case 2: {
        for (int a = 0; a < 4; a++)
            for (int b = 0; b < 4; b++) {
                if (b > a) break;
                acc += 1;
            }
        break;
    }
    default:
        acc = -acc;
    }
    out[t] = acc * 1000 + collatz(t + 1) * 10 + (t < 8 ? fib(t) : 0);
}

int main() {
    int *d, h[8];
    cudaMalloc(&d, sizeof(h));
    k<<<1, 8>>>(d);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d\n", h[i]);
    return 0;
}
// Output:
// 1101000
// 101011
// 13071
// -2978
// 1107053
// 112085
// 22168
// -18957
