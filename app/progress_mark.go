package app

import (
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/course"
	"simtlab/app/progress"
)

// lessonMark shows, next to a lesson in a list, how many of its exercises
// the student has passed: "✓" when all, "1/2" when some, nothing before
// the first. It reads the saved progress when mounted and again whenever a
// widget passes an exercise or progress is imported.
type lessonMark struct {
	app.Compo

	Pack   string
	Lesson *course.Lesson

	done, total int
}

func (m *lessonMark) OnMount(ctx app.Context) {
	m.refresh(ctx)
	ctx.Handle(progressChanged, func(ctx app.Context, _ app.Action) { m.refresh(ctx) })
}

func (m *lessonMark) OnUpdate(ctx app.Context) { m.refresh(ctx) }

func (m *lessonMark) refresh(ctx app.Context) {
	ids := m.Lesson.Exercises()
	passed := progressStore(ctx).DoneWidgets(packOrBuiltin(m.Pack), m.Lesson.Slug)
	m.total, m.done = len(ids), 0
	for _, id := range ids {
		if slices.Contains(passed, id) {
			m.done++
		}
	}
}

func (m *lessonMark) Render() app.UI {
	mark := app.Span().Class("lesson-mark").DataSet("exercises-done", m.done)
	switch {
	case m.total == 0 || m.done == 0:
		return mark
	case m.done == m.total:
		return mark.Class("done").Title("all exercises done").Text(" ✓")
	default:
		return mark.Title(strconv.Itoa(m.done) + " of " + strconv.Itoa(m.total) + " exercises done").Text(" " + strconv.Itoa(m.done) + "/" + strconv.Itoa(m.total))
	}
}

// progressStore is where the student's progress lives: localStorage in the
// page, go-app's memory storage on the server.
func progressStore(ctx app.Context) progress.Store { return progress.Store{S: ctx.LocalStorage()} }
