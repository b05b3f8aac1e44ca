// Function pointers in host and device code: a typedef'd pointer passed to a
// function, a table of pointers, &f and (*fp)(...), and in a kernel a
// per-thread choice among __device__ functions, so that the lanes of a warp
// call different functions through one call site.
#include <cstdio>

typedef float (*BinOp)(float, float);

__host__ __device__ float add(float a, float b) { return a + b; }
__host__ __device__ float mul(float a, float b) { return a * b; }
__device__ float sub(float a, float b) { return a - b; }
__device__ float hyp(float a, float b) { return sqrtf(a * a + b * b); }

float apply(BinOp f, float a, float b) { return f(a, b); }
int twice(int x) { return 2 * x; }
int square(int x) { return x * x; }

int fold(int (*step)(int), int x, int n) {
    for (int i = 0; i < n; i++) x = step(x) % 1000;
    return x;
}

__global__ void pick(const float *a, float *out) {
    BinOp ops[4] = {add, mul, sub, hyp};
    int t = threadIdx.x;
    BinOp op = ops[(t * 7 / 3) % 4];
    out[t] = op(a[t], 2.0f) + (*op)(1.0f, 1.0f);
}

int main() {
    int (*g)(int) = &twice;
    BinOp table[2] = {add, mul};
    printf("%g %g %d %d\n", apply(add, 2, 3), apply(table[1], 2.5f, 3), g(21), (*g)(5));
    printf("%d %d\n", fold(square, 3, 4), fold(twice, 7, 9));
    float h[32], r[32];
    for (int i = 0; i < 32; i++) h[i] = 0.5f * i - 3;
    float *da, *dout;
    cudaMalloc(&da, sizeof h);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(da, h, sizeof h, cudaMemcpyHostToDevice);
    pick<<<1, 32>>>(da, dout);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i++) printf("%g%c", r[i], i % 8 == 7 ? '\n' : ' ');
    cudaFree(da);
    cudaFree(dout);
    return 0;
}
