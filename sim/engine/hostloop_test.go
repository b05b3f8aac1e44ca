package engine

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"simtlab/sim/cuda/check"
	"simtlab/sim/cuda/token"
)

// runHostLoops runs a program with the host loops' bursts on or off (the
// scalar path on) and reports all it produced (runReport) and the
// iterations run in bursts.
func runHostLoops(t *testing.T, name string, src []byte, on bool, maxSteps int64) (string, int64) {
	t.Helper()
	defer func(old bool) { hostLoops, countHostLoops, hostLoopIterations = old, false, 0 }(hostLoops)
	hostLoops, countHostLoops, hostLoopIterations = on, true, 0
	r, _ := runReport(t, name, src, false, maxSteps)
	return r, hostLoopIterations
}

// TestHostLoopsChangeNothing runs the conformance corpus, the engine's
// test programs and the diagnostics corpus with and without bursts: every
// output, diagnostic, counter and the step count must be the same.
func TestHostLoopsChangeNothing(t *testing.T) {
	files := corpusPrograms(t, "../../tests/diagnostics/*.cu")
	sameWithAndWithout(t, "host loop bursts", files, func(name string, src []byte, on bool) string {
		r, _ := runHostLoops(t, name, src, on, 50_000_000)
		return r
	})
}

// hostLoopCases are loops where a burst must give way or follow the body
// exactly. burst says whether some iterations must run in bursts.
var hostLoopCases = []struct {
	name, src string
	burst     bool
}{
	{"fill and sum", `#include <cstdio>
#include <cstdlib>
int main() { int n = 1 << 16; int *h = (int *)malloc(n * sizeof(int));
for (int i = 0; i < n; i++) h[i] = i & 3;
long total = 0; for (int i = 0; i < n; i++) total += h[i]; printf("%ld\n", total); return 0; }`, true},
	{"fills of every length", `#include <cstdio>
#include <cstdlib>
int main() {
    unsigned long long sum = 0;
    for (int n = 0; n < 70; n++) {
        int *a = (int *)malloc((n + 1) * sizeof(int));
        char *c = (char *)malloc(n + 1);
        short *s = (short *)malloc((n + 1) * sizeof(short));
        long long *l = (long long *)malloc((n + 1) * sizeof(long long));
        float *f = (float *)malloc((n + 1) * sizeof(float));
        a[n] = -1; c[n] = -1; s[n] = -1; l[n] = -1; f[n] = -1;   // past the fill
        int k = n * 3 - 100;
        for (int i = 0; i < n; i++) a[i] = 7;       // a constant
        for (int i = 0; i < n; i++) c[i] = 5;
        for (int i = 0; i < n; i++) s[i] = -3;
        for (int i = 0; i < n; i++) l[i] = k;       // a register
        for (int i = 0; i < n; i++) f[i] = 2.5f;
        for (int i = 0; i <= n; i++) sum = sum * 31 + a[i] + c[i] * 3 + s[i] * 5 + l[i] * 7 + (long long)(f[i] * 2);
        for (int i = 0; i < n; i++) a[i] = i | 1;   // from the counter
        for (int i = 0; i < n; i++) s[i] = i;
        for (int i = 0; i <= n; i++) sum = sum * 31 + a[i] + s[i];
        free(a); free(c); free(s); free(l); free(f);
    }
    printf("%llu\n", sum);
    return 0;
}`, true},
	{"out of bounds at the end", `#include <cstdlib>
int main() { int *p = (int *)malloc(64); for (int i = 0; i <= 16; i++) p[i] = i; return 0; }`, true},
	{"out of bounds load at the end", `#include <cstdio>
#include <cstdlib>
int main() { int *p = (int *)malloc(64); int *q = (int *)malloc(128); for (int i = 0; i < 16; i++) p[i] = i;
for (int i = 0; i < 32; i++) q[i] = p[i] + 1; printf("%d\n", q[3]); return 0; }`, true},
	{"fault inside the loop", `int main() { int *d; cudaMalloc(&d, 4096); int *p = d; for (int i = 0; i < 1024; i++) p[i] = i; return 0; }`, false},
	{"null pointer", `int main() { int *p = 0; for (int i = 0; i < 3; i++) p[i] = i; return 0; }`, false},
	{"freed array", `#include <cstdio>
#include <cstdlib>
int main() { int *p = (int *)malloc(400); for (int i = 0; i < 100; i++) p[i] = i; free(p);
for (int i = 0; i < 100; i++) p[i] = 2 * i; printf("done\n"); return 0; }`, true},
	{"uninitialised device read", `#include <cstdio>
#include <cstdlib>
__global__ void k(const int *in, int *out, int from, int stride) { out[threadIdx.x] = in[from + stride * threadIdx.x] + 1; }
int main() { int *h = (int *)malloc(256 * sizeof(int));
for (int i = 0; i < 64; i++) h[i] = i;
for (int i = 64; i < 128; i += 2) h[i] = i;
for (int i = 255; i > 192; i -= 2) h[i] = i;
int *d, *o; cudaMalloc(&d, 256 * sizeof(int)); cudaMalloc(&o, 64 * sizeof(int));
cudaMemcpy(d, h, 256 * sizeof(int), cudaMemcpyHostToDevice);
k<<<1, 64>>>(d, o, 0, 1); k<<<1, 32>>>(d, o, 64, 2); k<<<1, 32>>>(d, o, 193, 2);
k<<<1, 32>>>(d, o, 65, 2); k<<<1, 32>>>(d, o, 192, 2);
cudaMemcpy(h, o, 64 * sizeof(int), cudaMemcpyDeviceToHost); printf("%d %d\n", h[2], h[31]); return 0; }`, true},
	{"host uninitialised read", `#include <cstdio>
#include <cstdlib>
int main() { int *p = (int *)malloc(256); long s = 0; for (int i = 0; i < 64; i++) s += p[i]; printf("%d\n", s != 0); return 0; }`, true},
	{"bound changes in the body", `#include <cstdio>
int main() { int n = 1000, k = 0; for (int i = 0; i < n; i++) n = n - 1;
int m = 50; for (int i = 0; i < m; i++) { k += i; m -= i & 1; } printf("%d %d %d\n", n, m, k); return 0; }`, true},
	{"counter changes in the body", `#include <cstdio>
int main() { int s = 0; for (int i = 0; i < 1000; i++) i = i * 2 + 1;
for (int i = 0; i < 100; i++) { s += i; i += s & 1; } printf("%d\n", s); return 0; }`, true},
	{"unsigned counters", `#include <cstdio>
#include <cstdlib>
int main() { int *h = (int *)malloc(1024); long s = 0;
for (unsigned u = 0; u < 256; u++) h[u] = u;
for (unsigned u = 255; u != 0xffffffffu; u--) s += h[u];
for (unsigned long v = 0; v < 256; v += 5) s += h[v];
for (unsigned u = 4294967290u; u >= 10; u += 3) s++;
printf("%ld\n", s); return 0; }`, true},
	{"char counters", `#include <cstdio>
int main() { unsigned char a[256]; int s = 0;
for (unsigned char c = 250; c != 4; c++) a[c] = c;
for (char c = 0; c < 100; c++) s += c;
for (signed char c = 120; c > 0; c++) s++;
for (short h = -300; h < 300; h += 7) s += h;
printf("%d %d %d\n", a[251], a[3], s); return 0; }`, true},
	{"overflowing int counter", `#include <cstdio>
int main() { int s = 0; for (int i = 2147483600; i > 0; i++) s++; long t = 0;
for (long l = 9223372036854775800L; l > 0; l += 2) t++; printf("%d %ld\n", s, t); return 0; }`, true},
	{"steps of two and three", `#include <cstdio>
#include <cstdlib>
int main() { long *h = (long *)malloc(100 * sizeof(long)); long s = 0;
for (int i = 0; i < 100; i += 2) h[i] = i; for (int i = 1; i < 100; i += 2) h[i] = -i;
for (int i = 99; i >= 0; i -= 3) s += h[i]; for (long i = 0; i != 99; i += 3) s ^= h[i];
for (int i = 0; i <= 98; i += 2) s += h[i]; for (int i = 10; i > 1; i -= 1) s *= 3;
printf("%ld\n", s); return 0; }`, true},
	{"register bound and pointers", `#include <cstdio>
#include <cstdlib>
int main() { int n = 300; float *f = (float *)malloc(n * sizeof(float)); double *d = (double *)malloc(n * sizeof(double));
short *sh = (short *)malloc(n * sizeof(short)); char *c = (char *)malloc(n);
for (int i = 0; i < n; i++) f[i] = i * 0.5f; for (int i = 0; i < n; i++) d[i] = f[i] / 3;
for (int i = 0; i < n; i++) sh[i] = i * 300; for (int i = 0; i < n; i++) c[i] = i;
double t = 0; for (int i = 0; i < n; i++) t += d[i] + sh[i] + c[i];
for (int *q = (int *)f; q < (int *)(f + n); q++) *q ^= 1;
printf("%f %f\n", t, f[7]); return 0; }`, true},
	{"stores to two arrays", `#include <cstdio>
#include <cstdlib>
int main() { int *a = (int *)malloc(400), *b = (int *)malloc(400); int *p = a;
for (int i = 0; i < 100; i++) { a[i] = i; b[99 - i] = i * i; }
for (int i = 0; i < 50; i++) { p[i] = i; p = b; }
printf("%d %d %d\n", a[0], a[1], b[1]); return 0; }`, true},
	{"stores overlapping", `#include <cstdio>
#include <cstdlib>
int main() { char *c = (char *)malloc(64); int *p = (int *)(c + 1); int *q = (int *)c;
for (int i = 0; i < 15; i++) p[i] = 0x01020304 * i; for (int i = 0; i < 16; i++) q[i] = q[i] + 1;
printf("%d %d\n", q[3], c[5]); return 0; }`, true},
	{"same element again", `#include <cstdio>
#include <cstdlib>
int main() { int *h = (int *)malloc(64); int z = 0; for (int i = 0; i < 100; i++) h[z] = i;
for (int i = 0; i < 16; i++) h[i] = h[z] + i; printf("%d %d\n", h[0], h[15]); return 0; }`, true},
	{"while, do and endless", `#include <cstdio>
#include <cstdlib>
int main() { int *h = (int *)malloc(400); int i = 0; while (i < 100) { h[i] = i; i++; }
int j = 0, s = 0; do { s += h[j]; j += 7; } while (j < 100);
for (int k = 0; ; k++) { if (k > 50) break; s += k; }
printf("%d %d\n", i, s); return 0; }`, true},
	{"break and continue", `#include <cstdio>
#include <cstdlib>
int main() { int *h = (int *)malloc(400); int s = 0;
for (int i = 0; i < 100; i++) { if (i == 60) break; h[i] = i; }
for (int i = 0; i < 60; i++) { if (i & 1) continue; s += h[i]; }
printf("%d\n", s); return 0; }`, false},
	{"division by zero in the body", `#include <cstdio>
int main() { int s = 0; for (int i = 5; i > -3; i--) s += 100 / i; printf("%d\n", s); return 0; }`, true},
	{"nested", `#include <cstdio>
#include <cstdlib>
int main() { int n = 64; float *a = (float *)malloc(n * n * sizeof(float)); float s = 0;
for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) a[j * n + i] = i - j;
for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) s += a[i * n + j];
printf("%f\n", s); return 0; }`, true},
	{"stores of register op constant", `#include <cstdio>
#include <cstdlib>
int main() { int n = 100; int *a = (int *)malloc(n * 4); unsigned *u = (unsigned *)malloc(n * 4);
long *l = (long *)malloc(n * 8); unsigned long *ul = (unsigned long *)malloc(n * 8); long s = 0;
for (int i = 0; i < n; i++) a[i] = i - 5; for (int j = 0; j < n; j++) s = s * 31 + a[j];
for (int i = 0; i < n; i++) a[i] = i * 100000000; for (int j = 0; j < n; j++) s = s * 31 + a[j];
for (int i = 0; i < n; i++) a[i] = i ^ 9; for (int j = 0; j < n; j++) s = s * 31 + a[j];
for (int i = 0; i < n; i++) a[i] = i | 5; for (int j = 0; j < n; j++) s = s * 31 + a[j];
for (int i = 0; i < n; i++) a[i] = i + 2147483600; for (int j = 0; j < n; j++) s = s * 31 + a[j];
for (unsigned i = 0; i < 100; i++) u[i] = i - 7; for (int j = 0; j < n; j++) s = s * 31 + u[j];
for (long i = 0; i < n; i++) l[i] = i * 3000000000000L; for (int j = 0; j < n; j++) s = s * 31 + l[j];
for (unsigned long i = 0; i < 100; i++) ul[i] = i - 7; for (int j = 0; j < n; j++) s = s * 31 + (long)ul[j];
printf("%ld\n", s); return 0; }`, true},
	{"accumulations", `#include <cstdio>
#include <cstdlib>
int main() { int n = 100; int *a = (int *)malloc(n * 4); unsigned *u = (unsigned *)malloc(n * 4); long *l = (long *)malloc(n * 8);
for (int i = 0; i < n; i++) a[i] = 1000 - 37 * i; for (int i = 0; i < n; i++) u[i] = 4000000000u - i; for (int i = 0; i < n; i++) l[i] = -3 * i;
long s = 0, o = 0; int t = 0; unsigned v = 0; unsigned long w = 0; long m = 1;
for (int i = 0; i < n; i++) s += a[i]; for (int i = 0; i < n; i++) s -= u[i]; for (int i = 0; i < n; i++) t += a[i];
for (int i = 0; i < n; i++) t *= a[i]; for (int i = 0; i < n; i++) v += u[i]; for (int i = 0; i < n; i++) w += u[i];
for (int i = 0; i < n; i++) w ^= a[i]; for (int i = 0; i < n; i++) m *= l[i] | 1; for (int i = 0; i < n; i++) o |= l[i];
for (int i = 0; i < n; i++) t &= a[i]; for (long i = 0; i < n; i++) s += l[i];
printf("%ld %d %u %lu %ld %ld\n", s, t, v, w, m, o);
for (int i = 0; i <= n; i++) s += a[i]; printf("%ld\n", s); return 0; }`, true},
	{"accumulating a freed array", `#include <cstdio>
#include <cstdlib>
int main() { int *a = (int *)malloc(400); for (int i = 0; i < 100; i++) a[i] = i; long s = 0;
for (int i = 0; i < 100; i++) s += a[i]; free(a); for (int i = 0; i < 100; i++) s += a[i]; printf("%ld\n", s); return 0; }`, true},
	{"loop in a function", `#include <cstdio>
#include <cstdlib>
long fill(int *p, int n, int k) { for (int i = 0; i < n; i++) p[i] = i * k; long s = 0; for (int i = n - 1; i >= 0; i--) s += p[i]; return s; }
int main() { int *p = (int *)malloc(4000); long s = 0; for (int k = 0; k < 5; k++) s += fill(p, 1000 - k, k); s += fill(p, 1001, 1); printf("%ld\n", s); return 0; }`, true},
	{"local array", `#include <cstdio>
int main() { int a[8]; for (int i = 0; i < 8; i++) a[i] = i * i; long s = 0; for (int i = 0; i <= 8; i++) s += a[i]; printf("%ld\n", s); return 0; }`, true},
	{"calls in the body", `#include <cstdio>
int main() { int s = 0; for (int i = 0; i < 5; i++) { s += i; printf("%d ", s); s *= 2; } printf("\n"); return 0; }`, false},
	{"endless store", `int main() { int *p = new int[4]; for (int i = 0; ; i++) p[i & 3] += i; return 0; }`, true},
	{"long store loop", `int main() { int *p = new int[1 << 20]; for (int r = 0; r < 1000; r++) for (int i = 0; i < (1 << 20); i++) p[i] = i + r; return 0; }`, true},
}

