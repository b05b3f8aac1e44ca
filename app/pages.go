package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/course"
)

// homePage lists the course's lessons.
type homePage struct {
	app.Compo
	course *course.Course
}

func (p *homePage) OnPreRender(ctx app.Context) { ctx.Page().SetTitle(p.course.Title) }
func (p *homePage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(p.course.Title)
	openPackFromQuery(ctx)
}

func (p *homePage) Render() app.UI {
	c := p.course
	return &shell{Course: c, Content: []app.UI{
		app.H1().Text(c.Title),
		app.P().Class("intro").Text("Write CUDA programs, run them in your browser on a simulated GPU, and see how threads, warps and memory behave."),
		app.Ol().Class("lesson-list").Body(
			app.Range(c.Lessons).Slice(func(i int) app.UI {
				l := c.Lessons[i]
				return app.Li().Body(
					app.A().Href(href(LessonPath(l.Slug))).Body(app.Text(l.Title), &lessonMark{Pack: c.ID, Lesson: l}),
					app.If(l.Summary != "", func() app.UI { return app.P().Text(l.Summary) }),
				)
			}),
		),
		app.P().Class("open-pack").Body(
			app.A().Href(href(PacksPath)).Text("Open a lesson pack"),
			app.Text(" from an address or a .zip file."),
		),
		&progressTools{},
	}}
}

// lessonPage shows one lesson: its HTML chunks as they are (the lessons
// package sanitizes them) and a lab widget for every widget segment.
type lessonPage struct {
	app.Compo
	course *course.Course
	lesson *course.Lesson
}

func (p *lessonPage) title() string { return p.lesson.Title + " · " + p.course.Title }

func (p *lessonPage) OnPreRender(ctx app.Context) { ctx.Page().SetTitle(p.title()) }
func (p *lessonPage) OnNav(ctx app.Context)       { ctx.Page().SetTitle(p.title()) }

func (p *lessonPage) Render() app.UI {
	l := p.lesson
	content := make([]app.UI, 0, len(l.Segments))
	for _, s := range l.Segments {
		switch {
		case s.Widget != nil:
			content = append(content, &lab{Pack: p.course.ID, Lesson: l.Slug, Spec: s.Widget})
		case s.HTML != "":
			// app.Raw needs exactly one root element.
			content = append(content, app.Raw(`<div class="lesson-html">`+s.HTML+`</div>`))
		}
	}
	return &shell{Course: p.course, Current: l.Slug, Content: []app.UI{
		app.Article().Class("lesson").DataSet("lesson", l.Slug).Body(content...),
	}}
}
