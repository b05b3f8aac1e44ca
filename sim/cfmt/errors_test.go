package cfmt

import (
	"strings"
	"testing"
)

// Mismatches a C compiler warns about: reported, and formatted as sensibly
// as possible (for integers of the wrong size, as x86-64 glibc reads them).
func TestMismatches(t *testing.T) {
	for _, tc := range []struct {
		format string
		args   []Arg
		want   string
		errSub string
	}{
		{"%d", []Arg{Int(0x100000002, 8)}, "2", "4-byte integer"},
		{"%ld", []Arg{Int(-1, 4)}, "-1", "8-byte integer"},
		{"%d", []Arg{Double(2.75)}, "2", "expects an integer"},
		{"%f", []Arg{Int(3, 4)}, "3.000000", "expects a double"},
		{"%s", []Arg{Int(3, 4)}, "(mismatch)", "expects a string"},
		{"%p", []Arg{Int(16, 8)}, "0x10", "expects a pointer"},
		{"%d %d", []Arg{Int(1, 4)}, "1 ", "missing argument"},
		{"%*d", nil, "", "missing int argument"},
		{"%.*f", []Arg{Double(1), Double(2)}, "2.0", "needs an int"},
		{"%n", []Arg{Pointer(8)}, "", "not supported"},
		{"%ls", []Arg{String("w")}, "w", "not supported"},
		{"abc%", nil, "abc", "incomplete"},
		{"%-5q|", []Arg{Int(1, 4)}, "%-5q|", "unknown conversion"},
		{"%2000000d", []Arg{Int(1, 4)}, strings.Repeat(" ", maxField-1) + "1", "above"},
	} {
		got, err := Format(tc.format, tc.args)
		if got != tc.want || err == nil || !strings.Contains(err.Error(), tc.errSub) {
			t.Errorf("Format(%q) = %.40q, %v; want %.40q and an error with %q", tc.format, got, err, tc.want, tc.errSub)
		}
	}
	// Promoted char and short arguments are not mismatches for %d or %c.
	if got, err := Format("%d %c %hd", []Arg{Int(-3, 1), Int('x', 1), Int(7, 2)}); got != "-3 x 7" || err != nil {
		t.Errorf("promoted arguments: %q, %v", got, err)
	}
	// Extra arguments are allowed, as in C.
	if got, err := Format("%d", []Arg{Int(1, 4), Int(2, 4)}); got != "1" || err != nil {
		t.Errorf("extra argument: %q, %v", got, err)
	}
}

func FuzzFormat(f *testing.F) {
	for _, s := range []string{"%d", "%5.3s", "%#-08.3x", "%a", "%.*g", "%*.*e", "%%", "%lld", "%hhn", "%"} {
		f.Add(s, int64(-7), 3.25, "text")
	}
	f.Fuzz(func(t *testing.T, format string, i int64, x float64, s string) {
		args := []Arg{Int(i, 4), Double(x), String(s), Uint(uint64(i), 8), Pointer(uint64(i)), NullString()}
		out, _ := Format(format, args)
		if len(out) > len(format)*(maxField+400) {
			t.Fatalf("output of %d bytes", len(out))
		}
	})
}
