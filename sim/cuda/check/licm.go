package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// Loop-invariant products. In a loop that stays a loop (one not unrolled
// whole), LLVM's LICM hoists the arithmetic whose operands the loop never
// changes into the blocks before it, and a multiply-add fuses only within
// one block (tests/conformance/x_fma_loop_invariant, recorded on the H200:
// `s += x * k` in a loop is an FMUL before the loop and an FADD in it; a
// product read in the loop and again after it is one FMUL before the loop,
// rounded for both reads). An invariant product whose add or subtraction
// is invariant too moves with it into one block and fuses there
// (x_fma_store_loops' afterIf).

// loopInvariant models LICM for loop, whose body is body: the invariant
// products that an add or subtraction reads beside a value the loop
// changes are rounded (the product leaves the loop, the add stays); it
// returns every invariant product of the body, which is computed before
// the loop and so is available after it.
func (s *productScan) loopInvariant(loop, body ast.Stmt) []*ast.Binary {
	fx := effectsOf(loop)
	inv := fx.invariant
	product := func(x ast.Expr) *ast.Binary {
		if m, ok := ast.Unparen(x).(*ast.Binary); ok && floatProduct(m) && inv(m) {
			return m
		}
		return nil
	}
	leaves := func(p *ast.Binary) {
		s.shared[p], s.hoist[p] = true, true
	}
	var hoisted []*ast.Binary
	ast.Inspect(body, func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.Binary:
			switch e.Op {
			case token.Add, token.Sub:
				if p := product(e.X); p != nil && !inv(e.Y) {
					leaves(p)
				}
				if p := product(e.Y); p != nil && !inv(e.X) {
					leaves(p)
				}
			case token.Mul:
				if floatProduct(e) && inv(e) {
					hoisted = append(hoisted, e)
				}
			}
		case *ast.Assign:
			// s += x*k: the sum the loop carries is not invariant
			if p := product(e.Y); p != nil && (e.Op == token.AddAssign || e.Op == token.SubAssign) {
				leaves(p)
			}
		}
		return true
	})
	return hoisted
}

// loopEffects is what a loop may change.
type loopEffects struct {
	changed map[string]bool // the keys of the variables it assigns or declares
	stored  map[string]bool // the keys of the pointers and arrays it stores through
	unknown bool            // a call, or a store through an address of no known base
}

// effectsOf is what loop (its test, step and body included) may change.
func effectsOf(loop ast.Stmt) *loopEffects {
	fx := &loopEffects{changed: map[string]bool{}, stored: map[string]bool{}}
	target := func(x ast.Expr) {
		if k, ok := variableTarget(x); ok {
			fx.changed[k] = true
		} else if b := baseOf(x, nil); b != nil {
			fx.stored[objKey(b)] = true
		} else {
			fx.unknown = true
		}
	}
	ast.Inspect(loop, func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.DeclStmt:
			for _, v := range e.Decls {
				if v.Obj != nil {
					fx.changed[objKey(v.Obj)] = true
				}
			}
		case *ast.Assign:
			target(e.X)
		case *ast.IncDec:
			target(e.X)
		case *ast.Call:
			if !pureCall(e) {
				fx.unknown = true // a barrier, an atomic, a call that may store
			}
		}
		return true
	})
	return fx
}

// baseOf is the variable (a pointer or an array) the place x is reached
// through, or nil; index, when not nil, is asked about each index on the
// way, and a false answer makes it nil too.
func baseOf(x ast.Expr, index func(ast.Expr) bool) *ast.Object {
	for {
		switch e := ast.Unparen(x).(type) {
		case *ast.Index:
			if index != nil && !index(e.Index) {
				return nil
			}
			x = e.X
		case *ast.Unary:
			if e.Op != token.Mul {
				return nil
			}
			x = e.X
		case *ast.Member:
			x = e.X
		case *ast.Cast:
			x = e.X
		case *ast.Ident:
			return e.Obj
		default:
			return nil
		}
	}
}

// invariant reports whether x has one value on every trip of the loop:
// it reads constants, parameters and local register variables the loop
// does not change, through pure arithmetic (effectFree), and loads that
// LICM hoists (loadInvariant).
func (fx *loopEffects) invariant(x ast.Expr) bool {
	if !effectFree(x) {
		return false
	}
	ok := true
	ast.Inspect(x, func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.Ident:
			if e.Obj != nil && e.Obj.Kind == ast.ObjBuiltinFunc {
				break // a pure built-in's name
			}
			if e.Obj == nil || e.Obj.Kind != ast.ObjVar && e.Obj.Kind != ast.ObjParam || e.Obj.Space != ast.SpaceAuto || fx.changed[objKey(e.Obj)] {
				ok = false
			}
		case *ast.Member:
			if !e.Arrow {
				break // a register struct's member: its variable decides
			}
			ok = fx.loadInvariant(e)
			return false
		case *ast.Index:
			ok = fx.loadInvariant(e)
			return false
		case *ast.Unary:
			switch e.Op {
			case token.Mul:
				ok = fx.loadInvariant(e)
				return false
			case token.And:
				ok = false // an address
			}
		}
		return ok
	})
	return ok
}

// loadInvariant reports whether LICM hoists the load x (an element, a
// dereference or a member through a pointer): its address does not change
// and no store of the loop may reach it. That is a loop that stores
// nothing and calls nothing that may (x_fma_loop_invariant2: s += in[t] * k
// is an FMUL before the loop; with a store in the loop the load stays and
// fuses), or a load through a __restrict__ pointer the loop does not store
// through (x_fma_loop_invariant3: restrictStore). A shared array's element
// is hoisted like a global one (sharedNoStore); a __constant__ one is not
// counted (constantNoStore fuses: ptxas reads the constant bank as FFMA's
// operand), and neither is a volatile place.
func (fx *loopEffects) loadInvariant(x ast.Expr) bool {
	base := baseOf(x, fx.invariant) // and its indices do not change
	if fx.unknown || base == nil || base.Qual&types.Volatile != 0 || fx.changed[objKey(base)] {
		return false
	}
	switch base.Space {
	case ast.SpaceAuto:
		if !loadable(x) && !isArray(base) {
			return false
		}
	case ast.SpaceShared, ast.SpaceGlobal:
		if !isArray(base) {
			return false
		}
	default:
		return false
	}
	return !fx.stored[objKey(base)] && (len(fx.stored) == 0 || base.Qual&types.Restrict != 0)
}

// isArray reports whether o is an array variable.
func isArray(o *ast.Object) bool {
	_, ok := o.Type.(*types.Array)
	return ok
}
