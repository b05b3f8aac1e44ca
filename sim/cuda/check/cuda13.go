package check

import (
	"simtlab/sim/diag"
)

// removedInCUDA13 are runtime calls, in the form a program may write
// them, that CUDA 13's headers (the H200's toolkit) no longer have. The
// lab still runs them, as course material written for older toolkits
// uses them, and warns that nvcc 13 rejects the file. sig is the index of
// the built-in's signature that is the old form (-1: every form).
var removedInCUDA13 = map[string]struct {
	sig int
	msg string
}{
	"cudaThreadSynchronize": {-1, "cudaThreadSynchronize was removed in CUDA 13, whose nvcc (the H200's) rejects this line; cudaDeviceSynchronize does the same"},
	"cudaMemPrefetchAsync": {1, "this is CUDA 12's cudaMemPrefetchAsync(ptr, size, device, stream): CUDA 13's nvcc (the H200's) rejects it; " +
		"pass a location and flags: cudaMemPrefetchAsync(ptr, size, cudaMemLocation{cudaMemLocationTypeDevice, device}, 0, stream)"},
	"cudaMemAdvise": {1, "this is CUDA 12's cudaMemAdvise(ptr, size, advice, device): CUDA 13's nvcc (the H200's) rejects it; " +
		"pass a location: cudaMemAdvise(ptr, size, advice, cudaMemLocation{cudaMemLocationTypeDevice, device})"},
}

// warnRemoved warns at pos when the call of the built-in name with its
// signature sig is one CUDA 13 removed.
func (c *checker) warnRemoved(pos diag.Pos, name string, sig int) {
	if r, ok := removedInCUDA13[name]; ok && (r.sig < 0 || r.sig == sig) {
		c.errs.AddDiag(diag.Diagnostic{Pos: pos, Severity: diag.Warning, Kind: diag.KindType, Msg: r.msg})
	}
}
