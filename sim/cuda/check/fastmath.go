package check

import (
	"math"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// fastLogFactors are the fast logarithms libdevice computes as __log2f
// (lg2.approx.f32) times a float constant: the bits of ln 2 and of
// log10 2 rounded to float.
var fastLogFactors = map[string]uint32{"__logf": 0x3F317218, "__log10f": 0x3E9A209B}

// log10eFloat is log10(e) rounded to float: libdevice's log10f is its
// logf times it, then a select of -inf for a zero argument. InstCombine
// moves an add or subtraction of a constant into the select's arms, so
// log10f(s) - 36.12f is one FFMA (probe bio_10, a pair-HMM's log10f(sum)
// minus log10(2^120), on the H200), while an add of a variable reads the
// select's result, rounded (x_fma_log10f).
const log10eFloat = 0x3EDE5BD9

// log10Call is x when it is a call of the float log10f (or the float
// log10 overload), nil otherwise.
func log10Call(x ast.Node) *ast.Call {
	if e, ok := x.(ast.Expr); ok {
		x = ast.Unparen(e)
	}
	e, ok := x.(*ast.Call)
	if !ok || e.Func == nil || e.Func.Kind != ast.ObjBuiltinFunc || e.Func.Name != "log10f" && e.Func.Name != "log10" || len(e.Args) != 1 {
		return nil
	}
	if k := types.BasicOf(e.T); k == nil || k.Kind != types.Float || !types.Identical(e.Args[0].Type(), e.T) {
		return nil
	}
	return e
}

// log10Key names the value of e, a log10Call: calls of one argument,
// spelled alike, are one value to CSE.
func log10Key(e *ast.Call) string { return e.Func.Name + "(" + spelling(e.Args[0]) }

// expandFastMath writes the fast intrinsics that are a product in nvcc's
// code, and log10f added to a constant (logf times log10eFloat), as that product, so that it fuses with an add or subtraction that
// reads it, and is one value with an equal one, as nvcc's does
// (tests/conformance/x_fma_fast_log): __logf(x) and __log10f(x) are
// __log2f(x) times a constant in libdevice (random program float_j03:
// __logf(f1) - (float)d0 is one FFMA of lg2.approx's result), and
// __fdividef(x, y) is div.approx, which ptxas computes as x times
// MUFU.RCP(y) (float_i19, x_fma_fast_log's FFMA of the reciprocal), both
// scaled by 2^24 when y is subnormal. A division is written so only when
// its operands can be read twice (no side effect).
func (c *checker) expandFastMath(body ast.Stmt) {
	log2f, num, rcp := c.lookup("__log2f"), c.lookup("__simtlab_div_approx_num"), c.lookup("__simtlab_rcp_approx")
	logf := c.lookup("logf")
	if log2f == nil || num == nil || rcp == nil || logf == nil {
		return
	}
	call := func(o *ast.Object, at *ast.Call, args ...ast.Expr) *ast.Call {
		t := at.T
		params := make([]types.Param, len(args))
		for i := range params {
			params[i] = types.Param{Type: t}
		}
		return &ast.Call{ExprBase: ast.ExprBase{P: at.P, T: t},
			Fun:  &ast.Ident{ExprBase: ast.ExprBase{P: at.P, T: o.Type}, Name: o.Name, Obj: o},
			Args: args, Func: o, Sig: &types.Func{Result: t, Params: params}}
	}
	product := func(at *ast.Call, x, y ast.Expr) ast.Expr {
		return &ast.Binary{ExprBase: ast.ExprBase{P: at.P, T: at.T}, Op: token.Mul, X: x, Y: y}
	}
	scaledLog := func(e *ast.Call) ast.Expr {
		factor := float64(math.Float32frombits(log10eFloat))
		lit := &ast.FloatLit{ExprBase: ast.ExprBase{P: e.P, T: e.T, Const: &ast.Value{Float: factor, IsFloat: true}}, Value: factor}
		return product(e, call(logf, e, e.Args[0]), lit)
	}
	// a log10f computed more than once is one value, whose select the add
	// does not move into (probe cz_07: log10f(p) + 2.5f rounded beside
	// three more log10f(p))
	calls := map[string]int{}
	ast.Inspect(body, func(n ast.Node) bool {
		if e := log10Call(n); e != nil {
			calls[log10Key(e)]++
		}
		return true
	})
	once := func(x ast.Expr) *ast.Call {
		if e := log10Call(x); e != nil && spelling(e.Args[0]) != "" && calls[log10Key(e)] == 1 {
			return e
		}
		return nil
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Binary:
			if n.Op != token.Add && n.Op != token.Sub {
				break
			}
			if once(n.X) != nil && n.Y.Base().Const != nil {
				n.X = scaledLog(once(n.X))
			} else if once(n.Y) != nil && n.X.Base().Const != nil {
				n.Y = scaledLog(once(n.Y))
			}
		case *ast.Block:
			// lo = log10f(r); lo += C: the same code once in SSA form
			for i := 0; i+1 < len(n.List); i++ {
				if init, v := log10Local(n.List[i]); init != nil && once(*init) != nil && addsConstant(n.List[i+1], v) {
					*init = scaledLog(log10Call(*init))
				}
			}
		}
		return true
	})
	c.roundScaledLog10(body)
	rewriteExprs(body, func(x ast.Expr) ast.Expr {
		e, ok := x.(*ast.Call)
		if !ok || e.Func == nil || e.Func.Kind != ast.ObjBuiltinFunc {
			return x
		}
		if k := types.BasicOf(e.T); k == nil || k.Kind != types.Float {
			return x
		}
		for _, a := range e.Args {
			if !types.Identical(a.Type(), e.T) {
				return x
			}
		}
		switch {
		case len(e.Args) == 1 && fastLogFactors[e.Func.Name] != 0:
			factor := float64(math.Float32frombits(fastLogFactors[e.Func.Name]))
			lit := &ast.FloatLit{ExprBase: ast.ExprBase{P: e.P, T: e.T, Const: &ast.Value{Float: factor, IsFloat: true}}, Value: factor}
			return product(e, call(log2f, e, e.Args[0]), lit)
		case len(e.Args) == 2 && e.Func.Name == "__fdividef" && spelling(e.Args[0]) != "" && spelling(e.Args[1]) != "":
			return product(e, call(num, e, e.Args[0], e.Args[1]), call(rcp, e, e.Args[1]))
		}
		return x
	})
}

