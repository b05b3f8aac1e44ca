// Host code the GNU toolchain behind nvcc accepts: variable-length arrays,
// standard headers named in quotes, POSIX clocks.
#include "stdio.h"
#include <sys/time.h>
#include <time.h>

void fill(float *p, int n) {
    for (int i = 0; i < n; i++) p[i] = i * 0.5f;
}

int main() {
    int n = 6;
    float a[n];
    int grid[n][3];
    int counts[n] = {0};
    counts[2] += (int)(sizeof(a) + sizeof grid);
    fill(a, n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 3; j++) grid[i][j] = i * j;
    struct timeval tv;
    struct timespec ts;
    gettimeofday(&tv, NULL);
    clock_gettime(CLOCK_MONOTONIC, &ts);
    printf("%f %d %d %ld %ld %ld\n", a[5], grid[5][2], counts[2], (long)CLOCKS_PER_SEC, tv.tv_usec, ts.tv_nsec);
    return 0;
}
