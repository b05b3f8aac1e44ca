// Tests array-of-structures against structure-of-arrays layouts: the same update on an AoS
// buffer (strided field access) and on SoA buffers (contiguous access), with identical
// results, plus a struct containing an array member.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

struct Body { float x, y, z, mass; };
struct Bodies { float *x, *y, *z, *mass; };
struct Stats { int count; int hist[4]; };

__global__ void updateAoS(Body *b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { b[i].x += b[i].mass; b[i].y -= b[i].mass * 2.0f; b[i].z = b[i].x + b[i].y; }
}

__global__ void updateSoA(Bodies b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { b.x[i] += b.mass[i]; b.y[i] -= b.mass[i] * 2.0f; b.z[i] = b.x[i] + b.y[i]; }
}

__global__ void countStats(const Body *b, int n, Stats *s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        atomicAdd(&s->count, 1);
        atomicAdd(&s->hist[(int)b[i].mass % 4], 1);
    }
}

int main() {
    const int n = 200;
    Body h[n];
    float hx[n], hy[n], hz[n], hm[n];
    for (int i = 0; i < n; i++) {
        h[i].x = hx[i] = (float)i; h[i].y = hy[i] = (float)(2 * i); h[i].z = hz[i] = 0.0f;
        h[i].mass = hm[i] = (float)(i % 9);
    }
    Body *db;
    Bodies soa;
    Stats *ds, hs;
    CHECK(cudaMalloc(&db, sizeof(h)));
    CHECK(cudaMalloc(&soa.x, sizeof(hx)));
    CHECK(cudaMalloc(&soa.y, sizeof(hy)));
    CHECK(cudaMalloc(&soa.z, sizeof(hz)));
    CHECK(cudaMalloc(&soa.mass, sizeof(hm)));
    CHECK(cudaMalloc(&ds, sizeof(Stats)));
    CHECK(cudaMemset(ds, 0, sizeof(Stats)));
    CHECK(cudaMemcpy(db, h, sizeof(h), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(soa.x, hx, sizeof(hx), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(soa.y, hy, sizeof(hy), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(soa.z, hz, sizeof(hz), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(soa.mass, hm, sizeof(hm), cudaMemcpyHostToDevice));
    updateAoS<<<(n + 63) / 64, 64>>>(db, n);
    CHECK(cudaGetLastError());
    updateSoA<<<(n + 63) / 64, 64>>>(soa, n);
    CHECK(cudaGetLastError());
    countStats<<<(n + 63) / 64, 64>>>(db, n, ds);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(h, db, sizeof(h), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hz, soa.z, sizeof(hz), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&hs, ds, sizeof(Stats), cudaMemcpyDeviceToHost));
    int same = 0;
    for (int i = 0; i < n; i++) same += h[i].z == hz[i];
    printf("AoS z[7]=%.1f SoA z[7]=%.1f identical=%d/%d\n", h[7].z, hz[7], same, n);
    printf("count=%d hist=%d %d %d %d sizeof(Body)=%d\n", hs.count, hs.hist[0], hs.hist[1], hs.hist[2], hs.hist[3],
           (int)sizeof(Body));
    CHECK(cudaFree(db));
    CHECK(cudaFree(soa.x));
    CHECK(cudaFree(soa.y));
    CHECK(cudaFree(soa.z));
    CHECK(cudaFree(soa.mass));
    CHECK(cudaFree(ds));
    return 0;
}
