package check

import (
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// nvcc's LLVM splits a local struct that is only read and written field by
// field into one value per field (SROA) before it contracts products into
// FMAs: vec3 vel = (cur - prev) * 0.995f; out = cur + vel holds three
// products whose single adds fuse them (probe phy_02, recorded on the
// H200). scalarizeStructLocals does the same split on device code, after
// inlining, for the struct locals of numbers that the function uses only
// through their fields, so that each field is a local like any other
// (contractlocal.go fuses a product held in one into its adds).
//
// A candidate is a register local of a struct whose fields are all numbers,
// declared without an initialiser or with the struct built in place
// (make_float3(...), a braced list, an inlined constructor), and named
// nowhere but as v.f: not taken whole (except assigned a struct built in
// place, as z = square(z) is once inlined: splitWholeAssigns sets its
// fields), not addressed (&v.x), not bound to a reference.
func (c *checker) scalarizeStructLocals(fd *ast.FuncDecl) bool {
	if fd.Body == nil || fd.Attrs.Exec()&ast.ExecDevice == 0 {
		return false
	}
	type candidate struct {
		st     *types.Struct
		fields []*ast.Object
		ok     bool
	}
	cands := map[*ast.Object]*candidate{}
	var order []*ast.Object // in declaration order, so that the new objects are made alike each run
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		ds, ok := n.(*ast.DeclStmt)
		if !ok {
			return true
		}
		for _, v := range ds.Decls {
			if st := scalarizable(v); st != nil {
				cands[v.Obj] = &candidate{st: st, ok: true}
				order = append(order, v.Obj)
			}
		}
		return true
	})
	if len(cands) == 0 {
		return false
	}
	// every name of a candidate must be the X of a field read or write,
	// or the target of a whole assignment of a struct built in place
	fieldUses := map[*ast.Ident]bool{}
	wholes := wholeAssigns(fd.Body, func(o *ast.Object) bool { return cands[o] != nil })
	for _, w := range wholes {
		fieldUses[w.target] = true
	}
	written := map[*types.Field]map[*ast.Object]bool{} // the fields assigned after the declaration
	noteWrite := func(x ast.Expr) {
		if m, ok := ast.Unparen(x).(*ast.Member); ok {
			if id, ok := m.X.(*ast.Ident); ok && cands[id.Obj] != nil {
				if written[m.Field] == nil {
					written[m.Field] = map[*ast.Object]bool{}
				}
				written[m.Field][id.Obj] = true
			}
		}
	}
	reject := func(x ast.Expr) {
		if id, _ := memberPath(x); id != nil && cands[id.Obj] != nil {
			cands[id.Obj].ok = false
		}
	}
	for _, w := range wholes {
		for _, f := range cands[w.target.Obj].st.Fields {
			if written[f] == nil {
				written[f] = map[*ast.Object]bool{}
			}
			written[f][w.target.Obj] = true
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Member:
			if id, ok := x.X.(*ast.Ident); ok && !x.Arrow && cands[id.Obj] != nil {
				fieldUses[id] = true
			}
		case *ast.Unary:
			if x.Op == token.And {
				reject(ast.Unparen(x.X))
			}
		case *ast.Assign:
			noteWrite(x.X)
		case *ast.IncDec:
			noteWrite(x.X)
		case *ast.Call:
			writtenArgs(x, func(a ast.Expr) { reject(ast.Unparen(a)) })
		}
		return true
	})
	// a copy of the whole value, stored or declared with, is its fields
	// read one by one (force[i] = f after f -= damping*v); a returned one
	// stays, for the inliner's filled structs (W r; r.x = ...; return r)
	wholeReads := map[*ast.Ident]bool{}
	wholeRead := func(x ast.Expr) {
		if id, ok := ast.Unparen(x).(*ast.Ident); ok && cands[id.Obj] != nil {
			wholeReads[id] = true
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign:
			if id, ok := ast.Unparen(x.X).(*ast.Ident); x.Op == token.Assign && (!ok || cands[id.Obj] == nil) {
				wholeRead(x.Y)
			}
		case *ast.VarDecl:
			if x.Init != nil && cands[x.Obj] == nil {
				wholeRead(x.Init)
			}
		}
		return true
	})
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && cands[id.Obj] != nil && !fieldUses[id] && !wholeReads[id] {
			cands[id.Obj].ok = false
		}
		return true
	})
	changed := false
	for _, o := range order {
		cd := cands[o]
		if !cd.ok {
			continue
		}
		for _, f := range cd.st.Fields {
			cd.fields = append(cd.fields, c.newObject(&ast.Object{Name: o.Name + "." + f.Name, Kind: ast.ObjVar,
				Type: f.Type, Pos: o.Pos, Space: ast.SpaceAuto}))
		}
		changed = true
	}
	if !changed {
		return false
	}
	// a field set to a constant where declared and never assigned is
	// that constant (LLVM folds its products: acc.y * (DT * DT) with
	// vec3 acc(x, -9.81f, 0.0f) is one constant)
	constants := map[*ast.Object]ast.Expr{}
	fieldVar := func(m *ast.Member) ast.Expr {
		id, ok := m.X.(*ast.Ident)
		if !ok || m.Arrow {
			return nil
		}
		cd := cands[id.Obj]
		if cd == nil || !cd.ok {
			return nil
		}
		for i, f := range cd.st.Fields {
			if f == m.Field {
				o := cd.fields[i]
				if k := constants[o]; k != nil {
					if v := cloneExpr(k, nil); v != nil {
						return v
					}
				}
				return &ast.Ident{ExprBase: ast.ExprBase{P: m.P, T: o.Type, LV: true}, Name: o.Name, Obj: o}
			}
		}
		return nil
	}
	// the declarations: one per field, each with its part of the value
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		ds, ok := n.(*ast.DeclStmt)
		if !ok {
			return true
		}
		var decls []*ast.VarDecl
		for _, v := range ds.Decls {
			cd := cands[v.Obj]
			if cd == nil || !cd.ok {
				decls = append(decls, v)
				continue
			}
			pre, args := builtFields(v.Init)
			for i, o := range cd.fields {
				d := &ast.VarDecl{P: v.P, Name: o.Name, Obj: o, Spec: v.Spec}
				if args != nil {
					d.Init = args[i]
					if args[i].Base().Const != nil && !written[cd.st.Fields[i]][v.Obj] {
						constants[o] = args[i]
					}
				}
				if i == 0 {
					// the inliner's temporaries the value was computed
					// with are set first: (t = x, a)
					for k := len(pre) - 1; k >= 0; k-- {
						d.Init = &ast.Binary{ExprBase: ast.ExprBase{P: pre[k].Pos(), T: d.Init.Type()}, Op: token.Comma, X: pre[k], Y: d.Init}
					}
				}
				decls = append(decls, d)
			}
		}
		ds.Decls = decls
		return true
	})
	c.splitWholeAssigns(fd.Body, wholes, func(o *ast.Object) []*ast.Object {
		if cd := cands[o]; cd != nil && cd.ok {
			return cd.fields
		}
		return nil
	})
	rewriteMembers(fd.Body, fieldVar)
	fieldsOf := func(x ast.Expr) ast.Expr {
		id, ok := ast.Unparen(x).(*ast.Ident)
		if !ok || !wholeReads[id] {
			return x
		}
		cd := cands[id.Obj]
		if cd == nil || !cd.ok {
			return x
		}
		k := &ast.Construct{ExprBase: ast.ExprBase{P: id.P, T: id.Obj.Type}}
		for _, o := range cd.fields {
			k.Args = append(k.Args, &ast.Ident{ExprBase: ast.ExprBase{P: id.P, T: o.Type, LV: true}, Name: o.Name, Obj: o})
		}
		return k
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign:
			x.Y = fieldsOf(x.Y)
		case *ast.VarDecl:
			if x.Init != nil {
				x.Init = fieldsOf(x.Init)
			}
		}
		return true
	})
	if len(constants) > 0 {
		refold(fd.Body)
	}
	return true
}

