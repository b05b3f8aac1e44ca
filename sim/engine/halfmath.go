package engine

import (
	"math"
	"strings"

	"simtlab/sim/engine/num"
	"simtlab/sim/engine/num/libdevice"
)

// cuda_fp16.hpp's math functions of a __half (hexp, hlog, hsin, hrsqrt
// ...) and of both halves of a __half2 (h2exp ...), as the header writes
// them for the device in CUDA 13: the half widened to float, a MUFU
// approximation in float (ex2, lg2, rcp, rsqrt: ex2.approx.ftz.f32 and the
// like, libdevice's own in the lab) or sin and cos by a short polynomial,
// the float rounded to half, and then, for the arguments where that
// rounding comes out one unit off, the header's own corrections: `set.eq`
// of the argument (or of the result) with a listed value, and an
// fma.rn.f16 that adds the listed unit where it matches. The rounding
// functions (hceil, hfloor, htrunc, hrint) are exact.

// mathFunc is the lane function of the math function name of the format
// (halfMath; of bfloat16 only the rounding ones), on a scalar or a pair
// (h2exp), or nil.
func (sf *smallFloat) mathFunc(name string) func(a []uint64) uint64 {
	base, pair := strings.CutPrefix(name, "h2")
	if !pair {
		var ok bool
		if base, ok = strings.CutPrefix(name, "h"); !ok {
			return nil
		}
	}
	var fn func(uint16) uint16
	switch {
	case integralRounding[base] != 0:
		mode := integralRounding[base]
		fn = func(h uint16) uint16 { return roundSmallFloat(sf, h, mode) }
	case base == "sqrt" && pair: // hsqrt's, per half
		fn = func(h uint16) uint16 { return sf.op("__hsqrt", []float64{sf.decode(h)}, []uint16{h}) }
	case sf.format == formatHalf:
		fn = halfMath(base)
	default:
		fn = bf16Math(base, pair)
	}
	if fn == nil {
		return nil
	}
	if pair {
		return func(a []uint64) uint64 { return uint64(fn(uint16(a[0]))) | uint64(fn(uint16(a[0]>>16)))<<16 }
	}
	return func(a []uint64) uint64 { return uint64(fn(uint16(a[0]))) }
}

// halfFix is one of the header's corrections: where the value compared
// has bits at, add unit (both halves' bits) to the result.
type halfFix struct{ at, unit uint16 }

// halfMath is the function of one half of the cuda_fp16.hpp name base
// (without its h or h2), or nil.
func halfMath(base string) func(h uint16) uint16 {
	switch base {
	case "exp":
		return viaFloat(func(f float32) float32 { return libdevice.MufuEx2(f * math.Float32frombits(0x3fb8aa3b)) },
			[]halfFix{{0x1F79, 0x9400}, {0x25CF, 0x9400}, {0xC13B, 0x0400}, {0xC1EF, 0x0200}}, false)
	case "exp2":
		return viaFloat(func(f float32) float32 {
			r := libdevice.MufuEx2(f)
			return num.FMA32(r, math.Float32frombits(0x33800000), r) // one float ulp up
		}, nil, false)
	case "exp10":
		return viaFloat(func(f float32) float32 { return libdevice.MufuEx2(f * math.Float32frombits(0x40549A78)) },
			[]halfFix{{0x34DE, 0x9800}, {0x9766, 0x9000}, {0x9972, 0x1000}, {0xA5C4, 0x1000}, {0xBF0A, 0x8100}}, false)
	case "log2":
		return viaFloat(libdevice.MufuLg2, []halfFix{{0xA2E2, 0x8080}, {0xBF46, 0x9400}}, true)
	case "log":
		return viaFloat(func(f float32) float32 { return libdevice.MufuLg2(f) * math.Float32frombits(0x3f317218) },
			[]halfFix{{0x160D, 0x9C00}, {0x3BFE, 0x8010}, {0x3C0B, 0x8080}, {0x6051, 0x1C00}}, false)
	case "log10":
		return viaFloat(func(f float32) float32 { return libdevice.MufuLg2(f) * math.Float32frombits(0x3E9A209B) },
			[]halfFix{{0x338F, 0x1000}, {0x33F8, 0x9000}, {0x57E1, 0x9800}, {0x719D, 0x9C00}}, false)
	case "rcp":
		return viaFloat(libdevice.MufuRcp, nil, false)
	case "rsqrt":
		return viaFloat(libdevice.MufuRsq, nil, false)
	case "tanh":
		return viaFloat(libdevice.Tanhf, nil, false)
	case "sin":
		return func(h uint16) uint16 {
			r := halfFloat.fromFloat64(float64(simpleSinCos(halfToFloat32(h), false)), 'n')
			sign := r & 0x8000
			r = fixHalf(h&0x7fff, r&0x7fff, []halfFix{{0x32B3, 0x0800}, {0x5CB0, 0x9000}})
			return r | sign
		}
	case "cos":
		return func(h uint16) uint16 {
			r := halfFloat.fromFloat64(float64(simpleSinCos(halfToFloat32(h), true)), 'n')
			return fixHalf(h&0x7fff, r, []halfFix{{0x2B7C, 0x1000}})
		}
	}
	return nil
}

// viaFloat is a function computed in float from the half widened: fn,
// rounded to half, and the corrections fixes, matched against the
// argument or (onResult) the rounded result.
func viaFloat(fn func(float32) float32, fixes []halfFix, onResult bool) func(uint16) uint16 {
	return func(h uint16) uint16 {
		r := halfFloat.fromFloat64(float64(fn(halfToFloat32(h))), 'n')
		if onResult {
			return fixHalf(r, r, fixes)
		}
		return fixHalf(h, r, fixes)
	}
}

