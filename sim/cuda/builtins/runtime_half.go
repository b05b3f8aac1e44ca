package builtins

import (
	"strings"

	"simtlab/sim/cuda/types"
)

// Half-precision types of cuda_fp16.h. __half is a struct holding the
// 16 bits (as in the header), __half2 a pair of them; programs use them
// through the header's functions (__float2half, __hadd, __half2float ...)
// and its C++ operators, constructors and conversions, which the checker
// writes as those functions' calls (check/halfops.go).
var (
	Half  = &types.Struct{Name: "__half"}
	Half2 = &types.Struct{Name: "__half2"}
	// HalfRaw and Bfloat16Raw are the headers' __half_raw and
	// __nv_bfloat16_raw, the bits in a member x, which the scalar
	// converts from and to (check/halfops.go)
	HalfRaw     = rawStruct("__half_raw")
	Bfloat16Raw = rawStruct("__nv_bfloat16_raw")
)

func rawStruct(name string) *types.Struct {
	s := &types.Struct{Name: name, Fields: []*types.Field{{Name: "x", Type: types.Typ[types.UShort]}}}
	s.Layout(2)
	typeNames[name] = s
	return s
}

func init() {
	defHalfFamily(Half, Half2, "half", func(n string) string { return n }, true)
	for _, bf16 := range []bool{false, true} {
		def(device, HalfAtomicAdd(bf16, false), "ushort(ushort*, ushort)")
		def(device, HalfAtomicAdd(bf16, true), "uint(uint*, uint)")
	}
	// cuda_fp16.hpp's math functions (the engine's halfmath.go)
	for _, f := range []string{"exp", "exp2", "exp10", "log", "log2", "log10", "sin", "cos", "rcp", "rsqrt", "tanh"} {
		def(device, "h"+f, "half(half)")
		def(device, "h2"+f, "half2(half2)")
	}
}

// HalfAtomicAdd is the lab's name of atomicAdd on a 16-bit float (bf16
// for __nv_bfloat16) or a pair of them, which works on the value's bits;
// the engine's atomics know it by its "atomic" prefix.
func HalfAtomicAdd(bf16, pair bool) string {
	name := "atomicAdd_simtlab_f16"
	if bf16 {
		name = "atomicAdd_simtlab_bf16"
	}
	if pair {
		name += "x2"
	}
	return name
}

// Bf16Name is cuda_bf16.h's name of the cuda_fp16.h function f: the same
// for the overloaded ones (__hadd, __heq ...), its own for the
// conversions (__float2bfloat16 for __float2half).
func Bf16Name(f string) string {
	switch f {
	case "__halves2half2":
		return "__halves2bfloat162"
	case "__half_nonzero", "__half2_bits":
		return f // the lab's own, overloaded
	}
	return strings.ReplaceAll(f, "half", "bfloat16")
}

