// A const T& parameter of a function that also takes a non-const
// reference is a reference: called with one object for both, it reads
// what the function wrote (C++'s aliasing). Temporaries and converted
// values bind to it through hidden locals.
#include <cstdio>
struct V { float x, y, z; };
__host__ __device__ V make(float x, float y, float z) { V v = {x, y, z}; return v; }
__host__ __device__ void rot(V &out, const V &in, float c, float s) {
    out.x = c * in.x - s * in.y;
    out.y = s * in.x + c * in.y;
    out.z = in.z;
}
__host__ __device__ void addTwice(int &a, const int &b) { a += b; a += b; }
__host__ __device__ void scaleBy(double &acc, const double &k) { acc *= k; }
__global__ void k(V *p, int *q, double *d) {
    V v = {1, 2, 3};
    rot(v, v, 0.0f, 1.0f);
    p[0] = v;
    rot(p[1], p[1], 0.0f, 1.0f);
    rot(p[2], make(4, 5, 6), 0.0f, 1.0f); // a temporary
    int t = 5;
    addTwice(t, t);
    q[0] = t;
    addTwice(q[1], q[1] + 1);
    float f = 0.5f;
    scaleBy(d[0], f); // a float converted to a double temporary
}
int main() {
    V h[3] = {{0, 0, 0}, {1, 2, 3}, {0, 0, 0}};
    int hq[2] = {0, 7};
    double hd = 3.0;
    V *dp; int *dq; double *dd;
    cudaMalloc(&dp, sizeof h); cudaMalloc(&dq, sizeof hq); cudaMalloc(&dd, sizeof hd);
    cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(dq, hq, sizeof hq, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, &hd, sizeof hd, cudaMemcpyHostToDevice);
    k<<<1, 1>>>(dp, dq, dd);
    cudaMemcpy(h, dp, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hq, dq, sizeof hq, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 3; i++) printf("%g %g %g\n", h[i].x, h[i].y, h[i].z);
    printf("%d %d %g\n", hq[0], hq[1], hd);
    V v = {1, 2, 3};
    rot(v, v, 0.0f, 1.0f);
    int t = 5;
    addTwice(t, t);
    printf("host %g %g %g %d\n", v.x, v.y, v.z, t);
}
// Exit: 0
// Output:
// -2 -2 3
// -2 -2 3
// -5 4 6
// 20 23 1.5
// host -2 -2 3 20
