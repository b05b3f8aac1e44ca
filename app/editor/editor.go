// Package editor is the Go side of the lab's code editor: CodeMirror 6,
// bundled in web/codemirror.js (see web/codemirror/README.md), which the
// page loads as window.SIMTLabEditor. When the script is missing (it failed
// to load, or this is the server), Attach returns nil and the lab keeps its
// plain textarea.
package editor

import (
	"sort"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Editor is a CodeMirror view attached to a textarea.
type Editor struct {
	view  app.Value
	funcs []app.Func
}

// Diagnostic is a message underlined at a 1-based line and column.
type Diagnostic struct {
	Line, Col int
	Severity  string // "error", "warning" or "info"
	Message   string
}

// Options configure Attach.
type Options struct {
	ReadOnly bool
	OnChange func(code string) // after every edit
	OnRun    func()            // Ctrl/Cmd+Enter
}

// Available reports whether the CodeMirror bundle has loaded.
func Available() bool {
	return app.IsClient && app.Window().Get("SIMTLabEditor").Truthy()
}

// Attach shows an editor in the element hostID in place of the textarea
// textareaID. It returns nil when CodeMirror or either element is missing.
func Attach(textareaID, hostID string, o Options) *Editor {
	if !Available() {
		return nil
	}
	doc := app.Window().Get("document")
	ta, host := doc.Call("getElementById", textareaID), doc.Call("getElementById", hostID)
	if !ta.Truthy() || !host.Truthy() || ta.Get("dataset").Get("codemirror").Truthy() {
		return nil
	}
	e := new(Editor)
	opts := map[string]any{"readOnly": o.ReadOnly}
	if o.OnChange != nil {
		f := app.FuncOf(func(this app.Value, args []app.Value) any {
			if len(args) > 0 {
				o.OnChange(args[0].String())
			}
			return nil
		})
		e.funcs = append(e.funcs, f)
		opts["onChange"] = f
	}
	if o.OnRun != nil {
		f := app.FuncOf(func(app.Value, []app.Value) any { o.OnRun(); return nil })
		e.funcs = append(e.funcs, f)
		opts["onRun"] = f
	}
	e.view = app.Window().Get("SIMTLabEditor").Call("create", ta, host, opts)
	return e
}

// SetValue replaces the text (no-op when it is the same).
func (e *Editor) SetValue(code string) {
	if e != nil {
		e.view.Call("setValue", code)
	}
}

// SetDiagnostics underlines ds, replacing the previous ones.
func (e *Editor) SetDiagnostics(ds []Diagnostic) {
	if e == nil {
		return
	}
	list := make([]any, 0, len(ds))
	for _, d := range ds {
		list = append(list, map[string]any{"line": d.Line, "col": d.Col, "severity": d.Severity, "message": d.Message})
	}
	e.view.Call("setDiagnostics", list)
}

// SetHeat shows a per-line counter as the heat gutter; label names it in
// the markers' tooltips.
func (e *Editor) SetHeat(lines map[int]float64, label string) {
	if e == nil {
		return
	}
	e.view.Call("setHeat", HeatObject(lines), label)
}

// HeatObject is lines as the script takes them: an object keyed by line
// number, built in line order so the result does not depend on map order.
func HeatObject(lines map[int]float64) map[string]any {
	keys := make([]int, 0, len(lines))
	for l := range lines {
		keys = append(keys, l)
	}
	sort.Ints(keys)
	obj := make(map[string]any, len(keys))
	for _, l := range keys {
		if v := lines[l]; v > 0 {
			obj[strconv.Itoa(l)] = v
		}
	}
	return obj
}

// SetCurrentLine highlights line n (0 clears it).
func (e *Editor) SetCurrentLine(n int) {
	if e != nil {
		e.view.Call("setCurrentLine", n)
	}
}

// Focus puts the cursor at line:col and focuses the editor.
func (e *Editor) Focus(line, col int) {
	if e != nil {
		e.view.Call("focus", line, col)
	}
}

// Destroy removes the editor and shows the textarea again.
func (e *Editor) Destroy() {
	if e == nil {
		return
	}
	e.view.Call("destroy")
	for _, f := range e.funcs {
		f.Release()
	}
	e.funcs = nil
}
