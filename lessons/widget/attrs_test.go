package widget

import (
	"reflect"
	"testing"
)

func TestParseInfo(t *testing.T) {
	tests := []struct {
		info     string
		lang     string
		attrs    []Attr
		hasBlock bool
		err      string
	}{
		{"cuda", "cuda", nil, false, ""},
		{"  cuda  ", "cuda", nil, false, ""},
		{"cuda {#vecadd run gpu=h200 views=launch,metrics editable=false}", "cuda", []Attr{
			{Name: "id", Value: "vecadd", HasValue: true}, {Name: "run"}, {Name: "gpu", Value: "h200", HasValue: true},
			{Name: "views", Value: "launch,metrics", HasValue: true}, {Name: "editable", Value: "false", HasValue: true},
		}, true, ""},
		{"cuda{run}", "cuda", []Attr{{Name: "run"}}, true, ""},
		{`exercise {for="a b"}`, "exercise", []Attr{{Name: "for", Value: "a b", HasValue: true}}, true, ""},
		{"cuda {}", "cuda", nil, true, ""},
		{"cuda run", "cuda", nil, false, `attributes after "cuda" must be one {…} block, got "run"`},
		{`cuda {for="x}`, "cuda", nil, true, "attribute for: unterminated quoted value"},
		{"cuda {=x}", "cuda", nil, true, `attribute name expected at "=x"`},
	}
	for _, tt := range tests {
		lang, attrs, hasBlock, err := ParseInfo(tt.info)
		errText := ""
		if err != nil {
			errText = err.Error()
		}
		if lang != tt.lang || !reflect.DeepEqual(attrs, tt.attrs) || hasBlock != tt.hasBlock || errText != tt.err {
			t.Errorf("ParseInfo(%q) = %q %+v %v %q; want %q %+v %v %q", tt.info, lang, attrs, hasBlock, errText, tt.lang, tt.attrs, tt.hasBlock, tt.err)
		}
	}
}
