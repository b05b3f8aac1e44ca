#include <cstdio>

__global__ void k(int *out, int z) { out[threadIdx.x] = 7 / z + 1; }

int main() {
    int *d, h = 0;
    cudaMalloc(&d, sizeof(int));
    k<<<1, 1>>>(d, 0);
    cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost);
    printf("device: %d\n", h);
    int zero = h - h;
    printf("host: %d\n", 7 / zero);
    return 0;
}
// Exit: 136
// Diagnostic: divzero.cu:12:5: error: integer division by zero
// Diagnostic: the last 10 bytes the program printed were still in stdout's buffer and are lost
// Output:
