// libcu++'s atomics, as the programming guide introduces them: cuda::atomic_ref over a float in
// global memory (the guide's sum, on values whose sum is exact in any order), cuda::std::atomic_ref
// and cuda::atomic_ref of several scopes and types with every fetch_ operation, exchange,
// compare_exchange_strong on each thread's own slot, the operators (++, --, +=, -=, &=, |=, ^=),
// a __device__ cuda::atomic<int> counter, block-scope atomics on shared memory with memory
// orders, load and store, and std::atomic on the host. Only what no order of the threads changes
// is printed: totals, and the sum of the old values fetch_add returned.
#include <cstdio>
#include <atomic>
#include <cuda/atomic>
#include <cuda/std/atomic>

__device__ cuda::atomic<int, cuda::thread_scope_device> launched;

struct Totals {
    float sum;
    int count, minimum, maximum;
    unsigned orBits, andBits, xorBits;
    unsigned long long big;
    long long oldSum;
    int swapped, exchanged, blockSums[4];
};

__global__ void atomics(int n, const float *array, Totals *t, int *slots) {
    __shared__ int blockSum;
    int tid = threadIdx.x + blockIdx.x * blockDim.x;
    cuda::atomic_ref<int, cuda::thread_scope_block> bs(blockSum);
    if (threadIdx.x == 0) bs.store(0, cuda::memory_order_relaxed);
    __syncthreads();
    launched.fetch_add(1);
    if (tid < n) {
        cuda::atomic_ref<float, cuda::thread_scope_device> result(t->sum);
        result.fetch_add(array[tid]);
        cuda::std::atomic_ref<int> count(t->count);
        int old = count.fetch_add(1);
        cuda::atomic_ref<long long> oldSum(t->oldSum);
        oldSum += old;
        cuda::atomic_ref<int> lo(t->minimum), hi(t->maximum);
        lo.fetch_min((tid * 37) % 101 - 50);
        hi.fetch_max((tid * 53) % 97 - 40);
        cuda::atomic_ref<unsigned> o(t->orBits), a(t->andBits), x(t->xorBits);
        o |= 1u << (tid % 29);
        a &= ~(1u << (tid % 31));
        x ^= tid * 2654435761u;
        cuda::atomic_ref<unsigned long long, cuda::thread_scope_system> big(t->big);
        big++;
        big += 1000000000000ull;
        big--;
        big -= 7;
        cuda::atomic_ref<int> mine(slots[tid]);
        int expected = tid;
        if (mine.compare_exchange_strong(expected, tid * 3)) cuda::atomic_ref<int>(t->swapped).fetch_add(1);
        int seen = -1;
        if (!mine.compare_exchange_strong(seen, 0)) cuda::atomic_ref<int>(t->exchanged).fetch_add(seen == tid * 3);
        mine.exchange(tid + 1000);
        bs.fetch_add(tid % 7, cuda::memory_order_acq_rel);
    }
    __syncthreads();
    if (threadIdx.x == 0 && blockIdx.x < 4) t->blockSums[blockIdx.x] = bs.load(cuda::memory_order_acquire);
}

int main() {
    const int n = 200, threads = 64, blocks = (n + threads - 1) / threads;
    float h[n];
    for (int i = 0; i < n; i++) h[i] = (i % 16) * 0.25f;
    int s[blocks * threads];
    for (int i = 0; i < blocks * threads; i++) s[i] = i;
    Totals init = {0.0f, 0, 1 << 30, -(1 << 30), 0u, 0xffffffffu, 0u, 5ull, 0, 0, 0, {0, 0, 0, 0}};
    float *d;
    Totals *t;
    int *slots;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&t, sizeof(Totals));
    cudaMalloc(&slots, sizeof s);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    cudaMemcpy(t, &init, sizeof init, cudaMemcpyHostToDevice);
    cudaMemcpy(slots, s, sizeof s, cudaMemcpyHostToDevice);
    atomics<<<blocks, threads>>>(n, d, t, slots);
    Totals r;
    int launchedThreads;
    cudaMemcpy(&r, t, sizeof r, cudaMemcpyDeviceToHost);
    cudaMemcpy(s, slots, sizeof s, cudaMemcpyDeviceToHost);
    cudaMemcpyFromSymbol(&launchedThreads, launched, sizeof(int));
    printf("sum %f count %d old values %lld min %d max %d\n", r.sum, r.count, r.oldSum, r.minimum, r.maximum);
    printf("or %08x and %08x xor %08x big %llu\n", r.orBits, r.andBits, r.xorBits, r.big);
    printf("swapped %d exchanged %d launched %d\n", r.swapped, r.exchanged, launchedThreads);
    printf("block sums %d %d %d %d\n", r.blockSums[0], r.blockSums[1], r.blockSums[2], r.blockSums[3]);
    long long slotSum = 0;
    for (int i = 0; i < blocks * threads; i++) slotSum += s[i];
    printf("slots %lld\n", slotSum);
    std::atomic<int> hostCount(10);
    hostCount.fetch_add(5);
    hostCount++;
    --hostCount;
    hostCount.fetch_sub(2);
    int want = 13;
    bool ok = hostCount.compare_exchange_strong(want, 40);
    printf("host %d %d %d\n", hostCount.load(), ok, want);
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
