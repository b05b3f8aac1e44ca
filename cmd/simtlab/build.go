//go:build !wasm

package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"

	ui "simtlab/app"
)

// staticFiles are go-app's own files every page loads.
var staticFiles = []string{"/app.js", "/app-worker.js", "/wasm_exec.js", "/manifest.webmanifest", "/app.css"}

// writeStatic writes the whole site into dir: one prerendered page per
// course page (index.html, lessons/SLUG.html), go-app's scripts, the
// service worker, /web/ (app.wasm, course.json, assets) and the pack's
// media under lessons/. It returns the
// paths written, relative to dir, in a stable order.
func writeStatic(s *site, dir string) ([]string, error) {
	srv := httptest.NewServer(s.httpHandler())
	defer srv.Close()

	var written []string
	write := func(rel string, data []byte) error {
		file := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			return err
		}
		written = append(written, rel)
		return os.WriteFile(file, data, 0o644)
	}

	paths := append([]string{}, staticFiles...)
	for _, p := range ui.Pages(s.course) {
		paths = append(paths, p)
	}
	for _, p := range paths {
		data, err := get(srv.URL + p)
		if err != nil {
			return nil, err
		}
		rel := strings.TrimPrefix(p, "/")
		if rel == "" {
			rel = "index.html"
		}
		if strings.HasSuffix(rel, ".html") {
			data = canonicalHTML(data)
		}
		if err := write(rel, data); err != nil {
			return nil, err
		}
	}

	names, err := s.webNames()
	if err != nil {
		return nil, err
	}
	for _, n := range names {
		data, err := s.webFile(n)
		if err != nil {
			return nil, err
		}
		if err := write("web/"+n, data); err != nil {
			return nil, err
		}
	}
	for _, n := range s.assetNames() {
		if err := write("lessons/"+n, s.assets[n]); err != nil {
			return nil, err
		}
	}
	return written, nil
}

// get fetches one file from the site's handler.
func get(url string) ([]byte, error) {
	res, err := http.Get(url)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %s", url, res.Status)
	}
	return data, nil
}
