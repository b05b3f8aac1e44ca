// Package mem is the simulated machine's memory: one generic 64-bit address
// space split into windows (host, constant, global, shared, local), each
// holding allocations of little-endian bytes.
//
// Every allocation keeps a shadow of which bytes were ever written, so that
// reads of uninitialized memory can be reported, and freed allocations keep
// their address range forever (addresses are never reused), so that a use
// after free is always recognisable as such.
package mem

import (
	"bytes"
	"fmt"
	"math/bits"
	"sort"

	"simtlab/sim/engine/le"
)

// Space is a window of the generic address space.
type Space uint8

const (
	Invalid Space = iota
	Host
	Constant
	Global
	Shared
	Local
)

var spaceNames = [...]string{"invalid", "host", "constant", "global", "shared", "local"}

func (s Space) String() string {
	if int(s) < len(spaceNames) {
		return spaceNames[s]
	}
	return "invalid"
}

// Window bases. The top bits of an address name its window, so classifying
// an address is a shift and a switch; the values echo what real pointers look
// like on a 64-bit Linux host with a CUDA device.
const (
	HostBase     uint64 = 0x0000_1000_0000_0000
	ConstantBase uint64 = 0x0000_6000_0000_0000
	GlobalBase   uint64 = 0x0000_7000_0000_0000
	SharedBase   uint64 = 0x0000_7e00_0000_0000
	LocalBase    uint64 = 0x0000_7f00_0000_0000
	windowShift         = 40
)

// SpaceOf classifies an address by its window.
func SpaceOf(addr uint64) Space {
	switch addr >> windowShift {
	case HostBase >> windowShift:
		return Host
	case ConstantBase >> windowShift:
		return Constant
	case GlobalBase >> windowShift:
		return Global
	case SharedBase >> windowShift:
		return Shared
	case LocalBase >> windowShift:
		return Local
	}
	return Invalid
}

// Block is one allocation.
type Block struct {
	Base  uint64
	Size  uint64
	Space Space
	Name  string // what the program called it: a variable, "cudaMalloc", "malloc"
	Data  []byte
	init  []uint64 // bit per byte: written at least once
	// uninit counts the bytes never written, so that the common case (a
	// fully written buffer) needs no per-access shadow lookup.
	uninit uint64
	Freed  bool
	// Managed memory (cudaMallocManaged, __managed__) is reachable from
	// host and device code alike.
	Managed bool
}

// End is one past the last byte.
func (b *Block) End() uint64 { return b.Base + b.Size }

// Initialized reports whether every byte of [off, off+n) was written.
func (b *Block) Initialized(off, n uint64) bool {
	if b.uninit == 0 {
		return true
	}
	if sh := off & 63; n < 64 && sh+n <= 64 {
		mask := uint64(1)<<n - 1
		return b.init[off>>6]>>sh&mask == mask
	}
	// A word of the bitmap at a time: a strided warp access spans
	// kilobytes.
	for end := off + n; off < end; {
		sh := off & 63
		k := min(64-sh, end-off)
		mask := (uint64(1)<<k - 1) << sh // k = 64: all ones
		if b.init[off>>6]&mask != mask {
			return false
		}
		off += k
	}
	return true
}

// AllInitialized reports whether every byte of the block was written:
// Initialized(0, Size) without looking at the bitmap.
func (b *Block) AllInitialized() bool { return b.uninit == 0 }

// MarkInit records [off, off+n) as written.
func (b *Block) MarkInit(off, n uint64) {
	if b.uninit == 0 {
		return
	}
	if sh := off & 63; n < 64 && sh+n <= 64 { // the common case: inside one word of the bitmap
		bits := (uint64(1)<<n - 1) << sh
		w := &b.init[off>>6]
		b.uninit -= uint64(popcount(bits &^ *w))
		*w |= bits
		return
	}
	// A word of the bitmap at a time: large copies mark megabytes.
	for end := off + n; off < end; {
		sh := off & 63
		k := min(64-sh, end-off) // bits of this word in the range
		bits := ^uint64(0)
		if k < 64 {
			bits = (uint64(1)<<k - 1) << sh
		}
		w := &b.init[off>>6]
		b.uninit -= uint64(popcount(bits &^ *w))
		*w |= bits
		off += k
	}
}

