package check

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
)

// TestStreamLowering checks what a << chain on an ostream lowers to: one
// call of the lab's ostream functions (parser/iostream.go) per operand,
// in order; the formatting itself is checked against g++ by the
// conformance programs (cxx_iomanip, x_iostream_state).
func TestStreamLowering(t *testing.T) {
	tests := []struct{ stmts, want string }{
		{`std::cout << 1 << " " << 2.5 << std::endl;`, "__os_int __os_str __os_double __os_endl"},
		{`std::cout << 3u << 'c' << true << (short)-1;`, "__os_int __os_char __os_bool __os_int"},
		{`int p = 3; std::cout << std::fixed << std::setprecision(p) << std::setw(4) << 1.0f;`, "__os_field __os_precision __os_width __os_double"},
		{`int a[2]; std::cout << a << nullptr << std::string("s") << std::hex << std::showbase;`, "__os_ptr __os_str __os_str __os_base __os_setf"},
		{`std::cerr << "e" << std::flush;`, "__os_str __os_flush"},
	}
	for _, tt := range tests {
		src := "#include <iostream>\n#include <iomanip>\n#include <string>\nint main() {\n" + tt.stmts + "\nreturn 0;\n}\n"
		f, diags := File("cout.cu", []byte(src))
		if len(diags) > 0 {
			t.Errorf("%s: %v", tt.stmts, diags)
			continue
		}
		var got []string
		ast.Inspect(f.Main.Decl.Body, func(n ast.Node) bool {
			if c, ok := n.(*ast.Call); ok && c.Func != nil && strings.HasPrefix(c.Func.Name, "__os_") {
				got = append(got, c.Func.Name)
			}
			return true
		})
		if strings.Join(got, " ") != tt.want {
			t.Errorf("%s: calls %q, want %q", tt.stmts, strings.Join(got, " "), tt.want)
		}
	}
}
