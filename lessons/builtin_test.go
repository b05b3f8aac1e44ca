//go:build !wasm

package lessons

import (
	"context"
	"testing"
)

// The embedded course must load without problems (programs are not run
// here: that is `simtlab check`'s job, with the simulator wired in).
func TestBuiltinPackLoads(t *testing.T) {
	p, err := LoadBuiltinPack()
	if err != nil {
		t.Fatalf("built-in course:\n%v", err)
	}
	if p.Title == "" || len(p.Lessons) == 0 {
		t.Fatalf("built-in course is empty: %+v", p)
	}
	for _, pr := range CheckPack(context.Background(), BuiltinFS(), CheckOptions{}) {
		t.Errorf("%s", pr)
	}
}
