package engine

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
	"simtlab/sim/engine/texture"
)

// A texture object is the address of 20 words in device memory that the
// texture API's C writes (parser/texture.go): these are their indices.
const (
	texWordMagic = iota
	texWordKind
	texWordBits
	texWordChannels
	texWordResource
	texWordFilter
	texWordReadMode
	texWordNormalized
	texWordAddress0
	texWordAddress1
	texWordData
	texWordPitch
	texWordWidth
	texWordHeight
	texWordSize
	texWordBorder // four words, the border colour's float bits
	texWords      = 20
)

const (
	texMagic          = 0x53494d544c544558 // "SIMTLTEX"
	texResourceLinear = 2                  // cudaResourceTypeLinear
)

// texComponent is one component of a fetch's result type: its kind and
// offset.
type texComponent struct {
	k   kind
	off uint64
}

// texComponents lists the components of t, a scalar or a CUDA vector type.
func texComponents(t types.Type) []texComponent {
	if s, ok := t.(*types.Struct); ok {
		var out []texComponent
		for _, f := range s.Fields {
			out = append(out, texComponent{kindOf(f.Type), uint64(f.Offset)})
		}
		return out
	}
	return []texComponent{{kindOf(t), 0}}
}

// texBuiltin compiles a texture fetch: tex1Dfetch, tex1D and tex2D, into a
// pointer (tex2D(&v, t, x, y)) or as a value (tex2D<T>(t, x, y), which the
// parser writes __simtlab_tex2D((T*)0, t, x, y)). Each lane reads the
// object's descriptor and texels directly: the texture path's traffic is
// not among the counters the lab observes (docs/architecture.md).
func (c *compiler) texBuiltin(e *ast.Call, name string) evalFn {
	fetch, into := strings.CutPrefix(name, "__simtlab_")
	into = !into
	dims := map[string]int{"tex1Dfetch": 0, "tex1D": 1, "tex2D": 2}[fetch]
	if len(e.Args) != 3+max(dims-1, 0) {
		return nil
	}
	pt, ok := e.Args[0].Type().(*types.Pointer)
	if !ok {
		return nil
	}
	comps := texComponents(pt.Elem)
	label := fetch + "<" + pt.Elem.String() + ">"
	return c.laneValues(e, pt.Elem, into, func(w *Warp, vs []*Vec, cache *texCache, l, line int) ([4]uint64, bool, bool) {
		var coord [2]float32
		for i := 0; i < dims; i++ {
			coord[i] = math.Float32frombits(uint32(vs[2+i].get(l)))
		}
		t, ok := w.texFetch(cache, label, vs[1].get(l), dims, int64(int32(vs[2].get(l))), coord, comps, l, line)
		return t, ok, ok
	})
}

// laneValues compiles a built-in each of whose lanes makes a value of type
// vt, a scalar or a CUDA vector type: stored through the pointer argument
// 0 when into, else the call's value (an aggregate's in frame memory). fn
// gives a lane's components, whether to deliver them (a surface write has
// none) and false for ok when the lane faulted, which ends the call.
func (c *compiler) laneValues(e *ast.Call, vt types.Type, into bool, fn func(w *Warp, vs []*Vec, cache *texCache, l, line int) (v [4]uint64, deliver, ok bool)) evalFn {
	comps := texComponents(vt)
	rk := kindOf(vt)
	args := c.exprs(e.Args)
	line := c.line(e)
	d := c.newReg()
	agg := !into && rk == kAgg
	var off uint64
	if agg {
		size := vt.Size()
		off = c.frameMem(size, min(size, 16))
	}
	return func(f *Frame, m uint32) *Vec {
		w := f.w
		var buf [8]*Vec
		vs := evalArgs(f, m, args, buf[:0])
		w.count(line, m)
		out := &f.regs[d]
		if agg {
			addU(out, &f.base, off, w.n)
		}
		out.U = false
		var cache texCache
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			if l >= w.n || w.halted() {
				break
			}
			v, deliver, ok := fn(w, vs, &cache, l, line)
			if !ok {
				break
			}
			if deliver {
				w.deliver(v, comps, into, rk, vs[0], out, l, line)
			}
		}
		return out
	}
}

