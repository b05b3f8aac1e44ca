package check

import (
	"fmt"
	"strconv"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/literal"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/preprocess"
	"simtlab/sim/cuda/signature"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// expr checks x and returns it, or the node that replaces it. The result is
// never nil and always has a type (invalid after an error).
func (c *checker) expr(x ast.Expr) ast.Expr {
	if x == nil {
		return &ast.BadExpr{ExprBase: ast.ExprBase{T: invalid}}
	}
	r := c.expr1(x)
	if r.Type() == nil {
		r.Base().T = invalid
	}
	return r
}

func setInvalid(x ast.Expr) ast.Expr {
	x.Base().T = invalid
	return x
}

func (c *checker) expr1(x ast.Expr) ast.Expr {
	switch e := x.(type) {
	case *ast.BadExpr:
		e.T = invalid
		return e
	case *ast.Ident:
		return c.ident(e)
	case *ast.IntLit:
		if e.T == nil {
			switch {
			case strings.HasPrefix(e.Text, "'"):
				e.T = types.Typ[types.Char]
				if literal.IsMultiChar(e.Text) {
					e.T = types.Typ[types.Int]
				}
			case e.Text != "":
				lit, _ := literal.ParseInt(e.Text)
				e.T = lit.Type()
			default:
				e.T = types.Typ[types.Int]
			}
		}
		e.Const = intValue(e.Value, e.T)
		return e
	case *ast.FloatLit:
		_, isFloat, _ := literal.ParseFloat(e.Text)
		e.T = types.Typ[types.Double]
		if isFloat {
			e.T = types.Typ[types.Float]
		}
		e.Const = floatValue(e.Value, e.T)
		return e
	case *ast.StringLit:
		if e.T == nil {
			e.T = &types.Array{Elem: types.Typ[types.Char], Len: int64(len(e.Value) + 1), ElemQual: types.Const}
		}
		e.LV = true
		return e
	case *ast.BoolLit:
		e.T = types.Typ[types.Bool]
		e.Const = &ast.Value{Int: b2u(e.Value)}
		return e
	case *ast.NullptrLit:
		e.T = types.Typ[types.Nullptr]
		e.Const = &ast.Value{}
		return e
	case *ast.Paren:
		e.X = c.expr(e.X)
		e.T, e.LV, e.Const = e.X.Type(), e.X.IsLvalue(), e.X.Base().Const
		return e
	case *ast.Unary:
		return c.unary(e)
	case *ast.IncDec:
		e.X = lvalueCond(c.expr(e.X))
		if r := c.bitFieldAssign(e.P, e.Op, e.X, nil, e.Post); r != nil {
			return r
		}
		if r, ok := c.halfIncDec(e); ok {
			return r
		}
		t := e.X.Type()
		e.T = t
		if types.IsInvalid(t) {
			return e
		}
		switch t.(type) {
		case *types.Struct, *types.Enum:
			// a member or free operator++ / operator--: the postfix form
			// takes C++'s dummy int
			operands := []ast.Expr{e.X}
			if e.Post {
				operands = append(operands, intConst(e.P, types.Typ[types.Int], 0))
			}
			if r := c.operatorCall(e.P, e.Op.String(), operands...); r != nil {
				return r
			}
		}
		if !types.IsArithmetic(t) && !types.IsPointer(t) {
			c.errorf(e.P, "cannot apply %s to %s", e.Op, describeType(t))
			return setInvalid(e)
		}
		if isBoolType(t) && e.Op == token.Dec {
			c.errorf(e.P, "cannot decrement a bool")
		}
		if p, ok := t.(*types.Pointer); ok && !complete(p.Elem) {
			c.errorf(e.P, "cannot do arithmetic on %s: the size of %s is unknown", t, p.Elem)
		}
		c.checkAssignable(e.X, e.Op.String())
		return e
	case *ast.Binary:
		return c.binary(e)
	case *ast.Assign:
		return c.assign(e)
	case *ast.Cond:
		return c.condExpr(e)
	case *ast.Call:
		return c.foldConstexprCall(c.call(e))
	case *ast.Launch:
		return c.launch(e)
	case *ast.Index:
		return c.index(e)
	case *ast.Member:
		return c.member(e)
	case *ast.Lambda:
		return c.lambda(e)
	case *ast.Cast:
		return c.cast(e)
	case *ast.Construct:
		return c.construct(e)
	case *ast.SizeOf:
		return c.sizeOf(e)
	case *ast.OffsetOf:
		return c.offsetOf(e)
	case *ast.InitList:
		c.errorf(e.P, "a braced list {...} can only initialise a variable")
		for i, el := range e.Elems {
			e.Elems[i] = c.expr(el)
		}
		return setInvalid(e)
	}
	c.errorf(x.Pos(), "unexpected expression")
	return setInvalid(x)
}

func (c *checker) ident(e *ast.Ident) ast.Expr {
	if e.Name == "__PRETTY_FUNCTION__" && c.fn != nil && c.fn.Obj != nil && c.lookup(e.Name) == nil {
		return c.prettyFunctionExpr(e)
	}
	if (e.Name == "__func__" || e.Name == "__FUNCTION__") && c.fn != nil && c.lookup(e.Name) == nil {
		// the function's own name, unqualified, as GCC and nvcc give it
		name := c.fn.Name
		if c.fn.Generic != nil {
			name = c.fn.Generic.Name
		}
		if i := strings.LastIndex(name, "::"); i >= 0 {
			name = name[i+2:]
		}
		if i := strings.LastIndex(name, parser.NamespaceSep); i >= 0 {
			name = name[i+len(parser.NamespaceSep):]
		}
		name = signature.TemplateFree(strings.TrimSuffix(baseName(name), preprocess.DeviceViewSuffix))
		return c.expr(&ast.StringLit{ExprBase: ast.ExprBase{P: e.P}, Value: name})
	}
	if q := c.staticName(e.Name); q != "" {
		e.Name = q
	}
	if m := c.implicitMember(e.P, e.Name); m != nil {
		return c.expr(m)
	}
	o := c.lookup(e.Name)
	if o == nil {
		c.undeclared(e.P, e.Name)
		return setInvalid(e)
	}
	e.Obj = o
	switch o.Kind {
	case ast.ObjVar, ast.ObjParam:
		e.T = o.Type
		e.LV = true
		if r, ok := o.Type.(*types.Reference); ok {
			e.T = r.Elem
		}
		c.checkVarAccess(e, o)
		if twin := c.sideStatics[o]; twin != nil {
			return c.sideStatic(e, o, twin)
		}
		if c.refVars[o] {
			return derefRefVar(e)
		}
		// A const variable with a constant initialiser is a constant
		// expression (C++), usable as an array size.
		if o.Qual&types.Const != 0 && o.Qual&types.Volatile == 0 && o.Var != nil && o.Var.Init != nil && types.IsArithmetic(o.Type) {
			e.Const = o.Var.Init.Base().Const
		}
	case ast.ObjFunc:
		if o.Decl != nil && o.Decl.Template != nil && o.Decl.TemplateArgs == nil {
			if e.TemplateArgs == nil {
				e.T = o.Type // resolved at the call
				return e
			}
			args, ok := c.templateArgs(o.Decl, e.TemplateArgs, e.P)
			if !ok {
				return setInvalid(e)
			}
			if len(args) < len(o.Decl.Template) {
				c.errorf(e.P, "'%s' needs all its template arguments here", e.Name)
				return setInvalid(e)
			}
			inst := c.instantiate(e.P, o.Decl, args)
			if inst == nil {
				return setInvalid(e)
			}
			e.Obj = inst
			o = inst
		}
		if len(c.overloads[e.Name]) <= 1 {
			c.used(o) // a specialization made on tokens, taken as a pointer (cmp<float>)
		}
		e.T = o.Type
	case ast.ObjEnumConst, ast.ObjBuiltinConst:
		return &ast.IntLit{ExprBase: ast.ExprBase{P: e.P, T: o.Type, Const: intValue(uint64(o.Value), o.Type)}, Value: truncInt(uint64(o.Value), o.Type)}
	case ast.ObjBuiltinVar:
		e.T = o.Type
		if o.Exec == ast.ExecDevice && !c.inDevice() {
			c.errorf(e.P, "%s is only available in device code (__global__ and __device__ functions)", e.Name)
			return setInvalid(e)
		}
		if o.Exec == ast.ExecHost && !c.inHost() {
			c.errorf(e.P, "%s is only available in host code", e.Name)
			return setInvalid(e)
		}
	case ast.ObjBuiltinFunc:
		e.T = o.Type
	case ast.ObjType:
		c.errorf(e.P, "'%s' is a type, not a value", e.Name)
		return setInvalid(e)
	default:
		return setInvalid(e)
	}
	return e
}

// undeclared reports a name that is not declared, once per function (as
// gcc does): further uses would only repeat the message.
func (c *checker) undeclared(pos diag.Pos, name string) {
	if c.reported == nil {
		c.reported = map[string]bool{}
	}
	if c.reported[name] {
		return
	}
	c.reported[name] = true
	switch {
	case name == ast.VarArea && c.fn != nil && c.fn.Attrs.Exec() != ast.ExecHost:
		c.errorf(pos, "va_start in device code: CUDA's device code has no <cstdarg> (a __device__ function cannot take '...')")
		return
	case name == ast.VarArea:
		c.errorf(pos, "va_start needs a function whose parameters end with '...'")
		return
	case fileFunctions[name]:
		c.errorf(pos, "undeclared identifier '%s': a lab program reads and writes no files (it runs in the browser); put its input in the program and print its output", name)
	case name == "cin":
		c.errorf(pos, "undeclared identifier 'cin': a lab program has no input; put the values in the program")
	case name == "__CUDA_ARCH__":
		c.errorf(pos, "undeclared identifier '__CUDA_ARCH__': nvcc defines it only when it compiles device code (kernels, __device__ functions and the device side of __host__ __device__ ones); host code reads it under #ifdef __CUDA_ARCH__ or not at all")
	case parser.MissingStd(name) != "" && !ordinaryWords[name]:
		c.errorf(pos, "undeclared identifier '%s': %s", name, parser.MissingStd(name))
	default:
		c.errorf(pos, "undeclared identifier '%s'", name)
	}
}

// ordinaryWords are standard library names that programs also give their
// own variables: an undeclared one is more likely the program's mistake
// than a missing std:: type, so it gets no hint (a type in their place
// does: parser.UnknownTypeMessage).
var ordinaryWords = map[string]bool{"list": true, "set": true, "stack": true, "queue": true, "function": true,
	"any": true, "tie": true, "future": true, "complex": true, "ratio": true, "async": true}

// fileFunctions are C's file functions, which the lab does not have (the
// file streams are types: parser.UnknownTypeMessage).
var fileFunctions = map[string]bool{"fopen": true, "fclose": true, "fread": true, "fscanf": true,
	"fgets": true, "fgetc": true, "fseek": true, "ftell": true, "rewind": true, "feof": true,
	"remove": true, "rename": true, "tmpfile": true, "freopen": true}

// checkVarAccess reports variables used on the wrong side.
func (c *checker) checkVarAccess(e *ast.Ident, o *ast.Object) {
	if c.fn == nil || c.symbolCtx > 0 {
		return
	}
	switch o.Space {
	case ast.SpaceShared, ast.SpaceDynShared:
		if !c.inDevice() {
			c.errorf(e.P, "__shared__ variable '%s' cannot be used in host code", e.Name)
		}
	case ast.SpaceGlobal, ast.SpaceConstant:
		if c.exec == ast.ExecHost {
			c.errorf(e.P, "%s variable '%s' cannot be used directly in host code; copy with cudaMemcpyToSymbol or cudaMemcpyFromSymbol", o.Space, e.Name)
		}
	case ast.SpaceHost:
		if o.Global && c.exec == ast.ExecDevice && !(o.Qual&types.Const != 0 && o.Var != nil && o.Var.Init != nil && o.Var.Init.Base().Const != nil) {
			c.errorf(e.P, "'%s' is a host variable; it cannot be used in device code (declare it __device__ or __constant__)", e.Name)
		}
	}
}

func (c *checker) unary(e *ast.Unary) ast.Expr {
	e.X = c.expr(e.X)
	t := e.X.Type()
	if types.IsInvalid(t) {
		return setInvalid(e)
	}
	if r, ok := c.halfUnary(e); ok {
		return r
	}
	switch e.Op {
	case token.Add, token.Sub, token.Not, token.Tilde:
		if r := c.operatorCall(e.P, e.Op.String(), e.X); r != nil {
			return r
		}
	case token.Mul:
		if _, isStruct := t.(*types.Struct); isStruct {
			if r := c.operatorCall(e.P, "*", e.X); r != nil {
				return r
			}
		}
	}
	switch e.Op {
	case token.Add, token.Sub, token.Tilde:
		x := c.decay(c.operandByFunction(e.P, "unary "+e.Op.String(), e.X))
		if types.IsInvalid(x.Type()) {
			return setInvalid(e)
		}
		ok := types.IsArithmetic(x.Type())
		if e.Op == token.Tilde {
			ok = types.IsInteger(x.Type())
		}
		if !ok {
			c.errorf(e.P, "invalid operand to unary %s (%s)", e.Op, describeType(x.Type()))
			return setInvalid(e)
		}
		e.X = c.promote(x)
		e.T = e.X.Type()
		e.Const = foldUnary(e.Op, e.X.Base().Const, e.T)
	case token.Not:
		e.X = c.toBool(c.decay(e.X), "the operand of !")
		e.T = types.Typ[types.Bool]
		e.Const = foldUnary(e.Op, e.X.Base().Const, e.T)
	case token.Mul:
		x := c.decay(e.X)
		p, ok := x.Type().(*types.Pointer)
		if !ok {
			c.errorf(e.P, "cannot dereference %s; it is not a pointer", describeType(x.Type()))
			return setInvalid(e)
		}
		if types.IsVoid(p.Elem) {
			c.errorf(e.P, "cannot dereference a void *; cast it to a typed pointer first")
			return setInvalid(e)
		}
		e.X = x
		e.T = p.Elem
		e.LV = true
		if _, isFunc := p.Elem.(*types.Func); isFunc {
			e.LV = false
		}
	case token.And:
		if id, ok := ast.Unparen(e.X).(*ast.Ident); ok && id.Obj != nil {
			switch id.Obj.Kind {
			case ast.ObjFunc:
				e.T = types.NewPointer(t, 0)
				return e
			case ast.ObjBuiltinVar:
				c.errorf(e.P, "cannot take the address of %s", id.Name)
				return setInvalid(e)
			}
		}
		if ref := c.bitReads[e.X]; ref != nil {
			c.errorf(e.P, "cannot take the address of bit-field '%s'", ref.b.Name)
			return setInvalid(e)
		}
		if !e.X.IsLvalue() {
			c.errorf(e.P, "cannot take the address of a value that is not stored in a variable")
			return setInvalid(e)
		}
		e.T = types.NewPointer(t, c.qualOf(e.X))
	}
	return e
}

// qualOf returns the qualifiers of the object an lvalue designates.
func (c *checker) qualOf(x ast.Expr) types.Qual {
	switch x := x.(type) {
	case *ast.Paren:
		return c.qualOf(x.X)
	case *ast.Ident:
		if x.Obj == nil {
			return 0
		}
		if r, ok := x.Obj.Type.(*types.Reference); ok {
			return r.ElemQual
		}
		q := x.Obj.Qual
		if a, ok := x.Obj.Type.(*types.Array); ok {
			q |= a.ElemQual
		}
		return q &^ types.Restrict
	case *ast.Unary:
		if p, ok := x.X.Type().(*types.Pointer); ok && x.Op == token.Mul {
			return p.ElemQual
		}
	case *ast.Index:
		if p, ok := x.X.Type().(*types.Pointer); ok {
			return p.ElemQual
		}
	case *ast.Member:
		q := types.Qual(0)
		if x.Field != nil {
			q = x.Field.Qual
		}
		if x.Arrow {
			if p, ok := x.X.Type().(*types.Pointer); ok {
				q |= p.ElemQual
			}
		} else {
			q |= c.qualOf(x.X)
		}
		return q
	case *ast.StringLit:
		return types.Const
	}
	return 0
}

// checkAssignable reports when x cannot be the target of op.
func (c *checker) checkAssignable(x ast.Expr, op string) bool {
	if types.IsInvalid(x.Type()) {
		return false
	}
	u := ast.Unparen(x)
	if m, ok := u.(*ast.Member); ok {
		if id, ok := ast.Unparen(m.X).(*ast.Ident); ok && id.Obj != nil && id.Obj.Kind == ast.ObjBuiltinVar {
			c.errorf(x.Pos(), "%s.%s is read-only", id.Name, m.Name)
			return false
		}
	}
	if id, ok := u.(*ast.Ident); ok && id.Obj != nil && id.Obj.Kind == ast.ObjBuiltinVar {
		c.errorf(x.Pos(), "%s is read-only", id.Name)
		return false
	}
	if !x.IsLvalue() {
		c.errorf(x.Pos(), "the left side of %s must be a variable, an array element, a member or *pointer", op)
		return false
	}
	if _, ok := x.Type().(*types.Array); ok {
		c.errorf(x.Pos(), "arrays cannot be assigned; copy the elements one by one")
		return false
	}
	if c.qualOf(x)&types.Const != 0 {
		switch u := u.(type) {
		case *ast.Ident:
			c.errorf(x.Pos(), "cannot assign to a variable declared const")
		case *ast.Member:
			c.errorf(x.Pos(), "cannot assign to member '%s' of a const object", u.Name)
		case *ast.StringLit:
			c.errorf(x.Pos(), "cannot assign to a string literal")
		default:
			c.errorf(x.Pos(), "cannot assign through a pointer to const")
		}
		return false
	}
	if o := baseObject(u); o != nil && o.Space == ast.SpaceConstant && c.inDevice() {
		c.errorf(x.Pos(), "__constant__ memory is read-only in device code; set it from the host with cudaMemcpyToSymbol")
		return false
	}
	return true
}

// baseObject returns the variable that an lvalue is part of (through array
// indexing and struct members, not through pointers), or nil.
func baseObject(x ast.Expr) *ast.Object {
	for {
		switch u := x.(type) {
		case *ast.Paren:
			x = u.X
		case *ast.Ident:
			return u.Obj
		case *ast.Member:
			if u.Arrow {
				return nil
			}
			x = u.X
		case *ast.Index:
			c, ok := u.X.(*ast.Cast)
			if !ok || c.Conv != ast.ConvArrayDecay {
				return nil
			}
			x = c.X
		default:
			return nil
		}
	}
}

func isComparison(op token.Kind) bool {
	switch op {
	case token.Eql, token.Neq, token.Lss, token.Gtr, token.Leq, token.Geq:
		return true
	}
	return false
}

func (c *checker) binary(e *ast.Binary) ast.Expr {
	if e.Op == token.Shl {
		if stream, fresh := c.streamChain(e); stream != nil {
			return c.lowerStream(e, stream, fresh)
		}
	}
	e.X = c.expr(e.X)
	e.Y = c.expr(e.Y)
	if e.Op == token.Comma {
		e.T = e.Y.Type()
		return e
	}
	if types.IsInvalid(e.X.Type()) || types.IsInvalid(e.Y.Type()) {
		return setInvalid(e)
	}
	if r, ok := c.halfBinary(e); ok {
		return r
	}
	if r := c.operatorCall(e.P, e.Op.String(), e.X, e.Y); r != nil {
		return r
	}
	if e.Op == token.LAnd || e.Op == token.LOr {
		e.X = c.toBool(c.decay(e.X), "the operand of "+e.Op.String())
		e.Y = c.toBool(c.decay(e.Y), "the operand of "+e.Op.String())
		e.T = types.Typ[types.Bool]
		e.Const = foldBinary(e.Op, e.X.Base().Const, e.Y.Base().Const, e.T, e.T)
		return e
	}
	// an object with a conversion function takes a built-in operator
	// through it
	e.X, e.Y = c.operandByFunction(e.P, e.Op.String(), e.X), c.operandByFunction(e.P, e.Op.String(), e.Y)
	if types.IsInvalid(e.X.Type()) || types.IsInvalid(e.Y.Type()) {
		return setInvalid(e)
	}
	x, y := c.decay(e.X), c.decay(e.Y)
	xt, yt := x.Type(), y.Type()
	bad := func() ast.Expr {
		// threadIdx * blockDim: a whole dim3 where a component was meant.
		for _, o := range []ast.Expr{x, y} {
			if s, ok := o.Type().(*types.Struct); ok && s.Vec != nil && s.Vec.N > 1 {
				name := exprName(o)
				c.errorf(e.P, "%s is a %s, not a number; did you mean %s.x?", name, s.Name, name)
				return setInvalid(e)
			}
		}
		c.errorf(e.P, "invalid operands to %s (%s and %s)", e.Op, describeType(xt), describeType(yt))
		return setInvalid(e)
	}
	xp, xIsPtr := xt.(*types.Pointer)
	yp, yIsPtr := yt.(*types.Pointer)
	switch {
	case types.IsArithmetic(xt) && types.IsArithmetic(yt):
		switch e.Op {
		case token.Rem, token.And, token.Or, token.Xor, token.Shl, token.Shr:
			if !types.IsInteger(xt) || !types.IsInteger(yt) {
				c.errorf(e.P, "operator %s needs integer operands, not %s and %s", e.Op, xt, yt)
				return setInvalid(e)
			}
		}
		if e.Op == token.Shl || e.Op == token.Shr {
			x, y = c.promote(x), c.promote(y)
			e.X, e.Y, e.T = x, y, x.Type()
			if v := y.Base().Const; v != nil && (int64(v.Int) < 0 || v.Int >= uint64(x.Type().Size()*8)) {
				c.errs.AddDiag(diag.Diagnostic{Pos: e.P, Severity: diag.Warning, Kind: diag.KindType,
					Msg: fmt.Sprintf("shift count %d is out of range for %s", int64(v.Int), x.Type())})
			}
			e.Const = foldBinary(e.Op, x.Base().Const, y.Base().Const, e.T, e.T)
			return e
		}
		ct := arithType(xt, yt)
		x, y = toType(x, ct), toType(y, ct)
		e.X, e.Y = x, y
		e.T = ct
		if isComparison(e.Op) {
			e.T = types.Typ[types.Bool]
		}
		if (e.Op == token.Quo || e.Op == token.Rem) && types.IsInteger(ct) {
			if v := y.Base().Const; v != nil && v.Int == 0 {
				c.errs.AddDiag(diag.Diagnostic{Pos: e.P, Severity: diag.Warning, Kind: diag.KindType, Msg: "integer division by zero"})
			}
		}
		e.Const = foldBinary(e.Op, x.Base().Const, y.Base().Const, ct, e.T)
		if e.Const == nil {
			return negatedOperand(e)
		}
		return e
	case (e.Op == token.Add || e.Op == token.Sub) && xIsPtr && types.IsInteger(yt):
		if !complete(xp.Elem) {
			c.errorf(e.P, "cannot do arithmetic on %s: the size of %s is unknown", xt, xp.Elem)
			return setInvalid(e)
		}
		e.X, e.Y, e.T = x, c.promote(y), xt
		return e
	case e.Op == token.Add && types.IsInteger(xt) && yIsPtr:
		if !complete(yp.Elem) {
			c.errorf(e.P, "cannot do arithmetic on %s: the size of %s is unknown", yt, yp.Elem)
			return setInvalid(e)
		}
		e.X, e.Y, e.T = c.promote(x), y, yt
		return e
	case e.Op == token.Sub && xIsPtr && yIsPtr:
		if !types.IdenticalIgnoringQual(xp.Elem, yp.Elem) {
			c.errorf(e.P, "cannot subtract pointers to different types (%s and %s)", xt, yt)
			return setInvalid(e)
		}
		if !complete(xp.Elem) {
			c.errorf(e.P, "cannot subtract %s pointers: the size of %s is unknown", xt, xp.Elem)
			return setInvalid(e)
		}
		if !types.Identical(xt, yt) {
			// const char * - char *: the same elements, the qualifiers
			// joined, so that both operands have one type
			both := &types.Pointer{Elem: xp.Elem, ElemQual: xp.ElemQual | yp.ElemQual}
			x, y = implicitCast(x, both, ast.ConvPtrToPtr), implicitCast(y, both, ast.ConvPtrToPtr)
		}
		e.X, e.Y, e.T = x, y, types.PtrDiffT
		return e
	case isComparison(e.Op) && (xIsPtr || yIsPtr || isNullptrType(xt) || isNullptrType(yt)):
		switch {
		case xIsPtr && yIsPtr:
			if !types.IsVoid(xp.Elem) && !types.IsVoid(yp.Elem) && !types.IdenticalIgnoringQual(xp.Elem, yp.Elem) {
				c.errorf(e.P, "comparison of different pointer types (%s and %s)", xt, yt)
				return setInvalid(e)
			}
			if !types.Identical(xt, yt) {
				y = implicitCast(y, xt, ast.ConvPtrToPtr)
			}
		case xIsPtr && isNullConst(y):
			y = implicitCast(y, xt, ast.ConvNullToPtr)
		case yIsPtr && isNullConst(x):
			x = implicitCast(x, yt, ast.ConvNullToPtr)
		case isNullptrType(xt) && isNullptrType(yt):
		default:
			if (xIsPtr && types.IsInteger(yt)) || (yIsPtr && types.IsInteger(xt)) {
				c.errorf(e.P, "comparison between a pointer and an integer (%s and %s)", describeType(xt), describeType(yt))
				return setInvalid(e)
			}
			return bad()
		}
		e.X, e.Y, e.T = x, y, types.Typ[types.Bool]
		return e
	}
	return bad()
}

func (c *checker) assign(e *ast.Assign) ast.Expr {
	e.X = lvalueCond(c.expr(e.X))
	if r := c.bindReference(e); r != nil {
		return r
	}
	if r := c.bitFieldAssign(e.P, e.Op, e.X, e.Y, false); r != nil {
		return r
	}
	return c.assignChecked(e)
}

// bindReference checks a reference member's m(x) in a constructor's
// initialiser list (e is `this->m = MemberCtor(x)`, its left side
// checked): the member takes x's address. It returns nil for any other
// assignment.
func (c *checker) bindReference(e *ast.Assign) ast.Expr {
	u, ok := e.X.(*ast.Unary)
	if !ok || u.Op != token.Mul || e.Op != token.Assign {
		return nil
	}
	m, ok := u.X.(*ast.Member)
	call, isCall := e.Y.(*ast.Call)
	if !ok || m.Field == nil || !m.Field.Ref || !isCall {
		return nil
	}
	if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != parser.MemberCtor {
		return nil
	}
	if len(call.Args) != 1 {
		c.errorf(call.P, "the reference member '%s' is bound to one object", m.Name)
		return setInvalid(e)
	}
	arg := c.expr(call.Args[0])
	if types.IsInvalid(arg.Type()) {
		return setInvalid(e)
	}
	if !arg.IsLvalue() {
		c.errorf(arg.Pos(), "the reference member '%s' must be bound to an object (an lvalue), not a temporary value", m.Name)
		return setInvalid(e)
	}
	p := m.T.(*types.Pointer)
	if !types.Identical(arg.Type(), p.Elem) {
		c.errorf(arg.Pos(), "the reference member '%s' refers to %s, not %s", m.Name, describeType(p.Elem), describeType(arg.Type()))
		return setInvalid(e)
	}
	e.X = m
	e.Y = &ast.Unary{ExprBase: ast.ExprBase{P: arg.Pos(), T: p}, Op: token.And, X: arg}
	e.T = p
	return e
}

// assignChecked checks an assignment whose left side is checked.
func (c *checker) assignChecked(e *ast.Assign) ast.Expr {
	xt := e.X.Type()
	if call, ok := e.Y.(*ast.Call); ok && e.Op == token.Assign {
		if id, ok := call.Fun.(*ast.Ident); ok && strings.HasPrefix(id.Name, "__ptx_out_") && !c.asmOutputFits(e.X, id.Name, call) {
			return setInvalid(e)
		}
		if id, ok := call.Fun.(*ast.Ident); ok && id.Name == parser.MemberCtor {
			// a member's m(a, b), m(x) or m() in a constructor's
			// initialiser list (parser/methods.go)
			switch {
			case c.hasCtors(xt):
				// constructed in place: stored without the type's operator=
				e.Y = c.callCtor(call.P, xt, call.Args)
				e.T, e.InPlace = xt, true
				if types.IsInvalid(xt) || types.IsInvalid(e.Y.Type()) {
					return setInvalid(e)
				}
				return e
			case types.IsArray(xt) || len(call.Args) > 1 && isAggregate(xt):
				// e{a, b, c} of an array member, p{x, y} of a plain
				// struct: built from the list
				e.Y = c.initList(&ast.InitList{ExprBase: ast.ExprBase{P: call.P}, Elems: call.Args}, xt)
				e.T = xt
				return e
			case len(call.Args) == 1:
				e.Y = call.Args[0]
			case len(call.Args) == 0:
				e.Y = &ast.InitList{ExprBase: ast.ExprBase{P: call.P}}
				if s, isStruct := xt.(*types.Struct); isStruct && c.defaultBuilt(s) {
					e.Y = c.memberValues(call.P, s, nil)
				} else if !isStruct {
					e.Y = &ast.IntLit{ExprBase: ast.ExprBase{P: call.P}, Value: 0}
				}
			default:
				c.errorf(call.P, "%s has no constructor taking %d values", describeType(xt), len(call.Args))
				c.checkArgs(call.Args)
				return setInvalid(e)
			}
		}
	}
	if l, ok := e.Y.(*ast.InitList); ok && e.Op == token.Assign {
		if s, isStruct := xt.(*types.Struct); isStruct && builtFromList(s.Name) {
			// v = {1.0, 2.0}: a vector made from the list, assigned
			e.Y = vectorFromList(l, xt)
		} else if isStruct {
			e.Y = c.initList(l, xt)
			e.T = xt
			c.checkAssignable(e.X, "=")
			return e
		}
	}
	e.Y = c.expr(e.Y)
	e.T = xt
	if types.IsInvalid(xt) || types.IsInvalid(e.Y.Type()) {
		return setInvalid(e)
	}
	if r, ok := c.halfCompound(e); ok {
		return r
	}
	if e.Op != token.Assign || c.hasAssignOperator(xt) {
		if r := c.operatorCall(e.P, e.Op.String(), e.X, e.Y); r != nil {
			return r
		}
	}
	if !c.checkAssignable(e.X, e.Op.String()) {
		return e
	}
	if e.Op == token.Assign {
		e.Y = c.implicitCopy(c.assignConv(e.Y, xt, "in assignment"))
		return e
	}
	op := e.Op.BinaryOf()
	y := c.decay(e.Y)
	yt := y.Type()
	switch {
	case types.IsArithmetic(xt) && types.IsArithmetic(yt):
		switch op {
		case token.Rem, token.And, token.Or, token.Xor, token.Shl, token.Shr:
			if !types.IsInteger(xt) || !types.IsInteger(yt) {
				c.errorf(e.P, "operator %s needs integer operands, not %s and %s", e.Op, xt, yt)
				return setInvalid(e)
			}
		}
		if op == token.Shl || op == token.Shr {
			e.OpType = promotedType(xt)
			e.Y = c.promote(y)
			return e
		}
		e.OpType = arithType(xt, yt)
		e.Y = toType(y, e.OpType)
		return e
	case (op == token.Add || op == token.Sub) && types.IsPointer(xt) && types.IsInteger(yt):
		e.OpType = xt
		e.Y = c.promote(y)
		return e
	}
	c.errorf(e.P, "invalid operands to %s (%s and %s)", e.Op, describeType(xt), describeType(yt))
	return setInvalid(e)
}

func (c *checker) condExpr(e *ast.Cond) ast.Expr {
	e.Cond = c.toBool(c.decay(c.expr(e.Cond)), "the condition of ?:")
	a, b := c.expr(e.Then), c.expr(e.Else)
	if types.IsInvalid(a.Type()) || types.IsInvalid(b.Type()) || types.IsInvalid(e.Cond.Type()) {
		e.Then, e.Else = a, b
		return setInvalid(e)
	}
	a, b = c.decay(a), c.decay(b)
	at, bt := a.Type(), b.Type()
	ap, aPtr := at.(*types.Pointer)
	bp, bPtr := bt.(*types.Pointer)
	switch {
	case types.IsArithmetic(at) && types.IsArithmetic(bt):
		ct := arithType(at, bt)
		if types.Identical(at, bt) {
			ct = at // C++: c ? 'x' : 'y' is a char (C promotes it to int)
		}
		a, b = toType(a, ct), toType(b, ct)
		e.T = ct
	case types.IsVoid(at) && types.IsVoid(bt):
		e.T = at
	case aPtr && bPtr:
		if !types.IdenticalIgnoringQual(ap.Elem, bp.Elem) && !types.IsVoid(ap.Elem) && !types.IsVoid(bp.Elem) {
			c.errorf(e.P, "the two results of ?: have different pointer types (%s and %s)", at, bt)
			return setInvalid(e)
		}
		rt := types.NewPointer(ap.Elem, ap.ElemQual|bp.ElemQual)
		if types.IsVoid(bp.Elem) {
			rt = types.NewPointer(bp.Elem, ap.ElemQual|bp.ElemQual)
		}
		if !types.Identical(at, rt) {
			a = implicitCast(a, rt, ast.ConvPtrToPtr)
		}
		if !types.Identical(bt, rt) {
			b = implicitCast(b, rt, ast.ConvPtrToPtr)
		}
		e.T = rt
	case aPtr && isNullConst(b):
		b = implicitCast(b, at, ast.ConvNullToPtr)
		e.T = at
	case bPtr && isNullConst(a):
		a = implicitCast(a, bt, ast.ConvNullToPtr)
		e.T = bt
	case types.Identical(at, bt):
		e.T = at
	default:
		c.errorf(e.P, "the two results of ?: have incompatible types (%s and %s)", describeType(at), describeType(bt))
		return setInvalid(e)
	}
	e.Then, e.Else = a, b
	if _, isStruct := e.T.(*types.Struct); isStruct {
		// (c ? a : b).push_back(x) changes a or b, not a copy
		return lvalueCond(e)
	}
	if cv := e.Cond.Base().Const; cv != nil && a.Base().Const != nil && b.Base().Const != nil {
		if cv.Int != 0 {
			e.Const = a.Base().Const
		} else {
			e.Const = b.Base().Const
		}
	}
	return e
}

func (c *checker) index(e *ast.Index) ast.Expr {
	e.X = c.expr(e.X)
	if s, ok := e.X.Type().(*types.Struct); ok && s.Name != "" && len(c.overloads[s.Name+"::"+parser.RangeAt]) > 0 {
		// a range-for's element of a std::map (parser/rangefor.go)
		if id, ok := e.Index.(*ast.Ident); ok && strings.HasPrefix(id.Name, parser.RangeIndex) {
			call := &ast.Call{ExprBase: ast.ExprBase{P: e.P}, Args: []ast.Expr{e.Index}}
			if r := c.userMethodCall(call, e.X, s, parser.RangeAt); r != nil {
				return r
			}
		}
	}
	if s, ok := e.X.Type().(*types.Struct); ok && s.Name != "" && len(c.overloads[s.Name+"::operator[]"]) > 0 {
		if _, ok := e.Index.(*ast.InitList); ok {
			args := []ast.Expr{e.Index}
			c.checkArgs(args) // m[{i, j}]: operator[]'s parameter's (bracedargs.go)
			return c.operatorCall(e.P, "[]", e.X, args[0])
		}
		i := c.expr(e.Index)
		if types.IsInvalid(i.Type()) {
			return setInvalid(e)
		}
		return c.operatorCall(e.P, "[]", e.X, i)
	}
	x, i := c.decay(e.X), c.decay(c.expr(e.Index))
	if types.IsInvalid(x.Type()) || types.IsInvalid(i.Type()) {
		e.X, e.Index = x, i
		return setInvalid(e)
	}
	if types.IsInteger(x.Type()) && types.IsPointer(i.Type()) {
		x, i = i, x
	}
	p, ok := x.Type().(*types.Pointer)
	if !ok {
		if id, isId := ast.Unparen(e.X).(*ast.Ident); isId {
			c.errorf(e.P, "'%s' is not an array or a pointer (it is %s)", id.Name, describeType(x.Type()))
		} else {
			c.errorf(e.P, "only arrays and pointers can be indexed, not %s", describeType(x.Type()))
		}
		return setInvalid(e)
	}
	if !types.IsInteger(i.Type()) {
		c.errorf(e.Index.Pos(), "array index must be an integer, not %s", describeType(i.Type()))
		return setInvalid(e)
	}
	if !complete(p.Elem) {
		c.errorf(e.P, "cannot index %s: the size of %s is unknown", x.Type(), p.Elem)
		return setInvalid(e)
	}
	e.X, e.Index = x, c.promote(i)
	e.T, e.LV = p.Elem, true
	return e
}

func (c *checker) member(e *ast.Member) ast.Expr {
	x := c.expr(e.X)
	e.X = x
	t := x.Type()
	if types.IsInvalid(t) {
		return setInvalid(e)
	}
	if e.Arrow {
		x = c.decay(x)
		if _, isStruct := x.Type().(*types.Struct); isStruct && c.hasMember(x.Type(), "operator->") {
			// p->m on an object with operator-> (a smart pointer, an
			// iterator): (p.operator->())->m
			if r := c.operatorCall(e.P, "->", x); r != nil && !types.IsInvalid(r.Type()) {
				x = r
			}
		}
		e.X = x
		p, ok := x.Type().(*types.Pointer)
		if !ok {
			if _, isStruct := t.(*types.Struct); isStruct {
				c.errorf(e.P, "'->' needs a pointer; %s is a struct, use '.'", exprName(x))
			} else {
				c.errorf(e.P, "'->' needs a pointer to a struct, not %s", describeType(t))
			}
			return setInvalid(e)
		}
		t = p.Elem
	}
	s, ok := t.(*types.Struct)
	if !ok && strings.HasPrefix(e.Name, "#0/") {
		c.errorf(e.P, "a structured binding takes a struct apart, not %s", describeType(t))
		return setInvalid(e)
	} else if !ok && strings.HasPrefix(e.Name, "#") {
		return setInvalid(e) // reported with the first name
	}
	if !ok {
		if p, isPtr := t.(*types.Pointer); isPtr && !e.Arrow {
			if _, toStruct := p.Elem.(*types.Struct); toStruct {
				c.errorf(e.P, "%s is a pointer; use '->' to reach its members", exprName(x))
				return setInvalid(e)
			}
		}
		if ft, isFunc := t.(*types.Func); isFunc && len(ft.Params) == 0 {
			// T name(); declares a function, not an object (C++'s most vexing parse)
			c.errorf(e.P, "%s is a function: `T %s();` declares one; write `T %s;` or `T %s{};` for an object", exprName(x), exprName(x), exprName(x), exprName(x))
			return setInvalid(e)
		}
		c.errorf(e.P, "%s has no members: it is %s, not a struct", exprName(x), describeType(t))
		return setInvalid(e)
	}
	if !s.Complete {
		c.errorf(e.P, "%s is incomplete", s)
		return setInvalid(e)
	}
	if strings.HasPrefix(e.Name, "#") && !c.bindingMember(e, s) {
		return setInvalid(e)
	}
	f := s.Field(e.Name)
	if f != nil && types.HiddenField(f) {
		f = nil
	}
	if f == nil && s.BitField(e.Name) == nil {
		// a member of a base struct: x.(base).name
		if e.Arrow {
			x = &ast.Unary{ExprBase: ast.ExprBase{P: x.Pos(), T: s, LV: true}, Op: token.Mul, X: x}
		}
		if sub := c.memberThroughBases(x, s, e.Name); sub != nil {
			e.X, e.Arrow = sub, false
			s = sub.Type().(*types.Struct)
			f = s.Field(e.Name)
		} else if sub := memberThroughAnon(x, s, e.Name); sub != nil {
			// a member of an anonymous union or struct: x.(anon).name
			e.X, e.Arrow = sub, false
			s = sub.Type().(*types.Struct)
			f = s.Field(e.Name)
		} else if e.Arrow {
			x = x.(*ast.Unary).X
		}
	}
	if f == nil {
		if b := s.BitField(e.Name); b != nil {
			return c.bitFieldRead(e, b)
		}
		if static := c.staticThroughObject(e, x, s); static != nil {
			return static
		}
		var names []string
		for _, f := range s.Fields {
			if !types.HiddenField(f) && !strings.HasPrefix(f.Name, ast.AnonMember) {
				names = append(names, f.Name)
			}
		}
		for _, b := range s.Bits {
			names = append(names, b.Name)
		}
		subject := exprName(x)
		if s.Name == "cudaPointerAttributes" && e.Name == "memoryType" {
			c.errorf(e.NamePos, "cudaPointerAttributes has no member 'memoryType': CUDA 11 replaced it by 'type' (a cudaMemoryType, which also has cudaMemoryTypeManaged)")
			return setInvalid(e)
		}
		if attr := removedDeviceProps[e.Name]; attr != "" && s.Name == "cudaDeviceProp" {
			if attr == "-" {
				c.errorf(e.NamePos, "cudaDeviceProp has no member '%s': CUDA 13 (the H200's toolkit) removed it", e.Name)
			} else {
				c.errorf(e.NamePos, "cudaDeviceProp has no member '%s': CUDA 13 (the H200's toolkit) removed it; cudaDeviceGetAttribute(&value, %s, device) reads it", e.Name, attr)
			}
			return setInvalid(e)
		}
		if s.Vec != nil || isBuiltinVar(x) {
			c.errorf(e.NamePos, "%s has no member %s; did you mean %s?", subject, e.Name, orList(names))
		} else if len(names) > 0 && len(names) <= 6 {
			c.errorf(e.NamePos, "%s has no member '%s' (its members are %s)", s, e.Name, andList(names))
		} else {
			c.errorf(e.NamePos, "%s has no member '%s'", s, e.Name)
		}
		return setInvalid(e)
	}
	e.Field = f
	e.T = f.Type
	e.LV = e.Arrow || x.IsLvalue()
	if f.Ref { // a reference member names the object it refers to
		p := f.Type.(*types.Pointer)
		return &ast.Unary{ExprBase: ast.ExprBase{P: e.P, T: p.Elem, LV: true}, Op: token.Mul, X: e}
	}
	if s.Pack > 0 && c.inDevice() && (f.Offset%f.Type.Align() != 0 || s.Align() < f.Type.Align()) {
		// nvcc reads such a member byte by byte; the engine's accesses
		// are whole and aligned, as the hardware's are
		c.unsupported(e.NamePos, "member '%s' of packed struct %s may lie at an address its type's alignment (%d) does not divide; the lab does not read or write such members in device code yet (the layout, sizeof and offsetof are right)",
			e.Name, s.Name, f.Type.Align())
	}
	return e
}

func isBuiltinVar(x ast.Expr) bool {
	id, ok := ast.Unparen(x).(*ast.Ident)
	return ok && id.Obj != nil && id.Obj.Kind == ast.ObjBuiltinVar
}

// exprName names an expression in a message: the variable's name when it is
// one, or its type.
func exprName(x ast.Expr) string {
	switch u := ast.Unparen(x).(type) {
	case *ast.Ident:
		return u.Name
	case *ast.Cast:
		if u.Style == ast.CastImplicit {
			return exprName(u.X)
		}
	case *ast.Member:
		return exprName(u.X) + "." + u.Name
	}
	return "the " + describeType(x.Type()) + " value"
}

func orList(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

func andList(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// referenceCast checks a cast of the lvalue e.X (checked) to a reference
// type: the object seen as r's type, *(T *)&x, with a derived class's
// base found as a pointer cast finds it (static_cast<const Base &>(d), a
// CRTP base's static_cast<Derived &>(*this)).
func (c *checker) referenceCast(e *ast.Cast, r *types.Reference) ast.Expr {
	x := e.X
	addr := &ast.Unary{ExprBase: ast.ExprBase{P: x.Pos(), T: types.NewPointer(x.Type(), c.qualOf(x))}, Op: token.And, X: x}
	pt := types.NewPointer(r.Elem, r.ElemQual)
	var to ast.Expr = implicitCast(addr, pt, ast.ConvPtrToPtr)
	if rel := c.relatedPointerCast(&ast.Cast{ExprBase: ast.ExprBase{P: e.P}, Style: e.Style}, addr, pt); rel != nil {
		if types.IsInvalid(rel.Type()) {
			return setInvalid(e)
		}
		to = rel
	}
	return &ast.Unary{ExprBase: ast.ExprBase{P: e.P, T: r.Elem, LV: true}, Op: token.Mul, X: to}
}

// removedDeviceProps are the cudaDeviceProp fields CUDA 13 removed, which
// older course programs print, with the attribute that replaces each (nvcc
// 13 rejects each of them: tests/gpu/probe/syntax/removed_device_prop.cu).
var removedDeviceProps = map[string]string{
	"clockRate": "cudaDevAttrClockRate", "memoryClockRate": "cudaDevAttrMemoryClockRate",
	"deviceOverlap": "cudaDevAttrGpuOverlap", "kernelExecTimeoutEnabled": "cudaDevAttrKernelExecTimeout",
	"computeMode": "cudaDevAttrComputeMode", "maxTexture1DLinear": "cudaDevAttrMaxTexture1DLinearWidth",
	"singleToDoublePrecisionPerfRatio": "cudaDevAttrSingleToDoublePrecisionPerfRatio",
	"cooperativeMultiDeviceLaunch":     "-", // multi-device cooperative launches are gone
}

func (c *checker) cast(e *ast.Cast) ast.Expr {
	if e.Style == ast.CastImplicit {
		return e // already checked
	}
	t, _ := c.typeNameQual(e.TypeName)
	if (e.Style == ast.CastFunctional || e.Style == ast.CastC || e.Style == ast.CastStatic) && c.hasCtors(t) {
		// T(x), (T)x and static_cast<T>(x) of a class with constructors:
		// the constructor that takes x, explicit ones too
		return c.callCtor(e.P, t, []ast.Expr{e.X})
	}
	if s, ok := t.(*types.Struct); ok && e.Style == ast.CastFunctional && s.Vec == nil {
		// T{x} (or T(x)) of an aggregate is aggregate initialisation, unless
		// x is already a T (or T is a __half, built from a number)
		if l, ok := e.X.(*ast.InitList); ok {
			// T{{...}}: the list is the first member's (an array's rows)
			return c.initList(&ast.InitList{ExprBase: ast.ExprBase{P: e.P}, Elems: []ast.Expr{l}}, t)
		}
		x := c.expr(e.X)
		if r, ok := c.halfConstruct(t, x); ok {
			return r
		}
		if !types.IdenticalIgnoringQual(x.Type(), t) {
			return c.initList(&ast.InitList{ExprBase: ast.ExprBase{P: e.P}, Elems: []ast.Expr{x}}, t)
		}
		if cp := c.implicitCopy(x); cp != x {
			return cp // T(x) of a T whose members copy themselves (placement new's T(std::move(x)))
		}
		e.X, e.T = x, t
		return e
	}
	e.X = c.expr(e.X)
	if types.IsInvalid(t) || types.IsInvalid(e.X.Type()) {
		return setInvalid(e)
	}
	if r, ok := t.(*types.Reference); ok {
		if e.X.IsLvalue() && c.bitReads[e.X] == nil {
			rc := c.referenceCast(e, r)
			if r.Rvalue && types.IdenticalIgnoringQual(rc.Type(), e.X.Type()) {
				// static_cast<T&&>(x): std::move(x), spelled out
				return &ast.Paren{ExprBase: ast.ExprBase{P: e.P, T: rc.Type(), LV: rc.IsLvalue()}, X: rc, Moved: true}
			}
			return rc
		}
		if r.ElemQual&types.Const == 0 && !r.Rvalue {
			c.errorf(e.P, "a cast to a non-const reference needs a variable, not a value")
			return setInvalid(e)
		}
		t = r.Elem // a const reference to a value: the value converted, a temporary
	}
	if _, ok := t.(*types.Array); ok {
		c.errorf(e.P, "cannot cast to an array type")
		return setInvalid(e)
	}
	if s, ok := t.(*types.Struct); ok && s.Vec != nil && s != types.Dim3 && e.Style == ast.CastFunctional {
		c.errorf(e.P, "%s has no constructor; use make_%s(...)", s.Name, s.Name)
		return setInvalid(e)
	}
	x := c.decay(e.X)
	if r, ok := c.halfConstruct(t, x); ok {
		return r // (__half)f, static_cast<__half>(d)
	}
	if r := c.relatedPointerCast(e, x, t); r != nil {
		return r
	}
	if _, toStruct := t.(*types.Struct); !toStruct {
		// (float)h, bool(p), static_cast<int>(v): a conversion function,
		// explicit ones included
		if r, ok := c.convertByFunction(x, t, true); ok {
			return r
		}
	}
	k, why := explicitConv(x, t, e.Style)
	if strings.HasSuffix(why, "loses precision") && c.exec == ast.ExecDevice && e.Style != ast.CastFunctional {
		// nvcc's device compiler takes (int)ptr (g++ refuses it in host
		// code): it keeps the address's low bits
		k, why = ast.ConvPtrToInt, ""
	}
	if why != "" {
		c.errorf(e.P, "%s", why)
		return setInvalid(e)
	}
	if k == ast.ConvToVector && types.IsInteger(x.Type()) {
		x = toType(x, types.Typ[types.UInt])
	}
	if types.IsArithmetic(t) && types.IdenticalIgnoringQual(x.Type(), t) {
		// (float)f is no instruction: the value itself, as an rvalue, so
		// that contraction sees the product or local it holds ((T)noise
		// in a template's sum, probe ml_10)
		return &ast.Paren{ExprBase: ast.ExprBase{P: e.P, T: t, Const: x.Base().Const}, X: x}
	}
	e.X, e.T, e.Conv = x, t, k
	e.Const = convertConst(x.Base().Const, x.Type(), t, k)
	return e
}

func (c *checker) construct(e *ast.Construct) ast.Expr {
	if e.T == nil {
		e.T = c.typeName(e.TypeName)
	}
	if s, ok := e.T.(*types.Struct); ok && e.Braced && builtFromList(s.Name) {
		return c.expr(vectorFromList(&ast.InitList{ExprBase: ast.ExprBase{P: e.P}, Elems: e.Args}, e.T))
	}
	if c.hasCtors(e.T) {
		return c.callCtor(e.P, e.T, e.Args)
	}
	if isHalf(e.T) && len(e.Args) == 1 {
		// __half(f), __nv_bfloat16{i}
		e.Args[0] = c.expr(e.Args[0])
		if r, ok := c.halfConstruct(e.T, e.Args[0]); ok {
			return r
		}
	}
	if s, ok := e.T.(*types.Struct); ok && s.Vec == nil && e.TypeName != nil {
		if len(e.Args) == 0 && c.defaultBuilt(s) {
			// T() of a struct whose members have constructors
			return c.initList(c.memberValues(e.P, s, nil), e.T)
		}
		// T{a, b} of an aggregate
		return c.initList(&ast.InitList{ExprBase: ast.ExprBase{P: e.P}, Elems: e.Args}, e.T)
	}
	s, ok := e.T.(*types.Struct)
	if (types.IsArithmetic(e.T) || types.IsPointer(e.T)) && len(e.Args) <= 1 {
		// T() and T{} value-initialise a scalar: zero (cudaEvent_t(),
		// float(), clock_t()); T{x} converts x
		if len(e.Args) == 1 {
			return c.assignConv(c.expr(e.Args[0]), e.T, "for the value of "+e.T.String())
		}
		zero := &ast.IntLit{ExprBase: ast.ExprBase{P: e.P, T: types.Typ[types.Int], Const: &ast.Value{}}}
		if types.IsPointer(e.T) {
			return c.assignConv(zero, e.T, "for the value of "+e.T.String())
		}
		return toType(zero, e.T)
	}
	if !ok || s.Vec == nil {
		if !types.IsInvalid(e.T) {
			c.errorf(e.P, "%s cannot be built from %d values", e.T, len(e.Args))
		}
		for i, a := range e.Args {
			e.Args[i] = c.expr(a)
		}
		return setInvalid(e)
	}
	if e.TypeName != nil && s != types.Dim3 {
		// float2{1, 2} is aggregate initialisation; float2(1, 2) does not exist
		if len(e.Args) > s.Vec.N {
			c.errorf(e.P, "too many values for %s (it has %d components)", s.Name, s.Vec.N)
		}
	}
	if len(e.Args) > s.Vec.N {
		c.errorf(e.Args[s.Vec.N].Pos(), "too many values for %s (it has %d components)", s.Name, s.Vec.N)
	}
	for i, a := range e.Args {
		x := c.expr(a)
		if i < s.Vec.N {
			f := s.Fields[i].Name
			x = c.assignConvLazy(x, s.Vec.Elem, func() string { return fmt.Sprintf("for component %s of %s", f, s.Name) })
		}
		e.Args[i] = x
	}
	return e
}

func (c *checker) sizeOf(e *ast.SizeOf) ast.Expr {
	var t types.Type
	what := "sizeof"
	if e.Align {
		what = "alignof"
	}
	if e.TypeName != nil {
		t = c.typeName(e.TypeName)
	} else {
		c.symbolCtx++
		e.X = c.expr(e.X)
		c.symbolCtx--
		t = e.X.Type()
		if id, ok := ast.Unparen(e.X).(*ast.Ident); ok && id.Obj != nil && id.Obj.VLA && !e.Align {
			return c.vlaSize(e, id)
		}
	}
	e.T = types.SizeT
	if types.IsInvalid(t) {
		return e
	}
	if !complete(t) {
		if _, isFunc := t.(*types.Func); isFunc {
			c.errorf(e.P, "%s cannot be applied to a function", what)
		} else if types.IsVoid(t) {
			c.errorf(e.P, "%s cannot be applied to void", what)
		} else {
			c.errorf(e.P, "%s cannot be applied to %s: its size is unknown", what, t)
		}
		return e
	}
	v := t.Size()
	if e.Align {
		v = t.Align()
	}
	e.Const = &ast.Value{Int: uint64(v)}
	return e
}

// vlaSize is sizeof of a host variable-length array (check.hostVLA):
// its elements' bytes, known at run time (__simtlab_vla_size).
func (c *checker) vlaSize(e *ast.SizeOf, x *ast.Ident) ast.Expr {
	return c.checkedBuiltin("__simtlab_vla_size", e.P, x)
}

// offsetOf folds offsetof(type, a.b) into a size_t constant.
func (c *checker) offsetOf(e *ast.OffsetOf) ast.Expr {
	t := c.typeName(e.TypeName)
	if types.IsInvalid(t) {
		return setInvalid(e)
	}
	var off int64
	for _, name := range e.Fields {
		s, ok := t.(*types.Struct)
		if !ok || !s.Complete {
			c.errorf(e.P, "offsetof needs a struct type, not %s", t)
			return setInvalid(e)
		}
		f := s.Field(name)
		if f == nil {
			c.errorf(e.P, "%s has no member '%s'", s, name)
			return setInvalid(e)
		}
		off += f.Offset
		t = f.Type
	}
	return &ast.IntLit{ExprBase: ast.ExprBase{P: e.P, T: types.SizeT, Const: &ast.Value{Int: uint64(off)}}, Value: uint64(off)}
}

// negatedOperand rewrites float sums and differences with a negated
// operand as LLVM's InstCombine does before nvcc fuses, into forms they
// equal to the bit: -a + b and b + -a as b - a, and b - -a as b + a. A
// product a then contracts with b as on the H200, where the lab had kept it
// rounded behind the negation (-(x*y) + z is fma(-x, y, z);
// tests/conformance/x_fma_negated).
func negatedOperand(e *ast.Binary) ast.Expr {
	if e.Op != token.Add && e.Op != token.Sub || !types.IsFloat(e.T) {
		return e
	}
	flipped := map[token.Kind]token.Kind{token.Add: token.Sub, token.Sub: token.Add}[e.Op]
	if b, ok := negation(e.Y, e.T, true); ok {
		// a + -b is a - b; a - -b is a + b
		e.Op, e.Y = flipped, b
		return e
	}
	if a, ok := negation(e.X, e.T, true); ok {
		if e.Op == token.Add && !ast.HasSideEffects(a) && !ast.HasSideEffects(e.Y) {
			e.Op, e.X, e.Y = token.Sub, e.Y, a // -a + b is b - a
		}
		// -a - b stays: -(a + b) differs in the sign of a zero (the engine
		// fuses -(x*y) - z as fma(-x, y, -z), as ptxas does)
		return e
	}
	// The same through a product with a negated factor: (-x*y) + z and
	// z + (-x*y) are z - x*y, z - (-x*y) is z + x*y. The sum's other
	// product, if it has one, is then the one ptxas fuses (x.re*(-y.im) +
	// x.im*y.re, a complex product with a conjugate: x_fma_struct_helpers).
	if p, ok := negFactorProduct(e.Y, e.T); ok {
		e.Op, e.Y = flipped, p
		return e
	}
	if p, ok := negFactorProduct(e.X, e.T); ok && e.Op == token.Add && !ast.HasSideEffects(e.X) && !ast.HasSideEffects(e.Y) {
		e.Op, e.X, e.Y = token.Sub, e.Y, p
	}
	return e
}

// negation returns x when e is -x of type t (a folded constant -c only
// when constants is set), and whether it is.
func negation(e ast.Expr, t types.Type, constants bool) (ast.Expr, bool) {
	u, ok := ast.Unparen(e).(*ast.Unary)
	if !ok || u.Op != token.Sub || u.Const != nil && !constants || !types.Identical(u.T, t) {
		return nil, false
	}
	return u.X, true
}

// positiveOf returns -c for e, a negative constant c of type t.
func positiveOf(e ast.Expr, t types.Type) (ast.Expr, bool) {
	c := e.Base().Const
	if c == nil || !c.IsFloat || !(c.Float < 0) || !types.Identical(e.Type(), t) {
		return nil, false
	}
	v := floatValue(-c.Float, t)
	return &ast.FloatLit{ExprBase: ast.ExprBase{P: e.Pos(), T: t, Const: v}, Text: strconv.FormatFloat(v.Float, 'g', -1, 64), Value: v.Float}, true
}

// negFactorProduct returns x*y for a product of type t written (-x)*y,
// y*(-x) or y*-c with c a constant: one factor negated.
func negFactorProduct(e ast.Expr, t types.Type) (ast.Expr, bool) {
	m, ok := ast.Unparen(e).(*ast.Binary)
	if !ok || m.Op != token.Mul || !types.Identical(m.T, t) || m.Const != nil {
		return nil, false
	}
	x, negX := negation(m.X, t, false)
	y, negY := negation(m.Y, t, false)
	if !negX && !negY {
		// a negative constant factor: Reassociate's
		// canonicalizeNegFPConstants makes z + x*-3 the difference
		// z - x*3, whose products ptxas chooses from (probe sl_04:
		// -2*t3 + 3*t2 fuses 3*t2 on the H200)
		if y, negY = positiveOf(m.Y, t); !negY {
			x, negX = positiveOf(m.X, t)
		}
	}
	if negX == negY {
		return nil, false // neither, or both: -x * -y is x*y
	}
	p := *m
	if negX {
		p.X = x
	} else {
		p.Y = y
	}
	return &p, true
}

// lvalueCond makes a checked c ? a : b whose results are lvalues of one type
// an lvalue, as C++ has it: *(c ? &a : &b), so that assigning to it, binding
// a reference to it or calling a member function on it reaches a or b. Any
// other x is returned as it is.
func lvalueCond(x ast.Expr) ast.Expr {
	e, ok := ast.Unparen(x).(*ast.Cond)
	if !ok || !e.Then.IsLvalue() || !e.Else.IsLvalue() || !types.Identical(e.Then.Type(), e.Else.Type()) || e.Const != nil {
		return x
	}
	t := e.T
	pt := types.NewPointer(t, 0)
	addr := func(y ast.Expr) ast.Expr {
		return &ast.Unary{ExprBase: ast.ExprBase{P: y.Pos(), T: pt}, Op: token.And, X: y}
	}
	e.Then, e.Else, e.T = addr(e.Then), addr(e.Else), pt
	return &ast.Unary{ExprBase: ast.ExprBase{P: e.P, T: t, LV: true}, Op: token.Mul, X: e}
}

// staticThroughObject is x.name or p->name for a static member of s (a
// static data member, an enumerator of an enum in s), which C++ reads as
// S::name; nil when s has no such member. An object with side effects
// (f().count) is refused rather than left unevaluated.
func (c *checker) staticThroughObject(e *ast.Member, x ast.Expr, s *types.Struct) ast.Expr {
	name := s.Name + "::" + e.Name
	o := c.lookup(name)
	if o == nil || o.Kind != ast.ObjVar && o.Kind != ast.ObjEnumConst {
		return nil
	}
	if !pureExpr(x) {
		c.unsupported(e.P, "reaching the static member '%s' through an expression with side effects: write %s", e.Name, name)
		return setInvalid(e)
	}
	return c.expr(&ast.Ident{ExprBase: ast.ExprBase{P: e.NamePos}, Name: name})
}
