// Tests C statements and operators in a kernel and on the host: switch with fallthrough and
// default, do-while, while with break/continue, nested for, the comma operator, the
// ternary operator, every compound assignment, pre/post increment, logical short-circuit
// and sizeof of types and expressions.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__host__ __device__ int classify(int v) {
    int r = 0;
    switch (v % 5) {
    case 0: r += 1;           // falls through
    case 1: r += 10; break;
    case 2: { r = 100; break; }
    case 3:
    case 4: r = -1; break;
    default: r = 999;
    }
    return r;
}

__host__ __device__ int mix(int v) {
    int x = v, i = 0, j;
    do { x += i; i++; } while (i < 3);
    while (true) {
        if (x > 50) break;
        x *= 2;
        if (x % 3 == 0) continue;
        x += 1;
    }
    for (i = 0, j = 10; i < j; i += 2, j--) x ^= i * j;
    x += 5; x -= 2; x *= 3; x /= 2; x %= 1000;
    x <<= 2; x >>= 1; x &= 0xFFF; x |= 0x1000; x ^= 0x55;
    int y = (x++, x++, x);
    int z = v > 3 ? (v > 6 ? 3 : 2) : 1;
    int w = 0;
    int unused = (v > 100) && (++w > 0);   // short-circuit: w stays 0
    unused += (v >= 0) || (++w > 0);
    return y * 10 + z + w * 1000000 + unused * 100000;
}

__global__ void kernel(int *a, int *b) {
    int i = threadIdx.x;
    a[i] = classify(i);
    b[i] = mix(i);
}

int main() {
    const int n = 8;
    int ha[n], hb[n];
    int *da, *db;
    CHECK(cudaMalloc(&da, sizeof(ha)));
    CHECK(cudaMalloc(&db, sizeof(hb)));
    kernel<<<1, n>>>(da, db);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(ha, da, sizeof(ha), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hb, db, sizeof(hb), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        printf("%d: classify dev=%d host=%d mix dev=%d host=%d\n", i, ha[i], classify(i), hb[i], mix(i));
    int k = 5;
    int pre = ++k, post = k++;
    printf("pre=%d post=%d k=%d\n", pre, post, k);
    printf("sizeof char=%d short=%d int=%d long=%d long long=%d float=%d double=%d ptr=%d size_t=%d bool=%d\n",
           (int)sizeof(char), (int)sizeof(short), (int)sizeof(int), (int)sizeof(long),
           (int)sizeof(long long), (int)sizeof(float), (int)sizeof(double), (int)sizeof(int *),
           (int)sizeof(size_t), (int)sizeof(bool));
    printf("sizeof expr: %d %d\n", (int)sizeof(k + 1.0), (int)sizeof ha);
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    return 0;
}
