// Package linediff shows how a program's output differs from a recording,
// line by line, for the corpus tests' failure messages.
package linediff

import (
	"fmt"
	"strings"
)

// maxDiffLines caps a printed diff; the first differences are the informative ones.
const maxDiffLines = 60

// Lines returns a line diff of want and got: "- " for lines only in want, "+ " for lines only
// in got and "  " for up to two unchanged lines around each change, each prefixed by its line
// number in want (or got for added lines). Invisible differences are made visible: a missing
// final newline is shown as "\ no newline at end".
func Lines(want, got string) string {
	a, b := splitLines(want), splitLines(got)
	if len(a)*len(b) > 4_000_000 {
		return firstDifference(a, b)
	}
	// lcs[i][j] is the length of the longest common subsequence of a[i:] and b[j:].
	lcs := make([][]int32, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	type op struct {
		kind byte // ' ', '-', '+'
		line int  // 1-based
		text string
	}
	var ops []op
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case i < len(a) && j < len(b) && a[i] == b[j]:
			ops = append(ops, op{' ', i + 1, a[i]})
			i++
			j++
		case i < len(a) && (j == len(b) || lcs[i+1][j] >= lcs[i][j+1]):
			ops = append(ops, op{'-', i + 1, a[i]})
			i++
		default:
			ops = append(ops, op{'+', j + 1, b[j]})
			j++
		}
	}
	const context = 2
	var out []string
	lastShown := -1
	for k := range ops {
		near := false
		for d := -context; d <= context; d++ {
			if k+d >= 0 && k+d < len(ops) && ops[k+d].kind != ' ' {
				near = true
				break
			}
		}
		if !near {
			continue
		}
		if lastShown >= 0 && k > lastShown+1 {
			out = append(out, "  ...")
		}
		out = append(out, fmt.Sprintf("%c %4d| %s", ops[k].kind, ops[k].line, ops[k].text))
		lastShown = k
		if len(out) >= maxDiffLines {
			out = append(out, "  ... (diff truncated)")
			break
		}
	}
	return strings.Join(out, "\n")
}

// splitLines splits s after each newline; a last line without one is marked.
func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	lines := strings.SplitAfter(s, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	for i, l := range lines {
		if strings.HasSuffix(l, "\n") {
			lines[i] = strings.TrimSuffix(l, "\n")
		} else {
			lines[i] = l + `\ no newline at end`
		}
	}
	return lines
}

// firstDifference describes the first differing line, for outputs too long to diff.
func firstDifference(a, b []string) string {
	for i := 0; i < len(a) || i < len(b); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if i >= len(a) || i >= len(b) || x != y {
			return fmt.Sprintf("first difference at line %d:\n- %s\n+ %s", i+1, x, y)
		}
	}
	return "no difference"
}
