// Package web holds SIMT Lab's static assets (stylesheet, icons). They are
// embedded in the simtlab command, which serves them under /web/ next to
// app.wasm, the WebAssembly build of the UI.
package web

import "embed"

// Assets are the files served under /web/.
//
//go:embed simtlab.css icon.svg icon.png
var Assets embed.FS
