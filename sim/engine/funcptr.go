package engine

import (
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
	if id.Obj.Decl.Attrs.Global {
		c.unsupported(e, "a pointer to a kernel")
		return c.bad()
	}
	v := constVec(c.m.funcAddr(id.Obj.Decl))
	return func(*Frame, uint32) *Vec { return v }
}

// pointerCall compiles a call through a function pointer: the checker
// leaves Func nil, sets Sig, and refuses signatures with reference
// parameters or struct results (check/call.go pointerCall).
func (c *compiler) pointerCall(e *ast.Call) evalFn {
	target := c.expr(e.Fun)
	args := make([]evalFn, len(e.Args))
	for i, a := range e.Args {
		args[i] = c.expr(a)
	}
	line := c.line(e)
	d := c.newReg()
	m := c.m
	device := c.deviceCode()
	return func(f *Frame, mask uint32) *Vec {
		out := &f.regs[d]
		tv := target(f, mask)
		var buf [8]*Vec
		argv := evalArgs(f, mask, args, buf[:0])
		f.w.count(line, mask)
		out.U = false
		for left := mask; left != 0; {
			a := tv.get(firstLane(left))
			var same uint32
			for l := left; l != 0; l &= l - 1 {
				if i := firstLane(l); tv.get(i) == a {
					same |= 1 << i
				}
			}
			left &^= same
			decl := m.funcAt(a)
			switch {
			case decl == nil:
				f.w.runtimeError(line, "call through a function pointer that holds %#x, which is no function of the program", a)
				return out
			case decl.Body == nil:
				f.w.runtimeError(line, "call through a function pointer to %s, which is declared but never defined", decl.Name)
				return out
			case (device || f.w.device) && decl.Attrs.Exec()&ast.ExecDevice == 0:
				f.w.runtimeError(line, "device code calls the host function %s through a function pointer", decl.Name)
				return out
			case !f.w.device && decl.Attrs.Exec()&ast.ExecHost == 0:
				f.w.runtimeError(line, "host code calls the device function %s through a function pointer", decl.Name)
				return out
			}
			callee := m.function(decl)
			if callee == nil {
				out.setUniform(0)
				return out
			}
			res := f.w.call(callee, argv, same)
			out.assign(res, same, mask, f.w.n)
		}
		return out
	}
}
