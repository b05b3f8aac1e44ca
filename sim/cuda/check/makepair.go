package check

import (
	"strconv"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/types"
)

// makePair lowers std::make_pair(a, b), and makeTuple std::make_tuple(a,
// ...), to a braced list of the program's std::pair or std::tuple instance
// for the arguments' decayed types. Those are struct templates instantiated
// on tokens (parser/containers.go, parser/tuple.go), before types are
// known, so make_pair cannot instantiate them: it takes the program's
// pair<A, B> when the program names it, or else a struct of the same
// members made here (madePair), which a program that never names the type
// can only read the members of. Where the list meets another pair<C, D>
// it converts member by member (tupleConv), as pair's converting
// constructor does.
func (c *checker) makePair(e *ast.Call) ast.Expr {
	return c.makeTupleLike(e, "make_pair", "pair<", []string{"first", "second"})
}

func (c *checker) makeTuple(e *ast.Call) ast.Expr {
	names := make([]string, len(e.Args))
	for i := range names {
		names[i] = "__" + strconv.Itoa(i)
	}
	return c.makeTupleLike(e, "make_tuple", parser.TupleName(len(e.Args))+"<", names)
}

func (c *checker) makeTupleLike(e *ast.Call, fn, prefix string, names []string) ast.Expr {
	c.checkArgs(e.Args)
	if anyInvalid(e.Args) {
		return setInvalid(e)
	}
	for i, a := range e.Args {
		e.Args[i] = c.decay(a)
	}
	matches := func(st *types.Struct) bool {
		if !strings.HasPrefix(st.Name, prefix) || tupleFamily(st) == "" || len(st.Fields) != len(e.Args) {
			return false
		}
		for i, f := range st.Fields {
			if !types.IdenticalIgnoringQual(f.Type, e.Args[i].Type()) {
				return false
			}
		}
		return true
	}
	var t *types.Struct
	for s := c.scope; s != nil && t == nil; s = s.parent {
		tName := ""
		for name, st := range s.tags {
			// (the first name in order, should two instances be alike)
			if st, ok := st.(*types.Struct); ok && matches(st) && (t == nil || name < tName) {
				t, tName = st, name
			}
		}
	}
	if t == nil {
		t = c.madeTuple(prefix, names, e.Args)
	}
	out := &ast.InitList{ExprBase: ast.ExprBase{P: e.P, T: t}}
	for i, a := range e.Args {
		out.Elems = append(out.Elems, c.assignConv(a, t.Fields[i].Type, "in "+fn))
	}
	return out
}

// tupleFamily is "pair" for a struct of std::pair's shape (first and
// second), "tuple#n" for one of std::tuple's (parser/tuple.go), else "".
func tupleFamily(s *types.Struct) string {
	name, _, _ := strings.Cut(s.Name, "<")
	switch {
	case name == "pair" && len(s.Fields) == 2 && s.Fields[0].Name == "first" && s.Fields[1].Name == "second":
		return name
	case strings.HasPrefix(name, "tuple#") && name == parser.TupleName(len(s.Fields)) && len(s.Fields) > 0 && s.Fields[0].Name == "__0":
		return name
	}
	return ""
}

// tupleConv converts the braced pair or tuple x (make_pair's or
// make_tuple's result) to another of its kind, t, member by member, as
// their converting constructors do; ok is false when x is not such a list.
func (c *checker) tupleConv(x ast.Expr, t types.Type, whatf func() string) (ast.Expr, bool) {
	list, ok := x.(*ast.InitList)
	from, okFrom := x.Type().(*types.Struct)
	to, okTo := t.(*types.Struct)
	if !ok || !okFrom || !okTo || from == to || tupleFamily(from) == "" || tupleFamily(from) != tupleFamily(to) || len(list.Elems) != len(to.Fields) {
		return x, false
	}
	out := &ast.InitList{ExprBase: ast.ExprBase{P: list.P, T: to}}
	for i, el := range list.Elems {
		out.Elems = append(out.Elems, c.assignConvLazy(el, to.Fields[i].Type, whatf))
	}
	return out, true
}

// madeTuple is the struct with the given members, of the arguments' types,
// named prefix + their types + ">", made once.
func (c *checker) madeTuple(prefix string, names []string, args []ast.Expr) *types.Struct {
	var spelled []string
	for _, a := range args {
		spelled = append(spelled, a.Type().String())
	}
	name := prefix + strings.Join(spelled, ", ") + ">"
	if s, ok := c.fileScope.tags[name].(*types.Struct); ok {
		return s
	}
	s := &types.Struct{Name: name}
	for i, a := range args {
		s.Fields = append(s.Fields, &types.Field{Name: names[i], Type: a.Type()})
	}
	s.Layout(0)
	c.fileScope.tags[name] = s
	return s
}
