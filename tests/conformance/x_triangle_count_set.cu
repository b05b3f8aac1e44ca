// Triangle counting on an undirected graph stored as an oriented CSR (u -> v only when u < v,
// neighbour lists sorted). Two kernels:
//   edge_merge    : one thread per oriented edge, sorted-list merge intersection
//   warp_bsearch  : one warp per vertex; lanes take neighbours, binary-search the
//                   neighbour's list; warp total via __reduce_add_sync, and a
//                   __ballot_sync/__popc count of "lanes that found something".
// Graph = 6x9 grid with diagonals + an 8-clique + LCG random edges.
#include <cstdio>
#include <vector>
#include <set>
#include <algorithm>
#include <cuda_runtime.h>

#define CK(call) { cudaError_t e = call; if (e != cudaSuccess) { printf("CUDA error: %s\n", cudaGetErrorString(e)); return 1; } }

__global__ void edge_merge(int m, const int *src, const int *rp, const int *col,
                           unsigned long long *total, int *perVertex)
{
    int e = blockIdx.x * blockDim.x + threadIdx.x;
    if (e >= m) return;
    int u = src[e], v = col[e];
    int i = rp[u], ie = rp[u + 1], j = rp[v], je = rp[v + 1];
    int c = 0;
    while (i < ie && j < je) {
        int a = col[i], b = col[j];
        if (a == b) { atomicAdd(&perVertex[a], 1); ++c; ++i; ++j; }
        else if (a < b) ++i;
        else ++j;
    }
    if (c) {
        atomicAdd(total, (unsigned long long)c);
        atomicAdd(&perVertex[u], c);
        atomicAdd(&perVertex[v], c);
    }
}

__device__ bool contains(const int *col, int lo, int hi, int key)
{
    while (lo < hi) {
        int mid = (lo + hi) >> 1;
        int x = col[mid];
        if (x == key) return true;
        if (x < key) lo = mid + 1; else hi = mid;
    }
    return false;
}

__global__ void warp_bsearch(int n, const int *rp, const int *col, unsigned *perRoot, unsigned *hitLanes)
{
    int warpId = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
    int lane = threadIdx.x & 31;
    if (warpId >= n) return;
    int u = warpId;
    unsigned cnt = 0;
    // for each pair (v, w) in N+(u) with v < w, check w in N+(v)
    for (int a = rp[u]; a < rp[u + 1]; ++a) {
        int v = col[a];
        for (int b = a + 1 + lane; b < rp[u + 1]; b += 32)
            if (contains(col, rp[v], rp[v + 1], col[b])) ++cnt;
    }
    unsigned found = __ballot_sync(0xffffffffu, cnt > 0);
    unsigned sum = __reduce_add_sync(0xffffffffu, cnt);
    if (lane == 0) { perRoot[u] = sum; hitLanes[u] = __popc(found); }
}

int main()
{
    std::set<std::pair<int, int>> E;
    auto add = [&](int a, int b) { if (a == b) return; if (a > b) std::swap(a, b); E.insert({a, b}); };
    const int GX = 9, GY = 6;
    for (int y = 0; y < GY; ++y)
        for (int x = 0; x < GX; ++x) {
            int v = y * GX + x;
            if (x + 1 < GX) add(v, v + 1);
            if (y + 1 < GY) add(v, v + GX);
            if (x + 1 < GX && y + 1 < GY && (x + y) % 3 != 0) add(v, v + GX + 1);
        }
    const int base = GX * GY;                         // 8-clique: C(8,3) = 56 triangles
    for (int i = 0; i < 8; ++i) for (int j = i + 1; j < 8; ++j) add(base + i, base + j);
    const int n = base + 8 + 70;
    unsigned r = 4242u;
    for (int k = 0; k < 260; ++k) {
        r = r * 1103515245u + 12345u; int a = (r >> 10) % n;
        r = r * 1103515245u + 12345u; int b = (r >> 10) % n;
        add(a, b);
    }
    std::vector<int> rp(n + 1, 0), col, src;
    for (auto &e : E) rp[e.first + 1]++;
    for (int i = 0; i < n; ++i) rp[i + 1] += rp[i];
    for (auto &e : E) { src.push_back(e.first); col.push_back(e.second); }   // set order = sorted
    int m = (int)col.size();
    printf("n=%d undirected edges=%d\n", n, m);

    int *d_src, *d_rp, *d_col, *d_pv; unsigned long long *d_total; unsigned *d_root, *d_hits;
    CK(cudaMalloc(&d_src, m * sizeof(int)));
    CK(cudaMalloc(&d_rp, (n + 1) * sizeof(int)));
    CK(cudaMalloc(&d_col, m * sizeof(int)));
    CK(cudaMalloc(&d_pv, n * sizeof(int)));
    CK(cudaMalloc(&d_total, sizeof(unsigned long long)));
    CK(cudaMalloc(&d_root, n * sizeof(unsigned)));
    CK(cudaMalloc(&d_hits, n * sizeof(unsigned)));
    CK(cudaMemcpy(d_src, src.data(), m * sizeof(int), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_rp, rp.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_col, col.data(), m * sizeof(int), cudaMemcpyHostToDevice));
    CK(cudaMemset(d_pv, 0, n * sizeof(int)));
    CK(cudaMemset(d_total, 0, sizeof(unsigned long long)));

    edge_merge<<<(m + 127) / 128, 128>>>(m, d_src, d_rp, d_col, d_total, d_pv);
    warp_bsearch<<<(n * 32 + 191) / 192, 192>>>(n, d_rp, d_col, d_root, d_hits);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());

    unsigned long long total;
    std::vector<int> pv(n);
    std::vector<unsigned> root(n), hits(n);
    CK(cudaMemcpy(&total, d_total, sizeof(total), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(pv.data(), d_pv, n * sizeof(int), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(root.data(), d_root, n * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(hits.data(), d_hits, n * sizeof(unsigned), cudaMemcpyDeviceToHost));

    unsigned long long sumRoot = 0, sumPv = 0;
    for (int v = 0; v < n; ++v) { sumRoot += root[v]; sumPv += pv[v]; }
    printf("triangles (edge merge)   = %llu\n", total);
    printf("triangles (warp bsearch) = %llu\n", sumRoot);
    printf("sum of per-vertex counts = %llu (= 3 x %llu)\n", sumPv, sumPv / 3);

    // undirected degree for clustering coefficient
    std::vector<int> deg(n, 0);
    for (auto &e : E) { deg[e.first]++; deg[e.second]++; }
    double avgCC = 0;
    for (int v = 0; v < n; ++v) {
        float cc = deg[v] > 1 ? 2.0f * pv[v] / (float)(deg[v] * (deg[v] - 1)) : 0.0f;
        avgCC += cc;
        if (v < 12 || (v >= base && v < base + 8) || pv[v] > 9)
            printf("  v %3d deg %2d tri %3d rootTri %3u lanesHit %2u cc %.6f\n",
                   v, deg[v], pv[v], root[v], hits[v], cc);
    }
    printf("average clustering coefficient = %.9f\n", avgCC / n);
    cudaFree(d_src); cudaFree(d_rp); cudaFree(d_col); cudaFree(d_pv);
    cudaFree(d_total); cudaFree(d_root); cudaFree(d_hits);
    return 0;
}
