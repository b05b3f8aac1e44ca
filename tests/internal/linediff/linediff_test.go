package linediff

import "testing"

func TestLineDiff(t *testing.T) {
	tests := []struct {
		name, want, got, diff string
	}{
		{"changed line", "a\nb\nc\n", "a\nB\nc\n", "     1| a\n-    2| b\n+    2| B\n     3| c"},
		{"missing newline", "x\n", "x", "-    1| x\n+    1| x\\ no newline at end"},
		{"extra line", "a\n", "a\nz\n", "     1| a\n+    2| z"},
		{"far apart", "1\n2\n3\n4\n5\n6\n7\n8\n", "0\n2\n3\n4\n5\n6\n7\n9\n",
			"-    1| 1\n+    1| 0\n     2| 2\n     3| 3\n  ...\n     6| 6\n     7| 7\n-    8| 8\n+    8| 9"},
	}
	for _, tt := range tests {
		got := Lines(tt.want, tt.got)
		if got != tt.diff {
			t.Errorf("%s: Lines =\n%s\nwant\n%s", tt.name, got, tt.diff)
		}
	}
}
