package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// nvcc loads a value once where device code reads the same memory again
// with nothing written in between: `out[i] = in[i] * in[i]` is one LDG,
// `if (s[b]) atomicAdd(&bins[b], s[b])` one LDS (x_randcourse_00's
// histogram on the H200: 32 shared loads, where the lab counted 64), and a
// stencil's `lap = ... - 4.0f * u[i]; v[i] = u[i] + k * lap;` reads u[i]
// once (x_heat_jacobi). The lab's counters count what the engine
// evaluates, so hoistRepeatedLoads makes the code read such a value once,
// into a temporary: `(load0) = u[i];` before the first statement that
// reads it, and (load0) for every read of the same place after it.
//
// A read is an element, a dereference or a member reached through them,
// of arithmetic or pointer type, through a pointer that is not volatile;
// two reads are the same when they are spelled alike over the same
// variables (fmashare.go's operandKey). A read stays available through
// the statements of a straight-line list, and from an if's condition into
// its branches, until something may change it: an assignment to a
// variable its address reads or to one whose address is taken, a store
// that may overwrite it (any but one to another member of the same
// element, spelled alike), a call with an effect (atomics, barriers, user
// functions), ++ or --; a loop, a switch or a label starts afresh. A store
// makes the value it writes available: the statement becomes
// `(t) = (place = value)` (struct_aos_soa's updateAoS then loads x, mass
// and y once each, as recorded). Only the part of a statement read before
// its first effect takes part (an assignment's right side, a call's
// arguments, a return, an initializer, an if's condition), and only a read
// that every evaluation of its statement makes (not under ?: nor on the
// right of && or ||) is loaded early; later reads of it may be anywhere.
func (c *checker) hoistRepeatedLoads(fd *ast.FuncDecl) {
	if fd.Body == nil || fd.IsTemplate() || fd.Attrs.Exec()&ast.ExecDevice == 0 {
		return
	}
	h := &loadHoister{temps: tempVars{c: c, prefix: "(load"}, addressed: map[*ast.Object]bool{}}
	// a variable whose address is taken is memory: assigning it is a store
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		note := func(x ast.Expr) {
			if id, ok := ast.Unparen(x).(*ast.Ident); ok && id.Obj != nil {
				h.addressed[id.Obj] = true
			}
		}
		switch x := n.(type) {
		case *ast.Unary:
			if x.Op == token.And {
				note(x.X)
			}
		case *ast.Call:
			writtenArgs(x, note)
		}
		return true
	})
	h.list(&fd.Body.List, nil)
	h.rewrite()
	h.temps.declare(fd)
}

// stmtSlot is where a statement stands: index of a list, or a lone body.
type stmtSlot struct {
	list  *[]ast.Stmt
	index int
	lone  *ast.Stmt
}

// availRead is a value of memory that later reads can take: one a read
// loaded, or one a store wrote.
type availRead struct {
	key   ast.Expr  // the place read or written
	spell string    // its spelling (spelling): reads spelled alike have one value
	first *ast.Expr // the read that loads it, or the statement's assignment that stores it
	store bool
	slot  stmtSlot // the statement it is in
	uses  []*ast.Expr
}

type loadHoister struct {
	noted     []*availRead // every read that may be loaded early, in order
	temps     tempVars
	addressed map[*ast.Object]bool // variables whose address the function takes
}

// list runs through a statement list with the reads available before it
// and returns those available after it.
func (h *loadHoister) list(list *[]ast.Stmt, avail []*availRead) []*availRead {
	for i := range *list {
		avail = h.stmt(&(*list)[i], stmtSlot{list: list, index: i}, avail)
	}
	return avail
}

// lone runs through a body that is one statement, starting afresh.
func (h *loadHoister) lone(s *ast.Stmt, avail []*availRead) {
	if *s != nil {
		h.stmt(s, stmtSlot{lone: s}, avail)
	}
}

