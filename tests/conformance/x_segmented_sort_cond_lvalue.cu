// Segmented sort of (key,value) pairs described by CSR-style offsets.
// Small segments (<= 2048): one block, shared-memory bitonic sort padded with INT_MAX.
// Large segments: one block, odd-even transposition sort in global memory.
// Each element finds its segment with an upper_bound over the offsets array.
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
#include <vector>
#include <algorithm>
#include <utility>
#include <cuda_runtime.h>

#define CUDA_CALL(x) do { cudaError_t rc = (x); if (rc != cudaSuccess) { \
    printf("%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(rc)); exit(EXIT_FAILURE); } } while (0)

#define SMALL_MAX 2048
#define SORT_THREADS 512

__device__ __forceinline__ bool pairLess(int ka, int va, int kb, int vb) {
    return ka < kb || (ka == kb && va < vb);
}

__global__ void sortSmallSegments(int *keys, int *vals, const int *offsets, const int *segList) {
    __shared__ int sk[SMALL_MAX];
    __shared__ int sv[SMALL_MAX];
    int seg = segList[blockIdx.x];
    int begin = offsets[seg], len = offsets[seg + 1] - begin;
    int p2 = 1;
    while (p2 < len) p2 <<= 1;
    for (int i = threadIdx.x; i < p2; i += blockDim.x) {
        sk[i] = (i < len) ? keys[begin + i] : INT_MAX;
        sv[i] = (i < len) ? vals[begin + i] : INT_MAX;
    }
    __syncthreads();
    for (int size = 2; size <= p2; size <<= 1) {
        for (int stride = size >> 1; stride > 0; stride >>= 1) {
            for (int t = threadIdx.x; t < p2 / 2; t += blockDim.x) {
                int pos = 2 * t - (t & (stride - 1));
                bool asc = ((pos & size) == 0);
                int ka = sk[pos], kb = sk[pos + stride], va = sv[pos], vb = sv[pos + stride];
                if (pairLess(kb, vb, ka, va) == asc) {
                    sk[pos] = kb; sk[pos + stride] = ka;
                    sv[pos] = vb; sv[pos + stride] = va;
                }
            }
            __syncthreads();
        }
    }
    for (int i = threadIdx.x; i < len; i += blockDim.x) {
        keys[begin + i] = sk[i];
        vals[begin + i] = sv[i];
    }
}

__global__ void sortLargeSegment(int *keys, int *vals, const int *offsets, const int *segList) {
    int seg = segList[blockIdx.x];
    int begin = offsets[seg], len = offsets[seg + 1] - begin;
    int *k = keys + begin, *v = vals + begin;
    for (int phase = 0; phase < len; ++phase) {
        for (int i = 2 * threadIdx.x + (phase & 1); i + 1 < len; i += 2 * blockDim.x) {
            if (pairLess(k[i + 1], v[i + 1], k[i], v[i])) {
                int tk = k[i]; k[i] = k[i + 1]; k[i + 1] = tk;
                int tv = v[i]; v[i] = v[i + 1]; v[i + 1] = tv;
            }
        }
        __syncthreads();
    }
}

// Segment id via upper_bound(offsets, i) - 1; accumulate per-segment checksums.
__global__ void segmentChecksums(const int *keys, const int *offsets, int numSegs, int n,
                                 unsigned long long *sums, int *firstKey) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int lo = 0, hi = numSegs + 1;
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        if (offsets[mid] <= i) lo = mid + 1; else hi = mid;
    }
    int seg = lo - 1;
    int local = i - offsets[seg];
    atomicAdd(&sums[seg], (unsigned long long)(unsigned int)keys[i] * (unsigned long long)(local + 1));
    if (local == 0) firstKey[seg] = keys[i];
}

int main(void) {
    const int lens[] = {0, 1, 2, 5, 0, 31, 32, 33, 100, 513, 1024, 1025, 2048, 3000, 7, 0, 1999, 64};
    const int numSegs = (int)(sizeof(lens) / sizeof(lens[0]));
    std::vector<int> offsets(numSegs + 1, 0);
    for (int s = 0; s < numSegs; ++s) offsets[s + 1] = offsets[s] + lens[s];
    const int n = offsets[numSegs];
    std::vector<int> keys(n), vals(n);
    unsigned int st = 42u;
    for (int i = 0; i < n; ++i) {
        st ^= st << 13; st ^= st >> 17; st ^= st << 5;
        int r = (int)(st % 2001u) - 1000;
        if (i % 17 == 0) r = INT_MIN;
        if (i % 19 == 0) r = INT_MAX;   // collides with the padding value
        keys[i] = r;
        vals[i] = n - i;
    }
    std::vector<int> small, large;
    for (int s = 0; s < numSegs; ++s) {
        if (lens[s] == 0) continue;
        (lens[s] <= SMALL_MAX ? small : large).push_back(s);
    }
    printf("n=%d segments=%d small=%zu large=%zu\n", n, numSegs, small.size(), large.size());

    int *dk, *dv, *doff, *dsmall, *dlarge, *dfirst;
    unsigned long long *dsums;
    CUDA_CALL(cudaMalloc(&dk, n * sizeof(int)));
    CUDA_CALL(cudaMalloc(&dv, n * sizeof(int)));
    CUDA_CALL(cudaMalloc(&doff, (numSegs + 1) * sizeof(int)));
    CUDA_CALL(cudaMalloc(&dsmall, small.size() * sizeof(int)));
    CUDA_CALL(cudaMalloc(&dlarge, large.size() * sizeof(int)));
    CUDA_CALL(cudaMalloc(&dsums, numSegs * sizeof(unsigned long long)));
    CUDA_CALL(cudaMalloc(&dfirst, numSegs * sizeof(int)));
    CUDA_CALL(cudaMemcpy(dk, keys.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CALL(cudaMemcpy(dv, vals.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CALL(cudaMemcpy(doff, offsets.data(), (numSegs + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CALL(cudaMemcpy(dsmall, small.data(), small.size() * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CALL(cudaMemcpy(dlarge, large.data(), large.size() * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_CALL(cudaMemset(dsums, 0, numSegs * sizeof(unsigned long long)));
    CUDA_CALL(cudaMemset(dfirst, 0xFF, numSegs * sizeof(int)));

    sortSmallSegments<<<(unsigned)small.size(), SORT_THREADS>>>(dk, dv, doff, dsmall);
    CUDA_CALL(cudaGetLastError());
    sortLargeSegment<<<(unsigned)large.size(), 256>>>(dk, dv, doff, dlarge);
    CUDA_CALL(cudaGetLastError());
    segmentChecksums<<<(n + 255) / 256, 256>>>(dk, doff, numSegs, n, dsums, dfirst);
    CUDA_CALL(cudaDeviceSynchronize());

    std::vector<int> ok(n), ov(n), first(numSegs);
    std::vector<unsigned long long> sums(numSegs);
    CUDA_CALL(cudaMemcpy(ok.data(), dk, n * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CALL(cudaMemcpy(ov.data(), dv, n * sizeof(int), cudaMemcpyDeviceToHost));
    CUDA_CALL(cudaMemcpy(sums.data(), dsums, numSegs * sizeof(unsigned long long), cudaMemcpyDeviceToHost));
    CUDA_CALL(cudaMemcpy(first.data(), dfirst, numSegs * sizeof(int), cudaMemcpyDeviceToHost));

    int totalBad = 0;
    for (int s = 0; s < numSegs; ++s) {
        int b = offsets[s], len = lens[s];
        std::vector<std::pair<int, int> > ref(len);
        for (int i = 0; i < len; ++i) ref[i] = std::make_pair(keys[b + i], vals[b + i]);
        std::sort(ref.begin(), ref.end());
        int bad = 0;
        unsigned long long hsum = 0;
        for (int i = 0; i < len; ++i) {
            if (ok[b + i] != ref[i].first || ov[b + i] != ref[i].second) ++bad;
            hsum += (unsigned long long)(unsigned int)ref[i].first * (unsigned long long)(i + 1);
        }
        if (hsum != sums[s]) ++bad;
        totalBad += bad;
        printf("seg %2d [%5d,%5d) len=%4d first=%11d", s, b, b + len, len, first[s]);
        if (len > 0)
            printf(" min=(%d,%d) max=(%d,%d)", ok[b], ov[b], ok[b + len - 1], ov[b + len - 1]);
        printf(" sum=%llu %s\n", sums[s], bad ? "FAIL" : "ok");
    }
    printf("%s\n", totalBad == 0 ? "PASS" : "FAIL");
    cudaFree(dk); cudaFree(dv); cudaFree(doff); cudaFree(dsmall); cudaFree(dlarge);
    cudaFree(dsums); cudaFree(dfirst);
    return 0;
}
