// Casts to reference types: of a variable, the object seen as the type
// (a base class's part, another type's bytes); a const reference to a
// value is that value converted.
#include <cstdio>
struct Shape { float w, h; __host__ __device__ float area() const { return w * h; } };
struct Rect : Shape { int id; };
__global__ void k(float *o) {
    Rect r; r.w = 2; r.h = 3; r.id = 7;
    const Shape &s = static_cast<const Shape &>(r);
    o[0] = s.area();
    float f = 1.5f;
    int &bits = reinterpret_cast<int &>(f);
    bits += 1;
    o[1] = f;
    o[2] = 8.0f;
    o[3] = static_cast<const float &>(3 + 4);
}
int main() {
    float *d, h[4]; cudaMalloc(&d, sizeof h);
    k<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%g %a %g %g\n", h[0], h[1], h[2], h[3]);
    int x = 5; (int &)x = 9; double dd = 2.5; long long &ll = (long long &)dd;
    printf("%d %llx\n", x, ll);
}
// Exit: 0
// Output:
// 6 0x1.800002p+0 8 7
// 9 4004000000000000
