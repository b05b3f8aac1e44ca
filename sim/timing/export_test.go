package timing

import (
	"fmt"
	"reflect"

	"simtlab/hardware"
)

// SetCaptureHook lets the external tests of this package see the launches
// Simulate is given; nil removes the hook.
func SetCaptureHook(f func(p *hardware.Profile, launch Launch, warps []WarpStream)) {
	captureHook = f
}

// ReplayPathsDiffer replays a launch on the fast and the reference path
// and says how their reports differ ("" when they are identical).
func ReplayPathsDiffer(p *hardware.Profile, launch Launch, warps []WarpStream) string {
	fast := Simulate(p, launch, warps)
	ref := simulateReference(p, launch, warps)
	if reflect.DeepEqual(fast, ref) {
		return ""
	}
	return fmt.Sprintf("fast: %d cycles, %d instructions, stalls %v; reference: %d cycles, %d instructions, stalls %v",
		fast.Cycles, fast.Insts, fast.Stalls, ref.Cycles, ref.Insts, ref.Stalls)
}
