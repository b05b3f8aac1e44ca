package app

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"encoding/json"
	"errors"
	"io"
	"slices"
	"strings"
)

// PlaygroundPath is the playground's page; .html like the lessons so that
// any static file server finds the prerendered page.
const PlaygroundPath = "/playground.html"

// PlaygroundState is everything a shared playground link carries. It lives
// in the URL's fragment, so it never reaches a server.
type PlaygroundState struct {
	Code  string   `json:"code"`
	GPU   string   `json:"gpu,omitempty"`
	Views []string `json:"views,omitempty"`
}

// playgroundVersion prefixes the fragment, so the format can change and
// old links still be read.
const playgroundVersion = "v1."

// maxPlaygroundBytes bounds a decoded state: a link is user input and a
// small deflate stream can expand a thousandfold.
const maxPlaygroundBytes = 1 << 20

// PlaygroundViews are the views a playground can open, in display order.
var PlaygroundViews = []string{"launch", "shared", "global", "occupancy", "timeline", "metrics"}

// Fragment encodes the state as "v1." + base64url(deflate(JSON)).
func (s PlaygroundState) Fragment() string {
	data, _ := json.Marshal(s.normal()) // strings and slices: cannot fail
	var buf bytes.Buffer
	zw, _ := flate.NewWriter(&buf, flate.BestCompression) // a valid level: no error
	zw.Write(data)
	zw.Close()
	return playgroundVersion + base64.RawURLEncoding.EncodeToString(buf.Bytes())
}

// normal drops unknown and repeated views and orders them as
// PlaygroundViews, so equal states give equal links.
func (s PlaygroundState) normal() PlaygroundState {
	var vs []string
	for _, v := range PlaygroundViews {
		if slices.Contains(s.Views, v) {
			vs = append(vs, v)
		}
	}
	s.Views = vs
	return s
}

// ParsePlaygroundFragment decodes a fragment made by Fragment (with or
// without the leading '#').
func ParsePlaygroundFragment(frag string) (PlaygroundState, error) {
	var s PlaygroundState
	frag = strings.TrimPrefix(frag, "#")
	rest, ok := strings.CutPrefix(frag, playgroundVersion)
	if !ok {
		return s, errors.New("not a playground link")
	}
	raw, err := base64.RawURLEncoding.DecodeString(rest)
	if err != nil {
		return s, errors.New("playground link: damaged (base64)")
	}
	zr := flate.NewReader(bytes.NewReader(raw))
	data, err := io.ReadAll(io.LimitReader(zr, maxPlaygroundBytes+1))
	if err != nil {
		return s, errors.New("playground link: damaged (deflate)")
	}
	if len(data) > maxPlaygroundBytes {
		return s, errors.New("playground link: too large")
	}
	if err := json.Unmarshal(data, &s); err != nil {
		return s, errors.New("playground link: damaged (JSON)")
	}
	return s.normal(), nil
}
