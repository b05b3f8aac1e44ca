package engine

import "simtlab/sim/cuda/ast"

// Loop-invariant address shapes. In
//
//	for (int k = 0; k < n; k++) sum += a[row*n + k] * b[k*n + col];
//
// the fused shape of row*n (fuse.go) is the same in every iteration: the
// loop assigns neither row nor n. Such a subtree of a fused address is
// computed once per entry of the loop and kept in its frame.
//
// It is correct by construction. A shape function is pure: its result
// depends only on the registers of the variables at its leaves (constants,
// threadIdx and friends and array addresses are fixed for the warp). A
// subtree is cached in a loop only when no variable at its leaves is
// written anywhere in the loop — its init, condition, step and body,
// nested statements and lambdas included: not assigned (=, op=, ++, --),
// not declared there, its address not taken. A register variable's address
// is never taken anywhere (findAddressed puts those in memory), and other
// functions cannot reach the caller's registers, so while the loop runs
// those registers do not change. Divergence, break, continue and calls
// change which lanes run, not what the registers hold. Every entry of the
// loop statement starts a new generation: a cached value from an earlier
// entry, or from an earlier use of a pooled frame, never matches. A
// function with goto labels caches nothing (a jump could enter a loop
// without passing its entry; the checker forbids it today, but the cache
// must not depend on that).

// loopShapes turns the cache on; tests turn it off to compare.
var loopShapes = true

// shapeLoop is a loop being compiled: its parts (for the variables it
// writes) and its index among the function's caching loops.
type shapeLoop struct {
	parts   []ast.Node
	init    ast.Node             // the loop's init statement, or nil
	written map[*ast.Object]bool // computed on first use
	id      int                  // index in Frame.loopGen; -1 while nothing is cached
}

// shapeSlot is one cached subtree's value in a frame, valid while gen is
// its loop's current generation.
type shapeSlot struct {
	gen   uint64
	a     affine
	u, ok bool
	// An induction address's (induction.go): k's value at a, the step
	// that a prediction expects, the change of a's base per step, and the
	// steps left; what its load's checks found (loadShape's known).
	k, step, d, left uint64
	chk              shapeCheck
}

// pushShapeLoop opens a loop for the cache; the loop's parts (init,
// condition, step, body) are those compiled until the matching
// popShapeLoop.
func (c *compiler) pushShapeLoop(parts ...ast.Node) {
	var ps []ast.Node
	for _, p := range parts {
		if p != nil {
			ps = append(ps, p)
		}
	}
	l := &shapeLoop{parts: ps, id: -1}
	if len(parts) > 0 {
		l.init = parts[0]
	}
	c.shapeLoops = append(c.shapeLoops, l)
}

// popShapeLoop closes the innermost loop and returns its index in
// Frame.loopGen, or -1 when nothing inside it is cached in it.
func (c *compiler) popShapeLoop() int {
	l := c.shapeLoops[len(c.shapeLoops)-1]
	c.shapeLoops = c.shapeLoops[:len(c.shapeLoops)-1]
	return l.id
}

// writes returns the objects the loop may write: assigned, incremented or
// decremented (every identifier inside the target, so that a conditional
// or comma lvalue counts too), declared, or whose address is taken.
func (l *shapeLoop) writes() map[*ast.Object]bool {
	if l.written != nil {
		return l.written
	}
	w := map[*ast.Object]bool{}
	markAll := func(x ast.Expr) {
		ast.Inspect(x, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Obj != nil {
				w[id.Obj] = true
			}
			return true
		})
	}
	for _, p := range l.parts {
		ast.Inspect(p, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Assign:
				markAll(n.X)
			case *ast.IncDec:
				markAll(n.X)
			case *ast.Unary:
				if n.Op == tokAnd {
					markAll(n.X)
				}
			case *ast.VarDecl:
				if n.Obj != nil {
					w[n.Obj] = true
				}
			}
			return true
		})
	}
	l.written = w
	return w
}

// invariantLoop returns the outermost enclosing loop in which the pure
// subtree e reads no variable the loop writes, or nil.
func (c *compiler) invariantLoop(e ast.Expr) *shapeLoop {
	if !loopShapes || len(c.shapeLoops) == 0 || c.fn.labels > 0 {
		return nil
	}
	var vars []*ast.Object
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Obj != nil && c.regOf(id) >= 0 {
			vars = append(vars, id.Obj)
		}
		return true
	})
outer:
	for _, l := range c.shapeLoops {
		w := l.writes()
		for _, v := range vars {
			if w[v] {
				continue outer
			}
		}
		return l
	}
	return nil
}

// cacheInvariant returns x, the compiled pure subtree e, cached per entry
// of the outermost loop in which it is invariant. Leaves (registers,
// constants, built-ins) are returned as they are: reading them costs no
// more than the cache.
func (c *compiler) cacheInvariant(e ast.Expr, x shapeOperand) shapeOperand {
	if x.reg >= 0 || x.fn == nil {
		return x
	}
	switch ast.Unparen(e).(type) {
	case *ast.Binary, *ast.Cast:
	default:
		return x
	}
	l := c.invariantLoop(e)
	if l == nil {
		return x
	}
	if l.id < 0 {
		l.id = c.fn.shapeLoops
		c.fn.shapeLoops++
	}
	loop, slot := l.id, c.fn.shapeSlots
	c.fn.shapeSlots++
	fn := x.fn
	return shapeOperand{reg: -1, fn: func(f *Frame, m uint32) (affine, bool, bool) {
		s := &f.shapes[slot]
		if g := f.loopGen[loop]; s.gen == g && g != 0 {
			return s.a, s.u, s.ok
		}
		a, u, ok := fn(f, m)
		*s = shapeSlot{gen: f.loopGen[loop], a: a, u: u, ok: ok}
		return a, u, ok
	}}
}

// enterShapeLoop starts a new generation of loop id's cached subtrees; the
// loop statement calls it first on every entry, before its init. A
// frame's generations only grow (pooled frames keep theirs), and a fresh
// frame's slots hold generation 0, which no entry gets.
func (f *Frame) enterShapeLoop(id int) {
	f.shapeGen++
	f.loopGen[id] = f.shapeGen
}
