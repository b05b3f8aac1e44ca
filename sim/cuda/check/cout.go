package check

import (
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// A << chain whose leftmost operand is an ostream (std::cout, std::cerr,
// std::clog, or a function's std::ostream &os) is lowered to one call per
// operand, in order, of the ostream functions written in the lab's C++
// (parser/iostream.go), which read and set the stream's formatting state at
// run time:
//
//	std::cout << "x = " << std::setw(6) << x << std::endl
//
// becomes *(__os_str(&cout, "x = "), __os_width(&cout, 6),
// __os_double(&cout, x), __os_endl(&cout), &cout). Integers go to
// __os_int with their signedness and size (hex and oct print the type's
// own bits), floating values to __os_double (%g, %f, %e or %a with the
// stream's precision), char to __os_char, char pointers and std::string
// to __os_str, other pointers to __os_ptr, bool to __os_bool; a struct
// operand calls the program's operator<<(ostream &, const T &). The
// comma operator keeps C++17's left-to-right order.

// streamChain returns the leftmost operand of the << chain e, checked,
// when it names an ostream: a variable, parameter or reference (std::cout,
// os), or *p of a pointer to one; nil otherwise. fresh builds it anew,
// unchecked.
func (c *checker) streamChain(e *ast.Binary) (stream ast.Expr, fresh func() ast.Expr) {
	left, _ := chainOf(e)
	if fresh = rebuilder(left); fresh == nil {
		return nil, nil
	}
	x := fresh()
	id, _ := x.(*ast.Ident)
	if u, ok := x.(*ast.Unary); ok {
		id = u.X.(*ast.Ident)
	}
	if !c.ostreamObject(c.lookup(id.Name), id != x) {
		return nil, nil
	}
	if c.inDevice() && !c.inHost() {
		c.errorf(e.P, "std::%s cannot be used in device code; use printf", id.Name)
		return setInvalid(x), fresh
	}
	return c.expr(x), fresh
}

// ostreamObject reports whether o is an ostream variable, parameter or
// reference, or, with deref, a pointer to one.
func (c *checker) ostreamObject(o *ast.Object, deref bool) bool {
	if o == nil || o.Kind != ast.ObjVar && o.Kind != ast.ObjParam {
		return false
	}
	t := derefType(o.Type)
	if p, ok := t.(*types.Pointer); ok && (c.refVars[o] || deref) {
		t = p.Elem // a reference variable lowered to a pointer, or *p
	}
	return isOstream(t)
}

// rebuilder returns a function that builds x anew, unchecked, when it is
// an identifier or *identifier; nil otherwise.
func rebuilder(x ast.Expr) func() ast.Expr {
	switch x := ast.Unparen(x).(type) {
	case *ast.Ident:
		return func() ast.Expr { return &ast.Ident{ExprBase: ast.ExprBase{P: x.P}, Name: x.Name} }
	case *ast.Unary:
		if id, ok := x.X.(*ast.Ident); ok && x.Op == token.Mul {
			return func() ast.Expr {
				return &ast.Unary{ExprBase: ast.ExprBase{P: x.P}, Op: token.Mul, X: &ast.Ident{ExprBase: ast.ExprBase{P: id.P}, Name: id.Name}}
			}
		}
	}
	return nil
}

// derefType is t, or what t refers to.
func derefType(t types.Type) types.Type {
	if r, ok := t.(*types.Reference); ok {
		return r.Elem
	}
	return t
}

func isOstream(t types.Type) bool {
	s, ok := t.(*types.Struct)
	return ok && s.Name == "ostream" && s.Field("__fd") != nil
}

// chainOf splits the << chain e into its leftmost operand and the
// operands after it, left to right.
func chainOf(e *ast.Binary) (left ast.Expr, ops []ast.Expr) {
	left = e
	for {
		b, ok := left.(*ast.Binary)
		if !ok || b.Op != token.Shl {
			break
		}
		ops = append(ops, b.Y)
		left = b.X
	}
	slices.Reverse(ops)
	return left, ops
}

// lowerStream checks the chain e on the checked stream (built anew by
// fresh) and returns its lowering.
func (c *checker) lowerStream(e *ast.Binary, stream ast.Expr, fresh func() ast.Expr) ast.Expr {
	if types.IsInvalid(stream.Type()) {
		return setInvalid(e)
	}
	_, ops := chainOf(e)
	fd := func() ast.Expr { // the stream's address
		return &ast.Unary{ExprBase: ast.ExprBase{P: e.P}, Op: token.And, X: fresh()}
	}
	name := "cout"
	if id, ok := fresh().(*ast.Ident); ok {
		name = id.Name
	}
	var steps []ast.Expr
	bad := false
	// call appends the call of the ostream function name with the stream's
	// address and the checked args
	call := func(fn string, args ...ast.Expr) {
		o := c.lookup(fn)
		if o == nil || o.Kind != ast.ObjFunc {
			c.errorf(e.P, "std::%s needs the lab's ostream function %s", name, fn)
			bad = true
			return
		}
		x := c.callUser(e.P, o, append([]ast.Expr{c.expr(fd())}, args...))
		if types.IsInvalid(x.Type()) {
			bad = true
		}
		steps = append(steps, x)
	}
	for _, op := range ops {
		if c.streamManipulator(op, call) {
			continue
		}
		x := c.expr(op)
		if types.IsInvalid(x.Type()) {
			bad = true
			continue
		}
		if !c.streamOperand(x, stream, call, &steps) {
			c.errorf(x.Pos(), "std::%s cannot print %s", name, describeType(x.Type()))
			bad = true
		}
	}
	if bad {
		return setInvalid(e)
	}
	// *(steps..., &stream): the stream as an lvalue, which a function
	// returning ostream & may return
	out := c.expr(&ast.Unary{ExprBase: ast.ExprBase{P: e.P}, Op: token.And, X: fresh()})
	for i := len(steps) - 1; i >= 0; i-- {
		out = &ast.Binary{ExprBase: ast.ExprBase{P: e.P, T: out.Type()}, Op: token.Comma, X: steps[i], Y: out}
	}
	return &ast.Unary{ExprBase: ast.ExprBase{P: e.P, T: stream.Type(), LV: true}, Op: token.Mul, X: out}
}

// manipulators are std::endl and the other manipulators without
// arguments, as the ostream function each calls and its arguments (flag
// bits: 1 uppercase, 2 showbase, 4 showpos, 8 boolalpha, 16 left,
// 32 showpoint, 64 internal; the float field is 'f', 'e' or both).
var manipulators = map[string]struct {
	fn   string
	args []uint64
}{
	"endl": {"__os_endl", nil}, "flush": {"__os_flush", nil},
	"fixed": {"__os_field", []uint64{'f'}}, "scientific": {"__os_field", []uint64{'e'}},
	"hexfloat": {"__os_field", []uint64{'f' + 'e'}}, "defaultfloat": {"__os_field", []uint64{0}},
	"hex": {"__os_base", []uint64{16}}, "dec": {"__os_base", []uint64{10}}, "oct": {"__os_base", []uint64{8}},
	"uppercase": {"__os_setf", []uint64{1, 0}}, "nouppercase": {"__os_setf", []uint64{0, 1}},
	"showbase": {"__os_setf", []uint64{2, 0}}, "noshowbase": {"__os_setf", []uint64{0, 2}},
	"showpos": {"__os_setf", []uint64{4, 0}}, "noshowpos": {"__os_setf", []uint64{0, 4}},
	"boolalpha": {"__os_setf", []uint64{8, 0}}, "noboolalpha": {"__os_setf", []uint64{0, 8}},
	"left": {"__os_setf", []uint64{16, 64}}, "right": {"__os_setf", []uint64{0, 16 | 64}}, "internal": {"__os_setf", []uint64{64, 16}},
	"showpoint": {"__os_setf", []uint64{32, 0}}, "noshowpoint": {"__os_setf", []uint64{0, 32}},
}

// streamManipulator lowers a manipulator operand through call; it reports
// whether op was one.
func (c *checker) streamManipulator(op ast.Expr, call func(string, ...ast.Expr)) bool {
	switch x := ast.Unparen(op).(type) {
	case *ast.Ident:
		// std::hex where the program has a hex of its own keeps its
		// std:: (parser.StdPrefix)
		name, qualified := strings.CutPrefix(x.Name, parser.StdPrefix)
		m, ok := manipulators[name]
		if !ok || !qualified && c.lookup(name) != nil {
			return false
		}
		var args []ast.Expr
		for _, v := range m.args {
			args = append(args, c.expr(&ast.IntLit{ExprBase: ast.ExprBase{P: x.P}, Value: v}))
		}
		call(m.fn, args...)
		return true
	case *ast.Call:
		id, ok := x.Fun.(*ast.Ident)
		if !ok || len(x.Args) != 1 {
			return false
		}
		name, qualified := strings.CutPrefix(id.Name, parser.StdPrefix)
		if !qualified && c.lookup(name) != nil {
			return false
		}
		fn := map[string]string{"setprecision": "__os_precision", "setw": "__os_width", "setfill": "__os_fill", "setbase": "__os_base"}[name]
		if fn == "" {
			return false
		}
		call(fn, c.expr(x.Args[0]))
		return true
	}
	return false
}

// streamOperand lowers the printing of the checked operand x through call
// (or appends the program's operator<< to steps); it reports whether x
// can be printed.
func (c *checker) streamOperand(x, stream ast.Expr, call func(string, ...ast.Expr), steps *[]ast.Expr) bool {
	x = c.decay(x)
	t := x.Type()
	lit := func(v int64) ast.Expr {
		return c.expr(&ast.IntLit{ExprBase: ast.ExprBase{P: x.Pos()}, Value: uint64(v)})
	}
	if p, ok := t.(*types.Pointer); ok {
		if b := types.BasicOf(p.Elem); b != nil && (b.Kind == types.Char || b.Kind == types.SChar || b.Kind == types.UChar) {
			call("__os_str", implicitCast(x, types.NewPointer(types.Typ[types.Char], types.Const), ast.ConvPtrToPtr))
			return true
		}
		call("__os_ptr", implicitCast(x, types.Typ[types.ULong], ast.ConvPtrToInt))
		return true
	}
	if s, ok := t.(*types.Struct); ok {
		if s.Name == "string" && s.Complete && s.Field("p_") != nil {
			// std::string (parser/stdstring.go): its NUL-terminated buffer;
			// x is checked already, so the member is built typed
			f := s.Field("p_")
			buf := &ast.Member{ExprBase: ast.ExprBase{P: x.Pos(), T: f.Type, LV: x.IsLvalue()}, X: x, Name: "p_", NamePos: x.Pos(), Field: f}
			call("__os_str", c.decay(buf))
			return true
		}
		// the program's operator<<(ostream &, const T &)
		if r := c.operatorCall(x.Pos(), "<<", stream, x); r != nil {
			*steps = append(*steps, r)
			return true
		}
		return false
	}
	if _, ok := t.(*types.Enum); ok {
		// the program's operator<<(ostream &, E), else the value
		if r := c.operatorCall(x.Pos(), "<<", stream, x); r != nil {
			*steps = append(*steps, r)
			return true
		}
	}
	b := types.BasicOf(t)
	switch {
	case b != nil && b.Kind == types.Bool:
		call("__os_bool", x)
	case b != nil && (b.Kind == types.Char || b.Kind == types.SChar || b.Kind == types.UChar):
		call("__os_char", x)
	case b != nil && (b.Kind == types.Float || b.Kind == types.Double):
		call("__os_double", x)
	case b != nil && b.Kind == types.Nullptr: // C++17's operator<<(nullptr_t)
		call("__os_str", c.decay(c.expr(&ast.StringLit{ExprBase: ast.ExprBase{P: x.Pos()}, Value: "nullptr"})))
	case types.IsInteger(t):
		unsigned := int64(0)
		if types.IsUnsigned(t) {
			unsigned = 1
		}
		call("__os_int", x, lit(unsigned), lit(max(t.Size(), 1)))
	default:
		return false
	}
	return true
}