// defHalfFamily lays out a 16-bit format's scalar (its bits, __x) and
// pair (x and y), names them (__half and half, __half2 and half2) and
// defines the functions cuda_fp16.h and cuda_bf16.h share; word is the
// scalar's word in signatures (the pair's has a 2 after it), conv gives the
// family's name of a conversion (its arithmetic overloads cuda_fp16.h's
// names). intsOnHost: the number-to-scalar conversions run on the host in
// every rounding mode, not only _rn.
func defHalfFamily(scalar, pair *types.Struct, word string, conv func(string) string, intsOnHost bool) {
	scalar.Fields = []*types.Field{{Name: "__x", Type: types.Typ[types.UShort]}}
	scalar.Layout(2)
	pair.Fields = []*types.Field{{Name: "x", Type: scalar}, {Name: "y", Type: scalar}}
	pair.Layout(4)
	for _, t := range []*types.Struct{scalar, pair} {
		typeNames[t.Name], typeNames[strings.TrimPrefix(t.Name, "__")] = t, t
	}
	typeWords[word], typeWords[word+"2"] = scalar, pair
	sig := strings.NewReplacer("H2", word+"2", "H", word).Replace
	for _, m := range []string{"", "_rn", "_rz", "_ru", "_rd"} {
		def(both, conv("__float2half"+m), sig("H(float)"))
	}
	def(both, conv("__double2half"), sig("H(double)"))
	def(both, conv("__half2float"), sig("float(H)"))
	for _, m := range []string{"_rn", "_rz", "_ru", "_rd"} {
		// the number-to-half conversions run on the host too (CUDA 13's
		// headers), and so do the half-to-integer ones that truncate,
		// which the conversion functions call (check/halfops.go)
		toInt, fromInt := device, device
		if m == "_rz" {
			toInt = both
		}
		if m == "_rn" || intsOnHost {
			fromInt = both
		}
		for _, t := range []string{"int", "uint", "short", "ushort", "ll", "ull"} {
			def(toInt, conv("__half2"+t+m), sig(t+"(H)"))
			def(fromInt, conv("__"+t+"2half"+m), sig("H("+t+")"))
		}
	}
	def(both, conv("__half2char_rz"), sig("schar(H)"))
	def(both, conv("__half2uchar_rz"), sig("uchar(H)"))
	// __half_nonzero is the lab's: operator bool, true for all but ±0
	// (NaN included)
	def(both, "__half_nonzero", sig("bool(H)"))
	def(both, conv("__half_as_ushort"), sig("ushort(H)"))
	def(both, conv("__ushort_as_half"), sig("H(ushort)"))
	def(both, conv("__half_as_short"), sig("short(H)"))
	def(both, conv("__short_as_half"), sig("H(short)"))
	for _, n := range []string{"__hadd", "__hsub", "__hmul", "__hdiv", "__hadd_sat", "__hsub_sat", "__hmul_sat", "__hmin", "__hmax",
		"__hadd_rn", "__hsub_rn", "__hmul_rn"} {
		def(both, n, sig("H(H, H)"))
	}
	def(both, "__hmin_nan", sig("H(H, H)"))
	def(both, "__hmax_nan", sig("H(H, H)"))
	def(both, "__hmin2_nan", sig("H2(H2, H2)"))
	def(both, "__hmax2_nan", sig("H2(H2, H2)"))
	def(device, "__hfma_relu", sig("H(H, H, H)"))
	def(device, "__hfma2_relu", sig("H2(H2, H2, H2)"))
	def(device, "__hfma", sig("H(H, H, H)"))
	def(device, "__hfma_sat", sig("H(H, H, H)"))
	def(both, "__hneg", sig("H(H)"))
	def(both, "__habs", sig("H(H)"))
	def(device, "hsqrt", sig("H(H)"))
	def(device, "h2sqrt", sig("H2(H2)"))
	for _, f := range []string{"hceil", "hfloor", "htrunc", "hrint"} {
		def(device, f, sig("H(H)"))
		def(device, strings.Replace(f, "h", "h2", 1), sig("H2(H2)"))
	}
	for _, n := range []string{"__heq", "__hne", "__hlt", "__hle", "__hgt", "__hge", "__hequ", "__hneu", "__hltu", "__hleu", "__hgtu", "__hgeu"} {
		def(both, n, sig("bool(H, H)"))
	}
	// the pair comparisons whose result is one bool: true when the
	// comparison holds for both halves
	for _, n := range []string{"__hbeq2", "__hbne2", "__hblt2", "__hble2", "__hbgt2", "__hbge2", "__hbequ2", "__hbneu2", "__hbltu2", "__hbleu2", "__hbgtu2", "__hbgeu2"} {
		def(both, n, sig("bool(H2, H2)"))
	}
	def(both, "__hisnan", sig("bool(H)"))
	def(both, "__hisinf", sig("int(H)"))

	def(both, conv("__floats2half2_rn"), sig("H2(float, float)"))
	def(both, conv("__float2half2_rn"), sig("H2(float)"))
	def(both, conv("__halves2half2"), sig("H2(H, H)"))
	def(both, conv("make_half2"), sig("H2(H, H)"))
	def(both, conv("__half22float2"), sig("float2(H2)"))
	def(both, "__low2float", sig("float(H2)"))
	def(both, "__high2float", sig("float(H2)"))
	def(both, conv("__low2half"), sig("H(H2)"))
	def(both, conv("__high2half"), sig("H(H2)"))
	for _, n := range []string{"__hadd2", "__hsub2", "__hmul2", "__h2div", "__hmin2", "__hmax2", "__hadd2_rn", "__hsub2_rn", "__hmul2_rn"} {
		def(both, n, sig("H2(H2, H2)"))
	}
	def(device, "__hfma2", sig("H2(H2, H2, H2)"))
	def(both, "__hneg2", sig("H2(H2)"))
	def(both, "__habs2", sig("H2(H2)"))
	// the pair comparisons whose result is a pair: 1.0 where the
	// comparison holds, 0.0 where it does not
	for _, n := range []string{"__heq2", "__hne2", "__hlt2", "__hle2", "__hgt2", "__hge2", "__hequ2", "__hneu2", "__hltu2", "__hleu2", "__hgtu2", "__hgeu2"} {
		def(both, n, sig("H2(H2, H2)"))
	}
	def(both, "__hisnan2", sig("H2(H2)"))
	def(both, conv("__half2half2"), sig("H2(H)"))
	def(both, conv("__low2half2"), sig("H2(H2)"))
	def(both, conv("__high2half2"), sig("H2(H2)"))
	def(both, conv("__lows2half2"), sig("H2(H2, H2)"))
	def(both, conv("__highs2half2"), sig("H2(H2, H2)"))
	def(both, "__lowhigh2highlow", sig("H2(H2)"))
	def(both, conv("__float22half2_rn"), sig("H2(float2)"))
	// the lab's: a pair's 32 bits and back (check/halfops.go moves them
	// through __ldg and the shuffles)
	def(both, "__half2_bits", sig("uint(H2)"))
	def(both, conv("__half2_from_bits"), sig("H2(uint)"))
}
