package check

// CUDA's norms of a vector in memory, normf(dim, p) and norm(dim, p) with
// their reciprocals, as libdevice computes them (tests/gpu/math's PTX of
// __nv_normf and __nv_norm, CUDA 13): the largest magnitude is found with
// max (which passes over a NaN), its exponent taken out with a power of
// two, the squares of the others summed in order with fused multiply-adds,
// leaving out the first element equal to the largest, whose square is
// added last; the square root is scaled back. A zero sum (one nonzero
// element, or none) gives the largest magnitude itself, an infinite one
// infinity (0 for a reciprocal). The double norm refines MUFU.RSQ64H as
// rsqrt does and multiplies by the sum; rnorm is rsqrt itself.
func init() {
	for name, src := range normSources {
		stdTemplates[name] = src
	}
}

// normfSum and normSum are what each pair shares: the largest magnitude m,
// the power of two that scales it (scale; e or hi the exponent bits it
// came from), and the sum of the other squares, scaled.
const normfSum = `
	float m = fabsf(p[0]);
	for (int i = 1; i < dim; i++) m = fmaxf(fabsf(p[i]), m);
	unsigned e = __float_as_uint(m) & 0xfe000000u;
	float scale = __uint_as_float(0x7e800000u - e);
	float big = m * scale, sum = 0.0f;
	for (int i = 0, n = 0; i < dim; i++) {
		float x = fabsf(p[i]) * scale;
		if (x == big && i == n) continue;
		sum = __fmaf_rn(x, x, sum);
		n++;
	}
`

const normSum = `
	double m = fabs(p[0]);
	for (int i = 1; i < dim; i++) m = fmax(fabs(p[i]), m);
	unsigned hi = (unsigned)__double2hiint(m) & 0xffc00000u;
	double scale = __hiloint2double((int)(0x7fd00000u - hi), 0);
	double big = m * scale, sum = 0.0;
	for (int i = 0, n = 0; i < dim; i++) {
		double x = scale * fabs(p[i]);
		if (x == big && i == n) continue;
		sum = __fma_rn(x, x, sum);
		n++;
	}
`

var normSources = map[string]string{
	"normf": `__device__ float normf(int dim, const float *p) {` + normfSum + `
	float r = __fsqrt_rn(__fmaf_rn(big, big, sum)) * __uint_as_float(e + 0x800000u);
	return m == __builtin_inff() || sum == 0.0f ? m : r;
}
`,
	"rnormf": `__device__ float rnormf(int dim, const float *p) {` + normfSum + `
	float r = rsqrtf(__fmaf_rn(big, big, sum)) * scale;
	return m == __builtin_inff() ? 0.0f : r;
}
`,
	"norm": `__device__ double norm(int dim, const double *p) {` + normSum + `
	double s = __fma_rn(big, big, sum);
	double r = s * rsqrt(fmin(s, 1.7976931348623157e308)) * __hiloint2double((int)(hi + 0x100000u), 0);
	return sum == 0.0 || (unsigned)__double2hiint(m) >= 0x7ff00000u ? m : r;
}
`,
	"rnorm": `__device__ double rnorm(int dim, const double *p) {` + normSum + `
	double r = scale * rsqrt(__fma_rn(big, big, sum));
	return m == __builtin_inf() ? 0.0 : r;
}
`,
}
