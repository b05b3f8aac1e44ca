package mathml

import (
	"strings"
	"testing"
)

// body strips the <math> wrapper so cases stay short.
func body(t *testing.T, tex string, display bool) string {
	t.Helper()
	out, err := Convert(tex, display)
	if err != nil {
		t.Fatalf("Convert(%q): %v", tex, err)
	}
	start := strings.Index(out, "<semantics><mrow>") + len("<semantics><mrow>")
	end := strings.Index(out, `</mrow><annotation`)
	return out[start:end]
}

func TestConvert(t *testing.T) {
	tests := []struct {
		tex     string
		display bool
		want    string
	}{
		{"x", false, "<mi>x</mi>"},
		{"12.5", false, "<mn>12.5</mn>"},
		{"a-b", false, "<mi>a</mi><mo>−</mo><mi>b</mi>"},
		{"x_i^2", false, "<msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup>"},
		{"2^{10}", false, "<msup><mn>2</mn><mrow><mn>10</mn></mrow></msup>"},
		{`\frac{a}{b}`, false, "<mfrac><mrow><mi>a</mi></mrow><mrow><mi>b</mi></mrow></mfrac>"},
		{`\frac12`, false, "<mfrac><mn>1</mn><mn>2</mn></mfrac>"},
		{`\sqrt{n}`, false, "<msqrt><mrow><mi>n</mi></mrow></msqrt>"},
		{`\sqrt[3]{n}`, false, "<mroot><mrow><mi>n</mi></mrow><mrow><mn>3</mn></mrow></mroot>"},
		{`\alpha\Omega`, false, `<mi>α</mi><mi mathvariant="normal">Ω</mi>`},
		{`a \le b \times c`, false, "<mi>a</mi><mo>≤</mo><mi>b</mi><mo>×</mo><mi>c</mi>"},
		{`\text{a < b}`, false, "<mtext>a &lt; b</mtext>"},
		{`\texttt{threadIdx.x}`, false, `<mtext mathvariant="monospace">threadIdx.x</mtext>`},
		{`\mathrm{warp\_id}`, false, `<mi mathvariant="normal">warp_id</mi>`},
		{`\log_2 n`, false, "<msub><mi>log</mi><mn>2</mn></msub><mi>n</mi>"},
		{`\sum_{i}^{n} i`, true, `<munderover><mo largeop="true" movablelimits="true">∑</mo><mrow><mi>i</mi></mrow><mrow><mi>n</mi></mrow></munderover><mi>i</mi>`},
		{`\sum_{i}^{n} i`, false, `<msubsup><mo largeop="true" movablelimits="true">∑</mo><mrow><mi>i</mi></mrow><mrow><mi>n</mi></mrow></msubsup><mi>i</mi>`},
		{`\left( x \right)`, false, `<mrow><mo fence="true" stretchy="true">(</mo><mi>x</mi><mo fence="true" stretchy="true">)</mo></mrow>`},
		{`\left\lfloor x \right.`, false, `<mrow><mo fence="true" stretchy="true">⌊</mo><mi>x</mi></mrow>`},
		{`a\,b`, false, `<mi>a</mi><mspace width="0.167em"></mspace><mi>b</mi>`},
		{`\begin{cases} 1 & x \\ 0 & y \end{cases}`, true, `<mrow><mo fence="true" stretchy="true">{</mo><mtable><mtr><mtd><mn>1</mn></mtd><mtd><mi>x</mi></mtd></mtr><mtr><mtd><mn>0</mn></mtd><mtd><mi>y</mi></mtd></mtr></mtable></mrow>`},
		{`\hat{x}`, false, `<mover accent="true"><mrow><mi>x</mi></mrow><mo stretchy="true">^</mo></mover>`},
		{`n \bmod 32`, false, `<mi>n</mi><mo>mod</mo><mn>32</mn>`},
		{`\{a\}`, false, `<mo>{</mo><mi>a</mi><mo>}</mo>`},
		{`x'`, false, `<mi>x</mi><mo>′</mo>`},
		{`a \mathrel{+}= b`, false, `<mi>a</mi><mrow><mo>+</mo></mrow><mo>=</mo><mi>b</mi>`},
	}
	for _, tt := range tests {
		if got := body(t, tt.tex, tt.display); got != tt.want {
			t.Errorf("Convert(%q, %v):\n got %s\nwant %s", tt.tex, tt.display, got, tt.want)
		}
	}
}

func TestConvertErrors(t *testing.T) {
	tests := []struct{ tex, want string }{
		{`\foo`, `math: unknown command \foo`},
		{`\frac{a}`, "math: missing argument at end of formula"},
		{`{a`, "math: missing }"},
		{`a}`, "math: unexpected }"},
		{`x^`, "math: missing argument at end of formula"},
		{`x^1^2`, "math: double superscript"},
		{`^2`, `math: "^" needs something before it`},
		{`\left( x`, `math: missing \right`},
		{`\right)`, `math: \right without its opening`},
		{`a & b`, `math: "&" outside an aligned, cases or matrix environment`},
		{`\begin{tabular}x\end{tabular}`, `math: unknown environment "tabular"`},
		{`\begin{cases}x\end{matrix}`, `math: \begin{cases} ended by \end{matrix}`},
		{`50%`, `math: "%" must be written \%`},
		{strings.Repeat("{", 100) + strings.Repeat("}", 100), "math: nested too deeply"},
	}
	for _, tt := range tests {
		_, err := Convert(tt.tex, false)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Convert(%q): error %v, want %q", tt.tex, err, tt.want)
		}
	}
}

func TestConvertEscapesAnnotation(t *testing.T) {
	out, err := Convert(`\text{</math><script>}`, false)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, "<script>") || strings.Count(out, "</math>") != 1 {
		t.Errorf("unescaped output: %s", out)
	}
}

// FuzzConvert: no input panics, and output never carries raw markup from
// the input (every < in the TeX is escaped).
func FuzzConvert(f *testing.F) {
	for _, s := range []string{`\frac{a}{b}`, `x_i^2`, `\left( \sum_{i=0}^{n} \right)`, `\begin{cases}a&b\\c\end{cases}`, `\sqrt[3]{\text{<b>}}`, "{{{", `\mathrel{+}`} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, tex string, display bool) {
		out, err := Convert(tex, display)
		if err != nil {
			return
		}
		if strings.Contains(out, "<script") || strings.Count(out, "<math") != 1 {
			t.Fatalf("suspicious output for %q: %s", tex, out)
		}
	})
}
