package cudart

// MemcpyKind is cudaMemcpyKind (CUDA 13.0 driver_types.h).
type MemcpyKind int

const (
	MemcpyHostToHost     MemcpyKind = 0
	MemcpyHostToDevice   MemcpyKind = 1
	MemcpyDeviceToHost   MemcpyKind = 2
	MemcpyDeviceToDevice MemcpyKind = 3
	MemcpyDefault        MemcpyKind = 4 // direction inferred from the pointers (unified addressing)
)

// FuncAttribute is cudaFuncAttribute, the attributes cudaFuncSetAttribute sets.
type FuncAttribute int

const (
	FuncAttributeMaxDynamicSharedMemorySize        FuncAttribute = 8
	FuncAttributePreferredSharedMemoryCarveout     FuncAttribute = 9
	FuncAttributeClusterDimMustBeSet               FuncAttribute = 10
	FuncAttributeRequiredClusterWidth              FuncAttribute = 11
	FuncAttributeRequiredClusterHeight             FuncAttribute = 12
	FuncAttributeRequiredClusterDepth              FuncAttribute = 13
	FuncAttributeNonPortableClusterSizeAllowed     FuncAttribute = 14
	FuncAttributeClusterSchedulingPolicyPreference FuncAttribute = 15
	FuncAttributeMax                               FuncAttribute = 16
)

// FuncCache is cudaFuncCache, the preference of cudaFuncSetCacheConfig.
type FuncCache int

const (
	FuncCachePreferNone   FuncCache = 0
	FuncCachePreferShared FuncCache = 1
	FuncCachePreferL1     FuncCache = 2
	FuncCachePreferEqual  FuncCache = 3
)

// Carveout values of cudaSharedCarveout; any percentage 0..100 is also legal.
const (
	SharedmemCarveoutDefault   = -1
	SharedmemCarveoutMaxShared = 100
	SharedmemCarveoutMaxL1     = 0
)

// Enumerators maps the C names of the enumerators above (and the error
// codes) to their values, for a front end resolving identifiers.
func Enumerators() map[string]int {
	m := map[string]int{
		"cudaMemcpyHostToHost":     int(MemcpyHostToHost),
		"cudaMemcpyHostToDevice":   int(MemcpyHostToDevice),
		"cudaMemcpyDeviceToHost":   int(MemcpyDeviceToHost),
		"cudaMemcpyDeviceToDevice": int(MemcpyDeviceToDevice),
		"cudaMemcpyDefault":        int(MemcpyDefault),

		"cudaFuncAttributeMaxDynamicSharedMemorySize":        int(FuncAttributeMaxDynamicSharedMemorySize),
		"cudaFuncAttributePreferredSharedMemoryCarveout":     int(FuncAttributePreferredSharedMemoryCarveout),
		"cudaFuncAttributeClusterDimMustBeSet":               int(FuncAttributeClusterDimMustBeSet),
		"cudaFuncAttributeRequiredClusterWidth":              int(FuncAttributeRequiredClusterWidth),
		"cudaFuncAttributeRequiredClusterHeight":             int(FuncAttributeRequiredClusterHeight),
		"cudaFuncAttributeRequiredClusterDepth":              int(FuncAttributeRequiredClusterDepth),
		"cudaFuncAttributeNonPortableClusterSizeAllowed":     int(FuncAttributeNonPortableClusterSizeAllowed),
		"cudaFuncAttributeClusterSchedulingPolicyPreference": int(FuncAttributeClusterSchedulingPolicyPreference),
		"cudaFuncAttributeMax":                               int(FuncAttributeMax),

		"cudaFuncCachePreferNone":   int(FuncCachePreferNone),
		"cudaFuncCachePreferShared": int(FuncCachePreferShared),
		"cudaFuncCachePreferL1":     int(FuncCachePreferL1),
		"cudaFuncCachePreferEqual":  int(FuncCachePreferEqual),

		"cudaSharedmemCarveoutDefault":   SharedmemCarveoutDefault,
		"cudaSharedmemCarveoutMaxShared": SharedmemCarveoutMaxShared,
		"cudaSharedmemCarveoutMaxL1":     SharedmemCarveoutMaxL1,
	}
	for _, e := range errorTable {
		m[e.name] = int(e.code)
	}
	return m
}
