package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// TestTypedASTContract checks the promises of package ast's contract on
// every valid program we have: conversions explicit, operands of one type,
// names resolved, constants replaced.
func TestTypedASTContract(t *testing.T) {
	var files []string
	for _, pat := range []string{"testdata/valid/*.cu", "testdata/golden/*.cu", "../../../tests/conformance/*.cu"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	known := conformanceKnownFailures()
	for _, name := range files {
		if strings.Contains(name, "tests/conformance") && known[filepath.Base(name)] {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, diags := File(filepath.Base(name), src)
		if diags.HasErrors() {
			t.Errorf("%s: %v", name, diags)
			continue
		}
		checkContract(t, f)
	}
}

func same(x, y types.Type) bool { return types.Identical(x, y) }

// checkContract verifies the typed AST contract on an error-free file.
func checkContract(t *testing.T, f *ast.File) {
	t.Helper()
	fail := func(n ast.Node, format string, args ...any) {
		t.Helper()
		t.Fatalf("%v: "+format, append([]any{n.Pos()}, args...)...)
	}
	for _, fd := range f.Funcs {
		ft := fd.Obj.Type.(*types.Func)
		ast.Inspect(fd, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok && types.IsInvalid(e.Type()) {
				fail(n, "%T without a type", e)
			}
			switch e := n.(type) {
			case *ast.BadExpr, *ast.OffsetOf, *ast.BadStmt:
				fail(n, "%T left in a checked tree", e)
			case *ast.Ident:
				if e.Obj == nil {
					fail(e, "identifier %s not resolved", e.Name)
				}
				if k := e.Obj.Kind; k == ast.ObjEnumConst || k == ast.ObjBuiltinConst || k == ast.ObjType {
					fail(e, "identifier %s of kind %d left in the tree", e.Name, k)
				}
			case *ast.Binary:
				switch e.Op {
				case token.Comma, token.Shl, token.Shr:
				case token.LAnd, token.LOr:
					if !isBoolType(e.X.Type()) || !isBoolType(e.Y.Type()) {
						fail(e, "operands of %s are not bool", e.Op)
					}
				default:
					if types.IsPointer(e.X.Type()) != types.IsPointer(e.Y.Type()) {
						break // pointer arithmetic
					}
					if !same(e.X.Type(), e.Y.Type()) {
						fail(e, "operands of %s have types %s and %s", e.Op, e.X.Type(), e.Y.Type())
					}
					if isComparison(e.Op) && !isBoolType(e.Type()) {
						fail(e, "comparison of type %s", e.Type())
					}
				}
			case *ast.Assign:
				switch {
				case e.Op == token.Assign:
					if _, isList := e.Y.(*ast.InitList); !isList && !same(e.X.Type(), e.Y.Type()) {
						fail(e, "= of %s to %s", e.Y.Type(), e.X.Type())
					}
				case e.OpType == nil:
					fail(e, "compound assignment without OpType")
				case types.IsArithmetic(e.OpType) && e.Op != token.ShlAssign && e.Op != token.ShrAssign && !same(e.Y.Type(), e.OpType):
					fail(e, "%s with the right side %s in %s", e.Op, e.Y.Type(), e.OpType)
				}
			case *ast.If:
				wantBool(t, e.Cond)
			case *ast.While:
				wantBool(t, e.Cond)
			case *ast.DoWhile:
				wantBool(t, e.Cond)
			case *ast.For:
				if e.Cond != nil {
					wantBool(t, e.Cond)
				}
			case *ast.Cond:
				wantBool(t, e.Cond)
				if !same(e.Then.Type(), e.Else.Type()) {
					fail(e, "?: results of types %s and %s", e.Then.Type(), e.Else.Type())
				}
			case *ast.Index:
				if !types.IsPointer(e.X.Type()) || !types.IsInteger(e.Index.Type()) {
					fail(e, "index of %s by %s", e.X.Type(), e.Index.Type())
				}
			case *ast.Launch:
				if (e.Kernel == nil) != e.Indirect || !same(e.Grid.Type(), types.Dim3) || !same(e.Block.Type(), types.Dim3) {
					fail(e, "launch configuration not dim3")
				}
				if !e.Indirect {
					checkArgs(t, e, e.Kernel.Type.(*types.Func), e.Args)
				} else if p, ok := e.Fun.Type().(*types.Pointer); !ok || !isFunc(p.Elem) {
					fail(e, "launch through %s, not a pointer to a function", e.Fun.Type())
				} else {
					checkArgs(t, e, p.Elem.(*types.Func), e.Args)
				}
			case *ast.Call:
				if e.Sig == nil {
					fail(e, "call not resolved")
				}
				if e.Func == nil { // through a function pointer
					if p, ok := e.Fun.Type().(*types.Pointer); !ok || !same(p.Elem, e.Sig) {
						fail(e, "call through %s checked as %s", e.Fun.Type(), e.Sig)
					}
				}
				args := e.Args
				if e.Func != nil && e.Func.Name == "cudaLaunchKernelEx" && len(args) > 2 {
					args = args[:2] // the rest have the kernel's parameters' types (launchExKernel)
				}
				checkArgs(t, e, e.Sig, args)
			case *ast.Return:
				if e.X != nil && !same(e.X.Type(), ft.Result) {
					fail(e, "return of %s from a function returning %s", e.X.Type(), ft.Result)
				}
			case *ast.VarDecl:
				if e.Init == nil {
					break
				}
				switch e.Init.(type) {
				case *ast.InitList, *ast.StringLit, *ast.Construct:
				default:
					if !same(e.Init.Type(), e.Obj.Type) {
						fail(e, "variable %s of type %s initialised with %s", e.Name, e.Obj.Type, e.Init.Type())
					}
				}
			}
			return true
		})
	}
}

func wantBool(t *testing.T, x ast.Expr) {
	t.Helper()
	if !isBoolType(x.Type()) {
		t.Fatalf("%v: condition of type %s", x.Pos(), x.Type())
	}
}

// checkArgs checks that arguments have the parameter types.
func checkArgs(t *testing.T, n ast.Node, sig *types.Func, args []ast.Expr) {
	t.Helper()
	if len(args) < len(sig.Params) || len(args) > len(sig.Params) && !sig.Variadic {
		t.Fatalf("%v: %d arguments for %d parameters", n.Pos(), len(args), len(sig.Params))
	}
	for i, a := range args {
		if i >= len(sig.Params) {
			if types.IsFloat(a.Type()) && a.Type().Size() == 4 {
				t.Fatalf("%v: float passed through ... without promotion", a.Pos())
			}
			continue
		}
		pt := sig.Params[i].Type
		switch pt {
		case builtins.Symbol, builtins.Kernel:
			continue
		}
		if r, ok := pt.(*types.Reference); ok {
			if !a.IsLvalue() || !types.IdenticalIgnoringQual(a.Type(), r.Elem) {
				t.Fatalf("%v: argument %d for a reference to %s is %s", a.Pos(), i+1, r.Elem, a.Type())
			}
			continue
		}
		if !same(a.Type(), pt) {
			t.Fatalf("%v: argument %d has type %s, parameter %s", a.Pos(), i+1, a.Type(), pt)
		}
	}
}

func isFunc(t types.Type) bool {
	_, ok := t.(*types.Func)
	return ok
}
