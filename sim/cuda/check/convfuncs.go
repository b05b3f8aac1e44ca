package check

import (
	"fmt"
	"sort"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Conversion functions: `operator float() const` and the like, which C++
// calls to turn an object into a value of another type where that type is
// needed (an initialisation, an argument, a cast, a condition, an operand
// of a built-in operator). cuda_fp16.h's __half has a dozen of them (see
// halfConversions); a user struct declares its own.

// A conversion is one conversion function of a struct.
type conversion struct {
	to       types.Type
	explicit bool // only casts and conditions call it
	name     string
	apply    func(x ast.Expr) ast.Expr // x checked, of the struct's type
}

// isConversionName reports whether a member's name is a conversion
// function's ("operator float", "operator unsigned int").
func isConversionName(name string) bool {
	return strings.HasPrefix(name, "operator ")
}

// noteConversion records the conversion functions among a struct's
// members as they are declared.
func (c *checker) noteConversion(fd *ast.FuncDecl) {
	if fd.Receiver == "" || fd.Obj == nil || !isConversionName(strings.TrimPrefix(fd.Name, fd.Receiver+"::")) {
		return
	}
	if c.convFuncs == nil {
		c.convFuncs = map[string][]*ast.Object{}
	}
	for _, o := range c.convFuncs[fd.Receiver] {
		if o == fd.Obj {
			return
		}
	}
	c.convFuncs[fd.Receiver] = append(c.convFuncs[fd.Receiver], fd.Obj)
}

// conversions returns the conversion functions of t, its bases' included;
// nil for a type that is no struct.
func (c *checker) conversions(t types.Type) []conversion {
	s, ok := t.(*types.Struct)
	if !ok {
		return nil
	}
	if h := halfFamilyOf(s); h != nil && s == h.scalar {
		return c.halfConversions(h)
	}
	var out []conversion
	for st := s; st != nil; st = c.baseOf(st) {
		objs := append([]*ast.Object(nil), c.convFuncs[st.Name]...)
		sort.Slice(objs, func(i, j int) bool { return objs[i].Name < objs[j].Name })
		for _, o := range objs {
			ft, ok := o.Type.(*types.Func)
			if !ok || o.Decl == nil {
				continue
			}
			name := baseName(strings.TrimPrefix(o.Name, st.Name+"::"))
			owner := st
			out = append(out, conversion{to: ft.Result, explicit: o.Decl.Attrs.Explicit, name: name,
				apply: func(x ast.Expr) ast.Expr {
					return c.userMethodCall(&ast.Call{ExprBase: ast.ExprBase{P: x.Pos()}}, x, owner, name)
				}})
		}
	}
	return out
}

// conversionRank ranks the standard conversion from a conversion
// function's result r to t, as C++ ranks them to choose among conversion
// functions: 0 the same type, 1 a promotion, 2 another conversion, -1 none.
func conversionRank(r, t types.Type) int {
	rp, rok := r.(*types.Pointer)
	tp, tok := t.(*types.Pointer)
	switch {
	case rok && tok:
		// const T * to T * discards const: no conversion (operator
		// const T *() const beside operator T *(), SharedMemory<T>)
		switch {
		case pointerAssignable(rp, tp) != "":
			return -1
		case types.Identical(r, t):
			return 0
		}
		return 2
	case types.IdenticalIgnoringQual(r, t):
		return 0
	case types.IsArithmetic(r) && types.IsArithmetic(t):
		if _, ok := t.(*types.Enum); ok {
			return -1 // no implicit conversion to an enum
		}
		if promotedType(r) != r && types.Identical(promotedType(r), t) {
			return 1
		}
		if rb, tb := types.BasicOf(r), types.BasicOf(t); rb != nil && tb != nil && rb.Kind == types.Float && tb.Kind == types.Double {
			return 1
		}
		return 2
	case isBoolType(t) && types.IsPointer(r):
		return 2
	}
	return -1
}

// pickConversion chooses the conversion function of x's struct that
// converts it to t best (explicit ones too when explicitOK): the one whose
// result needs the least standard conversion to t. It returns nil, "" when
// none converts; nil and a message when two are equally good (C++'s
// ambiguity, which nvcc reports too).
func (c *checker) pickConversion(x ast.Expr, t types.Type, explicitOK bool) (*conversion, string) {
	convs := c.conversions(x.Type())
	best, bestRank, tie := -1, 3, -1
	for i, cv := range convs {
		if cv.explicit && !explicitOK {
			continue
		}
		r := conversionRank(cv.to, t)
		switch {
		case r < 0:
		case r < bestRank:
			best, bestRank, tie = i, r, -1
		case r == bestRank:
			tie = i
		}
	}
	switch {
	case best < 0:
		return nil, ""
	case tie >= 0:
		return nil, fmt.Sprintf("converting %s to %s is ambiguous: both %s and %s apply (nvcc reports it too); convert explicitly",
			describeType(x.Type()), t, convs[best].name, convs[tie].name)
	}
	return &convs[best], ""
}

// convertByFunction converts x, an object of a struct, to the type t (a
// number, a pointer, another struct) through its conversion function (explicitOK for casts and
// conditions). ok is false when the struct has none that converts; an
// ambiguity is reported here and gives an invalid expression.
func (c *checker) convertByFunction(x ast.Expr, t types.Type, explicitOK bool) (ast.Expr, bool) {
	if _, ok := x.Type().(*types.Struct); !ok {
		return nil, false
	}
	cv, msg := c.pickConversion(x, t, explicitOK)
	if msg != "" {
		c.errorf(x.Pos(), "%s", msg)
		return &ast.BadExpr{ExprBase: ast.ExprBase{P: x.Pos(), T: invalid}}, true
	}
	if cv == nil {
		return nil, false
	}
	r := cv.apply(x)
	if types.IsInvalid(r.Type()) {
		return r, true
	}
	return toType(c.decay(r), t), true
}

// operandByFunction converts x, an operand of a built-in operator, to the
// arithmetic or pointer type of the one conversion function (not
// explicit) that gives one; x as it is when it is no struct or has none.
// Two such functions make C++'s built-in operators ambiguous: reported.
func (c *checker) operandByFunction(pos diag.Pos, op string, x ast.Expr) ast.Expr {
	found := c.numberConversions(x)
	switch len(found) {
	case 0:
		return x
	case 1:
		return c.decay(found[0].apply(x))
	}
	c.errorf(pos, "%s on %s is ambiguous: its conversions (%s, %s ...) each give a built-in %s (nvcc reports it too); convert the operand explicitly",
		op, describeType(x.Type()), found[0].name, found[1].name, op)
	return &ast.BadExpr{ExprBase: ast.ExprBase{P: x.Pos(), T: invalid}}
}

// convertObjectArgs converts the arguments of a call of built-in bf that
// are objects with conversion functions where no version of bf takes an
// object (sqrtf(h) for a __half h, twice(v) of a struct with operator
// float): to the parameter's type when bf has one version of that many
// parameters, else through the object's one conversion to a number. It
// reports false after an error.
func (c *checker) convertObjectArgs(e *ast.Call, bf *builtins.Func) bool {
	for i, a := range e.Args {
		if len(c.conversions(a.Type())) == 0 {
			continue
		}
		var params []types.Type
		takesObject := false
		for _, s := range bf.Sigs {
			if ps := s.Type.Params; len(ps) == len(e.Args) || s.Type.Variadic && i < len(ps) {
				if _, ok := ps[i].Type.(*types.Struct); ok {
					takesObject = true
				}
				params = append(params, ps[i].Type)
			} else if s.Type.Variadic && i >= len(ps) {
				takesObject = true // passed through ... as it is
			}
		}
		if takesObject || len(params) == 0 {
			continue
		}
		if len(params) == 1 {
			if r, ok := c.convertByFunction(a, params[0], false); ok {
				e.Args[i] = r
			}
		} else if cv := c.onlyNumberConversion(a); cv != nil {
			e.Args[i] = c.decay(cv.apply(a))
		}
		if types.IsInvalid(e.Args[i].Type()) {
			return false
		}
	}
	return true
}

// implicitCtors are the constructors of set that convert implicitly: not
// explicit ones, which only direct initialisation and casts call.
func implicitCtors(set []*ast.Object) []*ast.Object {
	var out []*ast.Object
	for _, o := range set {
		if o.Decl == nil || !o.Decl.Attrs.Explicit {
			out = append(out, o)
		}
	}
	return out
}

// numberConversions are the conversion functions of x's struct (none
// explicit) to arithmetic or pointer types.
func (c *checker) numberConversions(x ast.Expr) []conversion {
	var found []conversion
	for _, cv := range c.conversions(x.Type()) {
		if !cv.explicit && (types.IsArithmetic(cv.to) || types.IsPointer(cv.to)) {
			found = append(found, cv)
		}
	}
	return found
}

// onlyNumberConversion is x's one conversion to a number, nil when it has
// none or several.
func (c *checker) onlyNumberConversion(x ast.Expr) *conversion {
	if found := c.numberConversions(x); len(found) == 1 {
		return &found[0]
	}
	return nil
}