// ResetInit forgets all writes (shared memory at the start of a block).
func (b *Block) ResetInit() {
	clear(b.init)
	b.uninit = b.Size
}

// FaultKind says what is wrong with an access.
type FaultKind uint8

const (
	NoFault FaultKind = iota
	OutOfBounds
	Misaligned
	UseAfterFree
	NullPointer
	OutOfMemory
	BadFree
)

// Fault describes a bad access in words a student can act on.
type Fault struct {
	Kind  FaultKind
	Addr  uint64
	Width int
	Msg   string
}

func (f *Fault) Error() string { return f.Msg }

// Memory is the whole address space.
type Memory struct {
	blocks []*Block // sorted by Base
	next   [Local + 1]uint64
	live   int64 // bytes in live allocations
	Limit  int64 // 0 = unlimited
	// recent holds the blocks found last, the latest found first: a kernel
	// alternating between a few arrays (a[i] * b[j]) then skips the binary
	// search. Only AllocShared removes blocks, and clears their entries.
	recent [4]*Block
}

// New returns an empty address space with a budget of limit bytes (0 = none).
func New(limit int64) *Memory {
	m := &Memory{Limit: limit}
	// Start each window a little above its base so that a pointer just below
	// the first allocation still classifies into the right window.
	m.next[Host] = HostBase + 0x10_0000
	m.next[Constant] = ConstantBase + 0x10_0000
	m.next[Global] = GlobalBase + 0x2_0000_0000
	m.next[Shared] = SharedBase
	m.next[Local] = LocalBase
	return m
}

// Alloc reserves size bytes in space, aligned to align (a power of two).
// A zero-byte request still gets a distinct address, as malloc(0) may.
func (m *Memory) Alloc(space Space, size uint64, align uint64, name string) (*Block, error) {
	if align == 0 {
		align = 16
	}
	if size > 1<<40 || (m.Limit > 0 && m.live+int64(size) > m.Limit) {
		return nil, &Fault{Kind: OutOfMemory, Msg: fmt.Sprintf("out of simulated memory: %s needs %d bytes, %d of the %d-byte budget are in use", name, size, m.live, m.Limit)}
	}
	base := (m.next[space] + align - 1) &^ (align - 1)
	b := &Block{Base: base, Size: size, Space: space, Name: name,
		Data: make([]byte, size), init: make([]uint64, (size+63)/64), uninit: size}
	// Leave a gap after each block so that running off its end never lands in
	// the next one.
	m.next[space] = base + size + 256
	m.live += int64(size)
	// Allocations grow upwards within a window and windows are ordered, so
	// appending keeps the slice sorted except across windows: insert sorted.
	i := sort.Search(len(m.blocks), func(i int) bool { return m.blocks[i].Base > base })
	m.blocks = append(m.blocks, nil)
	copy(m.blocks[i+1:], m.blocks[i:])
	m.blocks[i] = b
	return b, nil
}

// SharedSlot is the spacing of shared memory allocations in the shared
// window. A block's shared memory starts at a multiple of it plus the
// per-block reserve, so that the low 24 bits of a generic shared address
// are its address in the shared state space, as on an H200 (measured:
// tests/gpu/probe/syntax/ptr_to_int_shared.cu).
const SharedSlot = 1 << 24

