package knownfail

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "known_failures.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoad(t *testing.T) {
	known, err := Load(write(t, "# comment\n\nfoo.cu needs clusters\nbar  two words\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(known) != 2 || known["foo"] != "needs clusters" || known["bar"] != "two words" {
		t.Fatalf("Load = %v", known)
	}
}

func TestLoadErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"foo\n", "foo has no reason"},
		{"foo a\nfoo.cu b\n", "foo is listed twice"},
	} {
		_, err := Load(write(t, tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Load(%q) error = %v, want %q", tc.text, err, tc.want)
		}
	}
}

func TestMissingFileIsEmpty(t *testing.T) {
	known, err := Load(filepath.Join(t.TempDir(), "absent.txt"))
	if err != nil || len(known) != 0 {
		t.Fatalf("Load(absent) = %v, %v", known, err)
	}
}
