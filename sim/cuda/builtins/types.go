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

func init() {
	i := types.Typ[types.Int]
	sz := types.SizeT
	arr := func(t types.Type, n int64) types.Type { return &types.Array{Elem: t, Len: n} }
	// The order and types follow cuda_runtime_api.h's struct cudaDeviceProp
	// for the leading fields; programs read fields by name.
	fields := []struct {
		name string
		t    types.Type
	}{
		{"name", arr(types.Typ[types.Char], 256)},
		{"uuid", arr(types.Typ[types.Char], 16)},
		{"luid", arr(types.Typ[types.Char], 8)},
		{"luidDeviceNodeMask", types.Typ[types.UInt]},
		{"totalGlobalMem", sz},
		{"sharedMemPerBlock", sz},
		{"regsPerBlock", i},
		{"warpSize", i},
		{"memPitch", sz},
		{"maxThreadsPerBlock", i},
		{"maxThreadsDim", arr(i, 3)},
		{"maxGridSize", arr(i, 3)},
		{"clockRate", i},
		{"totalConstMem", sz},
		{"major", i},
		{"minor", i},
		{"textureAlignment", sz},
		{"texturePitchAlignment", sz},
		{"deviceOverlap", i},
		{"multiProcessorCount", i},
		{"kernelExecTimeoutEnabled", i},
		{"integrated", i},
		{"canMapHostMemory", i},
		{"computeMode", i},
		{"concurrentKernels", i},
		{"ECCEnabled", i},
		{"pciBusID", i},
		{"pciDeviceID", i},
		{"pciDomainID", i},
		{"tccDriver", i},
		{"asyncEngineCount", i},
		{"unifiedAddressing", i},
		{"memoryClockRate", i},
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
		{"singleToDoublePrecisionPerfRatio", i},
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
	"size_t":         types.SizeT,
	"ssize_t":        types.Typ[types.Long],
	"ptrdiff_t":      types.PtrDiffT,
	"intptr_t":       types.Typ[types.Long],
	"uintptr_t":      types.Typ[types.ULong],
	"int8_t":         types.Typ[types.SChar],
	"uint8_t":        types.Typ[types.UChar],
	"int16_t":        types.Typ[types.Short],
	"uint16_t":       types.Typ[types.UShort],
	"int32_t":        types.Typ[types.Int],
	"uint32_t":       types.Typ[types.UInt],
	"int64_t":        types.Typ[types.Long],
	"uint64_t":       types.Typ[types.ULong],
	"uint":           types.Typ[types.UInt],
	"ushort":         types.Typ[types.UShort],
	"uchar":          types.Typ[types.UChar],
	"ulong":          types.Typ[types.ULong],
	"cudaError_t":    CudaError,
	"cudaError":      CudaError,
	"cudaMemcpyKind": MemcpyKind,
	"cudaStream_t":   Stream,
	"cudaEvent_t":    Event,
	"cudaDeviceProp": DeviceProp,
	"FILE":           FILEStruct,
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