// deliver puts lane l's fetched components where the call's value goes:
// through the pointer argument ptr (tex2D(&v, ...)), into the aggregate
// whose address out holds, or into out itself for a scalar.
func (w *Warp) deliver(v [4]uint64, comps []texComponent, into bool, rk kind, ptr, out *Vec, l, line int) {
	switch {
	case into:
		for i, cp := range comps {
			w.storeLane(ptr.get(l)+cp.off, cp.k, v[i], l, line)
		}
	case rk == kAgg:
		for i, cp := range comps {
			w.storeLane(out.get(l)+cp.off, cp.k, v[i], l, line)
		}
	default:
		out.V[l] = v[0]
	}
}

// texCache keeps the descriptor a warp's lanes read last: they mostly
// share one texture object.
type texCache struct {
	obj  uint64
	desc *texture.Desc
}

// texFetch is one lane's fetch from texture object obj, its components as
// the engine holds values of their kinds.
func (w *Warp) texFetch(cache *texCache, label string, obj uint64, dims int, index int64, coord [2]float32, comps []texComponent, lane, line int) ([4]uint64, bool) {
	var r [4]uint64
	d := cache.desc
	if d == nil || cache.obj != obj {
		var why string
		if d, why = w.texDesc(obj, dims); d == nil {
			w.texError(label, lane, line, "%s", why)
			return r, false
		}
		cache.obj, cache.desc = obj, d
	}
	floats := comps[0].k.isFloat()
	if floats != d.Floats() {
		w.texError(label, lane, line, "reads texture object %#x, %s: %s", obj, texFormatName(d), texTypeHint(d))
		return r, false
	}
	read := func(addr uint64, n int) ([]byte, bool) {
		b, _, f := w.m.mem.Bytes(addr, uint64(n))
		return b, f == nil
	}
	var tx texture.Texel
	var ok bool
	if dims == 0 {
		tx, ok = d.Fetch(read, index)
	} else {
		tx, ok = d.Sample(read, coord[0], coord[1]) // coord[1] is 0 for tex1D
	}
	if !ok {
		w.texError(label, lane, line, "reads texture object %#x, whose texels were freed (cudaFree or cudaFreeArray) before the launch", obj)
		return r, false
	}
	for i := range comps {
		if i >= 4 {
			break
		}
		if floats {
			r[i] = uint64(math.Float32bits(tx.F[i]))
		} else {
			r[i] = uint64(int64(tx.I[i]))
		}
	}
	return r, true
}

// texError reports a fetch's fault with the thread that made it.
func (w *Warp) texError(label string, lane, line int, format string, args ...any) {
	t := w.threadOf(lane)
	w.runtimeError(line, "%s in thread (%d,%d,%d) of block (%d,%d,%d) %s", label, t[0], t[1], t[2],
		w.blk.idx[0], w.blk.idx[1], w.blk.idx[2], fmt.Sprintf(format, args...))
}

// texDesc reads the descriptor of texture object obj, or says why it
// cannot be fetched from with this many dimensions.
func (w *Warp) texDesc(obj uint64, dims int) (*texture.Desc, string) {
	b, _, f := w.m.mem.Bytes(obj, 8*texWords)
	if f != nil && f.Kind == mem.UseAfterFree {
		return nil, fmt.Sprintf("reads texture object %#x, which cudaDestroyTextureObject destroyed", obj)
	}
	d, why := texDescOf(b, texMagic, dims)
	if d == nil {
		why = fmt.Sprintf(why, obj)
	}
	return d, why
}

