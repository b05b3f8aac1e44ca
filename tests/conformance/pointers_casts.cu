// Tests pointers: pointer arithmetic and differences, pointers to pointers, void* round
// trips, reinterpret_cast of float bits, static_cast, C-style casts, pointer comparison,
// and device pointer arithmetic inside a kernel (offset base pointers passed to a launch).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void bits(const float *in, unsigned int *out, int n) {
    int i = threadIdx.x;
    if (i < n) {
        const unsigned int *asBits = reinterpret_cast<const unsigned int *>(in);
        out[i] = asBits[i] ^ static_cast<unsigned int>(i);
    }
}

__global__ void offsetWrite(int *base) {
    int *p = base + 2;           // kernels see the offset pointer
    *(p + threadIdx.x) = 100 + threadIdx.x;
    p[-1] = -1;                  // negative index relative to p (written by all lanes: same value)
}

void swap(int **a, int **b) { int *t = *a; *a = *b; *b = t; }

int main() {
    int arr[6] = {10, 20, 30, 40, 50, 60};
    int *p = arr, *q = &arr[4];
    printf("q - p = %ld, *(p + 3) = %d, p[5] = %d, q > p: %d\n", (long)(q - p), *(p + 3), p[5], q > p);
    swap(&p, &q);
    printf("after swap: *p = %d, *q = %d\n", *p, *q);
    void *v = arr;
    int *back = (int *)v;
    char *bytes = static_cast<char *>(v);
    printf("void* round trip: %d, byte offset of arr[2]: %d\n", back[1], (int)((char *)&arr[2] - bytes));
    float f = 1.0f;
    unsigned int u;
    memcpy(&u, &f, sizeof u);
    printf("bits of 1.0f = 0x%08x, (int)2.75 = %d, (char)321 = %d\n", u, (int)2.75, (char)321);

    float hin[4] = {1.0f, -2.0f, 0.5f, 3.0f};
    unsigned int hout[4];
    float *din;
    unsigned int *dout;
    CHECK(cudaMalloc(&din, sizeof(hin)));
    CHECK(cudaMalloc(&dout, sizeof(hout)));
    CHECK(cudaMemcpy(din, hin, sizeof(hin), cudaMemcpyHostToDevice));
    bits<<<1, 4>>>(din, dout, 4);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hout, dout, sizeof(hout), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; i++) printf("bits[%d] = 0x%08x\n", i, hout[i]);

    int hbuf[8];
    int *dbuf;
    CHECK(cudaMalloc(&dbuf, sizeof(hbuf)));
    CHECK(cudaMemset(dbuf, 0, sizeof(hbuf)));
    offsetWrite<<<1, 4>>>(dbuf);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hbuf, dbuf, sizeof(hbuf), cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; i++) printf("%d ", hbuf[i]);
    printf("\n");
    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    CHECK(cudaFree(dbuf));
    return 0;
}
