// Collision queries per ray/particle: first sphere hit by a ray (quadratic discriminant, early
// exit), first neighbour inside a radius (while loop whose condition is a squared distance), and
// a marching loop that stops when x*x + y*y leaves the unit disc. 64 threads.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define NS 12

__global__ void queries(const float4* spheres, const float2* pts, int npts, float* out, int* idx) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    // ray from (ox, oy, -5) along a normalised direction
    float ox = (t % 8) * 0.3f - 1.1f, oy = (t / 8) * 0.3f - 1.1f, oz = -5.0f;
    float dx = 0.05f * (t % 5) - 0.1f, dy = 0.04f * (t % 3) - 0.04f, dz = 1.0f;
    float inv = rsqrtf(dx * dx + dy * dy + dz * dz);
    dx *= inv; dy *= inv; dz *= inv;
    int hit = -1; float tHit = 0.0f;
    for (int s = 0; s < NS; ++s) {
        float4 sp = spheres[s];
        float lx = ox - sp.x, ly = oy - sp.y, lz = oz - sp.z;
        float b = lx * dx + ly * dy + lz * dz;
        float c = lx * lx + ly * ly + lz * lz - sp.w * sp.w;
        float disc = b * b - c;
        if (disc < 0.0f) continue;
        float sq = sqrtf(disc);
        float t0 = -b - sq;
        tHit = t0 > 0.0f ? t0 : -b + sq;
        hit = s;
        break;
    }

    // first neighbour within radius r of my point
    float px = pts[t % npts].x, py = pts[t % npts].y;
    float r = 0.35f + 0.01f * t;
    int j = 0;
    float ddx = pts[0].x - px, ddy = pts[0].y - py;
    while (j < npts && (j == t % npts || ddx * ddx + ddy * ddy > r * r)) {
        ++j;
        if (j < npts) { ddx = pts[j].x - px; ddy = pts[j].y - py; }
    }

    // march outward along a spiral until leaving the unit disc
    float x = 0.01f * t, y = 0.0f, step = 0.0f;
    int k = 0;
    while (x * x + y * y < 1.0f && k < 200) {
        float nx = x + 0.05f * x - 0.07f * y + 0.01f;
        float ny = y + 0.07f * x + 0.05f * y;
        x = nx; y = ny; step += 0.05f * k; ++k;
    }
    out[t * 3 + 0] = tHit;
    out[t * 3 + 1] = x * x + y * y;
    out[t * 3 + 2] = step;
    idx[t * 3 + 0] = hit; idx[t * 3 + 1] = j; idx[t * 3 + 2] = k;
}

int main() {
    const int N = 64, NP = 24;
    float4 hs[NS]; float2 hp[NP];
    for (int s = 0; s < NS; ++s)
        hs[s] = make_float4((float)(s % 4) * 0.7f - 1.0f, (float)(s / 4) * 0.9f - 0.9f, 1.0f + s * 0.37f, 0.3f + 0.05f * (s % 3));
    for (int i = 0; i < NP; ++i)
        hp[i] = make_float2((float)((i * 7) % 10) / 3.0f, (float)((i * 3) % 8) / 2.7f);
    float4* dsph; float2* dpts; float* dout; int* didx;
    cudaMalloc(&dsph, sizeof hs); cudaMalloc(&dpts, sizeof hp);
    cudaMalloc(&dout, N * 3 * 4); cudaMalloc(&didx, N * 3 * 4);
    cudaMemcpy(dsph, hs, sizeof hs, cudaMemcpyHostToDevice);
    cudaMemcpy(dpts, hp, sizeof hp, cudaMemcpyHostToDevice);
    queries<<<2, 32>>>(dsph, dpts, NP, dout, didx);
    float o[N * 3]; int ix[N * 3];
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(ix, didx, sizeof ix, cudaMemcpyDeviceToHost);
    for (int t = 0; t < N; ++t) {
        unsigned u[3]; memcpy(u, &o[t * 3], 12);
        printf("%2d hit %2d t %08x | nb %2d | k %3d r2 %08x step %08x\n", t, ix[t * 3], u[0], ix[t * 3 + 1], ix[t * 3 + 2], u[1], u[2]);
    }
    return 0;
}