// AllocShared reserves size bytes of shared memory at offset reserve in
// the first slot that no live shared allocation holds. The freed
// allocations of earlier launches in that slot leave the address space.
func (m *Memory) AllocShared(size, reserve uint64, name string) (*Block, error) {
	if size+reserve > SharedSlot || (m.Limit > 0 && m.live+int64(size) > m.Limit) {
		return nil, &Fault{Kind: OutOfMemory, Msg: fmt.Sprintf("out of simulated memory: %s needs %d bytes, %d of the %d-byte budget are in use", name, size, m.live, m.Limit)}
	}
	lo := sort.Search(len(m.blocks), func(i int) bool { return m.blocks[i].Base >= SharedBase })
	slot := SharedBase
	for i := lo; i < len(m.blocks) && m.blocks[i].Space == Shared; i++ {
		if b := m.blocks[i]; !b.Freed && b.Base >= slot && b.Base < slot+SharedSlot {
			slot += SharedSlot // taken: live slots come in address order
		}
	}
	// drop the freed blocks of the slot (and the lookups' cache of them)
	kept := m.blocks[:lo]
	for _, b := range m.blocks[lo:] {
		if b.Space == Shared && b.Freed && b.Base >= slot && b.Base < slot+SharedSlot {
			for j, r := range m.recent {
				if r == b {
					m.recent[j] = nil
				}
			}
			continue
		}
		kept = append(kept, b)
	}
	m.blocks = kept
	b := &Block{Base: slot + reserve, Size: size, Space: Shared, Name: name,
		Data: make([]byte, size), init: make([]uint64, (size+63)/64), uninit: size}
	m.live += int64(size)
	i := sort.Search(len(m.blocks), func(i int) bool { return m.blocks[i].Base > b.Base })
	m.blocks = append(m.blocks, nil)
	copy(m.blocks[i+1:], m.blocks[i:])
	m.blocks[i] = b
	return b, nil
}

// Free releases the block that starts at addr. Freeing NULL is allowed.
func (m *Memory) Free(addr uint64, space Space) error {
	if addr == 0 {
		return nil
	}
	b := m.blockAt(addr)
	if b == nil || b.Base != addr || b.Space != space {
		return &Fault{Kind: BadFree, Addr: addr, Msg: fmt.Sprintf("free of %#x, which is not the start of a %s allocation", addr, space)}
	}
	if b.Freed {
		return &Fault{Kind: BadFree, Addr: addr, Msg: fmt.Sprintf("double free of %#x (%s)", addr, b.Name)}
	}
	b.Freed = true
	b.Data = nil
	b.init = nil
	m.live -= int64(b.Size)
	return nil
}

// Live is the number of bytes in live allocations.
func (m *Memory) Live() int64 { return m.live }

// Find returns the block whose range contains addr, or nil.
func (m *Memory) Find(addr uint64) *Block { return m.blockAt(addr) }

// Lookup returns the block that starts at addr, or nil.
func (m *Memory) Lookup(addr uint64) *Block {
	b := m.blockAt(addr)
	if b != nil && b.Base == addr {
		return b
	}
	return nil
}

// blockAt returns the block whose range [Base, End] contains addr (End
// included so that a zero-sized block can be found), or nil.
func (m *Memory) blockAt(addr uint64) *Block {
	for _, b := range &m.recent {
		if b != nil && addr >= b.Base && addr < b.Base+b.Size {
			return b
		}
	}
	i := sort.Search(len(m.blocks), func(i int) bool { return m.blocks[i].Base > addr })
	if i == 0 {
		return nil
	}
	b := m.blocks[i-1]
	if addr <= b.End() {
		return b
	}
	return nil
}

