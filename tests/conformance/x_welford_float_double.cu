// Mean and variance: Welford per thread, Chan's pairwise combine across the warp
// (shuffles) and the block (shared memory), compared against the naive
// sum / sum-of-squares formula; plus a Kahan-compensated sum reduction.
#include <cstdio>
#include <cmath>
#include <vector>
#include <string>

#define CHECK_CUDA(expr)                                                             \
    do {                                                                             \
        cudaError_t _e = (expr);                                                     \
        if (_e != cudaSuccess) {                                                     \
            std::printf("CUDA error: %s at %s:%d\n", cudaGetErrorString(_e), __FILE__, __LINE__); \
            return 1;                                                                \
        }                                                                            \
    } while (0)

template <typename T>
struct Welford {
    T mean, m2;
    T count;  // stored as T so that the combine works in floating point
};

template <typename T>
__device__ __forceinline__ Welford<T> combineW(Welford<T> a, Welford<T> b) {
    if (b.count == T(0)) return a;
    if (a.count == T(0)) return b;
    Welford<T> r;
    T delta = b.mean - a.mean;
    r.count = a.count + b.count;
    r.mean = a.mean + delta * b.count / r.count;
    r.m2 = a.m2 + b.m2 + delta * delta * a.count * b.count / r.count;
    return r;
}

template <typename T>
__device__ Welford<T> shflDownW(Welford<T> w, int off) {
    Welford<T> o;
    o.mean = __shfl_down_sync(0xffffffff, w.mean, off);
    o.m2 = __shfl_down_sync(0xffffffff, w.m2, off);
    o.count = __shfl_down_sync(0xffffffff, w.count, off);
    return o;
}

template <typename T>
__global__ void welfordKernel(const T *x, int n, Welford<T> *out) {
    __shared__ Welford<T> warpRes[32];
    Welford<T> w = {T(0), T(0), T(0)};
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        T v = x[i];
        w.count += T(1);
        T delta = v - w.mean;
        w.mean += delta / w.count;
        w.m2 += delta * (v - w.mean);
    }
    int lane = threadIdx.x % 32, wid = threadIdx.x / 32;
    for (int off = 16; off > 0; off /= 2) {
        Welford<T> o = shflDownW(w, off);
        if (lane + off < 32) w = combineW(w, o);
    }
    if (lane == 0) warpRes[wid] = w;
    __syncthreads();
    if (threadIdx.x == 0) {
        Welford<T> acc = warpRes[0];
        for (int k = 1; k < (int)blockDim.x / 32; k++) acc = combineW(acc, warpRes[k]);
        out[blockIdx.x] = acc;
    }
}

template <typename T>
__global__ void naiveMoments(const T *x, int n, T *sum, T *sumsq) {
    __shared__ T s1[1024], s2[1024];
    T a = 0, b = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        a += x[i];
        b += x[i] * x[i];
    }
    s1[threadIdx.x] = a;
    s2[threadIdx.x] = b;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            s1[threadIdx.x] += s1[threadIdx.x + s];
            s2[threadIdx.x] += s2[threadIdx.x + s];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) { sum[blockIdx.x] = s1[0]; sumsq[blockIdx.x] = s2[0]; }
}

// Kahan per thread; tree combine of (sum, compensation) pairs with Neumaier's step
__global__ void kahanKernel(const float *x, int n, float *outSum, float *outPlain) {
    __shared__ float ss[256], cc[256], pp[256];
    float sum = 0.0f, c = 0.0f, plain = 0.0f;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        float y = x[i] - c;
        float t = sum + y;
        c = (t - sum) - y;
        sum = t;
        plain += x[i];
    }
    ss[threadIdx.x] = sum;
    cc[threadIdx.x] = -c;
    pp[threadIdx.x] = plain;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s) {
            float a = ss[threadIdx.x], b = ss[threadIdx.x + s];
            float t = a + b;
            float err = (fabsf(a) >= fabsf(b)) ? (a - t) + b : (b - t) + a;
            ss[threadIdx.x] = t;
            cc[threadIdx.x] += cc[threadIdx.x + s] + err;
            pp[threadIdx.x] += pp[threadIdx.x + s];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        outSum[blockIdx.x] = ss[0] + cc[0];
        outPlain[blockIdx.x] = pp[0];
    }
}

