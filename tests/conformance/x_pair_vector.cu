// std::pair in vectors (sorted, compared), std::vector's range constructor,
// insert and erase, and nested template arguments closed by '>>'.
#include <cstdio>
#include <vector>
#include <utility>
#include <algorithm>

__global__ void gather(const int *keys, const int *idx, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = keys[idx[i]] * 10 + i;
}

int main() {
    using namespace std;
    const int n = 24;
    std::vector<std::pair<int, int>> byKey;
    for (int i = 0; i < n; i++) {
        std::pair<int, int> p = {(i * 11 + 3) % 7, i};
        byKey.push_back(p);
    }
    std::sort(byKey.begin(), byKey.end());
    std::vector<int> keys(n), order(n);
    for (int i = 0; i < n; i++) {
        keys[i] = byKey[i].first;
        order[i] = byKey[i].second;
    }
    std::vector<std::vector<int>> buckets(7);
    for (int i = 0; i < n; i++) buckets[keys[i]].push_back(order[i]);
    for (size_t b = 0; b < buckets.size(); b++) {
        printf("bucket %zu:", b);
        for (int x : buckets[b]) printf(" %d", x);
        printf("\n");
    }

    int *dKeys, *dIdx, *dOut;
    cudaMalloc(&dKeys, n * sizeof(int));
    cudaMalloc(&dIdx, n * sizeof(int));
    cudaMalloc(&dOut, n * sizeof(int));
    cudaMemcpy(dKeys, keys.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(dIdx, order.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    gather<<<2, 16>>>(dKeys, dIdx, dOut, n);
    std::vector<int> out(n);
    cudaMemcpy(out.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost);

    std::vector<int> middle(out.begin() + 4, out.end() - 4);
    middle.erase(middle.begin() + 3);
    middle.erase(middle.begin(), middle.begin() + 2);
    middle.insert(middle.begin() + 1, -1);
    middle.emplace_back(999);
    for (int x : middle) printf("%d ", x);
    printf("(%zu)\n", middle.size());

    std::pair<float, int> best = {1e30f, -1};
    for (int i = 0; i < n; i++) {
        float d = (out[i] % 17) - 8.5f;
        std::pair<float, int> c = {d * d, i};
        if (c < best) best = c;
    }
    std::pair<float, int> same = best;
    printf("best %.2f at %d, equal %d, less %d\n", best.first, best.second, same == best, same < best);

    vector<int> copy;
    copy.assign(order.begin(), order.begin() + 5);
    printf("%d %d %d %d %d\n", copy[0], copy[1], copy[2], copy[3], copy[4]);
    cudaFree(dKeys);
    cudaFree(dIdx);
    cudaFree(dOut);
    return 0;
}
