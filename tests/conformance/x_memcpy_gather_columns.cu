// column gather/scatter with element-wide cudaMemcpy2D (width = sizeof(T), pitch = row),
// host-to-host 2D copies, cudaMemcpyDefault in 2D, write-combined/registered host memory,
// pointer attribute types, and a copy issued with a mismatched kind.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <numeric>
#include <cuda_runtime.h>

#define CHK(call) do { cudaError_t _r = (call); if (_r != cudaSuccess) \
    std::printf("  !! %s -> %s\n", #call, cudaGetErrorName(_r)); } while (0)

template <typename T>
__global__ void axpbyColumn(T* col, int n, T a, T b)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) col[i] = a * col[i] + b;
}

template <typename T>
void printMatrix(const char* name, const std::vector<T>& m, int rows, int cols)
{
    std::printf("%s (%dx%d):\n", name, rows, cols);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) std::printf(" %9.3f", (double)m[r * cols + c]);
        std::printf("\n");
    }
}

static const char* typeName(cudaMemoryType t)
{
    return t == cudaMemoryTypeHost ? "host" : t == cudaMemoryTypeDevice ? "device"
         : t == cudaMemoryTypeManaged ? "managed" : "unregistered";
}

int main()
{
    const int R = 9, C = 7;
    std::vector<double> A(R * C);
    for (int r = 0; r < R; ++r)
        for (int c = 0; c < C; ++c) A[r * C + c] = (r - 4) * 1.25 + c * 0.001 - (c == 3 ? 100.0 : 0.0);
    printMatrix("A", A, R, C);

    double* dA;
    size_t pitch;
    CHK(cudaMallocPitch((void**)&dA, &pitch, C * sizeof(double), R));
    std::printf("pitch = %zu\n", pitch);
    CHK(cudaMemcpy2D(dA, pitch, A.data(), C * sizeof(double), C * sizeof(double), R, cudaMemcpyDefault));

    // gather column 3 into a contiguous device vector (width = one element, spitch = row pitch)
    double* dCol;
    CHK(cudaMalloc(&dCol, R * sizeof(double)));
    CHK(cudaMemcpy2D(dCol, sizeof(double), dA + 3, pitch, sizeof(double), R, cudaMemcpyDeviceToDevice));
    axpbyColumn<double><<<1, 32>>>(dCol, R, -0.5, 1.0 / 3.0);
    CHK(cudaGetLastError());
    // scatter it back into column 5
    CHK(cudaMemcpy2D(dA + 5, pitch, dCol, sizeof(double), sizeof(double), R, cudaMemcpyDeviceToDevice));

    std::vector<double> B(R * C);
    CHK(cudaMemcpy2D(B.data(), C * sizeof(double), dA, pitch, C * sizeof(double), R, cudaMemcpyDeviceToHost));
    printMatrix("B (col5 = -0.5*col3 + 1/3)", B, R, C);
    for (int r = 0; r < R; r += 4) std::printf("B[%d][5] = %.17g\n", r, B[r * C + 5]);

    // host column extraction with a HostToHost 2D copy
    std::vector<double> col1(R);
    CHK(cudaMemcpy2D(col1.data(), sizeof(double), B.data() + 1, C * sizeof(double), sizeof(double), R, cudaMemcpyHostToHost));
    std::printf("col1:");
    for (double v : col1) std::printf(" %.3f", v);
    std::printf("\n");

    // float matrix in write-combined pinned memory, column gather from device with cudaMemcpyDefault
    float* wc = nullptr;
    CHK(cudaHostAlloc((void**)&wc, R * C * sizeof(float), cudaHostAllocWriteCombined));
    for (int i = 0; i < R * C; ++i) wc[i] = (float)i - 31.5f;
    float* dF;
    size_t fpitch;
    CHK(cudaMallocPitch((void**)&dF, &fpitch, C * sizeof(float), R));
    std::printf("float pitch = %zu\n", fpitch);
    CHK(cudaMemcpy2D(dF, fpitch, wc, C * sizeof(float), C * sizeof(float), R, cudaMemcpyDefault));
    axpbyColumn<float><<<1, 32>>>(dF + 6, 1, 2.0f, 0.25f);   // touch just element (0,6)
    float lastCol[R];
    CHK(cudaMemcpy2D(lastCol, sizeof(float), dF + (C - 1), fpitch, sizeof(float), R, cudaMemcpyDefault));
    std::printf("last column:");
    for (int r = 0; r < R; ++r) std::printf(" %.2f", lastCol[r]);
    std::printf("\n");

    // page-locking an ordinary host allocation
    std::vector<int> reg(64);
    std::iota(reg.begin(), reg.end(), -32);
    CHK(cudaHostRegister(reg.data(), reg.size() * sizeof(int), cudaHostRegisterDefault));

    int* dI;
    CHK(cudaMalloc(&dI, 64 * sizeof(int)));
    int* man;
    CHK(cudaMallocManaged(&man, 16 * sizeof(int)));

    struct { const char* n; const void* p; } list[] = {
        {"dA", dA}, {"dCol", dCol}, {"wc", wc}, {"reg", reg.data()}, {"reg+10", reg.data() + 10},
        {"dI", dI}, {"man", man}, {"A (vector)", A.data()}};
    for (auto& e : list) {
        cudaPointerAttributes at;
        cudaError_t err = cudaPointerGetAttributes(&at, e.p);
        std::printf("attr %-11s %s %s\n", e.n, cudaGetErrorName(err), err == cudaSuccess ? typeName(at.type) : "?");
    }

    // mismatched kind: both pointers are device memory but the call says HostToDevice
    CHK(cudaMemcpy(dI, reg.data(), 64 * sizeof(int), cudaMemcpyHostToDevice));
    int* dJ;
    CHK(cudaMalloc(&dJ, 64 * sizeof(int)));
    CHK(cudaMemset(dJ, 0, 64 * sizeof(int)));
    cudaError_t mk = cudaMemcpy(dJ, dI, 64 * sizeof(int), cudaMemcpyHostToDevice);
    std::printf("D2D issued as HostToDevice: %s\n", cudaGetErrorName(mk));
    cudaGetLastError();
    std::vector<int> back(64, 7);
    CHK(cudaMemcpy(back.data(), dJ, 64 * sizeof(int), cudaMemcpyDeviceToHost));
    std::printf("dJ[0]=%d dJ[31]=%d dJ[63]=%d sum=%d\n", back[0], back[31], back[63], std::accumulate(back.begin(), back.end(), 0));

    // managed memory through cudaMemcpy with an explicit DeviceToHost kind
    for (int i = 0; i < 16; ++i) man[i] = i * -3;
    std::vector<int> mcopy(16);
    CHK(cudaMemcpy(mcopy.data(), man, 16 * sizeof(int), cudaMemcpyDeviceToHost));
    std::printf("managed copy: %d %d %d\n", mcopy[0], mcopy[1], mcopy[15]);

    CHK(cudaHostUnregister(reg.data()));
    {
        cudaPointerAttributes at;
        cudaError_t err = cudaPointerGetAttributes(&at, reg.data());
        std::printf("after unregister: %s %s\n", cudaGetErrorName(err), err == cudaSuccess ? typeName(at.type) : "?");
    }
    std::printf("unregister twice: %s\n", cudaGetErrorName(cudaHostUnregister(reg.data())));
    std::printf("last error: %s\n", cudaGetErrorName(cudaGetLastError()));

    CHK(cudaFree(man));
    CHK(cudaFree(dJ));
    CHK(cudaFree(dI));
    CHK(cudaFree(dF));
    CHK(cudaFreeHost(wc));
    CHK(cudaFree(dCol));
    CHK(cudaFree(dA));
    std::printf("bye\n");
    return 0;
}
