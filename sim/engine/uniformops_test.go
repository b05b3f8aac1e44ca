package engine

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/token"
)

// TestIntRelationMatchesArith checks the uniform comparison against the
// lane functions of the general path, on each kind's edge values (as the
// engine stores them: sign- or zero-extended).
func TestIntRelationMatchesArith(t *testing.T) {
	raw := []uint64{0, 1, 2, 0x7f, 0x80, 0xff, 0x7fff_ffff, 0x8000_0000, 0xffff_ffff, 1 << 32,
		0x7fff_ffff_ffff_ffff, 0x8000_0000_0000_0000, 0xffff_ffff_ffff_fffe, 0xffff_ffff_ffff_ffff}
	ops := []token.Kind{token.Lss, token.Leq, token.Gtr, token.Geq, token.Eql, token.Neq}
	for _, k := range []kind{kI32, kU32, kI64, kU64} {
		var vals []uint64
		for _, v := range raw {
			vals = append(vals, canon(k, v))
		}
		for _, op := range ops {
			r, ok := intRelationOf(op, k)
			if !ok {
				t.Fatalf("%v on kind %d: no relation", op, k)
			}
			fn, vop := arith(op, k), fastOp(op, k)
			for _, x := range vals {
				for _, y := range vals {
					want := fn(x, y)
					if got := r.test(x, y); got != want {
						t.Errorf("%#x %v %#x (kind %d) = %d, want %d", x, op, y, k, got, want)
					}
					if vop != nil {
						var d Vec
						vop(&d, constVec(x), constVec(y), 32)
						if !d.U || d.V[0] != want {
							t.Errorf("%#x %v %#x (kind %d): the lane op gives %d (uniform %v), arith %d", x, op, y, k, d.V[0], d.U, want)
						}
					}
				}
			}
		}
	}
	// The fused loop step (loopctl.go) computes with arith where the
	// compound's lane op (fastOp) would run on two uniform operands.
	for _, k := range []kind{kI32, kU32, kI64, kU64, kPtr} {
		for _, op := range []token.Kind{token.Add, token.Sub, token.Mul, token.And, token.Or, token.Xor, token.Shl, token.Shr} {
			fn, vop := arith(op, k), fastOp(op, k)
			if vop == nil {
				continue
			}
			for _, x := range raw {
				for _, y := range raw {
					x, y := canon(k, x), canon(k, y)
					var d Vec
					vop(&d, constVec(x), constVec(y), 32)
					if want := fn(x, y); !d.U || d.V[0] != want {
						t.Errorf("%#x %v %#x (kind %d): the lane op gives %#x (uniform %v), arith %#x", x, op, y, k, d.V[0], d.U, want)
					}
				}
			}
		}
	}
	if _, ok := intRelationOf(token.Add, kI32); ok {
		t.Error("+ is not a comparison")
	}
	if _, ok := intRelationOf(token.Lss, kF32); ok {
		t.Error("float comparisons are not integer relations")
	}
}

