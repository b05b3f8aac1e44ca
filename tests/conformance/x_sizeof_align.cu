// Layouts the host and device agree on: sizeof and alignof of built-in, CUDA vector and
// user types, __align__(16) structs, offsetof, arrays of structs with padding, and a kernel
// that reads a packed struct array written by the host.
#include <cstdio>
#include <cstddef>
#include <cuda_runtime.h>

struct A { char c; int i; short s; };
struct B { double d; char c; };
struct __align__(16) C { float x, y, z; };
struct D { char tag[3]; B b; A a[2]; };
typedef struct { int id; float2 p; char name[5]; } Rec;

__global__ void readRecs(const Rec *r, int n, float *out) {
    int i = threadIdx.x;
    if (i < n) out[i] = r[i].id * 100.0f + r[i].p.x + r[i].p.y + r[i].name[i % 5];
}

__global__ void devSizes(int *out) {
    out[0] = sizeof(A); out[1] = sizeof(B); out[2] = sizeof(C); out[3] = sizeof(D); out[4] = sizeof(Rec);
    out[5] = alignof(B); out[6] = alignof(C); out[7] = offsetof(D, a); out[8] = sizeof(long double) > 0;
    out[9] = sizeof(double2); out[10] = alignof(double2); out[11] = sizeof(char4); out[12] = sizeof(short3);
    out[13] = sizeof(long); out[14] = sizeof(void *); out[15] = sizeof(dim3);
}

int main() {
    printf("host: A=%zu B=%zu C=%zu D=%zu Rec=%zu alignB=%zu alignC=%zu off(D,a)=%zu off(D,b)=%zu off(Rec,name)=%zu\n",
           sizeof(A), sizeof(B), sizeof(C), sizeof(D), sizeof(Rec), alignof(B), alignof(C), offsetof(D, a),
           offsetof(D, b), offsetof(Rec, name));
    printf("vectors: float2=%zu float3=%zu float4=%zu double2=%zu char4=%zu short3=%zu int3=%zu longlong2=%zu uchar2=%zu\n",
           sizeof(float2), sizeof(float3), sizeof(float4), sizeof(double2), sizeof(char4), sizeof(short3),
           sizeof(int3), sizeof(longlong2), sizeof(uchar2));
    int *dsz, sz[16];
    cudaMalloc(&dsz, sizeof sz);
    devSizes<<<1, 1>>>(dsz);
    cudaMemcpy(sz, dsz, sizeof sz, cudaMemcpyDeviceToHost);
    printf("device:");
    for (int i = 0; i < 16; i++) printf(" %d", sz[i]);
    printf("\n");
    Rec recs[6];
    for (int i = 0; i < 6; i++) {
        recs[i].id = i;
        recs[i].p = make_float2(i * 0.5f, -1.0f);
        for (int k = 0; k < 5; k++) recs[i].name[k] = (char)('A' + i + k);
    }
    Rec *dr;
    float *dout, out[6];
    cudaMalloc(&dr, sizeof recs);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(dr, recs, sizeof recs, cudaMemcpyHostToDevice);
    readRecs<<<1, 32>>>(dr, 6, dout);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++) printf("%.1f ", out[i]);
    printf("\n");
    C cs[3];
    printf("C array stride %td\n", (char *)&cs[1] - (char *)&cs[0]);
    cudaFree(dsz); cudaFree(dr); cudaFree(dout);
    return 0;
}
