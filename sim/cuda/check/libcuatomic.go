package check

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// libcu++'s atomics are the lab's own struct templates (parser/cudaatomic.go),
// whose methods return what a __cuda_atomic_* built-in returns. A method
// call whose result is unused is written here as that built-in's call
// itself, so that the engine sees an atomic whose result nobody reads:
// nvcc aggregates such a warp's same-address min, max, and, or and xor
// into one lane's atomic after a REDUX (recorded: x_cuda_atomics' SASS),
// which it cannot do for a result a lane reads.

// isLibcuAtomic reports whether a member function's struct is one of the
// lab's libcu++ atomics.
func isLibcuAtomic(receiver string) bool {
	return strings.HasPrefix(receiver, "atomic_ref<") || strings.HasPrefix(receiver, "atomic<")
}

// libcuOps are the read-modify-write methods and the built-ins that run
// them.
var libcuOps = map[string]string{
	"fetch_add": "add", "fetch_sub": "sub", "fetch_and": "and", "fetch_or": "or", "fetch_xor": "xor",
	"fetch_min": "min", "fetch_max": "max", "exchange": "exch",
	"operator+=": "add", "operator-=": "sub", "operator&=": "and", "operator|=": "or", "operator^=": "xor",
	"operator++": "add", "operator--": "sub",
}

// unusedLibcuAtomic returns the built-in call that stands for x, a checked
// expression statement, when x calls a libcu++ atomic's read-modify-write;
// x itself otherwise.
func (c *checker) unusedLibcuAtomic(x ast.Expr) ast.Expr {
	call, ok := ast.Unparen(x).(*ast.Call)
	if !ok || call.Func == nil || call.Func.Decl == nil || !isLibcuAtomic(call.Func.Decl.Receiver) || len(call.Args) == 0 {
		return x
	}
	method := memberName(call.Func)
	op, ok := libcuOps[method]
	if !ok {
		return x
	}
	// The atomic's address: an atomic_ref's pointer (its methods take the
	// object), the address of an atomic's value (they take its address).
	recv := call.Args[0]
	var ptr ast.Expr
	if p, isPtr := recv.Type().(*types.Pointer); isPtr {
		s, _ := p.Elem.(*types.Struct)
		f := fieldOf(s, "v_")
		if f == nil {
			return x
		}
		m := &ast.Member{ExprBase: ast.ExprBase{P: call.P, T: f.Type, LV: true}, X: recv, Name: "v_", Arrow: true, Field: f, NamePos: call.P}
		ptr = &ast.Unary{ExprBase: ast.ExprBase{P: call.P, T: types.NewPointer(f.Type, 0)}, Op: token.And, X: m}
	} else {
		s, _ := recv.Type().(*types.Struct)
		f := fieldOf(s, "p_")
		if f == nil {
			return x
		}
		ptr = &ast.Member{ExprBase: ast.ExprBase{P: call.P, T: f.Type, LV: true}, X: recv, Name: "p_", Field: f, NamePos: call.P}
	}
	elem := types.Type(nil)
	if p, ok := ptr.Type().(*types.Pointer); ok {
		elem = p.Elem
	}
	var operand ast.Expr
	switch {
	case method == "operator++" || method == "operator--":
		operand = toType(intConst(call.P, types.Typ[types.Int], 1), elem)
	case len(call.Args) >= 2:
		operand = call.Args[1]
	default:
		return x
	}
	r := c.checkedBuiltin("__cuda_atomic_"+op, call.P, ptr, operand)
	if types.IsInvalid(r.Type()) {
		return x
	}
	return r
}

// fieldOf is s's field name, or nil.
func fieldOf(s *types.Struct, name string) *types.Field {
	if s == nil {
		return nil
	}
	return s.Field(name)
}
