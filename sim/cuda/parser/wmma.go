package parser

import (
	"slices"

	"simtlab/sim/cuda/token"
)

// mma.h's warp matrix functions (nvcuda::wmma), m16n16k16 with __half or
// __nv_bfloat16 inputs and float or __half accumulators, are C++ of the
// lab's own put before a program that names them; nvcuda:: and wmma:: are
// dropped with the other known namespaces (stripNamespaces).
//
// A fragment holds each lane's share of a 16x16 tile in a member array x,
// laid out as the H200's mma.m16n8k16 instruction holds it (the PTX ISA's
// figures for that shape, the tile as two 16x8 halves): in lane l, with g
// = l/4 and t = l%4, accumulator elements 0 and 1 are row g, columns 2t
// and 2t+1; 2 and 3 the same columns of row g+8; 4 to 7 the same for
// columns 8 to 15. Element e < 8 of an A fragment is row g + 8*(e/2%2),
// column 2t + e%2 + 8*(e/4); of a B fragment, row (k) 2t + e%2 + 8*(e/2%2),
// column (n) g + 8*(e/4); elements 8 to 15 repeat 0 to 7 (mma.h gives A
// and B sixteen elements a lane; x_wmma_gemm prints where each comes from,
// as on the H200). mma_sync gathers each product's operands with shuffles
// and sums them as the tensor cores do (__simtlab_wmma_acc).
const wmmaSource = `
struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };
template <typename Use, int M, int N, int K, typename T, typename Layout = void> struct fragment;
template <typename T, typename L> struct fragment<matrix_a, 16, 16, 16, T, L> {
	static const int num_elements = 16;
	T x[16];
};
template <typename T, typename L> struct fragment<matrix_b, 16, 16, 16, T, L> {
	static const int num_elements = 16;
	T x[16];
};
template <typename T> struct fragment<accumulator, 16, 16, 16, T, void> {
	static const int num_elements = 8;
	T x[8];
};
__device__ inline unsigned __simtlab_wmma_lane() {
	return (threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * blockDim.x * blockDim.y) & 31u;
}
__device__ inline int __simtlab_wmma_arow(unsigned lane, int e) { return (int)(lane >> 2) + 8 * ((e >> 1) & 1); }
__device__ inline int __simtlab_wmma_acol(unsigned lane, int e) { return 2 * (int)(lane & 3) + (e & 1) + 8 * ((e >> 2) & 1); }
__device__ inline int __simtlab_wmma_bk(unsigned lane, int e) { return 2 * (int)(lane & 3) + (e & 1) + 8 * ((e >> 1) & 1); }
__device__ inline int __simtlab_wmma_bn(unsigned lane, int e) { return (int)(lane >> 2) + 8 * ((e >> 2) & 1); }
__device__ inline int __simtlab_wmma_crow(unsigned lane, int e) { return (int)(lane >> 2) + 8 * ((e >> 1) & 1); }
__device__ inline int __simtlab_wmma_ccol(unsigned lane, int e) { return 2 * (int)(lane & 3) + (e & 1) + 8 * ((e >> 2) & 1); }
template <typename F, typename V> __device__ void fill_fragment(F &f, const V &v) {
	for (int i = 0; i < F::num_elements; i++) f.x[i] = v;
}
template <typename T> __device__ void load_matrix_sync(fragment<matrix_a, 16, 16, 16, T, row_major> &a, const T *p, unsigned ldm) {
	unsigned lane = __simtlab_wmma_lane();
	for (int e = 0; e < 8; e++) a.x[e] = a.x[e + 8] = p[__simtlab_wmma_arow(lane, e) * ldm + __simtlab_wmma_acol(lane, e)];
	__syncwarp();
}
template <typename T> __device__ void load_matrix_sync(fragment<matrix_a, 16, 16, 16, T, col_major> &a, const T *p, unsigned ldm) {
	unsigned lane = __simtlab_wmma_lane();
	for (int e = 0; e < 8; e++) a.x[e] = a.x[e + 8] = p[__simtlab_wmma_acol(lane, e) * ldm + __simtlab_wmma_arow(lane, e)];
	__syncwarp();
}
template <typename T> __device__ void load_matrix_sync(fragment<matrix_b, 16, 16, 16, T, row_major> &b, const T *p, unsigned ldm) {
	unsigned lane = __simtlab_wmma_lane();
	for (int e = 0; e < 8; e++) b.x[e] = b.x[e + 8] = p[__simtlab_wmma_bk(lane, e) * ldm + __simtlab_wmma_bn(lane, e)];
	__syncwarp();
}
template <typename T> __device__ void load_matrix_sync(fragment<matrix_b, 16, 16, 16, T, col_major> &b, const T *p, unsigned ldm) {
	unsigned lane = __simtlab_wmma_lane();
	for (int e = 0; e < 8; e++) b.x[e] = b.x[e + 8] = p[__simtlab_wmma_bn(lane, e) * ldm + __simtlab_wmma_bk(lane, e)];
	__syncwarp();
}
template <typename T> __device__ void load_matrix_sync(fragment<accumulator, 16, 16, 16, T, void> &c, const T *p, unsigned ldm, layout_t layout) {
	unsigned lane = __simtlab_wmma_lane();
	for (int e = 0; e < 8; e++) {
		int r = __simtlab_wmma_crow(lane, e), n = __simtlab_wmma_ccol(lane, e);
		c.x[e] = layout == mem_row_major ? p[r * ldm + n] : p[n * ldm + r];
	}
	__syncwarp();
}
template <typename T> __device__ void store_matrix_sync(T *p, const fragment<accumulator, 16, 16, 16, T, void> &c, unsigned ldm, layout_t layout) {
	unsigned lane = __simtlab_wmma_lane();
	for (int e = 0; e < 8; e++) {
		int r = __simtlab_wmma_crow(lane, e), n = __simtlab_wmma_ccol(lane, e);
		if (layout == mem_row_major) p[r * ldm + n] = c.x[e]; else p[n * ldm + r] = c.x[e];
	}
	__syncwarp();
}
// one element of D: the sixteen exact products and C aligned to the
// largest of their exponents (a product's the sum of its factors'), each
// cut toward zero 25 bits below it, summed, and the sum rounded toward
// zero to float (x_wmma_rounding: every element of four random
// 16x16x16 products on the H200); a __half accumulator takes the sum
// rounded to nearest
__device__ inline void __simtlab_wmma_acc(float &d, const float *a, const float *b, float c) {
	double exact = (double)c;
	int top = -100000;
	for (int k = 0; k < 16; k++) {
		exact += (double)a[k] * (double)b[k];
		if (a[k] != 0.0f && b[k] != 0.0f) top = max(top, ilogbf(a[k]) + ilogbf(b[k]));
	}
	if (c != 0.0f) top = max(top, ilogbf(c));
	if (top == -100000 || !isfinite(exact)) {
		d = (float)exact;
		return;
	}
	long long sum = (long long)ldexp((double)c, 25 - top);
	for (int k = 0; k < 16; k++) sum += (long long)ldexp((double)a[k] * (double)b[k], 25 - top);
	d = __double2float_rz(ldexp((double)sum, top - 25));
}
__device__ inline void __simtlab_wmma_acc(__half &d, const float *a, const float *b, __half c) {
	double exact = (double)__half2float(c);
	for (int k = 0; k < 16; k++) exact += (double)a[k] * (double)b[k];
	d = __double2half(exact);
}
__device__ inline float __simtlab_wmma_f(__half v) { return __half2float(v); }
__device__ inline float __simtlab_wmma_f(__nv_bfloat16 v) { return __bfloat162float(v); }
template <typename TD, typename TA, typename LA, typename LB, typename TC>
__device__ void mma_sync(fragment<accumulator, 16, 16, 16, TD, void> &d, const fragment<matrix_a, 16, 16, 16, TA, LA> &a,
		const fragment<matrix_b, 16, 16, 16, TA, LB> &b, const fragment<accumulator, 16, 16, 16, TC, void> &c) {
	unsigned lane = __simtlab_wmma_lane();
	// av[h][k]: row g + 8h, column k, from lane g*4 + (k%8)/2;
	// bv[2*nt + c][k]: row k, column 2t + c + 8nt, from lane (2t + c)*4 + (k%8)/2
	float av[2][16], bv[4][16];
	for (int k = 0; k < 16; k++) {
		for (int h = 0; h < 2; h++)
			av[h][k] = __simtlab_wmma_f(__shfl_sync(0xffffffffu, a.x[(k & 1) + 2 * h + 4 * (k >> 3)], (int)(lane & ~3u) + ((k & 7) >> 1)));
		for (int nt = 0; nt < 2; nt++)
			for (int c2 = 0; c2 < 2; c2++)
				bv[2 * nt + c2][k] = __simtlab_wmma_f(__shfl_sync(0xffffffffu, b.x[(k & 1) + 2 * (k >> 3) + 4 * nt], (int)(2 * (lane & 3) + c2) * 4 + ((k & 7) >> 1)));
	}
	for (int e = 0; e < 8; e++) __simtlab_wmma_acc(d.x[e], av[(e >> 1) & 1], bv[2 * ((e >> 2) & 1) + (e & 1)], c.x[e]);
}
`

// withWMMA puts wmmaSource before a program that uses the warp matrix
// functions (a fragment<...> and one of the functions).
func withWMMA(toks []token.Token) []token.Token {
	fragment := false
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Ident && toks[i].Text == "fragment" && toks[i+1].Kind == token.Lss {
			fragment = true
			break
		}
	}
	if !fragment || !slices.ContainsFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && wmmaFunctions[t.Text] }) {
		return toks
	}
	return append(synth(toks[0], wmmaSource), toks...)
}

// wmmaFunctions are the function templates of wmmaSource, which a program
// need not call all of (specialize.go's finish reports none it leaves).
var wmmaFunctions = map[string]bool{"fill_fragment": true, "load_matrix_sync": true, "store_matrix_sync": true, "mma_sync": true}
