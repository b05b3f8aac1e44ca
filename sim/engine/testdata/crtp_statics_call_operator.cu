// A CRTP base reads the derived class's static members (its member
// functions are checked once the derived class is complete), and a call
// operator is inherited through two levels, on host and device. The
// output is g++'s.
#include <cstdio>
template <typename Derived> struct Filter {
    static const char *name() { return Derived::kName; }
    static __host__ __device__ int taps() { return Derived::kTaps * 2; }
};
struct BlurX : Filter<BlurX> { static constexpr const char *kName = "blurx"; static constexpr int kTaps = 5; };
struct Add { int k; __host__ __device__ int operator()(int x) const { return x + k; } };
struct Add2 : Add { int extra; };
struct Add3 : Add2 {};
__global__ void kern(int *o)
{
    Add2 d; d.k = 2; d.extra = 0;
    Add3 e; e.k = 5;
    o[0] = d(40); o[1] = e(1) + BlurX::taps();
}
int main()
{
    Add2 f; f.k = 1; Add3 g; g.k = 3;
    int *o, h[2];
    cudaMalloc(&o, sizeof h);
    kern<<<1, 1>>>(o);
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    printf("%s %d | %d %d %d %d\n", BlurX::name(), BlurX::taps(), f(41), g(4), h[0], h[1]);
    return 0;
}
// Exit: 0
// Output:
// blurx 10 | 42 7 42 16