// propagateConstantLocals replaces the reads of each register local of a
// number that is declared with a constant and never assigned, incremented
// or addressed by that constant, and folds again what it meets (LLVM's
// mem2reg and constant folding: float k = 0.25f; x * z + k * 8.0f adds the
// constant 2). Device code only, as the contractions it feeds.
func (c *checker) propagateConstantLocals(fd *ast.FuncDecl) bool {
	if fd.Body == nil || fd.Attrs.Exec()&ast.ExecDevice == 0 {
		return false
	}
	inits := map[*ast.Object]ast.Expr{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if ds, ok := n.(*ast.DeclStmt); ok {
			for _, v := range ds.Decls {
				o := v.Obj
				if o == nil || v.Init == nil || v.Init.Base().Const == nil || o.Kind != ast.ObjVar || o.Space != ast.SpaceAuto ||
					o.Static || o.Global || o.Qual&types.Volatile != 0 || !types.IsArithmetic(o.Type) || !types.Identical(v.Init.Type(), o.Type) {
					continue
				}
				if _, basic := o.Type.(*types.Basic); basic {
					inits[o] = v.Init
				}
			}
		}
		return true
	})
	// or declared without one and set to a constant by the statement
	// after which the list it is declared in first names it (float3 p;
	// p.z = 0.25f; once the struct is split)
	defining := map[*ast.Assign]bool{}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		b, ok := n.(*ast.Block)
		if !ok {
			return true
		}
		for i, st := range b.List {
			ds, ok := st.(*ast.DeclStmt)
			if !ok {
				continue
			}
			for _, v := range ds.Decls {
				o := v.Obj
				if o == nil || v.Init != nil || o.Kind != ast.ObjVar || o.Space != ast.SpaceAuto || o.Static || o.Global ||
					o.Qual&types.Volatile != 0 || !types.IsArithmetic(o.Type) {
					continue
				}
				if _, basic := o.Type.(*types.Basic); !basic {
					continue
				}
				for _, later := range b.List[i+1:] {
					es, isExpr := later.(*ast.ExprStmt)
					a, isAssign := ast.Node(nil), false
					if isExpr {
						a, isAssign = es.X.(*ast.Assign)
					}
					if as, _ := a.(*ast.Assign); isAssign && as.Op == token.Assign && as.Y.Base().Const != nil && types.Identical(as.Y.Type(), o.Type) {
						if id, ok := as.X.(*ast.Ident); ok && id.Obj == o {
							inits[o] = as.Y
							defining[as] = true
							break
						}
					}
					if reads(later, o) {
						break
					}
				}
			}
		}
		return true
	})
	if len(inits) == 0 {
		return false
	}
	drop := func(x ast.Expr) {
		if id, ok := ast.Unparen(x).(*ast.Ident); ok {
			delete(inits, id.Obj)
		}
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign:
			if !defining[x] {
				drop(x.X)
			}
		case *ast.IncDec:
			drop(x.X)
		case *ast.Unary:
			if x.Op == token.And {
				drop(x.X)
			}
		case *ast.Call:
			for i, a := range x.Args {
				if x.Sig != nil && i < len(x.Sig.Params) && isReference(x.Sig.Params[i].Type) || x.Func != nil && strings.HasPrefix(x.Func.Name, "__ptx") {
					drop(a)
				}
			}
		}
		return true
	})
	if len(inits) == 0 {
		return false
	}
	written := map[*ast.Ident]bool{} // the defining assignments' targets, kept
	for a := range defining {
		if id, ok := a.X.(*ast.Ident); ok {
			written[id] = true
		}
	}
	replaced := false
	sub := func(x ast.Expr) ast.Expr {
		if id, ok := x.(*ast.Ident); ok && !written[id] {
			if k := inits[id.Obj]; k != nil {
				if v := cloneExpr(k, nil); v != nil {
					replaced = true
					return v
				}
			}
		}
		return x
	}
	rewriteExprs(fd.Body, sub)
	if replaced {
		refold(fd.Body)
	}
	return replaced
}

