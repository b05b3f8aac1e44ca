package parser

import (
	"testing"

	"simtlab/sim/cuda/ast"
)

// TestStaticMemberFunctionDefinedOutside checks that `int S::get() {...}`
// for a function declared static in S stays a plain function (no object),
// while a non-static member defined outside gets its receiver.
func TestStaticMemberFunctionDefinedOutside(t *testing.T) {
	f := parse(t, `
struct S {
    static int made;
    static int get(int k);
    int plain(int k);
};
int S::made = 0;
int S::get(int k) { return made * k; }
int S::plain(int k) { return k; }`)
	defs := map[string]*ast.FuncDecl{}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			defs[fd.Name] = fd
		}
	}
	get, plain := defs["S::get"], defs["S::plain"]
	if get == nil || plain == nil {
		t.Fatalf("definitions: %v", defs)
	}
	if get.Receiver != "" || len(get.Declarator.Parts[0].Params) != 1 {
		t.Errorf("S::get: receiver %q, %d params; want none and 1", get.Receiver, len(get.Declarator.Parts[0].Params))
	}
	if plain.Receiver != "S" || len(plain.Declarator.Parts[0].Params) != 2 {
		t.Errorf("S::plain: receiver %q, %d params; want S and 2 (this, k)", plain.Receiver, len(plain.Declarator.Parts[0].Params))
	}
}
