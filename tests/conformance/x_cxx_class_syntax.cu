// Class syntax nvcc accepts: a defaulted constructor used in device code (its callers' execution
// space), __host__ __device__ before friend, a static_assert among the members, and a
// non-const member function inlined before contraction (v.scaled(s).x + c is one FFMA).
#include <cstdio>
struct V {
    float x = 2.5f, y = -1.0f, z = 0.5f;
    V() = default;
    __host__ __device__ V(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ friend V operator*(float s, const V &v) { return V(s * v.x, s * v.y, s * v.z); }
    __host__ __device__ V scaled(float s) { return V(x * s, y * s, z * s); }
    __host__ __device__ float dot(const V &o) { return x * o.x + y * o.y + z * o.z; }
    static_assert(sizeof(float) == 4, "float is 4 bytes");
};
__global__ void k(const float *a, float *o) {
    V d;
    V v(a[0], a[1], a[2]);
    V w = a[3] * v;
    o[0] = d.x + d.y + d.z;
    o[1] = v.scaled(v.x).x + a[4];
    o[2] = w.dot(v) + a[5];
    o[3] = v.dot(d) - v.x * d.x;
}
int main() {
    float h[6] = {1.0f + 0x1p-12f, 0.75f, -2.0f, 1.0f - 0x1p-13f, -1.0f, -3.0f};
    float *d, *o;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&o, 4 * sizeof(float));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(d, o);
    float r[4];
    cudaMemcpy(r, o, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; ++i) printf("o[%d] = %.9g (%a)\n", i, r[i], r[i]);
    V hv;
    printf("host default %g %g %g\n", hv.x, hv.y, hv.z);
    return 0;
}
