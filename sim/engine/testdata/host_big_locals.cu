// Large local arrays in main, as many course programs declare their host
// buffers (float h_a[999999], h_c[999999]: 8 MB): up to Linux's default 8
// MiB stack g++'s program runs, and so must the lab's, whose stack starts
// at 1 MiB. A frame beyond 8 MiB overflows the stack
// (tests/diagnostics/runtime_stack_overflow.cu has the message).
#include <cstdio>

#define N 200000 // two arrays of 800 KB

__global__ void relu(const float *a, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] > 0 ? a[i] : 0.01f * a[i];
}

float sumOf(const float *x, int n) {
    float local[256];
    float s = 0;
    for (int i = 0; i < 256; i++) local[i] = 0;
    for (int i = 0; i < n; i++) s += x[i];
    return s + local[7];
}

int main() {
    float h_a[N], h_c[N];
    for (int i = 0; i < N; i++) h_a[i] = (i % 7) - 3.0f;
    float *d_a, *d_c;
    cudaMalloc(&d_a, N * sizeof(float));
    cudaMalloc(&d_c, N * sizeof(float));
    cudaMemcpy(d_a, h_a, N * sizeof(float), cudaMemcpyHostToDevice);
    relu<<<(N + 255) / 256, 256>>>(d_a, d_c, N);
    cudaMemcpy(h_c, d_c, N * sizeof(float), cudaMemcpyDeviceToHost);
    printf("%g %g %g\n", h_c[0], h_c[3], h_c[N - 1]);
    printf("%.2f\n", sumOf(h_c, N));
    return 0;
}
// Output:
// -0.03 0 -0.01
// 169658.77
