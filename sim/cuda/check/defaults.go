package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// C++ default arguments are lowered at the call: a call that leaves out
// trailing parameters gets the default expressions appended, so the engine
// only ever sees full argument lists. A default may be given on the
// prototype or on the definition.

// recordDefaults remembers the default arguments a function declaration
// writes.
func (c *checker) recordDefaults(fd *ast.FuncDecl) {
	if fd.Obj == nil || fd.Declarator == nil || fd.Template != nil && fd.TemplateArgs == nil {
		return
	}
	var part *ast.DeclPart
	for i := range fd.Declarator.Parts {
		if fd.Declarator.Parts[i].Kind == ast.PartFunc {
			part = &fd.Declarator.Parts[i]
			break
		}
	}
	if part == nil {
		return
	}
	seen := false
	for i, p := range part.Params {
		if p.Default == nil {
			if seen {
				c.errorf(p.P, "parameter %d of '%s' needs a default argument (the parameters before it have one)", i+1, fd.Name)
				return
			}
			continue
		}
		seen = true
		if c.defaults == nil {
			c.defaults = map[*ast.Object][]ast.Expr{}
		}
		ds := c.defaults[fd.Obj]
		for len(ds) < len(part.Params) {
			ds = append(ds, nil)
		}
		if ds[i] != nil && ds[i] != p.Default {
			c.errorf(p.P, "redefinition of the default argument of parameter %d of '%s'", i+1, fd.Name)
		}
		ds[i] = p.Default
		c.defaults[fd.Obj] = ds
		if fd.TemplateArgs != nil {
			// an instance's defaults may name its template parameters,
			// bound in the scope its signature is resolved in
			if c.defaultScopes == nil {
				c.defaultScopes = map[*ast.Object]*scope{}
			}
			c.defaultScopes[fd.Obj] = c.scope
		}
	}
}

// fillDefaults appends the default arguments a call leaves out. Each default
// expression is checked once, where it is first needed, and shared by the
// calls (typed nodes are read-only to the engine).
func (c *checker) fillDefaults(o *ast.Object, ft *types.Func, args []ast.Expr) []ast.Expr {
	ds := c.defaults[o]
	if len(args) >= len(ft.Params) || len(ds) == 0 {
		return args
	}
	for i := len(args); i < len(ft.Params) && i < len(ds); i++ {
		d := ds[i]
		if d == nil {
			break
		}
		if d.Type() == nil {
			if c.checkingDefault[d] {
				c.errorf(d.Pos(), "the default argument of '%s' uses the function itself", baseName(o.Name))
				d.Base().T = invalid
				break
			}
			if c.checkingDefault == nil {
				c.checkingDefault = map[ast.Expr]bool{}
			}
			c.checkingDefault[d] = true
			save := c.scope
			if sc := c.defaultScopes[o]; sc != nil {
				c.scope = sc
			}
			checked := c.expr(d)
			c.scope = save
			delete(c.checkingDefault, d)
			d = checked
			ds[i] = d
		}
		args = append(args, d)
	}
	return args
}
