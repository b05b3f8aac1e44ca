package check

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

func (c *checker) blockStmts(list []ast.Stmt) {
	for i, s := range list {
		c.stmt(s)
		if sa, ok := s.(*ast.StaticAssert); ok {
			list[i] = &ast.EmptyStmt{P: sa.P} // checked: nothing to run
		}
	}
}

// staticAssert checks static_assert(cond, msg): a constant condition that
// is false is an error, as for nvcc. One the lab cannot check (a type
// trait it lacks; its errors muted) or evaluate passes.
func (c *checker) staticAssert(sa *ast.StaticAssert) {
	save := c.errs
	var muted diag.List
	c.errs = &muted
	x := c.expr(sa.Cond)
	c.errs = save
	if len(muted) > 0 || x.Base().Const == nil || isTrue(x) {
		return
	}
	if c.fn != nil && strings.Contains(c.fn.Name, ">::") {
		// a member function of a struct template's instance: C++ makes
		// it only where it is used (Mat<T, R, C>::identity() asserting
		// R == C in Mat<float, 4, 1>, probe oo_02), which the lab, making
		// every member, does not follow
		return
	}
	msg := "static assertion failed"
	if sa.Msg != "" {
		msg += ": " + sa.Msg
	}
	c.errorf(sa.P, "%s", msg)
}

func (c *checker) stmt(s ast.Stmt) {
	switch s := s.(type) {
	case nil:
	case *ast.StaticAssert:
		c.staticAssert(s)
	case *ast.Block:
		c.openScope()
		c.blockStmts(s.List)
		c.closeScope()
	case *ast.DeclStmt:
		for _, td := range s.Types {
			if d, ok := td.(*ast.TypeDecl); ok {
				c.typeDecl(d)
				if d.Spec.Struct != nil && len(d.Spec.Struct.Methods) > 0 {
					c.unsupported(d.P, "member functions of a struct declared inside a function template, or of a local struct whose name another struct has, are not supported; declare the struct at file scope")
				}
			}
		}
		for _, v := range s.Decls {
			c.varDecl(v, false)
		}
	case *ast.ExprStmt:
		s.X = c.unusedLibcuAtomic(c.expr(s.X))
	case *ast.If:
		s.Cond = c.cond(s.Cond, "if")
		if s.Constexpr {
			c.constexprIf(s)
		}
		c.scoped(s.Then)
		c.scoped(s.Else)
	case *ast.For:
		c.iteratorRangeFor(s)
		c.openScope()
		c.stmt(s.Init)
		if s.Cond != nil {
			s.Cond = c.cond(s.Cond, "for")
		}
		if s.Post != nil {
			s.Post = c.expr(s.Post)
		}
		c.loops++
		c.scoped(s.Body)
		c.loops--
		c.closeScope()
	case *ast.While:
		s.Cond = c.cond(s.Cond, "while")
		c.loops++
		c.scoped(s.Body)
		c.loops--
	case *ast.DoWhile:
		c.loops++
		c.scoped(s.Body)
		c.loops--
		s.Cond = c.cond(s.Cond, "do-while")
	case *ast.Switch:
		c.switchStmt(s)
	case *ast.Break:
		if c.loops == 0 && c.switches == 0 {
			c.errorf(s.P, "break statement not within a loop or switch")
		}
	case *ast.Continue:
		if c.loops == 0 {
			c.errorf(s.P, "continue statement not within a loop")
		}
	case *ast.Labeled:
		c.stmt(s.Stmt)
	case *ast.Goto:
		// resolved with the function's labels (labels.go)
	case *ast.Return:
		if c.fn != nil && c.fn.Obj != nil && s.X != nil {
			if ft, ok := c.fn.Obj.Type.(*types.Func); ok && c.refResults[ft] {
				// a T& result is returned as a T*
				s.X = addressOf(s.X)
			}
		}
		c.returnStmt(s)
	}
}

// scoped checks a statement in a scope of its own (the body of if/for/while).
func (c *checker) scoped(s ast.Stmt) {
	if s == nil {
		return
	}
	c.openScope()
	c.stmt(s)
	c.closeScope()
}

// cond checks a condition and converts it to bool.
func (c *checker) cond(x ast.Expr, what string) ast.Expr {
	if x == nil {
		return nil
	}
	e := c.decay(c.expr(x))
	return c.toBool(e, "the "+what+" condition")
}

