// Package app is SIMT Lab's user interface, built with go-app: a shell with
// the course's lessons, lesson pages made of HTML and lab widgets, and the lab
// widget itself (editor, Run/Stop, output, diagnostics, launch picture).
//
// The same components render on the server (prerendered pages of the static
// site) and in the browser (WebAssembly), so nothing here may use net/http
// or the file system.
package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/course"
)

// LessonPath is the URL path of a lesson's page, relative to the site root.
// The .html suffix lets any static file server find the prerendered page.
func LessonPath(slug string) string { return "/lessons/" + slug + ".html" }

// Pages lists the URL paths of every page of the course, in course order,
// and then the page that opens lesson packs and the playground.
func Pages(c *course.Course) []string {
	paths := []string{"/"}
	for _, l := range c.Lessons {
		paths = append(paths, LessonPath(l.Slug))
	}
	return append(paths, PacksPath, PlaygroundPath)
}

// Register routes every page of the course to its component. Call it
// before app.RunWhenOnBrowser in the browser and before serving or building
// on the server, with the same course on both sides.
func Register(c *course.Course) {
	app.Route("/", func() app.Composer { return &homePage{course: c} })
	for _, l := range c.Lessons {
		app.Route(LessonPath(l.Slug), func() app.Composer { return &lessonPage{course: c, lesson: l} })
	}
	app.Route(PacksPath, func() app.Composer { return &packPage{home: c} })
	app.Route(PlaygroundPath, func() app.Composer { return &playgroundPage{course: c} })
}

// href turns a site path into a link. On the server, go-app's resource
// resolver adds the site's base path to every href; in the browser it does
// not, so the base path (GOAPP_ROOT_PREFIX) is added here.
func href(path string) string {
	if app.IsServer {
		return path
	}
	return strings.TrimSuffix(app.Getenv("GOAPP_ROOT_PREFIX"), "/") + path
}
