//go:build !wasm

package main

import "testing"

func TestCanonicalHTML(t *testing.T) {
	tests := []struct{ in, want string }{
		{`<meta content="yes" name="x">`, `<meta content="yes" name="x">`},
		{`<meta name="x" content="yes">`, `<meta content="yes" name="x">`},
		{`<img src="/a.png" class="c d" alt="" id="i">`, `<img alt="" class="c d" id="i" src="/a.png">`},
		{`<button disabled class="run">Run</button>`, `<button class="run" disabled>Run</button>`},
		{`<br/>`, `<br/>`},
		{`<p>a &lt;b c="d" a="b"&gt; text</p>`, `<p>a &lt;b c="d" a="b"&gt; text</p>`}, // text is left alone
		{`<x-y b="1" a="2" />`, `<x-y a="2" b="1"/>`},
		{`<a title="x > y" href="/">`, `<a href="/" title="x > y">`},
		{`<textarea value="printf(\"<x>\\n\");" id="c">`, `<textarea id="c" value="printf(\"<x>\\n\");">`},
	}
	for _, tt := range tests {
		if got := string(canonicalHTML([]byte(tt.in))); got != tt.want {
			t.Errorf("canonicalHTML(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