template <typename T>
static int runStats(const char *label, const std::vector<T> &h, int blocks, int threads) {
    int n = (int)h.size();
    T *dx, *ds, *dq;
    Welford<T> *dw;
    CHECK_CUDA(cudaMalloc(&dx, n * sizeof(T)));
    CHECK_CUDA(cudaMalloc(&ds, blocks * sizeof(T)));
    CHECK_CUDA(cudaMalloc(&dq, blocks * sizeof(T)));
    CHECK_CUDA(cudaMalloc(&dw, blocks * sizeof(Welford<T>)));
    CHECK_CUDA(cudaMemcpy(dx, h.data(), n * sizeof(T), cudaMemcpyHostToDevice));
    welfordKernel<T><<<blocks, threads>>>(dx, n, dw);
    naiveMoments<T><<<blocks, threads>>>(dx, n, ds, dq);
    CHECK_CUDA(cudaGetLastError());
    std::vector<Welford<T>> w(blocks);
    std::vector<T> s(blocks), q(blocks);
    CHECK_CUDA(cudaMemcpy(w.data(), dw, blocks * sizeof(Welford<T>), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(s.data(), ds, blocks * sizeof(T), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(q.data(), dq, blocks * sizeof(T), cudaMemcpyDeviceToHost));
    // host: combine the block results in index order, same formulas
    auto comb = [](Welford<T> a, Welford<T> b) {
        if (b.count == T(0)) return a;
        if (a.count == T(0)) return b;
        Welford<T> r;
        T delta = b.mean - a.mean;
        r.count = a.count + b.count;
        r.mean = a.mean + delta * b.count / r.count;
        r.m2 = a.m2 + b.m2 + delta * delta * a.count * b.count / r.count;
        return r;
    };
    Welford<T> tot = w[0];
    T S = s[0], Q = q[0];
    for (int b = 1; b < blocks; b++) { tot = comb(tot, w[b]); S += s[b]; Q += q[b]; }
    T nT = (T)n;
    T meanN = S / nT;
    T varN = Q / nT - meanN * meanN;
    T varW = tot.m2 / tot.count;
    bool dbl = sizeof(T) == 8;
    const char *f = dbl ? "%.17g" : "%.9g";
    std::printf("%s n=%d grid=%dx%d\n", label, n, blocks, threads);
    std::printf("  block0 welford count=%.0f mean=", (double)w[0].count);
    std::printf(f, (double)w[0].mean);
    std::printf(" m2=");
    std::printf(f, (double)w[0].m2);
    std::printf("\n  welford mean=");
    std::printf(f, (double)tot.mean);
    std::printf(" (%a) var=", (double)tot.mean);
    std::printf(f, (double)varW);
    std::printf(" (%a) std=", (double)varW);
    std::printf(f, std::sqrt((double)varW));
    std::printf("\n  naive   mean=");
    std::printf(f, (double)meanN);
    std::printf(" (%a) var=", (double)meanN);
    std::printf(f, (double)varN);
    std::printf(" (%a)\n", (double)varN);
    cudaFree(dx); cudaFree(ds); cudaFree(dq); cudaFree(dw);
    return 0;
}

int main() {
    const int sizes[] = {1 << 20, 1000003, 777};
    for (int n : sizes) {
        std::vector<float> hf(n);
        std::vector<double> hd(n);
        for (int i = 0; i < n; i++) {
            // large offset + small deterministic noise: naive variance cancels badly
            int r = (int)((i * 1103515245u + 12345u) >> 16) % 2001 - 1000;
            hf[i] = 1.0e4f + r * 0.001f;
            hd[i] = 1.0e9 + r * 0.0001 + (i % 3) * 1e-7;
        }
        if (runStats<float>("float ", hf, 132, 256)) return 1;
        if (runStats<float>("float ", hf, 7, 1024)) return 1;
        if (runStats<double>("double", hd, 132, 256)) return 1;
        if (runStats<double>("double", hd, 1, 64)) return 1;
    }

    // Kahan vs plain summation of 0.1f-ish values and one large value
    for (int n : sizes) {
        std::vector<float> h(n);
        for (int i = 0; i < n; i++) h[i] = (i == 0) ? 1.0e7f : 0.1f + (float)(i % 10) * 1e-3f;
        double ref = 0;
        for (float v : h) ref += v;
        float *dx, *dk, *dp;
        const int blocks = 64;
        CHECK_CUDA(cudaMalloc(&dx, n * sizeof(float)));
        CHECK_CUDA(cudaMalloc(&dk, blocks * sizeof(float)));
        CHECK_CUDA(cudaMalloc(&dp, blocks * sizeof(float)));
        CHECK_CUDA(cudaMemcpy(dx, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
        kahanKernel<<<blocks, 256>>>(dx, n, dk, dp);
        std::vector<float> k(blocks), p(blocks);
        CHECK_CUDA(cudaMemcpy(k.data(), dk, blocks * sizeof(float), cudaMemcpyDeviceToHost));
        CHECK_CUDA(cudaMemcpy(p.data(), dp, blocks * sizeof(float), cudaMemcpyDeviceToHost));
        float ks = 0.0f, kc = 0.0f, ps = 0.0f;
        for (int b = 0; b < blocks; b++) {
            float y = k[b] - kc;
            float t = ks + y;
            kc = (t - ks) - y;
            ks = t;
            ps += p[b];
        }
        std::printf("kahan n=%d block0 kahan=%.9g plain=%.9g | total kahan=%.9g (%a) plain=%.9g (%a) ref=%.17g\n",
                    n, k[0], p[0], ks, ks, ps, ps, ref);
        cudaFree(dx); cudaFree(dk); cudaFree(dp);
    }
    return 0;
}
