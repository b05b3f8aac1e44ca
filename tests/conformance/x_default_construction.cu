// Objects built by their default constructors: arrays of them in device
// and host functions (rebuilt on every call), members a constructor's
// initialiser list leaves out, structs without constructors whose members
// have them, and new T, new T() and new T[n].
#include <cstdio>
#include <vector>
#include <utility>

struct Accum {
    float sum;
    int count;
    __host__ __device__ Accum() : sum(0.0f), count(0) {}
    __host__ __device__ void add(float v) { sum += v; count++; }
};

struct Range {
    int lo, hi;
    __host__ __device__ Range() : lo(1 << 30), hi(-(1 << 30)) {}
    __host__ __device__ void see(int v) { lo = v < lo ? v : lo; hi = v > hi ? v : hi; }
};

// no constructor of its own: its implicit one builds both members
struct Summary {
    Accum acc;
    Range range;
    int tag;
};

struct Tracked {
    int id;
    Range r;
    Accum parts[2];
    __host__ __device__ Tracked(int i) : id(i) {}
};

__device__ float bucketed(const int *v, int n, int buckets) {
    Accum acc[4]; // built anew on every call
    for (int i = 0; i < n; ++i) acc[v[i] % buckets].add((float)v[i]);
    float s = 0.0f;
    for (int b = 0; b < buckets; ++b) s += acc[b].sum * (b + 1) + acc[b].count;
    return s;
}

__global__ void kernel(const int *v, int n, float *out, int *ranges) {
    int t = threadIdx.x;
    // called twice per thread: the second call must not see the first's sums
    out[2 * t] = bucketed(v + t, n, 2 + t % 3);
    out[2 * t + 1] = bucketed(v + t, n, 2 + t % 3);
    Summary s;
    Tracked k(t);
    for (int i = 0; i < n; ++i) {
        s.acc.add(v[t + i] * 0.5f);
        s.range.see(v[t + i] - t);
        k.r.see(v[t + i]);
        k.parts[i % 2].add(1.0f);
    }
    ranges[4 * t] = s.range.lo;
    ranges[4 * t + 1] = s.range.hi + (int)s.acc.sum;
    ranges[4 * t + 2] = k.r.hi - k.r.lo + k.id;
    ranges[4 * t + 3] = (int)k.parts[0].sum * 10 + k.parts[1].count;
}

int hostBuckets(const std::vector<int> &v, int buckets) {
    Range r[3];
    for (size_t i = 0; i < v.size(); ++i) r[i % buckets].see(v[i]);
    int s = 0;
    for (int b = 0; b < buckets; ++b) s += r[b].hi - r[b].lo;
    return s;
}

int main() {
    const int n = 6, threads = 8;
    int h[n + threads];
    for (int i = 0; i < n + threads; ++i) h[i] = (i * 37 + 11) % 23;
    int *dv, *dr;
    float *dout;
    cudaMalloc(&dv, sizeof(h));
    cudaMalloc(&dout, 2 * threads * sizeof(float));
    cudaMalloc(&dr, 4 * threads * sizeof(int));
    cudaMemcpy(dv, h, sizeof(h), cudaMemcpyHostToDevice);
    kernel<<<1, threads>>>(dv, n, dout, dr);
    float out[2 * threads];
    int ranges[4 * threads];
    cudaMemcpy(out, dout, sizeof(out), cudaMemcpyDeviceToHost);
    cudaMemcpy(ranges, dr, sizeof(ranges), cudaMemcpyDeviceToHost);
    for (int t = 0; t < threads; ++t)
        printf("t%d: %.1f %.1f | %d %d %d %d\n", t, out[2 * t], out[2 * t + 1], ranges[4 * t], ranges[4 * t + 1], ranges[4 * t + 2], ranges[4 * t + 3]);

    // host: the same calls twice, objects on the heap
    std::vector<int> v(h, h + n + threads);
    printf("host buckets %d %d %d\n", hostBuckets(v, 2), hostBuckets(v, 3), hostBuckets(v, 2));
    Range *one = new Range;
    Range *two = new Range();
    Accum *many = new Accum[5];
    Summary *sum = new Summary();
    one->see(4);
    two->see(-2);
    for (int i = 0; i < 5; ++i) many[i].add((float)i);
    sum->acc.add(2.0f);
    printf("heap %d %d %d %d %.1f %d %d %.1f\n", one->lo, one->hi, two->lo, two->hi, many[4].sum, many[3].count, sum->range.lo, sum->acc.sum);
    delete one;
    delete two;
    delete[] many;
    delete sum;

    // a local typedef and a local struct as template arguments
    typedef std::pair<int, int> Edge;
    struct Weighted { Edge e; float w; };
    std::vector<Edge> edges;
    std::vector<Weighted> weighted;
    for (int i = 0; i < 4; ++i) {
        edges.push_back(Edge(i, (i * 3 + 1) % 4));
        weighted.push_back(Weighted{edges.back(), 0.25f * i});
    }
    for (size_t i = 0; i < weighted.size(); ++i)
        printf("%d->%d %.2f%s", weighted[i].e.first, weighted[i].e.second, weighted[i].w, i + 1 < weighted.size() ? ", " : "\n");
    cudaFree(dv);
    cudaFree(dout);
    cudaFree(dr);
    return 0;
}
