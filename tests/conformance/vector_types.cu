// Tests CUDA vector types and their make_* constructors: char2..4, int2..4, uint2..4,
// float2..4, double2 and dim3 (default components of 1), member access .x/.y/.z/.w,
// vector loads from device memory and sizeof/alignment of each type.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void combine(const float4 *a, const int2 *b, float4 *out, double2 *dout, uint4 *uout) {
    int i = threadIdx.x;
    float4 v = a[i];
    int2 w = b[i];
    out[i] = make_float4(v.x + w.x, v.y + w.y, v.z * 2.0f, v.w - 1.0f);
    dout[i] = make_double2((double)v.x / 4.0, (double)w.y);
    uint3 t = make_uint3(threadIdx.x, blockDim.x, gridDim.x);
    uout[i] = make_uint4(t.x, t.y, t.z, t.x * t.y);
}

int main() {
    char2 c2 = make_char2('a', 'b');
    char3 c3 = make_char3('c', 'd', 'e');
    char4 c4 = make_char4('f', 'g', 'h', 'i');
    int3 i3 = make_int3(1, -2, 3);
    int4 i4 = make_int4(4, 5, 6, 7);
    uint2 u2 = make_uint2(8u, 9u);
    float2 f2 = make_float2(0.5f, 1.5f);
    float3 f3 = make_float3(2.5f, 3.5f, 4.5f);
    dim3 g(4), b(8, 2);
    printf("%c%c %c%c%c %c%c%c%c\n", c2.x, c2.y, c3.x, c3.y, c3.z, c4.x, c4.y, c4.z, c4.w);
    printf("int3(%d,%d,%d) int4 sum=%d uint2(%u,%u)\n", i3.x, i3.y, i3.z, i4.x + i4.y + i4.z + i4.w, u2.x, u2.y);
    printf("float2(%.2f,%.2f) float3(%.2f,%.2f,%.2f)\n", f2.x, f2.y, f3.x, f3.y, f3.z);
    printf("dim3 g=(%u,%u,%u) b=(%u,%u,%u)\n", g.x, g.y, g.z, b.x, b.y, b.z);
    printf("sizeof: char2=%d char3=%d char4=%d int2=%d int3=%d int4=%d float4=%d double2=%d dim3=%d\n",
           (int)sizeof(char2), (int)sizeof(char3), (int)sizeof(char4), (int)sizeof(int2), (int)sizeof(int3),
           (int)sizeof(int4), (int)sizeof(float4), (int)sizeof(double2), (int)sizeof(dim3));
    printf("alignof: int2=%d float4=%d double2=%d\n", (int)alignof(int2), (int)alignof(float4), (int)alignof(double2));

    const int n = 4;
    float4 ha[n];
    int2 hb[n];
    for (int i = 0; i < n; i++) {
        ha[i] = make_float4(i, i + 0.5f, i * 2.0f, 1.0f);
        hb[i] = make_int2(10 * i, -i);
    }
    float4 *da, *dout;
    int2 *db;
    double2 *dd;
    uint4 *du;
    CHECK(cudaMalloc(&da, sizeof(ha)));
    CHECK(cudaMalloc(&db, sizeof(hb)));
    CHECK(cudaMalloc(&dout, sizeof(ha)));
    CHECK(cudaMalloc(&dd, n * sizeof(double2)));
    CHECK(cudaMalloc(&du, n * sizeof(uint4)));
    CHECK(cudaMemcpy(da, ha, sizeof(ha), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, hb, sizeof(hb), cudaMemcpyHostToDevice));
    combine<<<1, n>>>(da, db, dout, dd, du);
    CHECK(cudaGetLastError());
    float4 ho[n];
    double2 hd[n];
    uint4 hu[n];
    CHECK(cudaMemcpy(ho, dout, sizeof(ho), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hd, dd, sizeof(hd), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hu, du, sizeof(hu), cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i++)
        printf("out[%d]=(%.1f,%.1f,%.1f,%.1f) d=(%.3f,%.1f) u=(%u,%u,%u,%u)\n", i, ho[i].x, ho[i].y, ho[i].z,
               ho[i].w, hd[i].x, hd[i].y, hu[i].x, hu[i].y, hu[i].z, hu[i].w);
    CHECK(cudaFree(da));
    CHECK(cudaFree(db));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dd));
    CHECK(cudaFree(du));
    return 0;
}
