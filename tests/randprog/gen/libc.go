package gen

import (
	"fmt"
	"strings"
)

// The libc kind: the host's C library as course programs use it around
// their kernels: number parsing (atoi, atol, atof, strtol with its bases
// and end pointers, strtoul, strtod, sscanf), formatting into buffers
// (sprintf, snprintf with truncation), strings (strlen, strcpy, strncpy,
// strcat, strchr, strrchr, strstr, strcmp, strncmp, memcmp, memset,
// memcpy, toupper), qsort and bsearch with named comparators (a lambda does
// not convert to a function pointer in the lab), abs and div, rand after srand, and
// the math of <cmath> on constants and run-time values alike. Each call's
// result is printed.

var libcNumbers = []string{`"42"`, `"  -17"`, `"+0x1F"`, `"0755"`, `"12abc"`, `"abc"`, `"2147483648"`, `"-9223372036854775809"`,
	`"3.25e2"`, `"-0.0"`, `"1e-400"`, `"inf"`, `"nan"`, `"0x1p-3"`, `"  +7.5xyz"`, `"99999999999999999999"`, `""`, `"0b101"`, `"1,5"`}

var libcWords = []string{`"warp"`, `"Lane 7"`, `"block_dim"`, `""`, `"grid-stride"`, `"SIMT lab"`, `"bank conflict"`}

