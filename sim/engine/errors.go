package engine

// cudaError is a cudaError_t value. The codes and strings are CUDA's own
// (driver_types.h and cudaGetErrorString of CUDA 12).
//
// TODO: take these from sim/cudart once the hardware helper's package
// exists, so that there is one table.
type cudaError int

const (
	errSuccess               cudaError = 0
	errInvalidValue          cudaError = 1
	errMemoryAllocation      cudaError = 2
	errInvalidConfiguration  cudaError = 9
	errInvalidSymbol         cudaError = 13
	errInvalidDevicePointer  cudaError = 17
	errInvalidMemcpyDir      cudaError = 21
	errNoDevice              cudaError = 100
	errInvalidDevice         cudaError = 101
	errInvalidResourceHandle cudaError = 400
	errNotReady              cudaError = 600
	errIllegalAddress        cudaError = 700
	errLaunchOutOfResources  cudaError = 701
	errAssert                cudaError = 710
	errMisalignedAddress     cudaError = 716
	errLaunchFailure         cudaError = 719
)

var errorInfo = map[cudaError][2]string{
	errSuccess:               {"cudaSuccess", "no error"},
	errInvalidValue:          {"cudaErrorInvalidValue", "invalid argument"},
	errMemoryAllocation:      {"cudaErrorMemoryAllocation", "out of memory"},
	errInvalidConfiguration:  {"cudaErrorInvalidConfiguration", "invalid configuration argument"},
	errInvalidSymbol:         {"cudaErrorInvalidSymbol", "invalid device symbol"},
	errInvalidDevicePointer:  {"cudaErrorInvalidDevicePointer", "invalid device pointer"},
	errInvalidMemcpyDir:      {"cudaErrorInvalidMemcpyDirection", "invalid copy direction for memcpy"},
	errNoDevice:              {"cudaErrorNoDevice", "no CUDA-capable device is detected"},
	errInvalidDevice:         {"cudaErrorInvalidDevice", "invalid device ordinal"},
	errInvalidResourceHandle: {"cudaErrorInvalidResourceHandle", "invalid resource handle"},
	errNotReady:              {"cudaErrorNotReady", "device not ready"},
	errIllegalAddress:        {"cudaErrorIllegalAddress", "an illegal memory access was encountered"},
	errLaunchOutOfResources:  {"cudaErrorLaunchOutOfResources", "too many resources requested for launch"},
	errAssert:                {"cudaErrorAssert", "device-side assert triggered"},
	errMisalignedAddress:     {"cudaErrorMisalignedAddress", "misaligned address"},
	errLaunchFailure:         {"cudaErrorLaunchFailure", "unspecified launch failure"},
}

func errorName(e cudaError) string {
	if i, ok := errorInfo[e]; ok {
		return i[0]
	}
	return "cudaErrorUnknown"
}

func errorString(e cudaError) string {
	if i, ok := errorInfo[e]; ok {
		return i[1]
	}
	return "unknown error"
}

// runtimeState is the CUDA runtime's state for the program.
type runtimeState struct {
	last       cudaError // what cudaGetLastError returns next
	sticky     cudaError // a fault that poisons the context
	faulted    bool
	maxDynSmem map[any]int
	events     map[uint64]float64 // event handle -> recorded time (ns); NaN = not recorded
	nextEvent  uint64
	clockNs    float64 // the simulated GPU clock (placeholder timing model)
	device     int
	heapSeed   uint32
}

func (r *runtimeState) init() {
	r.maxDynSmem = map[any]int{}
	r.events = map[uint64]float64{}
	r.nextEvent = 0x5000_0000
}

// setErr records an API call's error for cudaGetLastError.
func (r *runtimeState) setErr(e cudaError) {
	if e != errSuccess {
		r.last = e
	}
}

// result is what an API call returns: the sticky error wins once a kernel
// has faulted.
func (r *runtimeState) result(e cudaError) cudaError {
	if r.sticky != errSuccess {
		return r.sticky
	}
	r.setErr(e)
	return e
}
