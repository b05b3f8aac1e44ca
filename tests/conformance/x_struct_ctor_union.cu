// Structs with constructors and member functions passed to kernels by value, a union for
// type punning, bit fields and an enum driving a switch in device code.
#include <cstdio>
#include <cuda_runtime.h>

enum Op { OP_ADD, OP_SUB, OP_MUL, OP_MAX = 7 };
enum class Shape : int { Circle = 1, Square = 2 };

struct Params {
    int scale;
    float offset;
    Op op;
    __host__ __device__ Params(int s, float o, Op p) : scale(s), offset(o), op(p) {}
    __host__ __device__ float apply(float x) const {
        switch (op) {
        case OP_ADD: return x + offset;
        case OP_SUB: return x - offset;
        case OP_MUL: return x * scale;
        default: return x > offset ? x : offset;
        }
    }
};

union Bits {
    float f;
    unsigned int u;
    unsigned char b[4];
};

struct Packed {
    unsigned int a : 4;
    unsigned int b : 12;
    unsigned int c : 16;
};

__global__ void applyKernel(Params p, const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = p.apply(in[i]);
}

__global__ void punKernel(unsigned int *out, Shape s) {
    Bits x;
    x.f = 1.5f * (threadIdx.x + 1);
    Packed pk;
    pk.a = threadIdx.x;
    pk.b = threadIdx.x * 100;
    pk.c = 0xFFFF;
    pk.c += 2;
    out[threadIdx.x] = x.u ^ (x.b[3] << 8) ^ (pk.a + pk.b + pk.c) ^ (s == Shape::Square ? 1u : 0u);
}

int main() {
    const int n = 8;
    float h[n], *din, *dout;
    for (int i = 0; i < n; i++) h[i] = i * 1.25f;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    Op ops[4] = {OP_ADD, OP_SUB, OP_MUL, OP_MAX};
    for (int k = 0; k < 4; k++) {
        Params p(3, 4.5f, ops[k]);
        applyKernel<<<1, 32>>>(p, din, dout, n);
        float r[n];
        cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
        printf("op %d:", (int)ops[k]);
        for (int i = 0; i < n; i++) printf(" %.2f", r[i]);
        printf(" | host %.2f\n", p.apply(h[n - 1]));
    }
    unsigned int *du, hu[8];
    cudaMalloc(&du, sizeof hu);
    punKernel<<<1, 8>>>(du, Shape::Square);
    cudaMemcpy(hu, du, sizeof hu, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%08x%c", hu[i], i == 7 ? '\n' : ' ');
    printf("sizeof Packed=%zu Bits=%zu Params=%zu\n", sizeof(Packed), sizeof(Bits), sizeof(Params));
    Packed q = {15, 4095, 65535};
    printf("q: %u %u %u\n", q.a, q.b, q.c);
    q.a++;
    printf("q.a wraps: %u\n", q.a);
    cudaFree(din); cudaFree(dout); cudaFree(du);
    return 0;
}
