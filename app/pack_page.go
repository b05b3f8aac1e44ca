package app

import (
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/course"
	"simtlab/app/packs"
)

// PacksPath is the page that opens a lesson pack in the browser, from a URL
// (PacksPath?pack=URL, or its form) or from a .zip picked or dropped on it,
// with no server: the WebAssembly app loads the archive with the lessons
// package and shows its lessons on this same page (?lesson=SLUG).
const PacksPath = "/packs.html"

// maxPackZip bounds the archive the page reads; lessons bounds what is
// inside it.
const maxPackZip = 32 << 20

// opened is the pack opened during this visit. It outlives the page
// component, which go-app makes anew on every navigation between the pack's
// lessons.
var opened struct {
	course   *course.Course
	problems []string
	source   string // the URL or file name it came from
	url      string // the URL, "" for a file
}

// packPage opens packs and shows the opened pack's lessons.
type packPage struct {
	app.Compo
	home *course.Course // the site's course, in the header until a pack opens

	lesson  string // slug from ?lesson=
	loading string // what is being opened, "" when idle
	message string // the last failure, in plain words
	urlText string // the URL field
	live    bool   // mounted in the browser: the opener works (data-ready)
}

func (p *packPage) OnMount(ctx app.Context) { p.live = true }

func (p *packPage) OnPreRender(ctx app.Context) {
	ctx.Page().SetTitle("Open a lesson pack · " + p.home.Title)
}

func (p *packPage) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	p.lesson = q.Get("lesson")
	if u := q.Get("pack"); u != "" && u != opened.url {
		p.urlText = u
		p.openURL(ctx, u)
	} else if u == "" && opened.course == nil {
		p.reopenDropped(ctx)
	}
	p.setTitle(ctx)
}

// droppedPackKey keeps the last pack opened from a file in the tab's
// sessionStorage, so that a reload does not close it: unlike a URL, a
// file cannot be fetched again.
const droppedPackKey = "simtlab/dropped-pack"

// maxKeptZip bounds what is kept there (sessionStorage holds about 5 MiB
// of text, and base64 takes 4 bytes for 3).
const maxKeptZip = 3 << 20

type droppedPack struct {
	Name string
	Zip  []byte // base64 in JSON
}

func (p *packPage) reopenDropped(ctx app.Context) {
	var d droppedPack
	if err := ctx.SessionStorage().Get(droppedPackKey, &d); err != nil || len(d.Zip) == 0 {
		return
	}
	o, err := packs.OpenZip(d.Zip, func(slug, fragment string) string { return packLessonLink("", slug, fragment) })
	if err != nil {
		ctx.SessionStorage().Del(droppedPackKey)
		return
	}
	opened.course, opened.problems, opened.source, opened.url = o.Course, o.Problems, d.Name, ""
}

func (p *packPage) setTitle(ctx app.Context) {
	if opened.course == nil {
		ctx.Page().SetTitle("Open a lesson pack · " + p.home.Title)
		return
	}
	title := opened.course.Title
	if l := p.current(); l != nil {
		title = l.Title + " · " + title
	}
	ctx.Page().SetTitle(title)
}

// current is the opened pack's lesson to show: the one named in the URL,
// else the first.
func (p *packPage) current() *course.Lesson {
	c := opened.course
	if c == nil || len(c.Lessons) == 0 {
		return nil
	}
	if l, ok := c.Lesson(p.lesson); ok {
		return l
	}
	return c.Lessons[0]
}

// packLessonHref links a lesson of the opened pack. A pack from a URL keeps
// the URL in the link, so that a reload opens it again.
func packLessonHref(slug string) string { return packLessonLink(opened.url, slug, "") }

func packLessonLink(packURL, slug, fragment string) string {
	v := url.Values{}
	if packURL != "" {
		v.Set("pack", packURL)
	}
	v.Set("lesson", slug)
	link := href(PacksPath) + "?" + v.Encode()
	if fragment != "" {
		link += "#" + url.PathEscape(fragment)
	}
	return link
}

func (p *packPage) openURL(ctx app.Context, raw string) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https") {
		p.message = raw + ": not an http(s) address of a .zip"
		return
	}
	p.load(ctx, raw, raw, func() (app.Value, error) { return fetchBlob(u.String()) })
}

// load reads a .zip (from a fetch or a file) and opens it as a pack.
func (p *packPage) load(ctx app.Context, source, fromURL string, blob func() (app.Value, error)) {
	p.loading, p.message = source, ""
	ctx.Async(func() {
		var o *packs.Opened
		var data []byte
		b, err := blob()
		if err == nil {
			if data, err = readBlob(b, maxPackZip); err == nil {
				o, err = packs.OpenZip(data, func(slug, fragment string) string {
					return packLessonLink(fromURL, slug, fragment)
				})
			}
		}
		ctx.Dispatch(func(ctx app.Context) {
			p.loading = ""
			if err != nil {
				p.message = source + ": " + err.Error()
				return
			}
			opened.course, opened.problems, opened.source, opened.url = o.Course, o.Problems, source, fromURL
			if fromURL == "" && len(data) <= maxKeptZip {
				ctx.SessionStorage().Set(droppedPackKey, droppedPack{Name: source, Zip: data})
			} else {
				ctx.SessionStorage().Del(droppedPackKey)
			}
			// Show the lesson asked for, or the first, under a URL that
			// opens the pack again.
			if fromURL != "" {
				ctx.Navigate(packLessonHref(p.current().Slug))
			}
			p.setTitle(ctx)
		})
	})
}

