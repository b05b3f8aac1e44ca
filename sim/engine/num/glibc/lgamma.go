package glibc

// The double lgamma of glibc (sysdeps/ieee754/dbl-64/e_lgamma_r.c, lgamma_neg.c, and
// ldbl-96/lgamma_product.c): lgammaf's method in double, between -28 and -2 with a product in
// long double (x87.go) first moving Stirling's argument up. No FMA copy: every product rounded
// (the float64 conversions keep Go from fusing); __ieee754_log, __log1p, __sin and __cos are the
// FMA copies (Log, Log1p, Sin, Cos).
//
// Ported from glibc; fdlibm, Copyright (C) 1993 by Sun Microsystems, Inc.: "Permission to use,
// copy, modify, and distribute this software is freely granted, provided that this notice is
// preserved"; lgamma_neg.c, lgamma_product.c Copyright (C) 2015-2024 Free Software Foundation,
// Inc., licensed under the GNU Lesser General Public License, version 2.1 or later.

import "math"

const (
	lgTwo52 = 4.50359962737049600000e+15
	lgHalf  = 5.00000000000000000000e-01
	lgOne   = 1.00000000000000000000e+00
	lgPi    = 3.14159265358979311600e+00
	lgA0    = 7.72156649015328655494e-02
	lgA1    = 3.22467033424113591611e-01
	lgA2    = 6.73523010531292681824e-02
	lgA3    = 2.05808084325167332806e-02
	lgA4    = 7.38555086081402883957e-03
	lgA5    = 2.89051383673415629091e-03
	lgA6    = 1.19270763183362067845e-03
	lgA7    = 5.10069792153511336608e-04
	lgA8    = 2.20862790713908385557e-04
	lgA9    = 1.08011567247583939954e-04
	lgA10   = 2.52144565451257326939e-05
	lgA11   = 4.48640949618915160150e-05
	lgTc    = 1.46163214496836224576e+00
	lgTf    = -1.21486290535849611461e-01
	lgTt    = -3.63867699703950536541e-18
	lgT0    = 4.83836122723810047042e-01
	lgT1    = -1.47587722994593911752e-01
	lgT2    = 6.46249402391333854778e-02
	lgT3    = -3.27885410759859649565e-02
	lgT4    = 1.79706750811820387126e-02
	lgT5    = -1.03142241298341437450e-02
	lgT6    = 6.10053870246291332635e-03
	lgT7    = -3.68452016781138256760e-03
	lgT8    = 2.25964780900612472250e-03
	lgT9    = -1.40346469989232843813e-03
	lgT10   = 8.81081882437654011382e-04
	lgT11   = -5.38595305356740546715e-04
	lgT12   = 3.15632070903625950361e-04
	lgT13   = -3.12754168375120860518e-04
	lgT14   = 3.35529192635519073543e-04
	lgU0    = -7.72156649015328655494e-02
	lgU1    = 6.32827064025093366517e-01
	lgU2    = 1.45492250137234768737e+00
	lgU3    = 9.77717527963372745603e-01
	lgU4    = 2.28963728064692451092e-01
	lgU5    = 1.33810918536787660377e-02
	lgV1    = 2.45597793713041134822e+00
	lgV2    = 2.12848976379893395361e+00
	lgV3    = 7.69285150456672783825e-01
	lgV4    = 1.04222645593369134254e-01
	lgV5    = 3.21709242282423911810e-03
	lgS0    = -7.72156649015328655494e-02
	lgS1    = 2.14982415960608852501e-01
	lgS2    = 3.25778796408930981787e-01
	lgS3    = 1.46350472652464452805e-01
	lgS4    = 2.66422703033638609560e-02
	lgS5    = 1.84028451407337715652e-03
	lgS6    = 3.19475326584100867617e-05
	lgR1    = 1.39200533467621045958e+00
	lgR2    = 7.21935547567138069525e-01
	lgR3    = 1.71933865632803078993e-01
	lgR4    = 1.86459191715652901344e-02
	lgR5    = 7.77942496381893596434e-04
	lgR6    = 7.32668430744625636189e-06
	lgW0    = 4.18938533204672725052e-01
	lgW1    = 8.33333333333329678849e-02
	lgW2    = -2.77777777728775536470e-03
	lgW3    = 7.93650558643019558500e-04
	lgW4    = -5.95187557450339963135e-04
	lgW5    = 8.36339918996282139126e-04
	lgW6    = -1.63092934096575273989e-03
)

