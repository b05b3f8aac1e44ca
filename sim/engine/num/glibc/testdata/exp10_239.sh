#!/bin/sh
# exp10_239.sh GLIBC_CLONE OUT builds OUT, glibc 2.39's exp10 (sysdeps/ieee754/dbl-64/
# e_exp10.c and e_exp_data.c, from a clone of glibc's repository) as x86-64 glibc builds it
# (no FMA copy), behind oracle.c's protocol: 8-byte arguments on stdin, results on stdout.
# The local glibc is older and computes exp10 another way; hashes_test.go's exp10 hash comes
# from this build:
#   go test -run TestDoubleHashes -update -exp10 OUT ./sim/engine/num/glibc/
set -eu
clone=$1 out=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for f in e_exp10.c e_exp_data.c math_config.h; do
	git -C "$clone" show glibc-2.39:sysdeps/ieee754/dbl-64/$f >"$dir/$f"
done
mkdir "$dir/stub"
# Just enough of glibc's internal headers for these two files.
cat >"$dir/stub/math_private.h" <<'H'
#include <stdint.h>
#include <stdbool.h>
#define attribute_hidden
#define strong_alias(a, b)
H
echo '#define HIGH_ORDER_BIT_IS_SET_FOR_SNAN 0' >"$dir/stub/nan-high-order-bit.h"
cat >"$dir/stub/math-barriers.h" <<'H'
#define math_opt_barrier(x) ({ __typeof (x) __x = (x); __asm ("" : "+x" (__x)); __x; })
#define math_force_eval(x) ({ __typeof (x) __x = (x); __asm __volatile__ ("" : : "x" (__x)); })
H
echo '#define math_narrow_eval(x) (x)' >"$dir/stub/math-narrow-eval.h"
echo '#define LIBM_SVID_COMPAT 0' >"$dir/stub/math-svid-compat.h"
echo '#define libm_alias_finite(a, b)' >"$dir/stub/libm-alias-finite.h"
echo '#define libm_alias_double(a, b)' >"$dir/stub/libm-alias-double.h"
cat >"$dir/main.c" <<'H'
#include <stdint.h>
#include <stdio.h>
double __exp10 (double);
/* glibc's __math_oflow and __math_uflow: an overflowing or underflowing product.  */
double __math_oflow (uint32_t sign) { volatile double y = 0x1p769; return (sign ? -y : y) * 0x1p769; }
double __math_uflow (uint32_t sign) { volatile double y = 0x1p-767; return (sign ? -y : y) * 0x1p-767; }
double __math_check_oflow (double y) { return y; }
double __math_check_uflow (double y) { return y; }
int main (void) {
  double x, r;
  while (fread (&x, 8, 1, stdin) == 1) { r = __exp10 (x); fwrite (&r, 8, 1, stdout); }
  return 0;
}
H
# glibc's flags that matter: -O2 -frounding-math, and no -mfma outside the ifunc copies.
gcc -O2 -frounding-math -fno-builtin -std=gnu11 -I"$dir/stub" -I"$dir" -o "$out" \
	"$dir/e_exp10.c" "$dir/e_exp_data.c" "$dir/main.c"
