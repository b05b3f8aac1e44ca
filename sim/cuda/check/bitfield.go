package check

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Bit-fields are lowered to shifts and masks of their unit (see
// types/bitfield.go for the layout), so the engine sees only whole-integer
// loads and stores:
//
//	s.a          → (int)(((unsigned)s.(unit) >> shift) & mask)   (sign-extended by shifts when signed)
//	s.a op= y    → (t = s.a, t op= y, s.(unit) = merge(s.(unit), t), s.a)
//	s.a++        → (t = s.a, s.(unit) = merge(s.(unit), t + 1), t)
//
// t is a hidden local of the bit-field's declared type, so conversions and
// compound operators are C's ordinary ones. When the object expression has
// side effects (p[i++].a = 1) its unit's address goes to a hidden pointer
// first, so it is evaluated once.

// bitRef is a checked bit-field read: the expression c.member returned,
// and what an assignment to it needs.
type bitRef struct {
	unit *ast.Member // the unit as an lvalue of type b.UnitType
	b    *types.BitField
}

// bitFieldMembers checks the declarations of a struct with bit-fields and
// lays it out.
func (c *checker) bitFieldWidth(d *ast.Declarator, t types.Type) int {
	e := c.expr(d.BitWidth)
	if types.IsInvalid(e.Type()) {
		return -2
	}
	ok := types.IsInteger(t)
	if _, isEnum := t.(*types.Enum); isEnum {
		ok = true
	}
	if !ok {
		c.errorf(d.BitWidth.Pos(), "bit-field '%s' has type %s; bit-fields must have an integer, bool or enum type", d.Name, t)
		return -2
	}
	v := e.Base().Const
	if v == nil || !types.IsInteger(e.Type()) {
		c.errorf(d.BitWidth.Pos(), "the width of bit-field '%s' must be an integer constant", d.Name)
		return -2
	}
	w, bits := v.Int64(), t.Size()*8
	switch {
	case w < 0:
		c.errorf(d.BitWidth.Pos(), "bit-field '%s' has a negative width (%d)", d.Name, w)
		return -2
	case w > bits:
		c.errorf(d.BitWidth.Pos(), "bit-field '%s' is %d bits wide, more than its type %s has (%d)", d.Name, w, t, bits)
		return -2
	case w == 0 && d.Name != "":
		c.errorf(d.BitWidth.Pos(), "bit-field '%s' has width 0; only an unnamed bit-field (int : 0;) may", d.Name)
		return -2
	}
	if d.Init != nil {
		c.unsupported(d.Init.Pos(), "default member initializers of bit-fields are not supported in lab programs")
	}
	return int(w)
}

// bitFieldRead returns the checked read of bit-field b of the object x
// (e is the member expression as written, x its checked object).
func (c *checker) bitFieldRead(e *ast.Member, b *types.BitField) ast.Expr {
	unit := &ast.Member{ExprBase: ast.ExprBase{P: e.P, T: b.UnitType, LV: e.Arrow || e.X.IsLvalue()},
		X: e.X, Name: e.Name, Arrow: e.Arrow, NamePos: e.NamePos,
		Field: &types.Field{Name: b.Name, Type: b.UnitType, Qual: b.Qual, Offset: b.Offset}}
	r := extractBits(unit, b)
	if c.bitReads == nil {
		c.bitReads = map[ast.Expr]*bitRef{}
	}
	c.bitReads[r] = &bitRef{unit: unit, b: b}
	return r
}

// bitWork is the unsigned type bit-field arithmetic of a unit is done in.
func bitWork(b *types.BitField) *types.Basic {
	if b.UnitType.Size() > 4 {
		return types.Typ[types.ULongLong]
	}
	return types.Typ[types.UInt]
}

// bitResultType is the type a read of b has: the declared type after C++'s
// bit-field promotion (int when int holds every value, else unsigned int
// when it does), except for bool, character types and enums, which keep
// theirs.
func bitResultType(b *types.BitField) types.Type {
	bt, ok := b.Type.(*types.Basic)
	if !ok {
		return b.Type
	}
	switch bt.Kind {
	case types.Bool, types.Char, types.SChar, types.UChar:
		return b.Type
	}
	signed := !types.IsUnsigned(b.Type)
	switch {
	case b.Width < 32 || signed && b.Width == 32:
		return types.Typ[types.Int]
	case b.Width == 32:
		return types.Typ[types.UInt]
	}
	return b.Type
}

// signedBits reports whether a bit-field of type t sign-extends its bits:
// for an enum, whether its underlying type is signed (see types.Enum).
func signedBits(t types.Type) bool {
	if e, ok := t.(*types.Enum); ok && e.Base == nil {
		return e.Negative
	}
	return types.IsSigned(t)
}

// extractBits reads b's value out of unit (a unit-typed expression).
func extractBits(unit ast.Expr, b *types.BitField) ast.Expr {
	pos := unit.Pos()
	w := bitWork(b)
	bits := int(w.Size() * 8)
	u := castTo(unit, w)
	var v ast.Expr
	if !signedBits(b.Type) {
		v = binaryOf(token.And, binaryOf(token.Shr, u, intConst(pos, w, uint64(b.Shift)), w),
			intConst(pos, w, lowMask(b.Width)), w)
	} else {
		// sign-extend: move the field to the top, then shift it down arithmetically
		s := types.Typ[types.Int]
		if w.Size() > 4 {
			s = types.Typ[types.LongLong]
		}
		top := binaryOf(token.Shl, u, intConst(pos, w, uint64(bits-b.Shift-b.Width)), w)
		v = binaryOf(token.Shr, castTo(top, s), intConst(pos, s, uint64(bits-b.Width)), s)
	}
	return castTo(v, bitResultType(b))
}

// mergeBits is unit with b's bits replaced by the low bits of value.
func mergeBits(unit, value ast.Expr, b *types.BitField) ast.Expr {
	pos := unit.Pos()
	w := bitWork(b)
	field := lowMask(b.Width) << b.Shift
	keep := binaryOf(token.And, castTo(unit, w), intConst(pos, w, ^field&lowMask(int(w.Size()*8))), w)
	put := binaryOf(token.And, binaryOf(token.Shl, castTo(value, w), intConst(pos, w, uint64(b.Shift)), w),
		intConst(pos, w, field), w)
	return castTo(binaryOf(token.Or, keep, put, w), b.UnitType)
}

func lowMask(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<n - 1
}

// bitFieldAssign lowers an assignment or ++/-- whose target x (checked) is
// a bit-field read; it returns nil when x is not one. y is the unchecked
// right side (nil for ++/--); post says x++ or x--.
func (c *checker) bitFieldAssign(pos diag.Pos, op token.Kind, x, y ast.Expr, post bool) ast.Expr {
	ref := c.bitReads[x]
	if ref == nil {
		return nil
	}
	if !c.checkAssignable(ref.unit, op.String()) {
		return setInvalid(&ast.Paren{ExprBase: ast.ExprBase{P: pos}, X: x})
	}
	if c.fn == nil {
		c.unsupported(pos, "assigning to a bit-field outside a function")
		return setInvalid(&ast.Paren{ExprBase: ast.ExprBase{P: pos}, X: x})
	}
	var seq []ast.Expr
	unitRef := func() ast.Expr { return cloneUnit(ref.unit) }
	if !pureExpr(ref.unit.X) {
		// evaluate the object once: p = &unit, then *p
		pt := types.NewPointer(ref.b.UnitType, ref.b.Qual)
		p := c.hiddenLocal(pos, pt)
		addr := &ast.Unary{ExprBase: ast.ExprBase{P: pos, T: pt}, Op: token.And, X: ref.unit}
		seq = append(seq, assignTo(p(), addr))
		unitRef = func() ast.Expr {
			return &ast.Unary{ExprBase: ast.ExprBase{P: pos, T: ref.b.UnitType, LV: true}, Op: token.Mul, X: p()}
		}
	}
	t := c.hiddenLocal(pos, ref.b.Type)
	result := func() ast.Expr { return extractBits(unitRef(), ref.b) }
	switch op {
	case token.Inc, token.Dec:
		seq = append(seq, assignTo(t(), result()))
		one := intConst(pos, types.Typ[types.Int], 1)
		var next ast.Expr
		if isBoolType(ref.b.Type) {
			next = intConst(pos, types.Typ[types.Int], 1) // bool++ sets true
		} else {
			arith := arithType(promotedType(ref.b.Type), types.Typ[types.Int])
			bop := token.Add
			if op == token.Dec {
				bop = token.Sub
			}
			next = binaryOf(bop, castTo(t(), arith), castTo(one, arith), arith)
		}
		seq = append(seq, assignTo(unitRef(), mergeBits(unitRef(), next, ref.b)))
		if post {
			seq = append(seq, castTo(t(), bitResultType(ref.b)))
		} else {
			seq = append(seq, result())
		}
	default:
		if op != token.Assign {
			seq = append(seq, assignTo(t(), castTo(result(), ref.b.Type)))
		}
		inner := c.assignChecked(&ast.Assign{ExprBase: ast.ExprBase{P: pos}, Op: op, X: t(), Y: y})
		if types.IsInvalid(inner.Type()) {
			return inner
		}
		seq = append(seq, inner, assignTo(unitRef(), mergeBits(unitRef(), t(), ref.b)), result())
	}
	out := seq[len(seq)-1]
	for i := len(seq) - 2; i >= 0; i-- {
		out = &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: out.Type()}, Op: token.Comma, X: seq[i], Y: out}
	}
	return out
}