// refold folds again the arithmetic that constants put in place of
// variables made constant: an operation of two constants is one.
func refold(body ast.Stmt) {
	var nodes []ast.Expr // in preorder: an operand after its operation
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Binary, *ast.Paren:
			nodes = append(nodes, x.(ast.Expr))
		}
		return true
	})
	for i := len(nodes) - 1; i >= 0; i-- {
		switch e := nodes[i].(type) {
		case *ast.Paren:
			if e.Const == nil {
				e.Const = e.X.Base().Const
			}
		case *ast.Binary:
			switch e.Op {
			case token.Add, token.Sub, token.Mul, token.Quo:
				if e.Const == nil && types.IsArithmetic(e.T) && types.Identical(e.X.Type(), e.T) && types.Identical(e.Y.Type(), e.T) {
					e.Const = foldBinary(e.Op, e.X.Base().Const, e.Y.Base().Const, e.T, e.T)
				}
			}
		}
	}
}

// scalarizable returns the struct type of v when it is a candidate
// declaration of scalarizeStructLocals, nil otherwise.
func scalarizable(v *ast.VarDecl) *types.Struct {
	o := v.Obj
	if o == nil || o.Kind != ast.ObjVar || o.Space != ast.SpaceAuto || o.Static || o.Global || o.Qual&types.Volatile != 0 || v.Temp {
		return nil
	}
	st, ok := o.Type.(*types.Struct)
	if !ok || st.Union || len(st.Bits) > 0 || len(st.Fields) == 0 || len(st.Fields) > maxBuiltFields || !st.Complete {
		return nil
	}
	for _, f := range st.Fields {
		if f.Base || !types.IsArithmetic(f.Type) {
			return nil
		}
		if _, basic := f.Type.(*types.Basic); !basic {
			return nil
		}
	}
	if v.Init != nil {
		if _, args := builtFields(v.Init); args == nil {
			return nil
		}
	}
	return st
}

