// helper_functions.h as SIMT Lab builds it in: the CUDA samples' string
// and timer helpers (image file helpers are not available: a lab program
// has no files).
#ifndef SIMTLAB_HELPER_FUNCTIONS_H
#define SIMTLAB_HELPER_FUNCTIONS_H
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <helper_string.h>
#include <helper_timer.h>
#endif