// TestHostLoopEdges holds bursts to the careful loop (and both to the
// general path without the scalar forms) where they must give way or
// follow the body: faults in and at the end of a loop, freed and
// uninitialised memory, bounds and counters the body changes, counters
// of every integer kind, steps other than one, the step budget.
func TestHostLoopEdges(t *testing.T) {
	for _, tc := range hostLoopCases {
		t.Run(tc.name, func(t *testing.T) {
			src := []byte(tc.src)
			budget := int64(50_000_000)
			if strings.HasPrefix(tc.name, "endless") || strings.HasPrefix(tc.name, "long") {
				budget = 3_000_000
			}
			on, n := runHostLoops(t, "edge.cu", src, true, budget)
			off, _ := runHostLoops(t, "edge.cu", src, false, budget)
			general := runHost(t, "edge.cu", src, false, budget)
			if strings.Contains(on, "does not compile") {
				t.Fatalf("the program does not compile: %s", on)
			}
			if on != off {
				t.Errorf("with bursts:\n%s\nwithout:\n%s", on, off)
			}
			if on != general {
				t.Errorf("with bursts:\n%s\non the general path:\n%s", on, general)
			}
			if tc.burst && n == 0 {
				t.Errorf("no iteration ran in a burst")
			}
			if !tc.burst && n > 0 {
				t.Errorf("%d iterations ran in bursts", n)
			}
		})
	}
}

