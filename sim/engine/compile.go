package engine

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// evalFn computes an expression for the lanes in m and returns where the
// value is (a register of the frame, a constant, or a variable).
type evalFn func(f *Frame, m uint32) *Vec

// stmtFn runs a statement for the lanes in m and returns the lanes that
// continue normally after it (the others returned, broke or continued).
type stmtFn func(f *Frame, m uint32) uint32

// function is a compiled function.
type function struct {
	m          *Machine
	decl       *ast.FuncDecl
	params     []*varLoc
	nregs      int
	frameSize  uint64
	loops      int // deepest nesting of breakable statements
	labels     int // labels of the body (goto targets), see labels.go
	body       stmtFn
	phased     *phasedBody // a kernel whose barriers stop without a coroutine (phased.go)
	result     types.Type
	resultKind kind
	retAddrReg int // for aggregate results: register with the caller's buffer address
	zero       Vec
	pool       []*Frame
	failed     bool
	shapeLoops int // loops with cached invariant shapes (loopshape.go)
	shapeSlots int // cached invariant shapes
	// productReturns: a return's product leaves its factors in the frame's
	// retVal and retVal2, unrounded (returnedproduct.go)
	productReturns bool
}

// name is the function's name as messages and reports show it: without
// the suffix that tells overloads apart (k#2 is k).
func (f *function) name() string { return displayName(f.decl) }

// displayName is d's name as C++ spells it: without the overload's mark,
// and a namespace's gpu∷reduce (parser.NamespaceSep) as gpu::reduce.
func displayName(d *ast.FuncDecl) string {
	return strings.ReplaceAll(baseName(d.Name), parser.NamespaceSep, "::")
}

func (fn *function) getFrame(w *Warp) *Frame {
	if w.keptFree && w.kept.fn == fn { // the warp's own from its last block (leaveKeeping)
		w.keptFree = false
		return w.kept
	}
	if n := len(fn.pool); n > 0 {
		fr := fn.pool[n-1]
		fn.pool = fn.pool[:n-1]
		if fr.w != w { // pointer stores cost write barriers while the collector marks
			fr.w = w
		}
		return fr
	}
	return &Frame{w: w, fn: fn, regs: make([]Vec, fn.nregs),
		brk: make([]uint32, fn.loops+1), cont: make([]uint32, fn.loops+1), jump: make([]uint32, fn.labels),
		loopGen: make([]uint64, fn.shapeLoops), shapes: make([]shapeSlot, fn.shapeSlots)}
}

func (fn *function) putFrame(fr *Frame) { fn.pool = append(fn.pool, fr) }

// varLoc is where a variable lives.
type varLoc struct {
	obj *ast.Object
	t   types.Type
	k   kind
	reg int    // register holding the value (or, for ref, the address); -1 in memory
	off uint64 // offset in the frame's memory
	ref bool   // a reference parameter: reg holds the address
}

// store writes an incoming argument into the parameter.
func (p *varLoc) store(fr *Frame, v *Vec, mask uint32) bool {
	w := fr.w
	if p.reg >= 0 {
		fr.regs[p.reg].assign(v, mask, mask, w.n)
		return true
	}
	var addr Vec
	addU(&addr, &fr.base, p.off, w.n)
	if p.k == kAgg {
		return w.copyLanes(&addr, v, mask, p.t, 0)
	}
	return w.store(&addr, v, mask, p.k, 0)
}

// function returns the compiled form of decl, compiling it on first use.
// Compiling lazily means that an unsupported construct in a function the
// program never calls does not stop the program.
func (m *Machine) function(decl *ast.FuncDecl) *function {
	return m.compiled(m.funcs, decl, false)
}

// compiled is decl's function in funcs, compiled on first use (with
// product returns or without).
func (m *Machine) compiled(funcs map[*ast.FuncDecl]*function, decl *ast.FuncDecl, productReturns bool) *function {
	if fn, ok := funcs[decl]; ok {
		if fn.failed {
			return nil
		}
		return fn
	}
	fn := &function{m: m, decl: decl, productReturns: productReturns}
	funcs[decl] = fn
	c := &compiler{m: m, fn: fn, vars: map[*ast.Object]*varLoc{}}
	c.compileFunc()
	if c.err {
		fn.failed = true
		m.halted = true
		return nil
	}
	return fn
}