// log10Local finds `T v = log10f(x);` or `v = log10f(x);` in st: the place
// of the call and v.
func log10Local(st ast.Stmt) (*ast.Expr, *ast.Object) {
	switch st := st.(type) {
	case *ast.DeclStmt:
		if len(st.Decls) == 1 && st.Decls[0].Obj != nil && log10Call(st.Decls[0].Init) != nil {
			return &st.Decls[0].Init, st.Decls[0].Obj
		}
	case *ast.ExprStmt:
		if a, ok := st.X.(*ast.Assign); ok && a.Op == token.Assign && log10Call(a.Y) != nil {
			if id, ok := ast.Unparen(a.X).(*ast.Ident); ok && id.Obj != nil {
				return &a.Y, id.Obj
			}
		}
	}
	return nil, nil
}

// addsConstant reports whether st is v += C or v -= C with C a constant.
func addsConstant(st ast.Stmt, v *ast.Object) bool {
	es, ok := st.(*ast.ExprStmt)
	if !ok {
		return false
	}
	a, ok := es.X.(*ast.Assign)
	if !ok || a.Op != token.AddAssign && a.Op != token.SubAssign || a.Y.Base().Const == nil {
		return false
	}
	id, ok := ast.Unparen(a.X).(*ast.Ident)
	return ok && id.Obj == v && v.Space == ast.SpaceAuto && types.IsFloat(v.Type)
}

