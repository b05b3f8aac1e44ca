// std::tuple (make_tuple, get, tie, ignore, structured bindings, the
// comparisons), reverse iterators over the containers and the algorithms
// on reversed ranges, the transparent function objects (greater<>) and
// stdint.h's constant macros, on the host around a kernel that scores
// records.
#include <algorithm>
#include <array>
#include <cinttypes>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <functional>
#include <map>
#include <numeric>
#include <set>
#include <string>
#include <tuple>
#include <vector>

struct Sample {
    int id;
    float weight;
    int group;
};

__global__ void score(const Sample *in, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i].weight * (in[i].group + 1) - 0.25f * in[i].id;
}

static std::tuple<int, int, bool> divide(int a, int b) {
    if (b == 0) return std::make_tuple(0, 0, false);
    return {a / b, a % b, true};
}

static bool byGroupThenWeight(const Sample &a, const Sample &b) {
    return std::tie(a.group, a.weight) < std::tie(b.group, b.weight);
}

static uint64_t fnv1a(const std::string &s) {
    uint64_t h = UINT64_C(14695981039346656037);
    for (char c : s) {
        h ^= (unsigned char)c;
        h *= UINT64_C(1099511628211);
    }
    return h;
}

int main() {
    const int n = 12;
    std::vector<Sample> samples;
    for (int i = 0; i < n; i++) samples.push_back({i, (float)((i * 7) % 5) + 0.5f, i % 3});

    Sample *dIn;
    float *dOut;
    cudaMalloc(&dIn, n * sizeof(Sample));
    cudaMalloc(&dOut, n * sizeof(float));
    cudaMemcpy(dIn, samples.data(), n * sizeof(Sample), cudaMemcpyHostToDevice);
    score<<<2, 8>>>(dIn, dOut, n);
    std::vector<float> scores(n);
    cudaMemcpy(scores.data(), dOut, n * sizeof(float), cudaMemcpyDeviceToHost);

    // tuples: a table of (score, id, name), sorted by the tuple's order
    std::vector<std::tuple<float, int, std::string>> table;
    for (int i = 0; i < n; i++) table.push_back(std::make_tuple(scores[i], i, "s" + std::to_string(i)));
    table.emplace_back(scores[3], 3, "dup");
    std::sort(table.begin(), table.end());
    for (const auto &row : table) printf("%6.2f %2d %s\n", std::get<0>(row), std::get<1>(row), std::get<2>(row).c_str());
    for (auto &[s, id, name] : table) s += id;
    printf("first after update: %.2f\n", std::get<0>(table.front()));

    int q, r;
    bool ok;
    std::tie(q, r, ok) = divide(47, 5);
    printf("47/5: %d r %d (%d)\n", q, r, ok);
    std::tie(q, std::ignore, ok) = divide(9, 0);
    printf("9/0: %d (%d)\n", q, ok);
    auto [dq, dr, dok] = divide(-17, 4);
    printf("-17/4: %d r %d (%d)\n", dq, dr, dok);
    int a = 1, b = 2;
    std::tie(a, b) = std::make_tuple(b, a);
    printf("swapped: %d %d\n", a, b);
    std::tuple<int, double> t1(2, 0.5), t2{2, 0.75};
    printf("compare: %d %d %d %d\n", t1 < t2, t1 == t2, t1 != t2, t2 >= t1);
    auto p = std::make_pair(3, 2.5f);
    printf("pair: %d %.2f\n", p.first, p.second);

    // sorting records by two keys through tie
    std::vector<Sample> byKey = samples;
    std::sort(byKey.begin(), byKey.end(), byGroupThenWeight);
    for (const Sample &s : byKey) printf("(%d %.1f %d) ", s.group, s.weight, s.id);
    printf("\n");

    // reverse iterators over each container
    std::vector<int> ids(n);
    std::iota(ids.rbegin(), ids.rend(), 100);
    for (auto it = ids.rbegin(); it != ids.rend(); ++it) printf("%d ", *it);
    printf("\n");
    std::sort(scores.rbegin(), scores.rend());
    for (float s : scores) printf("%.2f ", s);
    printf("\n");
    auto hit = std::find_if(scores.rbegin(), scores.rend(), [](float s) { return s > 3.0f; });
    printf("first above 3 from the back: %.2f at %ld\n", *hit, (long)(hit - scores.rbegin()));
    printf("sum from the back: %.3f\n", std::accumulate(scores.rbegin(), scores.rend(), 0.0f));
    std::vector<float> backwards(scores.rbegin(), scores.rend());
    printf("backwards: %.2f .. %.2f\n", backwards.front(), backwards.back());
    std::vector<int>::reverse_iterator ri = ids.rbegin() + 2;
    printf("ri: %d %d %d\n", *ri, ri[1], (int)(ids.rend() - ri));

    std::map<std::string, int> counts = {{"warp", 32}, {"block", 256}, {"grid", 4}, {"lane", 1}};
    for (auto it = counts.rbegin(); it != counts.rend(); ++it) printf("%s=%d ", it->first.c_str(), it->second);
    printf("\nlargest key: %s\n", counts.rbegin()->first.c_str());
    std::set<int> seen = {5, 1, 9, 3};
    for (auto it = seen.crbegin(); it != seen.crend(); ++it) printf("%d ", *it);
    printf("\n");
    std::array<int, 5> arr = {1, 2, 3, 4, 5};
    std::reverse_copy(arr.begin(), arr.end(), ids.begin());
    int tail = 0;
    for (auto it = arr.rbegin(); it != arr.rbegin() + 3; ++it) tail = tail * 10 + *it;
    printf("tail %d, ids %d %d\n", tail, ids[0], ids[4]);
    std::deque<int> dq2 = {7, 8, 9};
    for (auto it = dq2.rbegin(); it != dq2.rend(); it++) printf("%d ", *it);
    printf("\n");

    // strings: reversal and the palindrome test
    const char *words[] = {"level", "kernel", "racecar", "warp"};
    for (const char *w : words) {
        std::string s = w;
        std::string rev(s.rbegin(), s.rend());
        bool pal = std::equal(s.begin(), s.begin() + s.size() / 2, s.rbegin());
        printf("%-8s %-8s %d %016" PRIx64 "\n", s.c_str(), rev.c_str(), pal, fnv1a(s));
    }

    // transparent function objects
    std::vector<int> v = {4, 9, 1, 7};
    std::sort(v.begin(), v.end(), std::greater<>());
    printf("%d %d %d %d, product %d\n", v[0], v[1], v[2], v[3], std::accumulate(v.begin(), v.end(), 1, std::multiplies<>()));
    printf("INT64_C: %" PRId64 ", UINT32_C: %" PRIu32 "\n", INT64_C(-3) * INT64_C(4000000000), UINT32_C(4000000000));

    cudaFree(dIn);
    cudaFree(dOut);
    return 0;
}
