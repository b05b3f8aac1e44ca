#!/bin/bash
# Checks the lab's double glibc ports against the GPU machine's own glibc (2.39): runs
# sim/engine/num/glibc's TestDoubleHashes with -update there, so that testdata/hashes_double.txt
# is rewritten from that host's libm (exp10 included: 2.39 has the new one), and the test then
# compares the ports with it. Needs the package's test binary, built beforehand on the lab's
# machine (static, no Go on the GPU machine):
#   CGO_ENABLED=0 go test -c -o tests/gpu/math/glibc.test ./sim/engine/num/glibc/
# Writes $OUT/hashes_double_h200.txt and $OUT/hostdouble.log.
set -u
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
D=$(mktemp -d)
mkdir -p "$D/testdata"
cp sim/engine/num/glibc/testdata/oracle.c sim/engine/num/glibc/testdata/hashes_double.txt "$D/testdata/"
cat > "$D/exp10.c" <<'C'
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
int main(void) {
    double x;
    while (fread(&x, sizeof x, 1, stdin) == 1) {
        double r = exp10(x);
        fwrite(&r, sizeof r, 1, stdout);
    }
    return 0;
}
C
gcc -O2 -fno-builtin -o "$D/exp10" "$D/exp10.c" -lm
cp tests/gpu/math/glibc.test "$D/"
{
    ldd --version | head -1
    gcc --version | head -1
    (cd "$D" && ./glibc.test -test.run 'TestDoubleHashes' -test.v -update -exp10 "$D/exp10" 2>&1)
} > "$OUT/hostdouble.log" 2>&1
cp "$D/testdata/hashes_double.txt" "$OUT/hashes_double_h200.txt"
cat "$OUT/hostdouble.log"
