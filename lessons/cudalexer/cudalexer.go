// Package cudalexer is a chroma lexer for CUDA C++. Chroma ships none; the
// token classes follow chroma's C++ lexer with CUDA's qualifiers, built-in
// variables, vector types, intrinsics and the <<<…>>> launch syntax added.
//
// It is a hand-written scanner rather than chroma's regular-expression
// rules: those cost one regexp2 match per rule per token, and under
// WebAssembly tokenising a 30-line program took about 150 ms. This scanner
// is linear in the input. It also avoids chroma's lexers package, which
// would embed hundreds of lexers into the WebAssembly binary.
package cudalexer

import (
	. "github.com/alecthomas/chroma/v2" // nolint: revive // token type names read best unqualified
)

var qualifiers = []string{
	"__global__", "__device__", "__host__", "__shared__", "__constant__", "__managed__",
	"__restrict__", "__noinline__", "__forceinline__", "__launch_bounds__", "__cluster_dims__",
	"__grid_constant__",
}

var builtinVars = []string{"threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize", "clusterIdx", "clusterDim"}

var intrinsics = []string{
	"__syncthreads", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or", "__syncwarp",
	"__threadfence", "__threadfence_block", "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync",
	"__shfl_xor_sync", "__ballot_sync", "__all_sync", "__any_sync", "__activemask", "__popc", "__clz",
	"__ffs", "__ldg", "atomicAdd", "atomicSub", "atomicExch", "atomicMin", "atomicMax", "atomicInc",
	"atomicDec", "atomicCAS", "atomicAnd", "atomicOr", "atomicXor", "__fdividef", "__expf", "__sinf",
	"__cosf", "__logf", "__powf", "__saturatef", "__fmaf_rn",
}

var vectorTypes = []string{
	"dim3", "char1", "char2", "char3", "char4", "uchar1", "uchar2", "uchar3", "uchar4",
	"short1", "short2", "short3", "short4", "ushort1", "ushort2", "ushort3", "ushort4",
	"int1", "int2", "int3", "int4", "uint1", "uint2", "uint3", "uint4",
	"long1", "long2", "long3", "long4", "ulong1", "ulong2", "ulong3", "ulong4",
	"longlong1", "longlong2", "ulonglong1", "ulonglong2",
	"float1", "float2", "float3", "float4", "double1", "double2", "cudaError_t", "cudaDeviceProp",
	"cudaStream_t", "cudaEvent_t", "size_t",
}

var keywords = []string{"break", "case", "const", "continue", "default", "do", "else", "enum",
	"extern", "for", "goto", "if", "inline", "register", "return", "sizeof", "static",
	"struct", "switch", "typedef", "union", "volatile", "while", "template", "typename",
	"namespace", "using", "class", "public", "private", "constexpr", "auto", "new", "delete",
	"static_cast", "reinterpret_cast", "const_cast", "nullptr", "this", "operator"}

var scalarTypes = []string{"bool", "int", "long", "float", "short", "double", "char", "unsigned",
	"signed", "void", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t"}

// classes maps every reserved identifier to its token type.
var classes = func() map[string]TokenType {
	m := map[string]TokenType{}
	add := func(t TokenType, words []string) {
		for _, w := range words {
			m[w] = t
		}
	}
	add(Keyword, keywords)
	add(KeywordType, scalarTypes)
	add(KeywordType, vectorTypes)
	add(KeywordReserved, qualifiers)
	add(NameBuiltin, builtinVars)
	add(NameBuiltin, intrinsics)
	add(NameBuiltin, []string{"true", "false", "NULL"})
	return m
}()