// sinPi is sin_pi: sin(pi x) for x < 0, by the sign's octant.
func sinPi(x float64) float64 {
	ix := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	if ix < 0x3fd00000 {
		return Sin(lgPi * x)
	}
	y := -x
	var n int
	if z := math.Floor(y); z != y {
		y *= 0.5
		y = 2 * (y - math.Floor(y)) // |x| mod 2
		n = int(y * 4)
	} else if ix >= 0x43400000 {
		y, n = 0, 0 // even
	} else {
		if ix < 0x43300000 {
			z = y + lgTwo52 // exact
		}
		n = int(math.Float64bits(z) & 1)
		y = float64(n)
		n <<= 2
	}
	switch n {
	case 0:
		y = Sin(lgPi * y)
	case 1, 2:
		y = Cos(lgPi * (0.5 - y))
	case 3, 4:
		y = Sin(lgPi * (1 - y))
	case 5, 6:
		y = -Cos(lgPi * (y - 1.5))
	default:
		y = Sin(lgPi * (y - 2))
	}
	return -y
}

// Lgamma is glibc's lgamma.
func Lgamma(x float64) float64 {
	bits := math.Float64bits(x)
	hx := int32(bits >> 32)
	ix := hx & 0x7fffffff
	lx := uint32(bits)
	switch {
	case ix >= 0x7ff00000: // x*x
		if x != x {
			return quiet64(x)
		}
		return math.Inf(1)
	case bits<<1 == 0:
		return math.Inf(1)
	case ix < 0x3b900000: // |x| < 2^-70
		return -Log(math.Abs(x))
	}
	var nadj float64
	if hx < 0 {
		switch {
		case ix >= 0x43300000: // |x| >= 2^52: an integer
			return math.Inf(1)
		case x < -2 && x > -28:
			return lgammaNeg(x)
		}
		t := sinPi(x)
		if t == 0 { // an integer
			return math.Inf(1)
		}
		nadj = Log(lgPi / math.Abs(t*x))
		x = -x
	}
	var r float64
	switch {
	case (ix == 0x3ff00000 || ix == 0x40000000) && lx == 0:
		r = 0
	case ix < 0x40000000: // x < 2
		var y float64
		var i int
		switch {
		case ix <= 0x3feccccc: // lgamma(x) = lgamma(x+1) - log(x)
			r = -Log(x)
			switch {
			case ix >= 0x3fe76944:
				y, i = 1-x, 0
			case ix >= 0x3fcda661:
				y, i = x-(lgTc-1), 1
			default:
				y, i = x, 2
			}
		case ix >= 0x3ffbb4c3: // [1.7316, 2]
			y, i = 2-x, 0
		case ix >= 0x3ff3b4c4: // [1.23, 1.73]
			y, i = x-lgTc, 1
		default:
			y, i = x-1, 2
		}
		r += lgammaSmall(y, i)
	case ix < 0x40200000: // x < 8
		i := int(x)
		y := x - float64(i)
		p := y * (lgS0 + float64(y*(lgS1+float64(y*(lgS2+float64(y*(lgS3+float64(y*(lgS4+float64(y*(lgS5+float64(y*lgS6))))))))))))
		q := 1 + float64(y*(lgR1+float64(y*(lgR2+float64(y*(lgR3+float64(y*(lgR4+float64(y*(lgR5+float64(y*lgR6)))))))))))
		r = float64(lgHalf*y) + p/q
		z := 1.0 // lgamma(1+s) = log(s) + lgamma(s)
		for k := i; k >= 3; k-- {
			z *= y + float64(k-1)
		}
		if i >= 3 {
			r += Log(z)
		}
	case ix < 0x43900000: // x < 2^58
		t := Log(x)
		z := 1 / x
		y := z * z
		w := lgW0 + float64(z*(lgW1+float64(y*(lgW2+float64(y*(lgW3+float64(y*(lgW4+float64(y*(lgW5+float64(y*lgW6)))))))))))
		r = float64((x-lgHalf)*(t-1)) + w
	default:
		r = x * (Log(x) - 1)
	}
	if hx < 0 {
		r = nadj - r
	}
	return r
}

