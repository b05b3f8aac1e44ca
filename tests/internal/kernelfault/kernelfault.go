// Package kernelfault separates, for the corpus tests, the lab's reports of
// kernels that faulted from its other errors. A program that checks a
// faulting launch's error and goes on to return 0 exits with 0 on a GPU,
// while `simtlab run` exits with 1 after a runtime error (design.md §2):
// the corpus tests take a recorded 0 to mean 1 when the lab reports such a
// fault, and compare what the program printed of it.
package kernelfault

import (
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

// Split returns how many of ds report faulting kernels, and the other
// errors.
func Split(ds diag.List) (faults int, others []diag.Diagnostic) {
	for _, d := range ds {
		switch {
		case Is(d):
			faults++
		case d.Severity == diag.Error:
			others = append(others, d)
		}
	}
	return faults, others
}

// WantExit is the exit status to expect of the lab for a program a GPU
// ended with status recorded, the lab having reported that many faulting
// kernels.
func WantExit(recorded, faults int) int {
	if faults > 0 && recorded == 0 {
		return 1
	}
	return recorded
}
