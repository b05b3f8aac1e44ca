package builtins

import (
	"simtlab/sim/cuda/types"
	"strings"
)

// Types of the runtime and library surface beyond the basics: cuRAND's
// device generator state, cudaPointerAttributes and cudaMemLocation.
var (
	// CurandPhilox is struct curandStatePhilox4_32_10: 64 bytes.
	CurandPhilox = &types.Struct{Name: "curandStatePhilox4_32_10"}
	// CurandMRG is struct curandStateMRG32k3a: 48 bytes.
	CurandMRG = &types.Struct{Name: "curandStateMRG32k3a"}
	// CurandState is struct curandStateXORWOW (curand_kernel.h), the
	// state behind curandState and curandState_t: 48 bytes.
	CurandState = &types.Struct{Name: "curandStateXORWOW"}
	// PointerAttributes is struct cudaPointerAttributes.
	PointerAttributes = &types.Struct{Name: "cudaPointerAttributes"}
	// MemLocation is struct cudaMemLocation (CUDA 13's cudaMemPrefetchAsync
	// and cudaMemAdvise take one).
	MemLocation = &types.Struct{Name: "cudaMemLocation"}
)

func init() {
	i, u, f := types.Typ[types.Int], types.Typ[types.UInt], types.Typ[types.Float]
	voidp := types.NewPointer(types.Typ[types.Void], 0)
	CurandState.Fields = []*types.Field{
		{Name: "d", Type: u},
		{Name: "v", Type: &types.Array{Elem: u, Len: 5}},
		{Name: "boxmuller_flag", Type: i},
		{Name: "boxmuller_flag_double", Type: i},
		{Name: "boxmuller_extra", Type: f},
		{Name: "boxmuller_extra_double", Type: types.Typ[types.Double]},
	}
	CurandState.Layout(0)
	CurandPhilox.Fields = []*types.Field{
		{Name: "ctr", Type: types.Vector("uint4")},
		{Name: "output", Type: types.Vector("uint4")},
		{Name: "key", Type: types.Vector("uint2")},
		{Name: "STATE", Type: u},
		{Name: "boxmuller_flag", Type: i},
		{Name: "boxmuller_flag_double", Type: i},
		{Name: "boxmuller_extra", Type: f},
		{Name: "boxmuller_extra_double", Type: types.Typ[types.Double]},
	}
	CurandPhilox.Layout(0)
	typeNames["curandStatePhilox4_32_10"] = CurandPhilox
	typeNames["curandStatePhilox4_32_10_t"] = CurandPhilox
	typeWords["philox"] = CurandPhilox
	CurandMRG.Fields = []*types.Field{
		{Name: "s1", Type: &types.Array{Elem: u, Len: 3}},
		{Name: "s2", Type: &types.Array{Elem: u, Len: 3}},
		{Name: "boxmuller_flag", Type: i},
		{Name: "boxmuller_flag_double", Type: i},
		{Name: "boxmuller_extra", Type: f},
		{Name: "boxmuller_extra_double", Type: types.Typ[types.Double]},
	}
	CurandMRG.Layout(0)
	typeNames["curandStateMRG32k3a"] = CurandMRG
	typeNames["curandStateMRG32k3a_t"] = CurandMRG
	typeWords["mrg"] = CurandMRG
	for _, n := range []string{"curandState", "curandState_t", "curandStateXORWOW", "curandStateXORWOW_t"} {
		typeNames[n] = CurandState
	}
	// Enumeration types that programs name in casts and declarations.
	for _, n := range []string{"cudaDeviceAttr", "cudaMemoryType", "cudaMemoryAdvise", "cudaMemLocationType",
		"cudaFuncCache", "cudaFuncAttribute", "cudaLimit"} {
		if typeNames[n] == nil {
			typeNames[n] = &types.Enum{Name: n}
		}
	}
	// The type fields have their enums' types, so that a program may pass
	// attr.type to its own function taking a cudaMemoryType.
	PointerAttributes.Fields = []*types.Field{
		{Name: "type", Type: typeNames["cudaMemoryType"]}, {Name: "device", Type: i},
		{Name: "devicePointer", Type: voidp}, {Name: "hostPointer", Type: voidp},
	}
	PointerAttributes.Layout(0)
	MemLocation.Fields = []*types.Field{{Name: "type", Type: typeNames["cudaMemLocationType"]}, {Name: "id", Type: i}}
	MemLocation.Layout(0)
	typeNames["cudaPointerAttributes"] = PointerAttributes
	typeNames["cudaMemLocation"] = MemLocation
	typeWords["curandState"] = CurandState
	typeWords["ptrattr"] = PointerAttributes
	typeWords["memloc"] = MemLocation

	for n, v := range map[string]int64{
		"cudaMemoryTypeUnregistered": 0, "cudaMemoryTypeHost": 1, "cudaMemoryTypeDevice": 2, "cudaMemoryTypeManaged": 3,
		"cudaHostAllocPortable": 1, "cudaHostAllocMapped": 2, "cudaHostAllocWriteCombined": 4,
		"cudaHostRegisterDefault": 0, "cudaHostRegisterPortable": 1, "cudaHostRegisterMapped": 2,
		"cudaHostRegisterIoMemory": 4, "cudaHostRegisterReadOnly": 8, "cudaMemAdviseSetReadMostly": 1, "cudaMemAdviseUnsetReadMostly": 2,
		"cudaMemAdviseSetPreferredLocation": 3, "cudaMemAdviseUnsetPreferredLocation": 4,
		"cudaMemAdviseSetAccessedBy": 5, "cudaMemAdviseUnsetAccessedBy": 6, "cudaCpuDeviceId": -1,
		"cudaInvalidDeviceId": -2, "cudaMemLocationTypeInvalid": 0, "cudaMemLocationTypeDevice": 1,
		"cudaMemLocationTypeHost": 2, "cudaEventDisableTiming": 2, "cudaEventBlockingSync": 1,
		"cudaDeviceScheduleAuto": 0, "cudaLimitStackSize": 0, "cudaLimitPrintfFifoSize": 1,
		"cudaLimitMallocHeapSize": 2, "cudaLimitDevRuntimeSyncDepth": 3, "cudaLimitDevRuntimePendingLaunchCount": 4,
		"cudaLimitMaxL2FetchGranularity": 5, "cudaLimitPersistingL2CacheSize": 6, "cudaDeviceScheduleBlockingSync": 4, "cudaDeviceMapHost": 8,
	} {
		if consts[n] == nil {
			consts[n] = &Const{n, i, v}
		}
	}

	// An enumerator has its enum's type, as in C++: a program may pass
	// cudaLimitStackSize to its own function taking a cudaLimit.
	for prefix, enum := range map[string]string{
		"cudaDevAttr": "cudaDeviceAttr", "cudaMemoryType": "cudaMemoryType", "cudaMemAdvise": "cudaMemoryAdvise",
		"cudaMemLocationType": "cudaMemLocationType", "cudaFuncCache": "cudaFuncCache",
		"cudaFuncAttribute": "cudaFuncAttribute", "cudaLimit": "cudaLimit",
	} {
		for n, c := range consts {
			if strings.HasPrefix(n, prefix) && c.Type == i {
				c.Type = typeNames[enum]
			}
		}
	}

	// Runtime API beyond the basics.
	def(host, "cudaMemGetInfo", "err(size_t*, size_t*)")
	def(host, "cudaRuntimeGetVersion", "err(int*)")
	def(host, "cudaDriverGetVersion", "err(int*)")
	def(host, "cudaStreamCreateWithFlags", "err(stream*, uint)")
	def(host, "cudaStreamCreateWithPriority", "err(stream*, uint, int)")
	def(host, "cudaDeviceGetStreamPriorityRange", "err(int*, int*)")
	def(host, "cudaStreamGetPriority", "err(stream, int*)")
	def(host, "cudaStreamGetFlags", "err(stream, uint*)")
	def(host, "cudaStreamWaitEvent", "err(stream, event, uint=0)")
	def(host, "cudaMemPrefetchAsync", "err(const void*, size_t, memloc, uint, stream=0)", "err(const void*, size_t, int, stream=0)")
	def(host, "cudaMemAdvise", "err(const void*, size_t, int, memloc)", "err(const void*, size_t, int, int)")
	def(host, "cudaMallocPitch", "err(anypp, size_t*, size_t, size_t)")
	// The texture-object API's C (parser/texture.go) answers through this,
	// so that its errors are the last error and a fault's sticky one wins.
	def(host, "__simtlab_api_result", "err(err)")
	// Texture fetches: the pointer forms tex2D(&v, t, x, y) and, for the
	// template forms tex2D<T>(t, x, y), __simtlab_tex2D((T*)0, t, x, y).
	def(device, "tex1Dfetch", each(textureTypes, "void(T*, ull, int)")...)
	def(device, "tex1D", each(textureTypes, "void(T*, ull, float)")...)
	def(device, "tex2D", each(textureTypes, "void(T*, ull, float, float)")...)
	def(device, "__simtlab_tex1Dfetch", each(textureTypes, "T(T*, ull, int)")...)
	def(device, "__simtlab_tex1D", each(textureTypes, "T(T*, ull, float)")...)
	def(device, "__simtlab_tex2D", each(textureTypes, "T(T*, ull, float, float)")...)
	// Surfaces: x in bytes, the boundary mode last (cudaBoundaryModeTrap).
	def(device, "surf1Dread", each(textureTypes, "void(T*, ull, int, int=2)")...)
	def(device, "surf2Dread", each(textureTypes, "void(T*, ull, int, int, int=2)")...)
	def(device, "__simtlab_surf1Dread", each(textureTypes, "T(T*, ull, int, int=2)")...)
	def(device, "__simtlab_surf2Dread", each(textureTypes, "T(T*, ull, int, int, int=2)")...)
	def(device, "surf1Dwrite", each(textureTypes, "void(T, ull, int, int=2)")...)
	def(device, "surf2Dwrite", each(textureTypes, "void(T, ull, int, int, int=2)")...)
	def(device, "__simtlab_surf1Dwrite", each(textureTypes, "void(T*, T, ull, int, int=2)")...)
	def(device, "__simtlab_surf2Dwrite", each(textureTypes, "void(T*, T, ull, int, int, int=2)")...)
	def(host, "cudaMemcpy2D", "err(void*, size_t, const void*, size_t, size_t, size_t, kind)")
	def(host, "cudaMemcpy2DAsync", "err(void*, size_t, const void*, size_t, size_t, size_t, kind, stream=0)")
	def(host, "cudaMemset2D", "err(void*, size_t, int, size_t, size_t)")
	def(host, "cudaMemset2DAsync", "err(void*, size_t, int, size_t, size_t, stream=0)")
	def(host, "cudaPointerGetAttributes", "err(ptrattr*, const void*)")
	def(host, "cudaHostGetDevicePointer", "err(anypp, void*, uint)")
	def(host, "cudaHostGetFlags", "err(uint*, void*)")
	def(host, "cudaHostRegister", "err(void*, size_t, uint)")
	def(host, "cudaHostUnregister", "err(void*)")
	def(host, "cudaSetDeviceFlags", "err(uint)")
	def(host, "cudaDeviceSetCacheConfig", "err(int)")
	def(host, "cudaProfilerStart", "err()")
	def(host, "cudaProfilerStop", "err()")
	def(host, "cudaDeviceSetLimit", "err(int, size_t)")
	def(host, "cudaDeviceGetLimit", "err(size_t*, int)")
	def(host, "cudaMallocAsync", "err(anypp, size_t, stream)")
	def(host, "cudaFreeAsync", "err(void*, stream)")
	def(host, "cudaDeviceCanAccessPeer", "err(int*, int, int)")
	def(host, "cudaDeviceEnablePeerAccess", "err(int, uint)")
	def(host, "cudaDeviceDisablePeerAccess", "err(int)")
	def(host, "cudaGetDeviceFlags", "err(uint*)")
	def(host, "cudaLaunchKernel", "err(kernel, dim3, dim3, void**, size_t=0, stream=0)", "err(const void*, dim3, dim3, void**, size_t=0, stream=0)")
	// A cooperative launch is a plain one in the lab, where a grid's blocks
	// can always meet at grid.sync() (all of them are simulated).
	def(host, "cudaLaunchCooperativeKernel", "err(kernel, dim3, dim3, void**, size_t=0, stream=0)", "err(const void*, dim3, dim3, void**, size_t=0, stream=0)")

	// IEEE rounding-mode intrinsics (_rn, _rz, _ru, _rd) that the table
	// above does not have yet.
	roundingSigs := map[string]string{
		"__fadd": "float(float, float)", "__fsub": "float(float, float)", "__fmul": "float(float, float)",
		"__fdiv": "float(float, float)", "__fmaf": "float(float, float, float)", "__frcp": "float(float)",
		"__fsqrt": "float(float)", "__dadd": "double(double, double)", "__dsub": "double(double, double)",
		"__dmul": "double(double, double)", "__ddiv": "double(double, double)",
		"__fma": "double(double, double, double)", "__drcp": "double(double)", "__dsqrt": "double(double)",
	}
	for _, from := range []string{"float", "double"} {
		for _, to := range []string{"int", "uint", "ll", "ull"} {
			roundingSigs["__"+from+"2"+to] = to + "(" + from + ")"
		}
	}
	for _, from := range []string{"int", "uint", "ll", "ull"} {
		roundingSigs["__"+from+"2float"] = "float(" + from + ")"
		roundingSigs["__"+from+"2double"] = "double(" + from + ")"
	}
	roundingSigs["__double2float"] = "float(double)"
	for base, sig := range roundingSigs {
		for _, mode := range []string{"_rn", "_rz", "_ru", "_rd"} {
			if funcs[base+mode] == nil {
				def(device, base+mode, sig)
			}
		}
	}

	// Loads and stores with cache hints (sm_32+): the same access as a plain
	// one, for the types __ldg has.
	for _, n := range []string{"__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv"} {
		def(device, n, each(cacheHintTypes, "T(const T*)")...)
	}
	for _, n := range []string{"__stwb", "__stcg", "__stcs", "__stwt"} {
		def(device, n, each(cacheHintTypes, "void(T*, T)")...)
	}

	// cuRAND device API (curand_kernel.h): the XORWOW (curandState),
	// Philox-4x32-10 and MRG32k3a generators.
	for _, st := range []string{"curandState", "philox", "mrg"} {
		def(device, "curand_init", "void(ull, ull, ull, "+st+"*)")
		def(device, "curand", "uint("+st+"*)")
		def(device, "curand_uniform", "float("+st+"*)")
		def(device, "curand_uniform_double", "double("+st+"*)")
		def(device, "curand_normal", "float("+st+"*)")
		def(device, "curand_normal_double", "double("+st+"*)")
		def(device, "curand_normal2", "float2("+st+"*)")
		def(device, "curand_log_normal", "float("+st+"*, float, float)")
		def(device, "curand_log_normal_double", "double("+st+"*, double, double)")
		def(device, "curand_normal2_double", "double2("+st+"*)")
		def(device, "curand_poisson", "uint("+st+"*, double)")
		def(device, "curand_log_normal2", "float2("+st+"*, float, float)")
		def(device, "curand_log_normal2_double", "double2("+st+"*, double, double)")
		def(device, "skipahead", "void(ull, "+st+"*)")
		def(device, "skipahead_sequence", "void(ull, "+st+"*)")
	}
	def(device, "skipahead_subsequence", "void(ull, mrg*)")
	def(device, "curand4", "uint4(philox*)")
	def(device, "curand_uniform4", "float4(philox*)")
	def(device, "curand_normal4", "float4(philox*)")
	def(device, "curand_uniform2_double", "double2(philox*)")
	def(device, "curand_poisson4", "uint4(philox*, double)")
	def(device, "curand_log_normal4", "float4(philox*, float, float)")
	def(device, "curand_log_normal4_double", "double4(philox*, double, double)")
	def(device, "curand_normal4_double", "double4(philox*)")
	def(device, "curand_uniform4_double", "double4(philox*)")
}
