package engine

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"

	"simtlab/sim/cuda/check"
	"simtlab/sim/cuda/token"
	"simtlab/sim/engine/mem"
	"simtlab/sim/engine/num"
	"simtlab/sim/memsys"
)

// randomShape returns a normalized affine shape with small or large
// parameters, sometimes a constant.
func randomShape(r *rand.Rand) affine {
	pick := func() uint64 {
		switch r.IntN(5) {
		case 0:
			return 0
		case 1:
			return uint64(r.Int64N(9) - 4)
		case 2:
			return uint64(r.Int64N(1<<20) - 1<<19)
		case 3:
			return uint64(int64(r.Int32()))
		}
		return r.Uint64()
	}
	a := affine{base: pick(), sx: pick(), sy: pick(), wsh: uint8(r.IntN(6))}
	if r.IntN(4) == 0 {
		a.sx, a.sy = 0, 0
	}
	return a.normalize()
}

// stored brings the lanes of a to the stored form of k, as a value of
// kind k would hold them, and reports whether they are still affine.
func stored(a affine, k kind) (affine, bool) {
	a.base = canon(k, a.base)
	return a, a.fits(k)
}

// TestCombineMatchesLanes checks every affine result lane by lane against
// the lane loops' arithmetic.
func TestCombineMatchesLanes(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	kinds := []kind{kI32, kU32, kI64, kU64}
	ops := []token.Kind{token.Add, token.Sub, token.Mul}
	done, tried := 0, 0
	for n := 0; n < 200000; n++ {
		k := kinds[r.IntN(len(kinds))]
		a, okA := stored(randomShape(r), k)
		b, okB := stored(randomShape(r), k)
		if !okA || !okB {
			continue
		}
		op := ops[r.IntN(len(ops))]
		es := uint64(0)
		if r.IntN(4) == 0 {
			op, es = token.Add, uint64(1)<<r.IntN(4)
		}
		tried++
		rk := k
		if es > 0 {
			rk = kPtr
		}
		res, ok := combine(op, rk, es, a, b)
		if !ok {
			continue
		}
		done++
		for i := range 32 {
			x, y := a.lane(i), b.lane(i)
			var want uint64
			switch {
			case es > 0:
				want = x + y*es
			case op == token.Add:
				want = canon(k, x+y)
			case op == token.Sub:
				want = canon(k, x-y)
			default:
				want = canon(k, x*y)
			}
			if got := res.lane(i); got != want {
				t.Fatalf("%v %v (es %d) of %+v and %+v = %+v: lane %d is %#x, want %#x", k, op, es, a, b, res, i, got, want)
			}
		}
	}
	if done < tried/4 {
		t.Fatalf("only %d of %d combinations stayed affine", done, tried)
	}
}

// TestFitsIsExact checks fits against the lanes: true exactly when no lane
// leaves the kind's range.
func TestFitsIsExact(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for n := 0; n < 100000; n++ {
		a := randomShape(r)
		for _, k := range []kind{kI32, kU32} {
			in := true
			for i := range 32 {
				v := a.lane(i)
				if canon(k, v) != v {
					in = false
				}
			}
			if a.fits(k) && !in {
				t.Fatalf("%+v fits %v but a lane wraps", a, k)
			}
			small := isSmall(a.base) && isSmall(a.sx) && isSmall(a.sy)
			if in && small && !a.fits(k) {
				t.Fatalf("%+v does not fit %v though no lane wraps", a, k)
			}
		}
	}
}

func TestTagAffine(t *testing.T) {
	var v Vec
	for i := range 32 {
		v.V[i] = uint64(40 + i%8*3 + i/8*100)
	}
	v.tagAffine()
	if !v.aff || v.wsh != 3 || v.sx != 3 || v.sy != 100 {
		t.Fatalf("tag %v %d %d %d", v.aff, v.wsh, v.sx, v.sy)
	}
	var w Vec
	w.setAffine(affine{base: v.V[0], sx: v.sx, sy: v.sy, wsh: v.wsh}, true)
	w.fill()
	if w.V != v.V {
		t.Fatalf("fill %v, want %v", w.V, v.V)
	}
	v.V[31]++
	v.tagAffine()
	if v.aff {
		t.Fatal("a vector that is not affine was tagged")
	}
}

