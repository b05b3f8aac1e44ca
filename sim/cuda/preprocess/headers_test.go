package preprocess

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// TestBuiltinHeaders reads the built-in helper headers in both include
// forms, once each, with every token at the #include line.
func TestBuiltinHeaders(t *testing.T) {
	src := "#include <cstdio>\n#include \"helper_cuda.h\"\n#include <helper_cuda.h>\n#include <helper_functions.h>\nint x = checkCudaErrors(f());\n"
	var errs diag.List
	toks := Process("t.cu", []byte(src), &errs)
	if errs.HasErrors() {
		t.Fatalf("errors: %v", errs)
	}
	var text []string
	defs := map[string]int{}
	for i, tk := range toks {
		if tk.Kind == token.EOF {
			break
		}
		text = append(text, tk.String())
		if tk.Kind == token.Ident && i+1 < len(toks) && toks[i+1].Kind == token.LParen &&
			(tk.Text == "findCudaDevice" || tk.Text == "checkCmdLineFlag" || tk.Text == "sdkCreateTimer") &&
			i > 0 && (toks[i-1].Text == "int" || toks[i-1].Text == "bool") {
			defs[tk.Text]++
			if tk.Pos.Line != 2 && tk.Pos.Line != 4 {
				t.Errorf("%s defined at line %d, want the #include's line", tk.Text, tk.Pos.Line)
			}
		}
	}
	for _, name := range []string{"findCudaDevice", "checkCmdLineFlag", "sdkCreateTimer"} {
		if defs[name] != 1 {
			t.Errorf("%s defined %d times, want once", name, defs[name])
		}
	}
	all := strings.Join(text, " ")
	if want := `int x = check ( ( f ( ) ) , "f()" , "t.cu" , 5 ) ;`; !strings.HasSuffix(all, want) {
		t.Errorf("checkCudaErrors expands to ...%s, want ...%s", all[max(0, len(all)-len(want)):], want)
	}
}

// TestUnknownQuotedHeader keeps refusing a header the lab does not have.
func TestUnknownQuotedHeader(t *testing.T) {
	_, errs := expand(t, "#include \"mine.h\"\nint a;")
	if !errs.HasErrors() || !strings.Contains(errs[0].Msg, "cannot include \"mine.h\"") {
		t.Fatalf("errors = %v", errs)
	}
}

// TestUnknownAngleHeader: a <header> the lab knows nothing of is accepted
// with a warning (its declarations may go unused); the standard, CUDA and
// built-in ones pass silently.
func TestUnknownAngleHeader(t *testing.T) {
	_, errs := expand(t, "#include <mpi.h>\n#include <cstdio>\n#include <cooperative_groups/reduce.h>\n#include <helper_math.h>\nint a;")
	if errs.HasErrors() || len(errs) != 1 || errs[0].Severity != diag.Warning || errs[0].Pos.Line != 1 ||
		errs[0].Msg != "the lab does not have <mpi.h>: what it declares is missing" {
		t.Fatalf("diagnostics = %v", errs)
	}
	// omp.h is built in, with a warning that OpenMP runs on one thread.
	_, errs = expand(t, "#include <omp.h>\nint a;")
	if errs.HasErrors() || len(errs) != 1 || !strings.Contains(errs[0].Msg, "OpenMP runs on one thread in the lab") {
		t.Fatalf("omp.h: diagnostics = %v", errs)
	}
}
