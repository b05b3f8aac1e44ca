package engine

import (
	"fmt"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/signature"
	"simtlab/sim/diag"
)

// deviceAssert compiles assert(cond). In a kernel, a failing thread prints
// CUDA's message on stderr,
//
//	file:line: void k(int *): block: [x,y,z], thread: [x,y,z] Assertion `cond` failed.
//
// and the launch fails with cudaErrorAssert, which every later runtime
// call returns (the context is lost). On the host it is glibc's assert:
// the message, then abort (exit status 134).
func (c *compiler) deviceAssert(e *ast.Call) evalFn {
	m := c.m
	cond := m.callText(e)
	hostFn, deviceFn := "int main()", "int main()"
	if d := c.fn; d != nil && d.decl != nil && d.decl.Obj != nil {
		hostFn, deviceFn = signature.Pretty(d.decl, false), signature.Pretty(d.decl, true)
	}
	file := m.file.Name
	return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
		if a[0] != 0 {
			return 0
		}
		w := f.w
		if w.device {
			l := w.blk.launch
			t := w.threadOf(lane)
			b := w.blk.idx
			fmt.Fprintf(m.stderr, "%s:%d: %s: block: [%d,%d,%d], thread: [%d,%d,%d] Assertion `%s` failed.\n",
				file, line, deviceFn, b[0], b[1], b[2], t[0], t[1], t[2], cond)
			m.warnf(m.pos(line), diag.KindRuntime, "kernel '%s': assertion `%s` failed in block (%d,%d,%d), thread (%d,%d,%d): the launch fails with cudaErrorAssert",
				l.fn.name(), cond, b[0], b[1], b[2], t[0], t[1], t[2])
			l.fail(errAssert)
			return 0
		}
		if w.halted() {
			return 0
		}
		fmt.Fprintf(m.stderr, "a.out: %s:%d: %s: Assertion `%s' failed.\n", file, line, hostFn, cond)
		// Like abort(): the program's own way out, so a warning, not a lab error.
		m.warnf(m.pos(line), diag.KindRuntime, "assertion `%s` failed: the program aborts (exit status 134)", cond)
		m.kill(134)
		return 0
	})
}

// callText is the source text of a call's argument list, as the
// preprocessor's # operator would spell it (runs of white space become one
// space): the condition of assert(cond).
func (m *Machine) callText(e *ast.Call) string {
	pos := e.Pos()
	start := m.offsetOf(pos.Line, pos.Col)
	if start < 0 {
		return "cond"
	}
	src := m.src
	i := start
	for i < len(src) && src[i] != '(' && src[i] != '\n' {
		i++
	}
	if i >= len(src) || src[i] != '(' {
		return "cond"
	}
	depth, j := 0, i
	var quote byte
	for ; j < len(src); j++ {
		ch := src[j]
		switch {
		case quote != 0:
			if ch == '\\' {
				j++
			} else if ch == quote {
				quote = 0
			}
		case ch == '"' || ch == '\'':
			quote = ch
		case ch == '(':
			depth++
		case ch == ')':
			depth--
		}
		if depth == 0 {
			break
		}
	}
	if j >= len(src) {
		return "cond"
	}
	return strings.Join(strings.Fields(string(src[i+1:j])), " ")
}

// offsetOf is the byte offset of line:col (both from 1) in the source, or -1.
func (m *Machine) offsetOf(line, col int) int {
	m.pos(1) // fills lineStarts
	if line < 1 || line > len(m.lineStarts) {
		return -1
	}
	off := m.lineStarts[line-1] + col - 1
	if off < 0 || off >= len(m.src) {
		return -1
	}
	return off
}
