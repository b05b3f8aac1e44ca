//go:build wasm

// The browser build of simtlab: the lab's UI. It loads the course the
// server published (web/course.json), routes its pages and starts go-app.
package main

import (
	"encoding/json"
	"errors"
	"syscall/js"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	ui "simtlab/app"
	"simtlab/app/course"
	"simtlab/sim/memworker"
)

func main() {
	if memworker.InWorker() {
		memworker.Serve() // this instance is the page's memory worker
	}
	c, err := fetchCourse(app.Getenv("GOAPP_STATIC_RESOURCES_URL") + "/course.json")
	if err != nil {
		app.Log("simtlab: loading the course failed:", err)
		c = &course.Course{Title: "SIMT Lab"}
	}
	ui.Register(c)
	app.RunWhenOnBrowser()
}

// fetchCourse downloads and decodes the course. The main goroutine waits on
// a channel, which hands the event loop back to JavaScript until the fetch
// settles.
func fetchCourse(url string) (*course.Course, error) {
	type result struct {
		text string
		err  error
	}
	done := make(chan result, 1)
	var onText, onResponse, onError js.Func
	onText = js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{text: args[0].String()}
		return nil
	})
	onResponse = js.FuncOf(func(this js.Value, args []js.Value) any {
		res := args[0]
		if !res.Get("ok").Bool() {
			done <- result{err: errors.New(url + ": " + res.Get("statusText").String())}
			return nil
		}
		return res.Call("text").Call("then", onText, onError)
	})
	onError = js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{err: errors.New(url + ": " + args[0].Call("toString").String())}
		return nil
	})
	defer onText.Release()
	defer onResponse.Release()
	defer onError.Release()

	js.Global().Call("fetch", url).Call("then", onResponse, onError)
	r := <-done
	if r.err != nil {
		return nil, r.err
	}
	var c course.Course
	if err := json.Unmarshal([]byte(r.text), &c); err != nil {
		return nil, err
	}
	return &c, nil
}
