// Conversion functions (operator float() and kin) of user structs: called
// where a number is needed (an initialisation, an argument, an operand of
// a built-in operator, an index, a switch), explicit ones only by casts and
// conditions, the best one by C++'s ranking (a promotion before a
// conversion), on the device and on the host.
#include <cstdio>
#include <cmath>

struct Fixed {
    int raw; // 16.16 fixed point
    __host__ __device__ Fixed() : raw(0) {}
    __host__ __device__ explicit Fixed(float f) : raw((int)(f * 65536.0f)) {}
    __host__ __device__ operator float() const { return raw / 65536.0f; }
    __host__ __device__ explicit operator bool() const { return raw != 0; }
};

__host__ __device__ Fixed operator+(Fixed a, Fixed b) {
    Fixed r;
    r.raw = a.raw + b.raw;
    return r;
}

struct Celsius {
    float deg;
    __host__ __device__ operator double() const { return deg * 1.8 + 32.0; }
};

struct Slot {
    int v;
    __host__ __device__ operator int() const { return v; }
    __host__ __device__ operator float() const { return v + 0.5f; }
};

struct Counter {
    unsigned n;
    __host__ __device__ operator unsigned int() const { return n; }
};

__device__ float twice(float x) { return 2.0f * x; }

__global__ void convert(const float *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Fixed a(in[i]), b(0.25f * i);
    Fixed s = a + b;
    float asFloat = s;
    float scaled = s * 3.0f;
    double sq = sqrtf(a);
    Celsius c = {in[i] * 10.0f};
    double fahrenheit = c;
    float rounded = c;
    Slot slot = {i % 4};
    int asInt = slot;
    float asF = slot;
    Counter k = {(unsigned)i};
    unsigned steps = 0;
    for (unsigned j = 0; j < k; j++) steps += j;
    const float table[4] = {1.5f, 2.5f, 3.5f, 4.5f};
    float picked = table[(int)slot];
    switch ((int)slot) {
    case 0: picked += 100; break;
    case 2: picked += 200; break;
    default: break;
    }
    out[i * 8 + 0] = asFloat;
    out[i * 8 + 1] = scaled + twice(a);
    out[i * 8 + 2] = (float)sq;
    out[i * 8 + 3] = (float)fahrenheit + rounded;
    out[i * 8 + 4] = (float)asInt + asF + (float)(int)slot;
    out[i * 8 + 5] = (float)steps;
    out[i * 8 + 6] = picked;
    out[i * 8 + 7] = (a ? 1.0f : 0.0f) + (bool)b * 2.0f + (!a ? 4.0f : 0.0f);
}

int main() {
    const int n = 24;
    float in[n];
    for (int i = 0; i < n; i++) in[i] = (i % 5) * 0.75f - (i % 3) * 0.4f;
    float *din, *dout;
    cudaMalloc(&din, sizeof in);
    cudaMalloc(&dout, n * 8 * sizeof(float));
    cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice);
    convert<<<3, 8>>>(din, dout, n);
    float out[n * 8];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        printf("%2d:", i);
        for (int j = 0; j < 8; j++) printf(" %.7g", out[i * 8 + j]);
        printf("\n");
    }
    Fixed x(1.75f), y(-0.5f);
    Celsius body = {37.0f};
    Slot s = {3};
    Counter cnt = {5u};
    double sum = x + y;
    float mixed = (float)(x + y) + body;
    unsigned total = cnt * 2u + cnt;
    printf("host: %.6f %.6f %.4f %d %.2f %u %d\n", sum, mixed, (double)body, (int)s, (float)s, total, (bool)(x + y) ? 1 : 0);
    return 0;
}
