package engine

import (
	"bytes"
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"simtlab/sim/cuda/check"
	"simtlab/sim/cuda/token"
)

// runHost runs a program with the host's scalar path on or off and
// reports all it produced (runReport), the step count included.
func runHost(t *testing.T, name string, src []byte, scalar bool, maxSteps int64) string {
	t.Helper()
	defer func(old bool) { hostScalar = old }(hostScalar)
	hostScalar = scalar
	r, _ := runReport(t, name, src, false, maxSteps)
	return r
}

// TestHostScalarChangesNothing runs the conformance corpus and the
// engine's test programs with and without the host's scalar path: every
// output, diagnostic, counter and the step count must be the same.
func TestHostScalarChangesNothing(t *testing.T) {
	files := corpusPrograms(t, "../../tests/diagnostics/*.cu")
	sameWithAndWithout(t, "the scalar path", files, func(name string, src []byte, on bool) string {
		return runHost(t, name, src, on, 50_000_000)
	})
}

// TestHostScalarEdges holds the scalar path to the general one where it
// must give way: faults in the middle of a loop, division by zero, an
// index outside a declared array, host shifts, conversions, pointer
// arithmetic, stack-resident and global variables, the step budget.
func TestHostScalarEdges(t *testing.T) {
	cases := []struct {
		name, src string
		steps     int64
	}{
		{"out of bounds store", `#include <cstdlib>
int main() { int *p = (int *)malloc(64); for (int i = 0; i < 100; i++) p[i] = i; return 0; }`, 0},
		{"out of bounds load", `#include <cstdio>
#include <cstdlib>
int main() { int *p = (int *)malloc(64); long s = 0; for (int i = 0; i < 20; i++) p[i & 15] = i;
for (int i = 0; i < 100; i++) s += p[i]; printf("%ld\n", s); return 0; }`, 0},
		{"use after free", `#include <cstdlib>
int main() { int *p = (int *)malloc(64); int *q = (int *)malloc(64);
for (int i = 0; i < 16; i++) { p[i] = i; q[i] = i; } free(p); for (int i = 0; i < 16; i++) q[i] += p[i]; return 0; }`, 0},
		{"device pointer on the host", `int main() { int *d; cudaMalloc(&d, 64); for (int i = 0; i < 16; i++) d[i] = i; return 0; }`, 0},
		{"division by zero", `#include <cstdio>
int main() { int s = 0; for (int i = 5; i > -3; i--) s += 100 / i; printf("%d\n", s); return 0; }`, 0},
		{"remainder by zero", `#include <cstdio>
int main() { int s = 0; for (int i = 5; i > -3; i--) { int d = i; s += 7 % d; } printf("%d\n", s); return 0; }`, 0},
		{"compound division by zero", `#include <cstdio>
int main() { int s = 1000; for (int i = 3; i > -3; i--) s /= i; printf("%d\n", s); return 0; }`, 0},
		{"local array index", `#include <cstdio>
int main() { int a[8]; for (int i = 0; i < 8; i++) a[i] = i * i; long s = 0; for (int i = 0; i <= 8; i++) s += a[i]; printf("%ld\n", s); return 0; }`, 0},
		{"negative index", `#include <cstdio>
int main() { int a[8]; for (int i = 7; i >= -1; i--) a[i] = i; printf("%d\n", a[0]); return 0; }`, 0},
		{"shifts and kinds", `#include <cstdio>
int main() { unsigned u = 1; int s = -5; char c = 0; unsigned short h = 0; long l = 0; unsigned long ul = 0;
for (int i = 0; i < 70; i++) { u = u << i | u >> (i & 7); s = s >> i; c += i * 7; h -= i; l += (long)i << i; ul ^= ul * 31 + i; }
printf("%u %d %d %u %ld %lu\n", u, s, c, h, l, ul); return 0; }`, 0},
		{"floats and conversions", `#include <cstdio>
int main() { float f = 0; double d = 1; int n = 0; unsigned char b = 0; bool t = false;
for (int i = 0; i < 50; i++) { f += i * 0.5f; d = d / 3 + i; n = (int)(f * 1.5f) - (int)d; b = (unsigned char)(f * 7); t = i & 1; f = -f; d++; }
printf("%f %f %d %d %d\n", f, d, n, b, t); return 0; }`, 0},
		{"float to int edges", `#include <cstdio>
int main() { double big = 1e30; int a = 0; unsigned b = 0; long c = 0; unsigned long e = 0;
for (int i = 0; i < 3; i++) { a = (int)big; b = (unsigned)big; c = (long)-big; e = (unsigned long)(big / 1e12); big = -big; }
printf("%d %u %ld %lu\n", a, b, c, e); return 0; }`, 0},
		{"pointers", `#include <cstdio>
#include <cstdlib>
int main() { int *p = (int *)malloc(40 * sizeof(int)); int *q = p; long s = 0;
for (int i = 0; i < 40; i++) *q++ = i; q = p + 39;
for (int *r = p; r < q; r += 3) s += *r + (q - r); printf("%ld\n", s); return 0; }`, 0},
		{"stack and globals", `#include <cstdio>
int g[10]; int total;
void fill(int *x) { *x = 3; }
int main() { int k; fill(&k); for (int i = 0; i < 10; i++) { g[i] = i * k; total += g[i]; k = k + 1; }
printf("%d %d\n", total, k); return 0; }`, 0},
		{"endless loop", `int main() { int *p = new int[4]; for (int i = 0; ; i++) p[i & 3] += i; return 0; }`, 200_000},
		{"endless while", `int main() { unsigned x = 1; while (x != 0) x = x * 3 | 1; return 0; }`, 300_001},
		{"do while", `#include <cstdio>
int main() { int i = 0, s = 0; do { s += i * i; i++; } while (i < 100); printf("%d\n", s); return 0; }`, 0},
		{"uninitialised read", `#include <cstdio>
#include <cstdlib>
int main() { int *p = (int *)malloc(64); long s = 0; for (int i = 0; i < 16; i++) s += p[i]; printf("%ld\n", s != 0); return 0; }`, 0},
		{"managed memory", `#include <cstdio>
int main() { int *m; cudaMallocManaged(&m, 64); for (int i = 0; i < 16; i++) m[i] = i; long s = 0; for (int i = 0; i < 16; i++) s += m[i]; printf("%ld\n", s); return 0; }`, 0},
		{"string literal write", `int main() { char *s = (char *)"abc"; for (int i = 0; i < 3; i++) s[i] = 'x'; return 0; }`, 0},
		{"null pointer", `int main() { int *p = 0; for (int i = 0; i < 3; i++) p[i] = i; return 0; }`, 0},
		{"calls in the body", `#include <cstdio>
int main() { int s = 0; for (int i = 0; i < 5; i++) { s += i; printf("%d ", s); s *= 2; } printf("\n"); return 0; }`, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			steps := tc.steps
			if steps == 0 {
				steps = 50_000_000
			}
			on, off := runHost(t, "edge.cu", []byte(tc.src), true, steps), runHost(t, "edge.cu", []byte(tc.src), false, steps)
			if on != off {
				t.Errorf("with the scalar path:\n%s\nwithout:\n%s", on, off)
			}
			if strings.Contains(on, "does not compile") {
				t.Errorf("the program does not compile")
			}
		})
	}
}

