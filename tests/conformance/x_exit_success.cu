// exit(EXIT_SUCCESS) in the middle of main ends the program with status 0
// and flushes what was printed; the code after it never runs.
#include <cstdio>
#include <cstdlib>

__global__ void square(int *v) { v[threadIdx.x] *= v[threadIdx.x]; }

void finish(int *d, int code) {
    cudaFree(d);
    printf("finishing with %d\n", code);
    exit(code);
}

int main() {
    int h[8], *d;
    for (int i = 0; i < 8; i++) h[i] = i + 1;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    square<<<1, 8>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) printf("%d ", h[i]);
    printf("\n");
    finish(d, EXIT_SUCCESS);
    printf("not reached\n");
    return 3;
}
