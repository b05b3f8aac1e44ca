package check

import (
	"testing"

	"simtlab/sim/cuda/ast"
)

// TestCoutFormats checks the printf format each std::cout chain lowers to.
func TestCoutFormats(t *testing.T) {
	tests := []struct{ stmts, want string }{
		{`std::cout << 1 << " " << 2.5 << std::endl;`, "%d %g\n"},
		{`std::cout << "100%" << '\n';`, "100%%%c"},
		{`std::cout << 3u << 4L << 5UL << 6LL << 7ULL;`, "%u%ld%lu%lld%llu"},
		{`std::cout << 1.0f << true << (char)65;`, "%g%d%c"},
		{`std::cout << std::fixed << std::setprecision(3) << 1.0 << std::scientific << 2.0;`, "%.3f%.3e"},
		{`std::cout << std::setprecision(4) << 1.0 << std::defaultfloat << 2.0f;`, "%.4g%.4g"},
		{`std::cout << std::setw(5) << 1 << 2;`, "%5d%d"},
		{`std::cout << std::left << std::setw(6) << "ab" << std::right << std::setw(3) << 'c';`, "%-6s%3c"},
		// a fill other than ' ' pads the whole value: "%.*s" takes that many fill characters
		{`std::cout << std::setfill('0') << std::setw(4) << -7 << std::setw(3) << "x";`, "%.*s%d%.*s%s"},
		{`std::cout << std::setfill('*') << std::left << std::setw(4) << 7;`, "%d%.*s"},
		{`std::cout << std::hex << 255 << std::dec << 255;`, "%x%d"},
		{`std::cout << std::showbase << std::uppercase << std::hex << 255 << std::oct << 8u << std::dec << std::showpos << 3 << 3u << 1.5;`, "%#X%#o%+d%u%+G"},
		{`std::cout << std::boolalpha << (1 < 2);`, "%s"},
		{`int a[2]; int *p = a; std::cout << p;`, "%#lx"}, // libstdc++: 0x... as %p, but 0 for a null pointer
		{`std::cout << nullptr;`, "%s"},
		{`const char *s = "hi"; std::cout << s << std::flush;`, "%s"},
		{`std::cerr << "e" << std::endl;`, "e\n"},
	}
	for _, tt := range tests {
		src := "#include <iostream>\n#include <iomanip>\nint main() {\n" + tt.stmts + "\nreturn 0;\n}\n"
		f, diags := File("cout.cu", []byte(src))
		if len(diags) > 0 {
			t.Errorf("%s: %v", tt.stmts, diags)
			continue
		}
		var got string
		ast.Inspect(f.Main.Decl.Body, func(n ast.Node) bool {
			if c, ok := n.(*ast.Call); ok && c.Func != nil && (c.Func.Name == "printf" || c.Func.Name == "fprintf") {
				if lit := formatLiteral(c.Args[formatArg[c.Func.Name]]); lit != nil {
					got = lit.Value
				}
			}
			return true
		})
		if got != tt.want {
			t.Errorf("%s: format %q, want %q", tt.stmts, got, tt.want)
		}
	}
}
