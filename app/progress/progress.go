// Package progress keeps a student's work in the browser: the edited program
// of every widget and the exercises passed, per pack, lesson and widget. It
// stores through go-app's BrowserStorage (localStorage in the page, memory on
// the server and in tests), and exports and imports everything as one JSON
// file.
package progress

import (
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// BuiltinPack is the pack ID of the built-in course.
const BuiltinPack = "builtin"

// prefix starts every key this package writes, so that export finds them
// among whatever else the origin keeps in localStorage.
const prefix = "simtlab/"

// The two kinds of entry; each is keyed prefix + pack/kind/lesson/widget.
const (
	kindCode = "code"
	kindDone = "done"
)

func key(kind, pack, lesson, widget string) string {
	return prefix + pack + "/" + kind + "/" + lesson + "/" + widget
}

// CodeKey names a widget's edited program in storage.
func CodeKey(pack, lesson, widget string) string { return key(kindCode, pack, lesson, widget) }

// DoneKey names a widget's passed exercise in storage.
func DoneKey(pack, lesson, widget string) string { return key(kindDone, pack, lesson, widget) }

// splitKey is key's inverse; ok is false for keys this package did not write.
func splitKey(k string) (kind, pack, lesson, widget string, ok bool) {
	rest, found := strings.CutPrefix(k, prefix)
	if !found {
		return "", "", "", "", false
	}
	parts := strings.Split(rest, "/")
	if len(parts) != 4 || (parts[1] != kindCode && parts[1] != kindDone) {
		return "", "", "", "", false
	}
	for _, p := range parts {
		if !validName(p) {
			return "", "", "", "", false
		}
	}
	return parts[1], parts[0], parts[2], parts[3], true
}

// validName accepts the names packs, lesson slugs and widget IDs use:
// letters, digits, '-', '_' and '.', at most 100 of them.
func validName(s string) bool {
	if s == "" || len(s) > 100 || s == "." || s == ".." {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return false
		}
	}
	return true
}

// Store reads and writes progress.
type Store struct{ S app.BrowserStorage }

// Code returns the student's saved program of a widget.
func (s Store) Code(pack, lesson, widget string) (string, bool) {
	var code string
	if err := s.S.Get(CodeKey(pack, lesson, widget), &code); err != nil || code == "" {
		return "", false
	}
	return code, true
}

// SetCode saves the student's program of a widget.
func (s Store) SetCode(pack, lesson, widget, code string) error {
	return s.S.Set(CodeKey(pack, lesson, widget), code)
}

// DelCode forgets the student's program (the widget's Reset).
func (s Store) DelCode(pack, lesson, widget string) { s.S.Del(CodeKey(pack, lesson, widget)) }

// Done reports whether the widget's exercise was passed.
func (s Store) Done(pack, lesson, widget string) bool {
	var done bool
	return s.S.Get(DoneKey(pack, lesson, widget), &done) == nil && done
}

// MarkDone records that the widget's exercise was passed. A pass is kept
// even when a later run fails: the student has shown they can do it.
func (s Store) MarkDone(pack, lesson, widget string) error {
	return s.S.Set(DoneKey(pack, lesson, widget), true)
}

// DoneWidgets returns the IDs of the widgets of a lesson whose exercise was
// passed, sorted.
func (s Store) DoneWidgets(pack, lesson string) []string {
	var ids []string
	for _, k := range s.keys() {
		kind, p, l, w, _ := splitKey(k)
		if kind == kindDone && p == pack && l == lesson && s.Done(p, l, w) {
			ids = append(ids, w)
		}
	}
	return ids
}

// keys lists this package's keys in storage, sorted.
func (s Store) keys() []string {
	var ks []string
	s.S.ForEach(func(k string) {
		if _, _, _, _, ok := splitKey(k); ok {
			ks = append(ks, k)
		}
	})
	sort.Strings(ks)
	return ks
}

// FileFormat marks an exported progress file.
const FileFormat = "simtlab-progress"

// File is an exported progress file.
type File struct {
	Format  string  `json:"format"`
	Version int     `json:"version"`
	Entries []Entry `json:"entries"`
}

