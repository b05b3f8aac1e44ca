package links

import "testing"

func TestAllowed(t *testing.T) {
	tests := []struct {
		url         string
		link, image bool
	}{
		{"other.md", true, true},
		{"img/a.png", true, true},
		{"#section", true, true},
		{"https://example.org/x", true, true},
		{"HTTP://example.org", true, true},
		{"mailto:a@example.org", true, false},
		{"data:image/png;base64,AAAA", false, true},
		{"data:image/svg+xml;base64,AAAA", false, false},
		{"data:text/html,<script>", false, false},
		{"javascript:alert(1)", false, false},
		{" JavaScript:alert(1)", false, false},
		{"java\tscript:alert(1)", false, false},
		{"java&#x09;script:alert(1)", false, false},
		{"&#x6A;avascript:alert(1)", false, false},
		{"vbscript:x", false, false},
		{"file:///etc/passwd", false, false},
		{"a/b:c", true, true}, // a colon after a slash is not a scheme
	}
	for _, tt := range tests {
		if got := Allowed(tt.url, false); got != tt.link {
			t.Errorf("Allowed(%q, link) = %v", tt.url, got)
		}
		if got := Allowed(tt.url, true); got != tt.image {
			t.Errorf("Allowed(%q, image) = %v", tt.url, got)
		}
	}
}

func TestIsRelative(t *testing.T) {
	for u, want := range map[string]bool{
		"img/a.png": true, "../x.md": true, "#top": false, "https://x": false, "//host/x": false, "": false,
	} {
		if got := IsRelative(u); got != want {
			t.Errorf("IsRelative(%q) = %v", u, got)
		}
	}
}
