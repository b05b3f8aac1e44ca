package ast

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

func TestInspectOrderAndSkip(t *testing.T) {
	pos := diag.Pos{File: "t.cu", Line: 1, Col: 1}
	a := &Ident{ExprBase: ExprBase{P: pos}, Name: "a"}
	b := &Ident{ExprBase: ExprBase{P: pos}, Name: "b"}
	c := &Ident{ExprBase: ExprBase{P: pos}, Name: "c"}
	sum := &Binary{ExprBase: ExprBase{P: pos}, Op: token.Add, X: a, Y: b}
	call := &Call{ExprBase: ExprBase{P: pos}, Fun: c, Args: []Expr{sum, &Paren{X: a}}}
	body := &Block{List: []Stmt{&ExprStmt{X: call}, &Return{X: b}}}
	var names []string
	Inspect(body, func(n Node) bool {
		if id, ok := n.(*Ident); ok {
			names = append(names, id.Name)
		}
		_, isBinary := n.(*Binary)
		return !isBinary // skip the operands of a + b
	})
	if got := strings.Join(names, " "); got != "c a b" {
		t.Errorf("visited %s, want c a b", got)
	}
	if Unparen(&Paren{X: &Paren{X: a}}) != a {
		t.Error("Unparen")
	}
}

func TestDump(t *testing.T) {
	lit := &IntLit{ExprBase: ExprBase{T: types.Typ[types.Int], Const: &Value{Int: ^uint64(0)}}, Value: ^uint64(0)}
	cast := &Cast{ExprBase: ExprBase{T: types.Typ[types.Float]}, Conv: ConvIntToFloat, X: lit}
	got := Dump(&Return{X: cast})
	want := "return\n  implicit int-to-float : float\n    int : int = -1\n"
	if got != want {
		t.Errorf("Dump =\n%s\nwant\n%s", got, want)
	}
}

func TestExec(t *testing.T) {
	tests := []struct {
		a    FuncAttrs
		want Exec
	}{
		{FuncAttrs{}, ExecHost},
		{FuncAttrs{Global: true}, ExecDevice},
		{FuncAttrs{Device: true}, ExecDevice},
		{FuncAttrs{Host: true, Device: true}, ExecHost | ExecDevice},
	}
	for _, tt := range tests {
		if got := tt.a.Exec(); got != tt.want {
			t.Errorf("%+v: %v, want %v", tt.a, got, tt.want)
		}
	}
}
