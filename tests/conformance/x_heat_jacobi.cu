// Heat diffusion on a 2-D plate by Jacobi sweeps: two buffers swapped each
// step, a hot edge held fixed, and the explicit update u + k*(laplacian),
// whose products nvcc contracts into FMAs. After 200 steps small rounding
// differences would show in the printed temperatures.
#include <cstdio>

#define NX 48
#define NY 32

__global__ void step(const float *u, float *v, float k) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= NX || y >= NY) return;
    int i = y * NX + x;
    if (x == 0 || y == 0 || x == NX - 1 || y == NY - 1) {
        v[i] = u[i]; // fixed boundary
        return;
    }
    float lap = u[i - 1] + u[i + 1] + u[i - NX] + u[i + NX] - 4.0f * u[i];
    v[i] = u[i] + k * lap;
}

__global__ void average(const float *u, float *rowMean) {
    __shared__ float part[NX];
    int y = blockIdx.x, x = threadIdx.x;
    part[x] = u[y * NX + x];
    __syncthreads();
    if (x == 0) {
        float s = 0;
        for (int j = 0; j < NX; j++) s += part[j];
        rowMean[y] = s / NX;
    }
}

int main() {
    static float h[NX * NY];
    for (int y = 0; y < NY; y++)
        for (int x = 0; x < NX; x++) h[y * NX + x] = (y == 0) ? 100.0f : (x == 0 ? 25.0f * y / NY : 0.0f);
    float *a, *b, *means;
    cudaMalloc(&a, sizeof h);
    cudaMalloc(&b, sizeof h);
    cudaMalloc(&means, NY * sizeof(float));
    cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
    dim3 block(16, 16), grid((NX + 15) / 16, (NY + 15) / 16);
    for (int t = 0; t < 200; t++) {
        step<<<grid, block>>>(a, b, 0.2f);
        float *tmp = a;
        a = b;
        b = tmp;
    }
    average<<<NY, NX>>>(a, means);
    cudaMemcpy(h, a, sizeof h, cudaMemcpyDeviceToHost);
    float m[NY];
    cudaMemcpy(m, means, sizeof m, cudaMemcpyDeviceToHost);
    for (int y = 1; y < NY; y += 6) printf("row %2d: %.7f %.7f %.7f mean %.6f\n", y, h[y * NX + 1], h[y * NX + NX / 2], h[y * NX + NX - 2], m[y]);
    double total = 0;
    for (int i = 0; i < NX * NY; i++) total += h[i];
    printf("total heat %.9g\n", total);
    printf("bits of the centre: %08x\n", *(unsigned *)&h[(NY / 2) * NX + NX / 2]);
    cudaFree(a);
    cudaFree(b);
    cudaFree(means);
    return 0;
}
