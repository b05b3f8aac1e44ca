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
	invoke := c.userInvoke(e, decl)
	if invoke == nil {
		return c.bad()
	}
	var retBuf uint64
	ft, _ := obj.Type.(*types.Func)
	agg := ft != nil && kindOf(ft.Result) == kAgg
	if agg {
		retBuf = c.frameMem(ft.Result.Size(), ft.Result.Align())
	}
	rb := c.newReg()
	return func(f *Frame, mask uint32) *Vec {
		if !agg {
			return invoke(f, mask, nil)
		}
		addU(&f.regs[rb], &f.base, retBuf, f.w.n)
		return invoke(f, mask, &f.regs[rb])
	}
}

// userInvoke compiles the call e of the user function decl as a function
// of the buffer its aggregate result goes to (nil for another result): a
// frame's temporary, or the object a constructor builds in place
// (ctorInto).
func (c *compiler) userInvoke(e *ast.Call, decl *ast.FuncDecl) func(f *Frame, mask uint32, rbuf *Vec) *Vec {
	obj := e.Func
	ft, _ := obj.Type.(*types.Func)
	args, ok := c.callArgs(e.Args, ft)
	if !ok {
		return nil
	}
	var pack func(f *Frame, argv []*Vec, mask uint32) []*Vec
	if ft != nil && ft.Variadic && decl.HasVarArea() {
		if pack = c.varArgs(e, ft); pack == nil {
			return nil
		}
	}
	line := c.line(e)
	d := c.newReg()
	var callee, deviceView *function
	var viewDecl *ast.FuncDecl // the device pass's body, run on the device
	if v := obj.DeviceView; v != nil && v.Decl != nil && v.Decl.Body != nil {
		viewDecl = v.Decl
	}
	m := c.m
	return func(f *Frame, mask uint32, rbuf *Vec) *Vec {
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
		if rbuf != nil {
			av = append(av, rbuf)
		}
		f.w.count(line, mask)
		res := f.w.call(fn, av, mask)
		out.U = false
		out.assign(res, mask, mask, f.w.n)
		return out
	}
}

// inPlaceCtor reports whether decl is a constructor that builds its object
// where its caller says (its (self) is the result's buffer): a host one;
// device code keeps its objects' copies, as the lab's counters of local
// memory expect.
func inPlaceCtor(decl *ast.FuncDecl) bool {
	return decl != nil && decl.Ctor && decl.Body != nil && decl.Attrs.Exec()&ast.ExecDevice == 0
}

// ctorInto compiles the declaration's initialiser init when it is a call
// of a constructor: the object is built in place, at the address the
// declaration gives, so that the constructor's this is the object's own
// (a sentinel node pointing at itself, a member registering this); nil
// for any other initialiser.
func (c *compiler) ctorInto(init ast.Expr) memInit {
	e, ok := init.(*ast.Call)
	if !ok || e.Func == nil || e.Func.Kind != ast.ObjFunc || !inPlaceCtor(e.Func.Decl) || e.Virtual || c.deviceCode() {
		return nil
	}
	invoke := c.userInvoke(e, e.Func.Decl)
	if invoke == nil {
		return nil
	}
	return func(f *Frame, m uint32, a *Vec) { invoke(f, m, a) }
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
