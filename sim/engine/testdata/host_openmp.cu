// OpenMP in host code: omp.h is built in and runs on one thread (a warning
// says so): the pragmas change nothing, a reduction gives the serial sum,
// and the runtime library answers as with OMP_NUM_THREADS=1. The output is
// g++ 12's with -fopenmp and OMP_NUM_THREADS=1.
#include <cstdio>
#include <omp.h>
int main() {
    omp_set_num_threads(4);
    double sum = 0;
    double t0 = omp_get_wtime();
#pragma omp parallel for reduction(+ : sum)
    for (int i = 0; i < 1000; i++) sum += i * 0.5;
    printf("%g %d %d\n", sum, omp_get_thread_num(), omp_get_wtime() >= t0);
    return 0;
}
// Output:
// 249750 0 1
