package engine

import (
	"cmp"
	"fmt"
	"io"
	"math"

	"simtlab/sim/cfmt"
	"simtlab/sim/cuda/ast"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
	"simtlab/sim/libc"
)

// effect compiles a built-in with side effects, run lane by lane in lane
// order (on the host: once).
func (c *compiler) effect(e *ast.Call, fn func(f *Frame, a []uint64, lane, line int) uint64) evalFn {
	args := c.exprs(e.Args)
	d := c.newReg()
	line := c.line(e)
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		var buf [8]*Vec
		vs := evalArgs(f, m, args, buf[:0])
		f.w.count(line, m)
		var inBuf [8]uint64
		in := inBuf[:]
		if len(vs) > len(in) {
			in = make([]uint64, len(vs))
		}
		out.U = false
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			if l >= f.w.n || f.w.halted() {
				break
			}
			for i, v := range vs {
				in[i] = v.get(l)
			}
			out.V[l] = fn(f, in[:len(vs)], l, line)
		}
		if f.w.n == 1 {
			out.U = true
		}
		return out
	}
}

// evalArgs evaluates a call's arguments into vs. Host code evaluates them
// right to left, as gcc (nvcc's host compiler) does: in
// printf("%s %d", cudaGetErrorName(cudaGetDeviceCount(&n)), n) the H200
// run prints n's value from before the call. Device code goes left to right.
func evalArgs(f *Frame, m uint32, args []evalFn, vs []*Vec) []*Vec {
	for range args {
		vs = append(vs, nil)
	}
	if f.w.device {
		for i, a := range args {
			vs[i] = a(f, m)
		}
		return vs
	}
	for i := len(args) - 1; i >= 0; i-- {
		vs[i] = args[i](f, m)
	}
	return vs
}

// cstring reads a C string for the program (printf %s, puts).
func (w *Warp) cstring(addr uint64, line int) string {
	if addr == 0 {
		return "(null)"
	}
	s, f := w.m.mem.CString(addr, math.MaxInt32) // the string's own length: its NUL or its block's end
	if f != nil {
		w.fault(line, 0, addr, 1, OpLoad, f)
		return ""
	}
	return s
}

// printfArg converts one printf argument for cfmt. A pointer is read as a
// string only when the conversion that consumes it (conv) is %s.
func printfArg(w *Warp, conv byte, k kind, size int, v uint64, line int) cfmt.Arg {
	switch {
	case k == kF64:
		return cfmt.Double(f64(v))
	case k == kF32:
		return cfmt.Double(float64(f32(v)))
	case k == kPtr:
		if conv == 's' {
			if v == 0 {
				return cfmt.NullString()
			}
			return cfmt.String(w.cstring(v, line))
		}
		return cfmt.Pointer(v)
	case k.signed():
		return cfmt.Int(int64(v), size)
	}
	return cfmt.Uint(v, size)
}

// printfString reads a host printf's %s argument at addr: at most the n
// bytes of a %.ns (limits from cfmt.StringPrecisions; a %.*s takes n from
// the argument before, prev), up to the NUL otherwise.
func printfString(w *Warp, limits []int, index int, addr, prev uint64, line int) cfmt.Arg {
	n := -1
	if index < len(limits) {
		n = limits[index]
	}
	if n == cfmt.PrecisionArg {
		n = int(int32(prev)) // a negative precision is none
	}
	if n < 0 || addr == 0 {
		return printfArg(w, 's', kPtr, 8, addr, line)
	}
	s, f := w.m.mem.CString(addr, n)
	if f != nil {
		w.fault(line, 0, addr, 1, OpLoad, f)
	}
	return cfmt.String(s)
}

// convAt returns the conversion that consumes argument index (see
// cfmt.Conversions), or 0.
func convAt(convs []byte, index int) byte {
	if index < len(convs) {
		return convs[index]
	}
	return 0
}

// printfKinds collects the kinds of printf's variadic arguments.
func printfKinds(e *ast.Call) []kind {
	ks := make([]kind, len(e.Args))
	for i, a := range e.Args {
		ks[i] = kindOf(a.Type())
	}
	return ks
}

