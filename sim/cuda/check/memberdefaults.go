package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Default member initializers (C++11: struct Config { int n = 5; float eps =
// 1e-6f; bool verbose = false; };) are lowered where objects are made:
//
//   - `S v;` without constructors gets the braced list {} (so every member
//     with a default gets it, the others zero);
//   - a braced list {a, b} that stops before a member with a default gets
//     the defaults of the members after it;
//   - a constructor assigns the defaults first, then runs its member
//     initialiser list and body.
//
// The lab accepts constants as defaults (numbers, characters, true, false,
// nullptr, enum constants and named constants, and arithmetic and casts on
// them): each use gets a copy.

// memberDefault records expr as the default of field i of s.
func (c *checker) memberDefault(s *types.Struct, i int, expr ast.Expr, t types.Type) {
	_, isStruct := t.(*types.Struct)
	if l, ok := expr.(*ast.InitList); ok && len(l.Elems) == 1 && !isStruct {
		expr = l.Elems[0] // int n{5};
	}
	if isEmptyList(expr) {
		// T v[N]{}; float f{};: zero, whatever the type
		c.recordMemberDefault(s, i, expr)
		return
	}
	lit := cloneLiteral(expr)
	if lit == nil {
		c.unsupported(expr.Pos(), "a default member initializer must be a constant in lab programs (numbers, characters, true, false, nullptr, enum and named constants, and arithmetic on them)")
		return
	}
	_, isList := lit.(*ast.InitList)
	if isStruct && !isList {
		c.unsupported(expr.Pos(), "a default member initializer of a struct member must be a braced list of constants in lab programs (Vec3 g{0, -9.81f, 0};)")
		return
	}
	if !namesThis(lit) { // (this has a value in a constructor only: checked where one applies it)
		c.memberDefaultValue(lit, t) // reports a mismatch once, here
	}
	c.recordMemberDefault(s, i, expr)
}

// namesThis reports whether x names this (Hook *next = this;, which
// parser/selfdefaults.go gives the struct a constructor for).
func namesThis(x ast.Expr) bool {
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == "this" {
			found = true
		}
		return !found
	})
	return found
}

// memberDefaultValue checks a copy lit of a default member initializer as
// the value of a member of type t: a braced list (Vec3 g{0, -9.81f, 0};)
// as the struct's, anything else converted as in an assignment.
func (c *checker) memberDefaultValue(lit ast.Expr, t types.Type) ast.Expr {
	if l, ok := lit.(*ast.InitList); ok {
		return c.initList(l, t)
	}
	return c.assignConv(c.expr(lit), t, "in default member initializer")
}

func (c *checker) recordMemberDefault(s *types.Struct, i int, expr ast.Expr) {
	if c.memberDefaults == nil {
		c.memberDefaults = map[*types.Struct][]ast.Expr{}
	}
	defs := c.memberDefaults[s]
	for len(defs) <= i {
		defs = append(defs, nil)
	}
	defs[i] = expr
	c.memberDefaults[s] = defs
}

// isEmptyList reports whether x is {}, a value-initialisation: zero.
func isEmptyList(x ast.Expr) bool {
	l, ok := x.(*ast.InitList)
	return ok && len(l.Elems) == 0
}

// cloneLiteral returns a fresh copy of a constant literal expression, or
// nil when x is not one.
func cloneLiteral(x ast.Expr) ast.Expr {
	switch e := x.(type) {
	case *ast.IntLit:
		n := *e
		n.ExprBase = ast.ExprBase{P: e.P}
		return &n
	case *ast.FloatLit:
		n := *e
		n.ExprBase = ast.ExprBase{P: e.P}
		return &n
	case *ast.BoolLit:
		n := *e
		n.ExprBase = ast.ExprBase{P: e.P}
		return &n
	case *ast.NullptrLit:
		return &ast.NullptrLit{ExprBase: ast.ExprBase{P: e.P}}
	case *ast.Ident:
		return &ast.Ident{ExprBase: ast.ExprBase{P: e.P}, Name: e.Name}
	case *ast.Paren:
		if in := cloneLiteral(e.X); in != nil {
			return &ast.Paren{ExprBase: ast.ExprBase{P: e.P}, X: in}
		}
	case *ast.Unary:
		if e.Op == token.Sub || e.Op == token.Add || e.Op == token.Not || e.Op == token.Tilde {
			if in := cloneLiteral(e.X); in != nil {
				return &ast.Unary{ExprBase: ast.ExprBase{P: e.P}, Op: e.Op, X: in}
			}
		}
	case *ast.Binary:
		// arithmetic on constants: int n = 1 << 10; float eps = 1e-3f * 2;
		if l, r := cloneLiteral(e.X), cloneLiteral(e.Y); l != nil && r != nil {
			return &ast.Binary{ExprBase: ast.ExprBase{P: e.P}, Op: e.Op, X: l, Y: r}
		}
	case *ast.Cast:
		if e.Style != ast.CastImplicit && e.TypeName != nil {
			if in := cloneLiteral(e.X); in != nil {
				return &ast.Cast{ExprBase: ast.ExprBase{P: e.P}, Style: e.Style, X: in, TypeName: e.TypeName}
			}
		}
	case *ast.StringLit:
		n := *e
		n.ExprBase = ast.ExprBase{P: e.P}
		return &n
	case *ast.InitList:
		// a struct member's braced list of constants
		l := &ast.InitList{ExprBase: ast.ExprBase{P: e.P}}
		for _, x := range e.Elems {
			y := cloneLiteral(x)
			if y == nil {
				return nil
			}
			l.Elems = append(l.Elems, y)
		}
		return l
	case *ast.Call:
		// INFINITY (__builtin_inff()), NAN, std::sqrt(2.0), acos(-1.0): a
		// math function of constants, which every use computes alike
		id, ok := e.Fun.(*ast.Ident)
		if !ok || !constantCalls[id.Name] {
			return nil
		}
		args := make([]ast.Expr, len(e.Args))
		for i, a := range e.Args {
			if args[i] = cloneLiteral(a); args[i] == nil {
				return nil
			}
		}
		return &ast.Call{ExprBase: ast.ExprBase{P: e.P}, Fun: &ast.Ident{ExprBase: ast.ExprBase{P: id.P}, Name: id.Name}, Args: args}
	}
	return nil
}