// TestHostLoopBudget runs out of steps, and stops through Yield, at many
// points of a loop's bursts: the same message at the same line and step.
func TestHostLoopBudget(t *testing.T) {
	src := []byte(`#include <cstdio>
#include <cstdlib>
int main() {
    int n = 1 << 20;
    int *h = (int *)malloc(n * sizeof(int));
    for (int r = 0; r < 100; r++)
        for (int i = 0; i < n; i++) h[i] = i & r;
    long s = 0;
    for (int r = 0; r < 100; r++)
        for (int i = 0; i < n; i++) { s += h[i]; s ^= i; }
    printf("%ld\n", s);
    return 0;
}`)
	for _, budget := range []int64{1, 99_999, 100_000, 100_001, 300_007, 2_000_003, 9_000_000, 45_000_011} {
		on, n := runHostLoops(t, "budget.cu", src, true, budget)
		off, _ := runHostLoops(t, "budget.cu", src, false, budget)
		if !strings.Contains(on, "ran more than") || on != off {
			t.Errorf("budget %d: with bursts:\n%s\nwithout:\n%s", budget, on, off)
		}
		if budget > 200_000 && n == 0 {
			t.Errorf("budget %d: no iteration ran in a burst", budget)
		}
	}
	// Budgets a step apart end the run at every phase of an iteration,
	// where a stretch of stores (storeStretch) must stop exactly.
	for budget := int64(200_000); budget < 200_012; budget++ {
		on, _ := runHostLoops(t, "budget.cu", src, true, budget)
		off, _ := runHostLoops(t, "budget.cu", src, false, budget)
		if on != off {
			t.Errorf("budget %d: with bursts:\n%s\nwithout:\n%s", budget, on, off)
		}
	}
	// The yield points fall at every phase of an iteration: statements
	// before the loop shift them by a step or two each.
	for pre := 0; pre < 12; pre++ {
		src := []byte(`#include <cstdlib>
int main() {
    int n = 1 << 16, x = 0;
    int *h = (int *)malloc(n * sizeof(int));
    ` + strings.Repeat("x = x * 3 + 1; ", pre) + `
    for (int r = 0; r < 1000; r++)
        for (int i = 0; i < n; i++) h[i] = i & r;
    return x;
}`)
		on, _ := runHostLoops(t, "phase.cu", src, true, 1_000_000)
		off, _ := runHostLoops(t, "phase.cu", src, false, 1_000_000)
		if !strings.Contains(on, "ran more than") || on != off {
			t.Errorf("%d statements before: with bursts:\n%s\nwithout:\n%s", pre, on, off)
		}
	}
	// Yield says stop at its k-th call.
	yielded := func(src []byte, on bool, k int) string {
		defer func(old bool) { hostLoops = old }(hostLoops)
		hostLoops = on
		f, diags := check.File("yield.cu", src)
		if diags.HasErrors() {
			t.Fatal(diags)
		}
		calls := 0
		var out bytes.Buffer
		m := New(context.Background(), f, src, Config{Stdout: &out, Yield: func() bool { calls++; return calls < k }})
		res := m.Run()
		return fmt.Sprintf("%s exit %d steps %d %v", out.String(), res.ExitCode, m.steps, res.Diagnostics)
	}
	for _, k := range []int{1, 2, 7, 40} {
		if on, off := yielded(src, true, k), yielded(src, false, k); on != off {
			t.Errorf("yield stop at call %d: with bursts %s, without %s", k, on, off)
		}
	}
	// Stopped at a yield, a stretch of stores has stopped where the
	// iterations would have: at every phase of an iteration.
	for pre := 0; pre < 16; pre++ {
		src := []byte(`#include <cstdlib>
int main() {
    int n = 1 << 22, x = 0;
    int *h = (int *)malloc(n * sizeof(int));
    ` + strings.Repeat("x = x * 3 + 1; ", pre) + `
    for (int i = 0; i < n; i++) h[i] = i & 7;
    return x;
}`)
		for _, k := range []int{2, 3} {
			if on, off := yielded(src, true, k), yielded(src, false, k); on != off {
				t.Errorf("%d statements before, yield stop at call %d: with bursts %s, without %s", pre, k, on, off)
			}
		}
	}
}