// hostBuiltin compiles libc functions (and printf on both sides).
func (c *compiler) hostBuiltin(e *ast.Call, name string) evalFn {
	m := c.m
	switch name {
	case "printf", "fprintf":
		ks := printfKinds(e)
		sizes := make([]int, len(e.Args))
		for i, a := range e.Args {
			sizes[i] = int(a.Type().Size())
		}
		first := 0
		if name == "fprintf" {
			first = 1
		}
		slots := printfSlots(ks[first+1:])
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if len(a) <= first {
				return 0
			}
			w := f.w
			format := w.cstring(a[first], line)
			convs := cfmt.Conversions(format, w.device)
			var reads []cfmt.Read
			if w.device {
				reads = cfmt.DeviceReads(format)
				w.storePrintfArgs(lane, ks[first+1:], a[first+1:], slots)
			}
			args := make([]cfmt.Arg, 0, len(a)-first-1)
			var limits []int
			for i := first + 1; i < len(a); i++ {
				conv := convAt(convs, len(args))
				if w.device && conv == 's' && ks[i] != kPtr {
					// The device copies %s strings into its printf buffer: a
					// %s that lands on a number (after a specification the
					// device does not know, such as %zu) reads a wild address.
					l := w.blk.launch
					m.warnf(m.pos(line), diag.KindRuntime, "kernel '%s': printf %%s takes argument %d, which is not a string (CUDA's device printf prints %%zu, %%Lf, %%.*f as they stand and consumes no argument for them): the launch fails with cudaErrorIllegalAddress",
						l.fn.name(), len(args)+1)
					l.fail(errIllegalAddress)
					return 0
				}
				if conv == 's' && ks[i] == kPtr && !w.device {
					if limits == nil {
						limits = cfmt.StringPrecisions(format)
					}
					args = append(args, printfString(w, limits, len(args), a[i], a[i-1], line))
					continue
				}
				args = append(args, printfArg(w, conv, ks[i], sizes[i], a[i], line))
			}
			if w.device && printfMismatch(reads, slots) {
				var bad int
				if args, bad = w.printfArgsFromBuffer(lane, format, reads, ks[first+1:], slots, line); bad < 0 {
					if m.devCrash == nil {
						m.devCrash = &deviceCrash{at: m.devOut.Len(), line: line, conv: -bad, kernel: w.blk.launch.fn.name()}
					}
					return 0
				} else if bad > 0 {
					l := w.blk.launch
					m.warnf(m.pos(line), diag.KindRuntime, "kernel '%s': printf's %%s conversion %d reads bytes that are no string's address (an hh conversion before it, which the device's printf copies no argument for, shifted the arguments): the launch fails with cudaErrorIllegalAddress",
						l.fn.name(), bad)
					l.fail(errIllegalAddress)
					return 0
				}
			}
			var s string
			if w.device {
				s, _ = cfmt.FormatDevice(format, args)
			} else {
				var counts []cfmt.Count
				s, counts, _ = cfmt.FormatCounts(format, args)
				w.storeCounts(counts, line)
			}
			if w.device {
				m.countRuntimeCall()
				m.devOut.WriteString(s)
				// the device's printf returns the number of arguments
				// after the format, not of characters (dp_04 on the H200)
				return uint64(len(a) - first - 1)
			} else if first == 1 {
				m.writeStream(a[0], s)
			} else {
				io.WriteString(m.out, s)
			}
			return uint64(len(s))
		})
	case "puts":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			s := f.w.cstring(a[0], line) + "\n"
			io.WriteString(m.out, s)
			return uint64(min(len(s), math.MaxInt32)) // glibc's: the bytes written
		})
	case "putchar":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			m.out.Write([]byte{byte(a[0])})
			return uint64(byte(a[0])) // the character written, as an unsigned char
		})
	case "fputc", "putc":
		// on stdout or stderr, the only streams a lab program has
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			m.writeStream(a[1], string([]byte{byte(a[0])}))
			return uint64(byte(a[0]))
		})
	case "fwrite":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			n := a[1] * a[2]
			if a[1] == 0 || a[2] == 0 {
				return 0
			}
			b, _, bad := m.mem.Bytes(a[0], n)
			if bad != nil {
				f.w.runtimeError(line, "fwrite(): out of bounds")
				return 0
			}
			m.writeStream(a[3], string(b))
			return a[2] // the items written
		})
	case "setvbuf", "setbuf":
		// stdout's buffering as glibc's modes set it (_IOFBF 0, _IOLBF 1,
		// _IONBF 2; setbuf(f, NULL) unbuffers); other streams have none
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if a[0] != stdoutHandle {
				return 0
			}
			mode := uint64(2)
			if name == "setvbuf" {
				mode = a[2]
			} else if a[1] != 0 {
				mode = 0
			}
			if mode > 2 {
				return ^uint64(0) // EOF for a mode glibc does not know
			}
			m.stdout.Flush()
			m.stdout.unbuffered, m.stdout.lineBuffered = mode == 2, mode == 1
			return 0
		})
	case "fflush":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if a[0] == stdoutHandle || a[0] == 0 { // fflush(NULL) flushes every stream
				m.stdout.Flush()
			}
			return 0
		})
	case "malloc", "calloc", "__nv_aligned_device_malloc":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			n, align := a[0], uint64(16)
			switch {
			case name == "calloc" && len(a) > 1:
				n *= a[1]
			case name == "__nv_aligned_device_malloc":
				if a[1] == 0 || a[1]&(a[1]-1) != 0 || a[1] > 1<<30 {
					m.countRuntimeCall()
					return 0 // not a power of two: NULL on the H200 (probe hp_02)
				}
				align = max(align, a[1])
			}
			space := mem.Host
			if f.w.device {
				space = mem.Global
				m.countRuntimeCall()
				if !m.rt.heapFits(n) {
					return m.heapFull(line, name)
				}
			}
			b, err := m.mem.Alloc(space, n, align, name)
			if err != nil {
				m.apiWarn(line, "%s(%d) returned NULL: %v", name, n, err)
				m.failedAlloc = allocFailure{line, name}
				return 0
			}
			if name == "calloc" {
				b.MarkInit(0, n)
			}
			if f.w.device {
				m.rt.heapTake(b.Base, n)
			}
			return b.Base
		})
	case "__simtlab_vla":
		// A host variable-length array's elements (check.hostVLA): host
		// memory that lives until the program ends, as the lab's
		// std::vector's does. A size that is negative as a signed
		// number is the program's mistake, which g++ would not catch.
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			n, size := a[0], a[1]
			if int64(n) < 0 || n > 1<<40/max(size, 1) {
				f.w.runtimeError(line, "a variable-length array of %d elements", int64(n))
				return 0
			}
			b, err := m.mem.Alloc(mem.Host, max(n*size, 1), 16, "a variable-length array")
			if err != nil {
				f.w.runtimeError(line, "a variable-length array of %d elements: %v", n, err)
				return 0
			}
			if a[2] != 0 { // = {} or {0}: Alloc's memory is zero already
				b.MarkInit(0, b.Size)
			}
			return b.Base
		})
	case "__simtlab_vla_size":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if b, _, fl := m.mem.Resolve(a[0], 1); fl == nil {
				return b.Size
			}
			return 0
		})
	case "free":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			space := mem.Host
			if f.w.device {
				space = mem.Global
				m.countRuntimeCall()
			}
			if err := m.mem.Free(a[0], space); err != nil {
				f.w.runtimeError(line, "free(): %v", err)
			} else if f.w.device {
				m.rt.heapGive(a[0])
			}
			return 0
		})
	case "realloc":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			b, err := m.mem.Alloc(mem.Host, a[1], 16, "realloc")
			if err != nil {
				return 0
			}
			if a[0] != 0 {
				old := m.mem.Lookup(a[0])
				if old == nil || old.Freed || old.Space != mem.Host {
					f.w.runtimeError(line, "realloc(): %#x is not a live malloc pointer", a[0])
					return 0
				}
				m.mem.Copy(b.Base, a[0], min(old.Size, a[1]))
				m.mem.Free(a[0], mem.Host)
			}
			return b.Base
		})
	case "memset":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if _, bad := f.w.checkRange(a[0], a[2], OpStore, lane, line); !bad {
				m.mem.Fill(a[0], byte(a[1]), a[2])
			}
			return a[0]
		})
	case "memcpy", "memmove":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			w := f.w
			if _, bad := w.checkRange(a[1], a[2], OpLoad, lane, line); bad {
				return 0
			}
			if _, bad := w.checkRange(a[0], a[2], OpStore, lane, line); bad {
				return 0
			}
			m.mem.Copy(a[0], a[1], a[2])
			return a[0]
		})
	case "memcmp":
		// gcc computes memcmp of two string literals over a constant length
		// at compile time, and gives its sign only, as for strcmp
		folded := len(e.Args) == 3 && isStringLiteral(e.Args[0]) && isStringLiteral(e.Args[1]) && e.Args[2].Base().Const != nil
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			x, _, f1 := m.mem.Bytes(a[0], a[2])
			y, _, f2 := m.mem.Bytes(a[1], a[2])
			if f1 != nil || f2 != nil {
				f.w.runtimeError(line, "memcmp(): out of bounds")
				return 0
			}
			// glibc's x86-64 memcmp gives the difference of the first
			// bytes that differ, as strcmp does (std::string::compare of
			// "lAne" and "lane" is -32 on the H200's host)
			d := byteDifference(string(x), string(y))
			if folded {
				d = cmp.Compare(d, 0)
			}
			return canon(kI32, uint64(int64(d)))
		})
	case "strlen":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			return uint64(len(f.w.cstring(a[0], line)))
		})
	case "strcmp":
		// gcc computes strcmp of two string literals at compile time, and
		// gives its sign only
		folded := len(e.Args) == 2 && isStringLiteral(e.Args[0]) && isStringLiteral(e.Args[1])
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			x, y := f.w.cstring(a[0], line), f.w.cstring(a[1], line)
			if folded {
				return canon(kI32, uint64(int64(cmp.Compare(x, y))))
			}
			return canon(kI32, uint64(int64(byteDifference(x, y))))
		})
	case "rand":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 { return uint64(m.rand().Next()) })
	case "srand":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 { m.rand().Seed(uint32(a[0])); return 0 })
	case "exit", "abort":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			code := 134
			if name == "exit" && len(a) > 0 {
				code = int(int32(a[0]))
			}
			if f.w.device {
				f.w.runtimeError(line, "%s() called in device code", name)
				return 0
			}
			m.exitCode = code
			if code == 0 {
				m.exitCode = 0
			}
			m.exited = true
			m.exitCalled = name == "exit" // its atexit handlers run (runAtexit)
			m.halted = true
			return 0
		})
	case "time":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 { return 0 })
	}
	return nil
}

