// Control flow students write in kernels: switch with fall-through and default in the
// middle, leaving nested loops with break and a flag, do-while, continue in for, the comma operator, nested
// ternaries and short-circuit evaluation with side effects.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int classify(int v) {
    int r = 0;
    switch (v % 6) {
    case 0: r += 1;
    case 1: r += 10; break;
    default: r += 100;
    case 4: r += 1000; break;
    case 5: return -1;
    }
    return r;
}

__device__ int findPair(int t) {
    int found = -1;
    for (int i = 0; i < 10 && found < 0; i++)
        for (int j = i + 1; j < 10; j++)
            if (i * j == t) { found = i * 100 + j; break; }
    return found;
}

__global__ void flow(int *out) {
    int t = threadIdx.x;
    int *o = out + t * 6;
    o[0] = classify(t);
    o[1] = findPair(t);
    int k = t, steps = 0;
    do { k = (k % 2) ? 3 * k + 1 : k / 2; steps++; } while (k > 1 && steps < 200);
    o[2] = steps;
    int s = 0;
    for (int i = 0; i < 20; i++) {
        if (i % 3 == t % 3) continue;
        if (i > t) break;
        s += i;
    }
    o[3] = s;
    int a = 0, b;
    b = (a += t, a * 2);
    o[4] = t < 10 ? (t < 5 ? b : -b) : (t < 20 ? b * 10 : 0);
    int calls = 0;
    bool r1 = (t % 2 == 0) && (++calls > 0);
    bool r2 = (t % 3 == 0) || (++calls > 0);
    o[5] = calls * 10 + r1 + r2;
}

int main() {
    int *d, h[32 * 6];
    cudaMalloc(&d, sizeof h);
    flow<<<1, 32>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 32; t++)
        printf("%2d: %5d %4d %3d %4d %4d %2d\n", t, h[t * 6], h[t * 6 + 1], h[t * 6 + 2], h[t * 6 + 3], h[t * 6 + 4],
               h[t * 6 + 5]);
    cudaFree(d);
    return 0;
}
