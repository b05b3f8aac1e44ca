package parser

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/diag"
)

func parse(t *testing.T, src string) *ast.File {
	t.Helper()
	var errs diag.List
	f := ParseFile("t.cu", []byte(src), &errs)
	if len(errs) > 0 {
		t.Fatalf("%q: unexpected errors: %v", src, errs)
	}
	return f
}

func partKinds(d *ast.Declarator) []ast.PartKind {
	var ks []ast.PartKind
	for _, p := range d.Parts {
		ks = append(ks, p.Kind)
	}
	return ks
}

func equalKinds(a, b []ast.PartKind) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestDeclarators(t *testing.T) {
	P, R, A, F := ast.PartPointer, ast.PartReference, ast.PartArray, ast.PartFunc
	tests := []struct {
		src   string
		name  string
		parts []ast.PartKind
	}{
		{"int *a[4];", "a", []ast.PartKind{A, P}},
		{"int (*p)[4];", "p", []ast.PartKind{P, A}},
		{"int **pp;", "pp", []ast.PartKind{P, P}},
		{"float m[2][3];", "m", []ast.PartKind{A, A}},
		{"void f(int &x);", "f", []ast.PartKind{F}},
		{"const char *const names[2] = {\"a\", \"b\"};", "names", []ast.PartKind{A, P}},
		{"int (*fp)(int);", "fp", []ast.PartKind{P, F}},
	}
	for _, tt := range tests {
		f := parse(t, tt.src)
		var d *ast.Declarator
		switch x := f.Decls[0].(type) {
		case *ast.GlobalVars:
			d = x.Decls[0].Declarator
		case *ast.FuncDecl:
			d = x.Declarator
			if ps := d.Parts[0].Params; len(ps) == 1 && !equalKinds(partKinds(ps[0].Declarator), []ast.PartKind{R}) {
				t.Errorf("%s: param parts %v", tt.src, partKinds(ps[0].Declarator))
			}
		}
		if d.Name != tt.name || !equalKinds(partKinds(d), tt.parts) {
			t.Errorf("%s: name %s parts %v, want %s %v", tt.src, d.Name, partKinds(d), tt.name, tt.parts)
		}
	}
}

func TestConstructorVersusFunction(t *testing.T) {
	var errs diag.List
	f := ParseFile("t.cu", []byte("void g() { dim3 grid(4, 2); dim3 h(); }"), &errs)
	body := f.Decls[len(f.Decls)-1].(*ast.FuncDecl).Body.List
	grid := body[0].(*ast.DeclStmt).Decls[0]
	if !grid.Declarator.HasCtor || len(grid.Declarator.Ctor) != 2 {
		t.Errorf("dim3 grid(4, 2) not parsed as a constructor")
	}
	// dim3 h() declares a function (C++'s "most vexing parse"): a
	// prototype, which goes to file scope before g.
	if len(errs) != 0 || len(f.Decls) != 2 || f.Decls[0].(*ast.FuncDecl).Name != "h" {
		t.Errorf("errors: %v, %d declarations", errs, len(f.Decls))
	}
}

func TestFunctionInsideFunction(t *testing.T) {
	var errs diag.List
	ParseFile("t.cu", []byte("void g() { int h(int x) { return x; } }"), &errs)
	if len(errs) == 0 || !strings.Contains(errs[0].Msg, "functions cannot be defined inside a function") {
		t.Errorf("errors: %v", errs)
	}
}

func TestExpressions(t *testing.T) {
	f := parse(t, `
template <int N> __global__ void k(float *p) {}
typedef float real;
void g(float *p, int a, int b) {
    a = (int)p[0];          // cast
    a = (a) - 1;            // parenthesised expression, not a cast
    a = a < b > 0;          // comparisons, not template arguments
    k<4><<<1, 32>>>(p);     // launch of a template instance
    a = sizeof(real) + sizeof a;
    a = a ? b : a, b;
    a = static_cast<int>(p[1]);
    k<2><<<a >> 1, b>> >(p);  // >> > closes a launch (nvcc accepts it), >> in it still shifts
    a = a << 2;
    k<2> << <a, b >> > (p);   // Visual Studio's spacing: << < opens a launch
}`)
	body := f.Decls[2].(*ast.FuncDecl).Body.List
	want := []string{"*ast.Cast", "*ast.Binary", "*ast.Binary", "*ast.Launch", "*ast.Binary", "*ast.Binary", "*ast.Cast", "*ast.Launch", "*ast.Binary", "*ast.Launch"}
	for i, w := range want {
		x := body[i].(*ast.ExprStmt).X
		if a, ok := x.(*ast.Assign); ok {
			x = a.Y
		}
		if got := typeName(x); got != w {
			t.Errorf("statement %d: %s, want %s", i+1, got, w)
		}
	}
	l := body[3].(*ast.ExprStmt).X.(*ast.Launch)
	if len(l.TemplateArgs) != 1 || l.TemplateArgs[0].Expr == nil {
		t.Errorf("launch template args %+v", l.TemplateArgs)
	}
	if l := body[7].(*ast.ExprStmt).X.(*ast.Launch); typeName(l.Grid) != "*ast.Binary" || len(l.Args) != 1 {
		t.Errorf("launch closed by >> >: grid %s, %d arguments", typeName(l.Grid), len(l.Args))
	}
}

func typeName(x any) string {
	switch x.(type) {
	case *ast.Cast:
		return "*ast.Cast"
	case *ast.Binary:
		return "*ast.Binary"
	case *ast.Launch:
		return "*ast.Launch"
	case *ast.Paren:
		return "*ast.Paren"
	}
	return "other"
}

