package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// nvcc contracts a half product held in a local into the adds that read
// it, as it does float ones (engine/contractlocal.go): ptxas fuses the
// header's mul.f16 into a later add.f16 once inlining has put them side by
// side, so `acc *= z; acc -= x;` and `__half p = a * b; s = s + p;` round
// once on the H200 (the probes of x_half_operators). The engine fuses a
// __hadd or __hsub of a __hmul written in place (engine/runtime_half.go);
// fuseHalfLocals writes each read of such a local as that product, of the
// operand values saved where the local was set, so the same fusion
// applies.
//
// Only the shapes that settle are taken: the local is set by a
// declaration or a plain assignment of __hmul (or __hmul2) in a statement
// list, every read of it after that, up to the next assignment to it, is
// an operand of __hadd or __hsub (or their pair forms), and the statements
// up to the last read are expressions, declarations or returns without ?:,
// && or || and without calls of the program's functions. Host code
// rounds every product (cuda_fp16.hpp's host __hmul), so only device
// functions are rewritten.

var halfProductAdds = map[string]string{"__hadd": "__hmul", "__hsub": "__hmul", "__hadd2": "__hmul2", "__hsub2": "__hmul2"}

// fuseHalfLocals rewrites the half products held in locals of fd.
func (c *checker) fuseHalfLocals(fd *ast.FuncDecl) {
	if c.exec&ast.ExecDevice == 0 || fd.Body == nil {
		return
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if b, ok := n.(*ast.Block); ok {
			c.fuseHalfLocalsIn(b.List)
		}
		return true
	})
}

// halfRead is a read of a product's local: argument k of an add.
type halfRead struct {
	call *ast.Call
	k    int
}

func (c *checker) fuseHalfLocalsIn(list []ast.Stmt) {
	declared := map[*ast.Object]bool{}
	for i, s := range list {
		obj, mul, ok := halfProductDef(s)
		if d, isDecl := s.(*ast.DeclStmt); isDecl {
			for _, v := range d.Decls {
				declared[v.Obj] = true
			}
		}
		if !ok || !declared[obj] {
			continue
		}
		reads, ok := halfProductReads(obj, mul.Func.Name, list[i+1:])
		if !ok || len(reads) == 0 {
			continue
		}
		pos := mul.P
		x, y := c.hiddenLocal(pos, mul.Args[0].Type()), c.hiddenLocal(pos, mul.Args[1].Type())
		save := &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: mul.Args[1].Type()}, Op: token.Comma,
			X: assignTo(x(), mul.Args[0]), Y: assignTo(y(), mul.Args[1])}
		for _, r := range reads {
			r.call.Args[r.k] = c.checkedBuiltin(mul.Func.Name, r.call.Args[r.k].Pos(), x(), y())
		}
		if d, isDecl := s.(*ast.DeclStmt); isDecl {
			// the local stays declared (a later assignment may set it),
			// holding zero: no read sees this value
			zero := c.fromHalfBits(pos, halfFamilyOf(obj.Type), obj.Type, intConst(pos, halfBitsType(obj.Type), 0))
			d.Decls[0].Init = &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: obj.Type}, Op: token.Comma, X: save, Y: zero}
		} else {
			list[i] = &ast.ExprStmt{X: save}
		}
	}
}

