package cudart

// FuncAttributesSize is sizeof(struct cudaFuncAttributes) in CUDA 13.0 on
// x86-64: 3 size_t, 13 int and int reserved[16], padded to 8 bytes.
const FuncAttributesSize = 144

// FuncAttributesFields is the layout of struct cudaFuncAttributes (CUDA 13.0
// driver_types.h field order; offsets follow the C layout rules and are
// checked by the tests, not recorded on the device).
var FuncAttributesFields = []PropField{
	{Name: "sharedSizeBytes", CType: "size_t", Offset: 0, Size: 8, Source: "kernel: static __shared__ bytes"},
	{Name: "constSizeBytes", CType: "size_t", Offset: 8, Size: 8, Source: "kernel: __constant__ bytes"},
	{Name: "localSizeBytes", CType: "size_t", Offset: 16, Size: 8, Source: "kernel: local memory per thread"},
	{Name: "maxThreadsPerBlock", CType: "int", Offset: 24, Size: 4, Source: "kernel: __launch_bounds__ or profile max_threads_per_block"},
	{Name: "numRegs", CType: "int", Offset: 28, Size: 4, Source: "kernel: registers per thread"},
	{Name: "ptxVersion", CType: "int", Offset: 32, Size: 4, Source: "profile: cc (major*10+minor)"},
	{Name: "binaryVersion", CType: "int", Offset: 36, Size: 4, Source: "profile: cc (major*10+minor)"},
	{Name: "cacheModeCA", CType: "int", Offset: 40, Size: 4, Source: "zero"},
	{Name: "maxDynamicSharedSizeBytes", CType: "int", Offset: 44, Size: 4, Source: "kernel: attribute, default shared_per_block - sharedSizeBytes"},
	{Name: "preferredShmemCarveout", CType: "int", Offset: 48, Size: 4, Source: "kernel: attribute, default -1"},
	{Name: "clusterDimMustBeSet", CType: "int", Offset: 52, Size: 4, Source: "zero"},
	{Name: "requiredClusterWidth", CType: "int", Offset: 56, Size: 4, Source: "zero"},
	{Name: "requiredClusterHeight", CType: "int", Offset: 60, Size: 4, Source: "zero"},
	{Name: "requiredClusterDepth", CType: "int", Offset: 64, Size: 4, Source: "zero"},
	{Name: "clusterSchedulingPolicyPreference", CType: "int", Offset: 68, Size: 4, Source: "zero"},
	{Name: "nonPortableClusterSizeAllowed", CType: "int", Offset: 72, Size: 4, Source: "zero"},
	{Name: "reserved", CType: "int[16]", Offset: 76, Size: 64, Source: "zero"},
}