// Resolve finds the block holding the n bytes at addr and the offset in it,
// or explains why the access is bad. Alignment is checked by the caller,
// which knows whether the access is a natural one.
func (m *Memory) Resolve(addr uint64, n uint64) (*Block, uint64, *Fault) {
	// A hit leaves the order alone: moving the block to the front costs
	// a copy of pointers (with the collector's write barriers) on every
	// access of a kernel that alternates between two arrays.
	for _, b := range &m.recent {
		if b != nil && addr >= b.Base && addr+n <= b.Base+b.Size && addr+n >= addr && !b.Freed {
			return b, addr - b.Base, nil
		}
	}
	b := m.blockAt(addr)
	if b == nil || addr+n > b.End() || addr+n < addr {
		return nil, 0, m.outOfBounds(addr, n)
	}
	if b.Freed {
		return nil, 0, &Fault{Kind: UseAfterFree, Addr: addr, Width: int(n),
			Msg: fmt.Sprintf("access of %d bytes at %#x is inside %s, which was already freed (use after free)", n, addr, describe(b))}
	}
	copy(m.recent[1:], m.recent[:len(m.recent)-1])
	m.recent[0] = b
	return b, addr - b.Base, nil
}

func describe(b *Block) string {
	return fmt.Sprintf("a %d-byte %s allocation (%s at %#x)", b.Size, b.Space, b.Name, b.Base)
}

// outOfBounds names the nearest allocation so that the message says
// "4 bytes after the end of ...", the most useful hint for an off-by-one.
func (m *Memory) outOfBounds(addr, n uint64) *Fault {
	f := &Fault{Kind: OutOfBounds, Addr: addr, Width: int(n)}
	if addr < 0x1000 {
		f.Kind = NullPointer
		f.Msg = fmt.Sprintf("access of %d bytes at address %#x: a null pointer dereference", n, addr)
		return f
	}
	i := sort.Search(len(m.blocks), func(i int) bool { return m.blocks[i].Base > addr })
	var near *Block
	var dist uint64
	if i > 0 {
		b := m.blocks[i-1]
		if b.Space == SpaceOf(addr) && addr >= b.Base {
			near, dist = b, addr-b.Base
		}
	}
	if i < len(m.blocks) {
		b := m.blocks[i]
		if b.Space == SpaceOf(addr) && (near == nil || b.Base-addr < dist-near.Size) {
			f.Msg = fmt.Sprintf("access of %d bytes at %#x is out of bounds: %d bytes before the start of %s", n, addr, b.Base-addr, describe(b))
			return f
		}
	}
	if near != nil {
		if addr < near.End() {
			f.Msg = fmt.Sprintf("access of %d bytes at %#x is out of bounds: it runs past the end of %s", n, addr, describe(near))
		} else {
			f.Msg = fmt.Sprintf("access of %d bytes at %#x is out of bounds: %d bytes after the end of %s", n, addr, addr-near.End(), describe(near))
		}
		return f
	}
	if SpaceOf(addr) == Invalid {
		f.Msg = fmt.Sprintf("access of %d bytes at %#x: the address is in no memory the program can reach (not host, global, constant, shared or local memory)", n, addr)
		return f
	}
	f.Msg = fmt.Sprintf("access of %d bytes at %#x is outside every %s allocation", n, addr, SpaceOf(addr))
	return f
}

// Load reads n (1, 2, 4 or 8) bytes at off of b, zero-extended.
func Load(b *Block, off uint64, n int) uint64 {
	d := b.Data[off:]
	switch n {
	case 1:
		return uint64(d[0])
	case 2:
		return uint64(le.Uint16(d))
	case 4:
		return uint64(le.Uint32(d))
	default:
		return le.Uint64(d)
	}
}

// Store writes the low n bytes of v at off of b.
func Store(b *Block, off uint64, n int, v uint64) {
	StoreUnmarked(b, off, n, v)
	b.MarkInit(off, uint64(n))
}

// StoreUnmarked is Store for a caller that marks the bytes written itself
// (a warp's store, one MarkInit per run of consecutive lanes).
func StoreUnmarked(b *Block, off uint64, n int, v uint64) { le.PutUint(b.Data[off:], n, v) }

// Bytes returns the n bytes at addr for a bulk copy, checking bounds.
func (m *Memory) Bytes(addr, n uint64) ([]byte, *Block, *Fault) {
	if n == 0 {
		return nil, nil, nil
	}
	b, off, f := m.Resolve(addr, n)
	if f != nil {
		return nil, nil, f
	}
	return b.Data[off : off+n], b, nil
}

