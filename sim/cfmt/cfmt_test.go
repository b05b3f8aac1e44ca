package cfmt

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "regenerate testdata/gen.c and testdata/golden.txt with the system C compiler")

type cArg struct{ kind, text string }

type testCase struct {
	line   int
	format string
	args   []cArg
}

func readCases(t *testing.T) []testCase {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "cases.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []testCase
	for i, line := range strings.Split(string(data), "\n") {
		if line == "" || strings.HasPrefix(line, "# ") {
			continue
		}
		fields := strings.Split(line, "\t")
		c := testCase{line: i + 1, format: fields[0]}
		for _, f := range fields[1:] {
			kind, text, _ := strings.Cut(f, ":")
			c.args = append(c.args, cArg{kind, text})
		}
		cases = append(cases, c)
	}
	return cases
}

// goArg converts a case argument to an Arg.
func goArg(t *testing.T, a cArg) Arg {
	t.Helper()
	parseI := func() int64 {
		v, err := strconv.ParseInt(a.text, 0, 64)
		if err != nil {
			t.Fatalf("bad int %q", a.text)
		}
		return v
	}
	parseU := func() uint64 {
		v, err := strconv.ParseUint(a.text, 0, 64)
		if err != nil {
			t.Fatalf("bad unsigned %q", a.text)
		}
		return v
	}
	switch a.kind {
	case "i":
		return Int(parseI(), 4)
	case "u":
		return Uint(parseU(), 4)
	case "l", "ll":
		return Int(parseI(), 8)
	case "ul", "ull", "z":
		return Uint(parseU(), 8)
	case "d", "ld":
		switch a.text {
		case "nan":
			return Double(math.NaN())
		case "-nan":
			return Double(math.Copysign(math.NaN(), -1))
		}
		v, err := strconv.ParseFloat(a.text, 64)
		if err != nil {
			t.Fatalf("bad double %q", a.text)
		}
		return Double(v)
	case "s":
		return String(a.text)
	case "sn":
		return NullString()
	case "p":
		return Pointer(parseU())
	case "pn":
		return Pointer(0)
	}
	t.Fatalf("unknown argument kind %q", a.kind)
	return Arg{}
}

// cExpr is the same argument as a C expression.
func cExpr(a cArg) string {
	switch a.kind {
	case "i":
		return "(int)(" + a.text + ")"
	case "u":
		return "(unsigned)(" + a.text + ")"
	case "l":
		return "(long)(" + a.text + ")"
	case "ll":
		return "(long long)(" + a.text + ")"
	case "ul":
		return "(unsigned long)(" + a.text + "ull)"
	case "ull":
		return "(unsigned long long)(" + a.text + "ull)"
	case "z":
		return "(size_t)(" + a.text + "ull)"
	case "d":
		switch a.text {
		case "inf":
			return "INFINITY"
		case "-inf":
			return "-INFINITY"
		case "nan":
			return "NAN"
		case "-nan":
			return "-NAN"
		}
		return "(double)(" + a.text + ")"
	case "ld":
		return "(long double)(double)(" + a.text + ")"
	case "s":
		return strconv.Quote(a.text)
	case "sn":
		return "(char *)0"
	case "p":
		return "(void *)(" + a.text + "ull)"
	case "pn":
		return "(void *)0"
	}
	return "?"
}

