package browser

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	ui "simtlab/app"
)

// TestLaunchMask runs a kernel whose warp splits at an if in the
// playground's launch view and walks its execution trace: the branch shows
// 10 active lanes and divergence, the else path the other 22, and the store
// after the branch the whole warp again. Lines are those of
// testdata/diverge.cu.
func TestLaunchMask(t *testing.T) {
	dir, _ := site(t)
	site := serve(t, dir)
	ctx := browser(t)

	openPlayground(ctx, t, site, ui.PlaygroundState{Code: readTestdata(t, "diverge.cu"), Views: []string{"launch"}})
	if err := within(ctx, 60*time.Second, runAndWait(),
		attrBecomes(".mask-view", "data-step", "0", 10*time.Second)); err != nil {
		t.Fatal(err)
	}
	if got := viewAttr(ctx, t, ".mask-view", "data-active-lanes"); got != "32" {
		t.Errorf("first step: data-active-lanes = %s, want 32", got)
	}
	steps := []struct {
		lanes, divergent, change, line string
		shot                           string
	}{
		{"10", "true", "diverge", "8", "launch-mask-diverge.png"},
		{"22", "true", "switch", "10", ""},
		{"32", "false", "reconverge", "12", "launch-mask-reconverge.png"},
	}
	for _, st := range steps {
		if err := within(ctx, 15*time.Second, chromedp.Click(sel("button.mask-next-change")),
			attrBecomes(".mask-view", "data-active-lanes", st.lanes, 5*time.Second)); err != nil {
			t.Fatal(err)
		}
		for name, want := range map[string]string{"data-divergent": st.divergent, "data-change": st.change, "data-line": st.line} {
			if got := viewAttr(ctx, t, ".mask-view", name); got != want {
				t.Errorf("%s lanes: %s = %s, want %s", st.lanes, name, got, want)
			}
		}
		if st.shot != "" {
			shoot(ctx, t, "figure.launch-view", st.shot)
		}
	}
	// The walk works from the keyboard: Enter on a focused Prev goes back.
	if err := within(ctx, 15*time.Second, chromedp.Focus(sel("button.mask-prev")), chromedp.KeyEvent("\r"),
		attrBecomes(".mask-view", "data-active-lanes", "22", 5*time.Second)); err != nil {
		t.Fatal(err)
	}
}
