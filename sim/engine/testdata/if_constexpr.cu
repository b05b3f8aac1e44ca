// if constexpr keeps only the branch its constant condition takes, in host and
// device template instances.
#include <cstdio>
template <typename T> __device__ __host__ int code(T v) { if constexpr (sizeof(T) == 8) return 64; else return 32; }
template <int N> int pick() { if constexpr (N > 2) { return N * 10; } else { return -N; } }
int main() { printf("%d %d %d %d\n", code(1.0), code(1), pick<5>(), pick<1>()); return 0; }
// Output:
// 64 32 50 -1
