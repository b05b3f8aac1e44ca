package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
)

// initGlobals lays out every variable with static storage and runs its
// initialiser on the host before main, as the C runtime and the CUDA
// module loader do. Shared variables get their place per launch instead.
func (m *Machine) initGlobals() bool {
	w := newHostWarp(m)
	w.privileged = true
	for _, d := range m.file.Vars {
		obj := d.Obj
		if obj == nil {
			continue
		}
		var space mem.Space
		switch obj.Space {
		case ast.SpaceShared, ast.SpaceDynShared:
			continue
		case ast.SpaceGlobal, ast.SpaceManaged:
			space = mem.Global
		case ast.SpaceConstant:
			space = mem.Constant
		default:
			space = mem.Host
		}
		size := uint64(max(obj.Type.Size(), 1))
		b, err := m.mem.Alloc(space, size, uint64(max(obj.Type.Align(), obj.AlignAs, 16)), obj.Name)
		if err != nil {
			m.errorf(d.P, diag.KindLimit, "%v", err)
			return false
		}
		b.Managed = obj.Space == ast.SpaceManaged
		b.MarkInit(0, size) // static storage starts zeroed
		m.globals[obj] = b.Base
		if obj.Name == "errno" && space == mem.Host {
			m.errnoAddr = b.Base
		}
		if d.Init == nil {
			continue
		}
		fn := &function{m: m}
		c := &compiler{m: m, fn: fn, vars: map[*ast.Object]*varLoc{}}
		fill := c.initMemory(obj.Type, d.Init, d.P.Line)
		if c.err || fill == nil {
			return false
		}
		addr := constVec(b.Base)
		fn.body = func(f *Frame, mask uint32) uint32 { fill(f, mask, addr); return mask }
		w.call(fn, nil, 1)
		if m.halted {
			return false
		}
	}
	return true
}

// stringAddr returns the address of a string literal's bytes (with a
// terminating NUL) in read-only memory, one copy per distinct string.
func (m *Machine) stringAddr(s string) uint64 {
	if a, ok := m.strs[s]; ok {
		return a
	}
	b, err := m.mem.Alloc(mem.Constant, uint64(len(s)+1), 16, "a string literal")
	if err != nil {
		return 0
	}
	copy(b.Data, s)
	b.MarkInit(0, b.Size)
	m.strs[s] = b.Base
	return b.Base
}

// synchronize is what every synchronising runtime call does: kernels are
// done, so their printf output appears and a fault they hit becomes the
// sticky error that later calls return.
func (m *Machine) synchronize() {
	if m.rt.pending != errSuccess {
		m.rt.sticky = m.rt.pending
		m.rt.pending = errSuccess
	}
	if c := m.devCrash; c != nil {
		m.out.Write(m.devOut.Bytes()[:c.at])
		m.devOut.Reset()
		m.devCrash = nil
		m.errorf(m.pos(c.line), diag.KindRuntime, "kernel '%s': printf's %%s conversion %d comes after an hh conversion, which the device's printf copies no argument for: the host's printf takes other bytes of the record for the string's address and faults on them when the kernel's output is printed: the program is killed by SIGSEGV (exit status %d)",
			c.kernel, c.conv, sigsegvStatus)
		m.kill(sigsegvStatus)
		return
	}
	if m.devOut.Len() > 0 {
		m.out.Write(m.devOut.Bytes())
		m.devOut.Reset()
	}
	m.hostWait()
}

// deviceCrash is a device printf record the host's printf will fault on:
// where it starts in the device output, and where the kernel printed it.
type deviceCrash struct {
	at, line, conv int
	kernel         string
}
