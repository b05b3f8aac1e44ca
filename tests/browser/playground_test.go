package browser

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	ui "simtlab/app"
)

// TestPlaygroundShare edits the playground, picks a GPU and views, shares
// it, and opens the link in a second browser with a fresh profile: the
// program, the GPU and the views come back exactly, and running it there
// shows the occupancy the settings imply.
func TestPlaygroundShare(t *testing.T) {
	dir, _ := site(t)
	site := serve(t, dir)
	code := readTestdata(t, "blocks768.cu")

	ctx := browser(t)
	page := site + strings.TrimPrefix(ui.PlaygroundPath, "/")
	if err := within(ctx, 60*time.Second, chromedp.Navigate(page), waitReady()); err != nil {
		t.Fatalf("loading %s: %v", page, err)
	}
	change := func(css, prop, value string) chromedp.Action[chromedp.Void] {
		return run(`(() => {
			const e = document.querySelector(` + jsString(css) + `);
			e[` + jsString(prop) + `] = ` + value + `;
			e.dispatchEvent(new Event("change", {bubbles: true}));
			return true;
		})()`)
	}
	if err := within(ctx, 30*time.Second,
		setCode(code),
		change("select.playground-gpu", "value", `"b200"`),
		attrBecomes(".playground-controls", "data-gpu", "b200", 5*time.Second),
		change("input.view-shared", "checked", "false"),
		change("input.view-global", "checked", "false"),
		change("input.view-timeline", "checked", "true"),
		chromedp.Click(chromedp.CSS("button.share")),
		chromedp.WaitVisible(chromedp.CSS("input.share-url")),
	); err != nil {
		t.Fatal(err)
	}
	link := viewAttr(ctx, t, "input.share-url", "data-url")
	if !strings.Contains(link, "#v1.") {
		t.Fatalf("share link %q has no state", link)
	}
	// The page's own URL carries the state too.
	if loc, err := get(ctx, 5*time.Second, chromedp.Evaluate[string](`location.href`)); err != nil || loc != link {
		t.Errorf("location %q, want the shared link %q (%v)", loc, link, err)
	}
	t.Logf("link: %d bytes for a %d-byte program", len(link), len(code))

	fresh := browser(t)
	if err := within(fresh, 60*time.Second, chromedp.Navigate(link), waitReady()); err != nil {
		t.Fatalf("opening the link: %v", err)
	}
	got, err := get(fresh, 10*time.Second, chromedp.Evaluate[string](`document.querySelector("section.lab textarea.code").value`))
	if err != nil || got != code {
		t.Errorf("program in the fresh browser differs (%v):\n%s", err, got)
	}
	gpu, err := get(fresh, 5*time.Second, chromedp.Evaluate[string](`document.querySelector("select.playground-gpu").value`))
	if err != nil || gpu != "b200" {
		t.Errorf("GPU %q, want b200 (%v)", gpu, err)
	}
	views, err := get(fresh, 5*time.Second, chromedp.Evaluate[string](
		`[...document.querySelectorAll(".playground-views input:checked")].map(e => e.value).join(",")`))
	if err != nil || views != "occupancy,timeline,metrics" {
		t.Errorf("views %q, want occupancy,timeline,metrics (%v)", views, err)
	}
	if err := within(fresh, 60*time.Second, runAndWait(),
		attrBecomes("figure.occupancy-view", "data-occupancy", "75", 10*time.Second),
		attrBecomes("figure.occupancy-view", "data-gpu", "b200", 5*time.Second)); err != nil {
		t.Fatal(err)
	}
	out, err := get(fresh, 5*time.Second, chromedp.TextContent(sel("pre.output")))
	if err != nil || strings.TrimSpace(out) != "filled 460800" {
		t.Errorf("output %q (%v)", out, err)
	}
	shoot(fresh, t, "main.shell-main", "playground.png")

	// A damaged link says so and leaves a working playground.
	if err := within(fresh, 60*time.Second, chromedp.Navigate("about:blank"), chromedp.Navigate(page+"#v1.AAAA"), waitReady()); err != nil {
		t.Fatal(err)
	}
	note, err := get(fresh, 5*time.Second, chromedp.TextContent(chromedp.CSS(".playground-note")))
	if err != nil || !strings.Contains(note, "damaged") {
		t.Errorf("damaged link: note %q (%v)", note, err)
	}
}
