package app

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"simtlab/app/progress"
)

// progressFileName is the name the export suggests.
const progressFileName = "simtlab-progress.json"

// progressTools exports the student's progress to a file and imports it
// back, saying what it restored or why the file was refused.
type progressTools struct {
	app.Compo

	message string
	failed  bool
	live    bool // mounted in the browser: the buttons work (data-ready)
}

func (p *progressTools) OnMount(ctx app.Context) { p.live = true }

func (p *progressTools) onExport(ctx app.Context, e app.Event) {
	f := progressStore(ctx).Export()
	download(progressFileName, "application/json", f.Encode())
	p.failed = false
	p.message = "exported " + plural(len(f.Entries), "widget", "widgets") + " to " + progressFileName
}

func (p *progressTools) onImport(ctx app.Context, e app.Event) {
	input := ctx.JSSrc()
	files := input.Get("files")
	if !files.Truthy() || files.Get("length").Int() == 0 {
		return
	}
	file := files.Index(0)
	name := file.Get("name").String()
	ctx.Async(func() {
		data, err := readBlob(file, 8<<20)
		var sum progress.Summary
		if err == nil {
			var f progress.File
			if f, err = progress.Parse(data); err == nil {
				sum, err = progressStore(ctx).Import(f)
			}
		}
		ctx.Dispatch(func(ctx app.Context) {
			input.Set("value", "") // the same file can be picked again
			if err != nil {
				p.failed, p.message = true, name+": "+err.Error()
				return
			}
			p.failed, p.message = false, name+": "+sum.String()
			ctx.NewAction(progressChanged)
		})
	})
}

func (p *progressTools) Render() app.UI {
	class := "progress-message"
	if p.failed {
		class += " error"
	}
	return app.Section().Class("progress-tools").DataSet("ready", p.live).Body(
		app.H2().Text("Your progress"),
		app.P().Text("Your edits and completed exercises are saved in this browser. Take them to another one with a file."),
		app.Button().Class("export-progress").Text("Export progress").OnClick(p.onExport),
		app.Label().Class("import-progress").Body(
			app.Text("Import progress "),
			app.Input().Type("file").Accept(".json,application/json").OnChange(p.onImport),
		),
		app.P().Class(class).Aria("live", "polite").Text(p.message),
	)
}
