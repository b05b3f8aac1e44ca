package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Functions declared `auto f(...)` (and lambdas without -> R) take their
// result type from their first return statement; one with no return
// returns void. C++ needs the body before a call, and so does the lab:
// file functions are checked in order, and a template instance or lambda
// with an auto result has its body checked where it is first needed
// (bodyNow) instead of after the file.

// deduceResult is called for `return x;` in a function whose result is
// still auto: x's type (after decay) becomes the result.
func (c *checker) deduceResult(ft *types.Func, x ast.Expr) ast.Expr {
	x = c.decay(x)
	t := x.Type()
	if types.IsInvalid(t) {
		ft.Result = invalid
		return x
	}
	ft.Result = t
	return x
}

// finishResult makes an auto result that no return statement deduced void.
func finishResult(ft *types.Func) {
	if ft != nil && ft.Result == autoType {
		ft.Result = types.Typ[types.Void]
	}
}

// usedBeforeDeduced reports a call of a function whose auto result is not
// known yet.
func (c *checker) usedBeforeDeduced(pos diag.Pos, name string, ft *types.Func) bool {
	if ft == nil || ft.Result != autoType {
		return false
	}
	c.errorf(pos, "'%s' is used before its return type is known: define it (its body) before this use", baseName(name))
	return true
}

// isPending reports whether fd's body waits to be checked.
func (c *checker) isPending(fd *ast.FuncDecl) bool {
	for _, p := range c.pending {
		if p == fd {
			return true
		}
	}
	return false
}

// bodyNow checks fd's body at once, in the middle of checking another
// function, and records it with the file's functions.
func (c *checker) bodyNow(fd *ast.FuncDecl) {
	for i, p := range c.pending {
		if p == fd {
			c.pending = append(c.pending[:i:i], c.pending[i+1:]...)
			break
		}
	}
	fn, exec, loops, switches, reported := c.fn, c.exec, c.loops, c.switches, c.reported
	c.funcBody(fd)
	c.fn, c.exec, c.loops, c.switches, c.reported = fn, exec, loops, switches, reported
	c.file.Funcs = append(c.file.Funcs, fd)
}
