package check

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

func mustCheck(t *testing.T, src string) *ast.File {
	t.Helper()
	f, diags := File("t.cu", []byte(src))
	if diags.HasErrors() {
		t.Fatalf("unexpected errors:\n%v", diags)
	}
	return f
}

// valueOf checks `auto v = expr;` in main and returns v's initialiser.
func valueOf(t *testing.T, expr string) ast.Expr {
	t.Helper()
	f := mustCheck(t, "int main() { auto v = "+expr+"; return 0; }")
	return f.Funcs[0].Body.List[0].(*ast.DeclStmt).Decls[0].Init
}

func TestConstantFolding(t *testing.T) {
	tests := []struct {
		expr string
		typ  string
		val  string
	}{
		{"1 + 2 * 3", "int", "7"},
		{"2147483647 + 1", "int", "-2147483648"},
		{"0xffffffffu + 1", "unsigned int", "0"},
		{"-1 / 2", "int", "0"},
		{"-7 % 3", "int", "-1"},
		{"1u - 2", "unsigned int", "4294967295"},
		{"(char)300", "char", "44"},
		{"(unsigned char)-1", "unsigned char", "255"},
		{"1 << 31", "int", "-2147483648"},
		{"-8 >> 1", "int", "-4"},
		{"0x80000000 >> 4", "unsigned int", "134217728"},
		{"sizeof(double) * 2", "unsigned long", "16"},
		{"3 > 2 && 1", "bool", "1"},
		{"'a' + 1", "int", "98"},
		{"1.0f / 3", "float", "0.3333333432674408"},
		{"1.0 / 3", "double", "0.3333333333333333"},
		{"(int)2.9", "int", "2"},
		{"(int)-2.9", "int", "-2"},
		{"1 ? 2 : 3", "int", "2"},
		{"~0u", "unsigned int", "4294967295"},
		{"(long long)1 << 40", "long long", "1099511627776"},
		{"10 / 0", "int", "?"},
	}
	for _, tt := range tests {
		x := valueOf(t, tt.expr)
		if got := x.Type().String(); got != tt.typ {
			t.Errorf("%s: type %s, want %s", tt.expr, got, tt.typ)
		}
		v := x.Base().Const
		got := "?"
		if v != nil {
			switch {
			case v.IsFloat:
				got = strings.TrimRight(strings.TrimRight(ftoa(v.Float), "0"), ".")
			case types.IsSigned(x.Type()):
				got = itoa(int64(v.Int))
			default:
				got = utoa(v.Int)
			}
		}
		if got != tt.val {
			t.Errorf("%s: value %s, want %s", tt.expr, got, tt.val)
		}
	}
}

func ftoa(f float64) string {
	if f == math.Trunc(f) {
		return itoa(int64(f))
	}
	return strings.TrimSpace(strings.Replace(strings.TrimSpace(formatFloat(f)), "+", "", -1))
}

func TestImplicitConversions(t *testing.T) {
	x := valueOf(t, "(short)1 + (char)2")
	b := x.(*ast.Binary)
	for _, op := range []ast.Expr{b.X, b.Y} {
		c, ok := op.(*ast.Cast)
		if !ok || c.Style != ast.CastImplicit || c.Conv != ast.ConvIntToInt || c.Type() != types.Typ[types.Int] {
			t.Errorf("operand %T not promoted to int", op)
		}
	}
	x = valueOf(t, "1u + 2.0f")
	b = x.(*ast.Binary)
	if c, ok := b.X.(*ast.Cast); !ok || c.Conv != ast.ConvIntToFloat || b.T != types.Typ[types.Float] {
		t.Errorf("1u + 2.0f: %T %v", b.X, b.T)
	}
}

func TestTemplatesAndFuncs(t *testing.T) {
	f := mustCheck(t, `
template <int N> __global__ void fill(int *p) { p[threadIdx.x] = N; }
template <typename T> __device__ T sq(T v) { return v * v; }
__global__ void use(float *f, double *d) { f[0] = sq(f[1]); d[0] = sq(d[1]); f[2] = sq(f[3]); }
int main() {
    int *p = 0;
    fill<32><<<1, 32>>>(p);
    fill<64><<<1, 64>>>(p);
    fill<32><<<2, 32>>>(p);
    return 0;
}`)
	var names []string
	for _, fd := range f.Funcs {
		names = append(names, fd.Name)
	}
	want := "use main sq<float> sq<double> fill<32> fill<64>"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("Funcs = %s, want %s", got, want)
	}
	if f.Main == nil || f.Main.Name != "main" {
		t.Error("Main not set")
	}
	for i, o := range f.Objects {
		if o.ID != i {
			t.Fatalf("object %s has ID %d at index %d", o.Name, o.ID, i)
		}
	}
	// The launches point at instances whose N is folded.
	fill32 := f.Funcs[4]
	assign := fill32.Body.List[0].(*ast.ExprStmt).X.(*ast.Assign)
	if v := assign.Y.Base().Const; v == nil || v.Int != 32 {
		t.Errorf("N not folded in fill<32>")
	}
	launch := f.Funcs[1].Body.List[3].(*ast.ExprStmt).X.(*ast.Launch)
	if launch.Kernel != fill32.Obj {
		t.Errorf("third launch does not reuse fill<32>")
	}
}

