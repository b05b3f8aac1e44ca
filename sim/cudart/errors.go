// Package cudart mirrors what the lab's CUDA runtime must report exactly as
// the real one does: cudaError_t codes with cudaGetErrorName and
// cudaGetErrorString texts, the enums programs pass to the runtime
// (cudaMemcpyKind, cudaFuncAttribute, cudaFuncCache, carveouts), and the
// memory layout of cudaDeviceProp filled from a hardware profile.
//
// The tables were recorded from CUDA 13.0 on the lab's H200 with
// testdata/probe.cu; the tests compare them with that recording.
package cudart

//go:generate go run gen_tables.go

// Error is a cudaError_t value.
type Error int

// unrecognized is what both cudaGetErrorName and cudaGetErrorString return
// for a value that is not an error code (recorded on CUDA 13.0).
const unrecognized = "unrecognized error code"

// Name returns cudaGetErrorName(e): "cudaErrorInvalidValue".
func (e Error) Name() string {
	if i, ok := errorIndex(e); ok {
		return errorTable[i].name
	}
	return unrecognized
}

// String returns cudaGetErrorString(e): "invalid argument".
func (e Error) String() string {
	if i, ok := errorIndex(e); ok {
		return errorTable[i].text
	}
	return unrecognized
}

// Known reports whether e is a code of CUDA 13.0.
func (e Error) Known() bool {
	_, ok := errorIndex(e)
	return ok
}

// Errors returns every error code in increasing order.
func Errors() []Error {
	out := make([]Error, len(errorTable))
	for i, e := range errorTable {
		out[i] = e.code
	}
	return out
}

// ErrorByName finds a code by its C name ("cudaErrorIllegalAddress"), for
// programs that use the enumerators.
func ErrorByName(name string) (Error, bool) {
	for _, e := range errorTable {
		if e.name == name {
			return e.code, true
		}
	}
	return 0, false
}

// errorIndex binary-searches the sorted table.
func errorIndex(e Error) (int, bool) {
	lo, hi := 0, len(errorTable)
	for lo < hi {
		mid := (lo + hi) / 2
		if errorTable[mid].code < e {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo, lo < len(errorTable) && errorTable[lo].code == e
}

// Sticky reports whether an error leaves the process "in an inconsistent
// state" (CUDA 13.0 driver_types.h comments): every later runtime call
// returns it again. These are the errors a faulting kernel raises.
func (e Error) Sticky() bool {
	switch e {
	case ErrorIllegalAddress, ErrorLaunchFailure, ErrorMisalignedAddress, ErrorAssert,
		ErrorHardwareStackError, ErrorIllegalInstruction, ErrorInvalidAddressSpace,
		ErrorInvalidPc, ErrorLaunchTimeout, ErrorContained, ErrorExternalDevice:
		return true
	}
	return false
}