// affineProgram exercises the affine paths and their fallbacks: 2D and 3D
// blocks, widths that do not divide a warp, negative strides, unsigned and
// signed wrap, 8-byte loads, partial masks, shared memory and a fault in an
// active lane.
const affineProgram = `
#include <cstdio>
__global__ void k2(const float *a, const double *d, const int *ip, float *out, int n, int w) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned u = threadIdx.x - 5u;
    int big = col * 0x10000000;
    long li = (long)row * w + col;
    __shared__ float s[64];
    s[(threadIdx.y * blockDim.x + threadIdx.x) % 64] = a[li % n];
    __syncthreads();
    if (row < n && col < w) {
        float x = a[row * w + col] + a[(n - 1 - row) * w + (w - 1 - col)] + a[col * 3 % n];
        double y = d[row * w + col] + d[w * row];
        int z = ip[(col + row * w) % n] + ip[big & 7] + (int)(u % 7);
        out[row * w + col] = x + (float)y + z + s[threadIdx.x % 64] + a[(size_t)row * w + col];
    }
}
__global__ void sh(const char *c, int *out, int limit) {
    __shared__ int t2[40];
    __shared__ char cs[64];
    int i = threadIdx.x;
    if (i < 40) t2[i] = i * 7;
    cs[i] = c[i + 3];
    __syncthreads();
    int z = cs[63 - i] + c[i * 2];
    if (i < 8) z += t2[i * 5 + 1];
    if (i < 20) z += t2[39 - i] + t2[i + 20];
    if (i < limit) z += t2[i];
    out[i] = z;
}
__global__ void bad(const int *ip, int *out, int n) {
    int i = threadIdx.x;
    out[i] = ip[i * 3 + n];
}
int main() {
    int n = 24, w = 20;
    float *a; double *d; int *ip; float *out;
    cudaMallocManaged(&a, n * w * sizeof(float));
    cudaMallocManaged(&d, n * w * sizeof(double));
    cudaMallocManaged(&ip, n * w * sizeof(int));
    cudaMallocManaged(&out, n * w * sizeof(float));
    for (int i = 0; i < n * w; i++) { a[i] = i * 0.5f; d[i] = i * 0.25; ip[i] = i - 7; out[i] = 0; }
    int shapes[][3] = {{16, 16, 1}, {8, 4, 2}, {32, 8, 1}, {20, 3, 1}, {4, 2, 4}, {64, 1, 1}};
    for (int s = 0; s < 6; s++) {
        dim3 b(shapes[s][0], shapes[s][1], shapes[s][2]);
        dim3 g((w + b.x - 1) / b.x, (n + b.y - 1) / b.y);
        k2<<<g, b>>>(a, d, ip, out, n, w);
        cudaDeviceSynchronize();
        float sum = 0;
        for (int i = 0; i < n * w; i++) sum += out[i] * (i % 13);
        printf("%d: %.2f\n", s, sum);
    }
    int *o2; cudaMalloc(&o2, 64 * sizeof(int));
    char *c; cudaMallocManaged(&c, 256);
    for (int i = 0; i < 256; i++) c[i] = (char)(i * 37);
    int h[64];
    for (int limit = 40; limit <= 41; limit++) {
        sh<<<1, 64>>>(c, o2, limit);
        printf("sh %d: %s\n", limit, cudaGetErrorString(cudaDeviceSynchronize()));
        cudaMemcpy(h, o2, sizeof h, cudaMemcpyDeviceToHost);
        printf("%d %d %d %d\n", h[0], h[7], h[19], h[63]);
    }
    bad<<<1, 64>>>(ip, o2, n * w - 100);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`