// TestCountTestIsArith holds the in-place test and step to arith's lane
// functions and to canon on random operands of every kind.
func TestCountTestIsArith(t *testing.T) {
	ops := []token.Kind{token.Lss, token.Leq, token.Gtr, token.Geq, token.Eql, token.Neq}
	rng := rand.New(rand.NewPCG(3, 4))
	edges := []uint64{0, 1, 2, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0x7fffffff, 0x80000000, 0xffffffff, 1 << 63, ^uint64(0), 1<<63 - 1}
	operands := func(i int) (uint64, uint64) {
		if i < len(edges)*len(edges) {
			return edges[i%len(edges)], edges[i/len(edges)]
		}
		return rng.Uint64(), rng.Uint64()
	}
	for _, k := range []kind{kI32, kU32, kI64, kU64} {
		for _, op := range ops {
			for i := 0; i < 3000; i++ {
				x, y := operands(i)
				x, y = canon(k, x), canon(k, y)
				ct := countTestFor(op, k)
				if got, want := bool64(ct.holds(x, y)), arith(op, k)(x, y); got != want {
					t.Fatalf("%v %v: %#x, %#x: got %d, want %d", k, op, x, y, got, want)
				}
			}
		}
	}
	for _, k := range []kind{kI8, kU8, kI16, kU16, kI32, kU32, kI64, kU64} {
		for i := 0; i < 3000; i++ {
			x, d := operands(i)
			x = canon(k, x)
			if got, want := newCountStep(0, d, k).next(x), canon(k, x+d); got != want {
				t.Fatalf("%v: %#x + %#x: got %#x, want %#x", k, x, d, got, want)
			}
		}
	}
}