// writeStream writes s to the stream the FILE* handle names: stderr, or
// stdout for any other (the only streams a lab program has).
func (m *Machine) writeStream(handle uint64, s string) {
	if handle == stderrHandle {
		m.writeStderr(s)
	} else {
		io.WriteString(m.out, s)
	}
}

// stderrHandle is the value of the stderr FILE* (stdout is another).
const (
	stdoutHandle = 0x1000_0000_0001
	stderrHandle = 0x1000_0000_0002
	stdinHandle  = 0x1000_0000_0003
)

func (m *Machine) writeStderr(s string) {
	// Diagnostics, not program output: the command prints them on stderr.
	io.WriteString(m.stderr, s)
}

// runtimeError reports a fatal error of the program at line.
func (w *Warp) runtimeError(line int, format string, args ...any) {
	if w.halted() {
		return
	}
	msg := fmt.Sprintf(format, args...)
	if w.device {
		l := w.blk.launch
		w.m.errorf(w.m.pos(line), diag.KindRuntime, "kernel '%s': %s", l.fn.name(), msg)
		l.fail(errLaunchFailure)
		return
	}
	w.m.errorf(w.m.pos(line), diag.KindRuntime, "%s", msg)
	w.m.halted = true
}

// divisionTrap ends the program as x86-64's trapping integer division does:
// killed by SIGFPE, with the shell's status for it.
func (w *Warp) divisionTrap(line int, byZero bool) {
	if w.halted() {
		return
	}
	if byZero {
		w.runtimeError(line, "integer division by zero: the program is killed by SIGFPE (exit status 136)")
	} else {
		w.runtimeError(line, "integer division overflow (the most negative value divided by -1): the program is killed by SIGFPE (exit status 136)")
	}
	w.m.kill(sigfpeStatus)
}

