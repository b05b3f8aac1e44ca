package app

import (
	"net/url"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/course"
	"simtlab/hardware"
)

// playgroundProgram is the program a new playground starts with: a tile
// transpose whose column read conflicts in shared memory until the tile is
// padded.
const playgroundProgram = `#include <cstdio>

#define N 32
#define PAD 0 // set to 1: the column read stops conflicting

// Transposes one N×N tile through shared memory.
__global__ void transpose(const float *in, float *out) {
    __shared__ float tile[N][N + PAD];
    int x = threadIdx.x, y = threadIdx.y;
    tile[y][x] = in[y * N + x];   // a row: 32 banks, one wavefront
    __syncthreads();
    out[y * N + x] = tile[x][y];  // a column: every lane in one bank
}

int main() {
    static float h[N * N];
    for (int i = 0; i < N * N; i++) h[i] = i;
    float *in, *out;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof h);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    transpose<<<1, dim3(N, N)>>>(in, out);
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    printf("out[1] = %.0f\n", h[1]);
    return 0;
}
`

// playgroundDefault is a new playground's state.
func playgroundDefault() PlaygroundState {
	return PlaygroundState{Code: playgroundProgram, GPU: "h200", Views: []string{"shared", "global", "occupancy", "metrics"}}
}

// The playground's one lab widget is stored like a lesson's, under this
// lesson and widget name.
const (
	playgroundLesson = "playground"
	playgroundWidget = "main"
)

// playgroundPage is a free lab: any program, any GPU profile, any views,
// and a link that carries all three.
type playgroundPage struct {
	app.Compo
	course *course.Course

	state PlaygroundState
	spec  *course.Widget
	link  string // the last shared link
	note  string // what happened to a link in the URL
}

func (p *playgroundPage) title() string { return "Playground · " + p.course.Title }

func (p *playgroundPage) OnInit() {
	p.state = playgroundDefault()
	p.spec = p.widget()
}

func (p *playgroundPage) OnPreRender(ctx app.Context) { ctx.Page().SetTitle(p.title()) }

// OnNav reads a shared link from the fragment. Its program replaces the
// saved one, so the lab (which restores saved code) shows it.
func (p *playgroundPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle(p.title())
	if frag := ctx.Page().URL().Fragment; frag != "" {
		s, err := ParsePlaygroundFragment(frag)
		if err != nil {
			p.note = err.Error()
		} else {
			p.state, p.note = s, "opened a shared link"
			ctx.LocalStorage().Set(p.storageKey(), s.Code)
		}
	} else {
		p.state.Code = p.savedCode(ctx)
	}
	p.spec = p.widget()
}

func (p *playgroundPage) storageKey() string {
	return storageKey("", playgroundLesson, playgroundWidget)
}

// savedCode is the student's current program: the lab saves every edit.
func (p *playgroundPage) savedCode(ctx app.Context) string {
	var code string
	if err := ctx.LocalStorage().Get(p.storageKey(), &code); err != nil || code == "" {
		return p.state.Code
	}
	return code
}

// widget is a fresh spec for the lab; a new pointer makes the lab start
// over (OnUpdate) with the new GPU and views.
func (p *playgroundPage) widget() *course.Widget {
	return &course.Widget{ID: playgroundWidget, Source: p.state.Code, GPU: p.state.GPU, Editable: true, Views: slices.Clone(p.state.Views)}
}

func (p *playgroundPage) change(ctx app.Context, f func(*PlaygroundState)) {
	p.state.Code = p.savedCode(ctx)
	f(&p.state)
	p.state = p.state.normal()
	p.spec = p.widget()
}

func (p *playgroundPage) onGPU(ctx app.Context, e app.Event) {
	gpu := ctx.JSSrc().Get("value").String()
	p.change(ctx, func(s *PlaygroundState) { s.GPU = gpu })
}

func (p *playgroundPage) onView(view string) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		on := ctx.JSSrc().Get("checked").Bool()
		p.change(ctx, func(s *PlaygroundState) {
			s.Views = slices.DeleteFunc(s.Views, func(v string) bool { return v == view })
			if on {
				s.Views = append(s.Views, view)
			}
		})
	}
}

// onShare puts the state into the page's URL and shows the link.
func (p *playgroundPage) onShare(ctx app.Context, e app.Event) {
	p.state.Code = p.savedCode(ctx)
	u := *ctx.Page().URL()
	u.Fragment, u.RawFragment = "", ""
	link := u.String() + "#" + p.state.Fragment()
	if nu, err := url.Parse(link); err == nil {
		ctx.Page().ReplaceURL(nu)
	}
	p.link = link
	if app.IsClient {
		if c := app.Window().Get("navigator").Get("clipboard"); c.Truthy() {
			c.Call("writeText", link)
		}
	}
}

func (p *playgroundPage) Render() app.UI {
	names := hardware.Names()
	return &shell{Course: p.course, Content: []app.UI{
		app.H1().Text("Playground"),
		app.P().Class("intro").Text("Any CUDA program, any GPU profile, any views. Share puts all three into a link; nothing is sent to a server."),
		app.Div().Class("playground-controls").DataSet("gpu", p.state.GPU).Body(
			app.Label().Body(
				app.Text("GPU "),
				app.Select().Class("playground-gpu").OnChange(p.onGPU).Body(
					app.Range(names).Slice(func(i int) app.UI {
						return app.Option().Value(names[i]).Selected(names[i] == p.state.GPU).Text(names[i])
					}),
				),
			),
			app.FieldSet().Class("playground-views").Body(
				app.Legend().Text("views"),
				app.Range(PlaygroundViews).Slice(func(i int) app.UI {
					v := PlaygroundViews[i]
					return app.Label().Body(
						app.Input().Type("checkbox").Class("view-"+v).Value(v).Checked(slices.Contains(p.state.Views, v)).OnChange(p.onView(v)),
						app.Text(" "+v),
					)
				}),
			),
			app.Button().Class("share").Text("Share").OnClick(p.onShare),
			app.If(p.link != "", func() app.UI {
				return app.Input().Type("text").Class("share-url").ReadOnly(true).Aria("label", "link to this playground").Value(p.link).DataSet("url", p.link)
			}),
			app.If(p.note != "", func() app.UI { return app.Span().Class("playground-note").Aria("live", "polite").Text(p.note) }),
		),
		&lab{Lesson: playgroundLesson, Spec: p.spec},
	}}
}