func TestSwitchAndPragma(t *testing.T) {
	f := parse(t, `void g(int x) {
    switch (x) { case 1: case 2: x++; case 3: break; default: x--; }
#pragma unroll 8
    for (;;) break;
#pragma unroll
    while (x) x--;
    for (;;) break;
}`)
	body := f.Decls[0].(*ast.FuncDecl).Body.List
	sw := body[0].(*ast.Switch)
	if len(sw.Clauses) != 3 || len(sw.Clauses[0].Exprs) != 2 || !sw.Clauses[2].IsDefault {
		t.Errorf("switch clauses: %d", len(sw.Clauses))
	}
	if u := body[1].(*ast.For).Unroll; u != 8 {
		t.Errorf("unroll 8: got %d", u)
	}
	if u := body[2].(*ast.While).Unroll; u != 0 {
		t.Errorf("bare unroll: got %d", u)
	}
	if u := body[3].(*ast.For).Unroll; u != -1 {
		t.Errorf("no pragma: got %d", u)
	}
}

func TestErrorRecovery(t *testing.T) {
	src := `int f() {
    int a = 1
    int b = 2;
    b = ;
    return a + b;
}
int g( { }
int h() { return 0; }
`
	var errs diag.List
	f := ParseFile("t.cu", []byte(src), &errs)
	want := []string{
		"t.cu:2:14: error: expected ';' after declaration, found 'int'",
		"t.cu:4:9: error: expected an expression, found ';'",
		"t.cu:7:8: error: expected a declaration, found '{'",
	}
	if len(errs) != len(want) {
		for _, e := range errs {
			t.Log(e)
		}
		t.Fatalf("got %d errors, want %d", len(errs), len(want))
	}
	for i, w := range want {
		if errs[i].String() != w {
			t.Errorf("error %d: %s, want %s", i, errs[i], w)
		}
	}
	last := f.Decls[len(f.Decls)-1]
	if fd, ok := last.(*ast.FuncDecl); !ok || fd.Name != "h" {
		t.Errorf("parser did not recover to parse h: last decl %T", last)
	}
}

func TestNestingLimit(t *testing.T) {
	src := "int x = " + repeat("(", 5000) + "1" + repeat(")", 5000) + ";"
	var errs diag.List
	ParseFile("t.cu", []byte(src), &errs)
	found := false
	for _, d := range errs {
		if d.Kind == diag.KindLimit {
			found = true
		}
	}
	if !found {
		t.Errorf("no nesting limit error: %v", errs)
	}
}

func repeat(s string, n int) string {
	b := make([]byte, 0, len(s)*n)
	for i := 0; i < n; i++ {
		b = append(b, s...)
	}
	return string(b)
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"int main() { return 0; }",
		"template <typename T> __global__ void k(T *p) { p[threadIdx.x] = T(1); }",
		"struct S { int a; float b[4]; }; typedef struct S S2;",
		"void f() { for (int i = 0; i < 4; i++) { switch (i) { case 0: break; default: ; } } }",
		"int (*p)[4]; dim3 g(1, 2); float4 v = {1, 2};",
		"void f() { k<<<1, 2>>>(a, b); x = (float)y + sizeof(int) ? a : b; }",
		"enum E { A, B = 3 }; __device__ __forceinline__ int g(int &x);",
		"((((", "}}}}", "template <", "int x = {", "a<<<",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		var errs diag.List
		ParseFile("f.cu", src, &errs)
	})
}

func TestLongOperatorChain(t *testing.T) {
	src := "int x = 1" + repeat(" + 1", 3000) + ";"
	var errs diag.List
	ParseFile("t.cu", []byte(src), &errs)
	if len(errs) == 0 || errs[0].Kind != diag.KindLimit {
		t.Errorf("a 3000-operator chain gave %v, want a nesting limit error", errs)
	}
	src = "int x = 1" + repeat(" + 1", 200) + ";"
	errs = nil
	ParseFile("t.cu", []byte(src), &errs)
	if len(errs) != 0 {
		t.Errorf("a 200-operator chain: %v", errs)
	}
}

func TestDeepTypes(t *testing.T) {
	for _, src := range []string{
		"int " + repeat("*", 5000) + "p;",
		"int a" + repeat("[1]", 5000) + ";",
	} {
		var errs diag.List
		ParseFile("t.cu", []byte(src), &errs)
		if len(errs) == 0 || errs[0].Kind != diag.KindLimit {
			t.Errorf("%.20s...: %v, want a limit error", src, errs)
		}
	}
}

func TestLongPostfixChain(t *testing.T) {
	var errs diag.List
	ParseFile("t.cu", []byte("int f() { return a"+repeat("[0]", 5000)+"; }"), &errs)
	if len(errs) == 0 || errs[0].Kind != diag.KindLimit {
		t.Errorf("%v, want a limit error", errs)
	}
}

// TestAttributesIgnored: C++11 attributes parse and leave nothing behind;
// subscripts stay subscripts.
func TestAttributesIgnored(t *testing.T) {
	var errs diag.List
	f := ParseFile("t.cu", []byte(`[[noreturn]] void die() { for (;;) {} }
[[nodiscard]] int g(int *a) {
    [[maybe_unused]] int x = 1;
    a[a[0]] = 2;
    return a[ [](){ return 0; }() ];
}`), &errs)
	if len(errs) > 0 || len(f.Decls) != 2 {
		t.Fatalf("errors %v, %d declarations", errs, len(f.Decls))
	}
}