// builtFields splits the value of a struct built in place, (t = x, ...,
// S{a, b, c}) with every field given in order, into the assignments before
// it and the fields' values; args is nil for any other value.
func builtFields(x ast.Expr) (pre []ast.Expr, args []ast.Expr) {
	if x == nil {
		return nil, nil
	}
	for {
		b, ok := x.(*ast.Binary)
		if !ok || b.Op != token.Comma {
			break
		}
		if _, isAssign := b.X.(*ast.Assign); !isAssign {
			return nil, nil
		}
		pre = append(pre, b.X)
		x = b.Y
	}
	var k *ast.Construct
	switch v := x.(type) {
	case *ast.Construct:
		k = v
	case *ast.InitList:
		k = structLiteral(v)
	}
	st, ok := x.Type().(*types.Struct)
	if k == nil || !ok || len(k.Args) != len(st.Fields) {
		return nil, nil
	}
	for i, f := range st.Fields {
		if !types.Identical(k.Args[i].Type(), f.Type) {
			return nil, nil
		}
	}
	return pre, k.Args
}

func isReference(t types.Type) bool {
	_, ok := t.(*types.Reference)
	return ok
}

// rewriteMembers replaces each member expression f maps (not nil) in body.
func rewriteMembers(body ast.Stmt, f func(*ast.Member) ast.Expr) {
	rewriteExprs(body, func(x ast.Expr) ast.Expr {
		if m, ok := x.(*ast.Member); ok {
			if y := f(m); y != nil {
				return y
			}
		}
		return x
	})
}

// wholeAssign is a statement of a block's list that assigns a struct built
// in place to a candidate as a whole, v = make_float2(a, b) (what z =
// z * z + c is once its operators are inlined), its values free of
// effects.
type wholeAssign struct {
	stmt   *ast.ExprStmt
	target *ast.Ident
	pre    []ast.Expr // the inliner's temporaries the values read, set first
	args   []ast.Expr
}

// wholeAssigns finds the whole assignments of the candidates isCand
// accepts in the statement lists of body's blocks.
func wholeAssigns(body ast.Stmt, isCand func(*ast.Object) bool) map[*ast.ExprStmt]wholeAssign {
	out := map[*ast.ExprStmt]wholeAssign{}
	ast.Inspect(body, func(n ast.Node) bool {
		b, ok := n.(*ast.Block)
		if !ok {
			return true
		}
		for _, st := range b.List {
			es, ok := st.(*ast.ExprStmt)
			if !ok {
				continue
			}
			a, ok := es.X.(*ast.Assign)
			if !ok || a.Op != token.Assign {
				continue
			}
			id, ok := a.X.(*ast.Ident)
			if !ok || id.Obj == nil || !isCand(id.Obj) {
				continue
			}
			pre, args := builtFields(a.Y)
			if args == nil || !allEffectFree(pre) || slices.ContainsFunc(args, func(x ast.Expr) bool { return !effectFree(x) }) {
				continue
			}
			out[es] = wholeAssign{stmt: es, target: id, pre: pre, args: args}
		}
		return true
	})
	return out
}

