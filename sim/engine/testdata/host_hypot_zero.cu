// gcc makes hypot(x, 0) and hypot(0, x) with a constant zero fabs(x) in host code (match.pd), so
// a NaN x comes out with its sign cleared ("nan"), where glibc's hypotf would return x + 0 ("-nan").
// A zero that is not a constant leaves the call to glibc. (Checked with gcc 12 -O3 on x86-64, and
// on the H200's host in random program float_g05.)
#include <cstdio>
#include <cmath>

int main() {
    volatile float inf = INFINITY, zero = 0.0f, m = -3.5f;
    float n = -inf * zero; // x86's default NaN, "-nan"
    double nd = (double)n;
    printf("%f %f %f %f\n", n, hypotf(0.0f, n), hypotf(n, -0.0f), hypotf(m, 0.0f));
    printf("%f %f %f\n", hypotf(zero, n), hypot(0.0, nd), hypot(nd, 0.0));
    return 0;
}

// Output:
// -nan nan nan 3.500000
// -nan nan nan
