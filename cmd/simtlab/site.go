//go:build !wasm

package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	ui "simtlab/app"
	"simtlab/app/course"
	"simtlab/lessons/highlightcss"
	"simtlab/web"
)

// site is everything the lab's pages are made of: the course, the
// WebAssembly build of the UI, the static assets and the base path the site
// is served under.
type site struct {
	course    *course.Course
	wasm      []byte
	generated map[string][]byte // files made for this site, served under /web/
	assets    map[string][]byte // the pack's media, served under /lessons/
	base      string            // "/" or "/sub/path/"
	version   string            // content hash of everything above
}

// highlightStyle is the chroma style of the lessons' static code blocks.
const highlightStyle = "github"

// newSite checks the base path and computes the site's version.
func newSite(c *course.Course, wasm []byte, base string) (*site, error) {
	base, err := cleanBase(base)
	if err != nil {
		return nil, err
	}
	for _, l := range c.Lessons {
		if !course.ValidSlug(l.Slug) {
			return nil, fmt.Errorf("lesson %q: slug must be lower-case letters, digits and dashes", l.Slug)
		}
	}
	cj, err := json.Marshal(c)
	if err != nil {
		return nil, err
	}
	s := &site{course: c, wasm: wasm, base: base, generated: map[string][]byte{
		"course.json":   cj, // the browser app reads the course from here
		"highlight.css": []byte(highlightcss.CSS(highlightStyle)),
	}}
	s.version, err = s.contentHash()
	return s, err
}

// cleanBase turns "", "/", "sub", "/sub/path" into "/" or "/sub/path/".
func cleanBase(base string) (string, error) {
	if strings.ContainsAny(base, "?#\\\"'<> ") {
		return "", fmt.Errorf("base path %q: only a URL path is allowed", base)
	}
	p := path.Clean("/" + base)
	if p == "/" {
		return "/", nil
	}
	return p + "/", nil
}

// contentHash is the site's version: a new build of the wasm, the assets,
// the course or the base path gives a new version, so the service worker
// drops its old cache; an unchanged site keeps its cache.
func (s *site) contentHash() (string, error) {
	h := sha256.New()
	part := func(name string, data []byte) {
		fmt.Fprintf(h, "%s %d\n", name, len(data))
		h.Write(data)
	}
	part("base", []byte(s.base))
	part("app.wasm", s.wasm)
	names, err := s.webNames()
	if err != nil {
		return "", err
	}
	for _, n := range names {
		data, err := s.webFile(n)
		if err != nil {
			return "", err
		}
		part(n, data)
	}
	for _, n := range s.assetNames() {
		part("lessons/"+n, s.assets[n])
	}
	return hex.EncodeToString(h.Sum(nil))[:20], nil
}

// webNames lists every file under /web/ in a stable order.
func (s *site) webNames() ([]string, error) {
	names := []string{"app.wasm"}
	for n := range s.generated {
		names = append(names, n)
	}
	err := fs.WalkDir(web.Assets, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, p)
		}
		return err
	})
	sort.Strings(names)
	return names, err
}

// handler is go-app's handler for the site: it prerenders pages, serves
// app.js, the service worker and the manifest, and our /web/ resources.
func (s *site) handler() *app.Handler {
	ui.Register(s.course)
	cacheable := []string{"/web/course.json", "/web/icon.svg", "/web/highlight.css", "/web/memworker.js"}
	for _, p := range ui.Pages(s.course) {
		if p != "/" {
			cacheable = append(cacheable, p)
		}
	}
	for _, n := range s.assetNames() {
		cacheable = append(cacheable, "/lessons/"+n)
	}
	return &app.Handler{
		Name:               "SIMT Lab",
		ShortName:          "SIMT Lab",
		Title:              s.course.Title,
		Description:        "Run CUDA programs in the browser on a simulated GPU.",
		Icon:               app.Icon{Default: "/web/icon.png", SVG: "/web/icon.svg", Large: "/web/icon.png", Maskable: "/web/icon.png"},
		Styles:             []string{"/web/highlight.css", "/web/simtlab.css", "/web/views.css"},
		Scripts:            []string{"/web/codemirror.js defer"},
		BackgroundColor:    "#ffffff",
		ThemeColor:         "#1d2330",
		LoadingLabel:       "Loading SIMT Lab… {progress}%",
		Resources:          resources{site: s},
		CacheableResources: cacheable,
		Version:            s.version,
		WasmContentLength:  fmt.Sprint(len(s.wasm)),
	}
}

// resources resolves and serves the files under /web/. Every absolute path
// is put under the site's base path, so that the prerendered pages, the
// manifest and the service worker all point inside the sub-path.
type resources struct{ site *site }

func (r resources) Resolve(loc string) string {
	switch {
	case loc == "" || loc == "/":
		return r.site.base
	case strings.HasPrefix(loc, "https://"), strings.HasPrefix(loc, "http://"):
		return loc
	case strings.HasPrefix(loc, "/"):
		return strings.TrimSuffix(r.site.base, "/") + loc
	case loc == "web" || strings.HasPrefix(loc, "web/"):
		return r.site.base + loc
	}
	return loc
}

// webFile returns the content of /web/NAME.
func (s *site) webFile(name string) ([]byte, error) {
	if name == "app.wasm" {
		return s.wasm, nil
	}
	if data, ok := s.generated[name]; ok {
		return data, nil
	}
	data, err := fs.ReadFile(web.Assets, name)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, fs.ErrInvalid) {
		return nil, os.ErrNotExist
	}
	return data, err
}

// ServeHTTP serves /web/ requests (go-app passes them on unchanged).
func (r resources) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	name := strings.TrimPrefix(req.URL.Path, "/web/")
	data, err := r.site.webFile(name)
	if err != nil {
		http.NotFound(w, req)
		return
	}
	if name == "app.wasm" {
		w.Header().Set("Content-Type", "application/wasm")
	}
	http.ServeContent(w, req, name, zeroTime, bytes.NewReader(data))
}

// zeroTime leaves Last-Modified out: the ETag (the site's version) is the
// cache validator.
var zeroTime time.Time
