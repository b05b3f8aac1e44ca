// Structs with reference members (`T &m;`), bound in constructors' initialiser lists: reads,
// writes and compound assignments through the member reach the object it refers to, on the
// host and on the device; a copy of the struct refers to the same object; sizeof counts a
// reference member as a pointer.
#include <cstdio>
#include <cuda_runtime.h>

struct Counter {
    int &count;
    int step;
    __host__ __device__ Counter(int &c, int s) : count(c), step(s) {}
    __host__ __device__ void bump() { count += step; }
};

struct Vec3 { float x, y, z; };

struct Scaler {
    const float &factor;
    Vec3 &v;
    __host__ __device__ Scaler(const float &f, Vec3 &target) : factor(f), v(target) {}
    __host__ __device__ void apply() { v.x *= factor; v.y *= factor; v.z *= factor; }
};

template <typename T>
struct Accumulator {
    T &sum;
    T &sumSq;
    __device__ Accumulator(T &s, T &q) : sum(s), sumSq(q) {}
    __device__ void add(T x) { sum += x; sumSq += x * x; }
};

__device__ void twice(int &x) { x *= 2; }

__global__ void kernel(const float *in, float *out, int *ints) {
    int t = threadIdx.x;
    int mine = t;
    Counter c(mine, 3);
    c.bump();
    c.bump();
    Counter copy = c;           // refers to the same int
    copy.bump();
    twice(c.count);
    ints[t] = mine;

    float f = in[t];
    float s = 0.0f, q = 0.0f;
    Accumulator<float> acc(s, q);
    for (int k = 0; k < 4; k++) acc.add(f + k);
    Vec3 v = {f, 2.0f * f, -f};
    float two = 2.5f;
    Scaler sc(two, v);
    sc.apply();
    two = 0.5f;                 // the member reads the variable's current value
    sc.apply();
    out[4 * t + 0] = acc.sum;
    out[4 * t + 1] = acc.sumSq;
    out[4 * t + 2] = v.y;
    out[4 * t + 3] = (&acc.sum == &s) ? 1.0f : 0.0f;
}

int main() {
    const int n = 8;
    float h[n];
    for (int i = 0; i < n; i++) h[i] = 0.25f * i - 0.75f;
    float *din, *dout; int *dints;
    cudaMalloc(&din, sizeof h); cudaMalloc(&dout, 4 * sizeof h); cudaMalloc(&dints, n * sizeof(int));
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    kernel<<<1, n>>>(din, dout, dints);
    cudaError_t e = cudaDeviceSynchronize();
    float o[4 * n]; int ints[n];
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(ints, dints, sizeof ints, cudaMemcpyDeviceToHost);
    printf("kernel: %s\n", cudaGetErrorString(e));
    for (int i = 0; i < n; i++)
        printf("t=%d count=%d sum=%.9g sumSq=%.9g v.y=%a same=%g\n", i, ints[i], o[4 * i], o[4 * i + 1], o[4 * i + 2], o[4 * i + 3]);

    int hostCount = 10;
    Counter hc(hostCount, 7);
    hc.bump();
    Counter hcopy(hc);
    hcopy.bump();
    Vec3 hv = {1.0f, -2.0f, 3.0f};
    float k = 3.0f;
    Scaler hs(k, hv);
    hs.apply();
    printf("host: count=%d v=(%g, %g, %g) sizeof(Counter)=%zu sizeof(Scaler)=%zu\n",
           hostCount, hv.x, hv.y, hv.z, sizeof(Counter), sizeof(Scaler));
    return 0;
}
