package highlightcss

import (
	"strings"
	"testing"
)

func TestCSS(t *testing.T) {
	css := CSS("github")
	// Classes the lessons renderer emits must be styled.
	for _, class := range []string{".hl-k ", ".hl-nf ", ".hl-c1 ", ".hl-s ", ".hl-mi ", ".hl-chroma "} {
		if !strings.Contains(css, class) {
			t.Errorf("no rule for %s", class)
		}
	}
}
