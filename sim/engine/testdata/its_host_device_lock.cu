// A lock object whose member functions are __host__ __device__: on the device every lane of a
// warp takes it (the lanes that win run ahead of those that spin), and the host uses the same
// functions on its own lock.
#include <cstdio>

struct Lock {
    int *word;
    __host__ __device__ void lock() {
#ifdef __CUDA_ARCH__
        while (atomicCAS(word, 0, 1) != 0) { }
#else
        while (*word != 0) { }
        *word = 1;
#endif
    }
    __host__ __device__ void unlock() {
#ifdef __CUDA_ARCH__
        __threadfence();
        atomicExch(word, 0);
#else
        *word = 0;
#endif
    }
};

__device__ int total = 0;

__global__ void add(Lock l) {
    for (int k = 0; k < 3; k++) {
        l.lock();
        total = total + (int)threadIdx.x + k;
        l.unlock();
    }
}

int main() {
    Lock l;
    cudaMalloc(&l.word, sizeof(int));
    cudaMemset(l.word, 0, sizeof(int));
    add<<<2, 64>>>(l);
    int t;
    cudaMemcpyFromSymbol(&t, total, sizeof t);
    int hw = 0;
    Lock h = {&hw};
    h.lock();
    h.unlock();
    printf("total %d, host lock %d\n", t, hw);
    return 0;
}

// Output:
// total 12480, host lock 0
