package builtins

import "simtlab/sim/cuda/types"

// bfloat16 of cuda_bf16.h: 16 bits holding a float's sign, exponent and
// top 7 fraction bits. The header overloads cuda_fp16.h's names for it
// (__hadd, __hmul, __heq ...) and adds its own conversions
// (__float2bfloat16, __bfloat162float ...); engine/runtime_half.go
// computes both families with one set of functions.
var (
	Bfloat16  = &types.Struct{Name: "__nv_bfloat16"}
	Bfloat162 = &types.Struct{Name: "__nv_bfloat162"}
)

func init() {
	// cuda_bf16.h converts numbers to bfloat16 on the host in _rn only
	defHalfFamily(Bfloat16, Bfloat162, "bf16", Bf16Name, false)
	// cuda_bf16.hpp's math functions but htanh (the engine's halfmath.go)
	for _, f := range []string{"exp", "exp2", "exp10", "log", "log2", "log10", "sin", "cos", "rcp", "rsqrt"} {
		def(device, "h"+f, "bf16(bf16)")
		def(device, "h2"+f, "bf162(bf162)")
	}
}
