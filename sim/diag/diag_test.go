package diag

import (
	"errors"
	"testing"
)

func TestString(t *testing.T) {
	d := Diagnostic{Pos: Pos{File: "a.cu", Line: 3, Col: 7}, Severity: Error, Kind: KindType, Msg: "undeclared identifier 'idx'"}
	if got, want := d.String(), "a.cu:3:7: error: undeclared identifier 'idx'"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestFormat(t *testing.T) {
	src := []byte("int main() {\n\tint x = idx;\n}\n")
	d := Diagnostic{Pos: Pos{File: "a.cu", Line: 2, Col: 10}, Msg: "undeclared identifier 'idx'"}
	want := "a.cu:2:10: error: undeclared identifier 'idx'\n\tint x = idx;\n\t        ^"
	if got := Format(d, src); got != want {
		t.Errorf("Format =\n%s\nwant\n%s", got, want)
	}
	// A position past the end of the file gives just the message.
	d.Pos.Line = 9
	if got := Format(d, src); got != d.String() {
		t.Errorf("Format past end = %q", got)
	}
}

func TestListSortDedupeErr(t *testing.T) {
	var l List
	if l.Err() != nil {
		t.Fatal("empty list has an error")
	}
	l.Add(Pos{File: "a.cu", Line: 5, Col: 1}, KindSyntax, "second")
	l.Add(Pos{File: "a.cu", Line: 2, Col: 4}, KindType, "first %d", 1)
	l.Add(Pos{File: "a.cu", Line: 5, Col: 9}, KindSyntax, "second")
	l.AddDiag(Diagnostic{Pos: Pos{File: "a.cu", Line: 1}, Severity: Warning, Msg: "warn"})
	l.Dedupe()
	if len(l) != 3 {
		t.Fatalf("Dedupe left %d diagnostics: %v", len(l), l)
	}
	if l[0].Msg != "warn" || l[1].Msg != "first 1" || l[2].Msg != "second" {
		t.Errorf("order after Dedupe: %v", l)
	}
	err := l.Err()
	var list List
	if !errors.As(err, &list) || err.Error() != "a.cu:1:0: warning: warn (and 2 more)" {
		t.Errorf("Err() = %v", err)
	}
	if !l.HasErrors() {
		t.Error("HasErrors = false")
	}
}

func TestPosString(t *testing.T) {
	for _, c := range []struct {
		p    Pos
		want string
	}{
		{Pos{}, "-"},
		{Pos{File: "x.cu"}, "x.cu"},
		{Pos{Line: 1, Col: 2}, "1:2"},
		{Pos{File: "x.cu", Line: 1, Col: 2}, "x.cu:1:2"},
	} {
		if got := c.p.String(); got != c.want {
			t.Errorf("%#v.String() = %q, want %q", c.p, got, c.want)
		}
	}
}
