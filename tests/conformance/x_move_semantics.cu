// RAII device buffer class template + templated SAXPY kernel.
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iomanip>
#include <numeric>
#include <utility>
#include <vector>
#include <cuda_runtime.h>

#define CUDA_CHECK(call)                                                     \
    do {                                                                     \
        cudaError_t err_ = (call);                                           \
        if (err_ != cudaSuccess) {                                           \
            std::cerr << "CUDA error " << cudaGetErrorString(err_)           \
                      << " at line " << __LINE__ << std::endl;               \
            std::exit(1);                                                    \
        }                                                                    \
    } while (0)

template <typename T>
class DeviceBuffer {
public:
    explicit DeviceBuffer(size_t n) : size_(n) {
        CUDA_CHECK(cudaMalloc(&ptr_, n * sizeof(T)));
    }
    ~DeviceBuffer() { if (ptr_) cudaFree(ptr_); }
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;
    DeviceBuffer(DeviceBuffer&& o) noexcept : ptr_(o.ptr_), size_(o.size_) {
        o.ptr_ = nullptr; o.size_ = 0;
    }
    DeviceBuffer& operator=(DeviceBuffer&& o) noexcept {
        std::swap(ptr_, o.ptr_); std::swap(size_, o.size_); return *this;
    }
    void upload(const std::vector<T>& h) {
        CUDA_CHECK(cudaMemcpy(ptr_, h.data(), size_ * sizeof(T), cudaMemcpyHostToDevice));
    }
    std::vector<T> download() const {
        std::vector<T> h(size_);
        CUDA_CHECK(cudaMemcpy(h.data(), ptr_, size_ * sizeof(T), cudaMemcpyDeviceToHost));
        return h;
    }
    T* get() { return ptr_; }
    size_t size() const { return size_; }
private:
    T* ptr_ = nullptr;
    size_t size_ = 0;
};

template <typename T>
__global__ void saxpy(T a, const T* x, T* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

int main() {
    constexpr int N = 1000;
    std::vector<float> hx(N), hy(N);
    for (int i = 0; i < N; ++i) {
        hx[i] = (i * 37 % 101) * 0.25f;
        hy[i] = (i % 13) * 0.5f;
    }
    DeviceBuffer<float> dx(N);
    DeviceBuffer<float> tmp(N);
    dx.upload(hx);
    tmp.upload(hy);
    DeviceBuffer<float> dy(std::move(tmp));   // ownership moves, tmp is empty
    std::cout << "moved-from size: " << tmp.size() << ", new size: " << dy.size() << "\n";

    const int threads = 128;
    const int blocks = (N + threads - 1) / threads;
    saxpy<float><<<blocks, threads>>>(2.0f, dx.get(), dy.get(), N);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());

    std::vector<float> out = dy.download();
    double sum = std::accumulate(out.begin(), out.end(), 0.0);
    std::cout << std::fixed << std::setprecision(2);
    for (int i = 0; i < 8; ++i)
        std::cout << "y[" << std::setw(3) << i << "] = " << std::setw(8) << out[i] << "\n";
    std::cout << "sum = " << sum << "\n";

    // integer version of the same template
    std::vector<int> ix(N), iy(N);
    std::iota(ix.begin(), ix.end(), 0);
    std::iota(iy.begin(), iy.end(), -500);
    DeviceBuffer<int> dix(N), diy(N);
    dix.upload(ix); diy.upload(iy);
    saxpy<<<blocks, threads>>>(3, dix.get(), diy.get(), N);
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<int> iout = diy.download();
    long long isum = std::accumulate(iout.begin(), iout.end(), 0LL);
    std::cout << "int: first=" << iout.front() << " last=" << iout.back()
              << " sum=" << isum << std::endl;
    return 0;
}