// splitWholeAssigns replaces each whole assignment of a split struct by
// assignments of its fields: v.y = b before v.x = a when a reads v.y's
// old value and b does not read v.x, and a value read by an assignment
// before it first held in a temporary otherwise, so that every value is
// the one the whole assignment computed, and a field set to a product
// is a local set to it (contractlocal.go fuses it into v.y += c after).
func (c *checker) splitWholeAssigns(body ast.Stmt, wholes map[*ast.ExprStmt]wholeAssign, fieldsOf func(*ast.Object) []*ast.Object) {
	if len(wholes) == 0 {
		return
	}
	ast.Inspect(body, func(n ast.Node) bool {
		b, ok := n.(*ast.Block)
		if !ok {
			return true
		}
		var list []ast.Stmt
		for _, st := range b.List {
			es, ok := st.(*ast.ExprStmt)
			w, whole := wholes[es]
			fields := []*ast.Object(nil)
			if ok && whole {
				fields = fieldsOf(w.target.Obj)
			}
			if fields == nil {
				list = append(list, st)
				continue
			}
			list = append(list, c.fieldAssigns(w, fields)...)
		}
		b.List = list
		return true
	})
}

// fieldAssigns are the statements that set fields to w's values in an
// order where no value reads a field set before it, with temporaries
// where no such order exists.
func (c *checker) fieldAssigns(w wholeAssign, fields []*ast.Object) []ast.Stmt {
	st := w.target.Obj.Type.(*types.Struct)
	reads := make([][]bool, len(fields)) // reads[i][j]: value i reads field j
	for i, a := range w.args {
		reads[i] = make([]bool, len(fields))
		ast.Inspect(a, func(n ast.Node) bool {
			if m, ok := n.(*ast.Member); ok && !m.Arrow {
				if id, ok := ast.Unparen(m.X).(*ast.Ident); ok && id.Obj == w.target.Obj {
					if j := slices.Index(st.Fields, m.Field); j >= 0 {
						reads[i][j] = true
					}
				}
			}
			return true
		})
	}
	pos := w.stmt.Pos()
	ident := func(o *ast.Object) *ast.Ident {
		return &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: o.Type, LV: true}, Name: o.Name, Obj: o}
	}
	set := func(o *ast.Object, x ast.Expr) ast.Stmt {
		return &ast.ExprStmt{X: &ast.Assign{ExprBase: ast.ExprBase{P: pos, T: o.Type}, Op: token.Assign, X: ident(o), Y: x}}
	}
	// assign, in rounds, the fields whose old value no value still to be
	// computed reads; when none is left, compute one value into a
	// temporary first (its field is set last) and go on
	evaluated := make([]bool, len(fields))
	var temps, out, late []ast.Stmt
	for {
		progress := false
		for i := range fields {
			if evaluated[i] {
				continue
			}
			free := true
			for j := range fields {
				if j != i && !evaluated[j] && reads[j][i] {
					free = false
				}
			}
			if free {
				out = append(out, set(fields[i], w.args[i]))
				evaluated[i], progress = true, true
			}
		}
		if progress {
			continue
		}
		k := slices.Index(evaluated, false)
		if k < 0 {
			break
		}
		t := c.newObject(&ast.Object{Name: fields[k].Name + "(new)", Kind: ast.ObjVar, Type: fields[k].Type, Pos: pos, Space: ast.SpaceAuto})
		temps = append(temps, &ast.DeclStmt{P: pos, Decls: []*ast.VarDecl{{P: pos, Name: t.Name, Obj: t, Init: w.args[k]}}})
		late = append(late, set(fields[k], ident(t)))
		evaluated[k] = true
	}
	var first []ast.Stmt
	for _, x := range w.pre {
		first = append(first, &ast.ExprStmt{X: x})
	}
	return slices.Concat(first, temps, out, late)
}
