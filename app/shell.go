package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/course"
)

// shell is the frame every page shares: a header with the course's lessons
// and the page's content below.
type shell struct {
	app.Compo

	Course  *course.Course
	Current string // slug of the lesson shown, "" on the home page
	Content []app.UI
}

func (s *shell) Render() app.UI {
	return app.Div().Class("shell").Body(
		app.Header().Class("shell-header").Body(
			app.A().Class("brand").Href(href("/")).Text(s.Course.Title),
			app.Nav().Class("lesson-nav").Body(
				app.Range(s.Course.Lessons).Slice(func(i int) app.UI {
					l := s.Course.Lessons[i]
					a := app.A().Href(href(LessonPath(l.Slug))).Text(l.Title)
					if l.Slug == s.Current {
						a = a.Class("current").Aria("current", "page")
					}
					return a
				}),
			),
		),
		app.Main().Class("shell-main").Body(s.Content...),
	)
}
