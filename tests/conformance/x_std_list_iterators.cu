// std::list on the host around a kernel: insertion at both ends and in
// the middle, erase, splice (an LRU order), remove_if, unique, reverse,
// merge, a stable sort with a comparator, the <algorithm> functions over
// its iterators, and a pair list built with emplace_front.
#include <algorithm>
#include <cstdio>
#include <list>
#include <numeric>
#include <utility>

struct Task {
    int id;
    int cost;
};

__global__ void costs(const int *ids, int *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = (ids[i] * 37 + 11) % 17;
}

static void show(const char *label, const std::list<int> &l) {
    printf("%-10s", label);
    for (int x : l) printf(" %d", x);
    printf(" (%zu)\n", l.size());
}

int main() {
    const int n = 12;
    int ids[n], out[n];
    for (int i = 0; i < n; i++) ids[i] = 3 * i + 1;
    int *dIds, *dOut;
    cudaMalloc(&dIds, sizeof ids);
    cudaMalloc(&dOut, sizeof out);
    cudaMemcpy(dIds, ids, sizeof ids, cudaMemcpyHostToDevice);
    costs<<<1, 32>>>(dIds, dOut, n);
    cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);

    std::list<Task> tasks;
    for (int i = 0; i < n; i++) tasks.push_back({ids[i], out[i]});
    tasks.sort([](const Task &a, const Task &b) { return a.cost < b.cost; });
    printf("by cost:");
    for (const Task &t : tasks) printf(" %d:%d", t.id, t.cost);
    printf("\n");
    auto cheap = std::count_if(tasks.begin(), tasks.end(), [](const Task &t) { return t.cost < 8; });
    auto firstBig = std::find_if(tasks.begin(), tasks.end(), [](const Task &t) { return t.cost > 12; });
    printf("cheap %ld, first above 12: task %d\n", (long)cheap, firstBig->id);

    std::list<int> l = {4, 8, 15, 16, 23, 42};
    l.push_front(1);
    l.push_back(99);
    show("start", l);
    std::list<int>::iterator it = std::find(l.begin(), l.end(), 16);
    it = l.erase(it);
    l.insert(it, 7);
    show("edited", l);
    l.remove_if([](int x) { return x % 2 == 1; });
    show("evens", l);
    l.push_back(8);
    l.push_back(8);
    l.sort();
    l.unique();
    show("unique", l);
    l.reverse();
    show("reversed", l);
    printf("sum %d, count of 8: %ld\n", std::accumulate(l.begin(), l.end(), 0), (long)std::count(l.begin(), l.end(), 8));

    std::list<int> a = {1, 4, 9, 16}, b = {2, 3, 10, 20, 30};
    a.merge(b);
    show("merged", a);
    show("emptied", b);

    // least recently used first: a hit moves its key to the front
    std::list<int> order;
    const int trace[] = {3, 5, 3, 7, 5, 9, 3, 1, 7};
    for (int key : trace) {
        auto hit = std::find(order.begin(), order.end(), key);
        if (hit != order.end())
            order.splice(order.begin(), order, hit);
        else {
            order.push_front(key);
            if (order.size() > 4) order.pop_back();
        }
    }
    show("lru", order);

    std::list<std::pair<int, double>> pairs;
    for (int i = 0; i < 4; i++) pairs.emplace_front(i, i * 0.25);
    pairs.pop_front();
    for (const auto &[k, v] : pairs) printf("(%d %.2f)", k, v);
    printf(" front %d back %d\n", pairs.front().first, pairs.back().first);

    cudaFree(dIds);
    cudaFree(dOut);
    return 0;
}
