// Package builtins is the table of declarations that CUDA programs use
// without declaring them: the types of the standard and CUDA headers
// (size_t, uint32_t, float4, dim3, cudaError_t, cudaDeviceProp ...), the
// CUDA runtime API, device built-in variables and functions (threadIdx,
// __syncthreads, atomics, warp intrinsics), math functions and the parts of
// libc that lab programs call. Each function says where it may be called
// (host, device or both) and has one or more signatures (overloads).
//
// The engine implements these functions by name; the checker uses the
// table to resolve and type-check calls.
package builtins

import "simtlab/sim/cuda/types"

// Opaque types of the CUDA runtime. They are distinct structs so that
// passing a cudaEvent_t where a cudaStream_t is expected is an error.
var (
	StreamStruct = &types.Struct{Name: "CUstream_st"}
	EventStruct  = &types.Struct{Name: "CUevent_st"}
	// CudaError is cudaError_t (enum cudaError).
	CudaError = &types.Enum{Name: "cudaError"}
	// MemcpyKind is enum cudaMemcpyKind.
	MemcpyKind = &types.Enum{Name: "cudaMemcpyKind"}
	// Stream is cudaStream_t; Event is cudaEvent_t.
	Stream = types.NewPointer(StreamStruct, 0)
	Event  = types.NewPointer(EventStruct, 0)
	// DeviceProp is struct cudaDeviceProp, with the fields lab programs read.
	DeviceProp = &types.Struct{Name: "cudaDeviceProp"}
	// FILE is the opaque FILE of stdio (for stderr/stdout in fprintf).
	FILEStruct = &types.Struct{Name: "FILE"}
)

// Cooperative groups (namespace cooperative_groups). Member functions are
// built-ins named "type.method" whose first parameter is the group (see
// LookupMethod).
var (
	// A block, cluster or grid is a handle whose value the engine ignores:
	// the group is the calling thread's own.
	ThreadBlock  = opaque("thread_block", types.Typ[types.UInt])
	ClusterGroup = opaque("cluster_group", types.Typ[types.UInt])
	GridGroup    = opaque("grid_group", types.Typ[types.UInt])
	// ThreadBlockTile is thread_block_tile<N> (see parser/cgtiles.go): its
	// value is the tile size and its parent tile's.
	ThreadBlockTile = opaque("thread_block_tile", types.Typ[types.UInt])
	// CoalescedGroup is a set of a warp's lanes (coalesced_threads(), the
	// partitions): its value is the lanes' mask and its place among its
	// parent's partitions, per lane.
	CoalescedGroup = opaque("coalesced_group", types.Typ[types.ULongLong])
	// ThreadGroup is the generic group any group converts to: its value
	// says which kind it holds, and holds a coalesced group's value (a
	// tile converts to the coalesced group of its lanes, as in CUDA).
	ThreadGroup = opaque("thread_group", types.Typ[types.ULongLong])
)

func opaque(name string, word types.Type) *types.Struct {
	s := &types.Struct{Name: name, Fields: []*types.Field{{Name: "_", Type: word}}}
	s.Layout(0)
	return s
}

// IsGroup reports whether s is one of the cooperative-group types.
func IsGroup(s *types.Struct) bool {
	switch s {
	case ThreadBlock, ClusterGroup, GridGroup, ThreadBlockTile, CoalescedGroup, ThreadGroup:
		return true
	}
	return false
}

// UUID is cudaUUID_t: struct CUuuid_st { char bytes[16]; }.
var UUID = &types.Struct{Name: "CUuuid_st"}