func (g *gen) libcStatement(i int) string {
	n := libcNumbers[g.pick(len(libcNumbers))]
	w1, w2 := libcWords[g.pick(len(libcWords))], libcWords[g.pick(len(libcWords))]
	switch g.pick(14) {
	case 0:
		return fmt.Sprintf(`    printf("%d atoi %%d atol %%ld atof %%g\n", atoi(%s), atol(%s), atof(%s));`, i, n, n, n)
	case 1:
		base := []int{0, 2, 8, 10, 16, 36}[g.pick(6)]
		return fmt.Sprintf(`    { const char *s = %[2]s; char *end; long v = strtol(s, &end, %[3]d);
      printf("%[1]d strtol %%ld used %%d\n", v, (int)(end - s)); }`, i, n, base)
	case 2:
		return fmt.Sprintf(`    { const char *s = %[2]s; char *end; unsigned long v = strtoul(s, &end, %[3]d);
      printf("%[1]d strtoul %%lu used %%d\n", v, (int)(end - s)); }`, i, n, []int{0, 10, 16}[g.pick(3)])
	case 3:
		return fmt.Sprintf(`    { const char *s = %[2]s; char *end; double v = strtod(s, &end);
      printf("%[1]d strtod %%.17g used %%d\n", v, (int)(end - s)); }`, i, n)
	case 4:
		f := []string{"%d", "%x", "%f", "%s", "%d %d", "%lf", "%c", "%3d%s"}[g.pick(8)]
		return fmt.Sprintf(`    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf(%[2]s, "%[3]s", %[4]s);
      printf("%[1]d sscanf %%d a %%d b %%d d %%g s %%s c %%c\n", got, a, b, d, s, c); }`, i, n, f,
			map[string]string{"%d": "&a", "%x": "(unsigned *)&a", "%f": "(float *)&b", "%s": "s", "%d %d": "&a, &b", "%lf": "&d", "%c": "&c", "%3d%s": "&a, s"}[f])
	case 5:
		size := 1 + g.pick(16)
		return fmt.Sprintf(`    { char buf[17]; int r = snprintf(buf, %[2]d, "%%s|%%d|%%.3f", %[3]s, %[4]d, %[5]d.5);
      printf("%[1]d snprintf %%d [%%s]\n", r, buf); }`, i, size, w1, g.pick(2000)-1000, g.pick(100))
	case 6:
		return fmt.Sprintf(`    { char buf[64]; strcpy(buf, %[2]s); strcat(buf, "/"); strncat(buf, %[3]s, %[4]d);
      printf("%[1]d strcat [%%s] %%zu\n", buf, strlen(buf)); }`, i, w1, w2, g.pick(6))
	case 7:
		ch := "aeiouSt 7-_"[g.pick(11)]
		return fmt.Sprintf(`    { const char *s = %[2]s; const char *p = strchr(s, '%[3]c'), *q = strrchr(s, '%[3]c'), *r = strstr(s, %[4]s);
      printf("%[1]d find %%d %%d %%d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }`, i, w1, ch, w2)
	case 8:
		return fmt.Sprintf(`    printf("%[1]d cmp %%d %%d %%d\n", strcmp(%[2]s, %[3]s), strncmp(%[2]s, %[3]s, %[4]d), memcmp(%[2]s, %[3]s, %[5]d));`,
			i, w1, w2, g.pick(5), g.pick(2))
	case 9:
		k := 3 + g.pick(8)
		vals := make([]string, k)
		for j := range vals {
			vals[j] = fmt.Sprint(g.pick(100) - 50)
		}
		return fmt.Sprintf(`    { int v[] = {%[2]s};
      qsort(v, %[3]d, sizeof v[0], %[5]s);
      int key = %[4]d; int *hit = (int *)bsearch(&key, v, %[3]d, sizeof v[0], byValue);
      printf("%[1]d qsort");
      for (int j = 0; j < %[3]d; j++) printf(" %%d", v[j]);
      printf(" found %%d\n", hit ? (int)(hit - v) : -1); }`, i, strings.Join(vals, ", "), k, g.pick(100)-50,
			[]string{"byValue", "byLastDigit"}[g.pick(2)])
	case 10:
		a, b := g.pick(2000)-1000, 1+g.pick(50)
		if g.chance(0.5) {
			b = -b
		}
		return fmt.Sprintf(`    { div_t d = div(%[2]d, %[3]d); ldiv_t l = ldiv(%[2]dL, %[3]dL);
      printf("%[1]d div %%d %%d %%ld %%ld abs %%d labs %%ld\n", d.quot, d.rem, l.quot, l.rem, abs(%[2]d), labs(-%[4]dL)); }`, i, a, b, g.pick(100000))
	case 11:
		return fmt.Sprintf(`    { srand(%[2]d); int a = rand(), b = rand(), c = rand() %% %[3]d;
      printf("%[1]d rand %%d %%d %%d\n", a, b, c); }`, i, g.pick(1000), 1+g.pick(100))
	case 12:
		return fmt.Sprintf(`    { char s[32]; strncpy(s, %[2]s, sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + %[3]d, '#', 2); s[%[3]d + 2] = 0;
      printf("%[1]d upper [%%s] %%d %%d\n", s, isdigit('%[4]c') != 0, isalpha('%[4]c') != 0); }`, i, w1, g.pick(8), "a7Z-"[g.pick(4)])
	}
	x := fmt.Sprintf("%d.%d", g.pick(40)-20, g.pick(1000))
	fn := []string{"sqrt(fabs(%s))", "exp(%s / 8)", "log(fabs(%s) + 1)", "sin(%s)", "cos(%s)", "tan(%s / 7)", "atan2(%s, 3.0)",
		"pow(fabs(%s), 1.5)", "floor(%s)", "ceil(%s)", "round(%s)", "fmod(%s, 2.5)", "cbrt(%s)", "hypot(%s, 4.0)", "expm1(%s / 9)"}[g.pick(15)]
	call := fmt.Sprintf(fn, x)
	rt := fmt.Sprintf(fn, "v")
	// the call on a constant (which gcc folds) and on the same value read
	// through a volatile (which it cannot)
	return fmt.Sprintf(`    { volatile double vv = %[2]s; double v = vv;
      printf("%[1]d math %%.17g %%.17g\n", %[3]s, %[4]s); }`, i, x, call, rt)
}

func (g *gen) libcProgram(seed uint64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "// Random C library calls in host code (tests/randprog/gen, kind libc, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n#include <cstdlib>\n#include <cstring>\n#include <cctype>\n#include <cmath>\n\n")
	b.WriteString("int byValue(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }\n")
	b.WriteString("// equal last digits compare equal: qsort's stability shows\n")
	b.WriteString("int byLastDigit(const void *a, const void *b) { return abs(*(const int *)a) % 10 - abs(*(const int *)b) % 10; }\n")
	b.WriteString("__global__ void touch(int *p) { p[threadIdx.x] += 1; }\n\n")
	b.WriteString("int main() {\n")
	for i := range 12 + g.pick(8) {
		b.WriteString(g.libcStatement(i))
		b.WriteString("\n")
	}
	b.WriteString("    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);\n")
	b.WriteString("    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);\n")
	b.WriteString("    printf(\"kernel %d %d\\n\", h[0], h[3]);\n    return 0;\n}\n")
	return b.String()
}