func (p *packPage) onURLInput(ctx app.Context, e app.Event) {
	p.urlText = ctx.JSSrc().Get("value").String()
}

func (p *packPage) onOpenURL(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if p.urlText != "" {
		p.openURL(ctx, p.urlText)
	}
}

func (p *packPage) onPick(ctx app.Context, e app.Event) {
	p.openFiles(ctx, ctx.JSSrc().Get("files"))
}

func (p *packPage) onDragOver(ctx app.Context, e app.Event) { e.PreventDefault() }

func (p *packPage) onDrop(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if dt := e.Get("dataTransfer"); dt.Truthy() {
		p.openFiles(ctx, dt.Get("files"))
	}
}

func (p *packPage) openFiles(ctx app.Context, files app.Value) {
	if !files.Truthy() || files.Get("length").Int() == 0 {
		return
	}
	f := files.Index(0)
	name := f.Get("name").String()
	if !strings.HasSuffix(strings.ToLower(name), ".zip") {
		p.message = name + ": a lesson pack is a .zip file"
		return
	}
	p.load(ctx, name, "", func() (app.Value, error) { return f, nil })
}

func (p *packPage) Render() app.UI {
	c := opened.course
	if c == nil {
		return &shell{Course: p.home, Content: []app.UI{
			app.H1().Text("Open a lesson pack"),
			p.opener(),
			&progressTools{},
		}}
	}
	l := p.current()
	content := []app.UI{
		app.Div().Class("pack-info").DataSet("pack", c.ID).Body(
			app.P().Body(
				app.Text("Lesson pack "), app.Strong().Text(c.Title), app.Text(" from "+opened.source+". "),
				app.A().Href(href("/")).Text("Back to "+p.home.Title),
			),
			app.If(len(opened.problems) > 0, func() app.UI {
				return app.Details().Class("pack-problems").Body(
					app.Summary().Text(plural(len(opened.problems), "problem", "problems")+" in this pack"),
					app.Ul().Body(app.Range(opened.problems).Slice(func(i int) app.UI { return app.Li().Text(opened.problems[i]) })),
				)
			}),
			app.Details().Body(app.Summary().Text("Open another pack"), p.opener()),
		),
	}
	content = append(content, app.Article().Class("lesson").DataSet("lesson", l.Slug).Body(lessonContent(c, l)...))
	return &shell{Course: c, Current: l.Slug, LessonHref: packLessonHref, Content: content}
}

// lessonContent is a lesson's page: its HTML chunks as they are (the lessons
// package sanitized them, whichever pack they came from) and a lab widget
// for every widget segment.
func lessonContent(c *course.Course, l *course.Lesson) []app.UI {
	content := make([]app.UI, 0, len(l.Segments))
	for _, s := range l.Segments {
		switch {
		case s.Widget != nil:
			content = append(content, &lab{Pack: c.ID, Lesson: l.Slug, Spec: s.Widget})
		case s.HTML != "":
			// app.Raw needs exactly one root element.
			content = append(content, app.Raw(`<div class="lesson-html">`+s.HTML+`</div>`))
		}
	}
	return content
}

// opener is the form that opens a pack: a URL, a file input, and a zone to
// drop a .zip on.
func (p *packPage) opener() app.UI {
	return app.Div().Class("pack-opener").DataSet("ready", p.live).Body(
		app.Form().Class("pack-url").OnSubmit(p.onOpenURL).Body(
			app.Label().For("pack-url").Text("Address of a pack (.zip): "),
			app.Input().ID("pack-url").Type("url").Placeholder("https://example.org/my-pack.zip").Value(p.urlText).OnInput(p.onURLInput),
			app.Button().Type("submit").Text("Open").Disabled(p.loading != ""),
		),
		app.Div().Class("pack-drop").OnDragOver(p.onDragOver).OnDrop(p.onDrop).Body(
			app.P().Text("Drop a pack's .zip here, or pick one:"),
			app.Input().ID("pack-file").Type("file").Accept(".zip,application/zip").OnChange(p.onPick),
		),
		app.P().Class("pack-status").Aria("live", "polite").Body(
			app.If(p.loading != "", func() app.UI { return app.Text("opening " + p.loading + "…") }),
			app.If(p.message != "", func() app.UI { return app.Span().Class("error").Text(p.message) }),
		),
	)
}

// openPackFromQuery sends /?pack=URL on to the page that opens packs, so
// that a link to the site's root can hand a student a pack.
func openPackFromQuery(ctx app.Context) {
	if u := ctx.Page().URL().Query().Get("pack"); u != "" {
		ctx.Navigate(href(PacksPath) + "?" + url.Values{"pack": {u}}.Encode())
	}
}
