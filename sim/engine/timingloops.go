package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// The engine runs a loop's test and increment in every iteration, and the
// timing hook records them so; nvcc unrolls the loop and runs them once per
// unrolled trip. The timing model folds them (sim/timing fold.go) if the
// stream says which instructions they are: loopControl finds, from the
// source, the lines where loop control is recorded, and warpTrace.add marks
// the instructions recorded there with timing.FlagLoopControl.

// loopLine is the loop control recorded at one source line: ctl estimated
// instructions of test and increment per iteration, body those of the loop
// body written on the same line (a one-line loop). Of the instructions
// recorded at the line, the share ctl / (ctl + body) is loop control.
type loopLine struct {
	ctl, body int32
	// id numbers the one-line loops, whose share the warps count out
	// (warpTrace.ctlSeen); -1 for a loop whose line is all control.
	id int32
}

// loopControl returns, indexed by line, the loop control of f's loops; a
// zero ctl means none. Loops under `#pragma unroll 1` are left out: nvcc
// keeps their test in every iteration. The second result is the number of
// one-line loops.
func loopControl(f *ast.File) ([]loopLine, int) {
	if f == nil {
		return nil, 0
	}
	var lines []loopLine
	oneLine := int32(0)
	add := func(line int, ctl, body int32) {
		if line <= 0 || ctl <= 0 {
			return
		}
		for line >= len(lines) {
			lines = append(lines, loopLine{id: -1})
		}
		l := &lines[line]
		l.ctl += ctl
		l.body += body
		if l.body > 0 && l.id < 0 {
			l.id = oneLine
			oneLine++
		}
	}
	loop := func(cond, post ast.Expr, body ast.Stmt, unroll ast.Unroll) {
		if cond == nil || unroll == 1 {
			return
		}
		line := cond.Pos().Line
		add(line, max(ops(cond), 1)+ops(post), opsOnLine(body, line))
		if post != nil && post.Pos().Line != line {
			add(post.Pos().Line, max(ops(post), 1), opsOnLine(body, post.Pos().Line))
		}
	}
	for _, fn := range f.Funcs {
		if fn.Body == nil {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			switch s := n.(type) {
			case *ast.For:
				loop(s.Cond, s.Post, s.Body, s.Unroll)
			case *ast.While:
				loop(s.Cond, nil, s.Body, s.Unroll)
			case *ast.DoWhile:
				loop(s.Cond, nil, s.Body, s.Unroll)
			}
			return true
		})
	}
	return lines, int(oneLine)
}

// ops estimates the warp instructions the engine records for expression
// e: one per operator, increment, compound assignment and call; an add
// of a product is one fused multiply-add, as nvcc contracts it; reading
// a variable, a plain assignment to one and taking an address are free.
func ops(e ast.Expr) int32 {
	if e == nil {
		return 0
	}
	var n int32
	ast.Inspect(e, func(x ast.Node) bool {
		n += opCost(x)
		return true
	})
	return n
}

// opsOnLine is ops over the expressions of s written on line.
func opsOnLine(s ast.Stmt, line int) int32 {
	if s == nil {
		return 0
	}
	var n int32
	ast.Inspect(s, func(x ast.Node) bool {
		if e, ok := x.(ast.Expr); ok && e.Pos().Line == line {
			n += opCost(x)
		}
		return true
	})
	return n
}

func opCost(x ast.Node) int32 {
	switch x := x.(type) {
	case *ast.Binary:
		if (x.Op == token.Add || x.Op == token.Sub) && (isMul(x.X) || isMul(x.Y)) {
			return 0 // the multiply counts for both
		}
		return 1
	case *ast.Unary:
		if x.Op == token.And || x.Op == token.Add {
			return 0
		}
		return 1
	case *ast.IncDec, *ast.Call:
		return 1
	case *ast.Assign:
		if x.OpType != nil {
			return 1
		}
	}
	return 0
}

func isMul(e ast.Expr) bool {
	b, ok := ast.Unparen(e).(*ast.Binary)
	return ok && b.Op == token.Mul
}

// l2OnlyLoads returns, indexed by line, whether a load on that line is
// cached in L2 only: __ldcg (ld.global.cg) and __ldcv (ld.global.cv, fetched
// again every time) allocate nothing in L1. The memory system runs them as
// plain loads; the timing hook costs them with timing.BypassL1. A line with
// such a load and a plain one times both as L2-only: the stream knows lines,
// not columns.
func l2OnlyLoads(f *ast.File) []bool {
	if f == nil {
		return nil
	}
	var lines []bool
	for _, fn := range f.Funcs {
		if fn.Body == nil {
			continue
		}
		ast.Inspect(fn.Body, func(n ast.Node) bool {
			if c, ok := n.(*ast.Call); ok && c.Func != nil && (c.Func.Name == "__ldcg" || c.Func.Name == "__ldcv") {
				line := c.Pos().Line
				for line >= len(lines) {
					lines = append(lines, false)
				}
				lines[line] = true
			}
			return true
		})
	}
	return lines
}
