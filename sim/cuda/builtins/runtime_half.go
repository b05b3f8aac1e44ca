package builtins

import "simtlab/sim/cuda/types"

// Half-precision types of cuda_fp16.h. __half is a struct holding the
// 16 bits (as in the header); programs use it through the conversion and
// arithmetic functions (__float2half, __hadd, __half2float ...). The
// header's C++ operators on __half are not built in, so `a + b` on halves
// is reported as an error instead of computing something else.
var (
	Half  = &types.Struct{Name: "__half"}
	Half2 = &types.Struct{Name: "__half2"}
)

func init() {
	Half.Fields = []*types.Field{{Name: "__x", Type: types.Typ[types.UShort]}}
	Half.Layout(2)
	Half2.Fields = []*types.Field{{Name: "x", Type: Half}, {Name: "y", Type: Half}}
	Half2.Layout(4)
	typeNames["__half"], typeNames["half"] = Half, Half
	typeNames["__half2"], typeNames["half2"] = Half2, Half2
	typeWords["half"], typeWords["half2"] = Half, Half2

	for _, m := range []string{"", "_rn", "_rz", "_ru", "_rd"} {
		def(both, "__float2half"+m, "half(float)")
	}
	def(both, "__double2half", "half(double)")
	def(both, "__half2float", "float(half)")
	for _, m := range []string{"_rn", "_rz", "_ru", "_rd"} {
		def(device, "__half2int"+m, "int(half)")
		def(device, "__int2half"+m, "half(int)")
		def(device, "__half2uint"+m, "uint(half)")
		def(device, "__uint2half"+m, "half(uint)")
		def(device, "__half2short"+m, "short(half)")
		def(device, "__short2half"+m, "half(short)")
	}
	def(both, "__half_as_ushort", "ushort(half)")
	def(both, "__ushort_as_half", "half(ushort)")
	def(both, "__half_as_short", "short(half)")
	def(both, "__short_as_half", "half(short)")
	for _, n := range []string{"__hadd", "__hsub", "__hmul", "__hdiv", "__hadd_sat", "__hsub_sat", "__hmul_sat", "__hmin", "__hmax"} {
		def(device, n, "half(half, half)")
	}
	def(device, "__hfma", "half(half, half, half)")
	def(device, "__hfma_sat", "half(half, half, half)")
	def(device, "__hneg", "half(half)")
	def(device, "__habs", "half(half)")
	def(device, "hsqrt", "half(half)")
	for _, n := range []string{"__heq", "__hne", "__hlt", "__hle", "__hgt", "__hge"} {
		def(device, n, "bool(half, half)")
	}
	def(device, "__hisnan", "bool(half)")
	def(device, "__hisinf", "int(half)")

	def(both, "__floats2half2_rn", "half2(float, float)")
	def(both, "__float2half2_rn", "half2(float)")
	def(both, "__halves2half2", "half2(half, half)")
	def(both, "make_half2", "half2(half, half)")
	def(both, "__half22float2", "float2(half2)")
	def(both, "__low2float", "float(half2)")
	def(both, "__high2float", "float(half2)")
	def(both, "__low2half", "half(half2)")
	def(both, "__high2half", "half(half2)")
	for _, n := range []string{"__hadd2", "__hsub2", "__hmul2", "__h2div", "__hmin2", "__hmax2"} {
		def(device, n, "half2(half2, half2)")
	}
	def(device, "__hfma2", "half2(half2, half2, half2)")
	def(device, "__hneg2", "half2(half2)")
}
