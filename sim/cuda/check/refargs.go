package check

import (
	"strings"

	"simtlab/sim/cuda/ast"
)

// writtenArgs calls f with each argument of call that the callee may
// write: one bound to a reference parameter (int &a), which passes the
// place, as &arg would, and those of the __ptx helpers, which take their
// outputs so. The analyses that follow writes (assignments, ++, &v) treat
// it as written: inc(q[2]) after a read of q[2] changes q[2], and bump(x)
// changes x.
func writtenArgs(call *ast.Call, f func(ast.Expr)) {
	byRef := call.Func != nil && strings.HasPrefix(call.Func.Name, "__ptx")
	for i, a := range call.Args {
		if byRef || call.Sig != nil && i < len(call.Sig.Params) && isReference(call.Sig.Params[i].Type) {
			f(a)
		}
	}
}
