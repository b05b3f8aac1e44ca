package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/types"
)

// The implicit copy constructor and copy assignment of a struct without
// constructors of its own copy it member by member ([class.copy.ctor]):
// a member with a copy constructor (a std::vector, a std::string, a
// struct holding one) runs it. So `S b = a;`, `b = a;`, `f(a)` with a
// by-value S and `{a, 1.5}` of an outer struct give b buffers of its own,
// not a's pointers: a change through b leaves a as it was (probe sp_04:
// a COO matrix copied into a struct that the program then sorted).
//
// implicitCopy lowers such a copy of the lvalue x to the braced list
// {x.m1, x.m2, ...}, whose members are copy-initialised as any braced
// list's are. Other copies (no such member, an x that evaluating twice
// would change) stay plain.
func (c *checker) implicitCopy(x ast.Expr) ast.Expr {
	s, ok := x.Type().(*types.Struct)
	if !ok || !x.IsLvalue() || !pureLvalue(x) || !c.copiesMembers(s) {
		return x
	}
	list := &ast.InitList{ExprBase: ast.ExprBase{P: x.Pos()}}
	for _, f := range s.Fields {
		// x is checked again with each member: a pure lvalue (names,
		// members, constant or named indices), which checks the same
		list.Elems = append(list.Elems, &ast.Member{ExprBase: ast.ExprBase{P: x.Pos()}, X: x, Name: f.Name, NamePos: x.Pos()})
	}
	return c.initList(list, s)
}

// copiesMembers reports whether s is an aggregate whose implicit copy
// runs a member's copy constructor (copyingField).
func (c *checker) copiesMembers(s *types.Struct) bool {
	if v, ok := c.memberCopies[s]; ok {
		return v
	}
	if c.memberCopies == nil {
		c.memberCopies = map[*types.Struct]bool{}
	}
	c.memberCopies[s] = false // a struct cannot hold itself; stops a cycle all the same
	v := s.Name != "" && s.Vec == nil && s.Complete && !s.Union && len(s.Bits) == 0 &&
		!c.hasCtors(s) && !c.isPolymorphic(s)
	any := false
	for _, f := range s.Fields {
		if !v {
			break
		}
		if f.Name == parser.BaseField || f.Name == "" {
			v = false
			break
		}
		any = any || c.copyingField(f.Type)
	}
	c.memberCopies[s] = v && any
	return v && any
}

// copyingField reports whether a member of type t is copied by code: a
// struct with a copy constructor, or one whose implicit copy is
// (copiesMembers).
func (c *checker) copyingField(t types.Type) bool {
	fs, ok := t.(*types.Struct)
	if !ok {
		return false
	}
	for _, o := range c.ctors(fs) {
		ft, ok := o.Type.(*types.Func)
		if !ok || len(ft.Params) != 1 {
			continue
		}
		p := ft.Params[0]
		if r, ok := p.Type.(*types.Reference); ok && types.IdenticalIgnoringQual(r.Elem, fs) ||
			p.ConstRef && types.IdenticalIgnoringQual(p.Type, fs) {
			return true
		}
	}
	return c.copiesMembers(fs)
}
