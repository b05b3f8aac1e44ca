// std::unordered_map and std::unordered_set in libstdc++'s iteration order:
// integer, char, floating and string keys, erasing while iterating, copies,
// growth through the prime bucket counts, reserve, braced lists and
// ranges, around the words and counts a kernel produces.
#include <cstdio>
#include <unordered_map>
#include <unordered_set>
#include <map>
#include <set>
#include <string>
#include <vector>

__global__ void hashWords(const int *seeds, int *keys, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) keys[i] = (seeds[i] * 2654435761u) % 1000 - 500;
}

std::unordered_map<int, int> build(int n) {
    std::unordered_map<int, int> m;
    for (int i = 0; i < n; ++i) m[i * 7 % 23] = i;
    return m;
}

void part1() {
    std::unordered_map<int, int> counts;
    for (int i = 0; i < 100; ++i) counts[(i * 37) % 53 - 20]++;
    printf("size %zu buckets %zu\n", counts.size(), counts.bucket_count());
    for (auto &kv : counts) printf("%d:%d ", kv.first, kv.second);
    printf("\n");
    counts.erase(5); counts.erase(-20); counts.erase(999);
    for (auto it = counts.begin(); it != counts.end(); ++it) printf("%d ", it->first);
    printf("\nfind 7: %d, count(5) %zu\n", counts.find(7) != counts.end() ? counts.find(7)->second : -1, counts.count(5));
    std::unordered_map<std::string, double> price;
    const char *names[] = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew", "kiwi", "lemon", "mango", "nectarine", "orange", "papaya", "quince"};
    for (int i = 0; i < 15; ++i) price[names[i]] = 0.5 * (i + 1);
    price.insert({"apple", 99.0});
    for (const auto &[k, v] : price) printf("%s=%.1f ", k.c_str(), v);
    printf("\nbuckets %zu\n", price.bucket_count());
    std::unordered_set<int> seen;
    std::vector<int> dups;
    for (int i = 0; i < 40; ++i) { int v = (i * i * 7) % 31; if (!seen.insert(v).second) dups.push_back(v); }
    for (int v : seen) printf("%d ", v);
    printf("| %zu dups\n", dups.size());
    std::unordered_set<std::string> words = {"the", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog"};
    for (const auto &w : words) printf("%s ", w.c_str());
    printf("%zu\n", words.size());
    std::unordered_map<long long, float> big;
    for (long long i = 0; i < 3000; ++i) big[i * 1000003LL % 7919] += 1.5f;
    long long h = 0; for (auto &kv : big) h = h * 31 + kv.first;
    printf("%zu %zu %lld\n", big.size(), big.bucket_count(), h);
    std::unordered_map<double, int> dm; dm[0.5] = 1; dm[-0.0] = 2; dm[3.25] = 3; dm[1e100] = 4;
    for (auto &kv : dm) printf("%g:%d ", kv.first, kv.second);
    printf("\n");
}

void part2() {
    std::unordered_map<int, int> m = build(40);
    for (auto it = m.begin(); it != m.end();) { if (it->first % 3 == 0) it = m.erase(it); else ++it; }
    for (auto &kv : m) printf("%d ", kv.first); printf("| %zu %zu\n", m.size(), m.bucket_count());
    std::unordered_map<int, int> copy = m;
    copy[100] = 1; copy[-100] = 2;
    for (auto &kv : copy) printf("%d ", kv.first); printf("\n");
    for (int i = 0; i < 200; ++i) { copy.erase(i % 50); copy[(i * 13) % 97] = i; }
    long h = 0; for (auto &kv : copy) h = h * 131 + kv.first * 7 + kv.second; printf("%zu %zu %ld\n", copy.size(), copy.bucket_count(), h);
    std::unordered_set<std::string> s;
    std::string w = "";
    for (int i = 0; i < 30; ++i) { w += (char)('a' + (i * 5) % 26); s.insert(w.substr(i / 2)); }
    for (const auto &x : s) printf("%s ", x.c_str()); printf("%zu\n", s.size());
    std::unordered_map<int, float> r; r.reserve(100);
    for (int i = 0; i < 20; ++i) r[i * i] = i;
    for (auto &kv : r) printf("%d ", kv.first); printf("| %zu\n", r.bucket_count());
    std::map<std::string, int> om = {{"b", 2}, {"a", 1}, {"c", 3}};
    std::set<int> os = {5, 1, 3};
    for (auto &kv : om) printf("%s%d ", kv.first.c_str(), kv.second);
    for (int v : os) printf("%d ", v); printf("\n");
    std::vector<int> src = {9, 4, 9, 1, 4, 16, 25, 1};
    std::unordered_set<int> fromRange(src.begin(), src.end());
    for (int v : fromRange) printf("%d ", v); printf("\n");
    auto res = fromRange.insert(4); printf("%d %d\n", *res.first, (int)res.second);
    std::unordered_map<char, int> freq; for (const char *p = "mississippi"; *p; ++p) freq[*p]++;
    for (auto &kv : freq) printf("%c%d ", kv.first, kv.second); printf("\n");
}

int main() {
    const int n = 300;
    std::vector<int> seeds(n), keys(n);
    for (int i = 0; i < n; ++i) seeds[i] = i * i + 17;
    int *ds, *dk;
    cudaMalloc(&ds, n * sizeof(int));
    cudaMalloc(&dk, n * sizeof(int));
    cudaMemcpy(ds, seeds.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    hashWords<<<(n + 127) / 128, 128>>>(ds, dk, n);
    cudaMemcpy(keys.data(), dk, n * sizeof(int), cudaMemcpyDeviceToHost);
    std::unordered_map<int, int> hist;
    for (int k : keys) hist[k / 50]++;
    printf("buckets of keys (%zu in %zu):", hist.size(), hist.bucket_count());
    for (const auto &kv : hist) printf(" %d:%d", kv.first, kv.second);
    printf("\n");
    std::unordered_set<int> distinct(keys.begin(), keys.end());
    printf("%zu distinct keys of %d, first ten:", distinct.size(), n);
    int shown = 0;
    for (int k : distinct) {
        if (shown++ == 10) break;
        printf(" %d", k);
    }
    printf("\n");
    part1();
    part2();
    cudaFree(ds);
    cudaFree(dk);
    return 0;
}
