package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
)

// launch compiles k<<<grid, block, smem>>>(args): the arguments are
// evaluated on the host, struct arguments copied to parameter memory the
// kernel can read, and the kernel runs to completion before the host goes
// on (its printf output waits for the next synchronisation).
func (c *compiler) launch(e *ast.Launch) evalFn {
	var decl *ast.FuncDecl // the kernel, or nil for a launch through a pointer
	var target evalFn      // the pointer, for one
	switch {
	case e.Indirect:
		target = c.expr(e.Fun)
	case e.Kernel == nil || e.Kernel.Decl == nil:
		c.unsupported(e, "this launch")
		return c.bad()
	default:
		decl = e.Kernel.Decl
		if decl.Body == nil {
			c.errorf(e.Pos(), "the kernel %s is declared but never defined", decl.Name)
			return c.bad()
		}
	}
	grid, block := c.expr(e.Grid), c.expr(e.Block)
	var smem evalFn
	if e.Smem != nil {
		smem = c.expr(e.Smem)
	}
	args := c.exprs(e.Args)
	aggSize := make([]uint64, len(e.Args))
	for i, a := range e.Args {
		if kindOf(a.Type()) == kAgg {
			aggSize[i] = uint64(a.Type().Size())
		}
	}
	line := c.line(e)
	m := c.m
	z := constVec(0)
	return func(f *Frame, mask uint32) *Vec {
		w := f.w
		if w.halted() {
			// The program is over (the step budget, exit()): its launch
			// configuration may not even have been built.
			return z
		}
		if w.device {
			w.runtimeError(line, "launching a kernel from a kernel (dynamic parallelism) is not supported")
			return z
		}
		kernel := decl
		if target != nil {
			if kernel = w.kernelAt(target(f, mask).V[0], line); kernel == nil {
				return z
			}
		}
		g, okg := m.readDim3(grid(f, mask).V[0])
		b, okb := m.readDim3(block(f, mask).V[0])
		if !okg || !okb {
			w.runtimeError(line, "cannot read the launch configuration")
			return z
		}
		sm := 0
		if smem != nil {
			v := smem(f, mask).V[0]
			if v > 1<<31 {
				v = 1 << 31
			}
			sm = int(v)
		}
		argv := make([]*Vec, len(args))
		var params []uint64
		// The launch is a call of nvcc's stub after the configuration:
		// gcc evaluates its arguments right to left (evalArgs).
		for i := len(args) - 1; i >= 0; i-- {
			v := args[i](f, mask)
			argv[i] = &Vec{U: true}
			argv[i].V[0] = v.V[0]
			if aggSize[i] > 0 {
				pb, err := m.mem.Alloc(mem.Constant, aggSize[i], 16, "a kernel parameter")
				if err != nil {
					w.runtimeError(line, "%v", err)
					return z
				}
				if fl := m.mem.Copy(pb.Base, v.V[0], aggSize[i]); fl != nil {
					w.runtimeError(line, "%s", fl.Msg)
					return z
				}
				argv[i].V[0] = pb.Base
				params = append(params, pb.Base)
			}
		}
		w.count(line, mask)
		m.runLaunch(kernel, g, b, sm, argv, line, [3]int{})
		for _, p := range params {
			m.mem.Free(p, mem.Constant)
		}
		return z
	}
}

// kernelAt is the kernel a launch through a pointer holding a runs, or
// nil after reporting why there is none. nvcc compiles such a launch into
// a call through the pointer of the kernel's host-side stub, so a null or
// stray pointer crashes the program, and a host function's pointer runs
// that function instead of launching anything: both stop the run here.
func (w *Warp) kernelAt(a uint64, line int) *ast.FuncDecl {
	decl := w.m.funcAt(a)
	switch {
	case a == 0:
		w.runtimeError(line, "launch through a null kernel pointer (the program would crash here)")
	case decl == nil:
		w.runtimeError(line, "launch through a pointer that holds %#x, which is no function of the program (the program would crash here)", a)
	case !decl.Attrs.Global:
		w.runtimeError(line, "launch through a pointer to %s, which is not a __global__ function (nvcc's code would call it on the host and launch nothing)", decl.Name)
	case decl.Body == nil:
		w.runtimeError(line, "launch through a pointer to the kernel %s, which is declared but never defined", decl.Name)
	default:
		return decl
	}
	return nil
}

// readDim3 reads a dim3 at a host address.
func (m *Machine) readDim3(addr uint64) ([3]int, bool) {
	var d [3]int
	for i := 0; i < 3; i++ {
		b, off, f := m.mem.Resolve(addr+uint64(4*i), 4)
		if f != nil {
			return d, false
		}
		d[i] = int(mem.Load(b, off, 4))
	}
	return d, true
}

// stackOverflow reports a call that does not fit the thread's stack.
func (w *Warp) stackOverflow(fn *function) {
	name := "?"
	line := 0
	if fn.decl != nil {
		name, line = fn.name(), fn.decl.P.Line
	}
	if w.device {
		l := w.blk.launch
		w.m.errorf(w.m.pos(line), diag.KindLimit, "kernel '%s': stack overflow calling %s (each thread has %d bytes of stack; is the recursion endless?)", l.fn.name(), name, w.stackSize)
		l.fail(errLaunchFailure)
		return
	}
	if w.sp == 0 && (fn.frameSize+15)&^15 > maxHostStack {
		// the first frame alone: main's local arrays, usually
		w.m.errorf(w.m.pos(line), diag.KindLimit, "stack overflow calling %s: its local variables take %d bytes, more than the %d-byte stack (Linux's default, 8 MiB); allocate large arrays with malloc", name, fn.frameSize, maxHostStack)
	} else {
		w.m.errorf(w.m.pos(line), diag.KindLimit, "stack overflow calling %s (the host stack is %d bytes; is the recursion endless?)", name, w.stackSize)
	}
	w.m.halted = true
}
