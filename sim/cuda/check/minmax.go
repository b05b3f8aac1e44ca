package check

import (
	"fmt"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// std::minmax_element(first, last[, comp]) returns a pair of pointers: the
// first smallest element and the last largest. Its templates
// (__minmax_min, __minmax_max in stdmore.go) return one pointer each, and
// the call becomes the braced pair {__minmax_min(first, last),
// __minmax_max(first, last)}, of the program's std::pair<T *, T *> when
// it names one, else of a pair struct made here. The range is written
// twice, so its expressions must have no side effects: names, members,
// indexing, arithmetic and calls such as v.begin() (an increment or an
// assignment in them, or a lambda written in the call, is reported).

// minmaxCompanions are the templates a minmax_element call with 2 or 3
// arguments needs (addStdTemplates adds them).
var minmaxCompanions = map[int][2]string{2: {"__minmax_min", "__minmax_max"}, 3: {"__minmax_min_by", "__minmax_max_by"}}

func (c *checker) minmaxElement(e *ast.Call) ast.Expr {
	names := minmaxCompanions[len(e.Args)]
	var again []ast.Expr
	for _, a := range e.Args {
		b, ok := cloneUnchecked(a)
		if !ok {
			c.unsupported(a.Pos(), "std::minmax_element's arguments are evaluated twice in the lab: store this one in a variable first")
			c.checkArgs(e.Args)
			return setInvalid(e)
		}
		again = append(again, b)
	}
	call := func(name string, args []ast.Expr) ast.Expr {
		return c.expr(&ast.Call{ExprBase: ast.ExprBase{P: e.P}, Fun: &ast.Ident{ExprBase: ast.ExprBase{P: e.P}, Name: name}, Args: args})
	}
	lo, hi := call(names[0], e.Args), call(names[1], again)
	if types.IsInvalid(lo.Type()) || types.IsInvalid(hi.Type()) {
		return setInvalid(e)
	}
	t := c.pointerPair(lo.Type())
	return &ast.InitList{ExprBase: ast.ExprBase{P: e.P, T: t}, Elems: []ast.Expr{lo, hi}}
}

// pointerPair is std::pair<p, p>: the program's instance, or a struct of
// the same layout and name.
func (c *checker) pointerPair(p types.Type) *types.Struct {
	var found *types.Struct
	for s := c.scope; s != nil && found == nil; s = s.parent {
		for tag, t := range s.tags {
			st, ok := t.(*types.Struct)
			if ok && strings.HasPrefix(tag, "pair<") && len(st.Fields) == 2 && st.Fields[0].Name == "first" &&
				types.Identical(st.Fields[0].Type, p) && types.Identical(st.Fields[1].Type, p) &&
				(found == nil || st.Name < found.Name) { // the instance's spelling decides, not map order
				found = st
			}
		}
	}
	if found != nil {
		return found
	}
	name := fmt.Sprintf("pair<%s, %s>", p, p)
	if c.pairs == nil {
		c.pairs = map[string]*types.Struct{}
	}
	if st := c.pairs[name]; st != nil {
		return st
	}
	st := &types.Struct{Name: name, Fields: []*types.Field{{Name: "first", Type: p}, {Name: "second", Type: p}}}
	st.Layout(0)
	c.pairs[name] = st
	return st
}

// cloneUnchecked copies an expression that has not been checked yet, when
// evaluating it twice does what evaluating it once does.
func cloneUnchecked(x ast.Expr) (ast.Expr, bool) {
	switch e := x.(type) {
	case *ast.Ident:
		n := *e
		return &n, true
	case *ast.IntLit:
		n := *e
		return &n, true
	case *ast.FloatLit:
		n := *e
		return &n, true
	case *ast.StringLit:
		n := *e
		return &n, true
	case *ast.BoolLit:
		n := *e
		return &n, true
	case *ast.Paren:
		n := *e
		var ok bool
		n.X, ok = cloneUnchecked(e.X)
		return &n, ok
	case *ast.Member:
		n := *e
		var ok bool
		n.X, ok = cloneUnchecked(e.X)
		return &n, ok
	case *ast.Index:
		n := *e
		var ok1, ok2 bool
		n.X, ok1 = cloneUnchecked(e.X)
		n.Index, ok2 = cloneUnchecked(e.Index)
		return &n, ok1 && ok2
	case *ast.Unary:
		n := *e
		var ok bool
		n.X, ok = cloneUnchecked(e.X)
		return &n, ok
	case *ast.Binary:
		n := *e
		var ok1, ok2 bool
		n.X, ok1 = cloneUnchecked(e.X)
		n.Y, ok2 = cloneUnchecked(e.Y)
		return &n, ok1 && ok2
	case *ast.Call:
		n := *e
		var ok bool
		if n.Fun, ok = cloneUnchecked(e.Fun); !ok {
			return nil, false
		}
		n.Args = make([]ast.Expr, len(e.Args))
		for i, a := range e.Args {
			if n.Args[i], ok = cloneUnchecked(a); !ok {
				return nil, false
			}
		}
		return &n, true
	}
	return nil, false
}
