package engine

import "simtlab/sim/cuda/ast"

// goto under a mask: the lanes that execute `goto L` leave the running mask
// and wait in Frame.jump[L]; the block that holds L takes them back in when
// its run reaches L. A forward jump is thereby picked up in the same pass,
// with the lanes that got there in order; after the block's last statement,
// lanes waiting at one of its labels (a backward jump) run the block again
// from the first such label, while the lanes that finished wait at the end.
// The checker allows jumps only to labels of enclosing blocks, so a block's
// labels have no waiting lanes when it is entered.

// hasLabel reports whether a statement of list is labeled.
func hasLabel(list []ast.Stmt) bool {
	for _, s := range list {
		if _, ok := s.(*ast.Labeled); ok {
			return true
		}
	}
	return false
}

// countLabels is the size of a frame's jump slice: one past the largest
// label number in the body (the checker numbers a function's labels from 0).
func countLabels(body *ast.Block) int {
	n := 0
	ast.Inspect(body, func(x ast.Node) bool {
		if l, ok := x.(*ast.Labeled); ok {
			n = max(n, l.ID+1)
		}
		return true
	})
	return n
}

// labeledBlock compiles a statement list with labels in it.
func (c *compiler) labeledBlock(list []ast.Stmt) stmtFn {
	n := len(list)
	fns := make([]stmtFn, n)
	labelsAt := make([][]int, n) // label numbers of each statement
	var ids []int                // all of them, in statement order
	var at []int                 // the statement of each of ids
	for i, s := range list {
		for l, ok := s.(*ast.Labeled); ok; l, ok = s.(*ast.Labeled) {
			if l.ID >= 0 && l.ID < c.fn.labels {
				labelsAt[i] = append(labelsAt[i], l.ID)
				ids = append(ids, l.ID)
				at = append(at, i)
			}
			s = l.Stmt
		}
		c.pushStep(pathStep{kind: stepOpaque})
		fns[i] = c.stmt(s)
		c.popStep()
	}
	// waitingFrom is the first statement at or after i with a label where
	// lanes wait, or n.
	waitingFrom := func(f *Frame, i int) int {
		for k, id := range ids {
			if at[k] >= i && f.jump[id] != 0 {
				return at[k]
			}
		}
		return n
	}
	return func(f *Frame, m uint32) uint32 {
		w := f.w
		for _, id := range ids {
			f.jump[id] = 0
		}
		var done uint32
		for i := 0; ; {
			for i < n {
				for _, id := range labelsAt[i] {
					m |= f.jump[id]
					f.jump[id] = 0
				}
				if m == 0 { // skip to where lanes wait, if anywhere
					if j := waitingFrom(f, i+1); j > i {
						i = j
						continue
					}
				}
				if fns[i] != nil {
					m = fns[i](f, m)
				}
				i++
			}
			done |= m
			if i, m = waitingFrom(f, 0), 0; i == n {
				return done
			}
			// A backward jump: count it like a loop's iteration, so that an
			// endless one meets the step budget with its line.
			if w.halted() || !w.m.tick(w, 1, list[i].Pos().Line) {
				return 0
			}
		}
	}
}
