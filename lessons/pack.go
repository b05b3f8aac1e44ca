package lessons

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"

	"gopkg.in/yaml.v3"
)

// ManifestFile is the name of a pack's manifest at the pack's root.
const ManifestFile = "pack.yaml"

// DefaultGPU is the GPU profile of a pack whose manifest names none.
const DefaultGPU = "h200"

// Limits on packs opened from untrusted places (a URL, a dropped .zip).
const (
	maxPackBytes = 64 << 20 // all files together, uncompressed
	maxPackFiles = 2000
	maxFileBytes = 8 << 20 // one lesson, solution or manifest
)

// Pack is a set of lessons with its manifest.
type Pack struct {
	Title, Description string
	Version, License   string
	GPU                string // default GPU profile of the pack's widgets
	Authors            []string
	Lessons            []*Lesson // in the manifest's order
	// Files holds the pack's files, so the UI can serve its images and
	// other assets under their paths inside the pack.
	Files fs.FS

	lessonLines map[string]int // lesson path → its line in pack.yaml
	gpuLine     int
}

// Lesson returns the lesson with the given slug, or nil.
func (p *Pack) Lesson(slug string) *Lesson {
	for _, l := range p.Lessons {
		if l.Slug == slug {
			return l
		}
	}
	return nil
}

// LoadPack reads a pack from a directory or an opened .zip. When the pack
// has problems LoadPack returns a ProblemList as the error, together with
// the pack as far as it loaded.
func LoadPack(fsys fs.FS) (*Pack, error) {
	var problems []Problem
	p := loadPack(fsys, func(pr Problem) { problems = append(problems, pr) })
	if len(problems) > 0 {
		sortProblems(problems)
		return p, ProblemList(problems)
	}
	return p, nil
}

// LoadPackZip reads a pack from a .zip archive. The pack may sit at the
// archive's root or inside one top-level folder (what zipping a folder
// gives).
func LoadPackZip(r io.ReaderAt, size int64) (*Pack, error) {
	fsys, err := zipFS(r, size)
	if err != nil {
		return nil, err
	}
	return LoadPack(fsys)
}

// OpenPack opens the pack at a path on disk: a directory or a .zip file.
func OpenPack(name string) (fs.FS, error) {
	st, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return os.DirFS(name), nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	// The archive stays open for the life of the returned fs.FS, which the
	// command uses until it exits.
	return zipFS(f, st.Size())
}

func zipFS(r io.ReaderAt, size int64) (fs.FS, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return nil, fmt.Errorf("pack archive: %w", err)
	}
	if len(zr.File) > maxPackFiles {
		return nil, fmt.Errorf("pack archive: %d files, more than the %d allowed", len(zr.File), maxPackFiles)
	}
	var total uint64
	for _, f := range zr.File {
		total += f.UncompressedSize64
		if total > maxPackBytes {
			return nil, fmt.Errorf("pack archive: more than %d MiB uncompressed", maxPackBytes>>20)
		}
	}
	if _, err := fs.Stat(zr, ManifestFile); err == nil {
		return zr, nil
	}
	entries, err := fs.ReadDir(zr, ".")
	if err == nil && len(entries) == 1 && entries[0].IsDir() {
		sub, err := fs.Sub(zr, entries[0].Name())
		if err == nil {
			if _, err := fs.Stat(sub, ManifestFile); err == nil {
				return sub, nil
			}
		}
	}
	return nil, errors.New("pack archive: no " + ManifestFile + " at its root or in its single top-level folder")
}

// readFile reads one file of the pack, refusing oversized ones.
func readFile(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, maxFileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxFileBytes {
		return nil, fmt.Errorf("larger than %d MiB", maxFileBytes>>20)
	}
	return b, nil
}

