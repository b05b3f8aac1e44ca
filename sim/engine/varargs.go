package engine

import (
	"encoding/binary"
	"math"

	"simtlab/sim/cfmt"
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// Variadic host functions and <stdarg.h>. A call of a variadic function
// the program defines packs the arguments after the named ones into
// 8-byte slots of the caller's frame and passes their address as the
// callee's hidden last parameter (ast.VarArea); a va_list is a pointer
// into those slots (preprocess/headers/simtlab_stdarg.h), and vprintf and its
// kin read one slot per argument their format consumes.

// varArgs compiles the packing of a variadic host function's arguments
// after its named ones into 8-byte slots of the caller's frame, promoted
// as C promotes them (float to double, char and short to int), and returns
// the function that packs them and gives the callee's arguments: the named
// ones, then the slots' address (ast.VarArea).
func (c *compiler) varArgs(e *ast.Call, ft *types.Func) func(f *Frame, argv []*Vec, mask uint32) []*Vec {
	named := len(ft.Params)
	extra := e.Args[named:]
	kinds := make([]kind, len(extra))
	for i, a := range extra {
		if kinds[i] = kindOf(a.Type()); kinds[i] == kAgg {
			c.unsupported(a, "passing a struct through '...'")
			return nil
		}
	}
	off := c.frameMem(int64(8*max(len(extra), 1)), 8)
	area := c.newReg()
	line := c.line(e)
	return func(f *Frame, argv []*Vec, mask uint32) []*Vec {
		w := f.w
		addU(&f.regs[area], &f.base, off, w.n)
		for lane := 0; lane < w.n; lane++ {
			if mask&(1<<lane) == 0 {
				continue
			}
			base := f.regs[area].get(lane)
			for i, k := range kinds {
				w.hostStore(base+8*uint64(i), kI64, promoteVararg(k, argv[named+i].get(lane)), line)
			}
		}
		out := append(make([]*Vec, 0, named+2), argv[:named]...)
		return append(out, &f.regs[area])
	}
}

// promoteVararg is v, of kind k, as its 8-byte slot holds it after C's
// default argument promotions.
func promoteVararg(k kind, v uint64) uint64 {
	switch k {
	case kF32:
		return math.Float64bits(float64(f32(v)))
	case kI8:
		return uint64(int64(int8(v)))
	case kI16:
		return uint64(int64(int16(v)))
	case kI32:
		return uint64(int64(int32(v)))
	case kU8:
		return uint64(uint8(v))
	case kU16:
		return uint64(uint16(v))
	case kU32:
		return uint64(uint32(v))
	case kBool:
		return v & 1
	}
	return v
}

// vaBuiltin compiles vprintf, vfprintf, vsprintf and vsnprintf.
func (c *compiler) vaBuiltin(e *ast.Call, name string) evalFn {
	var format int // the format's argument; the va_list follows it
	switch name {
	case "vprintf":
		format = 0
	case "vfprintf", "vsprintf":
		format = 1
	case "vsnprintf":
		format = 2
	default:
		return nil
	}
	m := c.m
	return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
		w := f.w
		fmtStr := w.cstring(a[format], line)
		args, ok := w.slotArgs(fmtStr, a[format+1], line)
		if !ok {
			return 0
		}
		s, counts, _ := cfmt.FormatCounts(fmtStr, args)
		w.storeCounts(counts, line)
		switch name {
		case "vprintf":
			m.out.Write([]byte(s))
		case "vfprintf":
			m.writeStream(a[0], s)
		case "vsprintf":
			w.storeFormatted(a[0], s, -1, lane, line)
		default:
			w.storeFormatted(a[0], s, int(a[1]), lane, line)
		}
		return uint64(len(s))
	})
}

// slotArgs reads the arguments format consumes from the 8-byte slots at
// ap: an integer conversion without l or ll takes the slot's low 4 bytes.
func (w *Warp) slotArgs(format string, ap uint64, line int) ([]cfmt.Arg, bool) {
	convs, wides := cfmt.Conversions(format, false), cfmt.Wides(format)
	limits := cfmt.StringPrecisions(format)
	args := make([]cfmt.Arg, 0, len(convs))
	var prev uint64
	for i, conv := range convs {
		b, _, fl := w.m.mem.Bytes(ap+8*uint64(i), 8)
		if fl != nil {
			w.fault(line, 0, ap+8*uint64(i), 8, OpLoad, fl)
			return nil, false
		}
		v := binary.LittleEndian.Uint64(b)
		size := 4
		if i < len(wides) && wides[i] {
			size = 8
		}
		switch conv {
		case 'e', 'E', 'f', 'F', 'g', 'G', 'a', 'A':
			args = append(args, printfArg(w, conv, kF64, 8, v, line))
		case 's':
			args = append(args, printfString(w, limits, len(args), v, prev, line))
		case 'p', 'n':
			args = append(args, printfArg(w, conv, kPtr, 8, v, line))
		case 'd', 'i', '*':
			args = append(args, printfArg(w, conv, kI64, size, v, line))
		default:
			args = append(args, printfArg(w, conv, kU64, size, v, line))
		}
		prev = v
	}
	return args, true
}

// storeFormatted writes what sprintf formatted, s and its NUL, at dst: at
// most limit bytes, the NUL included, for snprintf (nothing when limit is
// 0); all of it when limit is negative.
func (w *Warp) storeFormatted(dst uint64, s string, limit, lane, line int) {
	if limit == 0 {
		return
	}
	b := append([]byte(s), 0)
	if limit > 0 && len(b) > limit {
		b = append(b[:limit-1], 0)
	}
	if d, _, fl := w.m.mem.Bytes(dst, uint64(len(b))); fl != nil {
		w.fault(line, lane, dst, len(b), OpStore, fl)
	} else {
		copy(d, b)
		if bl := w.m.mem.Find(dst); bl != nil {
			bl.MarkInit(dst-bl.Base, uint64(len(b)))
		}
	}
}
