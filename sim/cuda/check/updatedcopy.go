package check

import (
	"slices"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// updatedCopy reads the canonical binary operator of a vector class,
//
//	Vec3 operator*(Vec3 a, float s) { return a *= s; }
//
// whose body returns its by-value parameter a after a member compound
// assignment that only updates a's fields (x *= s; y *= s; z *= s;
// return *this;), as the struct built in place that it returns:
// Vec3{a.x * s, a.y * s, a.z * s}. nvcc inlines both functions, so a
// product made there fuses with the sum that reads it (probe cw_04's
// `acc += d * (inv * inv * inv)`, one FFMA per component on the H200).
// Nil for any other body. The assignments may read their own field of a
// (its value before the update) but no field assigned before them, and
// the operator's other arguments are parameters of the function or
// constants, read as often as the operator reads them.
func updatedCopy(d *ast.FuncDecl) ast.Expr {
	list := d.Body.List
	if len(list) != 1 {
		return nil
	}
	ret, ok := list[0].(*ast.Return)
	if !ok || ret.X == nil {
		return nil
	}
	x := ast.Unparen(ret.X)
	if u, ok := x.(*ast.Unary); ok && u.Op == token.Mul {
		x = ast.Unparen(u.X)
	}
	call, ok := x.(*ast.Call)
	if !ok || call.Func == nil || call.Func.Decl == nil || call.Virtual || len(call.Args) == 0 {
		return nil
	}
	m := call.Func.Decl
	self := pointerReceiver(m)
	addr := plainAddress(call.Args[0])
	if self == nil || addr == nil || m.Body == nil || len(m.Params) != len(call.Args) {
		return nil
	}
	obj, ok := ast.Unparen(addr.X).(*ast.Ident)
	if !ok || !slices.Contains(d.Params, obj.Obj) || !types.Identical(obj.Obj.Type, ret.X.Type()) {
		return nil
	}
	st, ok := obj.Obj.Type.(*types.Struct)
	if !ok || st.Union || len(st.Bits) > 0 || len(st.Fields) == 0 || len(st.Fields) > maxBuiltFields {
		return nil
	}
	for _, a := range call.Args[1:] {
		switch a := ast.Unparen(a).(type) {
		case *ast.Ident:
			if !slices.Contains(d.Params, a.Obj) {
				return nil
			}
		case *ast.IntLit, *ast.FloatLit:
		default:
			return nil
		}
	}
	body := m.Body.List
	if len(body) == 0 || !returnsSelf(body[len(body)-1], self) {
		return nil
	}
	subst := map[*ast.Object]ast.Expr{self: addr}
	for i, p := range m.Params[1:] {
		if !byValue(p, call.Args[i+1]) {
			return nil
		}
		subst[p] = call.Args[i+1]
	}
	values := make([]ast.Expr, len(st.Fields))
	for _, s := range body[:len(body)-1] {
		es, ok := s.(*ast.ExprStmt)
		if !ok {
			return nil
		}
		as, ok := es.X.(*ast.Assign)
		if !ok {
			return nil
		}
		mem, ok := as.X.(*ast.Member)
		if !ok || !mem.Arrow {
			return nil
		}
		if id, ok := mem.X.(*ast.Ident); !ok || id.Obj != self {
			return nil
		}
		k := slices.Index(st.Fields, mem.Field)
		if k < 0 || values[k] != nil || !types.IsArithmetic(mem.Field.Type) || !types.Identical(as.Y.Type(), mem.Field.Type) {
			return nil
		}
		// what the update reads of the object is from before it
		clean := true
		ast.Inspect(as.Y, func(n ast.Node) bool {
			if r, ok := n.(*ast.Member); ok && r.Arrow {
				if id, ok := r.X.(*ast.Ident); ok && id.Obj == self && r.Field != mem.Field {
					j := slices.Index(st.Fields, r.Field)
					clean = j >= 0 && values[j] == nil
				}
			}
			return clean
		})
		if !clean {
			return nil
		}
		v := as.Y
		if as.Op != token.Assign {
			op := as.Op.BinaryOf()
			if op != token.Add && op != token.Sub && op != token.Mul && op != token.Quo || as.OpType == nil || !types.Identical(as.OpType, mem.Field.Type) {
				return nil
			}
			v = &ast.Binary{ExprBase: ast.ExprBase{P: as.P, T: mem.Field.Type}, Op: op, X: mem, Y: as.Y}
		}
		if values[k] = cloneExpr(v, subst); values[k] == nil {
			return nil
		}
	}
	for k, f := range st.Fields {
		if f.Base || !types.IsArithmetic(f.Type) {
			return nil
		}
		if values[k] == nil {
			values[k] = &ast.Member{ExprBase: ast.ExprBase{P: ret.P, T: f.Type, LV: true}, X: cloneExpr(obj, nil), Name: f.Name, Field: f}
		}
	}
	return &ast.Construct{ExprBase: ast.ExprBase{P: ret.X.Pos(), T: st}, Args: values}
}