// hiddenLocal declares a hidden local of type t in the current function
// and returns a maker of checked references to it.
func (c *checker) hiddenLocal(pos diag.Pos, t types.Type) func() ast.Expr {
	name := fmt.Sprintf("(tmp%d)", len(c.temps))
	o := c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: t, Pos: pos, Space: ast.SpaceAuto})
	c.temps = append(c.temps, &ast.VarDecl{P: pos, Name: name, Obj: o})
	return func() ast.Expr {
		return &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: t, LV: true}, Name: name, Obj: o}
	}
}

// pureExpr reports whether evaluating x twice is the same as once: names,
// members, indexing, dereferences, casts and arithmetic of those.
func pureExpr(x ast.Expr) bool {
	switch e := x.(type) {
	case *ast.Ident, *ast.IntLit, *ast.FloatLit, *ast.BoolLit:
		return true
	case *ast.Paren:
		return pureExpr(e.X)
	case *ast.Member:
		return pureExpr(e.X)
	case *ast.Index:
		return pureExpr(e.X) && pureExpr(e.Index)
	case *ast.Cast:
		return pureExpr(e.X)
	case *ast.Unary:
		return e.Op != token.Inc && e.Op != token.Dec && pureExpr(e.X)
	case *ast.Binary:
		return e.Op != token.Comma && pureExpr(e.X) && pureExpr(e.Y)
	}
	return false
}

