//go:build !wasm

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

// runServe serves the lab: prerendered pages, the WebAssembly app and the
// course, from this one process (no other server, no database).
func runServe(args []string, stdout, stderr io.Writer) int {
	fl := flag.NewFlagSet("simtlab serve", flag.ContinueOnError)
	fl.SetOutput(stderr)
	addr := fl.String("addr", "127.0.0.1:8080", "address to listen on")
	pack := fl.String("pack", "", "serve the lesson pack in `DIR` (or .zip) instead of the built-in course")
	wasmFile := fl.String("wasm", "", "the lab's WebAssembly build (default: build/app.wasm, or app.wasm next to simtlab)")
	if err := fl.Parse(args); err != nil {
		return 2
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "simtlab serve: unexpected argument %q\n", fl.Arg(0))
		return 2
	}
	s, err := loadSite(*pack, *wasmFile, "/", stderr)
	if err != nil {
		fmt.Fprintf(stderr, "simtlab serve: %v\n", err)
		return 1
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "simtlab serve: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "SIMT Lab: serving %q (%d lessons) at http://%s/\n", s.course.Title, len(s.course.Lessons), ln.Addr())
	srv := &http.Server{Handler: s.httpHandler(), ReadHeaderTimeout: 10 * time.Second}
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintf(stderr, "simtlab serve: %v\n", err)
		return 1
	}
	return 0
}

// loadSite reads the course and the wasm for serve and build.
func loadSite(pack, wasmFile, base string, warn io.Writer) (*site, error) {
	c, files, err := loadCourse(pack, warn)
	if err != nil {
		return nil, err
	}
	wasm, err := readWasm(wasmFile)
	if err != nil {
		return nil, err
	}
	s, err := newSite(c, wasm, base)
	if err != nil {
		return nil, err
	}
	return s, s.addPackAssets(files)
}

// readWasm reads the lab's WebAssembly build: the file given, else
// build/app.wasm under the current directory (what make builds), else
// app.wasm next to the simtlab executable.
func readWasm(file string) ([]byte, error) {
	if file != "" {
		return os.ReadFile(file)
	}
	candidates := []string{filepath.Join("build", "app.wasm")}
	if exe, err := os.Executable(); err == nil {
		candidates = append(candidates, filepath.Join(filepath.Dir(exe), "app.wasm"))
	}
	for _, c := range candidates {
		if data, err := os.ReadFile(c); err == nil {
			return data, nil
		}
	}
	return nil, fmt.Errorf("app.wasm not found in %v: build it with \"make build\" or pass --wasm FILE", candidates)
}
