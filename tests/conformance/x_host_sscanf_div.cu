// Host C that sets a kernel up from text: sscanf parsing a configuration
// line (counts, widths, %n, %[, suppression, EOF), div/ldiv/lldiv sizing the
// grid, strtoul/strtof edges, snprintf truncation, a function prototype
// inside main and a function-pointer parameter named differently in its
// prototype and its definition; the kernel scales and offsets a vector.
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void affine(float *y, const float *x, float a, float b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + b;
}

float combine(const float *v, int n, float (*op)(float, float));
float add(float p, float q) { return p + q; }
float biggest(float p, float q) { return p > q ? p : q; }
float combine(const float *v, int n, float (*f)(float, float)) {
    float r = v[0];
    for (int i = 1; i < n; i++) r = f(r, v[i]);
    return r;
}

int main() {
    int describe(int n, int block);
    const char *config = "n=1000 block=128 scale=2.5 offset=-0.75 name=saxpy_like";
    int n = 0, block = 0, used = 0;
    float scale = 0, offset = 0;
    char name[32] = "";
    int got = sscanf(config, "n=%d block=%d scale=%f offset=%f name=%31[a-z_]%n", &n, &block, &scale, &offset, name, &used);
    printf("sscanf: %d fields, %d chars: n=%d block=%d scale=%g offset=%g name=%s\n", got, used, n, block, scale, offset, name);

    div_t grid = div(n, block);
    int blocks = grid.quot + (grid.rem != 0);
    printf("div(%d, %d) = {%d, %d}: %d blocks\n", n, block, grid.quot, grid.rem, blocks);
    ldiv_t l = ldiv(-7L, 2L);
    lldiv_t ll = lldiv(123456789012345LL, 1000LL);
    printf("ldiv(-7, 2) = {%ld, %ld}, lldiv = {%lld, %lld}\n", l.quot, l.rem, ll.quot, ll.rem);
    printf("%d\n", describe(n, block));

    const char *lines[] = {"12 34", "12", "", "   ", "x9", "7 8 9", "0x1F 017 42", "3.5e2,-inf", "ab:cd"};
    for (int i = 0; i < 9; i++) {
        int a = -1, b = -1, c = -1;
        int r = sscanf(lines[i], "%d %d", &a, &b);
        int r2 = sscanf(lines[i], "%i %i %*d%n", &a, &b, &c);
        printf("[%s] -> %d %d (a=%d b=%d c=%d)\n", lines[i], r, r2, a, b, c);
    }
    double d = 0; float f = 0;
    printf("%d ", sscanf("3.5e2,-inf", "%lf,%f", &d, &f));
    printf("%g %g\n", d, f);
    char k[8], v[8];
    printf("%d %s %s\n", sscanf("ab:cd", "%7[^:]:%7s", k, v), k, v);
    unsigned long big = strtoul("18446744073709551615", NULL, 10);
    printf("strtoul max %lu, strtof %.9g\n", big, strtof("1.00000005960464477550", NULL));
    char buf[12];
    int want = snprintf(buf, sizeof buf, "%s-%05d-%x", name, blocks, 48879);
    printf("snprintf wanted %d, kept [%s]\n", want, buf);

    float *x, *y;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&y, n * sizeof(float));
    for (int i = 0; i < n; i++) x[i] = (float)(i % 17) - 8.0f;
    affine<<<blocks, block>>>(y, x, scale, offset, n);
    cudaDeviceSynchronize();
    printf("sum %.2f max %.2f y[999] %.2f\n", combine(y, n, add), combine(y, n, biggest), y[999]);
    cudaFree(x);
    cudaFree(y);
    return 0;
}

int describe(int n, int block) {
    lldiv_t q = std::div((long long)n * 3, (long long)block);
    return (int)(q.quot * 100 + q.rem);
}