// cloneUnit copies a unit member and the pure object expression under it,
// so that each use is its own tree.
func cloneUnit(m *ast.Member) ast.Expr {
	n := *m
	n.X = clonePure(m.X)
	return &n
}

func clonePure(x ast.Expr) ast.Expr {
	switch e := x.(type) {
	case *ast.Ident:
		n := *e
		return &n
	case *ast.IntLit:
		n := *e
		return &n
	case *ast.FloatLit:
		n := *e
		return &n
	case *ast.BoolLit:
		n := *e
		return &n
	case *ast.Paren:
		n := *e
		n.X = clonePure(e.X)
		return &n
	case *ast.Member:
		n := *e
		n.X = clonePure(e.X)
		return &n
	case *ast.Index:
		n := *e
		n.X, n.Index = clonePure(e.X), clonePure(e.Index)
		return &n
	case *ast.Cast:
		n := *e
		n.X = clonePure(e.X)
		return &n
	case *ast.Unary:
		n := *e
		n.X = clonePure(e.X)
		return &n
	case *ast.Binary:
		n := *e
		n.X, n.Y = clonePure(e.X), clonePure(e.Y)
		return &n
	}
	return x
}

// Builders of checked nodes.

func castTo(x ast.Expr, t types.Type) ast.Expr {
	if x.Type() == t {
		return x
	}
	return implicitCast(x, t, convKindArith(x.Type(), t))
}

func intConst(pos diag.Pos, t types.Type, v uint64) ast.Expr {
	return &ast.IntLit{ExprBase: ast.ExprBase{P: pos, T: t, Const: &ast.Value{Int: v}}, Value: v}
}

func binaryOf(op token.Kind, x, y ast.Expr, t types.Type) ast.Expr {
	b := &ast.Binary{ExprBase: ast.ExprBase{P: x.Pos(), T: t}, Op: op, X: x, Y: y}
	b.Const = foldBinary(op, x.Base().Const, y.Base().Const, t, t)
	return b
}

func assignTo(x, y ast.Expr) ast.Expr {
	return &ast.Assign{ExprBase: ast.ExprBase{P: x.Pos(), T: x.Type()}, Op: token.Assign, X: x, Y: castTo(y, x.Type())}
}