func init() {
	i := types.Typ[types.Int]
	u := types.Typ[types.UInt]
	sz := types.SizeT
	ch := types.Typ[types.Char]
	arr := func(t types.Type, n int64) types.Type { return &types.Array{Elem: t, Len: n} }
	UUID.Fields = []*types.Field{{Name: "bytes", Type: arr(ch, 16)}}
	UUID.Layout(0)
	uuidT := types.Type(UUID)
	// The fields of CUDA 13.0's struct cudaDeviceProp (driver_types.h), in
	// order; the layout this gives (1008 bytes) matches the one recorded on
	// an H200 (sim/cudart/testdata/cudart_h200.txt), which a test checks.
	fields := []struct {
		name string
		t    types.Type
	}{
		{"name", arr(ch, 256)},
		{"uuid", uuidT},
		{"luid", arr(ch, 8)},
		{"luidDeviceNodeMask", u},
		{"totalGlobalMem", sz},
		{"sharedMemPerBlock", sz},
		{"regsPerBlock", i},
		{"warpSize", i},
		{"memPitch", sz},
		{"maxThreadsPerBlock", i},
		{"maxThreadsDim", arr(i, 3)},
		{"maxGridSize", arr(i, 3)},
		{"totalConstMem", sz},
		{"major", i},
		{"minor", i},
		{"textureAlignment", sz},
		{"texturePitchAlignment", sz},
		{"multiProcessorCount", i},
		{"integrated", i},
		{"canMapHostMemory", i},
		{"maxTexture1D", i},
		{"maxTexture1DMipmap", i},
		{"maxTexture2D", arr(i, 2)},
		{"maxTexture2DMipmap", arr(i, 2)},
		{"maxTexture2DLinear", arr(i, 3)},
		{"maxTexture2DGather", arr(i, 2)},
		{"maxTexture3D", arr(i, 3)},
		{"maxTexture3DAlt", arr(i, 3)},
		{"maxTextureCubemap", i},
		{"maxTexture1DLayered", arr(i, 2)},
		{"maxTexture2DLayered", arr(i, 3)},
		{"maxTextureCubemapLayered", arr(i, 2)},
		{"maxSurface1D", i},
		{"maxSurface2D", arr(i, 2)},
		{"maxSurface3D", arr(i, 3)},
		{"maxSurface1DLayered", arr(i, 2)},
		{"maxSurface2DLayered", arr(i, 3)},
		{"maxSurfaceCubemap", i},
		{"maxSurfaceCubemapLayered", arr(i, 2)},
		{"surfaceAlignment", sz},
		{"concurrentKernels", i},
		{"ECCEnabled", i},
		{"pciBusID", i},
		{"pciDeviceID", i},
		{"pciDomainID", i},
		{"tccDriver", i},
		{"asyncEngineCount", i},
		{"unifiedAddressing", i},
		{"memoryBusWidth", i},
		{"l2CacheSize", i},
		{"persistingL2CacheMaxSize", i},
		{"maxThreadsPerMultiProcessor", i},
		{"streamPrioritiesSupported", i},
		{"globalL1CacheSupported", i},
		{"localL1CacheSupported", i},
		{"sharedMemPerMultiprocessor", sz},
		{"regsPerMultiprocessor", i},
		{"managedMemory", i},
		{"isMultiGpuBoard", i},
		{"multiGpuBoardGroupID", i},
		{"hostNativeAtomicSupported", i},
		{"pageableMemoryAccess", i},
		{"concurrentManagedAccess", i},
		{"computePreemptionSupported", i},
		{"canUseHostPointerForRegisteredMem", i},
		{"cooperativeLaunch", i},
		{"sharedMemPerBlockOptin", sz},
		{"pageableMemoryAccessUsesHostPageTables", i},
		{"directManagedMemAccessFromHost", i},
		{"maxBlocksPerMultiProcessor", i},
		{"accessPolicyMaxWindowSize", i},
		{"reservedSharedMemPerBlock", sz},
		{"hostRegisterSupported", i},
		{"sparseCudaArraySupported", i},
		{"hostRegisterReadOnlySupported", i},
		{"timelineSemaphoreInteropSupported", i},
		{"memoryPoolsSupported", i},
		{"gpuDirectRDMASupported", i},
		{"gpuDirectRDMAFlushWritesOptions", u},
		{"gpuDirectRDMAWritesOrdering", i},
		{"memoryPoolSupportedHandleTypes", u},
		{"deferredMappingCudaArraySupported", i},
		{"ipcEventSupported", i},
		{"clusterLaunch", i},
		{"unifiedFunctionPointers", i},
		{"deviceNumaConfig", i},
		{"deviceNumaId", i},
		{"mpsEnabled", i},
		{"hostNumaId", i},
		{"gpuPciDeviceID", u},
		{"gpuPciSubsystemID", u},
		{"hostNumaMultinodeIpcSupported", i},
		{"reserved", arr(i, 56)},
	}
	for _, f := range fields {
		DeviceProp.Fields = append(DeviceProp.Fields, &types.Field{Name: f.name, Type: f.t})
	}
	DeviceProp.Layout(0)
	FILEStruct.Layout(0)
	FILEStruct.Complete = false
}

