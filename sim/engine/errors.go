package engine

import (
	"math"

	"simtlab/sim/cudart"
)

// cudaError is a cudaError_t value; names and strings come from
// sim/cudart, recorded from the real runtime.
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
	errPeerUnsupported       cudaError = 217
	errInvalidResourceHandle cudaError = 400
	errNotReady              cudaError = 600
	errIllegalAddress        cudaError = 700
	errLaunchOutOfResources  cudaError = 701
	errAssert                cudaError = 710
	errHostAlreadyRegistered cudaError = 712
	errHostNotRegistered     cudaError = 713
	errCoopTooLarge          cudaError = 720
	errMisalignedAddress     cudaError = 716
	errLaunchFailure         cudaError = 719
)

func errorName(e cudaError) string { return cudart.Error(e).Name() }

func errorString(e cudaError) string { return cudart.Error(e).String() }

// runtimeState is the CUDA runtime's state for the program.
type runtimeState struct {
	last       cudaError // what cudaGetLastError returns next
	sticky     cudaError // a fault that poisons the context
	pending    cudaError // a fault not yet seen by a synchronising call
	maxDynSmem map[any]int
	// carveout holds the kernels' cudaFuncAttributePreferredSharedMemoryCarveout
	carveout   map[any]int
	events     map[uint64]float64 // event handle -> recorded time (ns); NaN = not recorded
	nextEvent  uint64
	clockNs    float64        // the simulated GPU clock (placeholder timing model)
	limits     map[int]uint64 // cudaDeviceSetLimit values (runtime_more.go)
	device     int
	streams    map[uint64]streamAttrs // streams created with flags or a priority
	registered map[uint64]uint64      // cudaHostRegister'd ranges: start -> end
	hostFlags  map[uint64]uint32      // what cudaHostGetFlags reports, by block
	pinned     pinnedPool             // the driver's chunks of pinned memory
	heap       deviceHeap             // the kernels' malloc heap (deviceheap.go)
}

// streamAttrs are what a stream was created with (cudaStreamGetFlags,
// cudaStreamGetPriority); streams created otherwise have neither.
type streamAttrs struct {
	flags    uint64
	priority int
}

func (r *runtimeState) init() {
	r.maxDynSmem = map[any]int{}
	r.carveout = map[any]int{}
	r.events = map[uint64]float64{}
	r.streams = map[uint64]streamAttrs{}
	r.nextEvent = 0x5000_0000
	// cudaStreamLegacy and cudaStreamPerThread, the runtime's handles 1 and
	// 2 for the default streams: valid wherever a stream is, with no flags
	for _, h := range []uint64{1, 2} {
		r.events[h] = math.NaN()
		r.streams[h] = streamAttrs{}
	}
}

// setErr records an API call's error for cudaGetLastError.
func (r *runtimeState) setErr(e cudaError) {
	if e != errSuccess {
		r.last = e
	}
}

// unaffected is what an API call returns that a kernel's fault does not
// stop: one that asks about the device (cudaGetDevice, cudaDeviceGetAttribute,
// cudaGetDeviceProperties, cudaPointerGetAttributes) or has nothing to do
// (a copy of 0 bytes), as on the H200 (tests/conformance/x_rt_after_fault).
func (r *runtimeState) unaffected(e cudaError) cudaError {
	r.setErr(e)
	return e
}

// result is what an API call returns: the sticky error wins once a kernel
// has faulted.
func (r *runtimeState) result(e cudaError) cudaError {
	if r.sticky != errSuccess {
		// Every call fails with the sticky error and records it: after
		// cudaGetLastError clears it, the next failing call sets it again.
		r.last = r.sticky
		return r.sticky
	}
	r.setErr(e)
	return e
}
