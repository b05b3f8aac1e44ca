// std::unordered_map iterates in the order of libstdc++'s hash table, which the lab does not
// reproduce: the declaration says so once (the rest is read as a std::map).
#include <cstdio>
#include <unordered_map>

int main() {
    std::unordered_map<int, float> h; // ERROR "std::unordered_map is not supported in lab programs .*std::map has the same lookups"
    h[5] = 1.5f;
    std::unordered_map<int, float> g = h;
    for (auto &kv : g) printf("%d %f\n", kv.first, kv.second);
    return 0;
}