// typeNames maps the type names of the headers to their types.
var typeNames = map[string]types.Type{
	"size_t":    types.SizeT,
	"ssize_t":   types.Typ[types.Long],
	"ptrdiff_t": types.PtrDiffT,
	"nullptr_t": types.Typ[types.Nullptr], // std::nullptr_t
	"intptr_t":  types.Typ[types.Long],
	"uintptr_t": types.Typ[types.ULong],
	"int8_t":    types.Typ[types.SChar],
	"uint8_t":   types.Typ[types.UChar],
	"int16_t":   types.Typ[types.Short],
	"uint16_t":  types.Typ[types.UShort],
	"int32_t":   types.Typ[types.Int],
	"uint32_t":  types.Typ[types.UInt],
	"int64_t":   types.Typ[types.Long],
	"uint64_t":  types.Typ[types.ULong],
	// glibc's least and fast widths on x86-64: fast 16, 32 and 64 are long
	"int_least8_t":      types.Typ[types.SChar],
	"uint_least8_t":     types.Typ[types.UChar],
	"int_least16_t":     types.Typ[types.Short],
	"uint_least16_t":    types.Typ[types.UShort],
	"int_least32_t":     types.Typ[types.Int],
	"uint_least32_t":    types.Typ[types.UInt],
	"int_least64_t":     types.Typ[types.Long],
	"uint_least64_t":    types.Typ[types.ULong],
	"int_fast8_t":       types.Typ[types.SChar],
	"uint_fast8_t":      types.Typ[types.UChar],
	"int_fast16_t":      types.Typ[types.Long],
	"uint_fast16_t":     types.Typ[types.ULong],
	"int_fast32_t":      types.Typ[types.Long],
	"uint_fast32_t":     types.Typ[types.ULong],
	"int_fast64_t":      types.Typ[types.Long],
	"uint_fast64_t":     types.Typ[types.ULong],
	"intmax_t":          types.Typ[types.Long],
	"uintmax_t":         types.Typ[types.ULong],
	"uint":              types.Typ[types.UInt],
	"ushort":            types.Typ[types.UShort],
	"uchar":             types.Typ[types.UChar],
	"ulong":             types.Typ[types.ULong],
	"cudaError_t":       CudaError,
	"cudaError":         CudaError,
	"cudaMemcpyKind":    MemcpyKind,
	"cudaStream_t":      Stream,
	"cudaEvent_t":       Event,
	"cudaDeviceProp":    DeviceProp,
	"cudaUUID_t":        UUID,
	"thread_block":      ThreadBlock,
	"cluster_group":     ClusterGroup,
	"grid_group":        GridGroup,
	"thread_group":      ThreadGroup,
	"thread_block_tile": ThreadBlockTile,
	"coalesced_group":   CoalescedGroup,
	"FILE":              FILEStruct,
}

func init() {
	for _, n := range types.VectorNames() {
		typeNames[n] = types.Vector(n)
	}
}

// Type returns the built-in type called name (size_t, float4, dim3,
// cudaError_t ...), or nil.
func Type(name string) types.Type { return typeNames[name] }

// IsType reports whether name is a built-in type name.
func IsType(name string) bool { _, ok := typeNames[name]; return ok }