func loadPack(fsys fs.FS, report func(Problem)) *Pack {
	p := &Pack{Files: fsys, GPU: DefaultGPU, lessonLines: map[string]int{}}
	src, err := readFile(fsys, ManifestFile)
	if err != nil {
		report(Problem{File: ManifestFile, Msg: "cannot read the manifest: " + plainErr(err)})
		return p
	}
	r := &yamlReader{report: func(line int, msg string) { report(Problem{File: ManifestFile, Line: line, Msg: msg}) }}
	root, ok := r.parse(src)
	if !ok {
		return p
	}
	if root == nil {
		report(Problem{File: ManifestFile, Line: 1, Msg: "the manifest is empty; it needs at least title and lessons"})
		return p
	}
	m := r.mapping(root, "pack.yaml", "title", "description", "authors", "version", "license", "gpu", "lessons")
	if m == nil {
		return p
	}
	if n := m["title"]; n != nil {
		p.Title, _ = r.str(n, "title")
	}
	if p.Title == "" {
		r.report(1, "the manifest needs a title")
	}
	if n := m["description"]; n != nil {
		p.Description, _ = r.str(n, "description")
	}
	if n := m["authors"]; n != nil {
		p.Authors = r.strList(n, "authors")
	}
	if n := m["version"]; n != nil {
		p.Version, _ = r.str(n, "version")
	}
	if n := m["license"]; n != nil {
		p.License, _ = r.str(n, "license")
	}
	if n := m["gpu"]; n != nil {
		if g, ok := r.str(n, "gpu"); ok {
			p.GPU, p.gpuLine = strings.ToLower(g), r.line(n)
		}
	}
	n := m["lessons"]
	if n == nil || n.Kind != yaml.SequenceNode || len(n.Content) == 0 {
		line := 1
		if n != nil {
			line = r.line(n)
		}
		r.report(line, "the manifest needs lessons: a list of the pack's Markdown files in teaching order")
		return p
	}
	slugs := map[string]string{}
	for _, ln := range n.Content {
		name, ok := r.str(ln, "lessons entry")
		if !ok {
			continue
		}
		clean := path.Clean(name)
		if !fs.ValidPath(clean) || !strings.HasSuffix(clean, ".md") {
			r.errorf(ln, "lesson %q: want a .md file inside the pack", name)
			continue
		}
		if _, dup := p.lessonLines[clean]; dup {
			r.errorf(ln, "lesson %q is listed twice", name)
			continue
		}
		p.lessonLines[clean] = r.line(ln)
		md, err := readFile(fsys, clean)
		if err != nil {
			r.errorf(ln, "lesson %q: %s", name, plainErr(err))
			continue
		}
		l, err := Render(clean, md)
		var pl ProblemList
		if errors.As(err, &pl) {
			for _, pr := range pl {
				report(pr)
			}
		}
		if l.Order == 0 {
			l.Order = len(p.Lessons) + 1
		}
		if other, dup := slugs[l.Slug]; dup {
			r.errorf(ln, "lesson %q has the slug %q of %s; set slug: in its front matter", name, l.Slug, other)
		}
		slugs[l.Slug] = clean
		loadSolutions(fsys, l, report)
		for _, w := range l.Widgets() {
			if w.GPU == "" {
				w.GPU = p.GPU
			}
		}
		p.Lessons = append(p.Lessons, l)
	}
	return p
}

// loadSolutions reads exercise solutions given as file names.
func loadSolutions(fsys fs.FS, l *Lesson, report func(Problem)) {
	for _, w := range l.Widgets() {
		ex := w.Exercise
		if ex == nil || ex.SolutionFile == "" {
			continue
		}
		name := path.Clean(ex.SolutionFile)
		if !fs.ValidPath(name) {
			report(Problem{File: l.File, Line: ex.Line, Msg: fmt.Sprintf("solution %q must be a path inside the pack", ex.SolutionFile)})
			continue
		}
		b, err := readFile(fsys, name)
		if err != nil {
			report(Problem{File: l.File, Line: ex.Line, Msg: fmt.Sprintf("solution %q: %s", ex.SolutionFile, plainErr(err))})
			continue
		}
		ex.SolutionFile, ex.Solution = name, string(b)
	}
}

// plainErr drops the "open NAME:" prefix of fs errors, which repeat the
// file name the message already gives.
func plainErr(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		if errors.Is(pe.Err, fs.ErrNotExist) {
			return "no such file in the pack"
		}
		return pe.Err.Error()
	}
	return err.Error()
}