// compiler holds the state of compiling one function.
type compiler struct {
	m     *Machine
	fn    *function
	vars  map[*ast.Object]*varLoc
	nregs int
	depth int // current loop/switch nesting
	// loopKinds has one entry per enclosing breakable statement: true for
	// a loop, false for a switch (continue skips switches).
	loopKinds []bool
	err       bool
	addrd     map[*ast.Object]bool // locals whose address is taken
	// discard is the call whose result the statement throws away (an
	// atomic there is a reduction, RED instead of ATOM).
	discard *ast.Call
	// lazyNext lets the next expression compiled return a lazy affine Vec
	// (exprLazy).
	lazyNext bool
	// shapeLoops are the loops being compiled, outermost first
	// (loopshape.go).
	shapeLoops []*shapeLoop
	// fusedLoads are the loads through fused addresses compiled so far,
	// by expression, and lastFusedLoad the latest (dotloop.go).
	fusedLoads    map[ast.Expr]fusedLoadSite
	lastFusedLoad fusedLoadSite
	// prods are the products held in locals that adds fuse
	// (contractlocal.go).
	prods localProducts
	// ctlTests and ctlSteps are the uniform tests and steps compiled so
	// far, by expression, for the phased loops' fused control (loopctl.go).
	ctlTests map[ast.Expr]*ctlTest
	ctlSteps map[ast.Expr]*ctlStep
	// path is the statements enclosing the one being compiled, for lanes
	// that resume after it (its.go).
	path []pathStep
}

func (c *compiler) errorf(pos diag.Pos, format string, args ...any) {
	if !c.err {
		c.m.errorf(pos, diag.KindUnsupported, format, args...)
	}
	c.err = true
}

func (c *compiler) newReg() int {
	r := c.nregs
	c.nregs++
	if c.nregs > c.fn.nregs {
		c.fn.nregs = c.nregs
	}
	return r
}

// frameMem reserves size bytes of frame memory aligned to align.
func (c *compiler) frameMem(size, align int64) uint64 {
	if align < 1 {
		align = 1
	}
	off := (c.fn.frameSize + uint64(align) - 1) &^ (uint64(align) - 1)
	c.fn.frameSize = off + uint64(size)
	return off
}

func (c *compiler) compileFunc() {
	d := c.fn.decl
	ft, _ := d.Obj.Type.(*types.Func)
	if ft == nil || d.Body == nil {
		c.errorf(d.P, "function %s has no body", d.Name)
		return
	}
	c.fn.result = ft.Result
	c.fn.resultKind = kindOf(ft.Result)
	c.findAddressed()
	for _, p := range d.Params {
		c.fn.params = append(c.fn.params, c.declare(p, p.Type))
	}
	if c.fn.resultKind == kAgg {
		c.fn.retAddrReg = c.newReg()
	}
	c.fn.labels = countLabels(d.Body)
	if c.fn.phased = c.phasedKernel(d.Body.List); c.fn.phased != nil {
		c.fn.body = c.fn.phased.straight()
		return
	}
	c.fn.body = c.block(d.Body.List)
}

// findAddressed marks the locals whose address is taken (&x, or passed to
// a reference parameter): they must live in memory.
func (c *compiler) findAddressed() {
	c.addrd = map[*ast.Object]bool{}
	mark := func(x ast.Expr) {
		if id, ok := ast.Unparen(x).(*ast.Ident); ok && id.Obj != nil {
			c.addrd[id.Obj] = true
		}
	}
	ast.Inspect(c.fn.decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Unary:
			if n.Op == tokAnd {
				mark(n.X)
			}
		case *ast.Call:
			ft := n.Sig // a call through a pointer
			if n.Func != nil {
				ft, _ = n.Func.Type.(*types.Func)
			}
			if ft != nil {
				for i, a := range n.Args {
					if i < len(ft.Params) {
						if _, ok := ft.Params[i].Type.(*types.Reference); ok {
							mark(a)
						}
					}
				}
			}
			if n.Func != nil {
				if n.Func.Kind == ast.ObjBuiltinFunc {
					// Built-ins taking an object by reference (atomics on a
					// local, cudaMalloc(&p)) are written with &, marked above.
				}
			}
		}
		return true
	})
}

// declare gives a local variable or parameter its place.
func (c *compiler) declare(obj *ast.Object, t types.Type) *varLoc {
	v := &varLoc{obj: obj, t: t, k: kindOf(t), reg: -1}
	if rt, ok := t.(*types.Reference); ok {
		v.ref = true
		v.t = rt.Elem
		v.k = kindOf(rt.Elem)
		v.reg = c.newReg()
	} else if v.k == kAgg || c.addrd[obj] {
		v.off = c.frameMem(t.Size(), max(t.Align(), obj.AlignAs))
	} else {
		v.reg = c.newReg()
	}
	c.vars[obj] = v
	return v
}

// constVec returns a uniform constant.
func constVec(x uint64) *Vec {
	v := &Vec{U: true}
	v.V[0] = x
	return v
}

func (c *compiler) unsupported(n ast.Node, what string) {
	c.errorf(n.Pos(), "%s is not supported by the simulator yet", what)
}

func (c *compiler) line(n ast.Node) int {
	if n == nil {
		return 0
	}
	return n.Pos().Line
}
