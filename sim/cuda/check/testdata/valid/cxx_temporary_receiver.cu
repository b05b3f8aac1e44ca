// Non-const member functions called on temporaries (CUDA by Example's cuComplex: a * a + c
// with member operators that are not const): each temporary gets a hidden local.
#include <cstdio>

struct cuComplex {
    float r, i;
    __host__ __device__ cuComplex(float a, float b) : r(a), i(b) {}
    __host__ __device__ float magnitude2(void) { return r * r + i * i; }
    __host__ __device__ cuComplex operator*(const cuComplex &a) { return cuComplex(r * a.r - i * a.i, i * a.r + r * a.i); }
    __host__ __device__ cuComplex operator+(const cuComplex &a) { return cuComplex(r + a.r, i + a.i); }
};

__global__ void k(float *out) {
    cuComplex a(0.5f, 0.25f), c(-0.8f, 0.156f);
    for (int n = 0; n < 3; n++) a = a * a + c;
    out[0] = (a * a).magnitude2();
}

int main() {
    cuComplex a(1.0f, 2.0f);
    printf("%g\n", (a + a).magnitude2());
    return 0;
}
