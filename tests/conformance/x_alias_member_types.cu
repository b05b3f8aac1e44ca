// Member types reached through an alias of the struct: typedef and using
// names of a struct or of a struct template's instance, then ::type,
// ::value_type or a member typedef of the program's own.
#include <cstdio>
#include <type_traits>

struct Sample {
    typedef float value_type;
    typedef Sample self;
    value_type x, y;
};

template <typename T, int N>
struct Grid {
    typedef T cell;
    typedef Grid<T, N> type;
    static constexpr int width = N;
    cell cells[N];
};

typedef Sample S;
using Fine = Grid<double, 4>;
using Answer = std::integral_constant<int, 42>;

__global__ void fill(Fine::cell *out, S::value_type scale)
{
    Fine::type g;
    for (int i = 0; i < Fine::width; i++) g.cells[i] = (Fine::cell)i * scale;
    for (int i = 0; i < Fine::width; i++) out[i] = g.cells[i] + Answer::type::value;
}

int main()
{
    S::self s{1.5f, 2.5f};
    S::value_type sum = s.x + s.y;
    Answer::value_type a = Answer::value;
    printf("sum %g answer %d same %d %d\n", sum, a, (int)std::is_same<Answer::type, Answer>::value,
           (int)std::is_same<Fine::cell, double>::value);
    Fine::cell *d, h[Fine::width];
    cudaMalloc(&d, sizeof h);
    fill<<<1, 1>>>(d, 0.5f);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < Fine::width; i++) printf("%g ", h[i]);
    printf("\n");
    cudaFree(d);
    return 0;
}
