// Tests C++ reference variables: `float &acc = out[i]` in a kernel accumulating
// through the reference, references to struct members and array elements on the host,
// const references, auto &, references passed on to reference parameters, and
// swapping through references.
#include <cstdio>
#include <cuda_runtime.h>

struct Stats { int count; float total; float maxv; };

__device__ void bump(int &c) { c += 1; }

__global__ void accumulate(float *out, const float *in, int n, int reps) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float &acc = out[i];
    acc = 0.0f;
    for (int r = 0; r < reps; r++) acc += in[i] * (r + 1);
    int hits = 0;
    int &h = hits;
    if (acc > 10.0f) bump(h);
    if (acc > 20.0f) bump(h);
    const float &view = out[i];
    out[i] = view + hits * 1000.0f;
}

void addSample(Stats &s, float v) {
    int &c = s.count;
    float &t = s.total;
    c++;
    t += v;
    if (v > s.maxv) s.maxv = v;
}

int main() {
    const int n = 12;
    float in[n], out[n];
    for (int i = 0; i < n; i++) in[i] = 0.5f * i;
    float *din, *dout;
    cudaMalloc(&din, sizeof(in));
    cudaMalloc(&dout, sizeof(out));
    cudaMemcpy(din, in, sizeof(in), cudaMemcpyHostToDevice);
    accumulate<<<3, 4>>>(dout, din, n, 4);
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    Stats s = {0, 0.0f, -1.0f};
    for (int i = 0; i < n; i++) {
        const float &v = out[i];
        addSample(s, v);
        printf("out[%d] = %.2f\n", i, v);
    }
    printf("count %d total %.2f max %.2f\n", s.count, s.total, s.maxv);
    int a = 3, b = 9;
    int &ra = a, &rb = b;
    int tmp = ra;
    ra = rb;
    rb = tmp;
    printf("swapped: a=%d b=%d\n", a, b);
    auto &last = out[n - 1];
    last = -1.0f;
    printf("last via auto&: %.1f\n", out[n - 1]);
    int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int &corner = grid[1][2];
    corner *= 10;
    printf("corner %d\n", grid[1][2]);
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
