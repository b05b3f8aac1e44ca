package check

import (
	"fmt"
	"strconv"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// std::cout and std::cerr are lowered to printf and fprintf(stderr, ...):
// a chain `std::cout << "x = " << x << std::endl` becomes one call whose
// format follows the iostream rules for each operand's type (integers in
// decimal or hex, floating values like %g with the stream's precision, or
// %f/%e under std::fixed/std::scientific, bool as 0/1, char as a
// character, char pointers as strings, other pointers as %p).
//
// The stream's formatting state (precision, fixed, scientific, hex, oct,
// uppercase, showbase, showpos, showpoint, boolalpha, fill, left) is followed in the order the checker reads the
// program, which is the order it runs for the straight-line host code that
// sets it; std::setw applies to the next operand only, as in C++.

// coutState is the formatting state of std::cout (std::cerr shares it, a
// simplification: programs set it on cout).
type coutState struct {
	floatField   byte  // 0 (default, %g), 'f' (fixed) or 'e' (scientific)
	precision    int64 // meaningful when hasPrecision; the default is 6
	hasPrecision bool
	base         int // 16 (hex), 8 (oct); 0 or 10 for dec
	upper        bool
	showBase     bool
	showPos      bool
	boolAlpha    bool
	left         bool
	fill         byte // setfill's character; 0 for the default ' '
	showPoint    bool
	flush        bool // the chain being lowered ends with a flush (std::endl, std::flush)
}

// coutChain reports whether e is a `<<` chain whose leftmost operand is
// std::cout or std::cerr, and returns that stream's name.
func (c *checker) coutChain(e *ast.Binary) (string, bool) {
	var x ast.Expr = e
	for {
		b, ok := x.(*ast.Binary)
		if !ok || b.Op != token.Shl {
			break
		}
		x = b.X
	}
	id, ok := x.(*ast.Ident)
	if !ok || id.Name != "cout" && id.Name != "cerr" && id.Name != "clog" {
		return "", false
	}
	if c.lookup(id.Name) != nil {
		return "", false // a program's own variable
	}
	return id.Name, true
}

// coutOperands lists the operands of a chain left to right.
func coutOperands(e *ast.Binary) []ast.Expr {
	var ops []ast.Expr
	var x ast.Expr = e
	for {
		b, ok := x.(*ast.Binary)
		if !ok || b.Op != token.Shl {
			break
		}
		ops = append(ops, b.Y)
		x = b.X
	}
	for i, j := 0, len(ops)-1; i < j; i, j = i+1, j-1 {
		ops[i], ops[j] = ops[j], ops[i]
	}
	return ops
}

// lowerCout checks a cout chain and returns the printf call that replaces it.
func (c *checker) lowerCout(e *ast.Binary, stream string) ast.Expr {
	c.cout.flush = false // set by the chain's std::endl or std::flush
	if c.inDevice() && !c.inHost() {
		c.errorf(e.P, "std::%s cannot be used in device code; use printf", stream)
		return setInvalid(e)
	}
	var format strings.Builder
	var items []coutItem
	width := ""
	bad := false
	for _, op := range coutOperands(e) {
		if c.coutManipulator(op, &format, &width, &bad) {
			continue
		}
		x := c.expr(op)
		if types.IsInvalid(x.Type()) {
			bad = true
			continue
		}
		if s, ok := ast.Unparen(x).(*ast.StringLit); ok && width == "" {
			format.WriteString(strings.ReplaceAll(s.Value, "%", "%%"))
			continue
		}
		x = c.decay(x)
		it := coutItem{}
		w := width
		width = ""
		if c.cout.fill != 0 && w != "" {
			it.width, _ = strconv.Atoi(w)
			it.fill, it.left = c.cout.fill, c.cout.left
			w = "" // padded by coutArgs
		}
		spec, arg, ok := c.coutSpec(x, w)
		if !ok {
			c.errorf(x.Pos(), "std::%s cannot print %s", stream, describeType(x.Type()))
			bad = true
			continue
		}
		it.spec, it.x = spec, arg
		switch {
		case it.width == 0:
			format.WriteString(spec)
		case it.left:
			format.WriteString(spec + "%.*s")
		default:
			format.WriteString("%.*s" + spec)
		}
		items = append(items, it)
	}
	if bad {
		return setInvalid(e)
	}
	args := c.coutArgs(items)
	name := "printf"
	var call []ast.Expr
	if stream != "cout" {
		name = "fprintf"
		call = append(call, c.expr(&ast.Ident{ExprBase: ast.ExprBase{P: e.P}, Name: "stderr"}))
	}
	call = append(call, c.expr(&ast.StringLit{ExprBase: ast.ExprBase{P: e.P}, Value: format.String()}))
	call = append(call, args...)
	id := &ast.Ident{ExprBase: ast.ExprBase{P: e.P}, Name: name}
	o := c.lookup(name)
	if o == nil || o.Kind != ast.ObjBuiltinFunc {
		c.errorf(e.P, "std::%s needs the built-in %s", stream, name)
		return setInvalid(e)
	}
	id.Obj, id.T = o, o.Type
	ce := &ast.Call{ExprBase: ast.ExprBase{P: e.P}, Fun: id, Args: call}
	out := c.builtinCallChecked(ce, id, builtins.LookupFunc(name), len(call))
	if c.cout.flush && stream == "cout" {
		// (printf(...), fflush(stdout))
		flush := &ast.Call{ExprBase: ast.ExprBase{P: e.P}, Fun: &ast.Ident{ExprBase: ast.ExprBase{P: e.P}, Name: "fflush"},
			Args: []ast.Expr{&ast.Ident{ExprBase: ast.ExprBase{P: e.P}, Name: "stdout"}}}
		out = &ast.Binary{ExprBase: ast.ExprBase{P: e.P, T: types.Typ[types.Int]}, Op: token.Comma, X: out, Y: c.expr(flush)}
	}
	return out
}

// coutManipulator applies std::endl, std::fixed, std::setprecision(n) and
// the other manipulators; it reports whether op was one.
func (c *checker) coutManipulator(op ast.Expr, format *strings.Builder, width *string, bad *bool) bool {
	st := &c.cout
	switch x := ast.Unparen(op).(type) {
	case *ast.Ident:
		if c.lookup(x.Name) != nil {
			return false
		}
		switch x.Name {
		case "endl":
			// endl also flushes stdout's buffer (which matters when the
			// program is killed later: what is flushed is not lost).
			*width = ""
			format.WriteByte('\n')
			st.flush = true
		case "flush":
			st.flush = true
		case "fixed":
			st.floatField = 'f'
		case "scientific":
			st.floatField = 'e'
		case "defaultfloat":
			st.floatField = 0
		case "hex":
			st.base = 16
		case "dec":
			st.base = 10
		case "oct":
			st.base = 8
		case "uppercase":
			st.upper = true
		case "nouppercase":
			st.upper = false
		case "showbase":
			st.showBase = true
		case "noshowbase":
			st.showBase = false
		case "showpos":
			st.showPos = true
		case "noshowpos":
			st.showPos = false
		case "boolalpha":
			st.boolAlpha = true
		case "noboolalpha":
			st.boolAlpha = false
		case "left":
			st.left = true
		case "right":
			st.left = false
		case "showpoint":
			st.showPoint = true
		case "noshowpoint":
			st.showPoint = false
		default:
			return false
		}
		return true
	case *ast.Call:
		id, ok := x.Fun.(*ast.Ident)
		if !ok || c.lookup(id.Name) != nil || len(x.Args) != 1 {
			return false
		}
		switch id.Name {
		case "setprecision", "setw", "setfill":
		default:
			return false
		}
		a := c.expr(x.Args[0])
		v := a.Base().Const
		if types.IsInvalid(a.Type()) {
			*bad = true
			return true
		}
		if v == nil || v.IsFloat {
			// A run-time width or precision would have to be remembered
			// across statements; programs write constants.
			c.unsupported(a.Pos(), "std::%s needs a constant integer in lab programs", id.Name)
			*bad = true
			return true
		}
		n := v.Int64()
		switch id.Name {
		case "setprecision":
			st.precision, st.hasPrecision = n, true
		case "setw":
			if n > 0 {
				*width = fmt.Sprint(n)
			} else {
				*width = ""
			}
		case "setfill":
			st.fill = byte(n)
			if n == ' ' {
				st.fill = 0
			}
		}
		return true
	}
	return false
}

// coutSpec returns the printf conversion for one operand, and the operand
// as printf takes it.
// coutPointer prints a pointer as libstdc++'s operator<< does: in hex with
// 0x, as printf's %p, but a null pointer as 0 where %p says (nil): %#lx of
// the address.
func coutPointer(x ast.Expr, flags, width string) (string, ast.Expr, bool) {
	return "%#" + flags + width + "lx", implicitCast(x, types.Typ[types.ULong], ast.ConvPtrToInt), true
}

func (c *checker) coutSpec(x ast.Expr, width string) (string, ast.Expr, bool) {
	st := &c.cout
	flags := ""
	if width != "" && st.left {
		flags = "-"
	}
	t := x.Type()
	if p, ok := t.(*types.Pointer); ok {
		if b := types.BasicOf(p.Elem); b != nil && (b.Kind == types.Char || b.Kind == types.SChar || b.Kind == types.UChar) {
			return "%" + flags + width + "s", x, true
		}
		return coutPointer(x, flags, width)
	}
	if st, ok := t.(*types.Struct); ok && st.Name == "string" && st.Complete {
		// std::string (parser/stdstring.go): its NUL-terminated buffer
		// x is checked already (checking it again would dereference a
		// reference variable twice): the member is built typed
		f := st.Field("p_")
		if f == nil {
			return "", nil, false
		}
		buf := &ast.Member{ExprBase: ast.ExprBase{P: x.Pos(), T: f.Type, LV: x.IsLvalue()}, X: x, Name: "p_", NamePos: x.Pos(), Field: f}
		return "%" + flags + width + "s", c.decay(buf), true
	}
	b := types.BasicOf(t)
	if b == nil {
		return "", nil, false
	}
	switch b.Kind {
	case types.Bool:
		if st.boolAlpha {
			return "%" + flags + width + "s", c.boolWord(x), true
		}
		if st.showPos {
			flags += "+"
		}
		return "%" + flags + width + "d", x, true
	case types.Char, types.SChar, types.UChar:
		return "%" + flags + width + "c", x, true
	case types.Float, types.Double:
		conv := "g"
		if st.floatField != 0 {
			conv = string(st.floatField)
		}
		prec := ""
		if st.hasPrecision {
			prec = fmt.Sprintf(".%d", st.precision)
		}
		if st.showPoint {
			flags += "#"
		}
		if st.showPos {
			flags += "+"
		}
		if st.upper {
			conv = strings.ToUpper(conv)
		}
		return "%" + flags + width + prec + conv, x, true
	case types.Nullptr: // C++17's operator<<(nullptr_t)
		return "%" + flags + width + "s", c.decay(c.expr(&ast.StringLit{ExprBase: ast.ExprBase{P: x.Pos()}, Value: "nullptr"})), true
	}
	if !types.IsInteger(t) {
		return "", nil, false
	}
	length := ""
	switch b.Kind {
	case types.Long, types.ULong:
		length = "l"
	case types.LongLong, types.ULongLong:
		length = "ll"
	}
	conv := "d"
	switch {
	case st.base == 16 && st.upper:
		conv = "X"
	case st.base == 16:
		conv = "x"
	case st.base == 8:
		conv = "o"
	case types.IsUnsigned(t):
		conv = "u"
	case st.showPos:
		flags += "+"
	}
	if st.showBase && (st.base == 16 || st.base == 8) {
		flags += "#"
	}
	return "%" + flags + width + length + conv, x, true
}

// coutItem is one printed operand of a cout chain: its printf
// conversion (without width when it is padded here) and argument, and,
// for a fill character other than ' ' under setw, the padding.
type coutItem struct {
	spec  string
	x     ast.Expr
	width int  // >0: pad to this width with fill
	fill  byte // the fill character
	left  bool // padding after the value
}

// coutArgs returns printf's arguments for the items. C++17 evaluates the
// operands of << left to right, while host code evaluates a call's
// arguments right to left (as gcc does): when an operand has side effects
// the values go through hidden locals, stored in order by the last
// argument, which runs first. iostream pads the whole formatted value with
// the fill character, before it (right, the default, so "00-42") or after
// it (left); printf cannot, so a padded value goes through a hidden local
// too and its padding is a precision-limited run of fill characters:
//
//	"%.*s%d", W - min(W, snprintf(0, 0, "%d", (coutN))), "****", ((coutN) = x)
func (c *checker) coutArgs(items []coutItem) []ast.Expr {
	temps, effects := false, 0
	for _, it := range items {
		if it.width > 0 {
			temps = true
		}
		if hasSideEffects(it.x) {
			effects++
		}
	}
	if !temps && (effects == 0 || len(items) < 2) {
		args := make([]ast.Expr, len(items))
		for i, it := range items {
			args[i] = it.x
		}
		return args
	}
	var stores ast.Expr // the comma chain of stores, in order
	var args []ast.Expr
	for _, it := range items {
		x := it.x
		pos := x.Pos()
		ref := func() ast.Expr { return clonePure(x) }
		if x.Base().Const == nil {
			name := fmt.Sprintf("(cout%d)", len(c.temps))
			o := c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: x.Type(), Pos: pos, Space: ast.SpaceAuto})
			c.temps = append(c.temps, &ast.VarDecl{P: pos, Name: name, Obj: o})
			c.declare(o) // the snprintf call below is checked with it
			ref = func() ast.Expr {
				return &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: x.Type(), LV: true}, Name: name, Obj: o}
			}
			store := &ast.Assign{ExprBase: ast.ExprBase{P: pos, T: x.Type()}, Op: token.Assign, X: ref(), Y: x}
			if stores == nil {
				stores = store
			} else {
				stores = &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: x.Type()}, Op: token.Comma, X: stores, Y: store}
			}
		}
		if it.width == 0 {
			args = append(args, ref())
			continue
		}
		lit := func(v int) ast.Expr { return c.expr(&ast.IntLit{ExprBase: ast.ExprBase{P: pos}, Value: uint64(v)}) }
		call := func(name string, a ...ast.Expr) ast.Expr {
			return c.expr(&ast.Call{ExprBase: ast.ExprBase{P: pos}, Fun: &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: name}, Args: a})
		}
		str := func(s string) ast.Expr {
			return c.decay(c.expr(&ast.StringLit{ExprBase: ast.ExprBase{P: pos}, Value: s}))
		}
		n := call("snprintf", lit(0), lit(0), str(it.spec), ref())
		pad := binaryOf(token.Sub, lit(it.width), call("min", lit(it.width), n), types.Typ[types.Int])
		fill := str(strings.Repeat(string([]byte{it.fill}), it.width))
		if it.left {
			args = append(args, ref(), pad, fill)
		} else {
			args = append(args, pad, fill, ref())
		}
	}
	if stores != nil && len(args) > 0 {
		last := args[len(args)-1]
		args[len(args)-1] = &ast.Binary{ExprBase: ast.ExprBase{P: last.Pos(), T: last.Type()}, Op: token.Comma, X: stores, Y: last}
	}
	return args
}

