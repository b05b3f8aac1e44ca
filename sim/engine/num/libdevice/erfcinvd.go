package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// erfcinv, normcdfinv and erfcx in double precision as nvcc -arch=sm_90 inlines them from
// libdevice (CUDA 13, from the PTX): erfcinv as erfinv's central polynomial of log(x(2 - x))
// in the middle, rational functions of 1/sqrt(-log) of the nearer tail outside; erfcx as
// erfc's rational function below 32, an asymptotic series in 1/x above.

// erfcinvMid and erfcinvFar are the tails' rational functions (numerator, then denominator,
// highest first; the denominator's leading 1 is an add in the PTX, the same rounding as an
// FMA by 1) in s = 1/sqrt(-log z): erfcinvMid while z's high word as a float is at least
// 0x2B2BFF2F (z about 1e-100), erfcinvFar below.
var (
	erfcinvMidNum = [...]uint64{0x3FEBE9222591AFAB, 0x4000A0E7333839AA, 0x4008768CF7E57D5C,
		0x400B77E7E28DA583, 0x3FF34F26A4F99CF9, 0x3FC1F674ADB019ED, 0x3F75DDAE9506431D,
		0x3F0ADA49AA32489C}
	erfcinvMidDen = [...]uint64{0x3FF0000000000000, 0x4001E90FF51C2197, 0x40111EA3A7CF3820,
		0x4011A0E4A4749594, 0x400D4E977D38C14D, 0x3FF37FD567EC0D5F, 0x3FC1FB9D7F676033,
		0x3F75DDCDF98946E4, 0x3F0ADA42D79D8DBB}
	erfcinvFarNum = [...]uint64{0x3FE8E2101C71B0BF, 0x3FFA2013964E259C, 0x3FDABFE90921BE68,
		0x3F97E41314DE00D4, 0x3F311BD487102E94}
	erfcinvFarDen = [...]uint64{0x3FF0000000000000, 0x3FF59895C30BAA54, 0x3FFAE8E5956A143F,
		0x3FDACCE85FF7383D, 0x3F97E43B6CAC34FE, 0x3F311BD08289EB12}
)

// erfcinvLog is the log that libdevice's erfinv and erfcinv compute inline for a positive
// normal w: w = 2^e m with m in [0.5, 2) (the exponent's low bit left in m), s = (m - 1)/(m + 1)
// refined once, log(m) = 2s + 2s³·p(s²).
func erfcinvLog(w float64) float64 {
	wh := hiWord(w)
	e := float64(int32((wh>>20)&2046) - 1022)
	m := fromWords(wh&0x801FFFFF|0x3FE00000, loWord(w))
	q := recip(m + 1)
	s := (m - 1) * q
	s = fused.FMA(fused.FMA(-s, m-1, fused.FMA(-2, s, m-1)), q, s)
	s2 := s * s
	l := fused.FMA(s2*horner(erfinvLogBits[:], s2), s, s)
	return fused.FMA(e, fb(0x3FE62E42FEFA39EF), l+l)
}

// Erfcinv is libdevice's double erfcinv: for x in about [0.00097, 1.9995] erfinv's first
// polynomial in -3.125 - log(x(2 - x)) times 1 - x (an FMA); outside, with z the nearer of x
// and 2 - x, a rational function of 1/sqrt(-log z), negated when x is the larger. Near the
// middle log z is erfinv's inline log and 1/sqrt a Newton step on rsqrt.approx.ftz.f64; below
// z about 1e-100 it is libdevice's log and rsqrt.approx.f64 (ptxas's expansion, Rsqrt), which
// also answer 0, 2, NaNs and arguments outside [0, 2].
func Erfcinv(x float64) float64 {
	switch {
	case x != x:
		return x // the argument's NaN, as the H200 returns it
	case x < 0 || x > 2:
		return defaultNaN64 // the H200's fff8000000000000 (-nan)
	}
	b := 2 - x
	if x >= fb(0x3F4FA4D2AD8F904D) && x <= fb(0x3FFFFC0B65AA4E0E) {
		p := horner(erfinvBits[0], -3.125-erfcinvLog(b*x))
		return fused.FMA(p, -x, p)
	}
	big := int32(hiWord(x)) > 0x3FEFFFFF // x >= 1: the upper tail, through 2 - x
	z := x
	if big {
		z = b
	}
	var r float64
	if f(hiWord(z)) >= f(0x2B2BFF2F) {
		s := rsqrtNewton(-erfcinvLog(z))
		r = horner(erfcinvMidNum[:], s) / (s * horner(erfcinvMidDen[:], s))
	} else { // setp.ltu: negative z and NaNs too
		s := Rsqrt(-Log(z))
		r = horner(erfcinvFarNum[:], s) / (s * horner(erfcinvFarDen[:], s))
	}
	if big {
		r = -r
	}
	return r
}

// Normcdfinv is libdevice's double normcdfinv: erfcinv(2p) times -sqrt(2) in two parts (the
// low part's product rounded, then an FMA with the high part), plus 0 (so no -0).
func Normcdfinv(p float64) float64 {
	e := Erfcinv(p + p)
	lo := e * fb(0xBCA21165F626CDD5)
	return fused.FMA(fb(0xBFF6A09E667F3BCC), e, lo) + 0
}

// erfcxAsymBits is erfcx's series for |x| >= 32: erfcx(x) = (r/sqrt(pi))·q(r²), r = 1/x.
var erfcxAsymBits = [...]uint64{0xC03D880000000000, 0x401A400000000000, 0xBFFE000000000000,
	0x3FE8000000000000, 0xBFE0000000000000, 0x3FF0000000000000}

// Erfcx is libdevice's double erfcx, e^(x²) erfc(x): while the high word of x as a float is
// below 3 in magnitude (|x| < 32), erfc's p(t)/(2|x| + 1) on |x| (the quotients refined by
// Newton steps); beyond, the series in a correctly rounded 1/x (x itself, signed). For x < 0
// (sign bit set), 2e^(x²) - that, e^(x²) as libdevice's exp of the rounded square with the
// square's error folded in by an FMA; infinity once 2e^(x²) is.
func Erfcx(x float64) float64 {
	var v float64
	if hiAsFloat(x) < 3 {
		v = erfcScaled(math.Abs(x))
	} else {
		r := 1 / x
		v = float64(r*fb(0x3FE20DD750429B6D)) * horner(erfcxAsymBits[:], r*r)
	}
	if int32(hiWord(x)) > -1 {
		return v
	}
	sq := x * x
	w := Exp(sq)
	w += w
	if w == math.Inf(1) {
		return w
	}
	return fused.FMA(w, fused.FMA(x, x, -sq), w) - v
}

func init() {
	double1["erfcinv"] = Erfcinv
	double1["normcdfinv"] = Normcdfinv
	double1["erfcx"] = Erfcx
}
