// The address of a const T& parameter is the argument's: a pointer kept from it reads what the
// caller writes afterwards, on the host and on the device, and a view struct built from const
// references (pointers taken in its constructor) sees the caller's objects, not copies.
#include <cstdio>
#include <cuda_runtime.h>

struct Mat2 { float a, b, c, d; };

__host__ __device__ const int *addressOf(const int &s) { return &s; }

struct View {
    const Mat2 *m;
    const float *shift;
    __host__ __device__ View(const Mat2 &mat, const float &s) : m(&mat), shift(&s) {}
    __host__ __device__ float apply(float x, float y) const { return m->a * x + m->b * y + *shift; }
};

__global__ void kernel(int *out, float *fout) {
    int x = 5;
    const int *p = addressOf(x);
    x = 9 + threadIdx.x;
    out[2 * threadIdx.x] = *p;
    out[2 * threadIdx.x + 1] = p == &x;

    Mat2 m = {1.5f, -2.0f, 0.0f, 1.0f};
    float s = 0.25f;
    View v(m, s);
    m.a = 3.0f;                 // the view reads the caller's objects
    s = -1.0f;
    fout[threadIdx.x] = v.apply((float)threadIdx.x, 2.0f);
}

int main() {
    int *d; float *f;
    cudaMalloc(&d, 8 * sizeof(int));
    cudaMalloc(&f, 4 * sizeof(float));
    kernel<<<1, 4>>>(d, f);
    int h[8]; float hf[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++) printf("thread %d: *p=%d same=%d view=%g\n", i, h[2 * i], h[2 * i + 1], hf[i]);

    int hx = 5;
    const int *hp = addressOf(hx);
    hx = 42;
    Mat2 hm = {2.0f, 1.0f, 0.0f, 0.0f};
    float hs = 1.0f;
    View hv(hm, hs);
    hs = 10.0f;
    printf("host: *p=%d same=%d view=%g\n", *hp, hp == &hx, hv.apply(1.0f, 1.0f));
    return 0;
}
