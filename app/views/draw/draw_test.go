package draw

import (
	"strings"
	"testing"
)

func TestSVG(t *testing.T) {
	var s Scene
	s.Open(100, 50, "c", `a "title" <x>`)
	s.Rect(1, 2, 3, 4, Blue, "")
	s.Line(0, 0, 10, 10, Ink, 2)
	s.Text(5, 5, "middle", "a<b")
	s.Circle(5, 5, 4, Ink)
	s.Path("M0 0H10", Orange, 1.5)
	svg := s.SVG()
	for _, want := range []string{
		`viewBox="0 0 100 50"`, `aria-label="a &#34;title&#34; &lt;x&gt;"`,
		`<rect x="1.0" y="2.0" width="3.0" height="4.0" fill="#0072B2" stroke="none"/>`,
		`stroke="currentColor" stroke-width="2.0"`, `>a&lt;b</text>`, `<circle cx="5.0"`, `d="M0 0H10"`,
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("SVG lacks %s:\n%s", want, svg)
		}
	}
	if Pick(9) != Cycle[1] || Pick(-1) != Cycle[1] {
		t.Error("Pick does not wrap")
	}
}

func TestEncode(t *testing.T) {
	var s Scene
	s.Open(700, 20, "c", "t")
	s.Rect(1.5, 2, 3, 4, Blue, "none")
	s.Text(5, 6, "end", "a|b\nc")
	s.Path("M0 0H10", Orange, 1.5)
	want := "700 20\n" +
		"r|1.5|2|3|4|#0072B2||1|||\n" +
		"t|5|6|0|0|currentColor||0|a/b c|end|\n" +
		"p|0|0|0|0||#E69F00|1.5|||M0 0H10"
	if got := s.Encode(); got != want {
		t.Errorf("Encode =\n%s\nwant\n%s", got, want)
	}
}