// texDescOf decodes a descriptor's words (nil when unreadable) that carry
// magic (a texture's or a surface's) for an access of dims dimensions, or
// says why it cannot be made: the reason has a %#x verb for the object.
func texDescOf(b []byte, magic uint64, dims int) (*texture.Desc, string) {
	var word [texWords]uint64
	if len(b) == 8*texWords {
		for i := range word {
			word[i] = binary.LittleEndian.Uint64(b[8*i:])
		}
	}
	valid := word[texWordKind] <= 2 && word[texWordChannels] <= 4 && word[texWordAddress0] <= 3 && word[texWordAddress1] <= 3 &&
		(word[texWordBits] == 8 || word[texWordBits] == 16 || word[texWordBits] == 32) && word[texWordChannels] != 0 && word[texWordChannels] != 3
	if word[texWordMagic] != magic || !valid {
		return nil, "reads %#x, which is not a texture object (cudaCreateTextureObject makes them; 0 is none)"
	}
	linear := word[texWordResource] == texResourceLinear
	if linear != (dims == 0) {
		if linear {
			return nil, "reads texture object %#x, which is linear memory (cudaResourceTypeLinear): read it with tex1Dfetch(t, i)"
		}
		return nil, "reads texture object %#x, which is a CUDA array or pitched memory: tex1Dfetch reads linear memory only, read this one with tex1D or tex2D"
	}
	d := &texture.Desc{
		Format: texture.Format{Kind: texture.Kind(word[texWordKind]), Bits: int(word[texWordBits]), Channels: int(word[texWordChannels])},
		Data:   word[texWordData], Pitch: word[texWordPitch],
		Width: int64(word[texWordWidth]), Height: int64(word[texWordHeight]),
		Linear: linear, Size: word[texWordSize],
		Address:          [2]texture.AddressMode{texture.AddressMode(word[texWordAddress0]), texture.AddressMode(word[texWordAddress1])},
		LinearFilter:     word[texWordFilter] == 1,
		NormalizedRead:   word[texWordReadMode] == 1,
		NormalizedCoords: word[texWordNormalized] != 0,
	}
	for i := range d.Border {
		d.Border[i] = math.Float32frombits(uint32(word[texWordBorder+i]))
	}
	return d, ""
}

// texFormatName describes a texture's texels and read mode.
func texFormatName(d *texture.Desc) string {
	kind := map[texture.Kind]string{texture.Signed: "signed integers", texture.Unsigned: "unsigned integers", texture.Float: "floats"}[d.Format.Kind]
	s := fmt.Sprintf("%d-bit %s in %d channel(s)", d.Format.Bits, kind, d.Format.Channels)
	if d.Format.Kind != texture.Float {
		if d.NormalizedRead {
			return s + " read as normalized floats"
		}
		return s + " read as they are (cudaReadModeElementType)"
	}
	return s
}

// texTypeHint says which fetch types fit texture d.
func texTypeHint(d *texture.Desc) string {
	if d.Floats() {
		return "fetch it as float, float2 or float4"
	}
	return "fetch it as the integer type of its texels (uchar4, int ...), or create the texture with cudaReadModeNormalizedFloat to read floats"
}

const surfMagic = 0x53494d544c535246 // "SIMTLSRF"

// The boundary modes of cudaSurfaceBoundaryMode.
const (
	surfZero  = 0
	surfClamp = 1
)

// surfBuiltin compiles surface reads and writes: surf1Dread, surf2Dread,
// surf1Dwrite and surf2Dwrite, their template forms written
// __simtlab_surf2Dread((T*)0, s, x, y, mode) and so on. x counts bytes.
// Outside the array a read gives 0 and a write does nothing
// (cudaBoundaryModeZero), both clamp to the edge (cudaBoundaryModeClamp),
// or the launch fails with an illegal address (cudaBoundaryModeTrap, the
// default); an x that is not a multiple of the value's size fails it with
// a misaligned address in every mode, as on the H200.
func (c *compiler) surfBuiltin(e *ast.Call, name string) evalFn {
	op, template := strings.CutPrefix(name, "__simtlab_")
	write := strings.HasSuffix(op, "write")
	dims := 1
	if strings.HasPrefix(op, "surf2D") {
		dims = 2
	}
	// the arguments from the surface on: s, x[, y], mode
	first := 1
	if template && write {
		first = 2 // (T*)0, value, ...
	}
	if len(e.Args) != first+dims+2 {
		return nil
	}
	var vt types.Type
	if write && !template {
		vt = e.Args[0].Type()
	} else if pt, ok := e.Args[0].Type().(*types.Pointer); ok {
		vt = pt.Elem
	} else {
		return nil
	}
	comps := texComponents(vt)
	size := uint64(vt.Size())
	rk := kindOf(vt)
	label := op + "<" + vt.String() + ">"
	return c.laneValues(e, vt, !template || write, func(w *Warp, vs []*Vec, cache *texCache, l, line int) ([4]uint64, bool, bool) {
		var v [4]uint64
		obj := vs[first].get(l)
		x := int64(int32(vs[first+1].get(l)))
		y := int64(0)
		if dims == 2 {
			y = int64(int32(vs[first+2].get(l)))
		}
		mode := vs[first+dims+1].get(l)
		addr, in, ok := w.surfAddress(cache, label, obj, x, y, size, mode, l, line)
		if !ok {
			return v, false, false
		}
		if write {
			if in {
				w.surfStore(addr, vs[first-1].get(l), rk, size) // the value precedes the surface
			}
			return v, false, true
		}
		if in {
			v = w.surfLoad(addr, comps)
		}
		return v, true, true
	})
}