// lgammaSmall is lgamma's correction below 2 for y in the interval i chose.
func lgammaSmall(y float64, i int) float64 {
	switch i {
	case 0:
		z := y * y
		p1 := lgA0 + float64(z*(lgA2+float64(z*(lgA4+float64(z*(lgA6+float64(z*(lgA8+float64(z*lgA10)))))))))
		p2 := z * (lgA1 + float64(z*(lgA3+float64(z*(lgA5+float64(z*(lgA7+float64(z*(lgA9+float64(z*lgA11))))))))))
		p := float64(y*p1) + p2
		return p - float64(0.5*y)
	case 1:
		z := y * y
		w := z * y
		p1 := lgT0 + float64(w*(lgT3+float64(w*(lgT6+float64(w*(lgT9+float64(w*lgT12)))))))
		p2 := lgT1 + float64(w*(lgT4+float64(w*(lgT7+float64(w*(lgT10+float64(w*lgT13)))))))
		p3 := lgT2 + float64(w*(lgT5+float64(w*(lgT8+float64(w*(lgT11+float64(w*lgT14)))))))
		p := float64(z*p1) - (lgTt - float64(w*(p2+float64(y*p3))))
		return lgTf + p
	}
	p1 := y * (lgU0 + float64(y*(lgU1+float64(y*(lgU2+float64(y*(lgU3+float64(y*(lgU4+float64(y*lgU5))))))))))
	p2 := 1 + float64(y*(lgV1+float64(y*(lgV2+float64(y*(lgV3+float64(y*(lgV4+float64(y*lgV5)))))))))
	return float64(-0.5*y) + p1/p2
}

var lgammaZeros64 = [52][2]float64{
	{-0x2.74ff92c01f0d8p+0, -0x2.abec9f315f1ap-56},
	{-0x2.bf6821437b202p+0, 0x6.866a5b4b9be14p-56},
	{-0x3.24c1b793cb35ep+0, -0xf.b8be699ad3d98p-56},
	{-0x3.f48e2a8f85fcap+0, -0x1.70d4561291237p-56},
	{-0x4.0a139e1665604p+0, 0xf.3c60f4f21e7fp-56},
	{-0x4.fdd5de9bbabf4p+0, 0xa.ef2f55bf89678p-56},
	{-0x5.021a95fc2db64p+0, -0x3.2a4c56e595394p-56},
	{-0x5.ffa4bd647d034p+0, -0x1.7dd4ed62cbd32p-52},
	{-0x6.005ac9625f234p+0, 0x4.9f83d2692e9c8p-56},
	{-0x6.fff2fddae1bcp+0, 0xc.29d949a3dc03p-60},
	{-0x7.000cff7b7f87cp+0, 0x1.20bb7d2324678p-52},
	{-0x7.fffe5fe05673cp+0, -0x3.ca9e82b522b0cp-56},
	{-0x8.0001a01459fc8p+0, -0x1.f60cb3cec1cedp-52},
	{-0x8.ffffd1c425e8p+0, -0xf.fc864e9574928p-56},
	{-0x9.00002e3bb47d8p+0, -0x6.d6d843fedc35p-56},
	{-0x9.fffffb606bep+0, 0x2.32f9d51885afap-52},
	{-0xa.0000049f93bb8p+0, -0x1.927b45d95e154p-52},
	{-0xa.ffffff9466eap+0, 0xe.4c92532d5243p-56},
	{-0xb.0000006b9915p+0, -0x3.15d965a6ffea4p-52},
	{-0xb.fffffff708938p+0, -0x7.387de41acc3d4p-56},
	{-0xc.00000008f76c8p+0, 0x8.cea983f0fdafp-56},
	{-0xc.ffffffff4f6ep+0, 0x3.09e80685a0038p-52},
	{-0xd.00000000b092p+0, -0x3.09c06683dd1bap-52},
	{-0xd.fffffffff3638p+0, 0x3.a5461e7b5c1f6p-52},
	{-0xe.000000000c9c8p+0, -0x3.a545e94e75ec6p-52},
	{-0xe.ffffffffff29p+0, 0x3.f9f399fb10cfcp-52},
	{-0xf.0000000000d7p+0, -0x3.f9f399bd0e42p-52},
	{-0xf.fffffffffff28p+0, -0xc.060c6621f513p-56},
	{-0x1.000000000000dp+4, -0x7.3f9f399da1424p-52},
	{-0x1.0ffffffffffffp+4, -0x3.569c47e7a93e2p-52},
	{-0x1.1000000000001p+4, 0x3.569c47e7a9778p-52},
	{-0x1.2p+4, 0xb.413c31dcbecdp-56},
	{-0x1.2p+4, -0xb.413c31dcbeca8p-56},
	{-0x1.3p+4, 0x9.7a4da340a0ab8p-60},
	{-0x1.3p+4, -0x9.7a4da340a0ab8p-60},
	{-0x1.4p+4, 0x7.950ae90080894p-64},
	{-0x1.4p+4, -0x7.950ae90080894p-64},
	{-0x1.5p+4, 0x5.c6e3bdb73d5c8p-68},
	{-0x1.5p+4, -0x5.c6e3bdb73d5c8p-68},
	{-0x1.6p+4, 0x4.338e5b6dfe14cp-72},
	{-0x1.6p+4, -0x4.338e5b6dfe14cp-72},
	{-0x1.7p+4, 0x2.ec368262c7034p-76},
	{-0x1.7p+4, -0x2.ec368262c7034p-76},
	{-0x1.8p+4, 0x1.f2cf01972f578p-80},
	{-0x1.8p+4, -0x1.f2cf01972f578p-80},
	{-0x1.9p+4, 0x1.3f3ccdd165fa9p-84},
	{-0x1.9p+4, -0x1.3f3ccdd165fa9p-84},
	{-0x1.ap+4, 0xc.4742fe35272dp-92},
	{-0x1.ap+4, -0xc.4742fe35272dp-92},
	{-0x1.bp+4, 0x7.46ac70b733a8cp-96},
	{-0x1.bp+4, -0x7.46ac70b733a8cp-96},
	{-0x1.cp+4, 0x4.2862898d42174p-100},
}