// Copy moves n bytes from src to dst (memmove semantics), carrying the
// initialized shadow along so that copying uninitialized bytes is not a read
// of them.
func (m *Memory) Copy(dst, src, n uint64) *Fault {
	if n == 0 {
		return nil
	}
	s, sb, f := m.Bytes(src, n)
	if f != nil {
		return f
	}
	d, db, f := m.Bytes(dst, n)
	if f != nil {
		return f
	}
	copy(d, s)
	so, do := src-sb.Base, dst-db.Base
	if sb.uninit == 0 { // a fully written source: every byte becomes written
		db.MarkInit(do, n)
		return nil
	}
	if so >= do {
		for i := uint64(0); i < n; i++ {
			db.setInit(do+i, sb.isInit(so+i))
		}
	} else {
		for i := n; i > 0; i-- {
			db.setInit(do+i-1, sb.isInit(so+i-1))
		}
	}
	return nil
}

// Staged is the source of a copy read ahead of the copy's store: its bytes
// and, when some were never written, which were (init).
type Staged struct {
	data []byte
	init []bool
}

// Stage reads n bytes at src for a later Unstage, as a warp's struct copy
// loads every lane's source before it stores any (one load instruction,
// then one store): a lane's store then never shows in another's source.
func (m *Memory) Stage(src, n uint64) (Staged, *Fault) {
	s, sb, f := m.Bytes(src, n)
	if f != nil || n == 0 {
		return Staged{}, f
	}
	st := Staged{data: append([]byte(nil), s...)}
	if sb.uninit != 0 {
		so := src - sb.Base
		st.init = make([]bool, n)
		for i := range st.init {
			st.init[i] = sb.isInit(so + uint64(i))
		}
	}
	return st, nil
}

// Unstage writes what Stage read to dst, with its written bytes.
func (m *Memory) Unstage(dst uint64, st Staged) *Fault {
	n := uint64(len(st.data))
	d, db, f := m.Bytes(dst, n)
	if f != nil || n == 0 {
		return f
	}
	copy(d, st.data)
	do := dst - db.Base
	if st.init == nil {
		db.MarkInit(do, n)
		return nil
	}
	for i, on := range st.init {
		db.setInit(do+uint64(i), on)
	}
	return nil
}

// Fill sets n bytes at addr to v.
func (m *Memory) Fill(addr uint64, v byte, n uint64) *Fault {
	d, b, f := m.Bytes(addr, n)
	if f != nil {
		return f
	}
	for i := range d {
		d[i] = v
	}
	if n > 0 {
		b.MarkInit(addr-b.Base, n)
	}
	return nil
}

func (b *Block) isInit(i uint64) bool { return b.init[i>>6]&(1<<(i&63)) != 0 }

func (b *Block) setInit(i uint64, on bool) {
	was := b.init[i>>6]&(1<<(i&63)) != 0
	switch {
	case on && !was:
		b.init[i>>6] |= 1 << (i & 63)
		b.uninit--
	case !on && was:
		b.init[i>>6] &^= 1 << (i & 63)
		b.uninit++
	}
}

func popcount(x uint64) int { return bits.OnesCount64(x) }

// CString reads a NUL-terminated string at addr (at most max bytes).
func (m *Memory) CString(addr uint64, max int) (string, *Fault) {
	var out []byte
	for len(out) < max {
		b, off, f := m.Resolve(addr, 1)
		if f != nil {
			return "", f
		}
		// the rest of the block at once: a string runs past its block's
		// end only into the fault the next Resolve reports
		data := b.Data[off:]
		if len(data) > max-len(out) {
			data = data[:max-len(out)]
		}
		if n := bytes.IndexByte(data, 0); n >= 0 {
			return string(append(out, data[:n]...)), nil
		}
		out = append(out, data...)
		addr += uint64(len(data))
	}
	return string(out), nil
}
