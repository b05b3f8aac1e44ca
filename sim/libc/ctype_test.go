package libc

import "testing"

// The values glibc 2.3x returns in the C locale (printed by a C program).
func TestCTypeMatchesGlibc(t *testing.T) {
	cases := []struct {
		name string
		c    int
		want int
	}{
		{"isupper", 'A', 256}, {"isupper", 'a', 0}, {"islower", 'q', 512}, {"isalpha", 'z', 1024},
		{"isdigit", '7', 2048}, {"isxdigit", 'F', 4096}, {"isxdigit", 'g', 0}, {"isspace", '\n', 8192},
		{"isspace", ' ', 8192}, {"isprint", ' ', 16384}, {"isgraph", ' ', 0}, {"isgraph", '~', 32768},
		{"isblank", '\t', 1}, {"iscntrl", 127, 2}, {"ispunct", '.', 4}, {"ispunct", 'a', 0},
		{"isalnum", '5', 8}, {"isalpha", 200, 0}, {"isdigit", -1, 0},
		{"toupper", 'q', 'Q'}, {"toupper", '1', '1'}, {"tolower", 'Q', 'q'}, {"tolower", 'q', 'q'},
	}
	for _, tc := range cases {
		got, ok := CType(tc.name, tc.c)
		if !ok || got != tc.want {
			t.Errorf("%s(%d) = %d, %v; want %d", tc.name, tc.c, got, ok, tc.want)
		}
	}
	if _, ok := CType("isfoo", 'a'); ok {
		t.Error("isfoo accepted")
	}
}