// halfProductDef matches `T v = __hmul(x, y);` and `v = __hmul(x, y);` for a
// local v of a half type.
func halfProductDef(s ast.Stmt) (*ast.Object, *ast.Call, bool) {
	var obj *ast.Object
	var init ast.Expr
	switch s := s.(type) {
	case *ast.DeclStmt:
		if len(s.Decls) != 1 || s.Decls[0].Obj == nil {
			return nil, nil, false
		}
		obj, init = s.Decls[0].Obj, s.Decls[0].Init
	case *ast.ExprStmt:
		a, ok := ast.Unparen(s.X).(*ast.Assign)
		if !ok || a.Op != token.Assign {
			return nil, nil, false
		}
		id, ok := ast.Unparen(a.X).(*ast.Ident)
		if !ok || id.Obj == nil {
			return nil, nil, false
		}
		obj, init = id.Obj, a.Y
	default:
		return nil, nil, false
	}
	if obj.Space != ast.SpaceAuto || obj.Kind != ast.ObjVar || !isHalf(obj.Type) && !isHalf2(obj.Type) {
		return nil, nil, false
	}
	call, ok := ast.Unparen(init).(*ast.Call)
	if !ok || call.Func == nil || call.Func.Kind != ast.ObjBuiltinFunc || len(call.Args) != 2 ||
		call.Func.Name != "__hmul" && call.Func.Name != "__hmul2" {
		return nil, nil, false
	}
	return obj, call, true
}

// halfProductReads finds the reads of obj in the statements after its
// definition, up to the next assignment to it; ok is false when one is not
// an operand of an add of the product's kind or a statement before the
// last read is not straight-line.
func halfProductReads(obj *ast.Object, mul string, after []ast.Stmt) ([]halfRead, bool) {
	var reads []halfRead
	var pending []ast.Stmt // statements since the last read, checked when one follows
	for _, s := range after {
		found, ok := readsIn(s, obj, mul)
		if !ok {
			return nil, false
		}
		pending = append(pending, s)
		if len(found) > 0 {
			for _, p := range pending {
				if !straightStmt(p) {
					return nil, false
				}
			}
			pending = pending[:0]
			reads = append(reads, found...)
		}
		if assigns(s, obj) {
			break
		}
	}
	return reads, true
}

// readsIn collects the reads of obj in s; ok is false when one is anything
// but a direct operand of an add whose product is mul.
func readsIn(s ast.Stmt, obj *ast.Object, mul string) (found []halfRead, ok bool) {
	ok = true
	operand := map[*ast.Ident]bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		if call, isCall := n.(*ast.Call); isCall && call.Func != nil && halfProductAdds[call.Func.Name] == mul {
			for k, a := range call.Args {
				if id, isID := ast.Unparen(a).(*ast.Ident); isID && id.Obj == obj {
					operand[id] = true
					found = append(found, halfRead{call, k})
				}
			}
		}
		if id, isID := n.(*ast.Ident); isID && id.Obj == obj && !operand[id] {
			if a, isAssign := s.(*ast.ExprStmt); !isAssign || !isAssignTarget(a, id) {
				ok = false
			}
		}
		return ok
	})
	return found, ok
}

// isAssignTarget reports whether id is the left side of the plain
// assignment that statement s is.
func isAssignTarget(s *ast.ExprStmt, id *ast.Ident) bool {
	a, ok := ast.Unparen(s.X).(*ast.Assign)
	return ok && a.Op == token.Assign && ast.Unparen(a.X) == ast.Expr(id)
}

// assigns reports whether s is a plain assignment to obj.
func assigns(s ast.Stmt, obj *ast.Object) bool {
	e, ok := s.(*ast.ExprStmt)
	if !ok {
		return false
	}
	a, ok := ast.Unparen(e.X).(*ast.Assign)
	if !ok || a.Op != token.Assign {
		return false
	}
	id, ok := ast.Unparen(a.X).(*ast.Ident)
	return ok && id.Obj == obj
}

// straightStmt reports whether s is an expression, a declaration or a
// return with no branch inside (?:, &&, ||) and no call of the program's
// functions.
func straightStmt(s ast.Stmt) bool {
	switch s.(type) {
	case *ast.ExprStmt, *ast.DeclStmt, *ast.Return:
	default:
		return false
	}
	ok := true
	ast.Inspect(s, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Cond:
			ok = false
		case *ast.Binary:
			if n.Op == token.LAnd || n.Op == token.LOr {
				ok = false
			}
		case *ast.Call:
			if n.Func == nil || n.Func.Kind != ast.ObjBuiltinFunc {
				ok = false
			}
		}
		return ok
	})
	return ok
}
