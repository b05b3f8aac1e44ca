// Package theme is the light/dark switch in the page header. The page
// follows prefers-color-scheme until the student picks a theme; the choice
// is kept in localStorage and set as data-theme on <html>, which the
// stylesheet (web/views.css) reads.
package theme

import "github.com/maxence-charriere/go-app/v10/pkg/app"

const storageKey = "simtlab/theme"

// Next is the theme the toggle switches to from current ("" = the system's,
// which the toggle treats as light unless the system prefers dark).
func Next(current string, systemDark bool) string {
	dark := current == "dark" || (current == "" && systemDark)
	if dark {
		return "light"
	}
	return "dark"
}

// Toggle is the header's theme button.
type Toggle struct {
	app.Compo
	theme string // "", "light" or "dark"
}

func (t *Toggle) OnMount(ctx app.Context) {
	ctx.LocalStorage().Get(storageKey, &t.theme)
	apply(t.theme)
}

func systemDark() bool {
	m := app.Window().Call("matchMedia", "(prefers-color-scheme: dark)")
	return m.Truthy() && m.Get("matches").Bool()
}

func apply(theme string) {
	if !app.IsClient {
		return
	}
	root := app.Window().Get("document").Get("documentElement")
	if theme == "" {
		root.Call("removeAttribute", "data-theme")
		return
	}
	root.Call("setAttribute", "data-theme", theme)
}

func (t *Toggle) onClick(ctx app.Context, e app.Event) {
	t.theme = Next(t.theme, systemDark())
	ctx.LocalStorage().Set(storageKey, t.theme)
	apply(t.theme)
}

func (t *Toggle) Render() app.UI {
	label := "Dark theme"
	if t.theme == "dark" {
		label = "Light theme"
	}
	return app.Button().Class("theme-toggle").DataSet("theme", t.theme).Aria("label", "switch colour theme").Text(label).OnClick(t.onClick)
}
