// A struct's member typedef that names the struct itself (typedef Node
// self;, a template's injected name: typedef Range type;), and
// std::integral_constant's type and value_type.
#include <cstdio>
#include <type_traits>

struct Node {
    typedef Node self;
    typedef int value_type;
    value_type v;
    self *next;
};

template <int Lo, int Hi>
struct Range {
    typedef Range type;
    typedef Range<Lo + 1, Hi> rest;
    static constexpr int size = Hi - Lo;
    __host__ __device__ static int sum() { return size > 0 ? Lo + (size > 1 ? Range<Lo + 1, Hi>::type::sum() : 0) : 0; }
};
template <int Hi>
struct Range<Hi, Hi> {
    typedef Range type;
    static constexpr int size = 0;
    __host__ __device__ static int sum() { return 0; }
};

__global__ void walk(int *out)
{
    Node c{3, nullptr}, b{2, &c}, a{1, &b};
    Node::value_type total = 0;
    for (Node::self *p = &a; p; p = p->next) total += p->v;
    out[0] = total;
    out[1] = Range<2, 7>::type::sum();
    out[2] = Range<2, 7>::rest::size;
    out[3] = std::integral_constant<int, 9>::type::value;
}

int main()
{
    int *d, h[4];
    cudaMalloc(&d, sizeof h);
    walk<<<1, 1>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("device: %d %d %d %d\n", h[0], h[1], h[2], h[3]);
    std::integral_constant<long, 5>::value_type w = std::integral_constant<long, 5>::type::value * 2;
    printf("host: %ld %d %zu\n", w, Range<0, 4>::type::sum(), sizeof(Node::self));
    cudaFree(d);
    return 0;
}
