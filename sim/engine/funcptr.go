package engine

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// Function pointers. A pointer to a function of the program is a code
// address: codeBase plus 16 times the function's index in Machine.code, far
// from any data address, so that a load or store through it faults like
// one through any other bad pointer. A call through a pointer calls, for
// each group of lanes holding the same address, the function it names.

const codeBase = 0x7f0000000000 // above the lab's data spaces

// funcAddr is the code address of decl, numbering it on first use.
func (m *Machine) funcAddr(decl *ast.FuncDecl) uint64 {
	if m.codeIndex == nil {
		m.codeIndex = map[*ast.FuncDecl]int{}
	}
	i, ok := m.codeIndex[decl]
	if !ok {
		i = len(m.code)
		m.code = append(m.code, decl)
		m.codeIndex[decl] = i
	}
	return codeBase + 16*uint64(i)
}

// funcAt is the function at code address a, or nil.
func (m *Machine) funcAt(a uint64) *ast.FuncDecl {
	if a < codeBase || (a-codeBase)%16 != 0 || (a-codeBase)/16 >= uint64(len(m.code)) {
		return nil
	}
	return m.code[(a-codeBase)/16]
}

// funcValue compiles a function name used as a value (decayed, or &f).
func (c *compiler) funcValue(e ast.Expr, x ast.Expr) evalFn {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok || id.Obj == nil || id.Obj.Kind != ast.ObjFunc || id.Obj.Decl == nil {
		if u, ok := ast.Unparen(x).(*ast.Unary); ok && u.Op == token.Mul {
			return c.expr(u.X) // *fp used as a function: the pointer itself
		}
		c.unsupported(e, "this function value")
		return c.bad()
	}
	v := constVec(c.m.funcAddr(id.Obj.Decl))
	return func(*Frame, uint32) *Vec { return v }
}

// pointerCall compiles a call through a function pointer: the checker
// leaves Func nil and sets Sig, whose reference parameters take their
// arguments' addresses and whose struct result a buffer of the caller's
// frame receives, as in a direct call (call).
func (c *compiler) pointerCall(e *ast.Call) evalFn {
	target := c.expr(e.Fun)
	args, ok := c.callArgs(e.Args, e.Sig)
	if !ok {
		return c.bad()
	}
	var retBuf uint64
	agg := kindOf(e.Sig.Result) == kAgg
	if agg {
		retBuf = c.frameMem(e.Sig.Result.Size(), e.Sig.Result.Align())
	}
	line := c.line(e)
	d, rb := c.newReg(), c.newReg()
	device := c.deviceCode()
	return func(f *Frame, mask uint32) *Vec {
		out := &f.regs[d]
		tv := target(f, mask)
		var buf [8]*Vec
		argv := evalArgs(f, mask, args, buf[:0])
		if agg {
			addU(&f.regs[rb], &f.base, retBuf, f.w.n)
			argv = append(argv, &f.regs[rb])
		}
		f.w.count(line, mask)
		out.U = false
		f.callEach(out, tv, mask, argv, device, line, pointerRoute)
		return out
	}
}

// indirectRoute words the errors of calls through one kind of code
// address (a function pointer, a vtable slot).
type indirectRoute struct {
	null       func() string         // the address is 0, where that has a message of its own
	noFunction func(a uint64) string // the address names no function
	undefined  func(name string) string
	toHost     string // device code reaching a host function: format with the name
	toDevice   string // host code reaching a device function: format with the name
}

var pointerRoute = indirectRoute{
	noFunction: func(a uint64) string {
		return fmt.Sprintf("call through a function pointer that holds %#x, which is no function of the program", a)
	},
	undefined: func(name string) string {
		return fmt.Sprintf("call through a function pointer to %s, which is declared but never defined", name)
	},
	toHost:   "device code calls the host function %s through a function pointer",
	toDevice: "host code calls the device function %s through a function pointer",
}

// callEach calls, for each distinct code address among the lanes of mask
// in targets, the function there with the lanes that hold it, and merges
// the results into out. At an address that names nothing this side can
// call it reports the error in route's words and stops.
func (f *Frame) callEach(out, targets *Vec, mask uint32, argv []*Vec, device bool, line int, route indirectRoute) {
	m := f.w.m
	for left := mask; left != 0; {
		a := targets.get(firstLane(left))
		var same uint32
		for l := left; l != 0; l &= l - 1 {
			if i := firstLane(l); targets.get(i) == a {
				same |= 1 << i
			}
		}
		left &^= same
		decl := m.funcAt(a)
		switch {
		case a == 0 && route.null != nil:
			f.w.runtimeError(line, "%s", route.null())
			return
		case decl == nil:
			f.w.runtimeError(line, "%s", route.noFunction(a))
			return
		case decl.Body == nil:
			f.w.runtimeError(line, "%s", route.undefined(decl.Name))
			return
		case (device || f.w.device) && decl.Attrs.Exec()&ast.ExecDevice == 0:
			f.w.runtimeError(line, route.toHost, decl.Name)
			return
		case !f.w.device && decl.Attrs.Global:
			f.w.runtimeError(line, "host code calls the kernel %s through a function pointer without <<<...>>>; launch it with ptr<<<grid, block>>>(...)", decl.Name)
			return
		case !f.w.device && decl.Attrs.Exec()&ast.ExecHost == 0:
			f.w.runtimeError(line, route.toDevice, decl.Name)
			return
		}
		callee := m.function(decl)
		if callee == nil {
			out.setUniform(0)
			return
		}
		res := f.w.call(callee, argv, same)
		out.assign(res, same, mask, f.w.n)
	}
}
