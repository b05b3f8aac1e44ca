package builtins

import (
	"sort"
	"strconv"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/cudart"
)

// Sig is one overload of a built-in function. Parameters from MinArgs on
// have default values (Defaults[i-MinArgs]) that the checker fills in, so the
// engine always sees every argument.
type Sig struct {
	Type     *types.Func
	MinArgs  int
	Defaults []int64
}

// Func is a built-in function.
type Func struct {
	Name string
	Exec ast.Exec // where it may be called
	Sigs []*Sig   // overloads, most preferred first
}

// Var is a built-in variable: threadIdx, blockIdx, blockDim, gridDim,
// warpSize (device only) and stdout, stderr (host only).
type Var struct {
	Name string
	Type types.Type
	Exec ast.Exec
}

// Const is a built-in named constant (enumerators of the CUDA headers).
type Const struct {
	Name  string
	Type  types.Type
	Value int64
}

// Parameter types with special rules, recognised by identity:
var (
	// AnyPtrPtr accepts any T** (cudaMalloc(&p, n) with float *p), as CUDA's
	// template overloads do.
	AnyPtrPtr = types.NewPointer(types.NewPointer(types.Typ[types.Void], 0), 0)
	// Symbol accepts a __device__ or __constant__ variable by name
	// (cudaMemcpyToSymbol); the argument stays an Ident, unconverted.
	Symbol = &types.Struct{Name: "<symbol>"}
	// Kernel accepts the name of a __global__ function
	// (cudaOccupancyMaxActiveBlocksPerMultiprocessor, cudaFuncSetAttribute).
	Kernel = &types.Struct{Name: "<kernel>"}
	// FuncAttributes is struct cudaFuncAttributes.
	FuncAttributes = &types.Struct{Name: "cudaFuncAttributes"}
)

var (
	funcs  = map[string]*Func{}
	vars   = map[string]*Var{}
	consts = map[string]*Const{}
)

// LookupFunc returns the built-in function called name, or nil.
func LookupFunc(name string) *Func { return funcs[name] }

// LookupMethod returns the member function method of the built-in struct
// typ (a cooperative group), or nil.
func LookupMethod(typ *types.Struct, method string) *Func {
	return funcs[typ.Name+"."+method]
}

// LookupVar returns the built-in variable called name, or nil.
func LookupVar(name string) *Var { return vars[name] }

// LookupConst returns the built-in constant called name, or nil.
func LookupConst(name string) *Const { return consts[name] }

