package preprocess

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

func expand(t *testing.T, src string) (string, diag.List) {
	t.Helper()
	var errs diag.List
	toks := Process("t.cu", []byte(src), &errs)
	var parts []string
	for _, tk := range toks {
		if tk.Kind == token.EOF {
			break
		}
		if tk.Kind == token.Pragma {
			parts = append(parts, "#pragma("+tk.Text+")")
			continue
		}
		parts = append(parts, tk.String())
	}
	return strings.Join(parts, " "), errs
}

func TestExpand(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"object", "#define N 256\nint a[N];", "int a [ 256 ] ;"},
		{"function", "#define SQ(x) ((x)*(x))\nSQ(a+1)", "( ( a + 1 ) * ( a + 1 ) )"},
		{"nested args", "#define F(a, b) a - b\nF((1, 2), g(3, 4))", "( 1 , 2 ) - g ( 3 , 4 )"},
		{"stringize", "#define S(x) #x\nS(a  +  \"b\")", `"a + \"b\""`},
		{"paste", "#define CAT(a, b) a##b\nCAT(x, 1) CAT(, y) CAT(1, .5f)", "x1 y 1.5f"},
		{"recursion stops", "#define A A + 1\nA", "A + 1"},
		{"mutual recursion", "#define A B\n#define B A\nA B", "A B"},
		{"arg expanded first", "#define N 4\n#define ID(x) x\nID(N)", "4"},
		{"no expand under #", "#define N 4\n#define S(x) #x\nS(N)", `"N"`},
		{"xstr", "#define N 4\n#define S(x) #x\n#define XS(x) S(x)\nXS(N)", `"4"`},
		{"name without parens", "#define F(x) x\nint F;", "int F ;"},
		{"variadic", "#define P(fmt, ...) printf(fmt, __VA_ARGS__)\nP(\"%d\", 1, 2)", `printf ( "%d" , 1 , 2 )`},
		{"gnu comma", "#define P(fmt, ...) printf(fmt, ##__VA_ARGS__)\nP(\"x\")", `printf ( "x" )`},
		{"undef", "#define X 1\n#undef X\nX", "X"},
		{"standard headers in quotes", "#include \"stdio.h\"\n#include \"cmath\"\n#include \"sys/time.h\"\nint x;", "int x ;"},
		{"if arithmetic", "#if (1 << 4) == 16 && -1 < 0\nyes\n#else\nno\n#endif", "yes"},
		{"if unsigned", "#if -1 > 0u\nyes\n#else\nno\n#endif", "yes"},
		{"if defined", "#define A\n#if defined(A) && !defined B\nyes\n#endif", "yes"},
		{"elif", "#if 0\na\n#elif 2 > 1\nb\n#elif 1\nc\n#else\nd\n#endif", "b"},
		{"nested skip", "#if 0\n#if 1\nx\n#endif\n#else\ny\n#endif", "y"},
		{"ifdef ifndef", "#ifdef __CUDACC__\nc\n#endif\n#ifndef NOPE\nd\n#endif", "c d"},
		{"include ignored", "#include <stdio.h>\n#include \"cuda_runtime.h\"\nx", "x"},
		{"pragma", "#pragma unroll 4\nfor", "#pragma(unroll 4) for"},
		{"line and file", "\n__LINE__ __FILE__", `2 "t.cu"`},
		{"multi-line call", "#define ADD(a, b) a + b\nADD(1,\n 2)", "1 + 2"},
		{"object then call", "#define f(x) [x]\n#define g f\ng(1)", "[ 1 ]"},
		{"limits", "INT_MAX FLT_MAX", "2147483647 3.40282347e+38F"},
		{"stdint limits", "INT16_MIN UINT8_MAX INT64_MIN", "( - 32767 - 1 ) ( 255 ) ( - 9223372036854775807L - 1 )"},
		{"inttypes", "PRId64 PRIu8 PRIxPTR SCNd16 SCNuFAST8", `"ld" "u" "lx" "hd" "hhu"`},
	}
	checkExpansions(t, tests)
}

// checkExpansions requires each src to expand to want, without errors.
func checkExpansions(t *testing.T, tests []struct{ name, src, want string }) {
	t.Helper()
	for _, tt := range tests {
		got, errs := expand(t, tt.src)
		if got != tt.want {
			t.Errorf("%s: got %s, want %s", tt.name, got, tt.want)
		}
		if len(errs) > 0 {
			t.Errorf("%s: unexpected errors: %v", tt.name, errs)
		}
	}
}

