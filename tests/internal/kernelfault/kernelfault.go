// Package kernelfault compares, for the corpus tests, a run's errors and
// exit status with a GPU's recording of the same program. Two kinds of
// error explain a recording rather than contradict it:
//
//   - a kernel fault the program was told of: a program that checks a
//     faulting launch's error and goes on to return 0 exits with 0 on a
//     GPU, while `simtlab run` exits with 1 after a runtime error
//     (design.md §2), so a recorded 0 means 1 then, and what the program
//     printed of the fault is compared;
//   - any error of a run that ends as the GPU's host process did when a
//     signal killed it (status 128+n): the lab's error explains the death.
package kernelfault

import (
	"fmt"
	"strings"

	"simtlab/sim/diag"
)

// Is reports whether d is the lab's report of a faulting kernel (an
// invalid access, a failed device assertion): an error of the sanitizer
// or runtime kind about a kernel.
func Is(d diag.Diagnostic) bool {
	return d.Severity == diag.Error && (d.Kind == diag.KindSanitizer || d.Kind == diag.KindRuntime) &&
		strings.HasPrefix(d.Msg, "kernel '")
}

// Problems lists the run's errors the recording does not explain and, when
// the run's exit status is not the one the recording implies, that.
func Problems(ds diag.List, src []byte, exit, recorded int) []string {
	killed := recorded >= 128 && exit == recorded
	var problems []string
	faults := 0
	for _, d := range ds {
		switch {
		case Is(d):
			faults++
		case d.Severity == diag.Error && !killed:
			problems = append(problems, "lab error: "+diag.Format(d, src))
		}
	}
	want := recorded
	if faults > 0 && recorded == 0 {
		want = 1
	}
	if exit != want {
		problems = append(problems, fmt.Sprintf("exit status %d, want %d", exit, want))
	}
	return problems
}
