// Package web holds SIMT Lab's static assets (stylesheet, icons, and the
// CodeMirror bundle built from web/codemirror). They are
// embedded in the simtlab command, which serves them under /web/ next to
// app.wasm, the WebAssembly build of the UI.
package web

import "embed"

// Assets are the files served under /web/.
//
//go:embed simtlab.css views.css icon.svg icon.png codemirror.js memworker.js
var Assets embed.FS
