//go:build !wasm

// The built-in course is embedded only in the native build: the browser gets
// it already rendered (web/course.json), so the WebAssembly app, which imports
// lessons to open packs, does not carry the Markdown too.

package lessons

import (
	"embed"
	"io/fs"
	"sync"
)

//go:embed course
var courseFiles embed.FS

// BuiltinFS is the embedded course as a pack file system (pack.yaml at its
// root), for `simtlab check` and for serving the course's assets.
func BuiltinFS() fs.FS {
	sub, err := fs.Sub(courseFiles, "course")
	if err != nil {
		panic("lessons: embedded course missing: " + err.Error()) // cannot happen: go:embed checked it at build time
	}
	return sub
}

var builtin struct {
	once sync.Once
	pack *Pack
	err  error
}

// LoadBuiltinPack loads the embedded course once and returns it with the
// problems found while loading (nil when it is clean; a test keeps it so).
func LoadBuiltinPack() (*Pack, error) {
	builtin.once.Do(func() { builtin.pack, builtin.err = LoadPack(BuiltinFS()) })
	return builtin.pack, builtin.err
}

// BuiltinPack is the embedded course. Lessons with problems are still
// included as far as they rendered; LoadBuiltinPack reports the problems.
func BuiltinPack() *Pack {
	p, _ := LoadBuiltinPack()
	return p
}
