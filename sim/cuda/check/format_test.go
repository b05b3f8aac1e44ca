package check

import (
	"strings"
	"testing"

	"simtlab/sim/diag"
)

func TestFormatWarnings(t *testing.T) {
	tests := []struct{ call, warning string }{
		{`printf("%d\n", 1)`, ""},
		{`printf("%f %e %g\n", 1.0f, 2.0, 3.0)`, ""},
		{`printf("%s %c %p %%\n", "s", 'c', (void *)0)`, ""},
		{`printf("%zu %ld %lld %llu %lu\n", sizeof(int), 1L, 1LL, 1ULL, 1UL)`, ""},
		{`printf("%5.2f|%-8d|%*d\n", 1.0, 2, 3, 4)`, ""},
		{`printf("%d\n", 1.5)`, "format %d expects an int, but the argument has type double"},
		{`printf("%f\n", 1)`, "format %f expects a double (or a float), but the argument has type int"},
		{`printf("%d %d\n", 1)`, "format %d in the printf format string has no argument"},
		{`printf("%d\n", 1, 2)`, "more arguments than the printf format string uses"},
		{`printf("%s\n", 3)`, "format %s expects a string (char *), but the argument has type int"},
		{`printf("%ld\n", 3)`, "format %ld expects a long, but the argument has type int"},
		{`printf("%d\n", sizeof(int))`, "format %d expects an int, but the argument has type unsigned long"},
		{`printf("100%")`, "incomplete format specifier"},
	}
	for _, tt := range tests {
		checkWarning(t, tt.call, "#include <cstdio>\nint main() { "+tt.call+"; return 0; }", tt.warning)
	}
}

// checkWarning checks src, which must compile, and requires its warnings
// to contain want, or to be none when want is empty.
func checkWarning(t *testing.T, name, src, want string) {
	t.Helper()
	_, diags := File("t.cu", []byte(src))
	var warnings []string
	for _, d := range diags {
		if d.Severity == diag.Error {
			t.Errorf("%s: error %s", name, d)
		} else {
			warnings = append(warnings, d.Msg)
		}
	}
	got := strings.Join(warnings, "; ")
	if want == "" && got != "" || want != "" && !strings.Contains(got, want) {
		t.Errorf("%s: warnings %q, want %q", name, got, want)
	}
}

func TestMissingReturnWarning(t *testing.T) {
	tests := []struct {
		body string
		warn bool
	}{
		{"return 1;", false},
		{"if (x) return 1; else return 2;", false},
		{"if (x) return 1;", true},
		{"for (;;) {}", false},
		{"while (1) { if (x) return 1; }", false},
		{"while (1) { if (x) break; }", true},
		{"switch (x) { case 1: return 1; default: return 2; }", false},
		{"switch (x) { case 1: return 1; }", true},
		{"exit(1);", false},
		{"x++;", true},
	}
	for _, tt := range tests {
		_, diags := File("t.cu", []byte("#include <cstdlib>\nint f(int x) { "+tt.body+" }\nint main() { return f(1); }"))
		got := false
		for _, d := range diags {
			if d.Severity == diag.Error {
				t.Errorf("%s: %s", tt.body, d)
			}
			if strings.Contains(d.Msg, "without a return") {
				got = true
			}
		}
		if got != tt.warn {
			t.Errorf("%s: warning %v, want %v", tt.body, got, tt.warn)
		}
	}
}

// Runtime calls CUDA 13 removed still run, with a warning naming the
// form nvcc 13 takes; the current forms get none.
func TestRemovedInCUDA13Warnings(t *testing.T) {
	tests := []struct{ call, warning string }{
		{`cudaThreadSynchronize()`, "cudaThreadSynchronize was removed in CUDA 13"},
		{`cudaDeviceSynchronize()`, ""},
		{`cudaMemPrefetchAsync(p, 4, 0, 0)`, "CUDA 12's cudaMemPrefetchAsync"},
		{`cudaMemPrefetchAsync(p, 4, loc, 0, 0)`, ""},
		{`cudaMemAdvise(p, 4, cudaMemAdviseSetReadMostly, 0)`, "CUDA 12's cudaMemAdvise"},
		{`cudaMemAdvise(p, 4, cudaMemAdviseSetReadMostly, loc)`, ""},
	}
	for _, tt := range tests {
		src := "int main() { float *p; cudaMallocManaged(&p, 4); cudaMemLocation loc = {cudaMemLocationTypeDevice, 0}; " + tt.call + "; return 0; }"
		checkWarning(t, tt.call, src, tt.warning)
	}
}