// toBool converts a scalar to bool, or reports that it is not a scalar.
func (c *checker) toBool(e ast.Expr, what string) ast.Expr {
	t := e.Type()
	if types.IsInvalid(t) {
		return e
	}
	if isBoolType(t) {
		return e
	}
	if r, ok := c.convertByFunction(e, types.Typ[types.Bool], true); ok {
		// if (x) on an object with operator bool (explicit or not), or
		// another conversion function
		return r
	}
	if !types.IsScalar(t) {
		c.errorf(e.Pos(), "%s must be a number or a pointer, not %s", what, describeType(t))
		return e
	}
	return implicitCast(e, types.Typ[types.Bool], ast.ConvToBool)
}

func (c *checker) switchStmt(s *ast.Switch) {
	tag := c.expr(s.Tag)
	tt := tag.Type()
	if !types.IsInvalid(tt) && !types.IsInteger(tt) {
		c.errorf(s.Tag.Pos(), "switch needs an integer value, not %s", tt)
	}
	if types.IsInteger(tt) {
		tag = c.promote(tag)
		tt = tag.Type()
	}
	s.Tag = tag
	c.switches++
	c.openScope()
	seen := map[int64]bool{}
	sawDefault := false
	for _, cl := range s.Clauses {
		if cl.IsDefault {
			if sawDefault {
				c.errorf(cl.P, "multiple default labels in one switch")
			}
			sawDefault = true
		}
		cl.Values = cl.Values[:0]
		for i, x := range cl.Exprs {
			e := c.expr(x)
			cl.Exprs[i] = e
			if types.IsInvalid(e.Type()) {
				cl.Values = append(cl.Values, 0)
				continue
			}
			if !types.IsInteger(e.Type()) || e.Base().Const == nil {
				c.errorf(x.Pos(), "case label must be an integer constant")
				cl.Values = append(cl.Values, 0)
				continue
			}
			v := e.Base().Const.Int
			if types.IsInteger(tt) {
				v = truncInt(v, tt)
			}
			if seen[int64(v)] {
				c.errorf(x.Pos(), "duplicate case value %d", int64(v))
			}
			seen[int64(v)] = true
			cl.Values = append(cl.Values, int64(v))
		}
		c.blockStmts(cl.Body)
	}
	c.closeScope()
	c.switches--
	c.caseCrossings(s)
}

// caseCrossings reports a case label after a declaration with an
// initializer in the switch's own block: the jump to the label would
// skip the initialization of a variable still in scope, which C++
// forbids (g++: "jump to case label").
func (c *checker) caseCrossings(s *ast.Switch) {
	var crossed *ast.VarDecl
	for _, cl := range s.Clauses {
		if crossed != nil {
			label := "case label"
			if cl.IsDefault && len(cl.Exprs) == 0 {
				label = "default label"
			}
			c.errorf(cl.P, "jump to %s crosses the initialization of '%s' (line %d): put the statements of the case that declares it in braces { }", label, crossed.Name, crossed.P.Line)
			return
		}
		for _, st := range cl.Body {
			if d, ok := st.(*ast.DeclStmt); ok {
				for _, v := range d.Decls {
					if v.Init != nil && crossed == nil {
						crossed = v
					}
				}
			}
		}
	}
}

func (c *checker) returnStmt(s *ast.Return) {
	if c.fn == nil {
		return
	}
	ft, _ := c.fn.Obj.Type.(*types.Func)
	if ft == nil {
		return
	}
	rt := ft.Result
	if rt == autoType {
		if s.X == nil {
			ft.Result = types.Typ[types.Void]
		} else {
			s.X = c.deduceResult(ft, c.expr(s.X))
		}
		return
	}
	if s.X == nil {
		if !types.IsVoid(rt) && !types.IsInvalid(rt) {
			c.errorf(s.P, "non-void function '%s' should return a value", c.fn.Name)
		}
		return
	}
	if l, ok := s.X.(*ast.InitList); ok && !types.IsVoid(rt) {
		s.X = c.bracedValue(l, rt, "in return")
		return
	}
	x := c.expr(s.X)
	if types.IsVoid(rt) {
		if !types.IsVoid(x.Type()) && !types.IsInvalid(x.Type()) {
			c.errorf(s.X.Pos(), "void function '%s' should not return a value", c.fn.Name)
		}
		s.X = x
		return
	}
	s.X = c.assignConv(x, rt, "in return")
}

// constexprIf drops the branch of an `if constexpr` that its constant
// condition does not take, before it is checked: in a template instance
// that branch may not be valid code for the instance's arguments.
func (c *checker) constexprIf(s *ast.If) {
	v := s.Cond.Base().Const
	if v == nil {
		if !types.IsInvalid(s.Cond.Type()) {
			c.errorf(s.Cond.Pos(), "the condition of if constexpr must be a constant")
		}
		return
	}
	if v.Int != 0 || v.IsFloat && v.Float != 0 {
		s.Else = nil
	} else {
		s.Then = &ast.EmptyStmt{P: s.P}
	}
}