// TestHostScalarIsTaken checks that the scalar path covers the host
// loops it was made for: after each expression's first run, which records
// its step count, none gives way to the general path.
func TestHostScalarIsTaken(t *testing.T) {
	src := []byte(`#include <cstdio>
#include <cstdlib>
int main() {
    int *h = (int *)malloc(4096 * sizeof(int));
    for (int i = 0; i < 4096; i++) h[i] = i & 3;
    long s = 0;
    for (int i = 0; i < 4096; i++) { s += h[i]; h[i] *= 2; }
    int k = 0;
    while (k < 100) k += 3;
    if (s > 5) s--;
    printf("%ld %d %d\n", s, h[7], k);
    return 0;
}`)
	f, diags := check.File("fill.cu", src)
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	var out bytes.Buffer
	m := New(context.Background(), f, src, Config{Stdout: &out})
	m.Run()
	if out.String() != "6143 6 102\n" {
		t.Fatalf("output %q", out.String())
	}
	// Fifteen expressions (five initialisers, the for loops' tests, steps
	// and three body statements, the while loop's test and body, the if's
	// test and body), each run once on the general path.
	if g := m.host.hostGeneral; g != 15 {
		t.Errorf("%d runs took the general path, want 15", g)
	}
}

// TestIntRegConstIsArith holds the written-out operations of the scalar
// path to arith's lane functions on random operands of every kind.
func TestIntRegConstIsArith(t *testing.T) {
	ops := []token.Kind{token.Lss, token.Leq, token.Gtr, token.Geq, token.Eql, token.Neq, token.And, token.Add, token.Sub}
	kinds := []kind{kI32, kU32, kI64, kU64}
	rng := rand.New(rand.NewPCG(1, 2))
	edges := []uint64{0, 1, 2, 0x7fffffff, 0x80000000, 0xffffffff, 1 << 63, ^uint64(0), 1<<63 - 1}
	f := &Frame{regs: make([]Vec, 1)}
	for _, k := range kinds {
		for _, op := range ops {
			for i := 0; i < 2000; i++ {
				x, c := rng.Uint64(), rng.Uint64()
				if i < len(edges)*len(edges) {
					x, c = edges[i%len(edges)], edges[i/len(edges)]
				}
				x, c = canon(k, x), canon(k, c)
				v := intRegConst(op, k, regVal(0), constVal(c))
				if !v.ok() {
					continue
				}
				f.regs[0].setUniform(x)
				got, ok := v.fn(f)
				if want := arith(op, k)(x, c); !ok || got != want {
					t.Fatalf("%v %v: %#x, %#x: got %#x, want %#x", k, op, x, c, got, want)
				}
			}
		}
	}
}