// hasSideEffects reports whether evaluating x may change something (or
// print): a call, an assignment, an increment.
func hasSideEffects(x ast.Expr) bool {
	found := false
	ast.Inspect(x, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Call, *ast.Assign, *ast.IncDec:
			found = true
		}
		return !found
	})
	return found
}

// boolWord turns a bool operand into "true" or "false" (std::boolalpha).
func (c *checker) boolWord(x ast.Expr) ast.Expr {
	pos := x.Pos()
	word := func(s string) ast.Expr {
		return c.decay(c.expr(&ast.StringLit{ExprBase: ast.ExprBase{P: pos}, Value: s}))
	}
	then := word("true")
	return &ast.Cond{ExprBase: ast.ExprBase{P: pos, T: then.Type()},
		Cond: c.toBool(x, "the operand of <<"), Then: then, Else: word("false")}
}

// streamMethod handles std::cout.precision(n) and std::cout.flush(), and
// returns nil for any other call.
func (c *checker) streamMethod(e *ast.Call, m *ast.Member) ast.Expr {
	id, ok := m.X.(*ast.Ident)
	if !ok || id.Name != "cout" && id.Name != "cerr" || m.Arrow || c.lookup(id.Name) != nil {
		return nil
	}
	old := c.cout.precision
	if !c.cout.hasPrecision {
		old = 6
	}
	result := &ast.IntLit{ExprBase: ast.ExprBase{P: e.P, T: types.Typ[types.Long], Const: intValue(uint64(old), types.Typ[types.Long])}, Value: uint64(old)}
	switch {
	case m.Name == "flush" && len(e.Args) == 0:
		return result
	case m.Name == "precision" && len(e.Args) == 0:
		return result
	case m.Name == "precision" && len(e.Args) == 1:
		a := c.expr(e.Args[0])
		if types.IsInvalid(a.Type()) {
			return setInvalid(e)
		}
		if v := a.Base().Const; v == nil || v.IsFloat {
			c.unsupported(a.Pos(), "std::%s.precision needs a constant integer in lab programs", id.Name)
			return setInvalid(e)
		} else {
			c.cout.precision, c.cout.hasPrecision = v.Int64(), true
		}
		return result
	}
	c.unsupported(m.NamePos, "std::%s.%s is not supported in lab programs; use the << manipulators", id.Name, m.Name)
	return setInvalid(e)
}
