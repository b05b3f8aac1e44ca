// The CUDA samples' way to use dynamic shared memory in a kernel template:
// a struct template SharedMemory<T> whose conversion operator T *() hands
// out the extern __shared__ buffer (a specialization for double, as the
// samples have), kernels templated on the type and the block size and
// launched from a host function template through a switch, and a traits
// struct declared only as a template, with explicit specializations for the
// types used.
#include <cstdio>

template <class T>
struct SharedMemory {
    __device__ inline operator T *() {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
    __device__ inline operator const T *() const {
        extern __shared__ int __smem[];
        return (T *)__smem;
    }
};

template <>
struct SharedMemory<double> {
    __device__ inline operator double *() {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
    __device__ inline operator const double *() const {
        extern __shared__ double __smem_d[];
        return (double *)__smem_d;
    }
};

template <typename T>
struct Traits;

template <>
struct Traits<int> {
    static const char *name() { return "int"; }
    static int scale() { return 3; }
};

template <>
struct Traits<float> {
    static const char *name() { return "float"; }
    static float scale() { return 0.25f; }
};

template <>
struct Traits<double> {
    static const char *name() { return "double"; }
    static double scale() { return 0.125; }
};

template <class T, unsigned blockSize>
__global__ void reduce(const T *in, T *out, unsigned n) {
    T *sdata = SharedMemory<T>();
    unsigned tid = threadIdx.x;
    unsigned i = blockIdx.x * (blockSize * 2) + threadIdx.x;
    T sum = 0;
    if (i < n) sum = in[i];
    if (i + blockSize < n) sum += in[i + blockSize];
    sdata[tid] = sum;
    __syncthreads();
    for (unsigned s = blockSize / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] = sum = sum + sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = sum;
}

template <class T>
__global__ void scaleBy(T *data, unsigned n) {
    const T *view = SharedMemory<T>(); // the const conversion, unused here but compiled
    (void)view;
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = data[i] * (T)(i % 5 + 1);
}

template <class T>
void launchReduce(int threads, int blocks, const T *in, T *out, unsigned n) {
    int smem = threads * sizeof(T);
    switch (threads) {
    case 256: reduce<T, 256><<<blocks, threads, smem>>>(in, out, n); break;
    case 128: reduce<T, 128><<<blocks, threads, smem>>>(in, out, n); break;
    case 64: reduce<T, 64><<<blocks, threads, smem>>>(in, out, n); break;
    case 32: reduce<T, 32><<<blocks, threads, smem>>>(in, out, n); break;
    }
}

template <class T>
void run(unsigned n, int threads) {
    T *h = new T[n];
    for (unsigned i = 0; i < n; i++) h[i] = (T)((i * 37) % 101) * Traits<T>::scale();
    T *d, *partial;
    int blocks = (n + threads * 2 - 1) / (threads * 2);
    cudaMalloc(&d, n * sizeof(T));
    cudaMalloc(&partial, blocks * sizeof(T));
    cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
    scaleBy<T><<<(n + 127) / 128, 128>>>(d, n);
    launchReduce<T>(threads, blocks, d, partial, n);
    T *hp = new T[blocks];
    cudaMemcpy(hp, partial, blocks * sizeof(T), cudaMemcpyDeviceToHost);
    T total = 0;
    for (int b = 0; b < blocks; b++) total += hp[b];
    printf("%-6s n=%5u threads=%3d blocks=%3d sum=%.6f first=%.6f\n", Traits<T>::name(), n, threads, blocks,
           (double)total, (double)hp[0]);
    delete[] h;
    delete[] hp;
    cudaFree(d);
    cudaFree(partial);
}

int main() {
    run<int>(5000, 256);
    run<float>(3001, 128);
    run<double>(4099, 64);
    run<float>(777, 32);
    run<double>(100, 256);
    return 0;
}
