// Tests every atomic function on global memory with int and unsigned int operands:
// atomicAdd, atomicSub, atomicExch, atomicMin, atomicMax, atomicInc, atomicDec, atomicCAS,
// atomicAnd, atomicOr, atomicXor. Each is used so that the final value does not depend on
// the order in which the GPU serves the 256 threads (atomicExch and atomicCAS through
// per-thread slots and a CAS loop).
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define THREADS 256

__device__ void casAdd(int *addr, int v) {
    int old = *addr, assumed;
    do {
        assumed = old;
        old = atomicCAS(addr, assumed, assumed + v);
    } while (old != assumed);
}

__global__ void atomics(int *r, unsigned int *u, int *slots) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    atomicAdd(&r[0], t);
    atomicSub(&r[1], t);
    atomicMin(&r[2], 1000 - t);
    atomicMax(&r[3], t * 3 - 100);
    atomicAnd(&r[4], ~(1 << (t % 31)));
    atomicOr(&r[5], 1 << (t % 20));
    atomicXor(&r[6], t);
    casAdd(&r[7], 2);
    slots[THREADS + t] = atomicExch(&slots[t], t * t);  // own slot: old value is the initial -1
    atomicAdd(&u[0], 3u);
    atomicInc(&u[1], 99u);     // wraps to 0 after reaching 99
    atomicDec(&u[2], 1000u);   // from 10: wraps to 1000 after reaching 0
    atomicMax(&u[3], (unsigned)t * 2654435761u);
    atomicMin(&u[4], (unsigned)t + 5u);
    atomicAnd(&u[5], 0xFFFFFFF0u | (unsigned)(t & 0xF));
    atomicOr(&u[6], 0x80000000u >> (t % 32));
    atomicXor(&u[7], 0xFFu);
}

int main() {
    int hr[8] = {0, 0, 1 << 30, -(1 << 30), -1, 0, 0, 0};
    unsigned int hu[8] = {0, 0, 10, 0, 0xFFFFFFFFu, 0xFFFFFFFFu, 0, 0};
    int hs[2 * THREADS];
    for (int i = 0; i < 2 * THREADS; i++) hs[i] = i < THREADS ? -1 : 0;
    int *dr, *ds;
    unsigned int *du;
    CHECK(cudaMalloc(&dr, sizeof(hr)));
    CHECK(cudaMalloc(&du, sizeof(hu)));
    CHECK(cudaMalloc(&ds, sizeof(hs)));
    CHECK(cudaMemcpy(dr, hr, sizeof(hr), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(du, hu, sizeof(hu), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(ds, hs, sizeof(hs), cudaMemcpyHostToDevice));
    atomics<<<THREADS / 64, 64>>>(dr, du, ds);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hr, dr, sizeof(hr), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hu, du, sizeof(hu), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hs, ds, sizeof(hs), cudaMemcpyDeviceToHost));
    const char *in[8] = {"add", "sub", "min", "max", "and", "or", "xor", "cas"};
    const char *un[8] = {"add", "inc", "dec", "max", "min", "and", "or", "xor"};
    for (int i = 0; i < 8; i++) printf("int  %-4s %d\n", in[i], hr[i]);
    for (int i = 0; i < 8; i++) printf("uint %-4s %u\n", un[i], hu[i]);
    long long slotSum = 0;
    for (int i = 0; i < 2 * THREADS; i++) slotSum += hs[i];
    printf("exch slots: new [3]=%d [255]=%d old [3]=%d sum=%lld\n", hs[3], hs[255], hs[THREADS + 3], slotSum);
    CHECK(cudaFree(dr));
    CHECK(cudaFree(du));
    CHECK(cudaFree(ds));
    return 0;
}
