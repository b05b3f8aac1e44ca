package check

import (
	"testing"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// struct __align__(n) Tag {...}: the alignment written after the keyword
// counts, as in CUDA's vector_types.h.
func TestStructAlignAfterKeyword(t *testing.T) {
	f, diags := File("t.cu", []byte("struct __align__(16) C { float x, y, z; };\nC c;\nint main() { return 0; }\n"))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GlobalVars); ok && g.Decls[0].Name == "c" {
			s := g.Decls[0].Obj.Type.(*types.Struct)
			if s.Size() != 16 || s.Align() != 16 {
				t.Errorf("struct __align__(16) C: size %d align %d, want 16 16", s.Size(), s.Align())
			}
			return
		}
	}
	t.Fatal("variable c not found")
}

// Explicit specializations replace the instance for their arguments, and a
// specialization of something that is no function template is reported.
func TestSpecializationErrors(t *testing.T) {
	_, diags := File("t.cu", []byte("template <typename T> int f() { return 0; }\ntemplate <> int f<int>() { return 1; }\ntemplate <> int f<int>() { return 2; }\nint main() { return f<int>(); }\n"))
	if !diags.HasErrors() {
		t.Error("a second specialization for the same arguments was accepted")
	}
	_, diags = File("t.cu", []byte("template <typename T> int f() { return 0; }\ntemplate <> int f<float>() { return 1; }\nint main() { return f<float>() + f<int>(); }\n"))
	if diags.HasErrors() {
		t.Errorf("valid specialization rejected: %v", diags)
	}
}
