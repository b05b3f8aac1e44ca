package hardware

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"reflect"
	"sort"
	"strings"
	"sync"
)

//go:embed profiles/*.json
var profileFS embed.FS

// profileFile is the on-disk form: every value is a [value, "source tags"] pair.
type profileFile struct {
	Name    string                     `json:"name"`
	Display string                     `json:"display"`
	Aliases []string                   `json:"aliases"`
	Order   int                        `json:"order"` // position in Names(): oldest GPU first
	Values  map[string]json.RawMessage `json:"values"`
}

type registry struct {
	profiles []*Profile          // in Names() order
	byKey    map[string]*Profile // names and aliases, lower case
	sources  map[string]string   // source tag -> citation
	err      error
}

var (
	loadOnce sync.Once
	reg      registry
)

func load() *registry {
	loadOnce.Do(func() {
		r, err := loadRegistry(profileFS)
		if err != nil {
			reg = registry{err: err}
			return
		}
		reg = *r
	})
	return &reg
}

// loadRegistry reads sources.json and every other *.json under profiles/.
func loadRegistry(fsys fs.FS) (*registry, error) {
	r := &registry{byKey: map[string]*Profile{}}
	src, err := fs.ReadFile(fsys, "profiles/sources.json")
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(src, &r.sources); err != nil {
		return nil, fmt.Errorf("profiles/sources.json: %v", err)
	}
	paths, err := fs.Glob(fsys, "profiles/*.json")
	if err != nil {
		return nil, err
	}
	orders := map[*Profile]int{}
	for _, path := range paths {
		if path == "profiles/sources.json" {
			continue
		}
		data, err := fs.ReadFile(fsys, path)
		if err != nil {
			return nil, err
		}
		p, order, err := parseProfile(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", path, err)
		}
		for _, key := range append([]string{p.Name}, p.Aliases...) {
			key = strings.ToLower(key)
			if other, dup := r.byKey[key]; dup {
				return nil, fmt.Errorf("%s: name %q already used by %s", path, key, other.Name)
			}
			r.byKey[key] = p
		}
		orders[p] = order
		r.profiles = append(r.profiles, p)
	}
	sort.SliceStable(r.profiles, func(i, j int) bool {
		return orders[r.profiles[i]] < orders[r.profiles[j]]
	})
	return r, nil
}

// parseProfile decodes one profile file, insisting that every field of
// Profile is given exactly once, with a source, and that no unknown key appears.
func parseProfile(data []byte) (*Profile, int, error) {
	var f profileFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, 0, err
	}
	if f.Name == "" || f.Display == "" {
		return nil, 0, fmt.Errorf("name and display are required")
	}
	p := &Profile{Name: strings.ToLower(f.Name), Display: f.Display, Aliases: f.Aliases, Sources: map[string]string{}}
	v := reflect.ValueOf(p).Elem()
	t := v.Type()
	seen := map[string]bool{}
	for i := 0; i < t.NumField(); i++ {
		key := t.Field(i).Tag.Get("json")
		if key == "-" || key == "" {
			continue
		}
		seen[key] = true
		raw, ok := f.Values[key]
		if !ok {
			return nil, 0, fmt.Errorf("missing value %q", key)
		}
		var pair []json.RawMessage
		if err := json.Unmarshal(raw, &pair); err != nil || len(pair) != 2 {
			return nil, 0, fmt.Errorf("%s: want [value, \"source\"]", key)
		}
		pd := json.NewDecoder(bytes.NewReader(pair[0]))
		pd.DisallowUnknownFields()
		if err := pd.Decode(v.Field(i).Addr().Interface()); err != nil {
			return nil, 0, fmt.Errorf("%s: %v", key, err)
		}
		var src string
		if err := json.Unmarshal(pair[1], &src); err != nil || strings.TrimSpace(src) == "" {
			return nil, 0, fmt.Errorf("%s: source must be a non-empty string", key)
		}
		p.Sources[key] = src
	}
	for key := range f.Values {
		if !seen[key] {
			return nil, 0, fmt.Errorf("unknown value %q", key)
		}
	}
	return p, f.Order, nil
}

// Lookup finds a profile by name or alias, ignoring case and surrounding space.
func Lookup(name string) (*Profile, bool) {
	r := load()
	p, ok := r.byKey[strings.ToLower(strings.TrimSpace(name))]
	return p, ok
}

// Names returns the profile names, oldest GPU first.
func Names() []string {
	r := load()
	names := make([]string, len(r.profiles))
	for i, p := range r.profiles {
		names[i] = p.Name
	}
	return names
}

// All returns the profiles in Names() order. The profiles are shared: do not
// modify them (copy first: q := *p).
func All() []*Profile {
	r := load()
	return append([]*Profile(nil), r.profiles...)
}

// Default returns the H200, the GPU the lab's numbers are checked against.
func Default() *Profile {
	p, ok := Lookup("h200")
	if !ok {
		// Only reachable if the embedded data is broken; TestProfiles fails first.
		panic("hardware: embedded profiles are broken: " + fmt.Sprint(load().err))
	}
	return p
}

// SourceCitation returns the citation behind a source tag such as "H200".
func SourceCitation(tag string) (string, bool) {
	c, ok := load().sources[tag]
	return c, ok
}

// LoadError reports a problem with the embedded profile data (nil when fine).
func LoadError() error { return load().err }