// Entry is one widget's progress.
type Entry struct {
	Pack   string  `json:"pack"`
	Lesson string  `json:"lesson"`
	Widget string  `json:"widget"`
	Code   *string `json:"code,omitempty"` // nil: the student has not edited it
	Done   bool    `json:"done,omitempty"`
}

// Export returns everything saved, one entry per widget, in a stable order.
func (s Store) Export() File {
	f := File{Format: FileFormat, Version: 1, Entries: []Entry{}}
	index := map[string]int{}
	for _, k := range s.keys() {
		kind, pack, lesson, widget, _ := splitKey(k)
		id := pack + "/" + lesson + "/" + widget
		i, seen := index[id]
		if !seen {
			i = len(f.Entries)
			index[id] = i
			f.Entries = append(f.Entries, Entry{Pack: pack, Lesson: lesson, Widget: widget})
		}
		e := &f.Entries[i]
		switch kind {
		case kindCode:
			if code, ok := s.Code(pack, lesson, widget); ok {
				e.Code = &code
			}
		case kindDone:
			e.Done = s.Done(pack, lesson, widget)
		}
	}
	// Entries whose values were unreadable carry nothing worth exporting.
	kept := f.Entries[:0]
	for _, e := range f.Entries {
		if e.Code != nil || e.Done {
			kept = append(kept, e)
		}
	}
	f.Entries = kept
	return f
}

// Encode writes the file as indented JSON.
func (f File) Encode() []byte {
	b, _ := json.MarshalIndent(f, "", "  ") // cannot fail: plain strings and bools
	return append(b, '\n')
}

// maxFileBytes bounds an imported file: a course's worth of programs is a
// few hundred KiB, and localStorage holds about 5 MiB.
const maxFileBytes = 4 << 20

// Parse reads and validates an exported progress file. Its error says in
// plain words what is wrong, for the page to show.
func Parse(data []byte) (File, error) {
	var f File
	if len(data) > maxFileBytes {
		return f, fmt.Errorf("the file is %d KiB; a progress file is at most %d KiB", len(data)>>10, maxFileBytes>>10)
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return File{}, errors.New("not a SIMT Lab progress file: " + err.Error())
	}
	if f.Format != FileFormat {
		return File{}, fmt.Errorf("not a SIMT Lab progress file: format is %q, want %q", f.Format, FileFormat)
	}
	if f.Version != 1 {
		return File{}, fmt.Errorf("progress file version %d: this lab reads version 1", f.Version)
	}
	for i, e := range f.Entries {
		for _, n := range []struct{ what, v string }{{"pack", e.Pack}, {"lesson", e.Lesson}, {"widget", e.Widget}} {
			if !validName(n.v) {
				return File{}, fmt.Errorf("entry %d: %s %q is not a valid name", i+1, n.what, n.v)
			}
		}
	}
	return f, nil
}

// Summary counts what an import restored.
type Summary struct{ Edits, Done, Packs int }

func (s Summary) String() string {
	return fmt.Sprintf("restored %s and %s in %s",
		plural(s.Edits, "edited program", "edited programs"),
		plural(s.Done, "completed exercise", "completed exercises"),
		plural(s.Packs, "pack", "packs"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// Import writes a parsed file's entries into storage, replacing the saved
// program of each widget it names and adding its completed exercises.
func (s Store) Import(f File) (Summary, error) {
	var sum Summary
	packs := map[string]bool{}
	for _, e := range f.Entries {
		if e.Code != nil {
			if err := s.SetCode(e.Pack, e.Lesson, e.Widget, *e.Code); err != nil {
				return sum, fmt.Errorf("saving %s/%s: %v (is the browser's storage full?)", e.Lesson, e.Widget, err)
			}
			sum.Edits++
		}
		if e.Done {
			if err := s.MarkDone(e.Pack, e.Lesson, e.Widget); err != nil {
				return sum, err
			}
			sum.Done++
		}
		if e.Code != nil || e.Done {
			packs[e.Pack] = true
		}
	}
	sum.Packs = len(packs)
	return sum, nil
}
