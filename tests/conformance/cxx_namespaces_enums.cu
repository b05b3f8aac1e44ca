// Tests user namespaces (functions and constants, qualified with ::, nested, and
// brought in with using namespace), enum class values in switch statements and
// comparisons, using type aliases, constexpr variables as array sizes and
// static_assert, in host and device code.
#include <cstdio>
#include <cuda_runtime.h>

namespace config {
constexpr int kThreads = 64;
constexpr float kScale = 0.5f;
}

namespace physics {
using real = float;
enum class Phase { Solid, Liquid, Gas };

__host__ __device__ Phase phaseOf(real celsius) {
    if (celsius < 0.0f) return Phase::Solid;
    if (celsius < 100.0f) return Phase::Liquid;
    return Phase::Gas;
}

namespace units {
__host__ __device__ real toKelvin(real c) { return c + 273.15f; }
}
}

static_assert(config::kThreads % 32 == 0, "whole warps");

using namespace physics;

__global__ void classify(const float *temps, int *phase, float *kelvin, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Phase p = phaseOf(temps[i]);
    switch (p) {
    case Phase::Solid: phase[i] = 0; break;
    case Phase::Liquid: phase[i] = 1; break;
    case Phase::Gas: phase[i] = 2; break;
    }
    kelvin[i] = units::toKelvin(temps[i]) * config::kScale;
}

int main() {
    constexpr int n = config::kThreads;
    float temps[n];
    for (int i = 0; i < n; i++) temps[i] = -40.0f + 3.5f * i;
    float *dt, *dk;
    int *dp;
    cudaMalloc(&dt, sizeof(temps));
    cudaMalloc(&dk, sizeof(temps));
    cudaMalloc(&dp, n * sizeof(int));
    cudaMemcpy(dt, temps, sizeof(temps), cudaMemcpyHostToDevice);
    classify<<<1, config::kThreads>>>(dt, dp, dk, n);
    int phase[n];
    float kelvin[n];
    cudaMemcpy(phase, dp, sizeof(phase), cudaMemcpyDeviceToHost);
    cudaMemcpy(kelvin, dk, sizeof(kelvin), cudaMemcpyDeviceToHost);
    int counts[3] = {0, 0, 0};
    for (int i = 0; i < n; i++) {
        counts[phase[i]]++;
        Phase host = physics::phaseOf(temps[i]);
        if (static_cast<int>(host) != phase[i]) printf("mismatch at %d\n", i);
    }
    printf("solid %d liquid %d gas %d\n", counts[0], counts[1], counts[2]);
    for (int i = 0; i < n; i += 9)
        printf("t=%.2f half-kelvin=%.3f phase=%d\n", temps[i], kelvin[i], phase[i]);
    Phase water = phaseOf(25.0f);
    printf("water is liquid: %d, gas: %d\n", water == Phase::Liquid, water == Phase::Gas);
    cudaFree(dt);
    cudaFree(dk);
    cudaFree(dp);
    return 0;
}
