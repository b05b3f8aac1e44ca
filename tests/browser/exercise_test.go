package browser

import (
	"context"

	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"simtlab/lessons"
)

// TestExerciseSurvivesReload opens three lessons of the built-in course,
// fails the first lesson's exercise with the starter program, passes it
// with the reference solution, and after a reload finds the exercise still
// marked done (in the widget and in the lesson list) and the edit still in
// the editor.
func TestExerciseSurvivesReload(t *testing.T) {
	dir, c := site(t)
	root := serve(t, dir)
	ctx := browser(t)

	first := c.Lessons[0]
	ws := first.Widgets()
	if len(ws) == 0 || ws[0].Exercise == nil {
		t.Fatalf("lesson %s: its first widget must carry an exercise", first.Slug)
	}
	w := ws[0]
	solution := referenceSolution(t, first.Slug, w.ID)

	// Three lessons, each with its widget brought to life.
	for _, l := range c.Lessons[:3] {
		if err := within(ctx, 60*time.Second, chromedp.Navigate(root+"lessons/"+l.Slug+".html"), waitReady()); err != nil {
			t.Fatalf("opening lesson %s: %v", l.Slug, err)
		}
	}
	lessonURL := root + "lessons/" + first.Slug + ".html"
	if err := within(ctx, 60*time.Second, chromedp.Navigate(lessonURL), waitReady()); err != nil {
		t.Fatal(err)
	}
	title, err := get(ctx, 5*time.Second, chromedp.TextContent(sel(`aside.exercise .exercise-title`)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(title, w.Exercise.Title) {
		t.Errorf("exercise title %q, want %q", title, w.Exercise.Title)
	}
	// Hints come one at a time. The button is pressed from script: the
	// page may still shift as its views settle, and a click at the
	// button's old coordinates would miss it.
	err = within(ctx, 10*time.Second,
		run(`document.querySelector("section.lab button.hint").click(), true`),
		chromedp.WaitVisible(sel(`ol.hints li`)))
	if err != nil {
		html, _ := get(ctx, 5*time.Second, chromedp.Evaluate[string](`document.querySelector("section.lab aside.exercise").outerHTML`))
		t.Fatalf("showing a hint: %v\n%s", err, html)
	}
	if n := count(t, ctx, `section.lab ol.hints li`); n != 1 {
		t.Errorf("%d hints shown after one click, want 1", n)
	}

	// The starter program fails the checks; each says why in words.
	if err := within(ctx, 60*time.Second, runAndWait()); err != nil {
		t.Fatal(err)
	}
	if done := attr(t, ctx, `section.lab aside.exercise`, "data-done"); done != "false" {
		t.Fatalf("the starter program passed the exercise (data-done=%s)", done)
	}
	failed, err := get(ctx, 5*time.Second, chromedp.TextContent(sel(`li.check.failed`)))
	if err != nil {
		t.Fatalf("no failed check listed after running the starter: %v", err)
	}
	if !strings.Contains(failed, "does not contain") {
		t.Errorf("failed check reads %q", failed)
	}

	// The reference solution passes.
	if err := within(ctx, 60*time.Second, setCode(solution), runAndWait()); err != nil {
		t.Fatal(err)
	}
	checkDone := func(when string) {
		t.Helper()
		if done := attr(t, ctx, `section.lab aside.exercise`, "data-done"); done != "true" {
			t.Errorf("%s: exercise data-done=%s, want true", when, done)
		}
		mark := fmt.Sprintf(`nav.lesson-nav a[href$="lessons/%s.html"] .lesson-mark[data-exercises-done="1"]`, first.Slug)
		if err := within(ctx, 5*time.Second, chromedp.WaitVisible(chromedp.CSS(mark))); err != nil {
			nav, _ := get(ctx, 5*time.Second, chromedp.Evaluate[string](`document.querySelector("nav.lesson-nav").outerHTML + "\nlocalStorage: " + Object.keys(localStorage).join(" ")`))
			t.Errorf("%s: the lesson list does not mark %s done: %v\n%s", when, first.Slug, err, nav)
		}
	}
	checkDone("after the run")
	if n, want := count(t, ctx, `section.lab li.check.passed`), len(w.Exercise.Checks); n != want {
		t.Errorf("%d checks passed, want %d", n, want)
	}

	if err := within(ctx, 60*time.Second, chromedp.Reload(), waitReady()); err != nil {
		t.Fatal(err)
	}
	checkDone("after the reload")
	value, err := get(ctx, 5*time.Second, chromedp.Value(sel(`textarea.code`)))
	if err != nil {
		t.Fatal(err)
	}
	if value != solution {
		t.Errorf("after the reload the editor holds %q, want the solution", value)
	}
	png, err := get(ctx, 10*time.Second, chromedp.Screenshot(chromedp.CSS(`section.lab`)))
	if err == nil {
		err = os.WriteFile(filepath.Join(outDir(t), "exercise.png"), png, 0o644)
	}
	if err != nil {
		t.Logf("screenshot: %v", err)
	}
}

// referenceSolution reads an exercise's reference solution from the
// course's sources (lessons/course/solutions/): the page never has it.
func referenceSolution(t *testing.T, lesson, widget string) string {
	t.Helper()
	p, err := lessons.LoadPack(os.DirFS(filepath.Join(repoRoot(), "lessons", "course")))
	if err != nil {
		t.Fatal(err)
	}
	l := p.Lesson(lesson)
	if l == nil {
		t.Fatalf("no lesson %s in lessons/course", lesson)
	}
	for _, w := range l.Widgets() {
		if w.ID == widget && w.Exercise != nil {
			if !strings.HasPrefix(w.Exercise.SolutionFile, "solutions/") {
				t.Fatalf("%s/%s: solution %q is not in solutions/", lesson, widget, w.Exercise.SolutionFile)
			}
			return w.Exercise.Solution
		}
	}
	t.Fatalf("lesson %s has no exercise on widget %s", lesson, widget)
	return ""
}

// count is the number of elements matching a CSS selector.
func count(t *testing.T, ctx context.Context, css string) int {
	t.Helper()
	n, err := get(ctx, 5*time.Second, chromedp.Evaluate[int](fmt.Sprintf(`document.querySelectorAll(%s).length`, jsString(css))))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// attr is an attribute of the first element matching css, "" when absent.
func attr(t *testing.T, ctx context.Context, css, name string) string {
	t.Helper()
	v, err := get(ctx, 5*time.Second, chromedp.Evaluate[string](fmt.Sprintf(`(document.querySelector(%s)?.getAttribute(%s)) ?? ""`, jsString(css), jsString(name))))
	if err != nil {
		t.Fatal(err)
	}
	return v
}
