// Arguments bound to reference parameters are places the callee writes:
// a value read before the call is not what the call's argument reads,
// nor what is read after it, and the same place passed twice is one
// place (int &a, int &b), while a by-value or const& parameter gets the
// value the place held at the call.
#include <cstdio>
__device__ void inc(int &a) { a += 1; }
__device__ void addTo(int &a, int &b) { a += 1; a += b; }
__device__ void addValue(int &a, int b) { a += 1; a += b; }
__device__ void bump(float &x) { x += 1.0f; }
__global__ void k(int *q, float *o, float x, float y, float z) {
    int before = q[0];
    inc(q[0]);
    q[4] = before + q[0];
    addTo(q[1], q[1]);
    addValue(q[2], q[2]);
    int t = 5;
    addTo(t, t);
    q[3] = t;
    float a = x * y;
    bump(x);
    o[0] = a;
    o[1] = x * y + z; // x changed: its own product, fused
    o[2] = __fmaf_rn(x, y, z);
}
__host__ void hostInc(unsigned &u) { u *= 3u; }
int main() {
    int h[5] = {9, 7, 7, 0, 0};
    int *d; float *o; float ho[3];
    cudaMalloc(&d, sizeof h); cudaMalloc(&o, sizeof ho);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(d, o, 1.1f, 1.3f, -2.7f);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost);
    unsigned u = 5; hostInc(u); hostInc(u);
    printf("%d %d %d %d %d %u\n", h[0], h[1], h[2], h[3], h[4], u);
    printf("%a %a %a\n", ho[0], ho[1], ho[2]);
}
// Exit: 0
// Output:
// 10 16 15 12 19 45
// 0x1.6e147ap+0 0x1.eb83fap-6 0x1.eb83fap-6
