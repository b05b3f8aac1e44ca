package check

import (
	"strings"

	"simtlab/sim/cuda/ast"
)

// writesArg reports whether the callee may write argument i of call: one
// bound to a reference parameter (int &a), which passes the place, as
// &arg would, or one of the __ptx helpers, which take their outputs so.
// The analyses that follow writes (assignments, ++, &v) treat it as
// written: inc(q[2]) after a read of q[2] changes q[2], and bump(x)
// changes x.
func writesArg(call *ast.Call, i int) bool {
	if call.Func != nil && strings.HasPrefix(call.Func.Name, "__ptx") {
		return true
	}
	return call.Sig != nil && i < len(call.Sig.Params) && isReference(call.Sig.Params[i].Type)
}

// writtenArgs calls f with each argument of call that writesArg reports.
func writtenArgs(call *ast.Call, f func(ast.Expr)) {
	for i, a := range call.Args {
		if writesArg(call, i) {
			f(a)
		}
	}
}