// kill ends the program as a signal does: with the shell's status for it,
// and without writing out stdout's buffer.
func (m *Machine) kill(status int) {
	m.exitCode, m.exited, m.killed, m.halted = status, true, true, true
}

// rand is the program's rand() stream (glibc's sequence, srand(1) until
// the program seeds it).
func (m *Machine) rand() *libc.Rand {
	if m.rng == nil {
		m.rng = libc.NewRand(1)
	}
	return m.rng
}

// countRuntimeCall notes a device-runtime call (printf, malloc, free) of the
// running launch.
func (m *Machine) countRuntimeCall() {
	if m.launch != nil {
		m.launch.runtimeCalls++
	}
}

// byteDifference is what glibc's strcmp and strncmp return: the difference
// of the first bytes that differ, as unsigned chars (the terminating NUL
// counts as 0), not just its sign.
func byteDifference(x, y string) int {
	for i := 0; ; i++ {
		var a, b int
		if i < len(x) {
			a = int(x[i])
		}
		if i < len(y) {
			b = int(y[i])
		}
		if a != b || i >= len(x) || i >= len(y) {
			return a - b
		}
	}
}

// isStringLiteral reports whether x is a string literal, through the
// conversions the checker puts around it.
func isStringLiteral(x ast.Expr) bool {
	for {
		switch e := x.(type) {
		case *ast.StringLit:
			return true
		case *ast.Cast:
			x = e.X
		case *ast.Paren:
			x = e.X
		default:
			return false
		}
	}
}

// errnoRange is glibc's ERANGE on Linux.
const errnoRange = 34

// setErrno stores code in the program's errno, which the front end
// declares as an int at file scope when the program names it (so a
// program that never reads errno has none to write).
func (w *Warp) setErrno(code uint64, lane, line int) {
	m := w.m
	if m.errnoAddr == 0 {
		return
	}
	w.storeLane(m.errnoAddr, kI32, code, lane, line)
}

// storeCounts makes the stores of a host printf's %n conversions.
func (w *Warp) storeCounts(counts []cfmt.Count, line int) {
	for _, c := range counts {
		k := map[int]kind{1: kI8, 2: kI16, 4: kI32}[c.Size]
		if k == 0 {
			k = kI64
		}
		w.hostStore(c.Addr, k, uint64(c.N), line)
	}
}