// bitFieldInit builds the braced initialiser of a struct with bit-fields
// from the list's elements: next checks the value of the member of type t
// at the list's position, or reports that the list has ended. The result
// gives s.Fields' values in order, up to the last one the list reaches; a
// hidden storage field's value is made of the bit-fields' values.
func (c *checker) bitFieldInit(pos diag.Pos, s *types.Struct, next func(t types.Type) (ast.Expr, bool)) []ast.Expr {
	type bitValue struct {
		b    *types.BitField
		v    ast.Expr
		temp func() ast.Expr // the hidden local holding v once it was evaluated, or nil
	}
	fieldValue := map[*types.Field]ast.Expr{}
	var bitValues []*bitValue
	last := -1 // the last of s.Fields the list reaches
	reach := func(lo, hi int64) {
		for i, f := range s.Fields {
			if f.Offset*8 < hi && (f.Offset+max(f.Type.Size(), 1))*8 > lo {
				last = max(last, i)
			}
		}
	}
	for _, m := range s.Members {
		t := types.Type(nil)
		if m.Field != nil {
			t = m.Field.Type
		} else {
			t = m.Bit.Type
		}
		v, ok := next(t)
		if !ok {
			break
		}
		if m.Field != nil {
			fieldValue[m.Field] = v
			reach(m.Field.Offset*8, m.Field.Offset*8+1)
			continue
		}
		bv := &bitValue{b: m.Bit, v: v}
		lo := m.Bit.Offset*8 + int64(m.Bit.Shift)
		reach(lo, lo+int64(m.Bit.Width))
		if !pureExpr(v) && v.Base().Const == nil && storageSpan(s, m.Bit) > 1 {
			// a value spread over several storage fields is evaluated once
			if c.fn == nil {
				c.unsupported(v.Pos(), "this bit-field initialiser outside a function")
				continue
			}
			bv.temp = c.hiddenLocal(v.Pos(), m.Bit.Type)
		}
		bitValues = append(bitValues, bv)
	}
	u64 := types.Typ[types.ULongLong]
	var out []ast.Expr
	for i, f := range s.Fields[:last+1] {
		if !types.HiddenField(f) {
			v, ok := fieldValue[f]
			if !ok {
				v = c.memberZero(pos, s, i)
			}
			out = append(out, v)
			continue
		}
		var val ast.Expr = intConst(pos, u64, 0)
		flo, fhi := f.Offset*8, (f.Offset+f.Type.Size())*8
		for _, bv := range bitValues {
			lo := bv.b.Offset*8 + int64(bv.b.Shift) // absolute bit positions
			hi := lo + int64(bv.b.Width)
			if hi <= flo || lo >= fhi {
				continue
			}
			var v ast.Expr
			switch {
			case bv.temp == nil:
				v = clonePure(bv.v)
			case bv.v != nil: // the first use evaluates it
				v = &ast.Binary{ExprBase: ast.ExprBase{P: bv.v.Pos(), T: bv.b.Type}, Op: token.Comma,
					X: assignTo(bv.temp(), bv.v), Y: bv.temp()}
				bv.v = nil
			default:
				v = bv.temp()
			}
			bits := binaryOf(token.And, castTo(v, u64), intConst(pos, u64, lowMask(bv.b.Width)), u64)
			if d := lo - flo; d >= 0 {
				bits = binaryOf(token.Shl, bits, intConst(pos, u64, uint64(d)), u64)
			} else {
				bits = binaryOf(token.Shr, bits, intConst(pos, u64, uint64(-d)), u64)
			}
			val = binaryOf(token.Or, val, bits, u64)
		}
		out = append(out, castTo(val, f.Type))
	}
	return out
}

// memberZero is the value a braced list gives field i of s when it leaves
// it out: its default member initializer, or zero.
func (c *checker) memberZero(pos diag.Pos, s *types.Struct, i int) ast.Expr {
	f := s.Fields[i]
	if defs := c.memberDefaults[s]; i < len(defs) && defs[i] != nil {
		return c.memberDefaultValue(cloneLiteral(defs[i]), f.Type)
	}
	if isAggregate(f.Type) {
		return c.initList(&ast.InitList{ExprBase: ast.ExprBase{P: pos}}, f.Type)
	}
	return &ast.IntLit{ExprBase: ast.ExprBase{P: pos, T: f.Type, Const: &ast.Value{}}}
}

// storageSpan is the number of hidden storage fields b's bits reach.
func storageSpan(s *types.Struct, b *types.BitField) int {
	lo := b.Offset*8 + int64(b.Shift)
	hi := lo + int64(b.Width)
	n := 0
	for _, f := range s.Fields {
		if types.HiddenField(f) && lo < (f.Offset+f.Type.Size())*8 && hi > f.Offset*8 {
			n++
		}
	}
	return n
}