var lgammaPolyCoeff64 = [101]float64{
	-0x1.0b71c5c54d42fp+0, -0xc.73a1dc05f3758p-4, -0x1.ec84140851911p-4,
	-0xe.37c9da23847e8p-4, -0x1.03cd87cdc0ac6p-4, -0xe.ae9aedce12eep-4,
	0x9.b11a1780cfd48p-8, -0xe.f25fc460bdebp-4, 0x2.6e984c61ca912p-4,
	-0xf.83fea1c6d35p-4, 0x4.760c8c8909758p-4, -0xf.2930890d7d678p-4,
	-0xc.a5cfde054eaa8p-4, 0x3.9c9e0fdebd99cp-4, -0x1.02a5ad35619d9p+0,
	0x9.6e9b1167c164p-4, -0x1.4d8332eba090ap+0, 0x1.1c0c94b1b2b6p+0,
	-0x1.c9a70d138c74ep+0, 0x1.d7d9cf1d4c196p+0, -0x2.91fbf4cd6abacp+0,
	0x2.f6751f74b8ff8p+0, -0x3.e1bb7b09e3e76p+0, -0xd.7d28d505d618p-4,
	-0xe.69649a3040958p-4, 0xb.0d74a2827cd6p-4, -0x1.924b09228a86ep+0,
	0x1.d49b12bcf6175p+0, -0x3.0898bb530d314p+0, 0x4.207a6be8fda4cp+0,
	-0x6.39eef56d4e9p+0, 0x8.e2e42acbccec8p+0, -0xd.0d91c1e596a68p+0,
	0x1.2e20d7099c585p+4, -0x1.c4eb6691b4ca9p+4, 0x2.96a1a11fd85fep+4,
	-0xb.74ea1bcfff948p-4, -0x1.2a82bd590c376p+0, 0x1.88020f828b81p+0,
	-0x3.32279f040d7aep+0, 0x5.57ac8252ce868p+0, -0x9.c2aedd093125p+0,
	0x1.12c132716e94cp+4, -0x1.ea94dfa5c0a6dp+4, 0x3.66b61abfe858cp+4,
	-0x6.0cfceb62a26e4p+4, 0xa.beeba09403bd8p+4, -0x1.3188d9b1b288cp+8,
	0x2.37f774dd14c44p+8, -0x3.fdf0a64cd7136p+8, -0x3.d10108c27ebbp-4,
	0x1.cd557caff7d2fp+0, 0x3.819b4856d36cep+0, 0x6.8505cbacfc42p+0,
	0xb.c1b2e6567a4dp+0, 0x1.50a53a3ce6c73p+4, 0x2.57adffbb1ec0cp+4,
	0x4.2b15549cf400cp+4, 0x7.698cfd82b3e18p+4, 0xd.2decde217755p+4,
	0x1.7699a624d07b9p+8, 0x2.98ecf617abbfcp+8, 0x4.d5244d44d60b4p+8,
	0x8.e962bf7395988p+8, -0x6.b5d252a56e8a8p-4, 0x1.28d60383da3a6p+0,
	0x1.db6513ada89bep+0, 0x2.e217118fa8c02p+0, 0x4.450112c651348p+0,
	0x6.4af990f589b8cp+0, 0x9.2db5963d7a238p+0, 0xd.62c03647da19p+0,
	0x1.379f81f6416afp+4, 0x1.c5618b4fdb96p+4, 0x2.9342d0af2ac4ep+4,
	0x3.d9cdf56d2b186p+4, 0x5.ab9f91d5a27a4p+4, -0x8.a41b1e4f36ff8p-4,
	0xc.da87d3b69dbe8p-4, 0x1.1474ad5c36709p+0, 0x1.761ecb90c8c5cp+0,
	0x1.d279bff588826p+0, 0x2.4e5d003fb36a8p+0, 0x2.d575575566842p+0,
	0x3.85152b0d17756p+0, 0x4.5213d921ca13p+0, 0x5.55da7dfcf69c4p+0,
	0x6.acef729b9404p+0, 0x8.483cc21dd0668p+0, -0xa.046d667e468f8p-4,
	0x9.70b88dcc006cp-4, 0xa.a8a39421c94dp-4, 0xd.2f4d1363f98ep-4,
	0xd.ca9aa19975b7p-4, 0xf.cf09c2f54404p-4, 0x1.04b1365a9adfcp+0,
	0x1.22b54ef213798p+0, 0x1.2c52c25206bf5p+0, 0x1.4aa3d798aace4p+0,
	0x1.5c3f278b504e3p+0, 0x1.7e08292cc347bp+0,
}

