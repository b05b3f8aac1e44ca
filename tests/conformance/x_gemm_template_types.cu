// Generic tiled GEMM instantiated for double, int, unsigned (wrap-around) and
// long long. Double results printed with %.17g, integer results exactly.
#include <cstdio>
#include <cstdint>
#include <cmath>
#include <vector>
#include <type_traits>
#include <cuda_runtime.h>

#define CUDA_CHECK(x)                                                      \
    do {                                                                   \
        cudaError_t err = (x);                                             \
        if (err != cudaSuccess) {                                          \
            printf("CUDA error: %s at %d\n", cudaGetErrorString(err), __LINE__); \
            return -1;                                                     \
        }                                                                  \
    } while (0)

template <typename T, int TS>
__global__ void gemmTiled(const T *A, const T *B, T *C, int M, int N, int K) {
    __shared__ T sA[TS][TS];
    __shared__ T sB[TS][TS];
    int r = blockIdx.y * TS + threadIdx.y;
    int c = blockIdx.x * TS + threadIdx.x;
    T acc = T(0);
    for (int t = 0; t < K; t += TS) {
        sA[threadIdx.y][threadIdx.x] = (r < M && t + threadIdx.x < K) ? A[r * K + t + threadIdx.x] : T(0);
        sB[threadIdx.y][threadIdx.x] = (c < N && t + threadIdx.y < K) ? B[(t + threadIdx.y) * N + c] : T(0);
        __syncthreads();
        for (int k = 0; k < TS; ++k) acc += sA[threadIdx.y][k] * sB[k][threadIdx.x];
        __syncthreads();
    }
    if (r < M && c < N) C[r * N + c] = acc;
}

template <typename T>
void hostGemm(const std::vector<T> &A, const std::vector<T> &B, std::vector<T> &C, int M, int N, int K) {
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            T acc = T(0);
            for (int k = 0; k < K; ++k) acc += A[i * K + k] * B[k * N + j];
            C[i * N + j] = acc;
        }
}

template <typename T>
int runGemm(const char *label, int M, int N, int K, const std::vector<T> &A, const std::vector<T> &B) {
    std::vector<T> C(M * N), ref(M * N);
    hostGemm(A, B, ref, M, N, K);
    T *dA, *dB, *dC;
    CUDA_CHECK(cudaMalloc(&dA, sizeof(T) * M * K));
    CUDA_CHECK(cudaMalloc(&dB, sizeof(T) * K * N));
    CUDA_CHECK(cudaMalloc(&dC, sizeof(T) * M * N));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), sizeof(T) * M * K, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dB, B.data(), sizeof(T) * K * N, cudaMemcpyHostToDevice));
    constexpr int TS = 16;
    dim3 blk(TS, TS), grd((N + TS - 1) / TS, (M + TS - 1) / TS);
    gemmTiled<T, TS><<<grd, blk>>>(dA, dB, dC, M, N, K);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(C.data(), dC, sizeof(T) * M * N, cudaMemcpyDeviceToHost));
    printf("[%s] %dx%dx%d\n", label, M, N, K);
    if constexpr (std::is_floating_point<T>::value) {
        double maxErr = 0.0, sum = 0.0;
        int maxAt = -1;
        for (int i = 0; i < M * N; ++i) {
            double e = std::fabs(C[i] - ref[i]);
            if (e > maxErr) {
                maxErr = e;
                maxAt = i;
            }
            sum += C[i];
        }
        printf("  C[0]=%.17g C[last]=%.17g\n", (double)C[0], (double)C[M * N - 1]);
        printf("  sum=%.17g maxerr=%.9e at %d\n", sum, maxErr, maxAt);
        for (int i = 0; i < M * N; i += (M * N) / 5 + 1) printf("  C[%d]=%.6f (%a)\n", i, (double)C[i], (double)C[i]);
    } else {
        long long mismatches = 0;
        unsigned long long hash = 1469598103934665603ull;
        for (int i = 0; i < M * N; ++i) {
            if (C[i] != ref[i]) ++mismatches;
            hash = (hash ^ (unsigned long long)C[i]) * 1099511628211ull;
        }
        printf("  C[0]=%lld C[mid]=%lld C[last]=%lld\n", (long long)C[0], (long long)C[M * N / 2],
               (long long)C[M * N - 1]);
        printf("  mismatches=%lld hash=%016llx\n", mismatches, hash);
    }
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dC);
    return 0;
}

int main() {
    // double precision: Hilbert-like and mixed-sign data
    {
        int M = 45, N = 38, K = 70;
        std::vector<double> A(M * K), B(K * N);
        for (int i = 0; i < M; ++i)
            for (int k = 0; k < K; ++k) A[i * K + k] = 1.0 / (i + k + 1) - ((i + k) % 2 ? 0.3 : -0.1);
        for (int k = 0; k < K; ++k)
            for (int j = 0; j < N; ++j) B[k * N + j] = std::sin(0.1 * k) * std::exp(-0.05 * j) + 1e-3 * (k - j);
        if (runGemm<double>("double", M, N, K, A, B)) return 1;
    }
    {
        // large dynamic range in double (products near 1e300 and tiny)
        int M = 4, N = 4, K = 3;
        std::vector<double> A = {1e150, 1e-150, 2.0, -1e150, 3.0, 4.0, 5.0, 6.0, 1e-300, 1e-10, 1e10, 7.0};
        std::vector<double> B = {1e150, 0.5, -0.25, 1.0, 1e150, 1e-160, 2.0, 3.0, -1.0, 0.0, 1.0, 9.0};
        if (runGemm<double>("double-range", M, N, K, A, B)) return 1;
    }
    {
        int M = 33, N = 17, K = 50;
        std::vector<int> A(M * K), B(K * N);
        for (int i = 0; i < M * K; ++i) A[i] = (i * 37) % 201 - 100;
        for (int i = 0; i < K * N; ++i) B[i] = (i * 53) % 61 - 30;
        if (runGemm<int>("int", M, N, K, A, B)) return 1;
    }
    {
        // unsigned arithmetic wraps modulo 2^32 by definition
        int M = 20, N = 21, K = 40;
        std::vector<unsigned> A(M * K), B(K * N);
        for (int i = 0; i < M * K; ++i) A[i] = 0x9E3779B9u * (unsigned)(i + 1);
        for (int i = 0; i < K * N; ++i) B[i] = 0x85EBCA6Bu ^ (unsigned)(i * 2654435761u);
        if (runGemm<unsigned>("uint-wrap", M, N, K, A, B)) return 1;
    }
    {
        int M = 16, N = 9, K = 31;
        std::vector<long long> A(M * K), B(K * N);
        for (int i = 0; i < M * K; ++i) A[i] = (long long)(i % 97 - 48) * 1000003LL;
        for (int i = 0; i < K * N; ++i) B[i] = (long long)(i % 89 - 44) * 999983LL;
        if (runGemm<long long>("int64", M, N, K, A, B)) return 1;
    }
    printf("all done\n");
    return 0;
}
