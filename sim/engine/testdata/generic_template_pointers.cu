// Function templates over a struct template, taken only as pointers
// (qsort comparators, a table of function pointers): each instance the
// program names is made and checked.
#include <cstdio>
#include <cstdlib>
template <typename T> struct P { T re, im; };
template <typename T> int byRe(const void *a, const void *b)
{
    const P<T> *x = (const P<T> *)a, *y = (const P<T> *)b;
    return x->re < y->re ? -1 : x->re > y->re ? 1 : 0;
}
template <typename T> int first(const void *a) { return (int)((const P<T> *)a)->re; }
int main()
{
    P<double> d[4] = {{3.5, 0}, {-1, 1}, {2, 2}, {0.25, 3}};
    P<float> f[3] = {{2.f, 0}, {9.f, 1}, {-4.f, 2}};
    qsort(d, 4, sizeof d[0], byRe<double>);
    qsort(f, 3, sizeof f[0], &byRe<float>);
    int (*table[2])(const void *) = {first<double>, first<float>};
    printf("%g %g %g %g | %g %g %g | %d %d\n", d[0].re, d[1].re, d[2].re, d[3].re, f[0].re, f[1].re, f[2].re, table[0](&d[3]), table[1](&f[1]));
    return 0;
}
// Exit: 0
// Output:
// -1 0.25 2 3.5 | -4 2 9 | 3 2