// lgammaCoeff64 are Stirling's B_2k / 2k(2k-1).
var lgammaCoeff64 = [12]float64{
	0x1.5555555555555p-4, -0xb.60b60b60b60b8p-12, 0x3.4034034034034p-12,
	-0x2.7027027027028p-12, 0x3.72a3c5631fe46p-12, -0x7.daac36664f1f4p-12,
	0x1.a41a41a41a41ap-8, -0x7.90a1b2c3d4e6p-8, 0x2.dfd2c703c0dp-4,
	-0x1.6476701181f3ap+0, 0xd.672219167003p+0, -0x9.cd9292e6660d8p+4,
}

// lgammaPolyDeg64 and lgammaPolyEnd64 give each eighth of [-3, -2] its polynomial in
// lgammaPolyCoeff64: its degree and its last coefficient's index.
var (
	lgammaPolyDeg64 = [8]int{10, 11, 12, 13, 13, 12, 11, 11}
	lgammaPolyEnd64 = [8]int{10, 22, 35, 49, 63, 76, 88, 100}
)

const (
	lgammaEHi64 = 0x2.b7e151628aed2p+0 // e = eHi + eLo
	lgammaELo64 = 0xa.6abf7158809dp-56
)

// lgSinpi64, lgCospi64 and lgCotpi64 are sin, cos and cot of pi x for -0.25 <= x <= 0.5.
func lgSinpi64(x float64) float64 {
	if x <= 0.25 {
		return Sin(math.Pi * x)
	}
	return Cos(math.Pi * (0.5 - x))
}

func lgCospi64(x float64) float64 {
	if x <= 0.25 {
		return Cos(math.Pi * x)
	}
	return Sin(math.Pi * (0.5 - x))
}

func lgCotpi64(x float64) float64 { return lgCospi64(x) / lgSinpi64(x) }