// A function passed for a function-pointer parameter gives the template
// arguments its types spell (nvcc deduces them; the lab asked for them).
func TestDeduceFromFunctionPointer(t *testing.T) {
	f := mustCheck(t, `
__global__ void k(const double *p, unsigned long long *o) { o[0] = (unsigned long long)p[0]; }
static float half(float a, float b) { return (a + b) / 2; }
template <typename T, typename U> void run(void (*kern)(const T *, U *), T (*g)(T, T)) { T x = g(1, 2); (void)x; }
int main() { run(k, (double (*)(double, double))0); run<float, int>(0, half); return 0; }
`)
	var names []string
	for _, fd := range f.Funcs {
		names = append(names, fd.Name)
	}
	if got := strings.Join(names, " "); !strings.Contains(got, "run<double, unsigned long long>") || !strings.Contains(got, "run<float, int>") {
		t.Errorf("Funcs = %s, want run<double, unsigned long long> and run<float, int>", got)
	}
}

func TestObjectsAndSpaces(t *testing.T) {
	f := mustCheck(t, `
__constant__ float c[4];
__device__ int counter;
int hostGlobal;
__global__ void k(float *out) {
    __shared__ float tile[16][16];
    extern __shared__ int dyn[];
    static __shared__ int once;
    out[0] = tile[0][0] + c[0] + dyn[0] + counter + once;
}
int main() { static int calls; return calls + hostGlobal; }`)
	spaces := map[string]ast.Space{}
	for _, v := range f.Vars {
		spaces[v.Name] = v.Obj.Space
	}
	want := map[string]ast.Space{"c": ast.SpaceConstant, "counter": ast.SpaceGlobal, "hostGlobal": ast.SpaceHost,
		"tile": ast.SpaceShared, "dyn": ast.SpaceDynShared, "once": ast.SpaceShared, "calls": ast.SpaceHost}
	for n, s := range want {
		if spaces[n] != s {
			t.Errorf("%s: space %v, want %v", n, spaces[n], s)
		}
	}
	if len(f.Vars) != len(want) {
		t.Errorf("Vars has %d entries, want %d", len(f.Vars), len(want))
	}
}

func TestPrintfPromotions(t *testing.T) {
	f := mustCheck(t, `int main() { float x = 1; char c = 'a'; printf("%f %c\n", x, c); return 0; }`)
	call := f.Funcs[0].Body.List[2].(*ast.ExprStmt).X.(*ast.Call)
	if call.Args[1].Type() != types.Typ[types.Double] || call.Args[2].Type() != types.Typ[types.Int] {
		t.Errorf("variadic promotions: %v %v", call.Args[1].Type(), call.Args[2].Type())
	}
}

func TestDefaults(t *testing.T) {
	f := mustCheck(t, `__global__ void k(int v) { __syncwarp(); int x = __shfl_down_sync(0xffffffff, v, 1); }`)
	call := f.Funcs[0].Body.List[0].(*ast.ExprStmt).X.(*ast.Call)
	if len(call.Args) != 1 || call.Args[0].Base().Const.Int != 0xffffffff {
		t.Errorf("__syncwarp() default mask not filled in")
	}
	sh := f.Funcs[0].Body.List[1].(*ast.DeclStmt).Decls[0].Init.(*ast.Call)
	if len(sh.Args) != 4 || sh.Args[3].Base().Const.Int != 32 {
		t.Errorf("__shfl_down_sync width default not filled in")
	}
}

// FuzzCheck runs the whole front end on arbitrary input: it must never panic.
func FuzzCheck(f *testing.F) {
	for _, dir := range []string{"testdata/errors", "testdata/valid", "testdata/golden", "../../../tests/conformance"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.cu"))
		for _, name := range files {
			if src, err := os.ReadFile(name); err == nil {
				f.Add(src)
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		// A watchdog turns a hang into a failure that records the input.
		timer := time.AfterFunc(10*time.Second, func() { panic("front end ran for more than 10s on this input") })
		defer timer.Stop()
		file, diags := File("f.cu", src)
		if file == nil {
			t.Fatal("nil file")
		}
		if !diags.HasErrors() {
			checkContract(t, file)
		}
	})
}

func TestOverloads(t *testing.T) {
	tests := []struct{ call, result string }{
		{"min(1, 2)", "int"},
		{"min(1, 2.0f)", "float"},
		{"min(1, 2u)", "unsigned int"},
		{"max(1LL, 2)", "long long"},
		{"max(1.0, 2.0f)", "double"},
		{"sqrt(2)", "double"},
		{"sqrt(2.0f)", "float"},
		{"pow(2.0f, 3)", "double"}, // C++ promotes: sizeof(pow(1.1f, 3)) is 8 with nvcc (probe mf_04)
		{"pow(2.0f, 3.0f)", "float"},
		{"pow(2.0, 3)", "double"},
		{"abs(-2)", "int"},
		{"abs(-2.5f)", "float"},
		{"fabs(-2.5f)", "float"},
		{"__shfl_sync(0xffffffff, 1.0f, 0)", "float"},
		{"__shfl_sync(0xffffffff, 1.0, 0)", "double"},
		{"__shfl_sync(0xffffffff, 1, 0)", "int"},
		{"atomicAdd((float *)p, 1)", "float"},
		{"atomicAdd((unsigned long long *)p, 1)", "unsigned long long"},
		{"atomicAdd((int *)p, 1)", "int"},
	}
	for _, tt := range tests {
		f, diags := File("t.cu", []byte("__global__ void k(void *p) { auto v = "+tt.call+"; }"))
		if diags.HasErrors() {
			t.Errorf("%s: %v", tt.call, diags)
			continue
		}
		v := f.Funcs[0].Body.List[0].(*ast.DeclStmt).Decls[0]
		if got := v.Obj.Type.String(); got != tt.result {
			t.Errorf("%s: %s, want %s", tt.call, got, tt.result)
		}
	}
}
