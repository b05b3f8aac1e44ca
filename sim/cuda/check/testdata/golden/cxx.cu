// The C++ lowerings: methods, constructors, operators, references,
// range-for, default arguments, namespaces, enum class, cout.
#include <iostream>
namespace geo {
struct P {
    int x;
    __host__ __device__ P(int v = 1) : x(v) {}
    __host__ __device__ int get() const { return x; }
    __host__ __device__ int &at() { return x; }
};
}
enum class E { A, B };
using geo::P;
__host__ __device__ P operator+(P a, P b) { return P(a.x + b.x); }
int sum(int a, int b = 10) { return a + b; }
int main() {
    P p(3), q;
    P r = p + q;
    r.at() = r.get() + sum(1);
    int arr[2] = {1, 2};
    for (int &v : arr) v += static_cast<int>(E::B);
    std::cout << r.x << ' ' << 0.5f << std::endl;
    return 0;
}