// fixHalf applies the header's corrections: set.eq.f16 of cmp with each
// listed value, as halves (a NaN equals nothing), and fma.rn.f16 of that
// 1.0 or 0.0 with the unit, added to r.
func fixHalf(cmp, r uint16, fixes []halfFix) uint16 {
	for _, f := range fixes {
		c, at := halfToFloat64(cmp), halfToFloat64(f.at)
		p := 0.0
		if c == at {
			p = 1
		}
		// exact in float64 (two halves' sum), rounded to half once
		r = halfFloat.fromFloat64(p*halfToFloat64(f.unit)+halfToFloat64(r), 'n')
	}
	return r
}

// halfToFloat32 widens half bits to float (exactly).
func halfToFloat32(h uint16) float32 { return float32(halfToFloat64(h)) }

// simpleSinCos is cuda_fp16.hpp's __float_simpl_sinf and
// __float_simpl_cosf: one reduction by π/2 in two parts and a polynomial of
// degree 9 (sine) or 8 (cosine), in float with fused multiply-adds.
func simpleSinCos(a float32, cosine bool) float32 {
	fma := num.FMA32
	ar := fma(a, 0.636619772, 12582912.0)
	q := math.Float32bits(ar)
	j := ar - 12582912.0
	t := fma(j, -1.5707962512969971e+000, a)
	t = fma(j, -7.5497894158615964e-008, t)
	if cosine {
		q = q&3 + 1
	}
	x2 := t * t
	var a8, a6, a4, a2, a1, a0 float32
	if q&1 != 0 {
		a8, a6, a4, a2, a1, a0 = 2.44331571e-5, -1.38873163e-3, 4.16666457e-2, -5.00000000e-1, x2, 1
	} else {
		a8, a6, a4, a2, a1, a0 = -1.95152959e-4, 8.33216087e-3, -1.66666546e-1, 0, t, t
	}
	z := fma(a8, x2, a6)
	z = fma(z, x2, a4)
	z = fma(z, x2, a2)
	z = fma(z, a1, a0)
	if q&2 != 0 {
		z = -z
	}
	return z
}

// integralRounding is the rounding mode (roundInteger's) of hceil,
// hfloor, htrunc and hrint, by name without the h.
var integralRounding = map[string]byte{"ceil": 'u', "floor": 'd', "trunc": 'z', "rint": 'n'}

// roundSmallFloat rounds a half or bfloat16 to an integer value in mode; a
// NaN comes out as the canonical one, and the sign of zero stays.
func roundSmallFloat(sf *smallFloat, h uint16, mode byte) uint16 {
	v := sf.decode(h)
	if math.IsNaN(v) {
		return halfCanonicalNaN
	}
	return sf.encode(roundInteger(v, mode))
}

// bf16Math is the function of one bfloat16 of the cuda_bf16.hpp name base
// (without its h or h2; pair for the h2 form), or nil: the value widened
// to float (exactly: bfloat16 is a float's top half), ex2.approx.f32,
// lg2.approx.f32, rcp.approx.f32 or rsqrt.approx.f32 without flushing
// subnormals, or libdevice's sinf and cosf, rounded to bfloat16. The
// header corrects one argument of hexp10 (0xBC95), which its pair form
// does through a comparison of halves and an fma.rn.bf16x2 whose factor is
// a half's 1.0 read as a bfloat16 (2^-7). htanh, whose tanh.approx.f32 is
// the hardware's MUFU.TANH, the lab does not have.
func bf16Math(base string, pair bool) func(h uint16) uint16 {
	via := func(fn func(float32) float32) func(uint16) uint16 {
		return func(h uint16) uint16 {
			return bf16Float.fromFloat64(float64(fn(math.Float32frombits(uint32(h)<<16))), 'n')
		}
	}
	switch base {
	case "exp":
		return via(func(f float32) float32 { return libdevice.Ex2Approx(f * math.Float32frombits(0x3FB8AA3C)) })
	case "exp2":
		return via(libdevice.Ex2Approx)
	case "exp10":
		exp10 := via(func(f float32) float32 { return libdevice.Ex2Approx(f * math.Float32frombits(0x40549A78)) })
		return func(h uint16) uint16 {
			r := exp10(h)
			switch {
			case h != 0xBC95:
			case pair:
				r = bf16Float.fromFloat64(0x1p-7*-0.5+bf16ToFloat64(r), 'n')
			default:
				r = 0x3f75
			}
			return r
		}
	case "log2":
		return via(libdevice.Lg2Approx)
	case "log":
		return via(func(f float32) float32 { return libdevice.Lg2Approx(f) * math.Float32frombits(0x3f317218) })
	case "log10":
		return via(func(f float32) float32 { return libdevice.Lg2Approx(f) * math.Float32frombits(0x3E9A209B) })
	case "rcp":
		return via(func(f float32) float32 {
			// rcp.approx.f32 keeps subnormals: ptxas scales an argument
			// whose reciprocal (or itself) is one by 2^24 around MUFU.RCP
			switch a := float32(math.Abs(float64(f))); {
			case a < 0x1p-126:
				return libdevice.MufuRcp(f*0x1p24) * 0x1p24
			case a > 0x1p126 && a <= math.MaxFloat32:
				return libdevice.MufuRcp(f*0x1p-24) * 0x1p-24
			}
			return libdevice.MufuRcp(f)
		})
	case "rsqrt":
		return via(libdevice.Rsqrtf)
	case "sin":
		return via(libdevice.Sinf)
	case "cos":
		return via(libdevice.Cosf)
	}
	return nil
}
