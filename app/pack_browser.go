package app

import (
	"errors"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The browser calls the pack loader and the progress file need, written
// against go-app's JS wrappers so that the package still builds natively
// (where they are never called: the server has no files to pick).

// await waits for a JavaScript promise. Call it from ctx.Async, never from
// an event handler: the goroutine blocks until the promise settles, which
// hands the event loop back to the browser meanwhile.
func await(promise app.Value) (app.Value, error) {
	type settled struct {
		v   app.Value
		err error
	}
	ch := make(chan settled, 1)
	onOK := app.FuncOf(func(_ app.Value, args []app.Value) any {
		ch <- settled{v: args[0]}
		return nil
	})
	onErr := app.FuncOf(func(_ app.Value, args []app.Value) any {
		msg := "failed"
		if len(args) > 0 && args[0].Truthy() {
			// String(), not .toString(): a promise may reject with a
			// primitive, on which Value.Call panics.
			msg = app.Window().Get("String").Invoke(args[0]).String()
		}
		ch <- settled{err: errors.New(msg)}
		return nil
	})
	defer onOK.Release()
	defer onErr.Release()
	promise.Call("then", onOK, onErr)
	s := <-ch
	return s.v, s.err
}

// readBlob reads a File or Blob (a picked or dropped file, a fetch's body)
// into Go, refusing anything larger than limit bytes before reading it.
func readBlob(blob app.Value, limit int) ([]byte, error) {
	if size := blob.Get("size").Int(); size > limit {
		return nil, errors.New("the file is larger than " + plural(limit>>20, "MiB", "MiB"))
	}
	buf, err := await(blob.Call("arrayBuffer"))
	if err != nil {
		return nil, err
	}
	arr := app.Window().Get("Uint8Array").New(buf)
	data := make([]byte, arr.Get("length").Int())
	app.CopyBytesToGo(data, arr)
	return data, nil
}

// fetchBlob downloads url as a Blob.
func fetchBlob(url string) (app.Value, error) {
	res, err := await(app.Window().Call("fetch", url))
	if err != nil {
		return nil, errors.New("cannot download " + url + ": " + err.Error())
	}
	if !res.Get("ok").Bool() {
		return nil, errors.New("cannot download " + url + ": " + strconv.Itoa(res.Get("status").Int()) + " " + res.Get("statusText").String())
	}
	return await(res.Call("blob"))
}

// download offers data to the student as a file named name.
func download(name, mime string, data []byte) {
	arr := app.Window().Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(arr, data)
	opts := map[string]any{"type": mime}
	blob := app.Window().Get("Blob").New([]any{arr}, opts)
	url := app.Window().Get("URL").Call("createObjectURL", blob)
	a := app.Window().Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Call("click")
	app.Window().Get("URL").Call("revokeObjectURL", url)
}
