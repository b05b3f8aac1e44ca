package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// foldConstexprCall gives a call of a constexpr function whose arguments
// are all constants the value the function returns for them, as C++
// evaluates a constant expression: `constexpr int kTile = nextPow2(100);`
// is then a constant like `constexpr int kTile = 128;`, usable as an array
// size, a template argument and in device code. The body is run on the
// checker's constants (foldBinary, convertConst), so float arithmetic is
// rounded at every step, unfused, as the front end's constant evaluator
// does. A body it cannot run (memory, a library call, too many steps)
// leaves the call to run when the program does.
func (c *checker) foldConstexprCall(x ast.Expr) ast.Expr {
	call, ok := x.(*ast.Call)
	if !ok || call.Const != nil || call.Func == nil || !types.IsArithmetic(call.T) {
		return x
	}
	fd := call.Func.Decl
	if fd == nil || !fd.Attrs.Constexpr || fd.Body == nil || !c.checkedNow(fd) || len(fd.Params) != len(call.Args) {
		return x
	}
	args := make([]*ast.Value, len(call.Args))
	for i, a := range call.Args {
		if args[i] = a.Base().Const; args[i] == nil {
			return x
		}
	}
	ev := &constEval{steps: constexprSteps, ready: c.checkedNow}
	if v, ok := ev.call(fd, args); ok {
		call.Const = v
	}
	return x
}

// checkedNow reports whether fd's body is checked, checking a template
// instance's at once when it waits (its calls are folded while the
// caller is checked); false for the function being checked.
func (c *checker) checkedNow(fd *ast.FuncDecl) bool {
	if fd == c.fn {
		return false
	}
	if c.isPending(fd) {
		c.bodyNow(fd)
	}
	ft, ok := fd.Obj.Type.(*types.Func)
	return ok && len(fd.Params) == len(ft.Params)
}

// constexprSteps bounds the statements and expressions one folding runs
// (a constant evaluator has such a limit: GCC's is 2^25 loop iterations).
const constexprSteps = 1 << 20

// constEval runs constexpr function bodies on constants.
type constEval struct {
	steps int
	depth int
	// ready makes sure a callee's body is checked before it runs.
	ready func(*ast.FuncDecl) bool
}

// flow is how a statement ends.
type flow int

const (
	flowNext flow = iota
	flowBreak
	flowContinue
	flowReturn
)

// frame holds one call's parameters and locals.
type frame struct {
	vals   map[*ast.Object]*ast.Value
	result types.Type
	ret    *ast.Value
}

func (ev *constEval) call(fd *ast.FuncDecl, args []*ast.Value) (*ast.Value, bool) {
	ft, ok := fd.Obj.Type.(*types.Func)
	if !ok || !types.IsArithmetic(ft.Result) || ev.depth >= 256 {
		return nil, false
	}
	fr := &frame{vals: map[*ast.Object]*ast.Value{}, result: ft.Result}
	for i, p := range fd.Params {
		if p == nil || !types.IsArithmetic(p.Type) {
			return nil, false
		}
		fr.vals[p] = args[i]
	}
	ev.depth++
	defer func() { ev.depth-- }()
	f, ok := ev.stmt(fr, fd.Body)
	if !ok || f != flowReturn || fr.ret == nil {
		return nil, false
	}
	return fr.ret, true
}

func (ev *constEval) tick() bool {
	ev.steps--
	return ev.steps > 0
}

