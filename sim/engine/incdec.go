package engine

// uniformIncDecs switches the shortcut below off, for the tests.
var uniformIncDecs = true

// uniformIncDec is ++x or --x (or x++ whose value is discarded, a for
// loop's k++) on register variable r: a loop counter, uniform in every lane
// that can see it. The common case, a uniform register updated by the whole
// warp, is written out here: one call of step instead of unop's and
// assign's general paths. It leaves the registers exactly as general, the
// same closure without the shortcut, does: out (register d) and r hold the
// uniform result, untagged (setUniform). It is not inlined
// into incDecAs, so that its closure inlines Warp.count.
//
//go:noinline
func uniformIncDec(r, d, line int, step func(uint64) uint64, general evalFn) evalFn {
	return func(f *Frame, m uint32) *Vec {
		a := &f.regs[r]
		if !uniformIncDecs || !a.U || m&f.full != f.full {
			return general(f, m)
		}
		f.w.count(line, m)
		v := step(a.V[0])
		out := &f.regs[d]
		out.setUniform(v)
		a.setUniform(v)
		return out
	}
}
