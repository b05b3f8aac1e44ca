// oracle.c evaluates the host's libm on arguments read from stdin, for glibc_test.go.
// usage: oracle NAME < args > results   (float functions: 4-byte arguments and results;
// functions with a 2-argument form read x and y interleaved; doubles: 8 bytes)
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    const char *n = argv[1];
    int dbl = n[strlen(n) - 1] != 'f' || !strcmp(n, "erf");
    int two = !strcmp(n, "powf") || !strcmp(n, "pow") || !strcmp(n, "atan2f") || !strcmp(n, "atan2") ||
              !strcmp(n, "hypot");
    size_t w = dbl ? 8 : 4, k = two ? 2 : 1;
    unsigned char buf[16];
    while (fread(buf, w, k, stdin) == k) {
        if (dbl) {
            double x, y = 0, r;
            memcpy(&x, buf, 8);
            if (two) memcpy(&y, buf + 8, 8);
            if (!strcmp(n, "exp")) r = exp(x);
            else if (!strcmp(n, "exp2")) r = exp2(x);
            else if (!strcmp(n, "log")) r = log(x);
            else if (!strcmp(n, "log2")) r = log2(x);
            else if (!strcmp(n, "pow")) r = pow(x, y);
            else if (!strcmp(n, "sin")) r = sin(x);
            else if (!strcmp(n, "cos")) r = cos(x);
            else if (!strcmp(n, "tan")) r = tan(x);
            else if (!strcmp(n, "log10")) r = log10(x);
            else if (!strcmp(n, "atan")) r = atan(x);
            else if (!strcmp(n, "asin")) r = asin(x);
            else if (!strcmp(n, "acos")) r = acos(x);
            else if (!strcmp(n, "expm1")) r = expm1(x);
            else if (!strcmp(n, "log1p")) r = log1p(x);
            else if (!strcmp(n, "sinh")) r = sinh(x);
            else if (!strcmp(n, "cosh")) r = cosh(x);
            else if (!strcmp(n, "tanh")) r = tanh(x);
            else if (!strcmp(n, "erf")) r = erf(x);
            else if (!strcmp(n, "erfc")) r = erfc(x);
            else if (!strcmp(n, "cbrt")) r = cbrt(x);
            else if (!strcmp(n, "asinh")) r = asinh(x);
            else if (!strcmp(n, "acosh")) r = acosh(x);
            else if (!strcmp(n, "atanh")) r = atanh(x);
            else if (!strcmp(n, "lgamma")) r = lgamma(x);
            else if (!strcmp(n, "tgamma")) r = tgamma(x);
            else if (!strcmp(n, "atan2")) r = atan2(x, y);
            else if (!strcmp(n, "hypot")) r = hypot(x, y);
            else return 3;
            fwrite(&r, 8, 1, stdout);
        } else {
            float x, y = 0, r, s, c;
            memcpy(&x, buf, 4);
            if (two) memcpy(&y, buf + 4, 4);
            if (!strcmp(n, "sinf")) r = sinf(x);
            else if (!strcmp(n, "cosf")) r = cosf(x);
            else if (!strcmp(n, "sincosf")) { sincosf(x, &s, &c); r = s; fwrite(&r, 4, 1, stdout); r = c; }
            else if (!strcmp(n, "tanf")) r = tanf(x);
            else if (!strcmp(n, "expf")) r = expf(x);
            else if (!strcmp(n, "exp2f")) r = exp2f(x);
            else if (!strcmp(n, "exp10f")) r = exp10f(x);
            else if (!strcmp(n, "logf")) r = logf(x);
            else if (!strcmp(n, "log2f")) r = log2f(x);
            else if (!strcmp(n, "log10f")) r = log10f(x);
            else if (!strcmp(n, "powf")) r = powf(x, y);
            else if (!strcmp(n, "atan2f")) r = atan2f(x, y);
            else if (!strcmp(n, "atanf")) r = atanf(x);
            else if (!strcmp(n, "asinf")) r = asinf(x);
            else if (!strcmp(n, "acosf")) r = acosf(x);
            else if (!strcmp(n, "expm1f")) r = expm1f(x);
            else if (!strcmp(n, "log1pf")) r = log1pf(x);
            else if (!strcmp(n, "sinhf")) r = sinhf(x);
            else if (!strcmp(n, "coshf")) r = coshf(x);
            else if (!strcmp(n, "tanhf")) r = tanhf(x);
            else if (!strcmp(n, "erff")) r = erff(x);
            else if (!strcmp(n, "erfcf")) r = erfcf(x);
            else if (!strcmp(n, "cbrtf")) r = cbrtf(x);
            else if (!strcmp(n, "asinhf")) r = asinhf(x);
            else if (!strcmp(n, "acoshf")) r = acoshf(x);
            else if (!strcmp(n, "atanhf")) r = atanhf(x);
            else if (!strcmp(n, "lgammaf")) r = lgammaf(x);
            else if (!strcmp(n, "tgammaf")) r = tgammaf(x);
            else return 3;
            fwrite(&r, 4, 1, stdout);
        }
    }
    return 0;
}
