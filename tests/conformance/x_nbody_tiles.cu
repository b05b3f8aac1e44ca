// All-pairs gravity over shared float4 tiles with rsqrtf, the hardware's approximation (where
// x_nbody_step takes IEEE 1/sqrtf and prints 4 decimals): its cube and three sums a pair, the
// accelerations' bits hashed, so that each rsqrtf and fused multiply-add counts to the bit.
#include <cstdio>
#include <cmath>
#define N 1024
#define BS 128

__global__ void forces(const float4 *p, float3 *acc, float soft) {
    __shared__ float4 sh[BS];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 me = p[i];
    float3 a = make_float3(0.0f, 0.0f, 0.0f);
    for (int tile = 0; tile < N / BS; tile++) {
        sh[threadIdx.x] = p[tile * BS + threadIdx.x];
        __syncthreads();
        for (int j = 0; j < BS; j++) {
            float4 o = sh[j];
            float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
            float d2 = dx * dx + dy * dy + dz * dz + soft;
            float inv = rsqrtf(d2);
            float s = o.w * inv * inv * inv;
            a.x += dx * s;
            a.y += dy * s;
            a.z += dz * s;
        }
        __syncthreads();
    }
    acc[i] = a;
}

int main() {
    static float4 h[N];
    static float3 a[N];
    for (int i = 0; i < N; i++) h[i] = make_float4(sinf(i * 0.37f), cosf(i * 0.71f), sinf(i * 0.13f + 1.0f), 0.5f + (i % 3));
    float4 *dp;
    float3 *da;
    cudaMalloc(&dp, sizeof h);
    cudaMalloc(&da, sizeof a);
    cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
    forces<<<N / BS, BS>>>(dp, da, 1e-3f);
    cudaMemcpy(a, da, sizeof a, cudaMemcpyDeviceToHost);
    unsigned hash = 0;
    for (int i = 0; i < N; i++) {
        hash = hash * 31 + *(unsigned *)&a[i].x;
        hash = hash * 31 + *(unsigned *)&a[i].y;
        hash = hash * 31 + *(unsigned *)&a[i].z;
    }
    printf("hash %08x\n", hash);
    for (int i = 0; i < N; i += 341) printf("a[%4d] = %.7g %.7g %.7g\n", i, a[i].x, a[i].y, a[i].z);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
