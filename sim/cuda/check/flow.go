package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// checkMissingReturn warns when control can reach the end of a non-void
// function other than main (where C++ returns 0): the caller then reads an
// undefined value, on the CPU and on the GPU alike.
func (c *checker) checkMissingReturn(fd *ast.FuncDecl, ft *types.Func) {
	if fd.Name == "main" || types.IsVoid(ft.Result) || types.IsInvalid(ft.Result) || fd.Body == nil {
		return
	}
	if c.errs.HasErrors() {
		return // a broken statement may be what hides the return: say nothing more
	}
	if !terminates(fd.Body) {
		c.errs.AddDiag(diag.Diagnostic{Pos: fd.Body.Rbrace, Severity: diag.Warning, Kind: diag.KindType,
			Msg: "control reaches the end of non-void function '" + fd.Name + "' without a return"})
	}
}

// terminates reports whether control never runs past the end of s.
func terminates(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.Return, *ast.Goto:
		return true // a goto never runs past itself
	case *ast.Labeled:
		return terminates(s.Stmt)
	case *ast.Block:
		return len(s.List) > 0 && terminates(s.List[len(s.List)-1])
	case *ast.If:
		if s.Constexpr { // only the branch constexprIf kept runs
			if s.Else == nil {
				return terminates(s.Then)
			}
			if _, pruned := s.Then.(*ast.EmptyStmt); pruned {
				return terminates(s.Else)
			}
		}
		return s.Else != nil && terminates(s.Then) && terminates(s.Else)
	case *ast.For:
		return s.Cond == nil && !breaks(s.Body)
	case *ast.While:
		return isTrue(s.Cond) && !breaks(s.Body)
	case *ast.DoWhile:
		return (isTrue(s.Cond) && !breaks(s.Body)) || terminates(s.Body) && !breaks(s.Body)
	case *ast.Switch:
		hasDefault := false
		for _, cl := range s.Clauses {
			hasDefault = hasDefault || cl.IsDefault
			for _, st := range cl.Body {
				if breaks(st) {
					return false
				}
			}
		}
		if !hasDefault || len(s.Clauses) == 0 {
			return false
		}
		last := s.Clauses[len(s.Clauses)-1].Body
		return len(last) > 0 && terminates(last[len(last)-1])
	case *ast.ExprStmt:
		// exit(), abort() and __trap() do not return
		if call, ok := s.X.(*ast.Call); ok && call.Func != nil && call.Func.Kind == ast.ObjBuiltinFunc {
			switch call.Func.Name {
			case "exit", "abort", "__trap":
				return true
			}
		}
	}
	return false
}

// breaks reports whether s contains a break that leaves s itself (not one
// inside a nested loop or switch).
func breaks(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.Break:
		return true
	case *ast.Labeled:
		return breaks(s.Stmt)
	case *ast.Block:
		for _, x := range s.List {
			if breaks(x) {
				return true
			}
		}
	case *ast.If:
		return breaks(s.Then) || s.Else != nil && breaks(s.Else)
	}
	return false
}

func isTrue(x ast.Expr) bool {
	if x == nil {
		return false
	}
	v := x.Base().Const
	return v != nil && (v.Int != 0 || v.IsFloat && v.Float != 0)
}
