package browser

import (
	"archive/zip"
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"simtlab/app/progress"
	"simtlab/lessons"
)

// TestPacksInTheBrowser opens lesson packs with no server behind the page:
// a pack of script-injection attempts from a URL (no script may run), the
// example pack from a picked .zip (its lesson runs and its exercise
// passes), and a progress file exported and imported back.
func TestPacksInTheBrowser(t *testing.T) {
	dir, c := site(t)
	injection := zipDir(t, filepath.Join("..", "packs", "script-injection"))
	helloDir := filepath.Join(repoRoot(), "lessons", "examples", "hello-pack")
	helloZip := filepath.Join(t.TempDir(), "hello-pack.zip")
	if err := os.WriteFile(helloZip, zipDir(t, helloDir), 0o644); err != nil {
		t.Fatal(err)
	}
	root, origin := servePacks(t, dir, map[string][]byte{"script-injection.zip": injection})
	ctx := browser(t)

	// Any alert, confirm or prompt counts as script that ran.
	var dialogs atomic.Int32
	if err := chromedp.Listen(ctx, func(ev any) {
		if _, ok := ev.(*page.EventJavascriptDialogOpening); ok {
			dialogs.Add(1)
		}
	}); err != nil {
		t.Fatal(err)
	}

	t.Run("script injection from a URL", func(t *testing.T) {
		// A link to the site's root with ?pack= hands the pack on to the
		// page that opens packs.
		packURL := origin + "/packs/script-injection.zip"
		err := within(ctx, 60*time.Second,
			chromedp.Navigate(root+"?pack="+url.QueryEscape(packURL)),
			chromedp.WaitVisible(chromedp.CSS(`article.lesson .lesson-html`)),
		)
		if err != nil {
			t.Fatal(err)
		}
		h1, err := get(ctx, 5*time.Second, chromedp.TextContent(chromedp.CSS(`article.lesson h1`)))
		if err != nil || h1 != "Nothing here may run" {
			t.Fatalf("the pack's lesson is not shown: h1 %q, %v", h1, err)
		}
		// Give every handler a chance: click, hover and toggle everything
		// the lesson shows, then let timers and image errors fire.
		err = within(ctx, 10*time.Second, run(`(() => {
			for (const el of document.querySelectorAll("article.lesson *")) {
				el.dispatchEvent(new MouseEvent("mouseover", {bubbles: true}));
				if (el.tagName === "DETAILS") el.open = !el.open;
				if (el.tagName !== "A" && typeof el.click === "function") el.click();
			}
			return true;
		})()`), chromedp.Sleep(time.Second))
		if err != nil {
			t.Fatal(err)
		}
		injected, err := get(ctx, 5*time.Second, chromedp.Evaluate[string](`typeof window.injected`))
		if err != nil {
			t.Fatal(err)
		}
		if injected != "undefined" {
			v, _ := get(ctx, 5*time.Second, chromedp.Evaluate[any](`window.injected`))
			t.Errorf("a script in the pack ran: window.injected = %v", v)
		}
		if n := dialogs.Load(); n != 0 {
			t.Errorf("%d dialogs opened", n)
		}
		// What made it into the page is inert: no script, frame or style
		// element, no event-handler attribute, no javascript: URL.
		bad, err := get(ctx, 5*time.Second, chromedp.Evaluate[[]string](`(() => {
			const bad = [];
			for (const el of document.querySelectorAll("article.lesson *")) {
				if (["SCRIPT", "IFRAME", "STYLE", "OBJECT", "EMBED"].includes(el.tagName)) bad.push(el.tagName);
				for (const a of el.attributes) {
					if (a.name.startsWith("on") || /^\s*javascript:/i.test(a.value)) bad.push(el.tagName + " " + a.name + "=" + a.value);
				}
			}
			return bad;
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		if len(bad) > 0 {
			t.Errorf("unsafe markup in the page: %q", bad)
		}
		// The pack loaded with problems; the page lists them.
		if n := count(t, ctx, `details.pack-problems li`); n == 0 {
			t.Error("the pack's problems are not listed")
		}
	})

	t.Run("URL form reports a missing pack", func(t *testing.T) {
		missing := origin + "/packs/missing.zip"
		err := within(ctx, 30*time.Second,
			chromedp.Navigate(root+"packs.html"),
			chromedp.WaitVisible(chromedp.CSS(`.pack-opener[data-ready="true"] #pack-url`)),
			run(fmt.Sprintf(`(() => {
				const input = document.querySelector("#pack-url");
				input.value = %s;
				input.dispatchEvent(new Event("input", {bubbles: true}));
				document.querySelector(".pack-url button[type=submit]").click();
				return true;
			})()`, jsString(missing))),
			chromedp.WaitVisible(chromedp.CSS(`.pack-status .error`)),
		)
		if err != nil {
			state, _ := get(ctx, 5*time.Second, chromedp.Evaluate[string](`location.href + " " + document.querySelector(".pack-opener").outerHTML`))
			t.Fatalf("%v\n%s", err, state)
		}
		msg, err := get(ctx, 5*time.Second, chromedp.TextContent(chromedp.CSS(`.pack-status .error`)))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(msg, "404") || !strings.Contains(msg, "missing.zip") {
			t.Errorf("error message %q, want the address and its 404", msg)
		}
	})

	t.Run("picked zip runs", func(t *testing.T) {
		p, err := lessons.LoadPack(os.DirFS(helloDir))
		if err != nil {
			t.Fatal(err)
		}
		first := p.Lessons[0]
		w := first.Widgets()[0]
		err = within(ctx, 60*time.Second,
			chromedp.Navigate(root+"packs.html"),
			chromedp.WaitVisible(chromedp.CSS(`.pack-opener[data-ready="true"] #pack-file`)),
			chromedp.SetUploadFiles(chromedp.CSS(`#pack-file`), []string{helloZip}),
			waitReady(),
		)
		if err != nil {
			t.Fatal(err)
		}
		if got := attr(t, ctx, `.pack-info`, "data-pack"); got != "pack-hello-simt-lab-an-example-pack" {
			t.Errorf("pack ID %q", got)
		}
		if got := attr(t, ctx, `article.lesson`, "data-lesson"); got != first.Slug {
			t.Errorf("lesson shown %q, want the first, %q", got, first.Slug)
		}
		if err := within(ctx, 60*time.Second, setCode(w.Exercise.Solution), runAndWait()); err != nil {
			t.Fatal(err)
		}
		out, err := get(ctx, 5*time.Second, chromedp.TextContent(sel(`pre.output`)))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out, "block 1, thread 3") {
			t.Errorf("output %q", out)
		}
		if done := attr(t, ctx, `section.lab aside.exercise`, "data-done"); done != "true" {
			t.Errorf("the pack's exercise is not done after its solution ran (data-done=%s)", done)
		}
		// The pack's image is in the page, read from the .zip.
		if src := attr(t, ctx, `article.lesson img`, "src"); !strings.HasPrefix(src, "data:image/svg+xml;base64,") {
			t.Errorf("the pack's image has src %.60q, want a data: URL", src)
		}
		// The lesson's link to the next one, and the lesson list's link
		// back, open the pack's lessons on the same page, the pack still
		// open.
		second := p.Lessons[1]
		for _, step := range []struct{ link, slug string }{
			{fmt.Sprintf(`article.lesson .lesson-html a[href*="lesson=%s"]`, second.Slug), second.Slug},
			{fmt.Sprintf(`nav.lesson-nav a[href$="lesson=%s"]`, first.Slug), first.Slug},
		} {
			err = within(ctx, 30*time.Second,
				run(fmt.Sprintf(`document.querySelector(%s).click(), true`, jsString(step.link))),
				chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`article.lesson[data-lesson=%q]`, step.slug))),
				waitReady(),
			)
			if err != nil {
				t.Fatalf("following %s: %v", step.link, err)
			}
		}
		// Back on the first lesson, and again after a reload (the tab keeps
		// the picked file), its exercise is still done: the pack's progress
		// is kept under the pack's own ID.
		if done := attr(t, ctx, `section.lab aside.exercise`, "data-done"); done != "true" {
			t.Errorf("back on %s the exercise shows data-done=%s", first.Slug, done)
		}
		err = within(ctx, 60*time.Second, chromedp.Reload(),
			chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`article.lesson[data-lesson=%q]`, first.Slug))), waitReady())
		if err != nil {
			t.Fatalf("reloading the picked pack: %v", err)
		}
		if done := attr(t, ctx, `section.lab aside.exercise`, "data-done"); done != "true" {
			t.Errorf("after a reload the exercise shows data-done=%s", done)
		}
		value, err := get(ctx, 5*time.Second, chromedp.Value(sel(`textarea.code`)))
		if err != nil {
			t.Fatal(err)
		}
		if value != w.Exercise.Solution {
			t.Errorf("after a reload the editor holds %q, want the solution", value)
		}
	})

	t.Run("progress export and import", func(t *testing.T) {
		// Export what the subtests above saved.
		err := within(ctx, 30*time.Second,
			chromedp.Navigate(root),
			chromedp.WaitVisible(chromedp.CSS(`.progress-tools[data-ready="true"] button.export-progress`)),
			run(`(() => {
				const create = URL.createObjectURL;
				URL.createObjectURL = b => { window.simtlabExported = b; return create(b); };
				return true;
			})()`),
			chromedp.Click(chromedp.CSS(`button.export-progress`)),
		)
		if err != nil {
			t.Fatal(err)
		}
		text, err := get(ctx, 5*time.Second, chromedp.Evaluate[string](`window.simtlabExported.text()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		f, err := progress.Parse([]byte(text))
		if err != nil {
			t.Fatalf("the exported file does not parse: %v\n%s", err, text)
		}
		var sawDone bool
		for _, e := range f.Entries {
			sawDone = sawDone || (e.Pack == "pack-hello-simt-lab-an-example-pack" && e.Done)
		}
		if !sawDone {
			t.Errorf("the export lacks the pack's passed exercise:\n%s", text)
		}

		// Import a file that passes the built-in course's second lesson.
		lesson := c.Lessons[1]
		w := lesson.Widgets()[0]
		code := "// imported\n" + w.Source
		file := progress.File{Format: progress.FileFormat, Version: 1, Entries: []progress.Entry{
			{Pack: progress.BuiltinPack, Lesson: lesson.Slug, Widget: w.ID, Code: &code, Done: w.Exercise != nil},
		}}
		name := filepath.Join(t.TempDir(), "progress.json")
		if err := os.WriteFile(name, file.Encode(), 0o644); err != nil {
			t.Fatal(err)
		}
		bogus := filepath.Join(t.TempDir(), "bogus.json")
		if err := os.WriteFile(bogus, []byte(`{"format":"something else"}`), 0o644); err != nil {
			t.Fatal(err)
		}
		msg := func(want string) chromedp.Action[chromedp.Void] {
			return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
				_, err := chromedp.Poll[bool](fmt.Sprintf(`document.querySelector(".progress-message").textContent.includes(%s)`, jsString(want)),
					chromedp.WithPollingTimeout(10*time.Second))(ctx, tg)
				return err
			})
		}
		err = within(ctx, 30*time.Second,
			chromedp.SetUploadFiles(chromedp.CSS(`.import-progress input`), []string{bogus}),
			msg("not a SIMT Lab progress file"),
			chromedp.SetUploadFiles(chromedp.CSS(`.import-progress input`), []string{name}),
			msg("restored 1 edited program and 1 completed exercise in 1 pack"),
			chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`ol.lesson-list a[href$="lessons/%s.html"] .lesson-mark.done`, lesson.Slug))),
			chromedp.Navigate(root+"lessons/"+lesson.Slug+".html"), waitReady(),
		)
		if err != nil {
			t.Fatal(err)
		}
		value, err := get(ctx, 5*time.Second, chromedp.Value(sel(`textarea.code`)))
		if err != nil {
			t.Fatal(err)
		}
		if value != code {
			t.Errorf("after the import the editor holds %q, want the imported code", value)
		}
	})
}

// zipDir zips a pack directory the way a student's archiver does: every
// file inside one top-level folder named after the directory.
func zipDir(t *testing.T, dir string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	top := filepath.Base(dir)
	err := fs.WalkDir(os.DirFS(dir), ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			return err
		}
		w, err := zw.Create(path.Join(top, name))
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	})
	if err == nil {
		err = zw.Close()
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// servePacks serves the site under base, as serve does, and each zip under
// /packs/NAME, and returns the site's URL and the server's origin.
func servePacks(t *testing.T, dir string, zips map[string][]byte) (string, string) {
	mux := http.NewServeMux()
	mux.Handle(base, http.StripPrefix(strings.TrimSuffix(base, "/"), http.FileServer(http.Dir(dir))))
	mux.HandleFunc("/packs/", func(w http.ResponseWriter, r *http.Request) {
		data, ok := zips[strings.TrimPrefix(r.URL.Path, "/packs/")]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/zip")
		w.Write(data)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL + base, srv.URL
}
