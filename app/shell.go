package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/course"
	"simtlab/app/views/theme"
)

// shell is the frame every page shares: a header with the course's lessons
// and the page's content below.
type shell struct {
	app.Compo

	Course  *course.Course
	Current string // slug of the lesson shown, "" on the home page
	Content []app.UI
	// LessonHref links a lesson of the nav; nil = its page of the site.
	// Packs opened in the browser have no pages of their own (app/pack.go).
	LessonHref func(slug string) string
}

func (s *shell) Render() app.UI {
	return app.Div().Class("shell").Body(
		app.Header().Class("shell-header").Body(
			app.A().Class("brand").Href(href("/")).Text(s.Course.Title),
			app.Nav().Class("lesson-nav").Body(
				app.Range(s.Course.Lessons).Slice(func(i int) app.UI {
					l := s.Course.Lessons[i]
					link := href(LessonPath(l.Slug))
					if s.LessonHref != nil {
						link = s.LessonHref(l.Slug)
					}
					a := app.A().Href(link).Body(app.Text(l.Title), &lessonMark{Pack: s.Course.ID, Lesson: l})
					if l.Slug == s.Current {
						a = a.Class("current").Aria("current", "page")
					}
					return a
				}),
			),
			app.A().Class("playground-link").Href(href(PlaygroundPath)).Text("Playground"),
			&theme.Toggle{},
		),
		app.Main().Class("shell-main").Body(s.Content...),
	)
}