// FuncNames returns the names of all built-in functions, sorted.
func FuncNames() []string {
	names := make([]string, 0, len(funcs))
	for n := range funcs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

const (
	host   = ast.ExecHost
	device = ast.ExecDevice
	both   = ast.ExecHost | ast.ExecDevice
)

// typeWords maps the words of the signature notation to types.
var typeWords = map[string]types.Type{
	"void": types.Typ[types.Void], "bool": types.Typ[types.Bool], "char": types.Typ[types.Char],
	"int": types.Typ[types.Int], "uint": types.Typ[types.UInt], "long": types.Typ[types.Long],
	"ulong": types.Typ[types.ULong], "ll": types.Typ[types.LongLong], "ull": types.Typ[types.ULongLong],
	"short": types.Typ[types.Short], "ushort": types.Typ[types.UShort],
	"schar": types.Typ[types.SChar], "uchar": types.Typ[types.UChar],
	"float": types.Typ[types.Float], "double": types.Typ[types.Double], "size_t": types.SizeT,
	"err": CudaError, "kind": MemcpyKind, "stream": Stream, "event": Event, "prop": DeviceProp,
	"FILE": FILEStruct, "anypp": AnyPtrPtr, "symbol": Symbol, "kernel": Kernel,
	"funcattr": FuncAttributes, "clock_t": types.Typ[types.Long], "time_t": types.Typ[types.Long],
	"dim3": types.Dim3, "thread_block": ThreadBlock, "cluster_group": ClusterGroup, "grid_group": GridGroup,
	"thread_group": ThreadGroup, "thread_block_tile": ThreadBlockTile, "coalesced_group": CoalescedGroup,
}

// parseType reads a type of the notation: [const ]word[*...].
func parseType(s string) types.Type {
	s = strings.TrimSpace(s)
	q := types.Qual(0)
	if strings.HasPrefix(s, "const ") {
		q = types.Const
		s = strings.TrimSpace(s[6:])
	}
	stars := 0
	for strings.HasSuffix(s, "*") {
		stars++
		s = strings.TrimSpace(s[:len(s)-1])
	}
	t, ok := typeWords[s]
	if !ok {
		t = types.Vector(s)
		if t == nil {
			panic("builtins: unknown type word " + s) // a bug in the table, caught by tests
		}
	}
	if stars == 0 {
		return t
	}
	if s == "anypp" {
		return t
	}
	for i := 0; i < stars; i++ {
		elemQ := types.Qual(0)
		if i == 0 {
			elemQ = q
		}
		t = types.NewPointer(t, elemQ)
	}
	return t
}

// parseSig reads "ret(a, b, c=0, ...)".
func parseSig(s string) *Sig {
	open := strings.IndexByte(s, '(')
	ret := parseType(s[:open])
	inner := strings.TrimSuffix(s[open+1:], ")")
	f := &types.Func{Result: ret}
	sig := &Sig{Type: f}
	if strings.TrimSpace(inner) != "" {
		for _, a := range strings.Split(inner, ",") {
			a = strings.TrimSpace(a)
			if a == "..." {
				f.Variadic = true
				continue
			}
			if eq := strings.IndexByte(a, '='); eq >= 0 {
				v, err := strconv.ParseInt(strings.TrimSpace(a[eq+1:]), 0, 64)
				if err != nil {
					panic("builtins: bad default in " + s)
				}
				sig.Defaults = append(sig.Defaults, v)
				a = a[:eq]
			} else {
				sig.MinArgs++
			}
			f.Params = append(f.Params, types.Param{Type: parseType(a)})
		}
	}
	return sig
}

// def adds a function with one or more signatures in the notation.
func def(exec ast.Exec, name string, sigs ...string) {
	f := funcs[name]
	if f == nil {
		f = &Func{Name: name, Exec: exec}
		funcs[name] = f
	}
	for _, s := range sigs {
		f.Sigs = append(f.Sigs, parseSig(s))
	}
}

// shflTypes are the value types of the shuffles, the group reductions and
// libcu++'s atomics: the integers first, then the floats.
var shflTypes = []string{"int", "uint", "long", "ulong", "ll", "ull", "float", "double"}

// each expands "T" in a signature for every type word given.
// cacheHintTypes are the types sm_32_intrinsics.h gives __ldg, the other
// cache-hinted loads and the cache-hinted stores.
var cacheHintTypes = []string{"int", "uint", "long", "ulong", "ll", "ull", "float", "double", "char", "schar", "uchar",
	"short", "ushort", "char2", "char4", "uchar2", "uchar4", "short2", "short4", "ushort2", "ushort4",
	"int2", "int4", "uint2", "uint4", "longlong2", "ulonglong2", "float2", "float4", "double2"}

// textureTypes are the types a texture fetch returns (texture_indirect_functions.h).
var textureTypes = []string{"char", "schar", "uchar", "short", "ushort", "int", "uint", "float",
	"char1", "uchar1", "short1", "ushort1", "int1", "uint1", "float1",
	"char2", "char4", "uchar2", "uchar4", "short2", "short4", "ushort2", "ushort4",
	"int2", "int4", "uint2", "uint4", "float2", "float4"}

func each(tys []string, sig string) []string {
	out := make([]string, len(tys))
	for i, t := range tys {
		out[i] = strings.ReplaceAll(sig, "T", t)
	}
	return out
}

func init() {
	i := types.Typ[types.Int]
	vars["threadIdx"] = &Var{"threadIdx", types.Uint3, device}
	vars["blockIdx"] = &Var{"blockIdx", types.Uint3, device}
	vars["blockDim"] = &Var{"blockDim", types.Dim3, device}
	vars["gridDim"] = &Var{"gridDim", types.Dim3, device}
	vars["warpSize"] = &Var{"warpSize", i, device}
	vars["stdout"] = &Var{"stdout", types.NewPointer(FILEStruct, 0), host}
	vars["stderr"] = &Var{"stderr", types.NewPointer(FILEStruct, 0), host}

	// CUDA 13.0's layout, the cluster fields and the reserved words too
	for _, f := range cudart.FuncAttributesFields {
		var t types.Type = i
		switch f.CType {
		case "size_t":
			t = types.SizeT
		case "int[16]":
			t = &types.Array{Elem: i, Len: 16}
		}
		FuncAttributes.Fields = append(FuncAttributes.Fields, &types.Field{Name: f.Name, Type: t})
	}
	FuncAttributes.Layout(0)
	typeNames["cudaFuncAttributes"] = FuncAttributes

	// The enumerators of the CUDA headers, error codes included, with the
	// values sim/cudart mirrors from CUDA 13.0.
	for n, v := range cudart.Enumerators() {
		var t types.Type = i
		switch {
		case n == "cudaSuccess" || strings.HasPrefix(n, "cudaError"):
			t = CudaError
		case strings.HasPrefix(n, "cudaMemcpy"):
			t = MemcpyKind
		}
		consts[n] = &Const{n, t, int64(v)}
	}
	for n, v := range map[string]int64{
		"cudaFuncAttributeMaxDynamicSharedMemorySize": 8, "cudaFuncAttributePreferredSharedMemoryCarveout": 9,
		"cudaSharedmemCarveoutDefault": -1, "cudaSharedmemCarveoutMaxShared": 100, "cudaSharedmemCarveoutMaxL1": 0,
		"cudaFuncCachePreferNone": 0, "cudaFuncCachePreferShared": 1, "cudaFuncCachePreferL1": 2,
		"cudaFuncCachePreferEqual": 3, "cudaMemAttachGlobal": 1, "cudaMemAttachHost": 2,
		"cudaOccupancyDefault": 0, "cudaOccupancyDisableCachingOverride": 1,
		"cudaHostAllocDefault": 0, "cudaStreamDefault": 0, "cudaStreamNonBlocking": 1, "cudaEventDefault": 0,
	} {
		if consts[n] == nil {
			consts[n] = &Const{n, i, v}
		}
	}

	// enum cudaDeviceAttr, every enumerator of CUDA 13.0.
	attrNames, attrValues := cudart.DeviceAttributeNames()
	for k, n := range attrNames {
		if consts[n] == nil {
			consts[n] = &Const{n, i, int64(attrValues[k])}
		}
	}

	// CUDA runtime API (host).
	def(host, "cudaMalloc", "err(anypp, size_t)")
	def(host, "cudaMallocManaged", "err(anypp, size_t, uint=1)")
	def(host, "cudaMallocHost", "err(anypp, size_t)")
	def(host, "cudaFree", "err(void*)")
	def(host, "cudaFreeHost", "err(void*)")
	def(host, "cudaMemcpy", "err(void*, const void*, size_t, kind)")
	def(host, "cudaMemcpyAsync", "err(void*, const void*, size_t, kind, stream=0)")
	def(host, "cudaMemcpyPeer", "err(void*, int, const void*, int, size_t)")
	def(host, "cudaMemcpyPeerAsync", "err(void*, int, const void*, int, size_t, stream=0)")
	def(host, "cudaMemset", "err(void*, int, size_t)")
	def(host, "cudaMemsetAsync", "err(void*, int, size_t, stream=0)")
	def(host, "cudaMemcpyToSymbol", "err(symbol, const void*, size_t, size_t=0, kind=1)")
	def(host, "cudaMemcpyFromSymbol", "err(void*, symbol, size_t, size_t=0, kind=2)")
	def(host, "cudaDeviceSynchronize", "err()")
	def(host, "cudaDeviceReset", "err()")
	def(host, "cudaGetLastError", "err()")
	def(host, "cudaPeekAtLastError", "err()")
	def(host, "cudaGetErrorString", "const char*(err)")
	def(host, "cudaGetErrorName", "const char*(err)")
	def(host, "cudaGetDeviceProperties", "err(prop*, int)")
	def(host, "cudaGetDeviceCount", "err(int*)")
	def(host, "cudaGetDevice", "err(int*)")
	def(host, "cudaSetDevice", "err(int)")
	def(host, "cudaDeviceGetAttribute", "err(int*, int, int)")
	def(host, "cudaOccupancyMaxActiveBlocksPerMultiprocessor", "err(int*, kernel, int, size_t)")
	def(host, "cudaOccupancyMaxPotentialBlockSize", "err(int*, int*, kernel, size_t=0, int=0)")
	// The flags (cudaOccupancyDisableCachingOverride) change nothing on sm_90.
	def(host, "cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", "err(int*, kernel, int, size_t, uint)")
	def(host, "cudaOccupancyMaxPotentialBlockSizeWithFlags", "err(int*, int*, kernel, size_t=0, int=0, uint=0)")
	def(host, "cudaOccupancyAvailableDynamicSMemPerBlock", "err(size_t*, kernel, int, int)")
	// <type_traits> and numeric_limits of a template's parameter
	// (parser/traits.go), answered by the checker from the types
	def(both, "__simtlab_trait", "bool(const char*, const void*, const void*=0)")
	def(both, "__simtlab_limit", "int(const char*, const void*)")
	def(both, "__simtlab_type", "int(const char*, const void*)") // its type is the answer
	def(both, "__simtlab_select", "int(bool, const void*, const void*)")
	def(both, "__simtlab_enable_if", "int(bool, const void*)")
	def(both, "__simtlab_tag", "int(bool)") // its value is true_type() or false_type()
	// __PRETTY_FUNCTION__ of a __host__ __device__ function: the host's
	// spelling or the device's, by the side that runs it (check/prettyfunction.go)
	def(both, "__simtlab_side_string", "const char *(const char *, const char *)")
	def(host, "cudaFuncGetAttributes", "err(funcattr*, kernel)")
	def(host, "cudaFuncSetAttribute", "err(kernel, int, int)")
	def(host, "cudaFuncSetCacheConfig", "err(kernel, int)")
	def(host, "cudaStreamCreate", "err(stream*)")
	def(host, "cudaStreamDestroy", "err(stream)")
	def(host, "cudaStreamSynchronize", "err(stream)")
	def(host, "cudaEventCreate", "err(event*)")
	def(host, "cudaEventDestroy", "err(event)")
	def(host, "cudaEventRecord", "err(event, stream=0)")
	def(host, "cudaEventSynchronize", "err(event)")
	def(host, "cudaEventElapsedTime", "err(float*, event, event)")
	def(host, "cudaEventCreateWithFlags", "err(event*, uint)")
	def(host, "cudaEventQuery", "err(event)")
	def(host, "cudaStreamQuery", "err(stream)")
	def(host, "cudaHostAlloc", "err(anypp, size_t, uint)")
	def(host, "cudaGetSymbolAddress", "err(anypp, symbol)")
	def(host, "cudaGetSymbolSize", "err(size_t*, symbol)")
	def(host, "cudaMemcpyToSymbolAsync", "err(symbol, const void*, size_t, size_t=0, kind=1, stream=0)")
	def(host, "cudaMemcpyFromSymbolAsync", "err(void*, symbol, size_t, size_t=0, kind=2, stream=0)")
	def(host, "cudaThreadSynchronize", "err()")

	// Device built-in functions.
	def(device, "__syncthreads", "void()")
	def(device, "__syncthreads_count", "int(int)")
	def(device, "__syncthreads_and", "int(int)")
	def(device, "__syncthreads_or", "int(int)")
	def(device, "__syncwarp", "void(uint=0xffffffff)")
	def(device, "__threadfence", "void()")
	def(device, "__threadfence_block", "void()")
	def(device, "__threadfence_system", "void()")
	def(device, "__activemask", "uint()")
	def(device, "__ballot_sync", "uint(uint, int)")
	def(device, "__any_sync", "int(uint, int)")
	def(device, "__all_sync", "int(uint, int)")
	def(device, "__uni_sync", "int(uint, int)")
	def(device, "__match_any_sync", each([]string{"uint", "int", "ulong", "long", "ull", "ll", "float", "double"}, "uint(uint, T)")...)
	shfl := shflTypes
	def(device, "__shfl_sync", each(shfl, "T(uint, T, int, int=32)")...)
	def(device, "__shfl_up_sync", each(shfl, "T(uint, T, uint, int=32)")...)
	def(device, "__shfl_down_sync", each(shfl, "T(uint, T, uint, int=32)")...)
	def(device, "__shfl_xor_sync", each(shfl, "T(uint, T, int, int=32)")...)
	def(device, "__reduce_add_sync", "int(uint, int)", "uint(uint, uint)")
	def(device, "__reduce_min_sync", "int(uint, int)", "uint(uint, uint)")
	def(device, "__reduce_max_sync", "int(uint, int)", "uint(uint, uint)")
	def(device, "__reduce_and_sync", "uint(uint, uint)")
	def(device, "__reduce_or_sync", "uint(uint, uint)")
	def(device, "__reduce_xor_sync", "uint(uint, uint)")
	def(device, "__match_all_sync", each([]string{"uint", "int", "ulong", "long", "ull", "ll", "float", "double"}, "uint(uint, T, int*)")...)
	def(device, "__popc", "int(uint)")
	def(device, "__popcll", "int(ull)")
	def(device, "__clz", "int(int)")
	def(device, "__clzll", "int(ll)")
	def(device, "__ffs", "int(int)")
	def(device, "__ffsll", "int(ll)")
	// Inline PTX (see parser/asm.go): the template, the constraints and
	// the operands read; then each output's value by operand number.
	def(device, "__ptx_asm", "void(const char*, const char*, ...)")
	def(device, "__ptx_out_h", "ushort(int)")
	def(device, "__ptx_out_r", "uint(int)")
	def(device, "__ptx_out_l", "ull(int)")
	def(device, "__ptx_out_f", "float(int)")
	def(device, "__ptx_out_d", "double(int)")
	// The SIMD intrinsics: two 16-bit or four 8-bit elements in a uint
	// (engine/simdvideo.go).
	for _, n := range []string{"2", "4"} {
		for _, f := range []string{"abs", "absss", "neg", "negss"} {
			def(device, "__v"+f+n, "uint(uint)")
		}
		for _, f := range []string{"absdiffs", "absdiffu", "add", "addss", "addus", "avgs", "avgu", "haddu",
			"maxs", "maxu", "mins", "minu", "sads", "sadu", "sub", "subss", "subus",
			"cmpeq", "cmpges", "cmpgeu", "cmpgts", "cmpgtu", "cmples", "cmpleu", "cmplts", "cmpltu", "cmpne",
			"seteq", "setges", "setgeu", "setgts", "setgtu", "setles", "setleu", "setlts", "setltu", "setne"} {
			def(device, "__v"+f+n, "uint(uint, uint)")
		}
	}
	// The DPX intrinsics (engine/dpx.go): 32-bit values, or two 16-bit
	// halves in a uint.
	for _, e := range []struct{ elem, t string }{{"s32", "int"}, {"u32", "uint"}, {"s16x2", "uint"}, {"u16x2", "uint"}} {
		two := e.t + "(" + e.t + ", " + e.t + ")"
		three := e.t + "(" + e.t + ", " + e.t + ", " + e.t + ")"
		for _, op := range []string{"max3", "min3", "addmax", "addmin"} {
			def(device, "__vi"+op+"_"+e.elem, three)
		}
		pred := e.t + "(" + e.t + ", " + e.t + ", bool*)"
		if strings.HasSuffix(e.elem, "x2") {
			pred = e.t + "(" + e.t + ", " + e.t + ", bool*, bool*)"
		}
		def(device, "__vibmax_"+e.elem, pred)
		def(device, "__vibmin_"+e.elem, pred)
		if e.elem[0] == 's' { // the ReLU forms are signed only
			for _, op := range []string{"max", "min"} {
				def(device, "__vi"+op+"_"+e.elem+"_relu", two)
			}
			for _, op := range []string{"max3", "min3", "addmax", "addmin"} {
				def(device, "__vi"+op+"_"+e.elem+"_relu", three)
			}
		}
	}
	// Addresses between the generic and the state spaces, and tests.
	def(device, "__cvta_generic_to_shared", "size_t(const void*)")
	def(device, "__cvta_shared_to_generic", "void*(size_t)")
	def(device, "__cvta_generic_to_global", "size_t(const void*)")
	def(device, "__cvta_global_to_generic", "void*(size_t)")
	for _, f := range []string{"__isShared", "__isGlobal", "__isConstant", "__isLocal"} {
		def(device, f, "uint(const void*)")
	}
	def(device, "__brev", "uint(uint)")
	def(device, "__brevll", "ull(ull)")
	def(device, "__mul24", "int(int, int)")
	def(device, "__umul24", "uint(uint, uint)")
	def(device, "__mulhi", "int(int, int)")
	def(device, "__umulhi", "uint(uint, uint)")
	def(device, "__mul64hi", "ll(ll, ll)")
	def(device, "__umul64hi", "ull(ull, ull)")
	def(device, "__sad", "uint(int, int, uint)")
	def(device, "__usad", "uint(uint, uint, uint)")
	def(device, "__byte_perm", "uint(uint, uint, uint)")
	def(device, "__funnelshift_l", "uint(uint, uint, uint)")
	def(device, "__funnelshift_r", "uint(uint, uint, uint)")
	def(device, "__funnelshift_lc", "uint(uint, uint, uint)")
	def(device, "__funnelshift_rc", "uint(uint, uint, uint)")
	def(device, "__dp4a", "int(int, int, int)", "uint(uint, uint, uint)")
	def(device, "__dp2a_lo", "int(int, int, int)", "uint(uint, uint, uint)")
	def(device, "__dp2a_hi", "int(int, int, int)", "uint(uint, uint, uint)")
	// cuda_fp16.h adds the __half overload, which host code may call too
	def(both, "__hadd", "int(int, int)")
	def(device, "__rhadd", "int(int, int)")
	def(device, "__uhadd", "uint(uint, uint)")
	def(device, "__urhadd", "uint(uint, uint)")
	def(device, "__double2hiint", "int(double)")
	def(device, "__double2loint", "int(double)")
	def(device, "__hiloint2double", "double(int, int)")
	def(both, "clock", "long()")
	def(device, "clock64", "ll()")
	def(device, "__nanosleep", "void(uint)")
	def(device, "__trap", "void()")
	def(device, "__ldg", each(cacheHintTypes, "T(const T*)")...)

	// Atomics, with the types CUDA provides.
	def(device, "atomicAdd", "int(int*, int)", "uint(uint*, uint)", "ull(ull*, ull)", "float(float*, float)", "double(double*, double)")
	def(device, "atomicSub", "int(int*, int)", "uint(uint*, uint)")
	def(device, "atomicExch", "int(int*, int)", "uint(uint*, uint)", "ull(ull*, ull)", "float(float*, float)")
	def(device, "atomicMin", "int(int*, int)", "uint(uint*, uint)", "ll(ll*, ll)", "ull(ull*, ull)")
	def(device, "atomicMax", "int(int*, int)", "uint(uint*, uint)", "ll(ll*, ll)", "ull(ull*, ull)")
	def(device, "atomicInc", "uint(uint*, uint)")
	def(device, "atomicDec", "uint(uint*, uint)")
	def(device, "atomicCAS", "int(int*, int, int)", "uint(uint*, uint, uint)", "ull(ull*, ull, ull)", "ushort(ushort*, ushort, ushort)")
	// libcu++'s atomics (parser/cudaatomic.go), on both sides: the lab's host
	// runs one thread.
	for _, op := range []string{"add", "sub", "min", "max", "exch"} {
		def(both, "__cuda_atomic_"+op, each(shflTypes, "T(T*, T)")...)
	}
	for _, op := range []string{"and", "or", "xor"} {
		def(both, "__cuda_atomic_"+op, each(shflTypes[:6], "T(T*, T)")...) // the integers
	}
	def(both, "__cuda_atomic_cas", each(shflTypes, "T(T*, T, T)")...)
	def(both, "__cuda_atomic_same", each(shflTypes, "bool(T, T)")...)
	def(device, "atomicAnd", "int(int*, int)", "uint(uint*, uint)", "ull(ull*, ull)")
	def(device, "atomicOr", "int(int*, int)", "uint(uint*, uint)", "ull(ull*, ull)")
	def(device, "atomicXor", "int(int*, int)", "uint(uint*, uint)", "ull(ull*, ull)")
	for _, a := range []string{"atomicAdd", "atomicSub", "atomicExch", "atomicMin", "atomicMax", "atomicInc", "atomicDec", "atomicCAS", "atomicAnd", "atomicOr", "atomicXor"} {
		for _, suffix := range []string{"_block", "_system"} {
			funcs[a+suffix] = &Func{Name: a + suffix, Exec: device, Sigs: funcs[a].Sigs}
		}
	}

	// Math: float functions, double functions with float overloads (as
	// CUDA's math_functions.hpp and <cmath> provide), device intrinsics.
	unaryF := []string{"sqrt", "cbrt", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p",
		"sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
		"fabs", "floor", "ceil", "round", "trunc", "rint", "nearbyint", "erf", "erfc", "lgamma", "tgamma",
		"sinpi", "cospi", "logb", "erfinv", "erfcinv", "j0", "j1", "y0", "y1", "normcdf", "normcdfinv"}
	for _, n := range unaryF {
		def(both, n+"f", "float(float)")
		def(both, n, "double(double)", "float(float)")
	}
	def(device, "rsqrtf", "float(float)")
	def(device, "rsqrt", "double(double)", "float(float)")
	def(device, "rcbrtf", "float(float)")
	def(device, "rcbrt", "double(double)")
	binaryF := []string{"pow", "atan2", "fmin", "fmax", "fmod", "hypot", "copysign", "remainder", "fdim", "nextafter"}
	for _, n := range binaryF {
		def(both, n+"f", "float(float, float)")
		def(both, n, "double(double, double)", "float(float, float)")
	}
	// No powi or powif: libdevice has them (__nv_powi), CUDA's headers
	// do not (measured: nvcc 13 says "identifier "powif" is undefined").
	def(both, "fmaf", "float(float, float, float)")
	def(both, "fma", "double(double, double, double)", "float(float, float, float)")
	def(both, "ldexpf", "float(float, int)")
	def(both, "ldexp", "double(double, int)", "float(float, int)")
	def(both, "frexpf", "float(float, int*)")
	def(both, "frexp", "double(double, int*)", "float(float, int*)")
	def(device, "rhypotf", "float(float, float)")
	def(device, "rhypot", "double(double, double)")
	def(device, "norm3df", "float(float, float, float)")
	def(device, "norm3d", "double(double, double, double)")
	def(device, "rnorm3df", "float(float, float, float)")
	def(device, "rnorm3d", "double(double, double, double)")
	def(device, "norm4df", "float(float, float, float, float)")
	def(device, "norm4d", "double(double, double, double, double)")
	def(device, "rnorm4df", "float(float, float, float, float)")
	def(device, "rnorm4d", "double(double, double, double, double)")
	def(device, "fdividef", "float(float, float)")
	def(device, "erfcxf", "float(float)")
	def(device, "cyl_bessel_i0f", "float(float)")
	def(device, "cyl_bessel_i1f", "float(float)")
	def(device, "cyl_bessel_i0", "double(double)")
	def(device, "cyl_bessel_i1", "double(double)")
	def(device, "erfcx", "double(double)")
	def(both, "jnf", "float(int, float)")
	def(both, "jn", "double(int, double)")
	def(both, "ynf", "float(int, float)")
	def(both, "yn", "double(int, double)")
	def(both, "remquof", "float(float, float, int*)")
	def(both, "remquo", "double(double, double, int*)", "float(float, float, int*)")
	def(both, "scalbnf", "float(float, int)")
	def(both, "scalbn", "double(double, int)", "float(float, int)")
	def(both, "scalblnf", "float(float, long)")
	def(both, "scalbln", "double(double, long)", "float(float, long)")
	def(both, "modff", "float(float, float*)")
	def(both, "modf", "double(double, double*)", "float(float, float*)")
	def(both, "sincosf", "void(float, float*, float*)")
	def(both, "sincos", "void(double, double*, double*)")
	def(both, "sincospif", "void(float, float*, float*)")
	def(both, "sincospi", "void(double, double*, double*)")
	def(both, "lrintf", "long(float)")
	def(both, "lrint", "long(double)")
	def(both, "llrintf", "ll(float)")
	def(both, "llrint", "ll(double)")
	def(both, "lroundf", "long(float)")
	def(both, "lround", "long(double)")
	def(both, "llroundf", "ll(float)")
	def(both, "llround", "ll(double)")
	def(both, "ilogbf", "int(float)")
	def(both, "ilogb", "int(double)")
	def(both, "isnan", "bool(double)", "bool(float)")
	def(both, "isinf", "bool(double)", "bool(float)")
	def(both, "isfinite", "bool(double)", "bool(float)")
	def(both, "signbit", "bool(double)", "bool(float)")
	def(host, "isnormal", "bool(double)", "bool(float)") // constexpr host functions of <cmath>: nvcc refuses them in device code
	def(host, "fpclassify", "int(double)", "int(float)")
	def(both, "__isnanf", "int(float)")
	def(both, "__isinff", "int(float)")
	def(both, "__finitef", "int(float)")
	def(both, "__builtin_inff", "float()")
	def(both, "__builtin_inf", "double()")
	def(both, "__builtin_nanf", "float(const char*)")
	def(both, "__builtin_nan", "double(const char*)")
	def(both, "nanf", "float(const char*)")
	def(both, "nan", "double(const char*)")
	def(both, "abs", "int(int)", "long(long)", "ll(ll)", "double(double)", "float(float)")
	def(both, "labs", "long(long)")
	def(both, "llabs", "ll(ll)")
	def(both, "min", "int(int, int)", "uint(uint, uint)", "long(long, long)", "ulong(ulong, ulong)",
		"ll(ll, ll)", "ull(ull, ull)", "float(float, float)", "double(double, double)")
	def(both, "max", "int(int, int)", "uint(uint, uint)", "long(long, long)", "ulong(ulong, ulong)",
		"ll(ll, ll)", "ull(ull, ull)", "float(float, float)", "double(double, double)")
	def(both, "umin", "uint(uint, uint)")
	def(both, "umax", "uint(uint, uint)")
	def(both, "llmin", "ll(ll, ll)")
	def(both, "llmax", "ll(ll, ll)")
	for _, n := range []string{"__expf", "__logf", "__log2f", "__log10f", "__sinf", "__cosf", "__tanf", "__exp10f", "__saturatef", "__frcp_rn", "__fsqrt_rn", "__frsqrt_rn"} {
		def(device, n, "float(float)")
	}
	for _, n := range []string{"__powf", "__fdividef", "__fadd_rn", "__fadd_rz", "__fadd_ru", "__fadd_rd", "__fsub_rn",
		"__fmul_rn", "__fmul_rz", "__fmul_ru", "__fmul_rd", "__fdiv_rn"} {
		def(device, n, "float(float, float)")
	}
	// __fdividef(x, y) as nvcc computes it, x' * rcp(y'), where x' and y'
	// are x and y scaled by 2^24 when y is subnormal (check/fastmath.go
	// writes the call so, that the product fuses as nvcc's does).
	def(device, "__simtlab_div_approx_num", "float(float, float)")
	def(device, "__simtlab_rcp_approx", "float(float)")
	def(device, "__sincosf", "void(float, float*, float*)")
	def(device, "__fmaf_rn", "float(float, float, float)")
	def(device, "__fma_rn", "double(double, double, double)")
	def(device, "__dadd_rn", "double(double, double)")
	def(device, "__dmul_rn", "double(double, double)")
	def(device, "__float2int_rn", "int(float)")
	def(device, "__float2int_rz", "int(float)")
	def(device, "__float2int_rd", "int(float)")
	def(device, "__float2int_ru", "int(float)")
	def(device, "__float2uint_rn", "uint(float)")
	def(device, "__float2ll_rn", "ll(float)")
	def(device, "__int2float_rn", "float(int)")
	def(device, "__uint2float_rn", "float(uint)")
	def(device, "__double2float_rn", "float(double)")
	def(device, "__double2int_rn", "int(double)")
	def(device, "__int_as_float", "float(int)")
	def(device, "__float_as_int", "int(float)")
	def(device, "__uint_as_float", "float(uint)")
	def(device, "__float_as_uint", "uint(float)")
	def(device, "__longlong_as_double", "double(ll)")
	def(device, "__double_as_longlong", "ll(double)")

	// Cooperative groups: the groups, cg::sync(g), and member functions.
	def(device, "this_thread_block", "thread_block()")
	def(device, "this_cluster", "cluster_group()")
	def(device, "this_grid", "grid_group()")
	def(device, "sync", "void(thread_block)", "void(cluster_group)", "void(grid_group)", "void(thread_block_tile)",
		"void(coalesced_group)", "void(thread_group)")
	for _, g := range []string{"thread_block", "cluster_group", "grid_group"} {
		def(device, g+".sync", "void("+g+")")
	}
	// Tiles (see parser/cgtiles.go): tiled_partition<N>(g) is
	// __tiled_partition(g, N); cg::reduce(g, v, cg::plus<T>()) is
	// __cg_reduce(g, v, 0) (1 less, 2 greater, 3 bit_and, 4 bit_or, 5 bit_xor),
	// cg::inclusive_scan and cg::exclusive_scan are __cg_inclusive_scan and
	// __cg_exclusive_scan, their operation cg::plus when it is left out.
	def(device, "__tiled_partition", "thread_block_tile(thread_block, uint)", "thread_block_tile(thread_block_tile, uint)")
	def(device, "tiled_partition", "thread_group(thread_block, uint)", "thread_group(thread_group, uint)",
		"thread_group(thread_block_tile, uint)", "coalesced_group(coalesced_group, uint)")
	for _, m := range []string{"size", "num_threads", "thread_rank", "meta_group_rank", "meta_group_size"} {
		def(device, "thread_block_tile."+m, "uint(thread_block_tile)")
		def(device, "coalesced_group."+m, "uint(coalesced_group)")
	}
	for _, g := range []string{"thread_block_tile", "coalesced_group"} {
		def(device, g+".sync", "void("+g+")")
		def(device, g+".shfl", each(shflTypes, "T("+g+", T, int)")...)
		def(device, g+".shfl_down", each(shflTypes, "T("+g+", T, uint)")...)
		def(device, g+".shfl_up", each(shflTypes, "T("+g+", T, uint)")...)
		def(device, g+".ballot", "uint("+g+", int)")
		def(device, g+".any", "int("+g+", int)")
		def(device, g+".all", "int("+g+", int)")
		// match_all(v, int &pred) is called with &pred (check's methodCall)
		def(device, g+".match_any", each(shflTypes, "uint("+g+", T)")...)
		def(device, g+".match_all", each(shflTypes, "uint("+g+", T, int*)")...)
		def(device, "__cg_reduce", each(shflTypes, "T("+g+", T, int)")...)
		def(device, "__cg_inclusive_scan", append(each(shflTypes, "T("+g+", T)"), each(shflTypes, "T("+g+", T, int)")...)...)
		def(device, "__cg_exclusive_scan", append(each(shflTypes, "T("+g+", T)"), each(shflTypes, "T("+g+", T, int)")...)...)
		def(device, "binary_partition", "coalesced_group("+g+", bool)")
		def(device, "labeled_partition", each(append([]string{"bool"}, shflTypes[:6]...), "coalesced_group("+g+", T)")...)
	}
	def(device, "thread_block_tile.shfl_xor", each(shflTypes, "T(thread_block_tile, T, int)")...)
	def(device, "coalesced_threads", "coalesced_group()")
	def(device, "this_thread", "thread_block_tile()") // a tile of one thread
	// cg::thread_rank(g) is g.thread_rank() and cg::group_size(g)
	// g.num_threads(), which a thread_group lacks (CUDA 13 never defines
	// it: nvcc's link fails).
	def(device, "thread_rank", "uint(thread_block)", "uint(thread_block_tile)", "uint(coalesced_group)",
		"ull(thread_group)", "ull(grid_group)", "uint(cluster_group)")
	def(device, "group_size", "uint(thread_block)", "uint(thread_block_tile)", "uint(coalesced_group)",
		"ull(grid_group)", "uint(cluster_group)")
	// The generic thread_group: what every group converts to (check's
	// assignConv writes the conversion as __cg_group(g)).
	// (CUDA 13 declares thread_group::num_threads() but never defines it;
	// check's methodCall says so.)
	def(device, "thread_group.size", "ull(thread_group)")
	def(device, "thread_group.thread_rank", "ull(thread_group)")
	def(device, "thread_group.sync", "void(thread_group)")
	def(device, "thread_group.get_type", "uint(thread_group)")
	def(device, "__cg_group", "thread_group(thread_block)", "thread_group(thread_block_tile)",
		"thread_group(coalesced_group)", "thread_group(grid_group)", "thread_group(cluster_group)")
	def(device, "__fns", "uint(uint, uint, int)")
	def(device, "thread_block.thread_rank", "uint(thread_block)")
	def(device, "thread_block.size", "uint(thread_block)")
	def(device, "thread_block.num_threads", "uint(thread_block)")
	def(device, "thread_block.group_index", "dim3(thread_block)")
	def(device, "thread_block.thread_index", "dim3(thread_block)")
	def(device, "thread_block.group_dim", "dim3(thread_block)")
	def(device, "thread_block.dim_threads", "dim3(thread_block)")
	def(device, "cluster_group.thread_rank", "uint(cluster_group)")
	def(device, "cluster_group.block_rank", "uint(cluster_group)")
	def(device, "cluster_group.num_blocks", "uint(cluster_group)")
	def(device, "cluster_group.num_threads", "uint(cluster_group)")
	def(device, "cluster_group.size", "uint(cluster_group)")
	def(device, "cluster_group.block_index", "dim3(cluster_group)")
	def(device, "cluster_group.dim_blocks", "dim3(cluster_group)")
	// map_shared_rank(T *addr, rank) returns a T *: the checker gives the
	// call the type of its pointer argument.
	def(device, "cluster_group.map_shared_rank", "void*(cluster_group, void*, uint)")
	def(device, "grid_group.thread_rank", "ull(grid_group)")
	def(device, "grid_group.size", "ull(grid_group)")
	def(device, "grid_group.num_threads", "ull(grid_group)")
	def(device, "grid_group.block_rank", "ull(grid_group)")
	def(device, "grid_group.num_blocks", "ull(grid_group)")
	def(device, "grid_group.is_valid", "bool(grid_group)")
	def(device, "grid_group.dim_blocks", "dim3(grid_group)")
	def(device, "grid_group.block_index", "dim3(grid_group)")

	// C library.
	def(both, "printf", "int(const char*, ...)")
	def(host, "fprintf", "int(FILE*, const char*, ...)")
	// the va_list forms: a va_list is the address of 8-byte slots
	// (preprocess/headers/simtlab_stdarg.h)
	def(host, "vprintf", "int(const char*, char*)")
	def(host, "vfprintf", "int(FILE*, const char*, char*)")
	def(host, "vsprintf", "int(char*, const char*, char*)")
	def(host, "vsnprintf", "int(char*, size_t, const char*, char*)")
	def(host, "sprintf", "int(char*, const char*, ...)")
	def(host, "snprintf", "int(char*, size_t, const char*, ...)")
	def(host, "sscanf", "int(const char*, const char*, ...)")
	def(host, "puts", "int(const char*)")
	def(host, "putchar", "int(int)")
	def(host, "fputs", "int(const char*, FILE*)")
	def(host, "fputc", "int(int, FILE*)")
	def(host, "putc", "int(int, FILE*)")
	def(host, "fwrite", "size_t(const void*, size_t, size_t, FILE*)")
	def(host, "fflush", "int(FILE*)")
	def(host, "setvbuf", "int(FILE*, char*, int, size_t)")
	def(host, "setbuf", "void(FILE*, char*)")
	def(both, "malloc", "void*(size_t)")
	def(device, "__nv_aligned_device_malloc", "void*(size_t, size_t)") // the device heap's, aligned to a power of two
	def(host, "__simtlab_vla", "void*(size_t, size_t, int)")           // a host variable-length array's elements: count, size of one, zeroed (check.hostVLA)
	def(host, "__simtlab_vla_size", "size_t(const void*)")             // sizeof of one
	// the vtable a constructor stores: the first (host) or the second
	// (device) argument, by the side that runs it (check/inherit.go)
	def(both, "__vtable_for_side", "void*(void*, void*)")
	def(host, "calloc", "void*(size_t, size_t)")
	def(host, "realloc", "void*(void*, size_t)")
	def(both, "free", "void(void*)")
	def(both, "memset", "void*(void*, int, size_t)")
	def(both, "memcpy", "void*(void*, const void*, size_t)")
	def(host, "memmove", "void*(void*, const void*, size_t)")
	def(host, "memcmp", "int(const void*, const void*, size_t)")
	def(host, "strlen", "size_t(const char*)")
	def(host, "strcmp", "int(const char*, const char*)")
	def(host, "strncmp", "int(const char*, const char*, size_t)")
	def(host, "strcpy", "char*(char*, const char*)")
	def(host, "strncpy", "char*(char*, const char*, size_t)")
	def(host, "strcat", "char*(char*, const char*)")
	def(host, "strchr", "char*(const char*, int)")
	def(host, "strrchr", "char*(const char*, int)")
	def(host, "strstr", "char*(const char*, const char*)")
	def(host, "strncat", "char*(char*, const char*, size_t)")
	def(host, "strspn", "size_t(const char*, const char*)")
	def(host, "strcspn", "size_t(const char*, const char*)")
	for _, n := range []string{"isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower",
		"isprint", "ispunct", "isspace", "isupper", "isxdigit", "tolower", "toupper"} {
		def(host, n, "int(int)")
	}
	def(host, "atoi", "int(const char*)")
	def(host, "atol", "long(const char*)")
	def(host, "atoll", "ll(const char*)")
	def(host, "atof", "double(const char*)")
	def(host, "strtol", "long(const char*, char**, int)")
	def(host, "strtoul", "ulong(const char*, char**, int)")
	def(host, "strtoll", "ll(const char*, char**, int)")
	def(host, "strtoull", "ull(const char*, char**, int)")
	def(host, "strtod", "double(const char*, char**)")
	def(host, "strtof", "float(const char*, char**)")
	def(host, "rand", "int()")
	def(host, "srand", "void(uint)")
	def(host, "exit", "void(int)")
	def(host, "abort", "void()")
	def(host, "time", "long(long*)")
	def(both, "assert", "void(bool)")
	def(both, "__assert_fail", "void(const char*, const char*, uint, const char*)")
}
