// One n-body integration step with float3/float4, shared-memory tiles of bodies, softening
// and 1/sqrtf, as in GPU Gems 3 chapter 31 but with sqrtf and a plain division (IEEE on
// the device by default). Positions are printed with 4 decimals.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

#define TILE 64
#define SOFT 0.01f

__device__ float3 bodyBody(float4 bi, float4 bj, float3 ai) {
    float3 r;
    r.x = bj.x - bi.x;
    r.y = bj.y - bi.y;
    r.z = bj.z - bi.z;
    float d2 = r.x * r.x + r.y * r.y + r.z * r.z + SOFT;
    float inv = 1.0f / sqrtf(d2);
    float inv3 = inv * inv * inv;
    float s = bj.w * inv3;
    ai.x += r.x * s;
    ai.y += r.y * s;
    ai.z += r.z * s;
    return ai;
}

__global__ void step(float4 *pos, float3 *vel, int n, float dt) {
    __shared__ float4 sh[TILE];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 me = pos[i];
    float3 acc = make_float3(0.0f, 0.0f, 0.0f);
    for (int t = 0; t < n / TILE; t++) {
        sh[threadIdx.x] = pos[t * TILE + threadIdx.x];
        __syncthreads();
        for (int j = 0; j < TILE; j++) acc = bodyBody(me, sh[j], acc);
        __syncthreads();
    }
    float3 v = vel[i];
    v.x += acc.x * dt; v.y += acc.y * dt; v.z += acc.z * dt;
    vel[i] = v;
    __syncthreads();
    pos[i] = make_float4(me.x + v.x * dt, me.y + v.y * dt, me.z + v.z * dt, me.w);
}

int main() {
    const int n = 256;
    float4 p[n];
    float3 v[n];
    for (int i = 0; i < n; i++) {
        float a = i * 0.1f;
        p[i] = make_float4(cosf(a) * (1 + i % 7), sinf(a) * (1 + i % 5), (i % 11) * 0.1f - 0.5f, 1.0f + (i % 3));
        v[i] = make_float3(0, 0, 0);
    }
    float4 *dp;
    float3 *dv;
    cudaMalloc(&dp, sizeof p);
    cudaMalloc(&dv, sizeof v);
    cudaMemcpy(dp, p, sizeof p, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, v, sizeof v, cudaMemcpyHostToDevice);
    for (int s = 0; s < 3; s++) step<<<n / TILE, TILE>>>(dp, dv, n, 0.001f);
    cudaMemcpy(p, dp, sizeof p, cudaMemcpyDeviceToHost);
    cudaMemcpy(v, dv, sizeof v, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 51) printf("%3d: %.4f %.4f %.4f | %.4f %.4f %.4f\n", i, p[i].x, p[i].y, p[i].z, v[i].x, v[i].y, v[i].z);
    printf("sizeof float3 %zu float4 %zu\n", sizeof(float3), sizeof(float4));
    cudaFree(dp);
    cudaFree(dv);
    return 0;
}
