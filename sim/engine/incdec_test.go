package engine

import (
	"strings"
	"testing"
)

// incDecCases are kernels where uniformIncDec's shortcut must step aside or
// keep every register exactly as the general path leaves it: divergent and
// per-lane counters, a counter that becomes uniform again, lanes that
// returned early, wrapping narrow and unsigned kinds, pointers, floats, and
// the value of ++k and --k used in an expression.
var incDecCases = map[string]string{
	"loop": `__global__ void k(const int *a, int *out, int n) {
    int row = blockIdx.y * blockDim.y + threadIdx.y, col = blockIdx.x * blockDim.x + threadIdx.x;
    int sum = 0;
    for (int j = 0; j < n; j++) sum += a[row * n + j] * a[j * n + col];
    for (int j = n; j > 0; --j) sum += j;
    out[row * 32 + col] = sum;
}`,
	"divergent": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x, j = 3;
    for (int i = 0; i < 5; i++) {
        if (t & 1) j++;
        else --j;
        if (t % 3 == 0) { j++; j++; }
    }
    j++;
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = j + a[t];
}`,
	"perLane": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x, j = t;
    for (int i = 0; i < 4; i++) j++;
    j = 7;           // uniform again
    j++;
    int v = ++j * 3; // the value of ++j
    int w = --j;
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = j * 1000 + v + w;
}`,
	"earlyReturn": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x, j = 0;
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = -1;
    if (threadIdx.x < 5) return;
    for (int i = 0; i < n; i++) j++;
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = j;
}`,
	"wrap": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    char c = 120; unsigned u = 2; unsigned short s = 65533; long long l = 0x7ffffffffffffffeLL;
    for (int i = 0; i < 10; i++) { c++; u--; s++; }
    l++; l++;
    bool b = false; b++;
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = c + (int)(u >> 20) + s + (int)(l >> 60) + b;
}`,
	"pointerFloat": `__global__ void k(const int *a, int *out, int n) {
    int t = threadIdx.y * 16 + threadIdx.x;
    const int *p = a;
    float f = 16777215.0f; double d = 0.5;
    for (int i = 0; i < 9; i++) { p++; f++; d--; }
    --p;
    out[t + (blockIdx.y * 2 + blockIdx.x) * 256] = *p + (int)(f - 16777000.0f) + (int)(d * 4);
}`,
}

// TestUniformIncDecChangesNothing runs incDecCases and the corpus with the
// shortcut on and off, traced, and requires the same output, counters,
// per-line counters and execution traces.
func TestUniformIncDecChangesNothing(t *testing.T) {
	run := func(name, src string, on bool) string {
		defer func(old bool) { uniformIncDecs = old }(uniformIncDecs)
		uniformIncDecs = on
		out, _ := runLoopShapes(t, name, []byte(src), true, true)
		return out
	}
	for name, kernel := range incDecCases {
		src := "#include <cstdio>\n" + kernel + loopShapeHost
		on, off := run(name+".cu", src, true), run(name+".cu", src, false)
		if strings.HasPrefix(on, "does not compile") || !strings.Contains(on, "no error") {
			t.Fatalf("%s: %s", name, on)
		}
		if on != off {
			t.Errorf("%s: shortcut:\n%s\nwithout:\n%s", name, on, off)
		}
	}
	for name, src := range fusedCases {
		if on, off := run(name, src, true), run(name, src, false); on != off {
			t.Errorf("%s: shortcut:\n%s\nwithout:\n%s", name, on, off)
		}
	}
}
