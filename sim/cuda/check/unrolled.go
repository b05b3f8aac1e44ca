package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/loops"
)

// unrolledWhole reports whether nvcc unrolls st whole (loops.UnrolledWhole).
func unrolledWhole(st *ast.For) (trips int, ok bool) { return loops.UnrolledWhole(st) }