func (ev *constEval) stmt(fr *frame, st ast.Stmt) (flow, bool) {
	if !ev.tick() {
		return flowNext, false
	}
	switch s := st.(type) {
	case nil, *ast.EmptyStmt:
		return flowNext, true
	case *ast.Block:
		for _, x := range s.List {
			if f, ok := ev.stmt(fr, x); !ok || f != flowNext {
				return f, ok
			}
		}
		return flowNext, true
	case *ast.DeclStmt:
		for _, d := range s.Decls {
			if d.Obj == nil || d.Init == nil || !types.IsArithmetic(d.Obj.Type) {
				return flowNext, false
			}
			v, ok := ev.value(fr, d.Init, d.Obj.Type)
			if !ok {
				return flowNext, false
			}
			fr.vals[d.Obj] = v
		}
		return flowNext, true
	case *ast.ExprStmt:
		_, ok := ev.expr(fr, s.X)
		return flowNext, ok
	case *ast.Return:
		if s.X == nil {
			return flowNext, false
		}
		v, ok := ev.value(fr, s.X, fr.result)
		fr.ret = v
		return flowReturn, ok
	case *ast.Break:
		return flowBreak, true
	case *ast.Continue:
		return flowContinue, true
	case *ast.If:
		cond, ok := ev.truth(fr, s.Cond)
		if !ok {
			return flowNext, false
		}
		if cond {
			return ev.stmt(fr, s.Then)
		}
		return ev.stmt(fr, s.Else)
	case *ast.For:
		if f, ok := ev.stmt(fr, s.Init); !ok || f != flowNext {
			return f, ok
		}
		return ev.loop(fr, s.Cond, s.Body, s.Post, false)
	case *ast.While:
		return ev.loop(fr, s.Cond, s.Body, nil, false)
	case *ast.DoWhile:
		return ev.loop(fr, s.Cond, s.Body, nil, true)
	}
	return flowNext, false
}

// loop runs body while cond holds (first without asking when bodyFirst),
// post after each pass.
func (ev *constEval) loop(fr *frame, cond ast.Expr, body ast.Stmt, post ast.Expr, bodyFirst bool) (flow, bool) {
	for first := true; ; first = false {
		if !(bodyFirst && first) && cond != nil {
			t, ok := ev.truth(fr, cond)
			if !ok {
				return flowNext, false
			}
			if !t {
				return flowNext, true
			}
		}
		f, ok := ev.stmt(fr, body)
		switch {
		case !ok:
			return flowNext, false
		case f == flowBreak:
			return flowNext, true
		case f == flowReturn:
			return f, true
		}
		if post != nil {
			if _, ok := ev.expr(fr, post); !ok {
				return flowNext, false
			}
		}
	}
}

func (ev *constEval) truth(fr *frame, x ast.Expr) (bool, bool) {
	v, ok := ev.expr(fr, x)
	if !ok {
		return false, false
	}
	if v.IsFloat {
		return v.Float != 0, true
	}
	return v.Int != 0, true
}

// value evaluates x and converts it to t.
func (ev *constEval) value(fr *frame, x ast.Expr, t types.Type) (*ast.Value, bool) {
	v, ok := ev.expr(fr, x)
	if !ok {
		return nil, false
	}
	return convertArith(v, x.Type(), t)
}

// convertArith converts v between arithmetic types.
func convertArith(v *ast.Value, from, to types.Type) (*ast.Value, bool) {
	if !types.IsArithmetic(from) || !types.IsArithmetic(to) {
		return nil, false
	}
	if types.Identical(from, to) {
		return v, true
	}
	k := convKindArith(from, to)
	if b := types.BasicOf(to); b != nil && b.Kind == types.Bool {
		k = ast.ConvToBool
	}
	out := convertConst(v, from, to, k)
	return out, out != nil
}

func (ev *constEval) expr(fr *frame, e ast.Expr) (*ast.Value, bool) {
	if !ev.tick() || e == nil {
		return nil, false
	}
	if v := e.Base().Const; v != nil {
		return v, true
	}
	switch x := e.(type) {
	case *ast.Paren:
		return ev.expr(fr, x.X)
	case *ast.Ident:
		v, ok := fr.vals[x.Obj]
		return v, ok && v != nil
	case *ast.Cast:
		v, ok := ev.expr(fr, x.X)
		if !ok {
			return nil, false
		}
		out := convertConst(v, x.X.Type(), x.T, x.Conv)
		return out, out != nil && types.IsArithmetic(x.T)
	case *ast.Unary:
		v, ok := ev.expr(fr, x.X)
		if !ok || !types.IsArithmetic(x.X.Type()) {
			return nil, false
		}
		out := foldUnary(x.Op, v, x.T)
		return out, out != nil
	case *ast.Binary:
		return ev.binary(fr, x)
	case *ast.Cond:
		t, ok := ev.truth(fr, x.Cond)
		if !ok {
			return nil, false
		}
		if t {
			return ev.value(fr, x.Then, x.T)
		}
		return ev.value(fr, x.Else, x.T)
	case *ast.Assign:
		return ev.assign(fr, x)
	case *ast.IncDec:
		return ev.incDec(fr, x)
	case *ast.Call:
		fd := (*ast.FuncDecl)(nil)
		if x.Func != nil {
			fd = x.Func.Decl
		}
		if fd == nil || !fd.Attrs.Constexpr || fd.Body == nil || !ev.ready(fd) || len(fd.Params) != len(x.Args) {
			return nil, false
		}
		args := make([]*ast.Value, len(x.Args))
		for i, a := range x.Args {
			v, ok := ev.value(fr, a, fd.Params[i].Type)
			if !ok {
				return nil, false
			}
			args[i] = v
		}
		return ev.call(fd, args)
	}
	return nil, false
}

