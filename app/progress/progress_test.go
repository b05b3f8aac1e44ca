package progress

import (
	"encoding/json"
	"strings"
	"testing"
)

// memStorage is a BrowserStorage over a map, as localStorage holds JSON.
type memStorage map[string]string

func (m memStorage) Set(k string, v any) error {
	b, err := json.Marshal(v)
	m[k] = string(b)
	return err
}
func (m memStorage) Get(k string, v any) error {
	s, ok := m[k]
	if !ok {
		return nil
	}
	return json.Unmarshal([]byte(s), v)
}
func (m memStorage) Del(k string) { delete(m, k) }
func (m memStorage) Clear()       { clear(m) }
func (m memStorage) Len() int     { return len(m) }
func (m memStorage) ForEach(f func(string)) {
	for k := range m {
		f(k)
	}
}
func (m memStorage) Contains(k string) bool { _, ok := m[k]; return ok }

func TestKeysArePerPackLessonAndWidget(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range []string{
		CodeKey("builtin", "threads", "vecadd"), CodeKey("builtin", "threads", "ids"),
		CodeKey("builtin", "warps", "vecadd"), CodeKey("hello", "threads", "vecadd"),
		DoneKey("builtin", "threads", "vecadd"),
	} {
		if seen[k] {
			t.Errorf("key %q used twice", k)
		}
		seen[k] = true
		if _, _, _, _, ok := splitKey(k); !ok {
			t.Errorf("splitKey(%q) fails", k)
		}
	}
	for _, k := range []string{"other", "simtlab/x/code/a", "simtlab/x/note/a/b", "simtlab/x/code/a/b c", "simtlab/../code/a/b"} {
		if _, _, _, _, ok := splitKey(k); ok {
			t.Errorf("splitKey(%q) accepted a foreign key", k)
		}
	}
}

func TestExportImportRoundTrip(t *testing.T) {
	src := Store{memStorage{"unrelated": `"x"`}}
	src.SetCode("builtin", "threads", "vecadd", "int main() { return 0; }\n")
	src.MarkDone("builtin", "threads", "vecadd")
	src.MarkDone("builtin", "warps", "warps3d")
	src.SetCode("hello", "hello", "hello", "// mine\n")
	data := src.Export().Encode()
	if string(data) != string(src.Export().Encode()) {
		t.Fatal("two exports of the same storage differ")
	}
	f, err := Parse(data)
	if err != nil {
		t.Fatalf("Parse(Export()) = %v\n%s", err, data)
	}
	if len(f.Entries) != 3 {
		t.Fatalf("%d entries, want 3:\n%s", len(f.Entries), data)
	}
	dst := Store{memStorage{}}
	sum, err := dst.Import(f)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := sum.String(), "restored 2 edited programs and 2 completed exercises in 2 packs"; got != want {
		t.Errorf("summary %q, want %q", got, want)
	}
	if code, _ := dst.Code("hello", "hello", "hello"); code != "// mine\n" {
		t.Errorf("restored code %q", code)
	}
	if !dst.Done("builtin", "warps", "warps3d") || dst.Done("hello", "hello", "hello") {
		t.Error("done flags not restored exactly")
	}
	if got := dst.DoneWidgets("builtin", "threads"); len(got) != 1 || got[0] != "vecadd" {
		t.Errorf("DoneWidgets = %q", got)
	}
	src.DelCode("hello", "hello", "hello")
	if _, ok := src.Code("hello", "hello", "hello"); ok {
		t.Error("DelCode left the code")
	}
}

func TestParseRejects(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"not json", `hello`, "not a SIMT Lab progress file"},
		{"other format", `{"format":"x","version":1,"entries":[]}`, `format is "x"`},
		{"newer version", `{"format":"simtlab-progress","version":2,"entries":[]}`, "version 2"},
		{"unknown field", `{"format":"simtlab-progress","version":1,"entries":[],"extra":1}`, "unknown field"},
		{"bad name", `{"format":"simtlab-progress","version":1,"entries":[{"pack":"a/b","lesson":"l","widget":"w","done":true}]}`, `pack "a/b"`},
		{"empty widget", `{"format":"simtlab-progress","version":1,"entries":[{"pack":"a","lesson":"l","widget":""}]}`, `widget ""`},
		{"too big", `"` + strings.Repeat("x", maxFileBytes) + `"`, "at most"},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.data))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one containing %q", tt.name, err, tt.want)
		}
	}
}
