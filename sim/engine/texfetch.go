package engine

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
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
	size := pt.Elem.Size()
	rk := kindOf(pt.Elem)
	args := c.exprs(e.Args)
	line := c.line(e)
	d := c.newReg()
	var off uint64
	if !into && rk == kAgg {
		off = c.frameMem(size, min(size, 16))
	}
	label := fetch + "<" + pt.Elem.String() + ">"
	return func(f *Frame, m uint32) *Vec {
		w := f.w
		vs := make([]*Vec, len(args))
		for i, a := range args {
			vs[i] = a(f, m)
		}
		w.count(line, m)
		out := &f.regs[d]
		if !into && rk == kAgg {
			addU(out, &f.base, off, w.n)
		}
		out.U = false
		var cache texCache
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			if l >= w.n || w.halted() {
				break
			}
			var coord [2]float32
			for i := 0; i < dims; i++ {
				coord[i] = math.Float32frombits(uint32(vs[2+i].get(l)))
			}
			t, ok := w.texFetch(&cache, label, vs[1].get(l), dims, int64(int32(vs[2].get(l))), coord, comps, l, line)
			if !ok {
				break
			}
			switch {
			case into:
				for i, cp := range comps {
					w.storeLane(vs[0].get(l)+cp.off, cp.k, t[i], l, line)
				}
			case rk == kAgg:
				for i, cp := range comps {
					w.storeLane(out.get(l)+cp.off, cp.k, t[i], l, line)
				}
			default:
				out.V[l] = t[0]
			}
		}
		return out
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
	var word [texWords]uint64
	if f == nil {
		for i := range word {
			word[i] = binary.LittleEndian.Uint64(b[8*i:])
		}
	}
	valid := word[texWordKind] <= 2 && word[texWordChannels] <= 4 && word[texWordAddress0] <= 3 && word[texWordAddress1] <= 3 &&
		(word[texWordBits] == 8 || word[texWordBits] == 16 || word[texWordBits] == 32) && word[texWordChannels] != 0 && word[texWordChannels] != 3
	if word[texWordMagic] != texMagic || !valid {
		if f != nil && f.Kind == mem.UseAfterFree {
			return nil, fmt.Sprintf("reads texture object %#x, which cudaDestroyTextureObject destroyed", obj)
		}
		return nil, fmt.Sprintf("reads %#x, which is not a texture object (cudaCreateTextureObject makes them; 0 is none)", obj)
	}
	linear := word[texWordResource] == texResourceLinear
	if linear != (dims == 0) {
		if linear {
			return nil, fmt.Sprintf("reads texture object %#x, which is linear memory (cudaResourceTypeLinear): read it with tex1Dfetch(t, i)", obj)
		}
		return nil, fmt.Sprintf("reads texture object %#x, which is a CUDA array or pitched memory: tex1Dfetch reads linear memory only, read this one with tex1D or tex2D", obj)
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
