// Compile-time evaluation and C++17 conditions: constexpr functions (loops,
// recursion, templates, double arithmetic) folded into constants that size
// arrays, instantiate kernel templates and reach device code; if and switch
// with an init-statement, and a declaration as the condition; the vector
// forms of __dp4a and __dp2a.
#include <cstdio>
#include <cstdint>

#define CHECK(call)                                                           \
    do {                                                                      \
        if (cudaError_t err = (call); err != cudaSuccess) {                   \
            printf("CUDA error %s at line %d\n", cudaGetErrorString(err),     \
                   __LINE__);                                                 \
            return 1;                                                         \
        }                                                                     \
    } while (0)

__host__ __device__ constexpr int nextPow2(int v) {
    int p = 1;
    while (p < v) p <<= 1;
    return p;
}
constexpr unsigned long long factorial(int n) { return n <= 1 ? 1ull : n * factorial(n - 1); }
template <typename T> constexpr T cube(T x) { return x * x * x; }
constexpr double powi(double b, int e) {
    double r = 1.0;
    bool neg = e < 0;
    if (neg) e = -e;
    for (; e != 0; e >>= 1) {
        if (e & 1) r *= b;
        b *= b;
    }
    return neg ? 1.0 / r : r;
}
constexpr int digitsSum(unsigned n) {
    int s = 0;
    do { s += n % 10; n /= 10; } while (n);
    return s;
}
constexpr float lerpf(float a, float b, float t) { return a + t * (b - a); }

constexpr int kBlock = nextPow2(100);          // 128
constexpr int kCube = cube(3);                 // 27
constexpr double kScale = powi(2.0, -10);
constexpr double kTenth = powi(0.1, 3);
constexpr unsigned long long kFact = factorial(20);
constexpr int kDigits = digitsSum(987654321u);
constexpr float kMix = lerpf(1.0f, 3.0f, 0.1f);

template <int N> __global__ void scaled(const double *in, double *out, int n) {
    __shared__ double tile[kBlock];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = i < n ? in[i] : 0.0;
    __syncthreads();
    if (i < n) out[i] = tile[threadIdx.x] * kScale * N + kTenth + kMix;
}

__global__ void dots(const char4 *a, const char4 *b, const uchar4 *ua, const short2 *h, int *out, unsigned *uout, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[3 * i] = __dp4a(a[i], b[i], i - 5);
    out[3 * i + 1] = __dp2a_lo(h[i], b[i], 7);
    out[3 * i + 2] = __dp2a_hi(h[i], a[i], -7);
    uout[2 * i] = __dp4a(ua[i], ua[n - 1 - i], 3u);
    uout[2 * i + 1] = __dp2a_hi(make_ushort2((unsigned short)h[i].x, (unsigned short)h[i].y), ua[i], 1u);
}

int classify(int v) {
    switch (int r = v % 5; r) {
    case 0: return 100 + r;
    case 1:
    case 2: return 200 + r;
    default: return 300 + r;
    }
}

int main() {
    printf("kBlock=%d kCube=%d kScale=%.17g kTenth=%.17g\n", kBlock, kCube, kScale, kTenth);
    printf("20!=%llu digits=%d mix=%.9g cube(1.5)=%.17g\n", kFact, kDigits, kMix, cube(1.5));
    int sizes[cube(2)];
    printf("sizeof sizes=%zu\n", sizeof sizes);

    const int n = 200;
    double h[n], r[n];
    for (int i = 0; i < n; ++i) h[i] = (i - 100) * 0.37;
    double *din, *dout;
    CHECK(cudaMalloc(&din, n * sizeof(double)));
    CHECK(cudaMalloc(&dout, n * sizeof(double)));
    CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
    scaled<kCube><<<(n + kBlock - 1) / kBlock, kBlock>>>(din, dout, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; i += 23) printf("scaled[%3d]=%.17g\n", i, r[i]);

    const int m = 40;
    char4 a[m], b[m];
    uchar4 ua[m];
    short2 hs[m];
    for (int i = 0; i < m; ++i) {
        a[i] = make_char4(i * 7 - 128, 127 - i * 5, i * 13 - 60, -i * 3);
        b[i] = make_char4(i - 20, i * 11 - 100, 90 - i * 4, i * 6 - 128);
        ua[i] = make_uchar4(i * 6, 255 - i, i * 17, 200 + i);
        hs[i] = make_short2(i * 1500 - 32000, 31000 - i * 1700);
    }
    char4 *da, *db;
    uchar4 *dua;
    short2 *dh;
    int *dout2;
    unsigned *duout;
    CHECK(cudaMalloc(&da, sizeof a));
    CHECK(cudaMalloc(&db, sizeof b));
    CHECK(cudaMalloc(&dua, sizeof ua));
    CHECK(cudaMalloc(&dh, sizeof hs));
    CHECK(cudaMalloc(&dout2, 3 * m * sizeof(int)));
    CHECK(cudaMalloc(&duout, 2 * m * sizeof(unsigned)));
    CHECK(cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dua, ua, sizeof ua, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dh, hs, sizeof hs, cudaMemcpyHostToDevice));
    dots<<<2, 32>>>(da, db, dua, dh, dout2, duout, m);
    CHECK(cudaGetLastError());
    int dres[3 * m];
    unsigned ures[2 * m];
    CHECK(cudaMemcpy(dres, dout2, sizeof dres, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(ures, duout, sizeof ures, cudaMemcpyDeviceToHost));
    for (int i = 0; i < m; i += 3)
        printf("dot[%2d] dp4a=%d lo=%d hi=%d udp4a=%u uhi=%u\n", i, dres[3 * i], dres[3 * i + 1], dres[3 * i + 2],
               ures[2 * i], ures[2 * i + 1]);

    for (int v = -3; v < 9; ++v) {
        if (int sq = v * v - 4) printf("v=%d sq=%d", v, sq);
        else printf("v=%d zero", v);
        if (auto c = classify(v); c >= 200) printf(" class=%d high\n", c);
        else printf(" class=%d\n", c);
    }
    if (cudaError_t err = cudaMalloc(&din, (size_t)1 << 50); err != cudaSuccess)
        printf("big malloc: %s\n", cudaGetErrorName(err));
    cudaGetLastError();
    return 0;
}
