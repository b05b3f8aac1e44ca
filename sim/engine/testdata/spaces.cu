#include <cstdio>

__constant__ float coeff[4];
__device__ int counter;
__device__ int table[3] = {7, 8, 9};

struct Acc {
    float sum;
    int n;
};

__device__ Acc combine(Acc a, float x) {
    Acc r;
    r.sum = a.sum + x * coeff[a.n % 4];
    r.n = a.n + 1;
    return r;
}

__global__ void k(float4 *v, float *out, int n) {
    extern __shared__ float dyn[];
    __shared__ int tile[4][8];
    int t = threadIdx.x;
    int local[5];
    for (int i = 0; i < 5; i++) local[i] = t * i;
    tile[t / 8][t % 8] = t;
    dyn[t] = (float)t * 0.5f;
    __syncthreads();
    float4 q = v[t % n];
    Acc a = {0.0f, 0};
    a = combine(a, q.x);
    a = combine(a, q.y);
    a = combine(a, q.z + dyn[31 - t]);
    out[t] = a.sum + local[t % 5] + tile[3 - t / 8][7 - t % 8] + table[t % 3];
    if (t == 0) atomicAdd(&counter, 5);
}

int main() {
    float c[4] = {1.0f, 10.0f, 100.0f, 1000.0f};
    cudaMemcpyToSymbol(coeff, c, sizeof(c));
    float4 hv[2];
    hv[0] = make_float4(1, 2, 3, 4);
    hv[1] = make_float4(0.5f, 0.25f, 0.125f, 0);
    float4 *dv;
    float *dout, hout[32];
    cudaMalloc(&dv, sizeof(hv));
    cudaMalloc(&dout, sizeof(hout));
    cudaMemcpy(dv, hv, sizeof(hv), cudaMemcpyHostToDevice);
    k<<<1, 32, 32 * sizeof(float)>>>(dv, dout, 2);
    k<<<1, 32, 32 * sizeof(float)>>>(dv, dout, 2);
    cudaMemcpy(hout, dout, sizeof(hout), cudaMemcpyDeviceToHost);
    int cnt = 0;
    cudaMemcpyFromSymbol(&cnt, counter, sizeof(int));
    printf("%.3f %.3f %.3f %.3f counter=%d\n", hout[0], hout[1], hout[17], hout[31], cnt);
    return 0;
}
// Output:
// 1909.000 1554.500 772.500 54.500 counter=10