func (h *loadHoister) stmt(sp *ast.Stmt, slot stmtSlot, avail []*availRead) []*availRead {
	switch s := (*sp).(type) {
	case *ast.Block:
		return h.list(&s.List, avail)
	case *ast.ExprStmt:
		parts, effect := statementParts(&s.X)
		if parts == nil {
			return nil
		}
		avail = h.reads(parts, len(parts), slot, avail)
		if a, ok := effect.(*ast.Assign); ok && loadable(a.X) {
			// A store: the places it may overwrite are forgotten, and
			// the value it writes is the place's from now on.
			var kept []*availRead
			for _, r := range avail {
				if disjoint(r.key, a.X) {
					kept = append(kept, r)
				}
			}
			if sp := spelling(a.X); sp != "" {
				r := &availRead{key: a.X, spell: sp, first: &s.X, store: true, slot: slot}
				h.noted = append(h.noted, r)
				kept = append(kept, r)
			}
			return kept
		}
		return h.afterEffect(effect, avail)
	case *ast.DeclStmt:
		for _, d := range s.Decls {
			if d.Init == nil || d.Temp {
				continue
			}
			if !effectFree(d.Init) {
				return nil
			}
			avail = h.reads([]*ast.Expr{&d.Init}, 1, slot, avail)
		}
		return avail
	case *ast.Return:
		if s.X != nil && effectFree(s.X) {
			h.reads([]*ast.Expr{&s.X}, 1, slot, avail)
		}
		return nil
	case *ast.If:
		if !effectFree(s.Cond) {
			h.lone(&s.Then, nil)
			h.lone(&s.Else, nil)
			return nil
		}
		avail = h.reads([]*ast.Expr{&s.Cond}, 1, slot, avail)
		h.lone(&s.Then, clone(avail))
		h.lone(&s.Else, clone(avail))
		return nil // what each branch changed is not followed past the if
	case *ast.For:
		h.lone(&s.Body, nil)
	case *ast.While:
		h.lone(&s.Body, nil)
	case *ast.DoWhile:
		h.lone(&s.Body, nil)
	case *ast.Switch:
		for _, cl := range s.Clauses {
			h.list(&cl.Body, nil)
		}
	case *ast.Labeled:
		h.lone(&s.Stmt, nil)
	}
	return nil
}

func clone(a []*availRead) []*availRead { return append([]*availRead(nil), a...) }

// statementParts returns the parts of statement expression *e read before
// it has an effect (an assignment's right side, of = or op=; a call's
// arguments; the whole expression) and the expression whose effect follows
// them, or nil parts when the statement has an effect before.
func statementParts(e *ast.Expr) ([]*ast.Expr, ast.Expr) {
	var parts []*ast.Expr
	switch x := (*e).(type) {
	case *ast.Assign:
		if !effectFree(x.X) || !effectFree(x.Y) {
			return nil, nil
		}
		return []*ast.Expr{&x.Y}, x
	case *ast.Call:
		if x.Virtual || x.Func == nil {
			return nil, nil
		}
		for i := range x.Args {
			if !effectFree(x.Args[i]) {
				return nil, nil
			}
			if !writesArg(x, i) { // a place the call writes is no read
				parts = append(parts, &x.Args[i])
			}
		}
		return parts, x
	case *ast.IncDec:
		return []*ast.Expr{}, x
	}
	if !effectFree(*e) {
		return nil, nil
	}
	return []*ast.Expr{e}, nil
}

// afterEffect returns the reads still available after the effect of
// statement expression e (an assignment, a call, ++ or --; nil: none).
func (h *loadHoister) afterEffect(e ast.Expr, avail []*availRead) []*availRead {
	var target ast.Expr
	switch x := e.(type) {
	case nil:
		return avail
	case *ast.Assign:
		target = x.X
	case *ast.IncDec:
		target = x.X
	case *ast.Call:
		if pureCall(x) {
			return avail
		}
		return nil
	default:
		return nil
	}
	id, ok := ast.Unparen(target).(*ast.Ident)
	if !ok || id.Obj == nil || h.addressed[id.Obj] {
		return nil // a store to memory: any read may have changed
	}
	var kept []*availRead
	for _, r := range avail {
		if !reads(r.key, id.Obj) {
			kept = append(kept, r)
		}
	}
	return kept
}

