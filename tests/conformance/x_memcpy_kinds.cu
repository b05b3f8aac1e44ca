// cudaMemcpy in every direction: HostToDevice, DeviceToDevice, DeviceToHost, HostToHost and
// cudaMemcpyDefault (unified addressing), partial copies at offsets, a zero-byte copy,
// cudaMemset on a sub-range, and cudaMemcpyToSymbol/FromSymbol with DeviceToDevice.
#include <cstdio>
#include <cuda_runtime.h>

__device__ int sym[8];

int main() {
    int h[16], back[16];
    for (int i = 0; i < 16; i++) h[i] = i * i;
    int *a, *b;
    cudaMalloc(&a, sizeof h);
    cudaMalloc(&b, sizeof h);
    printf("%s ", cudaGetErrorName(cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice)));
    printf("%s ", cudaGetErrorName(cudaMemcpy(b, a, sizeof h, cudaMemcpyDeviceToDevice)));
    printf("%s ", cudaGetErrorName(cudaMemset(b + 4, 0x7f, 3 * sizeof(int))));
    printf("%s ", cudaGetErrorName(cudaMemcpy(b + 12, a, 4 * sizeof(int), cudaMemcpyDefault)));
    printf("%s ", cudaGetErrorName(cudaMemcpy(back, b, sizeof back, cudaMemcpyDefault)));
    printf("%s\n", cudaGetErrorName(cudaMemcpy(back, b, 0, cudaMemcpyDeviceToHost)));
    for (int i = 0; i < 16; i++) printf("%d ", back[i]);
    printf("\n");
    int hh[4];
    cudaMemcpy(hh, h + 8, sizeof hh, cudaMemcpyHostToHost);
    printf("host to host: %d %d %d %d\n", hh[0], hh[1], hh[2], hh[3]);
    printf("%s ", cudaGetErrorName(cudaMemcpyToSymbol(sym, a + 2, 8 * sizeof(int), 0, cudaMemcpyDeviceToDevice)));
    int s[8];
    printf("%s\n", cudaGetErrorName(cudaMemcpyFromSymbol(s, sym, sizeof s)));
    for (int i = 0; i < 8; i++) printf("%d ", s[i]);
    printf("\n");
    cudaFree(a);
    cudaFree(b);
    return 0;
}
