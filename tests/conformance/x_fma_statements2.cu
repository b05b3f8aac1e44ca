// More shapes of nvcc's fusion across statements (x_fma_statements has the
// common ones): a branch or a call between the product and the add, two
// locals added, the same product defined twice, a product stored and
// added, p + p, p = p + c, a parameter reassigned, a barrier between, a
// loop body, nested blocks, a product read in two adds one of which has a
// written product too. 32 threads, every case with inputs of its own.
#include <cstdio>

#define NT 32
#define NF 24

#define IF(k) float a = v[5 * (k)], b = v[5 * (k) + 1], c = v[5 * (k) + 2], d = v[5 * (k) + 3], e = v[5 * (k) + 4]

__device__ float sink[NT];

__device__ float clampf(float x) {
    if (x > 1.0f) return 1.0f;
    if (x < -1.0f) return -1.0f;
    return x;
}

__device__ float paramReassigned(float a, float b, float c) {
    a = a * b;
    return a + c;
}

__device__ float returnsSum(float a, float b, float c) {
    float p = a * b;
    return p + c;
}

__global__ void kernel(const float *vv, int n, float *oo) {
    int t = threadIdx.x;
    const float *v = vv + 5 * NF * t;
    float *o = oo + NF * t;
    {
        IF(0);
        float p = a * b;
        if (e > 0) sink[t] = e;
        o[0] = p + c;
    }
    {
        IF(1);
        float q = c * d;
        float p = a * b;
        o[1] = p + q;
    }
    {
        IF(2);
        {
            float p = a * b;
            o[2] = p + c;
        }
        {
            float q = a * b;
            o[3] = q + d;
        }
    }
    {
        IF(4);
        float p = a * b;
        sink[t] = p;
        o[4] = p + c;
    }
    {
        IF(5);
        float p = a * b;
        o[5] = p + p;
    }
    {
        IF(6);
        float p = a * b;
        p = p + c;
        o[6] = p;
    }
    {
        IF(7);
        o[7] = paramReassigned(a, b, c);
    }
    {
        IF(8);
        float p = a * b;
        float s = d - p;
        o[8] = s * e + p;
    }
    {
        IF(9);
        float p = a * b;
        __syncthreads();
        o[9] = p + c;
    }
    {
        IF(10);
        float p = a * b;
        sink[t] = clampf(e);
        o[10] = p + c;
    }
    {
        IF(11);
        float acc = c;
        for (int k = 0; k < n; k++) {
            float p = a * b;
            acc += p;
            a += d;
        }
        o[11] = acc;
    }
    {
        IF(12);
        float p = a * b;
        o[12] = p - c * d;
    }
    {
        IF(13);
        float p = a * b;
        o[13] = c * d - p;
    }
    {
        IF(14);
        float p = a * b;
        o[14] = p + c * d;
        o[15] = p + e;
    }
    {
        IF(16);
        float p = a * b;
        o[16] = sqrtf(fabsf(p + c));
    }
    {
        IF(17);
        float p = c;
        o[17] = p + d;
        p = a * b;
        o[18] = p + e;
    }
    {
        IF(19);
        float p = a * b;
        o[19] = p + c;
        {
            o[20] = p + d;
        }
    }
    {
        IF(21);
        o[21] = returnsSum(a, b, c);
    }
    {
        IF(22);
        float p = a * b;
        float q = c * d;
        o[22] = q + p;
        o[23] = q + e;
    }
}

int main() {
    static float hv[5 * NF * NT];
    unsigned seed = 77;
    for (int i = 0; i < 5 * NF * NT; i++) {
        seed = seed * 1664525u + 1013904223u;
        hv[i] = ((seed >> 8) / 16777216.0f) * 4.0f - 2.0f;
    }
    float *dv, *dof;
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&dof, NF * NT * sizeof(float));
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    kernel<<<1, NT>>>(dv, 3, dof);
    static float of[NF * NT];
    cudaMemcpy(of, dof, sizeof of, cudaMemcpyDeviceToHost);
    for (int k = 0; k < NF; k++) {
        printf("g%d", k);
        for (int t = 0; t < NT; t++) printf(" %.9g", of[NF * t + k]);
        printf("\n");
    }
    cudaFree(dv);
    cudaFree(dof);
    return 0;
}