// reads notes the reads of the regions (in evaluation order; the first
// always are evaluated every time): one of an available read becomes one
// of its uses, and one every evaluation makes becomes available.
func (h *loadHoister) reads(regions []*ast.Expr, always int, slot stmtSlot, avail []*availRead) []*availRead {
	var walk func(at *ast.Expr, always, addressed bool)
	note := func(at *ast.Expr, always bool) {
		sp := spelling(*at)
		if sp == "" {
			return
		}
		for _, r := range avail {
			if r.spell == sp {
				r.uses = append(r.uses, at)
				return
			}
		}
		if always {
			r := &availRead{key: *at, spell: sp, first: at, slot: slot}
			h.noted = append(h.noted, r)
			avail = append(avail, r)
		}
	}
	walk = func(at *ast.Expr, always, addressed bool) {
		switch x := (*at).(type) {
		case *ast.Paren:
			walk(&x.X, always, addressed)
		case *ast.Cast:
			walk(&x.X, always, false)
		case *ast.Unary:
			// the address first: a read inside it is evaluated before
			walk(&x.X, always, x.Op == token.And)
			if x.Op == token.Mul && !addressed && loadable(x) {
				note(at, always)
			}
		case *ast.Index:
			walk(&x.X, always, false)
			walk(&x.Index, always, false)
			if !addressed && loadable(x) {
				note(at, always)
			}
		case *ast.Member:
			walk(&x.X, always, !x.Arrow)
			if !addressed && loadable(x) {
				note(at, always)
			}
		case *ast.Binary:
			walk(&x.X, always, false)
			walk(&x.Y, always && x.Op != token.LAnd && x.Op != token.LOr, false)
		case *ast.Cond:
			walk(&x.Cond, always, false)
			walk(&x.Then, false, false)
			walk(&x.Else, false, false)
		case *ast.Call:
			for i := range x.Args {
				walk(&x.Args[i], always, writesArg(x, i))
			}
		}
	}
	for i, r := range regions {
		walk(r, i < always, false)
	}
	return avail
}

// rewrite loads each read that has uses into a temporary before its
// statement and makes it and its uses read the temporary.
func (h *loadHoister) rewrite() {
	before := map[*[]ast.Stmt]map[int][]ast.Stmt{}
	lone := map[*ast.Stmt][]ast.Stmt{}
	for _, r := range h.noted {
		if len(r.uses) == 0 {
			continue
		}
		if r.store {
			// (t) = (place = value): the statement's value is what it stored
			ref, assign := h.temps.assign(*r.first)
			*r.first = assign
			for _, at := range r.uses {
				*at = ref()
			}
			continue
		}
		ref, assign := h.temps.assign(*r.first)
		pre := &ast.ExprStmt{X: assign}
		if r.slot.lone != nil {
			lone[r.slot.lone] = append(lone[r.slot.lone], pre)
		} else {
			if before[r.slot.list] == nil {
				before[r.slot.list] = map[int][]ast.Stmt{}
			}
			before[r.slot.list][r.slot.index] = append(before[r.slot.list][r.slot.index], pre)
		}
		*r.first = ref()
		for _, at := range r.uses {
			*at = ref()
		}
	}
	for sp, pre := range lone {
		*sp = &ast.Block{P: pre[0].(*ast.ExprStmt).X.Pos(), List: append(pre, *sp)}
	}
	for list, at := range before {
		var out []ast.Stmt
		for i, s := range *list {
			out = append(out, at[i]...)
			out = append(out, s)
		}
		*list = out
	}
}

// loadable reports whether e reads a scalar from memory: an element, a
// dereference or a member of one, through a pointer that is not volatile.
func loadable(e ast.Expr) bool {
	t := e.Type()
	if t == nil || !(types.IsArithmetic(t) || types.IsPointer(t)) {
		return false
	}
	for {
		var p ast.Expr
		switch x := ast.Unparen(e).(type) {
		case *ast.Index:
			p = x.X
		case *ast.Unary:
			if x.Op != token.Mul {
				return false
			}
			p = x.X
		case *ast.Member:
			if !x.Arrow {
				e = x.X // a member of an element is in memory when the element is
				continue
			}
			p = x.X
		default:
			return false
		}
		pt, ok := p.Type().(*types.Pointer)
		return ok && pt.ElemQual&types.Volatile == 0
	}
}

// disjoint reports whether the places a and b are known apart: two
// members of one struct (spelled alike) whose bytes do not overlap.
func disjoint(a, b ast.Expr) bool {
	x, ok1 := ast.Unparen(a).(*ast.Member)
	y, ok2 := ast.Unparen(b).(*ast.Member)
	if !ok1 || !ok2 || x.Field == nil || y.Field == nil || x.Arrow != y.Arrow {
		return false
	}
	if sx := spelling(x.X); sx == "" || sx != spelling(y.X) {
		return false
	}
	fx, fy := x.Field, y.Field
	return fx.Offset+fx.Type.Size() <= fy.Offset || fy.Offset+fy.Type.Size() <= fx.Offset
}

// spelling is e's canonical spelling (fmashare.go's operandKey, without
// copies standing for their source), "" when e is not a plain value.
func spelling(e ast.Expr) string {
	return operandKey(e, func(k string) string { return k })
}
