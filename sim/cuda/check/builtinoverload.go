package check

import (
	"fmt"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/types"
)

// Overloads of built-in names. A program may declare functions named like
// a built-in: helper_math.h has make_float3(float), fminf(float3, float3)
// and min(int2, int2). In C++ these overload the built-in instead of hiding
// it, so one call picks among the program's functions and the built-in's
// signatures together, by C++'s ranking of the argument conversions (exact
// match, promotion, conversion). A call that picks the built-in is checked
// exactly as if the program had declared nothing of that name.

// builtinRival is the built-in behind a name the program also declares.
type builtinRival struct {
	fn  *builtins.Func // a built-in function, or
	vec *types.Struct  // make_<vector>(elems...), which is no function
}

// sigs gives the built-in's signatures with their minimum argument counts.
func (r *builtinRival) sigs() (fts []*types.Func, mins []int) {
	if r.vec != nil {
		params := make([]types.Param, r.vec.Vec.N)
		for i := range params {
			params[i] = types.Param{Type: r.vec.Vec.Elem}
		}
		return []*types.Func{{Result: r.vec, Params: params}}, []int{r.vec.Vec.N}
	}
	for _, s := range r.fn.Sigs {
		fts = append(fts, s.Type)
		mins = append(mins, s.MinArgs)
	}
	return fts, mins
}

// rivalOf returns the built-in that the call e of the program's function o
// competes with, or nil when overload resolution stays among the program's
// functions: no built-in has the name, the program's set holds a template,
// or the call has forms only the program's functions take (template
// arguments, braced lists) or the built-in names its arguments (symbols,
// kernels, T**).
func (c *checker) rivalOf(e *ast.Call, id *ast.Ident, o *ast.Object) *builtinRival {
	if e.TemplateArgs != nil || id.TemplateArgs != nil {
		return nil
	}
	set := c.overloads[id.Name]
	if len(set) == 0 || set[0] != o {
		return nil // a local declaration, or no file-scope function
	}
	for _, u := range set {
		if u.Decl != nil && u.Decl.Template != nil {
			return nil
		}
	}
	for _, a := range e.Args {
		if _, ok := a.(*ast.InitList); ok {
			return nil
		}
	}
	if bf := builtins.LookupFunc(id.Name); bf != nil {
		for _, s := range bf.Sigs {
			for _, p := range s.Type.Params {
				switch p.Type {
				case types.Type(builtins.AnyPtrPtr), builtins.Symbol, builtins.Kernel:
					return nil
				}
			}
		}
		return &builtinRival{fn: bf}
	}
	if v, ok := strings.CutPrefix(id.Name, "make_"); ok {
		if s := types.Vector(v); s != nil && s != types.Dim3 {
			return &builtinRival{vec: s}
		}
	}
	return nil
}

// resolveWithBuiltin decides the call e (arguments checked) between the
// program's functions of its name and the built-in r. It returns the
// checked call when the built-in wins or the call is an error, and nil
// when one of the program's functions wins (the caller then checks that
// call as usual).
func (c *checker) resolveWithBuiltin(e *ast.Call, id *ast.Ident, r *builtinRival) ast.Expr {
	set := c.overloads[id.Name]
	user := c.pickOverload(set, e.Args, noSkip)
	fts, mins := r.sigs()
	var rivals []*types.Func
	var rivalRanks [][]int
	for i, ft := range fts {
		if replacedBy(set, ft) {
			// the program defines this very signature: its definition
			// stands for the built-in's
			continue
		}
		if ranks := c.cxxRanks(ft.Params, ft.Variadic, mins[i], e.Args); ranks != nil {
			rivals = append(rivals, ft)
			rivalRanks = append(rivalRanks, ranks)
		}
	}
	switch {
	case user == nil && len(rivals) == 0:
		c.errorf(e.P, "no version of %s takes (%s)", id.Name, argTypes(c, e.Args))
		return setInvalid(e)
	case user == nil:
		return c.builtinRivalCall(e, id, r)
	case len(rivals) == 0:
		return nil
	}
	uft := user.Type.(*types.Func) // pickOverload takes only functions
	userRanks := c.cxxRanks(uft.Params, uft.Variadic, 0, e.Args)
	var ties []*types.Func
	for i, ranks := range rivalRanks {
		switch compareRanks(userRanks, ranks) {
		case -1:
			// the user function is better than this signature
		case 1:
			return c.builtinRivalCall(e, id, r)
		default:
			ties = append(ties, rivals[i])
		}
	}
	if len(ties) == 0 {
		return nil
	}
	c.errorf(e.P, "call of %s(%s) is ambiguous: the program's %s and the built-in %s fit it equally well",
		id.Name, argTypes(c, e.Args), sigString(id.Name, uft), sigString(id.Name, ties[0]))
	return setInvalid(e)
}

