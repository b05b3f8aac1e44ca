// A struct template's parameter given a type of several keywords (unsigned
// char, long long) is one type name in the body: T(0) is a functional cast.
#include <cstdio>
template <typename T> struct Z { __host__ __device__ static T zero() { return T(0); } T v; __host__ __device__ T twice() const { return T(v * 2); } };
template <typename T> T fz() { return T(3); }
int main() { Z<unsigned char> a; a.v = 200; Z<long long> b; b.v = 5; printf("%d %lld %d %lld %u\n", (int)a.zero(), b.twice(), (int)a.twice(), fz<long long>(), fz<unsigned>()); }
// Exit: 0
// Output:
// 0 10 144 3 3
