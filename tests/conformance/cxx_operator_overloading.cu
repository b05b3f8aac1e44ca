// Tests operator overloading the way CUDA samples write it (helper_math.h style):
// free operators on float3 (+, -, * by a scalar on either side, unary -, +=, *=),
// comparison operators, and member operators on a user struct (+, *, [], ==), used in
// a kernel (an n-body style force sum) and on the host.
#include <cstdio>
#include <cuda_runtime.h>

__host__ __device__ inline float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__host__ __device__ inline float3 operator-(float3 a, float3 b) { return make_float3(a.x - b.x, a.y - b.y, a.z - b.z); }
__host__ __device__ inline float3 operator*(float3 a, float s) { return make_float3(a.x * s, a.y * s, a.z * s); }
__host__ __device__ inline float3 operator*(float s, float3 a) { return a * s; }
__host__ __device__ inline float3 operator-(float3 a) { return make_float3(-a.x, -a.y, -a.z); }
__host__ __device__ inline void operator+=(float3 &a, float3 b) { a.x += b.x; a.y += b.y; a.z += b.z; }
__host__ __device__ inline void operator*=(float3 &a, float s) { a.x *= s; a.y *= s; a.z *= s; }
__host__ __device__ inline float dot(float3 a, float3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

struct Complex {
    float re, im;
    __host__ __device__ Complex(float r = 0.0f, float i = 0.0f) : re(r), im(i) {}
    __host__ __device__ Complex operator+(const Complex &o) const { return Complex(re + o.re, im + o.im); }
    __host__ __device__ Complex operator*(const Complex &o) const {
        return Complex(re * o.re - im * o.im, re * o.im + im * o.re);
    }
    __host__ __device__ float norm2() const { return re * re + im * im; }
    __host__ __device__ bool operator==(const Complex &o) const { return re == o.re && im == o.im; }
};

struct Poly {
    float c[4];
    __host__ __device__ float &operator[](int i) { return c[i]; }
    __host__ __device__ float eval(float x) const { return ((c[3] * x + c[2]) * x + c[1]) * x + c[0]; }
};

__global__ void forces(const float3 *pos, float3 *acc, int n) {
    int i = threadIdx.x;
    if (i >= n) return;
    float3 a = make_float3(0.0f, 0.0f, 0.0f);
    for (int j = 0; j < n; j++) {
        float3 d = pos[j] - pos[i];
        float r2 = dot(d, d) + 0.01f;
        a += d * (1.0f / r2);
    }
    a *= 0.5f;
    acc[i] = -a + 0.25f * pos[i];
}

__global__ void mandel(int *iters, int w) {
    int i = threadIdx.x;
    Complex c(-2.0f + 2.5f * i / w, 0.25f);
    Complex z;
    int k = 0;
    while (k < 100 && z.norm2() <= 4.0f) {
        z = z * z + c;
        k++;
    }
    iters[i] = k;
}

int main() {
    const int n = 6;
    float3 pos[n];
    for (int i = 0; i < n; i++) pos[i] = make_float3(i * 1.0f, (i % 3) * 0.5f, -0.25f * i);
    float3 *dpos, *dacc;
    cudaMalloc(&dpos, sizeof(pos));
    cudaMalloc(&dacc, sizeof(pos));
    cudaMemcpy(dpos, pos, sizeof(pos), cudaMemcpyHostToDevice);
    forces<<<1, 32>>>(dpos, dacc, n);
    float3 acc[n];
    cudaMemcpy(acc, dacc, sizeof(acc), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) printf("acc[%d] = (%.4f, %.4f, %.4f)\n", i, acc[i].x, acc[i].y, acc[i].z);
    const int w = 16;
    int *dit;
    cudaMalloc(&dit, w * sizeof(int));
    mandel<<<1, w>>>(dit, w);
    int it[w];
    cudaMemcpy(it, dit, sizeof(it), cudaMemcpyDeviceToHost);
    for (int i = 0; i < w; i++) printf("%d ", it[i]);
    printf("\n");
    Complex a(1.0f, 2.0f), b(0.5f, -1.0f);
    Complex p = a * b + Complex(1.0f);
    printf("p = %.2f%+.2fi equal=%d %d\n", p.re, p.im, p == Complex(3.5f, 0.0f), a == b);
    Poly q;
    for (int i = 0; i < 4; i++) q[i] = 1.0f + i;
    q[3] = q[3] * 2.0f;
    printf("q(2) = %.1f q(-1) = %.1f\n", q.eval(2.0f), q.eval(-1.0f));
    cudaFree(dpos);
    cudaFree(dacc);
    cudaFree(dit);
    return 0;
}
