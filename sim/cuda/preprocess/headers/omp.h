// omp.h as SIMT Lab builds it in. Host code runs on one thread in the lab:
// `#pragma omp` lines are accepted and change nothing, and the runtime
// library answers as OpenMP does outside a parallel region or with one
// thread (the preprocessor warns where omp.h is included). omp_get_wtime
// reads the lab's modelled host clock, as clock() does.
#ifndef SIMTLAB_OMP_H
#define SIMTLAB_OMP_H

inline int omp_get_thread_num() { return 0; }
inline int omp_get_num_threads() { return 1; }
inline int omp_get_max_threads() { return 1; }
inline int omp_get_num_procs() { return 1; }
inline int omp_in_parallel() { return 0; }
inline void omp_set_num_threads(int n) {}
inline void omp_set_dynamic(int on) {}
inline int omp_get_dynamic() { return 0; }
inline double omp_get_wtime() { return (double)clock() / CLOCKS_PER_SEC; }
inline double omp_get_wtick() { return 1.0 / CLOCKS_PER_SEC; }

#endif