func (ev *constEval) binary(fr *frame, x *ast.Binary) (*ast.Value, bool) {
	switch x.Op {
	case token.LAnd, token.LOr:
		a, ok := ev.truth(fr, x.X)
		if !ok {
			return nil, false
		}
		if a == (x.Op == token.LOr) {
			return &ast.Value{Int: b2u(a)}, true
		}
		b, ok := ev.truth(fr, x.Y)
		return &ast.Value{Int: b2u(b)}, ok
	case token.Comma:
		if _, ok := ev.expr(fr, x.X); !ok {
			return nil, false
		}
		return ev.expr(fr, x.Y)
	}
	if !types.IsArithmetic(x.X.Type()) || !types.IsArithmetic(x.Y.Type()) {
		return nil, false
	}
	a, ok := ev.expr(fr, x.X)
	if !ok {
		return nil, false
	}
	b, ok := ev.expr(fr, x.Y)
	if !ok {
		return nil, false
	}
	out := foldBinary(x.Op, a, b, x.X.Type(), x.T)
	return out, out != nil
}

// local is the constexpr function's local or parameter that x names.
func local(fr *frame, x ast.Expr) (*ast.Object, bool) {
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok || id.Obj == nil || !types.IsArithmetic(id.Obj.Type) {
		return nil, false
	}
	_, ok = fr.vals[id.Obj]
	return id.Obj, ok
}

func (ev *constEval) assign(fr *frame, x *ast.Assign) (*ast.Value, bool) {
	o, ok := local(fr, x.X)
	if !ok {
		return nil, false
	}
	if x.Op == token.Assign {
		v, ok := ev.value(fr, x.Y, o.Type)
		if ok {
			fr.vals[o] = v
		}
		return v, ok
	}
	if x.OpType == nil || !types.IsArithmetic(x.OpType) {
		return nil, false
	}
	y, ok := ev.expr(fr, x.Y)
	if !ok {
		return nil, false
	}
	old, ok := convertArith(fr.vals[o], o.Type, x.OpType)
	if !ok {
		return nil, false
	}
	op := x.Op.BinaryOf()
	yt := x.OpType
	if op == token.Shl || op == token.Shr {
		yt = x.Y.Type()
	}
	if y, ok = convertArith(y, x.Y.Type(), yt); !ok {
		return nil, false
	}
	r := foldBinary(op, old, y, x.OpType, x.OpType)
	if r == nil {
		return nil, false
	}
	v, ok := convertArith(r, x.OpType, o.Type)
	if ok {
		fr.vals[o] = v
	}
	return v, ok
}

func (ev *constEval) incDec(fr *frame, x *ast.IncDec) (*ast.Value, bool) {
	o, ok := local(fr, x.X)
	if !ok {
		return nil, false
	}
	old := fr.vals[o]
	op := token.Add
	if x.Op == token.Dec {
		op = token.Sub
	}
	one := &ast.Value{Int: 1}
	if old.IsFloat {
		one = &ast.Value{Float: 1, IsFloat: true}
	}
	t := promotedType(o.Type)
	p, ok := convertArith(old, o.Type, t)
	if !ok {
		return nil, false
	}
	r := foldBinary(op, p, one, t, t)
	if r == nil {
		return nil, false
	}
	v, ok := convertArith(r, t, o.Type)
	if !ok {
		return nil, false
	}
	fr.vals[o] = v
	if x.Post {
		return old, true
	}
	return v, true
}
