package builtins

import "simtlab/sim/cuda/types"

// The extensible launch, cudaLaunchKernelEx(&config, kernel, args...), with
// CUDA 13.0's driver_types.h layouts (recorded on the H200: the config is
// 56 bytes, an attribute 72): the launch attributes' IDs and the members of
// their value a program sets.
var (
	// LaunchAttributeValue is union cudaLaunchAttributeValue (64 bytes).
	LaunchAttributeValue = &types.Struct{Name: "cudaLaunchAttributeValue", Union: true}
	// LaunchAttribute is cudaLaunchAttribute (struct cudaLaunchAttribute_st).
	LaunchAttribute = &types.Struct{Name: "cudaLaunchAttribute_st"}
	// LaunchConfig is cudaLaunchConfig_t (struct cudaLaunchConfig_st).
	LaunchConfig = &types.Struct{Name: "cudaLaunchConfig_st"}
)

func init() {
	u, i := types.Typ[types.UInt], types.Typ[types.Int]
	dims := &types.Struct{Fields: []*types.Field{{Name: "x", Type: u}, {Name: "y", Type: u}, {Name: "z", Type: u}}}
	dims.Layout(0)
	LaunchAttributeValue.Fields = []*types.Field{
		{Name: "pad", Type: &types.Array{Elem: types.Typ[types.Char], Len: 64}},
		{Name: "cooperative", Type: i}, {Name: "syncPolicy", Type: i}, {Name: "clusterDim", Type: dims},
		{Name: "clusterSchedulingPolicyPreference", Type: i}, {Name: "programmaticStreamSerializationAllowed", Type: i},
		{Name: "priority", Type: i}, {Name: "memSyncDomain", Type: i}, {Name: "sharedMemCarveout", Type: u},
	}
	LaunchAttributeValue.Layout(0)
	LaunchAttribute.Fields = []*types.Field{
		{Name: "id", Type: i}, {Name: "pad", Type: &types.Array{Elem: types.Typ[types.Char], Len: 4}},
		{Name: "val", Type: LaunchAttributeValue},
	}
	LaunchAttribute.Layout(0)
	LaunchConfig.Fields = []*types.Field{
		{Name: "gridDim", Type: types.Dim3}, {Name: "blockDim", Type: types.Dim3},
		{Name: "dynamicSmemBytes", Type: types.SizeT}, {Name: "stream", Type: Stream},
		{Name: "attrs", Type: types.NewPointer(LaunchAttribute, 0)}, {Name: "numAttrs", Type: u},
	}
	LaunchConfig.Layout(0)
	for n, t := range map[string]types.Type{"cudaLaunchConfig_t": LaunchConfig, "cudaLaunchConfig_st": LaunchConfig,
		"cudaLaunchAttribute": LaunchAttribute, "cudaLaunchAttribute_st": LaunchAttribute,
		"cudaLaunchAttributeValue": LaunchAttributeValue, "cudaLaunchAttributeID": i} {
		typeNames[n] = t
	}
	for n, v := range map[string]int64{
		"cudaLaunchAttributeIgnore": 0, "cudaLaunchAttributeAccessPolicyWindow": 1, "cudaLaunchAttributeCooperative": 2,
		"cudaLaunchAttributeSynchronizationPolicy": 3, "cudaLaunchAttributeClusterDimension": 4,
		"cudaLaunchAttributeClusterSchedulingPolicyPreference": 5, "cudaLaunchAttributeProgrammaticStreamSerialization": 6,
		"cudaLaunchAttributeProgrammaticEvent": 7, "cudaLaunchAttributePriority": 8, "cudaLaunchAttributeMemSyncDomainMap": 9,
		"cudaLaunchAttributeMemSyncDomain": 10, "cudaLaunchAttributePreferredClusterDimension": 11,
		"cudaLaunchAttributeLaunchCompletionEvent": 12, "cudaLaunchAttributeDeviceUpdatableKernelNode": 13,
		"cudaLaunchAttributePreferredSharedMemoryCarveout": 14,
	} {
		consts[n] = &Const{n, i, v}
	}
	typeWords["launchcfg"] = types.NewPointer(LaunchConfig, types.Const)
	// The kernel's arguments are converted to its parameters' types
	// (check's launchExKernel), as the C++ template converts them.
	def(host, "cudaLaunchKernelEx", "err(launchcfg, kernel, ...)")
}
