package engine

import (
	"math"
	"strconv"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/libc"
)

// sscanf(str, format, ...): libc.Scan reads the input as glibc's scanf
// does; each assigning conversion's text is then converted for the type
// its pointer argument points to (glibc's strtol/strtoul for integers,
// truncated to the object's width; strtof or strtod for floats) and
// stored there.
func (c *compiler) sscanf(e *ast.Call) evalFn {
	return c.scanFrom(e, 0)
}

// stdinRead compiles the functions that read standard input, which a lab
// program does not have (the recordings run with </dev/null): scanf and
// fscanf scan an empty input, getchar, getc and fgetc return EOF, fgets
// returns NULL.
func (c *compiler) stdinRead(e *ast.Call, name string) evalFn {
	switch name {
	case "scanf":
		return c.scanFrom(e, -1)
	case "fscanf":
		return c.scanFrom(e, -2)
	case "getchar", "getc", "fgetc":
		return c.effect(e, func(*Frame, []uint64, int, int) uint64 { return canon(kI32, uint64(math.MaxUint64)) })
	case "fgets":
		return c.effect(e, func(*Frame, []uint64, int, int) uint64 { return 0 })
	}
	return nil
}

// scanFrom compiles sscanf (from 0: the input is argument 0), scanf (-1:
// an empty input, the format is argument 0) and fscanf (-2: an empty
// input, the format is argument 1).
func (c *compiler) scanFrom(e *ast.Call, from int) evalFn {
	targets := make([]types.Type, len(e.Args)) // what each argument points to
	for i, a := range e.Args {
		switch t := a.Type().(type) {
		case *types.Pointer:
			targets[i] = t.Elem
		case *types.Array:
			targets[i] = t.Elem
		}
	}
	return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
		w := f.w
		input, first := "", 1 // the format's argument
		switch from {
		case -1:
			first = 0
		case -2:
		default:
			if len(a) > 0 {
				input = w.cstring(a[0], line)
			}
		}
		if len(a) <= first {
			return 0
		}
		items, result := libc.Scan(input, w.cstring(a[first], line))
		for i, it := range items {
			j := first + 1 + i
			if j >= len(a) || targets[j] == nil || a[j] == 0 {
				break // too few pointers: glibc would write through garbage
			}
			if !w.storeScanned(a[j], targets[j], it, lane, line) {
				break
			}
		}
		return canon(kI32, uint64(int64(result)))
	})
}

// storeScanned stores one conversion's value at addr, an object of type t;
// false after a fault.
func (w *Warp) storeScanned(addr uint64, t types.Type, it libc.ScanItem, lane, line int) bool {
	switch it.Verb {
	case 's', '[', 'c':
		b := []byte(it.Text)
		if it.Verb != 'c' {
			b = append(b, 0)
		}
		w.writeBytes(constVec(addr), 1<<lane, b, uint64(len(b)), line)
		return !w.halted()
	}
	k := kindOf(t)
	var v uint64
	switch it.Verb {
	case 'n':
		v = uint64(it.N)
	case 'f', 'e', 'g', 'a', 'E', 'G', 'A':
		v = scannedFloat(it.Text, k)
	default:
		base := map[byte]int{'d': 10, 'u': 10, 'i': 0, 'o': 8, 'x': 16, 'p': 16}[it.Verb]
		unsigned := it.Verb != 'd' && it.Verb != 'i'
		_, v, _ = parseCInt(it.Text, base, unsigned)
		if k == kF32 || k == kF64 { // an integer conversion into a float object: its bits
			k = kU32
			if t.Size() == 8 {
				k = kU64
			}
		}
	}
	if k == kVoid || k == kBool {
		k = kU8
	}
	return w.storeLane(addr, k, canon(k, v), lane, line)
}

// scannedFloat converts the text a float conversion read as strtof (k is
// kF32) or strtod does: correctly rounded, C's hexadecimal form without an
// exponent accepted, glibc's NaNs (sign kept, quiet bit only). A bare
// exponent letter at the end ("1e") is not part of the number.
func scannedFloat(s string, k kind) uint64 {
	size := 64
	if k == kF32 {
		size = 32
	}
	neg := strings.HasPrefix(s, "-")
	body := strings.TrimLeft(s, "+-")
	if len(body) >= 3 && strings.EqualFold(body[:3], "nan") {
		if size == 32 {
			if neg {
				return 0xffc00000
			}
			return 0x7fc00000
		}
		if neg {
			return 0xfff8000000000000
		}
		return 0x7ff8000000000000
	}
	hex := len(body) > 1 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X')
	if hex && !strings.ContainsAny(body, "pP") {
		s += "p0"
	}
	s = strings.TrimRight(s, "eEpP+-")
	if hex && !strings.ContainsAny(s, "pP") {
		s += "p0"
	}
	v, err := strconv.ParseFloat(s, size)
	if err != nil && !strings.Contains(err.Error(), "range") {
		v = 0
	}
	if size == 32 {
		return uint64(math.Float32bits(float32(v)))
	}
	return math.Float64bits(v)
}