// runWithTags runs src with the affine paths on or off and returns its
// output, diagnostics and every memory access the observer saw.
func runWithTags(t *testing.T, src string, on bool) (string, string, []memsys.Access) {
	t.Helper()
	defer func(old bool) { affineTags = old }(affineTags)
	affineTags = on
	f, diags := check.File("affine.cu", []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	rec := &accessLog{}
	var out bytes.Buffer
	res := New(context.Background(), f, []byte(src), Config{Stdout: &out, Observer: rec}).Run()
	var d bytes.Buffer
	for _, x := range res.Diagnostics {
		d.WriteString(x.String() + "\n")
	}
	return out.String(), d.String(), rec.got
}

type accessLog struct{ got []memsys.Access }

func (r *accessLog) BeginLaunch(string, [3]int, [3]int) {}
func (r *accessLog) Observe(a *memsys.Access)           { r.got = append(r.got, *a) }
func (r *accessLog) EndLaunch() (map[string]float64, map[int]map[string]float64) {
	return nil, nil
}

// TestAffinePathsChangeNothing runs a program with and without affine
// values: output, diagnostics and the memory system's accesses must be the
// same, and every affine hint must be true.
func TestAffinePathsChangeNothing(t *testing.T) {
	outOn, diagOn, accOn := runWithTags(t, affineProgram, true)
	outOff, diagOff, accOff := runWithTags(t, affineProgram, false)
	if outOn != outOff || diagOn != diagOff {
		t.Fatalf("with affine values:\n%s%s\nwithout:\n%s%s", outOn, diagOn, outOff, diagOff)
	}
	if diagOn == "" {
		t.Fatalf("the faulting kernel reported nothing; output:\n%s", outOn)
	}
	if len(accOn) != len(accOff) {
		t.Fatalf("%d accesses with affine values, %d without", len(accOn), len(accOff))
	}
	hints := 0
	for i := range accOn {
		a, b := accOn[i], accOff[i]
		if a.Affine {
			hints++
			for l := range 32 {
				if a.Mask != 0xffffffff || a.Addr[l] != a.Addr[0]+uint64(int64(l)*a.Stride) {
					t.Fatalf("access %d: false affine hint %+v", i, a)
				}
			}
		}
		if r := int(a.RowLanes); r > 0 {
			hints++
			for l := range 32 {
				if a.Mask != 0xffffffff || a.Addr[l] != a.Addr[l-l%r]+uint64(int64(l%r)*a.Stride) {
					t.Fatalf("access %d: false row hint %+v", i, a)
				}
			}
		}
		a.Affine, a.Stride, a.RowLanes, b.Affine, b.Stride, b.RowLanes = false, 0, 0, false, 0, 0
		if a != b {
			t.Fatalf("access %d differs:\n%+v\n%+v", i, a, b)
		}
	}
	if hints == 0 {
		t.Fatal("no access took the affine path")
	}
}

// TestLoadRowsMatchesLanes checks loadRows (broadcast rows, consecutive
// rows, rows that repeat the first) against loading lane by lane.
func TestLoadRowsMatchesLanes(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	data := make([]byte, 16384)
	for i := range data {
		data[i] = byte(r.Uint32())
	}
	for n := 0; n < 20000; n++ {
		size := uint64(4 << r.IntN(2))
		af := affine{wsh: uint8(r.IntN(6))}
		steps := []uint64{0, size, 2 * size, 3 * size}
		af.sx, af.sy = steps[r.IntN(4)], steps[r.IntN(4)]*uint64(1+r.IntN(8))
		off0 := uint64(r.IntN(512)) * size
		m := ^uint32(0)
		if r.IntN(3) == 0 {
			m = r.Uint32()
		}
		signed := r.IntN(2) == 0
		var got Vec
		loadRows(&got, data, off0, af, m, size, signed)
		for i := range 32 {
			if m>>i&1 == 0 {
				continue
			}
			off := off0 + uint64(i&(1<<af.wsh-1))*af.sx + uint64(i>>af.wsh)*af.sy
			if want := loadWord(data, off, size, signed); got.V[i] != want {
				t.Fatalf("shape %+v size %d mask %08x: lane %d = %x, want %x", af, size, m, i, got.V[i], want)
			}
		}
	}
}

// TestShiftedShapeIsCombine checks the closures' shortcut for a shape plus
// or minus a uniform value against combine.
func TestShiftedShapeIsCombine(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	kinds := []kind{kI32, kU32, kI64, kU64, kPtr}
	vecOf := func(a affine, uniform bool) *Vec {
		v := &Vec{}
		if uniform {
			v.setUniform(a.base)
		} else {
			v.setAffine(a, r.IntN(2) == 0)
		}
		return v
	}
	hits := 0
	for n := 0; n < 200000; n++ {
		k := kinds[r.IntN(len(kinds))]
		sa, okA := stored(randomShape(r), k)
		sb, okB := stored(randomShape(r), k)
		if !okA || !okB {
			continue
		}
		op := []token.Kind{token.Add, token.Sub}[r.IntN(2)]
		es := uint64(0)
		if k == kPtr {
			op, es = token.Add, uint64(1)<<r.IntN(4)
		}
		a, b := vecOf(sa, r.IntN(2) == 0), vecOf(sb, r.IntN(2) == 0)
		got, ok := shiftedShape(op, k, es, a, b, true, true)
		if !ok {
			continue
		}
		hits++
		av, _ := a.affineOf(true)
		bv, _ := b.affineOf(true)
		want, wok := combine(op, k, es, av, bv)
		if !wok || got.normalize() != want.normalize() {
			t.Fatalf("%v %v es %d: %+v, %+v: shortcut %+v, combine %+v %v", op, k, es, av, bv, got, want, wok)
		}
	}
	if hits < 1000 {
		t.Fatalf("only %d shortcuts taken", hits)
	}
}

// TestStoreLanesMatchesStore checks a warp's store (one MarkInit per run
// of consecutive lanes) against storing lane by lane: same bytes, same
// initialized bytes.
func TestStoreLanesMatchesStore(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for n := 0; n < 2000; n++ {
		m1, m2 := mem.New(1<<20), mem.New(1<<20)
		b1, err1 := m1.Alloc(mem.Global, 1024, 256, "x")
		b2, err2 := m2.Alloc(mem.Global, 1024, 256, "x")
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		size := 1 << r.IntN(4)
		var a, v Vec
		start := uint64(r.IntN(512))
		for i := range 32 {
			off := start + uint64(i*size)
			if r.IntN(4) == 0 {
				off = uint64(r.IntN(1024 / size * size))
			}
			off &^= uint64(size - 1)
			a.V[i], v.V[i] = b1.Base+off, r.Uint64()
		}
		m := r.Uint32()
		storeLanes(b1, b1.Base, &a, &v, m, size)
		for mm := m; mm != 0; mm &= mm - 1 {
			i := firstLane(mm)
			mem.Store(b2, a.V[i]-b1.Base, size, v.V[i])
		}
		if !bytes.Equal(b1.Data, b2.Data) {
			t.Fatalf("mask %08x size %d: the bytes differ", m, size)
		}
		for off := uint64(0); off < 1024; off++ {
			if b1.Initialized(off, 1) != b2.Initialized(off, 1) {
				t.Fatalf("mask %08x size %d: byte %d initialized %v, want %v", m, size, off, b1.Initialized(off, 1), b2.Initialized(off, 1))
			}
		}
		if b1.Initialized(0, 1024) != b2.Initialized(0, 1024) {
			t.Fatal("whole-block initialization differs")
		}
	}
}

// TestCompareShapeMatchesLanes checks the uniform results of comparisons
// of a shape with a uniform value against the lane loops.
func TestCompareShapeMatchesLanes(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	ops := []token.Kind{token.Lss, token.Leq, token.Gtr, token.Geq, token.Eql, token.Neq}
	decided := 0
	for n := 0; n < 200000; n++ {
		k := []kind{kI32, kU32}[r.IntN(2)]
		sh, ok := stored(randomShape(r), k)
		if !ok {
			continue
		}
		op := ops[r.IntN(len(ops))]
		var shape, uni Vec
		shape.setAffine(sh, false)
		lane := shape.V[r.IntN(32)]
		switch r.IntN(3) {
		case 0:
			uni.setUniform(lane) // on a lane: decided only for constant shapes
		case 1:
			uni.setUniform(canon(k, lane+uint64(r.IntN(64))-32))
		default:
			uni.setUniform(canon(k, r.Uint64()))
		}
		a, b := &shape, &uni
		if r.IntN(2) == 0 {
			a, b = b, a
		}
		var want Vec
		binop(&want, a, b, 32, arith(op, k))
		if want.U {
			t.Fatalf("lane loop gave a uniform result")
		}
		got, ok := compareShape(op, a, b, true, true)
		if !ok {
			continue
		}
		decided++
		for i := range 32 {
			if want.V[i] != got {
				t.Fatalf("%v %v: %+v %v %+v: lane %d is %d, shortcut %d", k, op, a, op, b, i, want.V[i], got)
			}
		}
	}
	if decided < 1000 {
		t.Fatalf("only %d comparisons decided", decided)
	}
}

// TestFMA32LanesInPlace checks fma32Lanes, into a fresh vector and in
// place of its addend, against num.FMA32 lane by lane, with sums that take
// the slow path (ties, subnormals, zeros, infinities).
func TestFMA32LanesInPlace(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	pick := func() float32 {
		switch r.IntN(6) {
		case 0:
			return 0
		case 1:
			return math.Float32frombits(r.Uint32() & 0x807fffff) // subnormal
		case 2:
			return float32(math.Inf(1))
		case 3:
			return float32(r.IntN(8)) * 0.5
		}
		return math.Float32frombits(r.Uint32())
	}
	for n := 0; n < 5000; n++ {
		var a, b, c Vec
		for i := range 32 {
			a.V[i], b.V[i], c.V[i] = b32(pick()), b32(pick()), b32(pick())
			if r.IntN(4) == 0 { // a tie: 1 + 2^-24 is halfway between two float32s
				a.V[i], b.V[i], c.V[i] = b32(1), b32(float32(math.Ldexp(1, -24))), b32(1)
			}
		}
		var want [32]uint64
		for i := range 32 {
			want[i] = devB32(num.FMA32(f32(a.V[i]), f32(b.V[i]), f32(c.V[i]))) // device code: the canonical NaN
		}
		var d Vec
		fma32Lanes(&d, &a, &b, &c, 32)
		fma32Lanes(&c, &a, &b, &c, 32)
		for i := range 32 {
			if d.V[i] != want[i] || c.V[i] != want[i] {
				t.Fatalf("lane %d: %x (fresh) %x (in place), want %x", i, d.V[i], c.V[i], want[i])
			}
		}
	}
}

// TestFloatLaneLayout checks what fma32Lanes relies on: a float32 lane's
// bits are the low half of its word, at the word's first byte.
func TestFloatLaneLayout(t *testing.T) {
	var v Vec
	v.V[3] = b32(1.5)
	if got := *(*float32)(unsafe.Pointer(&v.V[3])); got != 1.5 {
		t.Fatalf("the float32 at a lane's first byte is %v, want 1.5: fma32Lanes needs a little-endian machine", got)
	}
}

// TestFMA32LanesPartial checks that fma32Lanes writes the first n lanes
// only.
func TestFMA32LanesPartial(t *testing.T) {
	var a, b, c Vec
	for i := range 32 {
		a.V[i], b.V[i], c.V[i] = b32(float32(i)), b32(0.5), b32(1)
	}
	for n := range 33 {
		var d Vec
		for i := range 32 {
			d.V[i] = 7
		}
		fma32Lanes(&d, &a, &b, &c, n)
		for i := range 32 {
			want := uint64(7)
			if i < n {
				want = b32(float32(i)*0.5 + 1)
			}
			if d.V[i] != want {
				t.Fatalf("n=%d lane %d: %x, want %x", n, i, d.V[i], want)
			}
		}
	}
}

// TestWidenedShapesHaveTheirLanes runs a kernel whose variables of 64-bit
// kinds start from 32-bit shapes (a conversion that changes no bits) and
// then go through operations that read their lanes: compound assignments,
// a loop's test, bit operations. The program checks every lane against
// the values computed on the host. (The conversion once handed on a lazy
// shape, whose lanes 1-31 were never written.)
func TestWidenedShapesHaveTheirLanes(t *testing.T) {
	const src = `#include <cstdio>
__global__ void k(long long *out, int stride) {
    int t = threadIdx.x;
    long long acc = 0;
    for (long long l = 100 - t; l >= 0; l -= stride) acc += 1;
    long long a = t * 3 + 1;
    a |= 4;
    a -= 2;
    unsigned long long u = (unsigned)t + 5u;
    u *= 3;
    u ^= 1;
    long long b = 7 - t;
    b <<= 2;
    out[t] = acc * 1000000 + a * 10000 + (long long)u * 100 + b;
}
int main() {
    long long *d, h[64];
    cudaMalloc(&d, sizeof h);
    k<<<1, 64>>>(d, 64);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int t = 0; t < 64; t++) {
        long long acc = 0;
        for (long long l = 100 - t; l >= 0; l -= 64) acc += 1;
        long long a = ((t * 3 + 1) | 4) - 2;
        unsigned long long u = (((unsigned)t + 5u) * 3) ^ 1;
        long long b = (7 - t) * 4;
        bad += h[t] != acc * 1000000 + a * 10000 + (long long)u * 100 + b;
    }
    printf("mismatches %d\n", bad);
    return 0;
}
`
	out, _ := runReport(t, "widen.cu", []byte(src), false, 1e8)
	if !bytes.Contains([]byte(out), []byte("mismatches 0\n")) {
		t.Errorf("%s", out)
	}
}