func TestPositionsAtUse(t *testing.T) {
	var errs diag.List
	toks := Process("t.cu", []byte("#define BAD (1 +\nint x =\n   BAD;"), &errs)
	for _, tk := range toks[3:6] {
		if tk.Pos.Line != 3 || tk.Pos.Col != 4 {
			t.Errorf("expanded token %q at %v, want line 3 col 4", tk.Text, tk.Pos)
		}
	}
}

func TestErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"#if 1\nx", "t.cu:1:1: error: #if without a matching #endif"},
		{"#endif", "t.cu:1:2: error: #endif without #if"},
		{"#if 1/0\n#endif", "t.cu:1:6: error: division by zero in #if expression"},
		{"#define F(x) x\nF(1, 2)", "t.cu:2:1: error: too many arguments to macro 'F' (expected 1, have 2)"},
		{"#define F(x) x\nF(1", "t.cu:2:1: error: unterminated call of macro 'F'"},
		{"#define S(x) #y", "t.cu:1:14: error: '#' is not followed by a macro parameter"},
		{"#define C(a) a##\n", "t.cu:1:2: error: '##' cannot appear at either end of a macro"},
		{"#error boom 1", "t.cu:1:1: error: #error boom 1"},
		{"#frob", "t.cu:1:2: error: unknown preprocessing directive #frob"},
		{"#include \"mine.h\"", "t.cu:1:10: error: cannot include \"mine.h\": a lab program is one file; only standard and CUDA headers are available"},
		{"#define P(a,b) a##b\nP(+,/)", "t.cu:2:1: error: pasting \"+\" and \"/\" does not give a valid token"},
		{"#else\n", "t.cu:1:2: error: #else without #if"},
		{"#if 0\n#else\n#else\n#endif", "t.cu:3:2: error: #else after #else"},
	}
	for _, tt := range tests {
		_, errs := expand(t, tt.src)
		if len(errs) == 0 || errs[0].String() != tt.want {
			t.Errorf("%q: errors %v, want %s", tt.src, errs, tt.want)
		}
	}
}

func TestExpansionLimits(t *testing.T) {
	// Exponential growth is cut off with a message instead of running out of memory.
	var b strings.Builder
	b.WriteString("#define A0 x x\n")
	for i := 1; i < 40; i++ {
		b.WriteString("#define A" + itoa(i) + " A" + itoa(i-1) + " A" + itoa(i-1) + "\n")
	}
	b.WriteString("A39\n")
	_, errs := expand(t, b.String())
	if len(errs) == 0 || !strings.Contains(errs[0].Msg, "too many tokens") {
		t.Errorf("errors %v, want a too-many-tokens error", errs)
	}
}

func itoa(i int) string {
	return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+i/10)) + string(rune('0'+i%10)))
}

func FuzzPreprocess(f *testing.F) {
	for _, s := range []string{
		"#define F(x) #x x##x\nF(a)", "#if defined(X) || 1\n#elif\n#endif", "#define A A\nA",
		"#define f(x, ...) __VA_ARGS__\nf(1,2,3)", "#include <x>\n#pragma unroll\n", "#if (((",
		"__global__ void k() {\n#ifdef __CUDA_ARCH__\n} {\n#elif __CUDA_ARCH__ > 1\n#else\n}}\n#endif\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		var errs diag.List
		toks := Process("f.cu", src, &errs)
		if len(toks) == 0 || toks[len(toks)-1].Kind != token.EOF {
			t.Fatal("output does not end with EOF")
		}
	})
}

func TestNestedArgumentBlowup(t *testing.T) {
	src := "#define D(x) x x\n" + strings.Repeat("D(", 40) + "1" + strings.Repeat(")", 40) + "\n"
	_, errs := expand(t, src)
	if len(errs) == 0 || !strings.Contains(errs[0].Msg, "too many tokens") {
		t.Errorf("errors %v, want a too-many-tokens error", errs)
	}
}

func TestPragmaOperator(t *testing.T) {
	got, errs := expand(t, "#define UNROLL _Pragma(\"unroll 4\")\nUNROLL for\n_Pragma(\"unroll\") while")
	if want := "#pragma(unroll 4) for #pragma(unroll) while"; got != want || len(errs) > 0 {
		t.Errorf("got %s (%v), want %s", got, errs, want)
	}
	_, errs = expand(t, "_Pragma(unroll)")
	if len(errs) != 1 {
		t.Errorf("_Pragma without a string: %v", errs)
	}
}