// mulSplit is mul_split without FMA (Dekker's algorithm): hi + lo = x*y exactly.
func mulSplit(x, y float64) (hi, lo float64) {
	const c = 1<<27 + 1
	hi = x * y
	x1 := float64(x * c)
	y1 := float64(y * c)
	x1 = (x - x1) + x1
	y1 = (y - y1) + y1
	x2 := x - x1
	y2 := y - y1
	lo = float64(float64(float64(float64(x1*y1)-hi)+float64(x1*y2))+float64(x2*y1)) + float64(x2*y2)
	return hi, lo
}

// lgammaNeg is __lgamma_neg: lgamma(x) for -28 < x < -2.
func lgammaNeg(x float64) float64 {
	i := int(math.Floor(-2 * x))
	if i&1 == 0 && float64(i) == -2*x {
		return math.Inf(1)
	}
	var xn float64
	if i&1 == 0 {
		xn = float64(-i / 2)
	} else {
		xn = float64((-i - 1) / 2)
	}
	i -= 4
	x0Hi, x0Lo := lgammaZeros64[i][0], lgammaZeros64[i][1]
	xdiff := x - x0Hi - x0Lo
	if i < 2 { // -3 < x < -2: a polynomial
		j := int(math.Floor(-8*x)) - 16
		xm := float64(-33-2*j) * 0.0625
		xAdj := x - xm
		end := lgammaPolyEnd64[j]
		g := lgammaPolyCoeff64[end]
		for k := 1; k <= lgammaPolyDeg64[j]; k++ {
			g = float64(g*xAdj) + lgammaPolyCoeff64[end-k]
		}
		return Log1p(float64(g*xdiff) / (x - xn))
	}
	// log(sinpi(x0) / sinpi(x)) + log(gamma(1-x0) / gamma(1-x))
	xIdiff := math.Abs(xn - x)
	x0Idiff := math.Abs(xn - x0Hi - x0Lo)
	var logSinpiRatio float64
	if x0Idiff < xIdiff*0.5 {
		logSinpiRatio = Log(lgSinpi64(x0Idiff) / lgSinpi64(xIdiff))
	} else {
		x0diff2 := xdiff * 0.5
		if i&1 != 0 {
			x0diff2 = -xdiff * 0.5
		}
		sx0d2 := lgSinpi64(x0diff2)
		cx0d2 := lgCospi64(x0diff2)
		logSinpiRatio = Log1p(float64(2*sx0d2) * (-sx0d2 + float64(cx0d2*lgCotpi64(xIdiff))))
	}
	y0 := 1 - x0Hi
	y0Eps := -x0Hi + (1 - y0) - x0Lo
	y := 1 - x
	yEps := -x + (1 - y)
	logGammaAdj := 0.0
	if i < 6 { // move Stirling's argument up first
		nUp := (7 - i) / 2
		fUp := float64(nUp)
		ny0 := y0 + fUp
		ny0Eps := y0 - (ny0 - fUp) + y0Eps
		y0, y0Eps = ny0, ny0Eps
		ny := y + fUp
		nyEps := y - (ny - fUp) + yEps
		y, yEps = ny, nyEps
		logGammaAdj = -Log1p(lgammaProductX87(xdiff, y-fUp, yEps, nUp))
	}
	logGammaHigh := float64(xdiff*Log1p((y0-lgammaEHi64-lgammaELo64+y0Eps)/lgammaEHi64)) +
		float64((y-0.5+yEps)*Log1p(xdiff/y)) + logGammaAdj
	y0r, yr := 1/y0, 1/y
	y0r2, yr2 := y0r*y0r, yr*yr
	rdiff := -xdiff / (y * y0)
	var bterm [len(lgammaCoeff64)]float64
	dlast, elast := rdiff, float64(rdiff*yr)*(yr+y0r)
	bterm[0] = dlast * lgammaCoeff64[0]
	for j := 1; j < len(bterm); j++ {
		dnext := float64(dlast*y0r2) + elast
		enext := elast * yr2
		bterm[j] = dnext * lgammaCoeff64[j]
		dlast, elast = dnext, enext
	}
	logGammaLow := 0.0
	for j := len(bterm) - 1; j >= 0; j-- {
		logGammaLow += bterm[j]
	}
	return logSinpiRatio + (logGammaHigh + logGammaLow)
}