// uniformControlCases are kernels where the uniform closures must step
// aside or leave every register, counter and trace event as the general
// path does: a barrier tree with shifts, strides that turn divergent,
// lanes that returned early (the compound then covers part of the frame),
// signed and unsigned comparisons at their edges, a shape compared with
// a uniform value in partial warps, and compounds whose value is used.
var uniformControlCases = map[string]string{
	// Loops holding barriers, whose test and step the phased loop runs
	// itself (loopctl.go) while the variable is uniform and the frame
	// whole: a shift bounded by a parameter, an unsigned decrement tested
	// with !=, an increment after lanes returned (a partial frame), and a
	// variable that turns per lane inside the loop.
	"phasedControl": `__global__ void k(const int *a, int *out, int n) {
    __shared__ int s[256];
    int t = threadIdx.y * 16 + threadIdx.x, acc = 0;
    s[t] = a[t + blockIdx.x * 256];
    __syncthreads();
    for (int w = 1; w < n; w <<= 1) {
        acc += s[(t + w) & 255];
        __syncthreads();
    }
    for (unsigned u = 3; u != 0u; --u) {
        acc += (int)u * s[t];
        __syncthreads();
    }
    for (int i = 0; i < 3; i++) {
        if (t & 1) i += t & 0;             // per lane from here on
        acc += i;
        __syncthreads();
    }
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = acc;
    if (t >= 200) return;
    for (int j = 0; j < 4; j++) {
        acc += s[t ^ j];
        __syncthreads();
    }
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = acc;
}`,
	"tree": `__global__ void k(const int *a, int *out, int n) {
    __shared__ int s[256];
    int t = threadIdx.y * 16 + threadIdx.x;
    s[t] = a[t + blockIdx.x * 256];
    __syncthreads();
    for (int stride = 128; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    int u = 1;
    for (unsigned m = 1u << 31; m != 0u; m >>= 1) u += (m > 65536u);
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = s[0] * 100 + u;
}`,
	"divergentStride": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x, step = 1, acc = 0;
    if (t & 4) step = 2;          // per lane now
    for (int i = 0; i < 40; i += step) acc += i;
    int v = 64;
    v >>= 2; v <<= 1; v -= 3; v *= 5; v ^= 0x55; v |= 8; v &= ~1; v %= 1000;
    step = 3;                     // uniform again
    v += step;
    int w = 10;
    if (t & 1) w += step;         // under part of the frame's lanes
    if (t < 5) w <<= 1;
    v += w * 10000;
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = acc * 7 + v + (v += step) + (step -= 1);
}`,
	"earlyReturn": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x, v = n;
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = -1;
    if (threadIdx.x > 11) return;
    for (int s = 7; s >= 0; s -= 2) v += s;   // part of the frame
    v >>= 1;
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = v;
}`,
	"edges": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x, r = 0;
    int lo = -2147483647 - 1, hi = 2147483647;
    unsigned big = 4294967295u, one = 1u;
    long long ll = -5, lh = 9223372036854775807LL;
    unsigned long long ul = 18446744073709551615ULL;
    r += (lo < hi) + 2 * (hi > lo) + 4 * (big > one) + 8 * (one >= big) + 16 * (ll < 0) + 32 * (lh <= ll);
    r += 64 * (ul > 1ULL) + 128 * (lo == lo) + 256 * (big != big) + 512 * (-1 < 0) + 1024 * (n > 63);
    hi += one; big += 1u; lh += 1;          // wrap
    r += 2048 * (hi < 0) + 4096 * (big == 0u) + 8192 * (lh < 0);
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = r;
}`,
	"gridStride": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x, acc = 0;
    int b = (blockIdx.y * 2 + blockIdx.x) * 256;
    for (int i = t + b; i < 4096; i += 1024) acc += a[i];       // a shape moved by a constant
    int stride = blockDim.x * blockDim.y * 4;
    for (unsigned u = t + b; u < 4096u; u += stride) acc += a[u] * 3;
    for (long long l = 4095 - t - b; l >= 0; l -= stride) acc ^= a[l];
    for (int i = t + b; i < 4096; i += blockDim.x * gridDim.x * 8) acc += a[i] * 5; // an expression
    int z = b;
    z += a[t];                      // an operand that loads: evaluated once
    for (const int *p = a + t + b; p < a + 4096; p += 1024) acc += *p * 7;   // a pointer's shape
    const int *q = a + 4095 - t - b;
    q -= n;                         // n elements back
    acc += *q;
    int j = t;
    j += (unsigned)(-5);            // int += unsigned: the step is -5 in int
    j -= 4000000000u;
    char c = t;
    c += 100;                       // conversions to int and back
    c -= n;
    short sh = t * 1000;
    sh += 30000;
    z += j + c + sh;
    int w = 2147483600 + t;
    w += 40;                        // lanes past int's range: no shape
    long long big = 9223372036854775800LL - t;
    big += 10;                      // wraps too
    int v = t * 3;
    v -= n;                         // a register operand
    if (t & 1) v += 5;              // part of the frame
    out[t + b] = acc + (w >> 28) + (int)(big >> 60) + v + a[(v + 4096) & 4095] + z;
}`,
	"partialShape": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.x, r = 0;
    for (int c = 0; c < 24; c += 5) r += (t < c) + 2 * (t >= c) + 4 * (c > t) + 8 * (t == c) + 16 * (t != c);
    out[threadIdx.y * 16 + t + (blockIdx.y * 2 + blockIdx.x) * 256] = r;
}`,
}

// TestUniformControlChangesNothing runs uniformControlCases (on 16×16
// blocks and on rows of 48 threads), the fused cases, incDecCases, the
// conformance corpus, the engine's test programs and the diagnostics
// corpus with the uniform closures on and off, traced, and requires the
// same output, diagnostics, counters, per-line counters and execution
// traces.
func TestUniformControlChangesNothing(t *testing.T) {
	run := func(name, src string, on bool) string {
		defer func(old bool) { uniformControl = old }(uniformControl)
		uniformControl = on
		out, _ := runLoopShapes(t, name, []byte(src), true, true)
		return out
	}
	check := func(name, src string) {
		on, off := run(name, src, true), run(name, src, false)
		if strings.HasPrefix(on, "does not compile") || !strings.Contains(on, "no error") {
			t.Fatalf("%s: %s", name, on)
		}
		if on != off {
			t.Errorf("%s: uniform closures:\n%s\nwithout:\n%s", name, on, off)
		}
	}
	for name, kernel := range uniformControlCases {
		check(name+".cu", "#include <cstdio>\n"+kernel+loopShapeHost)
		// Rows of 48 threads: warps that straddle rows, a partial last warp.
		check(name+"_rows.cu", "#include <cstdio>\n"+kernel+strings.Replace(loopShapeHost, "dim3(16, 16)", "dim3(16, 3)", 1))
	}
	for name, kernel := range incDecCases {
		check(name+".cu", "#include <cstdio>\n"+kernel+loopShapeHost)
	}
	for name, src := range fusedCases {
		if on, off := run(name, src, true), run(name, src, false); on != off {
			t.Errorf("%s: uniform closures:\n%s\nwithout:\n%s", name, on, off)
		}
	}
	sameWithAndWithout(t, "uniform closures", corpusPrograms(t, "../../tests/diagnostics/*.cu"), func(name string, src []byte, on bool) string {
		return run(name, string(src), on)
	})
}
