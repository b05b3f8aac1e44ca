// Value-initialised scalars, T() and T{} (zero, a null pointer for pointer
// types such as cudaEvent_t), and parenthesised expressions that begin with
// a functional cast, ( float(i) + 0.5f ), beside real casts. The output is
// g++ 12's.
#include <cstdio>
#include <cstdlib>
#include <ctime>

enum Mode { A, B };
typedef float *FloatPtr;

int main() {
    int a = int();
    double d{};
    unsigned u = unsigned();
    Mode m = Mode();
    float f = float{2};
    FloatPtr p = FloatPtr();
    clock_t c = clock_t();
    printf("%d %g %u %d %g %d %ld\n", a, d, u, (int)m, f, p == 0, (long)c);
    int i = 3, n = 4;
    float x = ( float( i ) + 0.5f ) / float( n );
    double r = ( double(RAND_MAX) + 1.0 );
    double y = (double)(i) / (int)(n) + (float (3)) * 2;
    printf("%g %.1f %g\n", x, r, y);
    return 0;
}
// Output:
// 0 0 0 0 2 1 0
// 0.875 2147483648.0 6.75
