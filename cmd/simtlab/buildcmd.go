//go:build !wasm

package main

import (
	"flag"
	"fmt"
	"io"
)

// runBuild writes the static site.
func runBuild(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("simtlab build", flag.ContinueOnError)
	fl.SetOutput(stderr)
	out := fl.String("o", "", "write the site into `DIR` (required)")
	base := fl.String("base", "/", "URL `path` the site is served under, e.g. /simtlab/")
	pack := fl.String("pack", "", "build the lesson pack in `DIR` (or .zip) instead of the built-in course")
	wasmFile := fl.String("wasm", "", "the lab's WebAssembly build (default: build/app.wasm, or app.wasm next to simtlab)")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if *out == "" || fl.NArg() > 0 {
		fmt.Fprintln(stderr, "usage: simtlab build -o DIR [--base /sub/path/] [--pack DIR] [--wasm FILE]")
		return 2
	}
	s, err := loadSite(*pack, *wasmFile, *base, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "simtlab build: %v\n", err)
		return 1
	}
	files, err := writeStatic(s, *out)
	if err != nil {
		fmt.Fprintf(stderr, "simtlab build: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "wrote %d files to %s (version %s, base %s)\n", len(files), *out, s.version, s.base)
	return 0
}
