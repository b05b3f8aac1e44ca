// A forwarding reference (T&&, Args&&...) takes a const lvalue, as C++
// deduces T = const U& for it: a variadic launcher and a generic helper.
#include <cstdio>
#include <utility>
__global__ void k(int *o, int a, float b) { o[0] = a + (int)b; }
template <typename... Args>
void launch(void (*kern)(int *, int, float), int *o, Args &&...args) { kern<<<1, 1>>>(o, std::forward<Args>(args)...); }
template <typename T> int twice(T &&v) { return v * 2; }
int main()
{
    const int nx = 40;
    const float f = 2.5f;
    int *o, h;
    cudaMalloc(&o, sizeof h);
    launch(k, o, nx, f);
    cudaMemcpy(&h, o, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d\n", h, twice(nx), twice(7));
    return 0;
}
// Exit: 0
// Output:
// 42 80 14
