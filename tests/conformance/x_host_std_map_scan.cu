// Host C++ around a block scan: the CPU reference comes from
// std::exclusive_scan and partial_sum, the check from std::equal,
// std::minmax_element (first smallest, last largest) and lower_bound /
// upper_bound / binary_search; a std::map histograms the results by key
// order, a std::map<std::string, int> counts words, and iostream prints
// with setfill/setw/left (the fill pads the whole value) in the order the
// << operands run.
#include <cstdio>
#include <iostream>
#include <iomanip>
#include <algorithm>
#include <numeric>
#include <vector>
#include <map>
#include <string>

__global__ void blockScan(const int *in, int *out, int n) {
    __shared__ int s[256];
    int t = threadIdx.x;
    int i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? in[i] : 0;
    __syncthreads();
    for (int off = 1; off < blockDim.x; off *= 2) {
        int v = t >= off ? s[t - off] : 0;
        __syncthreads();
        s[t] += v;
        __syncthreads();
    }
    if (i < n) out[i] = s[t] - (i < n ? in[i] : 0);
}

int calls = 0;
int tick() { return ++calls; }

int main() {
    const int n = 256;
    std::vector<int> in(n);
    for (int i = 0; i < n; i++) in[i] = (i * 37 + 11) % 23 - 11;
    int *din, *dout;
    cudaMalloc(&din, n * sizeof(int));
    cudaMalloc(&dout, n * sizeof(int));
    cudaMemcpy(din, in.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    blockScan<<<1, 256>>>(din, dout, n);
    std::vector<int> gpu(n);
    cudaMemcpy(gpu.data(), dout, n * sizeof(int), cudaMemcpyDeviceToHost);

    std::vector<int> ref(n), incl(n);
    std::exclusive_scan(in.begin(), in.end(), ref.begin(), 0);
    std::partial_sum(in.begin(), in.end(), incl.begin());
    printf("scan %s, last exclusive %d inclusive %d\n", std::equal(ref.begin(), ref.end(), gpu.begin()) ? "matches" : "differs", gpu[n - 1], incl[n - 1]);

    auto [lo, hi] = std::minmax_element(gpu.data(), gpu.data() + n);
    printf("min %d at %d, max %d at %d\n", *lo, (int)(lo - gpu.data()), *hi, (int)(hi - gpu.data()));
    std::vector<int> sorted = gpu;
    std::sort(sorted.begin(), sorted.end());
    int probe = sorted[n / 2];
    printf("probe %d: lower %d upper %d found %d missing %d sorted %d\n", probe,
           (int)(std::lower_bound(sorted.begin(), sorted.end(), probe) - sorted.begin()),
           (int)(std::upper_bound(sorted.begin(), sorted.end(), probe) - sorted.begin()),
           std::binary_search(sorted.begin(), sorted.end(), probe), std::binary_search(sorted.begin(), sorted.end(), 100000),
           std::is_sorted(sorted.begin(), sorted.end()));

    std::map<int, int> buckets;
    for (int v : gpu) buckets[v / 8 * 8]++;
    std::cout << "buckets:";
    for (const auto &[key, count] : buckets) std::cout << ' ' << key << ':' << count;
    std::cout << std::endl;
    auto it = buckets.find(0);
    std::cout << "bucket 0 " << (it != buckets.end() ? it->second : -1) << ", has 1000: " << buckets.count(1000) << ", size " << buckets.size() << std::endl;

    std::map<std::string, int> words;
    const char *text[] = {"warp", "lane", "block", "warp", "grid", "lane", "warp"};
    for (const char *w : text) words[w]++;
    for (auto &kv : words)
        std::cout << std::left << std::setfill('.') << std::setw(8) << kv.first << std::right << std::setfill('0') << std::setw(3) << kv.second << '\n';
    std::cout << std::setfill('*') << std::setw(6) << -42 << '|' << std::setfill(' ') << std::setw(6) << 3.25 << '|' << std::endl;
    std::cout << tick() << ' ' << tick() << ' ' << calls << std::endl;
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
