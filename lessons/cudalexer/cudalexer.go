// Package cudalexer is a chroma lexer for CUDA C++. Chroma ships none; the
// rules follow chroma's C++ lexer with CUDA's qualifiers, built-in
// variables, vector types, intrinsics and the <<<…>>> launch syntax added.
// It is defined in Go rather than through chroma's lexers package, which
// would embed hundreds of lexers into the WebAssembly binary.
package cudalexer

import (
	. "github.com/alecthomas/chroma/v2" // nolint: revive // rule tables read best unqualified
)

// CUDA highlights CUDA C++ (and plain C and C++, a subset of it).
var CUDA = MustNewLexer(
	&Config{
		Name:      "CUDA",
		Aliases:   []string{"cuda", "cu", "c", "cpp", "c++", "h"},
		Filenames: []string{"*.cu", "*.cuh"},
		MimeTypes: []string{"text/x-cuda"},
		EnsureNL:  true,
	},
	rules,
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

// classify emits an identifier with its class, or with def when it has none.
func classify(def TokenType) Emitter {
	return EmitterFunc(func(groups []string, _ *LexerState) Iterator {
		t, ok := classes[groups[0]]
		if !ok {
			t = def
		}
		return Literator(Token{Type: t, Value: groups[0]})
	})
}

func rules() Rules {
	return Rules{
		// Identifiers come early and are classified by table lookup: one
		// regular expression instead of one per keyword class keeps
		// highlighting cheap in WebAssembly.
		"root": {
			rule(`^#if\s+0`, CommentPreproc, Push("if0")),
			rule(`^\s*#`, CommentPreproc, Push("macro")),
			rule(`\s+`, TextWhitespace, nil),
			rule(`[a-zA-Z_]\w*(?=\s*\()`, classify(NameFunction), nil),
			rule(`[a-zA-Z_]\w*`, classify(Name), nil),
			rule(`//[^\n]*`, CommentSingle, nil),
			rule(`/\*[\w\W]*?\*/`, CommentMultiline, nil),
			rule(`/\*[\w\W]*`, CommentMultiline, nil),
			rule(`(L|u8|u|U)?(")`, ByGroups(LiteralStringAffix, LiteralString), Push("string")),
			rule(`'(\\.|\\[0-7]{1,3}|\\x[a-fA-F0-9]{1,2}|[^\\'\n])'`, LiteralStringChar, nil),
			rule(`(\d+\.\d*|\.\d+|\d+)[eE][+-]?\d+[fFlL]?`, LiteralNumberFloat, nil),
			rule(`(\d+\.\d*|\.\d+|\d+[fF])[fF]?`, LiteralNumberFloat, nil),
			rule(`0[xX][0-9A-Fa-f]+[LlUu]*`, LiteralNumberHex, nil),
			rule(`0[Bb][01]+[LlUu]*`, LiteralNumberBin, nil),
			rule(`[0-9]+[LlUu]*`, LiteralNumberInteger, nil),
			rule(`<<<|>>>`, Punctuation, nil),
			rule(`[~!%^&*+=|?:<>/-]`, Operator, nil),
			rule(`[()\[\]{},.;]`, Punctuation, nil),
			rule(`\\\n`, Text, nil),
			rule(`.`, Text, nil),
		},
		"string": {
			rule(`"`, LiteralString, Pop(1)),
			rule(`\\([\\abfnrtv"'?]|x[a-fA-F0-9]{2,4}|u[a-fA-F0-9]{4}|U[a-fA-F0-9]{8}|[0-7]{1,3})`, LiteralStringEscape, nil),
			rule(`%[-+ #0]*(\d+|\*)?(\.(\d+|\*))?(hh|h|ll|l|z|j|t|L)?[diouxXeEfFgGaAcspn%]`, LiteralStringInterpol, nil),
			rule(`[^\\"%\n]+`, LiteralString, nil),
			rule(`\\\n`, LiteralString, nil),
			rule(`\n`, LiteralString, Pop(1)),
			rule(`[\\%]`, LiteralString, nil),
		},
		"macro": {
			rule(`(include)(\s+)("[^"]+?"|<[^>]+?>)`, ByGroups(CommentPreproc, Text, CommentPreprocFile), nil),
			rule(`[^/\n\\]+`, CommentPreproc, nil),
			rule(`/\*[\w\W]*?\*/`, CommentMultiline, nil),
			rule(`//[^\n]*`, CommentSingle, nil),
			rule(`\\\n`, CommentPreproc, nil),
			rule(`[/\\]`, CommentPreproc, nil),
			rule(`\n`, CommentPreproc, Pop(1)),
		},
		"if0": {
			rule(`^\s*#if.*?\n`, CommentPreproc, Push()),
			rule(`^\s*#el(?:se|if).*\n`, CommentPreproc, Pop(1)),
			rule(`^\s*#endif.*?\n`, CommentPreproc, Pop(1)),
			rule(`.*?\n`, Comment, nil),
		},
	}
}

// rule builds a chroma rule with keyed fields (go vet asks for them).
func rule(pattern string, typ Emitter, mutator Mutator) Rule {
	return Rule{Pattern: pattern, Type: typ, Mutator: mutator}
}
