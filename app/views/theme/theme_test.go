package theme

import "testing"

func TestNext(t *testing.T) {
	tests := []struct {
		current    string
		systemDark bool
		want       string
	}{
		{"", false, "dark"},
		{"", true, "light"},
		{"dark", false, "light"},
		{"light", true, "dark"},
	}
	for _, tt := range tests {
		if got := Next(tt.current, tt.systemDark); got != tt.want {
			t.Errorf("Next(%q, %v) = %q, want %q", tt.current, tt.systemDark, got, tt.want)
		}
	}
}
