// Host C library as student programs use it around kernels: qsort with a comparator,
// strcmp/strncmp/strcpy/strcat/strlen/strchr/strstr, sprintf/snprintf (with truncation),
// atoi/atof/strtol with bases and end pointers, abs/labs, ctype, assert, fprintf(stderr) and an
// exit(3) error path at the end.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cctype>
#include <cassert>
#include <cuda_runtime.h>

static int cmpInt(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int cmpDesc(const void *a, const void *b) { return *(const float *)b < *(const float *)a ? -1 : 1; }

__global__ void negate(int *v, int n) {
    int i = threadIdx.x;
    if (i < n) v[i] = -v[i];
}

int main(int argc, char **argv) {
    int v[10] = {5, -3, 9, 0, 12, -8, 7, 7, 1, -1};
    int *d;
    cudaMalloc(&d, sizeof v);
    cudaMemcpy(d, v, sizeof v, cudaMemcpyHostToDevice);
    negate<<<1, 32>>>(d, 10);
    cudaMemcpy(v, d, sizeof v, cudaMemcpyDeviceToHost);
    qsort(v, 10, sizeof(int), cmpInt);
    for (int i = 0; i < 10; i++) printf("%d ", v[i]);
    printf("\n");
    float f[5] = {0.5f, 2.5f, -1.0f, 10.0f, 3.25f};
    qsort(f, 5, sizeof(float), cmpDesc);
    printf("%g %g %g %g %g\n", f[0], f[1], f[2], f[3], f[4]);

    char buf[64], small[8];
    strcpy(buf, "kernel");
    strcat(buf, "_v2");
    int w = snprintf(small, sizeof small, "%s-%d", buf, 12345);
    sprintf(buf + strlen(buf), "[%03d]", 7);
    printf("%s len=%zu small='%s' would=%d\n", buf, strlen(buf), small, w);
    printf("cmp %d %d %d ncmp %d\n", strcmp("abc", "abd") < 0, strcmp("b", "a") > 0, strcmp("x", "x"),
           strncmp("gridDim", "gridSize", 4));
    const char *s = "threadIdx.x + blockIdx.x";
    printf("strchr '%s' strstr '%s'\n", strchr(s, '.'), strstr(s, "block"));
    char *end;
    long a = strtol("0x1F rest", &end, 16);
    long b = strtol("-0777", NULL, 8);
    long c = strtol("z", NULL, 36);
    printf("strtol %ld %ld %ld end='%s' atoi %d %d atof %.3f\n", a, b, c, end, atoi("  42abc"), atoi("-17"),
           atof("3.5e2"));
    unsigned long ul = strtoul("4294967295", NULL, 10);
    double dd = strtod("-1.25e-3xyz", &end);
    printf("strtoul %lu strtod %g rest '%s' abs %d labs %ld\n", ul, dd, end, abs(-9), labs(-123456789L));
    int up = 0, dig = 0, sp = 0;
    for (const char *p = "Block 42 of Grid 7"; *p; p++) {
        up += isupper(*p) != 0;
        dig += isdigit(*p) != 0;
        sp += isspace(*p) != 0;
    }
    printf("upper %d digit %d space %d toupper %c tolower %c\n", up, dig, sp, toupper('q'), tolower('Q'));
    assert(argc >= 1 && argv != NULL);
    cudaFree(d);
    fprintf(stderr, "fatal: simulated configuration error\n");
    exit(3);
    printf("not reached\n");
    return 0;
}
