package check

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// nvcc loads a value once where a statement reads the same memory twice
// with nothing written in between: `out[i] = in[i] * in[i]` is one LDG, and
// `if (s[b]) atomicAdd(&bins[b], s[b])` one LDS (x_randcourse_00's
// histogram on the H200: 32 shared loads, where the lab counted 64). The
// lab's counters count what the engine evaluates, so hoistRepeatedLoads
// makes such a statement read the value once, into a temporary: the
// statement `out[i] = in[i] * in[i];` becomes `(load0) = in[i]; out[i] =
// (load0) * (load0);`.
//
// It looks at one statement at a time in device code: an assignment (its
// right side), a call (its arguments, which are read before the call does
// anything), a return, a declaration's initializer, and an if whose branch
// is such a statement (the condition and then the branch). The part read
// must have no effect until the repeated reads are done (effectFree: no
// assignment, ++ or --, and no call but of a pure built-in). A read is an element or a dereference of
// arithmetic or pointer type through a pointer that is not volatile; two
// reads are the same when they are spelled alike over the same variables.
// The first must be one that every evaluation makes (not under ?:, nor on
// the right of && or ||), so that reading it first adds no access the
// program would not make.
func (c *checker) hoistRepeatedLoads(fd *ast.FuncDecl) {
	if fd.Body == nil || fd.Template != nil || fd.Attrs.Exec()&ast.ExecDevice == 0 {
		return
	}
	h := &loadHoister{c: c}
	fd.Body.List = h.stmts(fd.Body.List)
	if len(h.temps) > 0 {
		fd.Body.List = append([]ast.Stmt{&ast.DeclStmt{P: fd.Body.P, Decls: h.temps}}, fd.Body.List...)
	}
}

type loadHoister struct {
	c     *checker
	temps []*ast.VarDecl
}

// stmts rewrites a statement list, inserting each statement's hoisted
// loads before it.
func (h *loadHoister) stmts(list []ast.Stmt) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range list {
		pre, s2 := h.stmt(s)
		out = append(out, pre...)
		out = append(out, s2)
	}
	return out
}

// single rewrites a statement that stands alone (a loop's or branch's
// body): hoisted loads need a block around it.
func (h *loadHoister) single(s ast.Stmt) ast.Stmt {
	if s == nil {
		return nil
	}
	pre, s2 := h.stmt(s)
	if len(pre) == 0 {
		return s2
	}
	return &ast.Block{P: stmtPos(s2), List: append(pre, s2)}
}

func stmtPos(s ast.Stmt) diag.Pos {
	switch s := s.(type) {
	case *ast.ExprStmt:
		return s.X.Pos()
	case *ast.If:
		return s.P
	case *ast.Return:
		return s.P
	case *ast.DeclStmt:
		return s.P
	}
	return diag.Pos{}
}

// stmt returns the assignments to temporaries to run before s, and s.
func (h *loadHoister) stmt(s ast.Stmt) ([]ast.Stmt, ast.Stmt) {
	switch s := s.(type) {
	case *ast.Block:
		s.List = h.stmts(s.List)
	case *ast.If:
		var pre []ast.Stmt
		if s.Else == nil {
			if e, ok := branchExpr(s.Then); ok {
				// the condition is read every time, the branch only
				// when it holds
				pre = h.hoist(append([]*ast.Expr{&s.Cond}, effectFreeParts(e)...), 1)
			}
		}
		s.Then = h.single(s.Then)
		s.Else = h.single(s.Else)
		return pre, s
	case *ast.For:
		s.Body = h.single(s.Body)
	case *ast.While:
		s.Body = h.single(s.Body)
	case *ast.DoWhile:
		s.Body = h.single(s.Body)
	case *ast.Switch:
		for _, cl := range s.Clauses {
			cl.Body = h.stmts(cl.Body)
		}
	case *ast.Labeled:
		s.Stmt = h.single(s.Stmt)
	case *ast.ExprStmt:
		parts := effectFreeParts(&s.X)
		return h.hoist(parts, len(parts)), s
	case *ast.Return:
		if s.X != nil {
			return h.hoist([]*ast.Expr{&s.X}, 1), s
		}
	case *ast.DeclStmt:
		if len(s.Decls) == 1 && s.Decls[0].Init != nil && !s.Decls[0].Temp {
			return h.hoist([]*ast.Expr{&s.Decls[0].Init}, 1), s
		}
	}
	return nil, s
}

// branchExpr returns the expression of an if's branch that is one
// expression statement (braced or not).
func branchExpr(s ast.Stmt) (*ast.Expr, bool) {
	if b, ok := s.(*ast.Block); ok && len(b.List) == 1 {
		s = b.List[0]
	}
	if e, ok := s.(*ast.ExprStmt); ok {
		return &e.X, true
	}
	return nil, false
}

// effectFreeParts returns the parts of statement expression *e evaluated
// before it has any effect: an assignment's right side (of = or op=), a call's
// arguments, or the whole expression.
func effectFreeParts(e *ast.Expr) []*ast.Expr {
	switch x := (*e).(type) {
	case *ast.Assign: // = and op=: the right side is read before the store
		return []*ast.Expr{&x.Y}
	case *ast.Call:
		if x.Virtual || x.Func == nil {
			return nil
		}
		parts := make([]*ast.Expr, len(x.Args))
		for i := range x.Args {
			parts[i] = &x.Args[i]
		}
		return parts
	}
	return []*ast.Expr{e}
}

