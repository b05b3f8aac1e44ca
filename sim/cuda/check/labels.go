package check

import (
	"simtlab/sim/cuda/ast"
)

// Labels and goto. A label names a statement of a block (or of a switch
// clause); a goto may jump to a label of any block that encloses it,
// forwards or backwards, which covers C's uses: leaving nested loops, the
// `goto Error;` clean-up of CUDA's project template, a backward retry loop.
// A jump into a block the goto is not in is refused (the engine runs
// structured code and would have to enter the block in its middle), as is,
// like C++, a forward jump over the initialisation of a variable.

// labelSite is where a label stands: the statement list that holds it and
// its index there.
type labelSite struct {
	label *ast.Labeled
	list  []ast.Stmt
	index int
}

// resolveLabels numbers the labels of a function body, points each goto at
// its label and reports what the rules above refuse.
func (c *checker) resolveLabels(body *ast.Block) {
	sites := map[string]*labelSite{}
	var order []*ast.Labeled
	var collect func(list []ast.Stmt)
	var nested func(s ast.Stmt)
	collect = func(list []ast.Stmt) {
		for i, s := range list {
			for l, ok := s.(*ast.Labeled); ok; l, ok = l.Stmt.(*ast.Labeled) {
				if sites[l.Label] != nil {
					c.errorf(l.P, "redefinition of label '%s'", l.Label)
				} else {
					sites[l.Label] = &labelSite{label: l, list: list, index: i}
					l.ID = len(order)
					order = append(order, l)
				}
			}
			nested(innermost(s))
		}
	}
	// nested visits the statement lists inside s; a label anywhere else
	// (the body of an if or a loop without braces) is refused.
	nested = func(s ast.Stmt) {
		switch s := s.(type) {
		case *ast.Block:
			collect(s.List)
		case *ast.If:
			c.bareLabel(s.Then)
			c.bareLabel(s.Else)
			nested(s.Then)
			nested(s.Else)
		case *ast.For:
			c.bareLabel(s.Body)
			nested(s.Body)
		case *ast.While:
			c.bareLabel(s.Body)
			nested(s.Body)
		case *ast.DoWhile:
			c.bareLabel(s.Body)
			nested(s.Body)
		case *ast.Switch:
			for _, cl := range s.Clauses {
				collect(cl.Body)
			}
		}
	}
	collect(body.List)
	if len(order) == 0 && !hasGoto(body) {
		return
	}
	// Each goto: its label must stand in a list that encloses the goto.
	var walk func(list []ast.Stmt, enclosing []enclosingList)
	var inner func(s ast.Stmt, enclosing []enclosingList)
	walk = func(list []ast.Stmt, enclosing []enclosingList) {
		for i, s := range list {
			here := append(enclosing, enclosingList{list, i})
			inner(innermost(s), here)
		}
	}
	inner = func(s ast.Stmt, enclosing []enclosingList) {
		switch s := s.(type) {
		case *ast.Goto:
			c.resolveGoto(s, sites, enclosing)
		case *ast.Block:
			walk(s.List, enclosing)
		case *ast.If:
			inner(innermost(s.Then), enclosing)
			inner(innermost(s.Else), enclosing)
		case *ast.For:
			inner(innermost(s.Body), enclosing)
		case *ast.While:
			inner(innermost(s.Body), enclosing)
		case *ast.DoWhile:
			inner(innermost(s.Body), enclosing)
		case *ast.Switch:
			for _, cl := range s.Clauses {
				walk(cl.Body, enclosing)
			}
		}
	}
	walk(body.List, nil)
}

// enclosingList is a statement list around a goto and the index of the
// statement of that list that contains the goto.
type enclosingList struct {
	list  []ast.Stmt
	index int
}

func (c *checker) resolveGoto(g *ast.Goto, sites map[string]*labelSite, enclosing []enclosingList) {
	site := sites[g.Label]
	if site == nil {
		c.errorf(g.P, "use of undeclared label '%s'", g.Label)
		return
	}
	for i := len(enclosing) - 1; i >= 0; i-- {
		e := enclosing[i]
		if !sameList(e.list, site.list) {
			continue
		}
		g.Target = site.label
		// A forward jump must not skip a variable's initialisation.
		for _, s := range e.list[min(e.index+1, site.index):site.index] {
			if d, ok := s.(*ast.DeclStmt); ok {
				for _, v := range d.Decls {
					if v.Init != nil {
						c.errorf(g.P, "jump to label '%s' crosses the initialization of '%s' (line %d)", g.Label, v.Name, v.P.Line)
						return
					}
				}
			}
		}
		return
	}
	c.unsupported(g.P, "a goto into a block it is not in (label '%s', line %d) is not supported; jump only to a label of an enclosing block", g.Label, site.label.P.Line)
}

// bareLabel refuses a label that is the whole body of an if or a loop.
func (c *checker) bareLabel(s ast.Stmt) {
	if l, ok := s.(*ast.Labeled); ok {
		c.unsupported(l.P, "a label must stand on a statement of a block in lab programs; put braces around it")
	}
}

// innermost is the statement a chain of labels names.
func innermost(s ast.Stmt) ast.Stmt {
	for {
		l, ok := s.(*ast.Labeled)
		if !ok {
			return s
		}
		s = l.Stmt
	}
}

func sameList(a, b []ast.Stmt) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// hasGoto reports whether n contains a goto.
func hasGoto(body ast.Node) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if _, ok := n.(*ast.Goto); ok {
			found = true
		}
		return !found
	})
	return found
}
