//go:build !wasm

package main

import (
	"bytes"
	"io/fs"
	"net/http"
	"path"
	"sort"
	"strings"
)

// Lesson pages live at /lessons/SLUG.html, so an image that a lesson links
// as "img/grid.svg" is fetched from /lessons/img/grid.svg: the pack's files
// are published under /lessons/. Only media files are: a pack's Markdown,
// manifest and exercise solutions stay private.
var assetTypes = map[string]string{
	".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
	".webp": "image/webp", ".svg": "image/svg+xml",
}

// assetCSP keeps a pack's SVG from running script when opened on its own;
// inside <img> it cannot anyway.
const assetCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

// addPackAssets reads the pack's media files. It changes the site's
// version, since the service worker caches them.
func (s *site) addPackAssets(files fs.FS) error {
	if files == nil {
		return nil
	}
	s.assets = map[string][]byte{}
	err := fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != "." && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "solutions") {
				return fs.SkipDir
			}
			return nil
		}
		if _, ok := assetTypes[strings.ToLower(path.Ext(name))]; !ok || strings.HasPrefix(name, ".") {
			return nil
		}
		data, err := fs.ReadFile(files, p)
		if err != nil {
			return err
		}
		s.assets[p] = data
		return nil
	})
	if err != nil {
		return err
	}
	s.version, err = s.contentHash()
	return err
}

// assetNames lists the pack's published files in a stable order.
func (s *site) assetNames() []string {
	names := make([]string, 0, len(s.assets))
	for n := range s.assets {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// httpHandler serves the pack's media under /lessons/ and everything else
// through go-app.
func (s *site) httpHandler() http.Handler {
	pages := s.handler()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if rel, ok := strings.CutPrefix(r.URL.Path, "/lessons/"); ok {
			if data, ok := s.assets[rel]; ok {
				w.Header().Set("Content-Type", assetTypes[strings.ToLower(path.Ext(rel))])
				w.Header().Set("Content-Security-Policy", assetCSP)
				http.ServeContent(w, r, rel, zeroTime, bytes.NewReader(data))
				return
			}
		}
		pages.ServeHTTP(w, r)
	})
}
