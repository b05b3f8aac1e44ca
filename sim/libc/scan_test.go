package libc

import (
	"fmt"
	"testing"
)

// The expectations are glibc 2.36's sscanf results (checked with g++ on
// the same inputs).
func TestScan(t *testing.T) {
	for _, c := range []struct {
		in, format string
		result     int
		texts      string // the items' Text (or N for %n), comma separated
	}{
		{"1 2 3", "%d %d %u", 3, "1,2,3"},
		{"1, 2", "%d,%d", 2, "1,2"},
		{"  -12abc", "%d%d", 1, "-12"},
		{"", "%d", -1, ""},
		{"   ", "%d", -1, ""},
		{"x", "%d", 0, ""},
		{"x", "x%d", -1, ""},
		{"12", "%d %d", 1, "12"},
		{"", "%*d %d", -1, ""},
		{"7 8", "%*d %d", 1, "8"},
		{"0x1f 017 10", "%i %i %i", 3, "0x1f,017,10"},
		{"123456", "%2d%3d%u", 3, "12,345,6"},
		{"5%6", "%d%%%d", 2, "5,6"},
		{"12.5abc", "%3f%f", 2, "12.,5"},
		{"1e+ 5", "%f %f", 2, "1e+,5"},
		{"inf -nan", "%f %f", 2, "inf,-nan"},
		{"abc123def", "%[a-z]%[0-9]", 2, "abc,123"},
		{"key=value", "%[^=]=%s", 2, "key,value"},
		{"]x-", "%[]x-]", 1, "]x-"},
		{"  ab", "%c%c", 2, " , "},
		{"ab", "%2c", 1, "ab"},
		{"  42  rest", " %n%d%n", 1, "2,42,4"},
		{"abc", "abd%d", 0, ""},
		{"", "%c", -1, ""},
	} {
		items, result := Scan(c.in, c.format)
		texts := ""
		for i, it := range items {
			if i > 0 {
				texts += ","
			}
			if it.Verb == 'n' {
				texts += fmt.Sprint(it.N)
			} else {
				texts += it.Text
			}
		}
		if result != c.result || texts != c.texts {
			t.Errorf("Scan(%q, %q) = %d [%s], want %d [%s]", c.in, c.format, result, texts, c.result, c.texts)
		}
	}
}

// FuzzScan: no input or format makes Scan panic.
func FuzzScan(f *testing.F) {
	f.Add("1 2", "%d %s %[a-] %5c %n %%")
	f.Fuzz(func(t *testing.T, in, format string) { Scan(in, format) })
}
