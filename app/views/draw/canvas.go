package draw

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Canvas is a component that paints a Scene on a <canvas>. Painting a scene
// of a thousand shapes takes a few milliseconds, where replacing the same
// picture as SVG markup makes the browser parse and lay out a thousand
// elements on every animation step; and the scene crosses into JavaScript
// as one string, since a call per shape from WebAssembly costs more than
// the drawing.
type Canvas struct {
	app.Compo
	Scene *Scene
}

func (c *Canvas) OnMount(ctx app.Context) { Paint(c.JSValue(), c.Scene) }

// OnUpdate repaints once the element is in place (the scene changed).
func (c *Canvas) OnUpdate(ctx app.Context) {
	ctx.Defer(func(app.Context) { Paint(c.JSValue(), c.Scene) })
}

func (c *Canvas) Render() app.UI {
	s := c.Scene
	if s == nil {
		s = &Scene{}
	}
	return app.Canvas().Class(s.Class+" view-canvas").Attr("role", "img").Aria("label", s.Title).Title(s.Title).
		Style("width", strconv.Itoa(s.Width)+"px").Style("max-width", "100%").Style("height", "auto")
}

// Paint draws s on the canvas element el, scaled for the screen's pixel
// density, with the page's painter (window.SIMTLabDraw, bundled with the
// editor). Without it (the script did not load, or this is the server)
// nothing is drawn; the figure's caption and data attributes remain.
func Paint(el app.Value, s *Scene) {
	if !app.IsClient || s == nil || el == nil || !el.Truthy() {
		return
	}
	if p := app.Window().Get("SIMTLabDraw"); p.Truthy() {
		p.Call("paint", el, s.Encode())
	}
}
