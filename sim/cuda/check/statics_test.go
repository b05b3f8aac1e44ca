package check

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
)

// uses returns the objects that identifiers named name refer to, in every
// function of f.
func uses(f *ast.File, name string) []*ast.Object {
	var objs []*ast.Object
	for _, fd := range f.Funcs {
		ast.Inspect(fd, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && id.Name == name {
				objs = append(objs, id.Obj)
			}
			return true
		})
	}
	return objs
}

// TestDeclarationAndDefinitionAreOneObject checks that an extern declaration
// (a static data member's declaration in its struct is one) and the
// definition are one object with one storage, whichever function uses it
// and whether it is checked before or after the definition.
func TestDeclarationAndDefinitionAreOneObject(t *testing.T) {
	f := mustCheck(t, `
struct S {
    static int made;
    int id;
    S() { id = made; made++; }
    static void bump() { made += 10; }
    static int twice() { return 2 * made; }
};
int S::made = 0;
struct D : S {
    static int count() { return made + twice(); }
};
extern int g;
void inc() { g++; }
int g = 1;
extern int g;
int h = 2;
extern int h;
int useH() { return h; }
int main() {
    S a, b;
    S::bump();
    inc();
    return S::made + D::count() + g + useH();
}`)
	for _, name := range []string{"S::made", "g", "h"} {
		var defs []*ast.VarDecl
		for _, v := range f.Vars {
			if v.Name == name {
				defs = append(defs, v)
			}
		}
		if len(defs) != 1 {
			t.Errorf("%s: %d entries in Vars, want 1 (one storage)", name, len(defs))
			continue
		}
		def := defs[0]
		if def.Obj == nil || def.Obj.Extern || def.Obj.Var != def {
			t.Errorf("%s: the object is not the definition's: %+v", name, def.Obj)
		}
		objs := uses(f, name)
		if len(objs) == 0 {
			t.Errorf("%s: no uses found", name)
		}
		for i, o := range objs {
			if o != def.Obj {
				t.Errorf("%s: use %d refers to %p, not the defined object %p", name, i, o, def.Obj)
			}
		}
	}
}

// TestExternRedeclarationErrors keeps the errors of declarations that do
// not fit together.
func TestExternRedeclarationErrors(t *testing.T) {
	for _, tt := range []struct{ src, msg string }{
		{"int g = 1;\nextern int g = 2;\nint main() { return g; }", "an extern declaration cannot have an initialiser"},
		{"extern int g;\nfloat g;\nint main() { return 0; }", "redeclaration of 'g'"},
		{"int g;\nint g;\nint main() { return 0; }", "redeclaration of 'g'"},
		{"struct S { static int n; };\nint S::n = 1;\nint S::n = 2;\nint main() { return 0; }", "redeclaration of 'S::n'"},
	} {
		_, diags := File("t.cu", []byte(tt.src))
		if !diags.HasErrors() || !strings.Contains(diags.Error(), tt.msg) {
			t.Errorf("%q: errors %v, want %q", tt.src, diags, tt.msg)
		}
	}
}
