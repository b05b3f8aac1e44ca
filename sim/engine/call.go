package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// call compiles a function call: a user function or a built-in.
func (c *compiler) call(e *ast.Call) evalFn {
	obj := e.Func
	if obj == nil {
		if e.Sig != nil {
			return c.pointerCall(e)
		}
		c.unsupported(e, "a call the checker left unresolved")
		return c.bad()
	}
	if obj.Kind == ast.ObjBuiltinFunc {
		return c.builtin(e)
	}
	if obj.Kind != ast.ObjFunc || obj.Decl == nil {
		c.unsupported(e, "calling "+obj.Name)
		return c.bad()
	}
	decl := obj.Decl
	if e.Virtual {
		return c.virtualCall(e)
	}
	if decl.Body == nil {
		c.errorf(e.Pos(), "function %s is declared but never defined", obj.Name)
		return c.bad()
	}
	if decl.Attrs.Global {
		c.errorf(e.Pos(), "the kernel %s must be launched with <<<grid, block>>>, not called", obj.Name)
		return c.bad()
	}
	if c.deviceCode() {
		if decl.Attrs.Exec()&ast.ExecDevice == 0 {
			c.errorf(e.Pos(), "the host function %s cannot be called from device code (mark it __device__)", obj.Name)
			return c.bad()
		}
	}
	ft, _ := obj.Type.(*types.Func)
	args, ok := c.callArgs(e.Args, ft)
	if !ok {
		return c.bad()
	}
	var pack func(f *Frame, argv []*Vec, mask uint32) []*Vec
	if ft != nil && ft.Variadic && decl.HasVarArea() {
		if pack = c.varArgs(e, ft); pack == nil {
			return c.bad()
		}
	}
	var retBuf uint64
	agg := ft != nil && kindOf(ft.Result) == kAgg
	if agg {
		retBuf = c.frameMem(ft.Result.Size(), ft.Result.Align())
	}
	line := c.line(e)
	d, rb := c.newReg(), c.newReg()
	var callee, deviceView *function
	var viewDecl *ast.FuncDecl // the device pass's body, run on the device
	if v := obj.DeviceView; v != nil && v.Decl != nil && v.Decl.Body != nil {
		viewDecl = v.Decl
	}
	m := c.m
	return func(f *Frame, mask uint32) *Vec {
		out := &f.regs[d]
		// Arguments live on the Go stack: a call can re-enter this very
		// call site through recursion before the outer call starts.
		var buf [8]*Vec
		argv := evalArgs(f, mask, args, buf[:0])
		if callee == nil {
			if callee = m.function(decl); callee == nil {
				out.setUniform(0)
				return out
			}
		}
		fn := callee
		if viewDecl != nil && f.w.device {
			if deviceView == nil {
				if deviceView = m.function(viewDecl); deviceView == nil {
					out.setUniform(0)
					return out
				}
			}
			fn = deviceView
		}
		av := argv
		if pack != nil {
			av = pack(f, argv, mask)
		}
		if agg {
			addU(&f.regs[rb], &f.base, retBuf, f.w.n)
			av = append(av, &f.regs[rb])
		}
		f.w.count(line, mask)
		res := f.w.call(fn, av, mask)
		out.U = false
		out.assign(res, mask, mask, f.w.n)
		return out
	}
}

// deviceCode reports whether the function being compiled runs on the
// device. A global's initialiser, compiled without a function, is host code.
func (c *compiler) deviceCode() bool {
	d := c.fn.decl
	return d != nil && (d.Attrs.Global || d.Attrs.Device && !d.Attrs.Host)
}

// callArgs compiles a call's arguments for the parameters of ft (nil when
// unknown): a reference parameter gets its argument's address.
func (c *compiler) callArgs(list []ast.Expr, ft *types.Func) ([]evalFn, bool) {
	args := make([]evalFn, len(list))
	for i, a := range list {
		if ft != nil && i < len(ft.Params) {
			if _, ok := ft.Params[i].Type.(*types.Reference); ok {
				lv := c.lvalue(a)
				if lv == nil {
					return nil, false
				}
				if lv.reg >= 0 {
					c.unsupported(a, "passing a register variable by reference")
					return nil, false
				}
				args[i] = lv.addr
				continue
			}
		}
		args[i] = c.expr(a)
	}
	return args, true
}