// surfAddress is where a surface access of size bytes at byte x of row y
// goes, and whether it goes anywhere (cudaBoundaryModeZero outside the
// array does not); a fault ends the launch.
func (w *Warp) surfAddress(cache *texCache, label string, obj uint64, x, y int64, size, mode uint64, lane, line int) (uint64, bool, bool) {
	d := cache.desc
	if d == nil || cache.obj != obj {
		var why string
		if d, why = w.surfDesc(obj); d == nil {
			w.texError(label, lane, line, "%s", why)
			return 0, false, false
		}
		cache.obj, cache.desc = obj, d
	}
	t := w.threadOf(lane)
	if x%int64(size) != 0 {
		w.surfFault(label, t, line, mem.Misaligned, fmt.Sprintf("byte %d of the surface is not a multiple of %d, the size of the value", x, size))
		return 0, false, false
	}
	rowBytes := d.Width * int64(d.Format.Size())
	inside := x >= 0 && x+int64(size) <= rowBytes && y >= 0 && y < d.Height
	if !inside {
		switch mode {
		case surfZero:
			return 0, false, true
		case surfClamp:
			x = max(0, min(rowBytes-int64(size), x))
			y = max(0, min(d.Height-1, y))
		default:
			w.surfFault(label, t, line, mem.OutOfBounds, fmt.Sprintf("byte %d of row %d is outside the %dx%d surface of %d-byte texels (cudaBoundaryModeTrap; Zero or Clamp would not fault)",
				x, y, d.Width, d.Height, d.Format.Size()))
			return 0, false, false
		}
	}
	return d.Data + uint64(y)*d.Pitch + uint64(x), true, true
}

// surfFault ends the launch as the H200 does for a surface access it
// cannot make: cudaErrorMisalignedAddress or cudaErrorIllegalAddress.
func (w *Warp) surfFault(label string, t [3]uint64, line int, kind mem.FaultKind, msg string) {
	if w.halted() {
		return
	}
	l := w.blk.launch
	code := errIllegalAddress
	if kind == mem.Misaligned {
		code = errMisalignedAddress
	}
	w.m.errorf(w.m.pos(line), diag.KindSanitizer, "kernel '%s': %s by thread (%d,%d,%d) in block (%d,%d,%d): %s",
		l.fn.name(), label, t[0], t[1], t[2], w.blk.idx[0], w.blk.idx[1], w.blk.idx[2], msg)
	l.fail(code)
}

// surfDesc reads the descriptor of surface object obj: a texture's layout
// over a CUDA array, with a magic of its own.
func (w *Warp) surfDesc(obj uint64) (*texture.Desc, string) {
	b, _, f := w.m.mem.Bytes(obj, 8*texWords)
	if f != nil && f.Kind == mem.UseAfterFree {
		return nil, fmt.Sprintf("uses surface object %#x, which cudaDestroySurfaceObject destroyed", obj)
	}
	if d, _ := texDescOf(b, surfMagic, 2); d != nil {
		return d, ""
	}
	return nil, fmt.Sprintf("uses %#x, which is not a surface object (cudaCreateSurfaceObject makes them)", obj)
}

// surfLoad reads a value's components at addr.
func (w *Warp) surfLoad(addr uint64, comps []texComponent) [4]uint64 {
	var v [4]uint64
	for i, cp := range comps {
		if i >= 4 {
			break
		}
		n := uint64(cp.k.size())
		b, off, f := w.m.mem.Resolve(addr+cp.off, n)
		if f != nil {
			return v
		}
		v[i] = extend(cp.k, mem.Load(b, off, int(n)))
	}
	return v
}

// surfStore writes a value of kind k (an aggregate's bytes from the
// address v holds) at addr, marking the bytes written.
func (w *Warp) surfStore(addr, v uint64, k kind, size uint64) {
	blk, off, f := w.m.mem.Resolve(addr, size)
	if f != nil {
		return
	}
	if k == kAgg {
		src, _, f := w.m.mem.Bytes(v, size)
		if f != nil {
			return
		}
		copy(blk.Data[off:off+size], src)
	} else {
		mem.StoreUnmarked(blk, off, int(size), v)
	}
	blk.MarkInit(off, size)
}