// countTestFor builds the countTest of `reg op reg` in kind k, as
// countTestOf does.
func countTestFor(op token.Kind, k kind) *countTest {
	ct := &countTest{bound: regVal(1)}
	if k.signed() {
		ct.flip = 1 << 63
	}
	ct.setOp(op)
	return ct
}

// TestHostLoopsRandom compares bursts, the careful loop and the general
// path on generated loops: counters of every integer kind, each test
// and step, arrays of several element kinds indexed in and out of bounds.
func TestHostLoopsRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	pick := func(xs ...string) string { return xs[rng.IntN(len(xs))] }
	n := 300
	if testing.Short() {
		n = 60
	}
	burstPrograms := 0
	for k := 0; k < n; k++ {
		elem := pick("int", "unsigned", "char", "unsigned char", "short", "long", "float", "double")
		ctr := pick("int", "unsigned", "long", "unsigned long", "char", "unsigned char", "short")
		if rng.IntN(2) == 0 && !strings.Contains(ctr, "char") && ctr != "short" {
			elem = ctr // no conversion: the stores' in-place r op c
		}
		op := pick("<", "<=", ">", ">=", "!=")
		step := pick("i++", "i--", "++i", "i += 2", "i -= 3", "i += 7")
		start, bound := rng.IntN(120), rng.IntN(120)
		body := pick("s += a[i]", "s -= a[i]", "s ^= (long)a[i]", "s *= a[i]", "a[i] = i", "a[i] = i & 3", "a[i] = i * 3 + z", "a[i] = i * 7", "a[i] = i - 5", "a[i] = i ^ 9", "a[i] = z | 5",
			"a[i] = i + 2147483600", "a[i] = i * 100000", "a[i] = (a[i] + i) / 2", "s += a[i]",
			"s += i; z = z * 5 + 1", "a[z & 63] = i", "a[i] = z; z++")
		src := fmt.Sprintf(`#include <cstdio>
#include <cstdlib>
int main() {
    int n = 100, z = 3;
    %[1]s *a = (%[1]s *)malloc(n * sizeof(%[1]s));
    for (int j = 0; j < n; j++) a[j] = j - 50;
    long s = 0;
    %[2]s i;
    for (i = %[3]d; i %[4]s %[5]d; %[6]s) %[7]s;
    long sum = 0;
    for (int j = 0; j < n; j++) sum = sum * 31 + (long)a[j];
    printf("%%ld %%d %%ld %%ld\n", s, z, (long)i, sum);
    return 0;
}`, elem, ctr, start, op, bound, step, body)
		on, bursts := runHostLoops(t, "random.cu", []byte(src), true, 400_000)
		if bursts > 0 {
			burstPrograms++
		}
		off, _ := runHostLoops(t, "random.cu", []byte(src), false, 400_000)
		general := runHost(t, "random.cu", []byte(src), false, 400_000)
		if strings.Contains(on, "does not compile") {
			t.Fatalf("%s\n%s", src, on)
		}
		if on != off || on != general {
			t.Errorf("%s\nwith bursts:\n%s\nwithout:\n%s\non the general path:\n%s", src, on, off, general)
		}
	}
	if burstPrograms < n/4 {
		t.Errorf("only %d of %d programs ran iterations in bursts", burstPrograms, n)
	}
	t.Logf("%d of %d programs ran iterations in bursts", burstPrograms, n)
}

// TestRegConstIsArith holds a store's in-place r op c to arith's lane
// functions on random operands of every kind.
func TestRegConstIsArith(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	edges := []uint64{0, 1, 3, 0x7fffffff, 0x80000000, 0xffffffff, 1 << 63, ^uint64(0), 1<<63 - 1}
	for _, k := range []kind{kI32, kU32, kI64, kU64} {
		for _, op := range []token.Kind{token.And, token.Or, token.Xor, token.Add, token.Sub, token.Mul} {
			for i := 0; i < 3000; i++ {
				x, c := rng.Uint64(), rng.Uint64()
				if i < len(edges)*len(edges) {
					x, c = edges[i%len(edges)], edges[i/len(edges)]
				}
				x, c = canon(k, x), canon(k, c)
				o := &regConst{op: op, c: c, sh: uint(64 - 8*k.size()), signed: k.signed()}
				if got, want := o.eval(x), arith(op, k)(x, c); got != want {
					t.Fatalf("%v %v: %#x, %#x: got %#x, want %#x", k, op, x, c, got, want)
				}
			}
		}
	}
}
