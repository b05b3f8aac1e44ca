// Variadic host functions with <cstdarg>: a logging helper over vprintf,
// an error check that formats with vsnprintf, sums read with va_arg of
// several types (float and short arguments arrive promoted), va_copy, and
// vfprintf and vsprintf.
#include <cstdio>
#include <cstdarg>
#include <cstring>

static int logged = 0;

static void log_line(const char *tag, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("[%s #%d] ", tag, ++logged);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
}

static int check(cudaError_t err, const char *fmt, ...)
{
    if (err == cudaSuccess) return 0;
    char what[96];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    printf("CUDA error '%s' while %s (%d chars)\n", cudaGetErrorString(err), what, n);
    return 1;
}

static long long sum_ints(int count, ...)
{
    va_list ap;
    va_start(ap, count);
    long long s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mean_and_spread(double *spread, int count, ...)
{
    va_list ap, again;
    va_start(ap, count);
    va_copy(again, ap);
    double s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, double);
    double mean = s / count, dev = 0;
    for (int i = 0; i < count; i++) {
        double x = va_arg(again, double);
        dev += (x - mean) * (x - mean);
    }
    va_end(again);
    va_end(ap);
    *spread = dev / count;
    return mean;
}

static void write_both(char *dst, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    va_start(ap, fmt);
    vsprintf(dst, fmt, ap);
    va_end(ap);
}

__global__ void scale(float *v, float k, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= k;
}

int main()
{
    const int n = 100;
    float h[n];
    for (int i = 0; i < n; i++) h[i] = 0.5f * i;
    float *d;
    if (check(cudaMalloc(&d, n * sizeof(float)), "allocating %d floats", n)) return 1;
    check(cudaMemcpy(d, h, n * sizeof(float), cudaMemcpyHostToDevice), "copying %s", "in");
    scale<<<(n + 31) / 32, 32>>>(d, 3.0f, n);
    check(cudaGetLastError(), "launching %s<<<%d, %d>>>", "scale", (n + 31) / 32, 32);
    scale<<<1, 2048>>>(d, 1.0f, n);
    check(cudaGetLastError(), "launching %s with %d threads (%.1f%% over the limit)", "scale", 2048, 100.0);
    check(cudaMemcpy(h, d, n * sizeof(float), cudaMemcpyDeviceToHost), "copying out");

    log_line("info", "h[%d] = %.2f, h[%d] = %g", 3, h[3], 99, h[99]);
    log_line("info", "%s|%-6s|%6s|%c%c", "left", "ab", "cd", 'x', 'y');
    log_line("ints", "%d %i %u %x %X %o %ld %lld %llu %hd %hhu", -7, 42, 4000000000u, 255, 48879, 8, -123456789L,
             -9876543210LL, 18446744073709551615ull, (short)-3, (unsigned char)200);
    log_line("floats", "%f %e %E %g %G %a %.3f %10.4f %-10.2e|", 3.14159, 0.000123, 123456.0, 1e-5, 2e20, 1.0, 2.0f / 3,
             h[10], -h[20]);
    log_line("widths", "[%*d] [%-*d] [%.*f] [%.*s]", 6, 42, 5, 7, 2, 3.14159, 3, "abcdef");
    log_line("pointer", "%p %s", (void *)0, "null");

    printf("sum_ints: %lld %lld %lld\n", sum_ints(0), sum_ints(3, 1, 2, 3), sum_ints(4, (short)-5, (char)9, 'A', 1000000));
    double spread;
    double mean = mean_and_spread(&spread, 4, 1.0, 2.5f, h[2], 10.0);
    printf("mean %.4f spread %.4f\n", mean, spread);

    char copy[80];
    write_both(copy, "<%05d|%+.3e|%s>", 77, -1234.5, "end");
    printf(" copied %zu chars: %s\n", strlen(copy), copy);
    cudaFree(d);
    return 0;
}
