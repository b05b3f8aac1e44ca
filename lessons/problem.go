package lessons

import (
	"fmt"
	"sort"
	"strings"
)

// Problem is one finding about a lesson or pack, printed as
// "file:line: message" (or "file: message" when no line applies).
type Problem struct {
	File string
	Line int
	Msg  string
}

func (p Problem) String() string {
	if p.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg)
	}
	return p.File + ": " + p.Msg
}

// ProblemList is the error Render and LoadPack return: every problem found.
type ProblemList []Problem

func (l ProblemList) Error() string {
	s := make([]string, len(l))
	for i, p := range l {
		s[i] = p.String()
	}
	return strings.Join(s, "\n")
}

// sortProblems orders by file, then line; ties keep the order of discovery.
func sortProblems(l []Problem) {
	sort.SliceStable(l, func(i, j int) bool {
		if l[i].File != l[j].File {
			return l[i].File < l[j].File
		}
		return l[i].Line < l[j].Line
	})
}