// roundScaledLog10 rounds each product of a constant and a log10f value
// that lives in log10f's select: InstCombine moves an operation with a
// constant into a select of one use, so when every use of log10f(x) (its
// calls, after CSE, and the reads of a local that holds it) is the same
// K*log10f(x), the product is computed in the select's arm and its result
// read through the select, which no add fuses with (lg_01 on the H200:
// 10*log10f(a) - 20*log10f(ref) is two FMULs and an FADD; 10*e - b*off
// fuses b*off). A constant added to the only such product moves into the
// select as well and fuses with it there, which the engine does with the
// product unrounded; with two (log10f(b)*20 + 3.5f beside off -
// 20*log10f(b)) the select has two uses and the add stays out.
func (c *checker) roundScaledLog10(body ast.Stmt) {
	fmul := c.lookup("__fmul_rn")
	if fmul == nil {
		return
	}
	// the locals declared with a log10f and never written after
	holders := map[*ast.Object]string{}
	written := map[*ast.Object]bool{}
	write := func(x ast.Expr) {
		if id, ok := ast.Unparen(x).(*ast.Ident); ok && id.Obj != nil {
			written[id.Obj] = true
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.VarDecl:
			if e := log10Call(x.Init); e != nil && x.Obj != nil && x.Obj.Space == ast.SpaceAuto && spelling(e.Args[0]) != "" {
				holders[x.Obj] = log10Key(e)
			}
		case *ast.Assign:
			write(x.X)
		case *ast.IncDec:
			write(x.X)
		case *ast.Unary:
			if x.Op == token.And {
				write(x.X)
			}
		case *ast.Call:
			writtenArgs(x, write)
		}
		return true
	})
	valueKey := func(x ast.Expr) string {
		if e := log10Call(x); e != nil && spelling(e.Args[0]) != "" && !foldsToConstant(e) {
			return log10Key(e)
		}
		if id, ok := ast.Unparen(x).(*ast.Ident); ok && id.Obj != nil && !written[id.Obj] {
			return holders[id.Obj]
		}
		return ""
	}
	uses, scaled := map[string]int{}, map[string]int{}
	scaledKey := map[*ast.Binary]string{}
	addsConstant := map[*ast.Binary]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.VarDecl:
			if holders[x.Obj] != "" && !written[x.Obj] {
				return false // the definition: the local's reads are the uses
			}
		case *ast.Binary:
			switch x.Op {
			case token.Mul:
				for _, pair := range [][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
					if k := valueKey(pair[1]); k != "" && pair[0].Base().Const != nil && types.IsFloat(x.T) {
						sk := k + "*" + spelling(pair[0])
						scaled[sk]++
						scaledKey[x] = sk
						break
					}
				}
			case token.Add, token.Sub:
				for _, pair := range [][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
					if m, ok := ast.Unparen(pair[0]).(*ast.Binary); ok && foldsToConstant(pair[1]) {
						addsConstant[m] = true
					}
				}
			}
		}
		if e, ok := n.(ast.Expr); ok {
			if _, paren := n.(*ast.Paren); !paren {
				if k := valueKey(e); k != "" {
					uses[k]++
				}
			}
		}
		return true
	})
	inSelect := func(m *ast.Binary) bool {
		sk, ok := scaledKey[m]
		if !ok {
			return false
		}
		k := sk[:strings.LastIndex(sk, "*")]
		return uses[k] == scaled[sk] && !(scaled[sk] == 1 && addsConstant[m])
	}
	rewriteExprs(body, func(x ast.Expr) ast.Expr {
		if m, ok := x.(*ast.Binary); ok && inSelect(m) {
			return roundedProduct(m, fmul)
		}
		return x
	})
}

// foldsToConstant reports whether x reads no variable and calls only
// built-ins: a constant once LLVM folds it (20.0f * log10f(128.0f)), even
// where the checker gives it no value.
func foldsToConstant(x ast.Expr) bool {
	if x.Base().Const != nil {
		return true
	}
	switch x := x.(type) {
	case *ast.Paren:
		return foldsToConstant(x.X)
	case *ast.Cast:
		return foldsToConstant(x.X)
	case *ast.Unary:
		return x.Op != token.Mul && x.Op != token.And && foldsToConstant(x.X)
	case *ast.Binary:
		return foldsToConstant(x.X) && foldsToConstant(x.Y)
	case *ast.Call:
		if x.Func == nil || x.Func.Kind != ast.ObjBuiltinFunc || len(x.Args) == 0 {
			return false
		}
		for _, a := range x.Args {
			if !foldsToConstant(a) {
				return false
			}
		}
		return true
	}
	return false
}
