package check

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// makePair lowers std::make_pair(a, b) to a braced list of the program's
// std::pair instance for the arguments' types. std::pair is instantiated
// on tokens (parser/containers.go), before types are known, so make_pair
// cannot instantiate the template: it takes pair<A, B> for the decayed
// argument types A and B when the program names it, or else the program's
// only pair instance (the arguments convert as in `pair<A, B> p = {a, b}`),
// or else a struct of first and second made here (pairOf), which a
// program that never names the type can only read the members of.
func (c *checker) makePair(e *ast.Call) ast.Expr {
	c.checkArgs(e.Args)
	if anyInvalid(e.Args) {
		return setInvalid(e)
	}
	for i, a := range e.Args {
		e.Args[i] = c.decay(a)
	}
	var exact, only *types.Struct
	count := 0
	for s := c.scope; s != nil; s = s.parent {
		for name, t := range s.tags {
			st, ok := t.(*types.Struct)
			if !ok || !strings.HasPrefix(name, "pair<") || len(st.Fields) != 2 || st.Fields[0].Name != "first" {
				continue
			}
			if !c.madePairs[st] {
				count++ // the program's own instances
				only = st
			}
			if types.IdenticalIgnoringQual(st.Fields[0].Type, e.Args[0].Type()) && types.IdenticalIgnoringQual(st.Fields[1].Type, e.Args[1].Type()) {
				exact = st
			}
		}
	}
	t := exact
	if t == nil && count == 1 {
		t = only
	}
	if t == nil {
		t = c.pairOf(e.Args[0].Type(), e.Args[1].Type())
	}
	out := &ast.InitList{ExprBase: ast.ExprBase{P: e.P, T: t}}
	for i, a := range e.Args {
		out.Elems = append(out.Elems, c.assignConv(a, t.Fields[i].Type, "in make_pair"))
	}
	return out
}

// pairOf is the struct {A first; B second;} named pair<A, B>, made once.
func (c *checker) pairOf(a, b types.Type) *types.Struct {
	name := "pair<" + a.String() + ", " + b.String() + ">"
	if s, ok := c.fileScope.tags[name].(*types.Struct); ok {
		return s
	}
	s := &types.Struct{Name: name, Fields: []*types.Field{{Name: "first", Type: a}, {Name: "second", Type: b}}}
	s.Layout(0)
	c.fileScope.tags[name] = s
	if c.madePairs == nil {
		c.madePairs = map[*types.Struct]bool{}
	}
	c.madePairs[s] = true
	return s
}
