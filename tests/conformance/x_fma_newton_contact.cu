// Small physics/ML kernels with reused products: a spring-damper contact force whose terms are
// kept in locals and combined in if/else branches, a Huber loss and gradient picked with ternaries,
// a Newton square root looping while |x*x - a| is large, and Kepler's equation solved in double.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void contact(const float* pos, const float* vel, float k, float c, float* out, int* iters) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float x = pos[i], v = vel[i];
    float pen = 0.5f - x;                       // penetration into a wall at x = 0.5
    float spring = k * pen;
    float damp = c * v;
    float f;
    if (pen > 0.0f) {
        f = spring - damp;
        if (f < 0.0f) f = 0.0f;                 // no sticking
    } else {
        f = -0.1f * damp;                       // air drag only
    }
    float energy = 0.5f * spring * pen + 0.5f * v * v;

    // Huber loss of the residual against a target
    float r = x * 1.7f - v * 0.3f - 0.2f;
    float delta = 0.6f;
    float ar = fabsf(r);
    float loss = ar <= delta ? 0.5f * r * r : delta * ar - 0.5f * delta * delta;
    float grad = ar <= delta ? r : (r > 0.0f ? delta : -delta);

    // Newton iteration for sqrt(a)
    float a = 2.0f + x * x * 3.0f;
    float s = a > 1.0f ? 0.5f * a : 1.0f;
    int n = 0;
    while (fabsf(s * s - a) > 1e-6f * a && n < 30) {
        s = 0.5f * (s + a / s);
        ++n;
    }

    // Kepler: E - e sin E = M, Newton in double
    double e = 0.1 + 0.025 * (i % 32), M = 0.2 + 0.09 * i;
    double E = e < 0.8 ? M : 3.141592653589793;
    int m = 0;
    for (; m < 50; ++m) {
        double fE = E - e * sin(E) - M;
        double dE = fE / (1.0 - e * cos(E));
        E -= dE;
        if (fabs(dE) < 1e-14) break;
    }
    double xOrb = cos(E) - e;
    double yOrb = sqrt(1.0 - e * e) * sin(E);
    out[i * 6 + 0] = f;
    out[i * 6 + 1] = energy;
    out[i * 6 + 2] = loss;
    out[i * 6 + 3] = grad;
    out[i * 6 + 4] = s;
    out[i * 6 + 5] = (float)(xOrb * xOrb + yOrb * yOrb);
    iters[i * 2] = n; iters[i * 2 + 1] = m;
}

int main() {
    const int N = 64;
    float hp[N], hv[N];
    for (int i = 0; i < N; ++i) {
        hp[i] = (float)(i % 16) / 15.0f - 0.05f;
        hv[i] = (float)((i * 11) % 17 - 8) / 6.0f;
    }
    float *dp, *dv, *dout; int* dit;
    cudaMalloc(&dp, sizeof hp); cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&dout, N * 6 * 4); cudaMalloc(&dit, N * 2 * 4);
    cudaMemcpy(dp, hp, sizeof hp, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    contact<<<2, 32>>>(dp, dv, 37.5f, 2.3f, dout, dit);
    float o[N * 6]; int it[N * 2];
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(it, dit, sizeof it, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) {
        unsigned u[6]; memcpy(u, &o[i * 6], 24);
        printf("%2d f %08x E %08x huber %08x %08x sqrt %08x n=%d kepler r2 %08x m=%d\n", i,
               u[0], u[1], u[2], u[3], u[4], it[2 * i], u[5], it[2 * i + 1]);
    }
    return 0;
}
