package engine

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/engine/mem"
)

// Virtual calls. The checker marks a call of a virtual member function
// through a pointer or reference (ast.Call.Virtual) and gives the vtable
// slot; every polymorphic object starts with its vtable pointer, which its
// constructor stored: the host's vtable for an object built by host code,
// the device's for one built by device code (check/inherit.go). As on the
// hardware, the call is two loads, the vtable pointer and the slot's code
// address, then an indirect call: lanes are grouped by the address they
// loaded and each group calls its function.

// virtualCall compiles e, a call with e.Virtual set.
func (c *compiler) virtualCall(e *ast.Call) evalFn {
	ft, _ := e.Func.Type.(*types.Func)
	if ft == nil || len(e.Args) == 0 {
		c.unsupported(e, "this virtual call")
		return c.bad()
	}
	args, ok := c.callArgs(e.Args, ft)
	if !ok {
		return c.bad()
	}
	var retBuf uint64
	agg := kindOf(ft.Result) == kAgg
	if agg {
		retBuf = c.frameMem(ft.Result.Size(), ft.Result.Align())
	}
	line := c.line(e)
	d, rb, vp, slot, ad := c.newReg(), c.newReg(), c.newReg(), c.newReg(), c.newReg()
	off := uint64(8 * e.Slot)
	name := e.Func.Name
	device := c.deviceCode()
	m := c.m
	route := indirectRoute{
		null: func() string {
			return fmt.Sprintf("pure virtual function %s called (the object's constructor or destructor is running, or its vtable was never set)", baseName(name))
		},
		noFunction: func(a uint64) string {
			return fmt.Sprintf("virtual call of %s through a vtable slot that holds %#x, which is no function of the program (the object was never constructed?)", baseName(name), a)
		},
		undefined: func(fn string) string {
			return fmt.Sprintf("virtual call of %s, which is declared but never defined", fn)
		},
		toHost:   "device code calls the host function %s through a vtable (mark it __device__)",
		toDevice: "host code calls the device function %s through a vtable",
	}
	return func(f *Frame, mask uint32) *Vec {
		out := &f.regs[d]
		var buf [8]*Vec
		argv := evalArgs(f, mask, args, buf[:0])
		av := argv
		if agg {
			addU(&f.regs[rb], &f.base, retBuf, f.w.n)
			av = append(argv, &f.regs[rb])
		}
		f.w.count(line, mask)
		out.U = false
		// the vtable pointer, the object's first 8 bytes
		vt := &f.regs[vp]
		if !f.w.load(vt, argv[0], mask, kPtr, line) {
			out.setUniform(0)
			return out
		}
		if f.w.device {
			for l := mask; l != 0; l &= l - 1 {
				i := firstLane(l)
				if b := m.mem.Find(vt.get(i)); b != nil && b.Space == mem.Host {
					f.w.runtimeError(line, "virtual call of %s in device code on an object that host code constructed: its vtable is in host memory, which device code cannot read (undefined behaviour in CUDA; construct the object in device code, e.g. with new in a kernel)", baseName(name))
					out.setUniform(0)
					return out
				}
			}
		}
		sv := &f.regs[slot]
		addr := &f.regs[ad] // the slots' addresses: a register, not an allocation per call
		addr.U, addr.aff, addr.lazy = false, false, false
		for l := mask; l != 0; l &= l - 1 {
			i := firstLane(l)
			addr.V[i] = vt.get(i) + off
		}
		if vt.U {
			addr.setUniform(vt.V[0] + off)
		}
		if !f.w.load(sv, addr, mask, kPtr, line) {
			out.setUniform(0)
			return out
		}
		f.callEach(out, sv, mask, av, device, line, route)
		return out
	}
}

// baseName strips an overload suffix (S::f#2 is S::f).
func baseName(name string) string {
	for i := 0; i < len(name); i++ {
		if name[i] == '#' {
			return name[:i]
		}
	}
	return name
}
