package sim

import (
	"context"
	"strings"
	"testing"
)

// std::stoi and its kin convert as libstdc++ does and, with nothing to
// convert or a value out of range, end the program as an uncaught
// exception does: terminate's message on stderr and abort's status 134.
func TestStdStringConversions(t *testing.T) {
	const prefix = "#include <string>\n#include <cstdio>\nint main() {\n    size_t idx = 0;\n"
	cases := []struct {
		body, stdout, stderr string
		exit                 int
	}{
		{`int a = std::stoi("  42abc", &idx); printf("%d %zu\n", a, idx);`, "42 4\n", "", 0},
		{`printf("%d %ld %lld %lu\n", std::stoi("ff", nullptr, 16), std::stol("-123"), std::stoll("9000000000"), std::stoul("77"));`,
			"255 -123 9000000000 77\n", "", 0},
		{`std::string f = "2.5e3x"; float v = std::stof(f, &idx); printf("%g %g %zu\n", v, std::stod("1e-3"), idx);`, "2500 0.001 5\n", "", 0},
		{`printf("%d\n", std::stoi("x1"));`, "", "'std::invalid_argument'\n  what():  stoi", 134},
		{`std::string s = "3000000000"; printf("%d\n", std::stoi(s));`, "", "'std::out_of_range'\n  what():  stoi", 134},
		{`printf("%g\n", std::stof("1e39"));`, "", "'std::out_of_range'\n  what():  stof", 134},
		{`printf("%g\n", std::stod(""));`, "", "'std::invalid_argument'\n  what():  stod", 134},
	}
	for _, tc := range cases {
		var out, errs strings.Builder
		src := prefix + "    " + tc.body + "\n    return 0;\n}\n"
		res := Run(context.Background(), "sto.cu", []byte(src), Options{Stdout: &out, Stderr: &errs})
		if res.Diagnostics.HasErrors() {
			t.Fatalf("%s: %v", tc.body, res.Diagnostics)
		}
		if out.String() != tc.stdout || res.ExitCode != tc.exit || !strings.Contains(errs.String(), tc.stderr) {
			t.Errorf("%s: stdout %q stderr %q exit %d, want %q, %q and %d", tc.body, out.String(), errs.String(), res.ExitCode, tc.stdout, tc.stderr, tc.exit)
		}
	}
}

// std::make_pair of types the program never names as a pair gives a pair
// of them, one per combination (a program that names one pair instance
// gets that one, as check/makepair.go says).
func TestMakePairUnnamed(t *testing.T) {
	src := `#include <cstdio>
#include <utility>
int main() {
    auto p = std::make_pair(1, 2.5f);
    auto q = std::make_pair(p.second * 2, 'x');
    auto r = std::make_pair(3, 0.5f);
    printf("%d %.1f %.1f %c %d %.2f\n", p.first, p.second, q.first, q.second, r.first, r.second);
    return 0;
}
`
	var out strings.Builder
	res := Run(context.Background(), "pair.cu", []byte(src), Options{Stdout: &out})
	if len(res.Diagnostics) > 0 || out.String() != "1 2.5 5.0 x 3 0.50\n" {
		t.Errorf("stdout %q, diagnostics %v", out.String(), res.Diagnostics)
	}
}
