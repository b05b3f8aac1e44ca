package ast

import "simtlab/sim/diag"

// Inspect traverses the tree rooted at n in depth-first order, calling f for
// each node; when f returns false, Inspect skips the node's children. Nodes
// are visited in source order. Types written in the source (TypeName) are not
// visited, nor are the bodies of template definitions' instances (reach them
// through File.Funcs).
func Inspect(n Node, f func(Node) bool) {
	if n == nil || !f(n) {
		return
	}
	expr := func(x Expr) {
		if x != nil {
			Inspect(x, f)
		}
	}
	stmt := func(s Stmt) {
		if s != nil {
			Inspect(s, f)
		}
	}
	switch n := n.(type) {
	case *Paren:
		expr(n.X)
	case *Unary:
		expr(n.X)
	case *IncDec:
		expr(n.X)
	case *Binary:
		expr(n.X)
		expr(n.Y)
	case *Assign:
		expr(n.X)
		expr(n.Y)
	case *Cond:
		expr(n.Cond)
		expr(n.Then)
		expr(n.Else)
	case *Call:
		expr(n.Fun)
		for _, a := range n.Args {
			expr(a)
		}
	case *Launch:
		expr(n.Fun)
		expr(n.Grid)
		expr(n.Block)
		expr(n.Smem)
		expr(n.Stream)
		for _, a := range n.Args {
			expr(a)
		}
	case *Index:
		expr(n.X)
		expr(n.Index)
	case *Member:
		expr(n.X)
	case *Cast:
		expr(n.X)
	case *Construct:
		for _, a := range n.Args {
			expr(a)
		}
	case *SizeOf:
		expr(n.X)
	case *Lambda:
		if n.Method != nil {
			Inspect(n.Method, f)
		}
	case *InitList:
		for _, a := range n.Elems {
			expr(a)
		}
	case *Block:
		for _, s := range n.List {
			stmt(s)
		}
	case *Labeled:
		stmt(n.Stmt)
	case *DeclStmt:
		for _, d := range n.Decls {
			Inspect(d, f)
		}
	case *ExprStmt:
		expr(n.X)
	case *If:
		expr(n.Cond)
		stmt(n.Then)
		stmt(n.Else)
	case *For:
		stmt(n.Init)
		expr(n.Cond)
		expr(n.Post)
		stmt(n.Body)
	case *While:
		expr(n.Cond)
		stmt(n.Body)
	case *DoWhile:
		stmt(n.Body)
		expr(n.Cond)
	case *Switch:
		expr(n.Tag)
		for _, c := range n.Clauses {
			Inspect(c, f)
		}
	case *CaseClause:
		for _, x := range n.Exprs {
			expr(x)
		}
		for _, s := range n.Body {
			stmt(s)
		}
	case *Return:
		expr(n.X)
	case *VarDecl:
		expr(n.Init)
	case *GlobalVars:
		for _, d := range n.Decls {
			Inspect(d, f)
		}
	case *FuncDecl:
		if n.Body != nil {
			Inspect(n.Body, f)
		}
	case *File:
		for _, d := range n.Decls {
			Inspect(d, f)
		}
	}
}

// Pos returns the start of the file.
func (f *File) Pos() diag.Pos { return diag.Pos{File: f.Name, Line: 1, Col: 1} }

// HasSideEffects reports whether evaluating x may change something (or
// print): it holds a call, an assignment or an increment.
func HasSideEffects(x Expr) bool {
	found := false
	Inspect(x, func(n Node) bool {
		switch n.(type) {
		case *Call, *Assign, *IncDec:
			found = true
		}
		return !found
	})
	return found
}