// builtinRivalCall checks e (arguments checked) as a call of the built-in.
func (c *checker) builtinRivalCall(e *ast.Call, id *ast.Ident, r *builtinRival) ast.Expr {
	if r.vec != nil {
		return c.makeVectorChecked(e, id, r.vec)
	}
	id.Obj = c.builtin(id.Name)
	id.T = id.Obj.Type
	return c.builtinCallChecked(e, id, r.fn, len(e.Args))
}

// replacedBy reports whether the program's set declares a function with
// exactly the parameters of ft.
func replacedBy(set []*ast.Object, ft *types.Func) bool {
	for _, o := range set {
		if ot, ok := o.Type.(*types.Func); ok && sameParams(ot, ft) {
			return true
		}
	}
	return false
}

// cxxRanks ranks each argument's conversion to its parameter (see
// cxxRank); nil when the arguments do not fit. min is the fewest arguments
// the signature takes (the parameters after them have defaults); 0 for the
// program's function, whose count pickOverload has checked.
func (c *checker) cxxRanks(params []types.Param, variadic bool, min int, args []ast.Expr) []int {
	if len(args) > len(params) && !variadic || len(args) < min {
		return nil
	}
	ranks := make([]int, 0, len(args))
	for i, a := range args {
		if i >= len(params) {
			ranks = append(ranks, 3) // through "...": worse than any conversion
			continue
		}
		k := c.cxxRank(a, params[i].Type)
		if k < 0 {
			return nil
		}
		ranks = append(ranks, k)
	}
	return ranks
}

// cxxRank ranks passing the checked argument a to a parameter of type pt as
// C++ does: 0 exact match (qualification adjustments included), 1
// promotion, 2 conversion, -1 when a does not convert.
func (c *checker) cxxRank(a ast.Expr, pt types.Type) int {
	k := c.userCost(a, pt)
	if k <= 0 {
		return k
	}
	at := c.decayedType(a)
	switch {
	case types.IsArithmetic(at) && types.IsArithmetic(pt):
		if promotedType(at) == pt || types.IsFloat(at) && types.IsFloat(pt) && at.Size() == 4 && pt.Size() == 8 {
			return 1 // integral promotion, float to double
		}
	case types.IsPointer(at) && types.IsPointer(pt):
		ap, pp := at.(*types.Pointer), pt.(*types.Pointer)
		if types.IdenticalIgnoringQual(ap.Elem, pp.Elem) && ap.ElemQual&^pp.ElemQual == 0 {
			return 0 // T* to const T*
		}
	}
	return 2
}

// compareRanks compares two candidates by their arguments' ranks: -1 when
// x is better (no argument worse, one better), 1 when y is, 0 when
// neither is.
func compareRanks(x, y []int) int {
	xBetter, yBetter := false, false
	for i := range x {
		switch {
		case x[i] < y[i]:
			xBetter = true
		case x[i] > y[i]:
			yBetter = true
		}
	}
	switch {
	case xBetter && !yBetter:
		return -1
	case yBetter && !xBetter:
		return 1
	}
	return 0
}

// sigString spells a signature for messages: name(float3, float3).
func sigString(name string, ft *types.Func) string {
	var ps []string
	for _, p := range ft.Params {
		ps = append(ps, describeType(p.Type))
	}
	if ft.Variadic {
		ps = append(ps, "...")
	}
	return fmt.Sprintf("%s(%s)", name, strings.Join(ps, ", "))
}
