// Damped driven oscillator integrated per thread: classic RK4 in float (runtime step count),
// velocity Verlet in double for a pendulum-like anharmonic spring, 8 steps unrolled.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

struct Params { float k, c, f; };

__device__ void deriv(float x, float v, float t, Params p, float& dx, float& dv) {
    dx = v;
    dv = -p.k * x - p.c * v + p.f * (1.0f - t * t * 0.5f);   // cheap cos-like drive
}

__global__ void rk4(const float* x0, const float* v0, int steps, float h, Params p, float* out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float x = x0[i], v = v0[i], t = 0.0f;
    for (int s = 0; s < steps; ++s) {
        float k1x, k1v, k2x, k2v, k3x, k3v, k4x, k4v;
        deriv(x, v, t, p, k1x, k1v);
        deriv(x + 0.5f * h * k1x, v + 0.5f * h * k1v, t + 0.5f * h, p, k2x, k2v);
        deriv(x + 0.5f * h * k2x, v + 0.5f * h * k2v, t + 0.5f * h, p, k3x, k3v);
        deriv(x + h * k3x, v + h * k3v, t + h, p, k4x, k4v);
        x += h / 6.0f * (k1x + 2.0f * k2x + 2.0f * k3x + k4x);
        v += h / 6.0f * (k1v + 2.0f * k2v + 2.0f * k3v + k4v);
        t += h;
    }
    out[2 * i] = x;
    out[2 * i + 1] = 0.5f * v * v + 0.5f * p.k * x * x;   // energy
}

__global__ void verlet(const double* x0, double dt, double* out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    double x = x0[i], v = 0.0;
    double a = -x - 0.1 * x * x * x;
    #pragma unroll
    for (int s = 0; s < 8; ++s) {
        x += v * dt + 0.5 * a * dt * dt;
        double an = -x - 0.1 * x * x * x;
        v += 0.5 * (a + an) * dt;
        a = an;
    }
    out[2 * i] = x;
    out[2 * i + 1] = v;
}

int main() {
    const int N = 32;
    float hx[N], hv[N]; double hxd[N];
    for (int i = 0; i < N; ++i) {
        hx[i] = (float)(i - 16) / 7.0f;
        hv[i] = (float)((i * 5) % 9 - 4) / 3.0f;
        hxd[i] = (double)(i + 1) / 11.0;
    }
    float *dx, *dv, *dout; double *dxd, *doutd;
    cudaMalloc(&dx, sizeof hx); cudaMalloc(&dv, sizeof hv); cudaMalloc(&dout, 2 * N * 4);
    cudaMalloc(&dxd, sizeof hxd); cudaMalloc(&doutd, 2 * N * 8);
    cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    cudaMemcpy(dxd, hxd, sizeof hxd, cudaMemcpyHostToDevice);
    Params p = {2.5f, 0.3f, 0.7f};
    rk4<<<1, N>>>(dx, dv, 25, 0.05f, p, dout);
    verlet<<<1, N>>>(dxd, 0.03, doutd);
    float o[2 * N]; double od[2 * N];
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(od, doutd, sizeof od, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) {
        unsigned a, b; unsigned long long c, d;
        memcpy(&a, &o[2 * i], 4); memcpy(&b, &o[2 * i + 1], 4);
        memcpy(&c, &od[2 * i], 8); memcpy(&d, &od[2 * i + 1], 8);
        printf("%2d rk4 x %08x E %08x | verlet x %016llx v %016llx\n", i, a, b, c, d);
    }
    return 0;
}
