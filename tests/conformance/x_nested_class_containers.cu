// Classes that keep containers of classes nested in them: a graph's
// adjacency lists of its own Edge (declared after the member functions
// that use it), a registry of entries that point back at it, and a
// device buffer pool whose slots are a nested struct; the kernel's work
// is checked against the host's.
#include <cstdio>
#include <map>
#include <string>
#include <vector>

__global__ void relaxEdges(const int *from, const int *to, const float *w, int m, const float *dist, float *next) {
    int e = blockIdx.x * blockDim.x + threadIdx.x;
    if (e < m) {
        float cand = dist[from[e]] + w[e];
        // each target has one incoming edge per round in this graph: no race
        if (cand < next[to[e]]) next[to[e]] = cand;
    }
}

class Graph {
  public:
    explicit Graph(int n) : n_(n) {}
    void add(int a, int b, float w) {
        adj_[a].push_back(Edge{b, w});
        ++edges_;
    }
    float outWeight(int a) const {
        float s = 0;
        auto it = adj_.find(a);
        if (it == adj_.end()) return 0;
        for (const Edge &e : it->second) s += e.w;
        return s;
    }
    void flatten(std::vector<int> &from, std::vector<int> &to, std::vector<float> &w) const {
        for (const auto &kv : adj_)
            for (const Edge &e : kv.second) {
                from.push_back(kv.first);
                to.push_back(e.to);
                w.push_back(e.w);
            }
    }
    int vertices() const { return n_; }
    int edges() const { return edges_; }

  private:
    struct Edge {
        int to;
        float w;
    };
    int n_;
    int edges_ = 0;
    std::map<int, std::vector<Edge>> adj_;
};

class Registry {
    struct Entry {
        std::string name;
        int id;
        const Registry *owner;
    };
    std::vector<Entry> entries_;

  public:
    int add(const std::string &n) {
        entries_.push_back({n, (int)entries_.size(), this});
        return (int)entries_.size() - 1;
    }
    bool owns(int i) const { return entries_[i].owner == this; }
    const std::string &name(int i) const { return entries_[i].name; }
};

class Pool {
  public:
    float *get(int n) {
        for (Slot &s : slots_)
            if (!s.used && s.size >= n) {
                s.used = true;
                return s.ptr;
            }
        Slot s{nullptr, n, true};
        cudaMalloc(&s.ptr, n * sizeof(float));
        slots_.push_back(s);
        return s.ptr;
    }
    void put(float *p) {
        for (Slot &s : slots_)
            if (s.ptr == p) s.used = false;
    }
    size_t size() const { return slots_.size(); }
    ~Pool() {
        for (Slot &s : slots_) cudaFree(s.ptr);
    }

  private:
    struct Slot {
        float *ptr;
        int size;
        bool used;
    };
    std::vector<Slot> slots_;
};

int main() {
    Graph g(6);
    for (int v = 0; v < 5; ++v) g.add(v, v + 1, 1.0f + 0.5f * v);
    g.add(0, 2, 4.0f);
    g.add(1, 3, 2.0f);
    std::vector<int> from, to;
    std::vector<float> w;
    g.flatten(from, to, w);
    int m = (int)from.size();
    Pool pool;
    float *dist = pool.get(8), *next = pool.get(8);
    int *dFrom, *dTo;
    float *dW = pool.get(m);
    cudaMalloc(&dFrom, m * sizeof(int));
    cudaMalloc(&dTo, m * sizeof(int));
    cudaMemcpy(dFrom, from.data(), m * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dTo, to.data(), m * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dW, w.data(), m * sizeof(float), cudaMemcpyHostToDevice);
    std::vector<float> h(g.vertices(), 1e9f);
    h[0] = 0;
    for (int round = 0; round < g.vertices(); ++round) {
        cudaMemcpy(dist, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
        cudaMemcpy(next, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice);
        // one edge per target a launch: targets differ within each group
        for (int k = 0; k < m; ++k) relaxEdges<<<1, 1>>>(dFrom + k, dTo + k, dW + k, 1, dist, next);
        cudaMemcpy(h.data(), next, h.size() * sizeof(float), cudaMemcpyDeviceToHost);
    }
    printf("%d vertices, %d edges; out-weights %.2f %.2f %.2f\n", g.vertices(), g.edges(), g.outWeight(0), g.outWeight(1),
           g.outWeight(5));
    printf("distances:");
    for (float d : h) printf(" %.2f", d);
    printf("\n");
    pool.put(next);
    float *again = pool.get(4);
    printf("pool reuses the freed slot: %s, %zu slots\n", again == next ? "yes" : "no", pool.size());

    Registry r;
    int a = r.add("alpha"), b = r.add("beta"), c = r.add("gamma");
    printf("%s %s %s owned %d%d%d\n", r.name(a).c_str(), r.name(b).c_str(), r.name(c).c_str(), r.owns(a), r.owns(b), r.owns(c));
    cudaFree(dFrom);
    cudaFree(dTo);
    return 0;
}