// constantCalls are the functions a default member initializer may call
// with constants: <cmath>'s and the builtins behind INFINITY and NAN.
var constantCalls = map[string]bool{
	"__builtin_inff": true, "__builtin_inf": true, "__builtin_nanf": true, "__builtin_nan": true,
	"__builtin_huge_valf": true, "__builtin_huge_val": true,
	"sqrt": true, "sqrtf": true, "exp": true, "expf": true, "log": true, "logf": true, "pow": true, "powf": true,
	"sin": true, "sinf": true, "cos": true, "cosf": true, "atan": true, "atanf": true, "acos": true, "acosf": true,
	"fabs": true, "fabsf": true, "log2": true, "log2f": true, "exp2": true, "exp2f": true, "cbrt": true, "cbrtf": true,
}

// hasMemberDefaults reports whether struct t has default member initializers.
func (c *checker) hasMemberDefaults(t types.Type) bool {
	s, ok := t.(*types.Struct)
	return ok && len(c.memberDefaults[s]) > 0
}

// fillMemberDefaults appends to out (the checked list of a struct s so far)
// the values of the members after it, up to the last member with a default:
// its default, or zero.
func (c *checker) fillMemberDefaults(pos diag.Pos, out *ast.InitList, s *types.Struct) {
	defs := c.memberDefaults[s]
	for i := len(out.Elems); i < len(defs) && i < len(s.Fields); i++ {
		f := s.Fields[i]
		switch {
		case defs[i] != nil && !isEmptyList(defs[i]) && !namesThis(defs[i]): // (this: ctorMemberDefaults)
			out.Elems = append(out.Elems, c.memberDefaultValue(cloneLiteral(defs[i]), f.Type))
		case isAggregate(f.Type):
			out.Elems = append(out.Elems, c.initList(&ast.InitList{ExprBase: ast.ExprBase{P: pos}}, f.Type))
		default:
			out.Elems = append(out.Elems, &ast.IntLit{ExprBase: ast.ExprBase{P: pos, T: f.Type, Const: &ast.Value{}}})
		}
	}
}

// ctorMemberDefaults puts `this->m = default;` for every member with a
// default at the start of constructor fd (after the lowering's `S (self);`
// and `S *this = &(self);`), before the member initialiser list, which
// assigns after it and so wins.
func (c *checker) ctorMemberDefaults(fd *ast.FuncDecl) {
	s, ok := c.lookupTag(fd.Receiver).(*types.Struct)
	if !ok || fd.Body == nil || len(fd.Body.List) < 2 || delegating(fd) {
		return
	}
	defs := c.memberDefaults[s]
	var assigns []ast.Stmt
	for i, d := range defs {
		if d == nil || i >= len(s.Fields) {
			continue
		}
		pos := d.Pos()
		if isEmptyList(d) {
			if isAggregate(s.Fields[i].Type) {
				c.unsupported(pos, "an array or struct member zeroed by {} in a struct with constructors is not supported in lab programs; zero it in the constructor")
				continue
			}
			d = &ast.IntLit{ExprBase: ast.ExprBase{P: pos}, Text: "0"}
		}
		lhs := &ast.Member{ExprBase: ast.ExprBase{P: pos}, X: &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: "this"},
			Name: s.Fields[i].Name, NamePos: pos, Arrow: true}
		assigns = append(assigns, &ast.ExprStmt{X: &ast.Assign{ExprBase: ast.ExprBase{P: pos}, Op: token.Assign, X: lhs, Y: cloneLiteral(d)}})
	}
	if len(assigns) == 0 {
		return
	}
	list := append([]ast.Stmt{}, fd.Body.List[:2]...)
	list = append(list, assigns...)
	fd.Body.List = append(list, fd.Body.List[2:]...)
}

// delegating reports whether constructor fd delegates (S(int a) : S(a, 0)
// {}): the constructor it names builds the object, members, base and
// vtable included, before fd's body runs.
func delegating(fd *ast.FuncDecl) bool {
	if fd.Body == nil || len(fd.Body.List) == 0 {
		return false
	}
	ds, ok := fd.Body.List[0].(*ast.DeclStmt)
	return ok && len(ds.Decls) == 1 && ds.Decls[0].Name == "(self)" && ds.Decls[0].Declarator.HasCtor
}
