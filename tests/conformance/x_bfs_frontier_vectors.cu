// Level-synchronous BFS with frontier flag arrays and atomics.
// Graph: a 19 x 23 grid where some edges are removed by an LCG, a few long
// "shortcut" edges, and a walled-off pocket that is unreachable from the source.
// parent[v] = smallest frontier neighbour (atomicMin) -> deterministic tree.
#include <cstdio>
#include <climits>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(e) do { cudaError_t _e = (e); if (_e != cudaSuccess) { \
    printf("CUDA %s @%d\n", cudaGetErrorString(_e), __LINE__); return 1; } } while (0)

const int W = 23, H = 19;

__global__ void bfs_expand(int n, const int *rp, const int *adj, const unsigned char *frontier,
                           unsigned char *next, int *level, int *parent, int cur,
                           int *discovered, int *edgesScanned)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v >= n || !frontier[v]) return;
    int scanned = 0;
    for (int k = rp[v]; k < rp[v + 1]; ++k) {
        int u = adj[k];
        ++scanned;
        int old = atomicCAS(&level[u], -1, cur + 1);
        if (old == -1 || old == cur + 1) {
            atomicMin(&parent[u], v);
            next[u] = 1;
            if (old == -1) atomicAdd(discovered, 1);
        }
    }
    atomicAdd(edgesScanned, scanned);
}

int main()
{
    const int n = W * H;
    unsigned int s = 99991u;
    auto rnd = [&s]() { s = s * 1664525u + 1013904223u; return s >> 24; };   // 0..255
    std::vector<std::vector<int>> nb(n);
    auto link = [&](int a, int b) { nb[a].push_back(b); nb[b].push_back(a); };
    auto pocket = [](int x, int y) { return x >= 17 && x <= 20 && y >= 13 && y <= 16; };
    for (int y = 0; y < H; ++y)
        for (int x = 0; x < W; ++x) {
            int v = y * W + x;
            if (x + 1 < W && rnd() > 60 && pocket(x, y) == pocket(x + 1, y)) link(v, v + 1);
            if (y + 1 < H && rnd() > 60 && pocket(x, y) == pocket(x, y + 1)) link(v, v + W);
        }
    link(0, n - 1);                // shortcut corner to corner
    link(5 * W + 3, 12 * W + 20);
    std::vector<int> rp(n + 1, 0), adj;
    for (int v = 0; v < n; ++v) { rp[v + 1] = rp[v] + (int)nb[v].size(); adj.insert(adj.end(), nb[v].begin(), nb[v].end()); }
    int m = (int)adj.size();
    printf("grid %dx%d: n=%d directed edges=%d\n", W, H, n, m);

    int *d_rp, *d_adj, *d_level, *d_parent, *d_cnt;
    unsigned char *d_f, *d_next;
    CHECK(cudaMalloc(&d_rp, (n + 1) * sizeof(int)));
    CHECK(cudaMalloc(&d_adj, m * sizeof(int)));
    CHECK(cudaMalloc(&d_level, n * sizeof(int)));
    CHECK(cudaMalloc(&d_parent, n * sizeof(int)));
    CHECK(cudaMalloc(&d_cnt, 2 * sizeof(int)));
    CHECK(cudaMalloc(&d_f, n));
    CHECK(cudaMalloc(&d_next, n));
    CHECK(cudaMemcpy(d_rp, rp.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_adj, adj.data(), m * sizeof(int), cudaMemcpyHostToDevice));

    const int src = 8 * W + 11;
    std::vector<int> level(n, -1), parent(n, INT_MAX);
    level[src] = 0; parent[src] = src;
    CHECK(cudaMemcpy(d_level, level.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_parent, parent.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(d_f, 0, n));
    unsigned char one = 1;
    CHECK(cudaMemcpy(d_f + src, &one, 1, cudaMemcpyHostToDevice));

    int cur = 0, reached = 1;
    while (true) {
        CHECK(cudaMemset(d_next, 0, n));
        CHECK(cudaMemset(d_cnt, 0, 2 * sizeof(int)));
        bfs_expand<<<(n + 95) / 96, 96>>>(n, d_rp, d_adj, d_f, d_next, d_level, d_parent, cur, d_cnt, d_cnt + 1);
        CHECK(cudaGetLastError());
        int cnt[2];
        CHECK(cudaMemcpy(cnt, d_cnt, sizeof(cnt), cudaMemcpyDeviceToHost));
        printf("level %2d -> %2d : discovered %3d, edges scanned %4d\n", cur, cur + 1, cnt[0], cnt[1]);
        if (cnt[0] == 0) break;
        reached += cnt[0];
        unsigned char *t = d_f; d_f = d_next; d_next = t;
        ++cur;
    }
    CHECK(cudaMemcpy(level.data(), d_level, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(parent.data(), d_parent, n * sizeof(int), cudaMemcpyDeviceToHost));
    printf("reached %d of %d vertices, eccentricity(src) = %d\n", reached, n, cur);

    for (int y = 0; y < H; ++y) {
        char row[W + 1];
        for (int x = 0; x < W; ++x) {
            int l = level[y * W + x];
            row[x] = l < 0 ? '#' : (l < 10 ? '0' + l : (l < 36 ? 'a' + l - 10 : '+'));
        }
        row[W] = 0;
        printf("  %s\n", row);
    }
    long long psum = 0; int unreached = 0, bad = 0;
    for (int v = 0; v < n; ++v) {
        if (level[v] < 0) { ++unreached; if (parent[v] != INT_MAX) ++bad; continue; }
        psum += (long long)parent[v] * (v % 7 + 1);
        if (v != src && level[parent[v]] != level[v] - 1) ++bad;
    }
    printf("parent checksum %lld, unreached %d, inconsistent %d\n", psum, unreached, bad);
    int probe[] = {0, n - 1, 5 * W + 3, 12 * W + 20, 14 * W + 18, 8 * W + 12};
    for (int v : probe) printf("  v=%3d level=%2d parent=%d\n", v, level[v], parent[v]);
    cudaFree(d_rp); cudaFree(d_adj); cudaFree(d_level); cudaFree(d_parent);
    cudaFree(d_cnt); cudaFree(d_f); cudaFree(d_next);
    return 0;
}
