// Threads that wait for other threads of their own block: flags in shared and global memory,
// a bounded ring buffer between two warps, a lane waiting for another lane of its warp, and a
// spin lock followed by __syncwarp and a shuffle reduction. Since Volta every thread has its
// own program counter, so a waiting thread never blocks the thread it waits for.
#include <cstdio>
#include <cuda_runtime.h>

// Warp 0 waits until warp 1 has published a value, then every lane uses it.
__global__ void flagBetweenWarps(volatile int *flag, int *out) {
    int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    if (warp == 0) {
        if (lane == 0) {
            while (flag[0] == 0) { }
        }
        __syncwarp();
        out[threadIdx.x] = flag[1] * 100 + lane;
    } else {
        if (lane == 0) {
            flag[1] = 42;
            __threadfence();
            flag[0] = 1;
        }
        out[threadIdx.x] = -lane;
    }
}

// Lane 3 waits for lane 29 of the same warp, which is on the other side of the branch.
__global__ void laneWaitsForLane(int *out) {
    __shared__ volatile int box[2];
    int lane = threadIdx.x;
    if (lane == 0) { box[0] = 0; box[1] = 0; }
    __syncwarp();
    if (lane == 3) {
        while (box[0] == 0) { }
        out[0] = box[1] + 1;
    } else if (lane == 29) {
        box[1] = 1000 + lane;
        __threadfence_block();
        box[0] = 1;
    }
    __syncwarp();
    out[1 + lane] = lane * 2;
}

// A bounded queue in shared memory: lane 0 of warp 0 produces, lane 0 of warp 1 consumes.
#define QCAP 4
__global__ void ringBuffer(int items, long long *result) {
    __shared__ volatile int head, tail;
    __shared__ volatile int slot[QCAP];
    __shared__ long long consumed;
    if (threadIdx.x == 0) { head = 0; tail = 0; consumed = 0; }
    __syncthreads();
    int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    if (warp == 0 && lane == 0) {
        for (int i = 1; i <= items; i++) {
            while (tail - head == QCAP) { }
            slot[tail % QCAP] = i * i;
            __threadfence_block();
            tail = tail + 1;
        }
    } else if (warp == 1 && lane == 0) {
        long long sum = 0;
        for (int i = 0; i < items; i++) {
            while (head == tail) { }
            sum += slot[head % QCAP] * (long long)(i + 1);
            __threadfence_block();
            head = head + 1;
        }
        consumed = sum;
    }
    __syncthreads();
    if (threadIdx.x == 0) *result = consumed;
}

// Every lane takes a lock, then the warp meets again for a shuffle reduction.
__device__ int lockWord = 0;
__device__ int runningTotal = 0;
__global__ void lockThenShuffle(const int *v, int *warpSums, int *seenMax) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int x = v[t];
    while (atomicCAS(&lockWord, 0, 1) != 0) { }
    int before = runningTotal;
    runningTotal = before + x;
    atomicMax(seenMax, before);
    __threadfence();
    atomicExch(&lockWord, 0);
    __syncwarp();
    for (int o = 16; o > 0; o >>= 1) x += __shfl_down_sync(0xffffffffu, x, o);
    if ((threadIdx.x & 31) == 0) warpSums[t / 32] = x;
}

// Ticket lock: lanes are served in the order of their tickets.
__global__ void ticketLock(int *next, volatile int *serving, int *order, int *count) {
    int me = atomicAdd(next, 1);
    while (*serving != me) { }
    int c = *count;
    order[c] = me;
    *count = c + 1;
    __threadfence();
    *serving = me + 1;
}

int main() {
    int *flag, *out;
    cudaMalloc(&flag, 2 * sizeof(int)); cudaMemset(flag, 0, 2 * sizeof(int));
    cudaMalloc(&out, 64 * sizeof(int));
    flagBetweenWarps<<<1, 64>>>(flag, out);
    cudaError_t e = cudaDeviceSynchronize();
    int h[64]; cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("flagBetweenWarps: %s %d %d %d %d\n", cudaGetErrorString(e), h[0], h[31], h[32], h[63]);

    laneWaitsForLane<<<1, 32>>>(out);
    e = cudaDeviceSynchronize();
    cudaMemcpy(h, out, 33 * sizeof(int), cudaMemcpyDeviceToHost);
    printf("laneWaitsForLane: %s %d %d %d\n", cudaGetErrorString(e), h[0], h[1 + 3], h[1 + 31]);

    long long *res; cudaMalloc(&res, sizeof(long long));
    for (int items = 1; items <= 40; items += 13) {
        ringBuffer<<<1, 64>>>(items, res);
        e = cudaDeviceSynchronize();
        long long r; cudaMemcpy(&r, res, sizeof r, cudaMemcpyDeviceToHost);
        long long want = 0; for (long long i = 1; i <= items; i++) want += i * i * i;
        printf("ringBuffer(%d): %s %lld expected %lld\n", items, cudaGetErrorString(e), r, want);
    }

    int hv[128]; for (int i = 0; i < 128; i++) hv[i] = (i * 37) % 101 - 50;
    int *v, *ws, *mx;
    cudaMalloc(&v, sizeof hv); cudaMemcpy(v, hv, sizeof hv, cudaMemcpyHostToDevice);
    cudaMalloc(&ws, 4 * sizeof(int)); cudaMalloc(&mx, sizeof(int)); cudaMemset(mx, 0x80, sizeof(int));
    lockThenShuffle<<<2, 64>>>(v, ws, mx);
    e = cudaDeviceSynchronize();
    int hw[4], total; cudaMemcpy(hw, ws, sizeof hw, cudaMemcpyDeviceToHost);
    cudaMemcpyFromSymbol(&total, runningTotal, sizeof total);
    printf("lockThenShuffle: %s total %d warps %d %d %d %d\n", cudaGetErrorString(e), total, hw[0], hw[1], hw[2], hw[3]);

    int *next, *serving, *order, *count;
    cudaMalloc(&next, sizeof(int)); cudaMemset(next, 0, sizeof(int));
    cudaMalloc(&serving, sizeof(int)); cudaMemset(serving, 0, sizeof(int));
    cudaMalloc(&count, sizeof(int)); cudaMemset(count, 0, sizeof(int));
    cudaMalloc(&order, 96 * sizeof(int));
    ticketLock<<<1, 96>>>(next, serving, order, count);
    e = cudaDeviceSynchronize();
    int ho[96], hc; cudaMemcpy(ho, order, sizeof ho, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hc, count, sizeof hc, cudaMemcpyDeviceToHost);
    int inOrder = 1; for (int i = 0; i < 96; i++) inOrder &= ho[i] == i;
    printf("ticketLock: %s served %d in ticket order %s\n", cudaGetErrorString(e), hc, inOrder ? "yes" : "no");
    return 0;
}
