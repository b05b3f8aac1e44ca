package cudart

import "simtlab/hardware"

// propOfAttr maps the cudaDeviceAttr values that read a cudaDeviceProp
// field to that field (and element): their values follow the GPU's profile
// as DeviceProp's do.
var propOfAttr = map[int]struct {
	name  string
	index int
}{
	1: {"maxThreadsPerBlock", 0}, 2: {"maxThreadsDim", 0}, 3: {"maxThreadsDim", 1}, 4: {"maxThreadsDim", 2},
	5: {"maxGridSize", 0}, 6: {"maxGridSize", 1}, 7: {"maxGridSize", 2},
	8: {"sharedMemPerBlock", 0}, 9: {"totalConstMem", 0}, 10: {"warpSize", 0}, 11: {"memPitch", 0},
	12: {"regsPerBlock", 0}, 14: {"textureAlignment", 0},
	16: {"multiProcessorCount", 0}, 37: {"memoryBusWidth", 0},
	38: {"l2CacheSize", 0}, 39: {"maxThreadsPerMultiProcessor", 0}, 75: {"major", 0}, 76: {"minor", 0},
	79: {"globalL1CacheSupported", 0},
	81: {"sharedMemPerMultiprocessor", 0}, 82: {"regsPerMultiprocessor", 0},
	97: {"sharedMemPerBlockOptin", 0}, 106: {"maxBlocksPerMultiProcessor", 0},
	111: {"reservedSharedMemPerBlock", 0}, 120: {"clusterLaunch", 0},
}

// DeviceAttribute returns what cudaDeviceGetAttribute gives for attr on the
// GPU p, and false where CUDA 13 answers cudaErrorInvalidValue (a number
// that is not an attribute). Attributes that are fields of cudaDeviceProp,
// and the two clock rates (which CUDA 13 keeps only here), follow p; the
// others are the H200's recorded answers, as DeviceProp's other fields are.
func DeviceAttribute(p *hardware.Profile, attr int) (int64, bool) {
	switch attr {
	case 13: // cudaDevAttrClockRate, kHz
		return int64(p.CoreClockMHz) * 1000, true
	case 36: // cudaDevAttrMemoryClockRate, kHz
		return int64(p.MemClockMHz) * 1000, true
	}
	if f, ok := propOfAttr[attr]; ok {
		if vals, ok := DevicePropValue(p, f.name); ok && f.index < len(vals) {
			return vals[f.index], true
		}
	}
	for _, a := range deviceAttrTable {
		if a.num == attr {
			return a.h200, true
		}
	}
	return 0, false
}

// DeviceAttributeNames returns the cudaDeviceAttr enumerators and their
// values, in the enum's order.
func DeviceAttributeNames() (names []string, values []int) {
	for _, a := range deviceAttrTable {
		if a.name == "" {
			continue // reserved
		}
		names = append(names, a.name)
		values = append(values, a.num)
	}
	return names, values
}