// writeGenerator writes the C program that prints glibc's output for every case.
func writeGenerator(t *testing.T, cases []testCase, path string) {
	var b strings.Builder
	b.WriteString("/* Generated from cases.txt by cfmt_test.go -update; prints glibc's snprintf\n")
	b.WriteString(" * output for every case, escaped, one per line. */\n")
	b.WriteString("#include <math.h>\n#include <stddef.h>\n#include <stdio.h>\n\n")
	b.WriteString("static char buf[8192];\n\n")
	b.WriteString("static void put(int line, int n) {\n")
	b.WriteString("    printf(\"%d\\t%d\\t\", line, n);\n")
	b.WriteString("    for (int i = 0; i < n && i < (int)sizeof buf - 1; i++) {\n")
	b.WriteString("        unsigned char c = (unsigned char)buf[i];\n")
	b.WriteString("        if (c >= 0x20 && c < 0x7f && c != '\\\\') putchar(c); else printf(\"\\\\x%02x\", c);\n")
	b.WriteString("    }\n    putchar('\\n');\n}\n\nint main(void) {\n")
	for _, c := range cases {
		call := "snprintf(buf, sizeof buf, " + strconv.Quote(c.format)
		for _, a := range c.args {
			call += ", " + cExpr(a)
		}
		fmt.Fprintf(&b, "    put(%d, %s));\n", c.line, call)
	}
	b.WriteString("    return 0;\n}\n")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) && s[i+1] == 'x' {
			v, _ := strconv.ParseUint(s[i+2:i+4], 16, 8)
			b.WriteByte(byte(v))
			i += 3
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// Formats that glibc prints but that Format also reports as errors.
var expectError = map[string]bool{"%y": true, "%5y": true, "abc%": true}

func TestGolden(t *testing.T) {
	cases := readCases(t)
	golden := filepath.Join("testdata", "golden.txt")
	if *update {
		gen := filepath.Join("testdata", "gen.c")
		writeGenerator(t, cases, gen)
		bin := filepath.Join(t.TempDir(), "gen")
		if out, err := exec.Command("cc", "-std=c99", "-w", "-o", bin, gen, "-lm").CombinedOutput(); err != nil {
			t.Fatalf("cc: %v\n%s", err, out)
		}
		out, err := exec.Command(bin).Output()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(golden)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[int]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		parts := strings.SplitN(sc.Text(), "\t", 3)
		line, _ := strconv.Atoi(parts[0])
		n, _ := strconv.Atoi(parts[1])
		want[line] = unescape(parts[2])
		if len(want[line]) != n {
			t.Fatalf("golden line for case %d: length %d, snprintf said %d", line, len(want[line]), n)
		}
	}
	if len(want) != len(cases) {
		t.Fatalf("golden has %d outputs for %d cases; run go test -update", len(want), len(cases))
	}
	for _, c := range cases {
		args := make([]Arg, len(c.args))
		for i, a := range c.args {
			args[i] = goArg(t, a)
		}
		got, err := Format(c.format, args)
		if got != want[c.line] {
			t.Errorf("cases.txt:%d %q %v:\n got  %q\n glibc %q", c.line, c.format, c.args, got, want[c.line])
		}
		if (err != nil) != expectError[c.format] {
			t.Errorf("cases.txt:%d %q: error %v", c.line, c.format, err)
		}
	}
}

// What CUDA 13's device printf printed on an H200 for specifications its
// parser does not know: they stand as written and consume no argument.
func TestFormatDeviceDialect(t *testing.T) {
	cases := []struct {
		format string
		args   []Arg
		want   string
	}{
		{"[%zu]", []Arg{Uint(8, 8)}, "[%zu]"},
		{"[%.*f]", []Arg{Int(3, 4), Double(3.14159)}, "[%.*f]"},
		{"[%Lf]", []Arg{Double(2.5)}, "[%Lf]"},
		{"[%lf]", []Arg{Double(2.5)}, "[2.500000]"},
		{"[%*d|%-*d]", []Arg{Int(6, 4), Int(7, 4), Int(5, 4), Int(7, 4)}, "[     7|7    ]"},
		{"[%zu %d]", []Arg{Int(42, 4)}, "[%zu 42]"},
		{"[%5s|%.3s|%05d|%%]", []Arg{String("xy"), String("abcdef"), Int(7, 4)}, "[   xy|abc|00007|%]"},
	}
	for _, c := range cases {
		got, _ := FormatDevice(c.format, c.args)
		if got != c.want {
			t.Errorf("FormatDevice(%q) = %q, want %q", c.format, got, c.want)
		}
	}
	if got, _ := Format("[%zu]", []Arg{Uint(8, 8)}); got != "[8]" {
		t.Errorf("Format(%%zu) = %q, want [8] (glibc)", got)
	}
	if got := string(Conversions("%s %zu %c %5s %.*f", true)); got != "scs" {
		t.Errorf("device Conversions = %q, want scs", got)
	}
	if got := string(Conversions("%s %zu %c %5s %.*f", false)); got != "sucs*f" {
		t.Errorf("glibc Conversions = %q, want sucs*f", got)
	}
}

func TestDeviceReads(t *testing.T) {
	got := DeviceReads("%d %lld %5.2f|%hhx %s %*d %zu %% %5% %c %p %ld %")
	want := []Read{{'d', 4, false}, {'d', 8, false}, {'f', 8, false}, {'x', 4, true}, {'s', 8, false}, {'*', 4, false},
		{'d', 4, false}, {'c', 4, false}, {'p', 8, false}, {'d', 8, false}}
	if len(got) != len(want) {
		t.Fatalf("DeviceReads = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("read %d: %v, want %v", i, got[i], want[i])
		}
	}
}

// DeviceReads never panics, whatever the format.
func TestDeviceReadsOddFormats(t *testing.T) {
	for _, f := range []string{"%", "%%", "%5", "%.", "%.*", "%hh", "%ll", "%-", "%*", "%5%", "%#0- +*.*lld", "abc%"} {
		DeviceReads(f)
	}
	letters := "%hlL.*-+ #0123456789dsfcpxXzq"
	for n := 0; n < 20000; n++ {
		b := make([]byte, 1+n%9)
		x := uint32(n)*2654435761 + 12345
		for i := range b {
			x = x*1103515245 + 12345
			b[i] = letters[int(x>>16)%len(letters)]
		}
		DeviceReads(string(b))
	}
}

func TestStringPrecisions(t *testing.T) {
	for _, c := range []struct {
		format string
		want   []int
	}{
		{"%s %.4s", []int{-1, 4}},
		{"[%-6.3s] %d %.*s", []int{3, -1, -1, PrecisionArg}},
		{"%*s %.0s %%s %5.2f", []int{-1, -1, 0, -1}},
		{"%.12d %.7s", []int{-1, 7}},
	} {
		if got := StringPrecisions(c.format); !reflect.DeepEqual(got, c.want) {
			t.Errorf("StringPrecisions(%q) = %v, want %v", c.format, got, c.want)
		}
	}
}

// TestWides checks which arguments of a format take 8 bytes, as vprintf
// reads them from their slots: one entry per argument Conversions lists.
func TestWides(t *testing.T) {
	for _, tc := range []struct {
		format string
		want   string // one letter per argument: w for 8 bytes, n for less
	}{
		{"%d %ld %lld %hd %hhu", "nwwnn"},
		{"%zu %jd %td %Lf %f", "wwwwn"},
		{"[%*d] [%-*.*f] %%", "nnnnn"},
		{"%s %p %c %5.2lf", "nnnw"},
		{"no conversions %%", ""},
	} {
		wides := Wides(tc.format)
		got := ""
		for _, w := range wides {
			if w {
				got += "w"
			} else {
				got += "n"
			}
		}
		if got != tc.want {
			t.Errorf("Wides(%q) = %s, want %s", tc.format, got, tc.want)
		}
		if n := len(Conversions(tc.format, false)); n != len(wides) {
			t.Errorf("Wides(%q) has %d entries, Conversions %d", tc.format, len(wides), n)
		}
	}
}
