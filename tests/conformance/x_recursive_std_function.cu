// Recursive lambdas held by std::function in host code, checking what a
// kernel computed: union-find with path compression over the labels a
// kernel propagated (each round from the last round's labels, so the
// rounds do not depend on the order threads run in), a depth-first order, a memoised count and a
// capture-less recursion declared before it is assigned.
#include <cstdio>
#include <functional>
#include <utility>
#include <vector>

__global__ void relax(const int *rowStart, const int *neighbours, const int *in, int *out, int n, int *changed) {
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v >= n) return;
    int m = in[v];
    for (int e = rowStart[v]; e < rowStart[v + 1]; ++e) m = min(m, in[neighbours[e]]);
    out[v] = m;
    if (m != in[v]) *changed = 1;
}

int main() {
    const int n = 40;
    std::vector<int2> edges;
    for (int i = 0; i < n; ++i) {
        if (i % 7 != 6) edges.push_back(make_int2(i, (i * 3 + 1) % n));
        if (i % 5 == 0) edges.push_back(make_int2(i, (i + 11) % n));
    }
    int m = (int)edges.size();
    // both directions of every edge, by vertex
    std::vector<int> rowStart(n + 1, 0), neighbours(2 * m);
    for (const int2 &e : edges) { ++rowStart[e.x + 1]; ++rowStart[e.y + 1]; }
    for (int v = 0; v < n; ++v) rowStart[v + 1] += rowStart[v];
    std::vector<int> fillAt(rowStart.begin(), rowStart.end() - 1);
    for (const int2 &e : edges) { neighbours[fillAt[e.x]++] = e.y; neighbours[fillAt[e.y]++] = e.x; }
    int *dRow, *dNbr, *dA, *dB, *dChanged;
    cudaMalloc(&dRow, (n + 1) * sizeof(int));
    cudaMalloc(&dNbr, 2 * m * sizeof(int));
    cudaMalloc(&dA, n * sizeof(int));
    cudaMalloc(&dB, n * sizeof(int));
    cudaMalloc(&dChanged, sizeof(int));
    cudaMemcpy(dRow, rowStart.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dNbr, neighbours.data(), 2 * m * sizeof(int), cudaMemcpyHostToDevice);
    std::vector<int> label(n);
    for (int i = 0; i < n; ++i) label[i] = i;
    cudaMemcpy(dA, label.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    int rounds = 0, changed = 1;
    while (changed) {
        changed = 0;
        cudaMemcpy(dChanged, &changed, sizeof(int), cudaMemcpyHostToDevice);
        relax<<<(n + 31) / 32, 32>>>(dRow, dNbr, dA, dB, n, dChanged);
        cudaMemcpy(&changed, dChanged, sizeof(int), cudaMemcpyDeviceToHost);
        std::swap(dA, dB);
        ++rounds;
    }
    cudaMemcpy(label.data(), dA, n * sizeof(int), cudaMemcpyDeviceToHost);

    std::vector<int> parent(n);
    for (int i = 0; i < n; ++i) parent[i] = i;
    std::function<int(int)> find = [&parent, &find](int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); };
    for (const int2 &e : edges) {
        int a = find(e.x), b = find(e.y);
        if (a != b) parent[a < b ? b : a] = a < b ? a : b;
    }
    int mismatches = 0;
    for (int v = 0; v < n; ++v) mismatches += find(v) != label[v];
    printf("rounds %d, components agree: %s (%d mismatches)\n", rounds, mismatches ? "no" : "yes", mismatches);

    std::vector<std::vector<int>> adj(n);
    for (const int2 &e : edges) adj[e.x].push_back(e.y);
    std::vector<int> order, seen(n, 0);
    std::function<void(int)> visit;
    visit = [&](int u) {
        seen[u] = 1;
        for (int v : adj[u])
            if (!seen[v]) visit(v);
        order.push_back(u);
    };
    for (int s = 0; s < n; ++s)
        if (!seen[s] && label[s] == s) visit(s);
    printf("post-order of %zu vertices:", order.size());
    for (size_t k = 0; k < order.size(); k += 4) printf(" %d", order[k]);
    printf("\n");

    std::vector<long long> memo(64, -1);
    std::function<long long(int, int)> paths = [&](int r, int c) -> long long {
        if (r == 0 || c == 0) return 1;
        long long &slot = memo[r * 8 + c];
        if (slot < 0) slot = paths(r - 1, c) + paths(r, c - 1);
        return slot;
    };
    printf("lattice paths 7x7: %lld\n", paths(7, 7));

    int depth = 0;
    std::function<void()> descend = [&] { if (++depth < label[n - 1] + 9) descend(); };
    descend();
    std::function<double(const std::vector<double> &, size_t)> tail = [&](const std::vector<double> &v, size_t i) {
        return i == v.size() ? 0.0 : v[i] / (i + 1) + tail(v, i + 1);
    };
    printf("depth %d, harmonic-weighted sum %.6f\n", depth, tail({3.0, 1.5, 2.25, 0.75}, 0));
    cudaFree(dRow);
    cudaFree(dNbr);
    cudaFree(dA);
    cudaFree(dB);
    cudaFree(dChanged);
    return 0;
}
