// Enums declared in a struct's body: an anonymous one whose enumerators
// are the struct's constants (Tile::Size outside, Size inside, one
// defined from another, one counting on from the last), a named one whose
// name is a member type (Tile::Dir), in host and device code, and the
// compile-time recursion of a struct template over an enum member. The
// output is g++ 12's for the host part (h[3] is 16 * 3 + 6).
#include <cstdio>

struct Tile {
    enum { Size = 16, Area = Size * Size, Next };
    enum Dir { Left, Right = 5, Up };
    Dir d;
    int cells() const { return Area + Next; }
};

template <int N> struct Sum { enum { value = N + Sum<N - 1>::value }; };
template <> struct Sum<0> { enum { value = 0 }; };

__global__ void k(int *o) { o[threadIdx.x] = Tile::Size * threadIdx.x + Tile::Up; }

int main() {
    Tile t;
    t.d = Tile::Right;
    int *d;
    cudaMalloc(&d, 128);
    k<<<1, 32>>>(d);
    int h[32];
    cudaMemcpy(h, d, 128, cudaMemcpyDeviceToHost);
    Tile::Dir e = Tile::Left;
    printf("%d %d %d %d %d %d %d\n", Tile::Area, t.cells(), (int)t.d, h[3], Sum<5>::value, (int)e, (int)sizeof(Tile));
    return 0;
}
// Output:
// 256 513 5 54 15 0 4