// hoist finds reads repeated in the regions (in evaluation order), each
// free of effects, of which the first always are evaluated every time, and
// returns the assignments of their temporaries.
func (h *loadHoister) hoist(regions []*ast.Expr, always int) []ast.Stmt {
	for _, r := range regions {
		if *r == nil || !effectFree(*r) {
			return nil
		}
	}
	type read struct {
		at     *ast.Expr
		always bool
	}
	var reads []read
	var walk func(at *ast.Expr, always, addressed bool)
	walk = func(at *ast.Expr, always, addressed bool) {
		switch x := (*at).(type) {
		case *ast.Paren:
			walk(&x.X, always, addressed)
		case *ast.Cast:
			walk(&x.X, always, false)
		case *ast.Unary:
			if x.Op == token.Mul && !addressed && loadable(x) {
				reads = append(reads, read{at, always})
			}
			walk(&x.X, always, x.Op == token.And)
		case *ast.Index:
			if !addressed && loadable(x) {
				reads = append(reads, read{at, always})
			}
			walk(&x.X, always, false)
			walk(&x.Index, always, false)
		case *ast.Member:
			walk(&x.X, always, !x.Arrow)
		case *ast.Binary:
			walk(&x.X, always, false)
			walk(&x.Y, always && x.Op != token.LAnd && x.Op != token.LOr, false)
		case *ast.Cond:
			walk(&x.Cond, always, false)
			walk(&x.Then, false, false)
			walk(&x.Else, false, false)
		case *ast.Call:
			for i := range x.Args {
				walk(&x.Args[i], always, false)
			}
		}
	}
	for i, r := range regions {
		walk(r, i < always, false)
	}
	var pre []ast.Stmt
	done := make([]bool, len(reads))
	for i, first := range reads {
		if done[i] || !first.always {
			continue
		}
		var same []*ast.Expr
		for j := i + 1; j < len(reads); j++ {
			if !done[j] && sameExpr(*first.at, *reads[j].at) {
				same = append(same, reads[j].at)
				done[j] = true
			}
		}
		if len(same) == 0 {
			continue
		}
		ref, assign := h.temp(*first.at)
		pre = append(pre, &ast.ExprStmt{X: assign})
		*first.at = ref()
		for _, at := range same {
			*at = ref()
		}
	}
	return pre
}

// temp declares a temporary of v's type at the top of the function and
// returns a maker of references to it and the assignment of v to it.
func (h *loadHoister) temp(v ast.Expr) (func() ast.Expr, ast.Expr) {
	name := fmt.Sprintf("(load%d)", len(h.temps))
	pos, t := v.Pos(), v.Type()
	o := h.c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: t, Pos: pos, Space: ast.SpaceAuto})
	h.temps = append(h.temps, &ast.VarDecl{P: pos, Name: name, Obj: o, Temp: true})
	ref := func() ast.Expr {
		return &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: t, LV: true}, Name: name, Obj: o}
	}
	return ref, &ast.Assign{ExprBase: ast.ExprBase{P: pos, T: t}, Op: token.Assign, X: ref(), Y: v}
}

// loadable reports whether an element or dereference reads a scalar
// through a pointer that is not volatile.
func loadable(e ast.Expr) bool {
	t := e.Type()
	if t == nil || !(types.IsArithmetic(t) || types.IsPointer(t)) {
		return false
	}
	var p ast.Expr
	switch x := e.(type) {
	case *ast.Index:
		p = x.X
	case *ast.Unary:
		p = x.X
	}
	pt, ok := p.Type().(*types.Pointer)
	return ok && pt.ElemQual&types.Volatile == 0
}

// sameExpr reports whether a and b are spelled alike over the same
// variables (and so, in an expression without effects, have one value).
func sameExpr(a, b ast.Expr) bool {
	a, b = ast.Unparen(a), ast.Unparen(b)
	switch x := a.(type) {
	case *ast.Ident:
		y, ok := b.(*ast.Ident)
		return ok && x.Obj != nil && x.Obj == y.Obj
	case *ast.IntLit:
		y, ok := b.(*ast.IntLit)
		return ok && x.Value == y.Value && types.Identical(x.Type(), y.Type())
	case *ast.Unary:
		y, ok := b.(*ast.Unary)
		return ok && x.Op == y.Op && sameExpr(x.X, y.X)
	case *ast.Binary:
		y, ok := b.(*ast.Binary)
		return ok && x.Op == y.Op && sameExpr(x.X, y.X) && sameExpr(x.Y, y.Y)
	case *ast.Index:
		y, ok := b.(*ast.Index)
		return ok && sameExpr(x.X, y.X) && sameExpr(x.Index, y.Index)
	case *ast.Cast:
		y, ok := b.(*ast.Cast)
		return ok && x.Conv == y.Conv && types.Identical(x.Type(), y.Type()) && sameExpr(x.X, y.X)
	case *ast.Member:
		y, ok := b.(*ast.Member)
		return ok && x.Arrow == y.Arrow && x.Field != nil && x.Field == y.Field && sameExpr(x.X, y.X)
	}
	return false
}
