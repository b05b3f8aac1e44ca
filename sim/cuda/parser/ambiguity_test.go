package parser

import (
	"testing"

	"simtlab/sim/cuda/ast"
)

// TestObjectOrFunctionDeclaration checks C++'s disambiguation of `T x(...)`:
// a function declaration only when every entry can be a parameter
// declaration, an object with constructor arguments otherwise.
func TestObjectOrFunctionDeclaration(t *testing.T) {
	const types = `
struct vec3 { float x, y, z; vec3(float a, float b, float c) : x(a), y(b), z(c) {} };
struct ray { vec3 o, d; ray(vec3 a, vec3 b) : o(a), d(b) {} };
struct T2 {};
struct T { T() {} T(T2) {} };
`
	tests := []struct {
		decl string
		ctor int // constructor arguments; -1 for a function declaration
	}{
		{"ray r(vec3(i * 0.5f, 0, 0), vec3(0, 0, 1));", 2},
		{"ray r(vec3(0, 0, 1), vec3(i, 0, 0));", 2},
		{"vec3 v(float(i), 2, 3);", 3},
		{"int n(int(2.5f) + 1);", 1},
		{"T x(T2());", -1},                // the most vexing parse
		{"T x(T2(), int = 3);", -1},       // a default argument
		{"ray r(vec3 a, vec3(b));", -1},   // (b) is a parenthesised name
		{"int f(int), g(float x);", -1},   // two function declarations
		{"int f(const int *p, ...);", -1}, // variadic
		{"vec3 v(i, 2, 3);", 3},           // not a type: arguments
		{"vec3 w(vec3{1, 2, 3});", 1},     // braces cannot follow a parameter type
		{"T2 u(T2(T2()));", -1},           // T2 (T2()) is a parameter: a function returning T2
		{"unsigned m(unsigned(i) * 2u);", 1},
	}
	for _, tt := range tests {
		// at file scope, where a function declaration is allowed
		src := types + "float i;\n" + tt.decl
		f := parse(t, src)
		var d *ast.Declarator
		switch x := f.Decls[len(f.Decls)-1].(type) {
		case *ast.GlobalVars:
			d = x.Decls[0].Declarator
		case *ast.FuncDecl:
			d = x.Declarator
		default:
			t.Fatalf("%s: last declaration is a %T", tt.decl, x)
		}
		isFunc := len(d.Parts) > 0 && d.Parts[0].Kind == ast.PartFunc
		switch {
		case tt.ctor < 0 && (!isFunc || d.HasCtor):
			t.Errorf("%s: not a function declaration (parts %v, constructor %v)", tt.decl, partKinds(d), d.HasCtor)
		case tt.ctor >= 0 && (!d.HasCtor || len(d.Ctor) != tt.ctor):
			t.Errorf("%s: constructor %v with %d arguments, want %d (parts %v)", tt.decl, d.HasCtor, len(d.Ctor), tt.ctor, partKinds(d))
		}
	}
}

// TestObjectWithTypedArgumentsInBody is the same ambiguity inside a
// function body, where a wrong reading reports errors.
func TestObjectWithTypedArgumentsInBody(t *testing.T) {
	f := parse(t, `
struct vec3 { float x, y, z; vec3(float a, float b, float c) : x(a), y(b), z(c) {} };
struct ray { vec3 o, d; ray(vec3 a, vec3 b) : o(a), d(b) {} };
void g() {
    for (int i = 0; i < 3; i++) {
        ray r(vec3(i * 0.5f, 0, 0), vec3(0, 0, 1));
    }
}`)
	fd := f.Decls[len(f.Decls)-1].(*ast.FuncDecl)
	loop := fd.Body.List[0].(*ast.For)
	r := loop.Body.(*ast.Block).List[0].(*ast.DeclStmt).Decls[0]
	if r.Name != "r" || !r.Declarator.HasCtor || len(r.Declarator.Ctor) != 2 {
		t.Errorf("ray r(vec3(...), vec3(...)) not an object with two constructor arguments: %+v", r.Declarator)
	}
}
