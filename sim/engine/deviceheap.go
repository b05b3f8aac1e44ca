package engine

// The device heap: what malloc, calloc, __nv_aligned_device_malloc and new
// take in kernels comes out of cudaLimitMallocHeapSize bytes (8 MiB unless
// the program sets more before its first kernel allocates), not out of the
// GPU's whole memory. A request the heap cannot hold returns NULL, as on
// the GPU, where a kernel's malloc(16 << 20) with the default heap fails.
//
// The allocator's own bookkeeping takes part of the heap: on an H200 the
// largest single malloc of a 4, 8 or 64 MiB heap is 91.48 % of it (3837008
// of 4194304 bytes, 7674032 of 8388608, 61392944 of 67108864; probes of
// 25 November 2026 by bisection). The lab charges every live block its
// size rounded up to 16 bytes against that share. (A 16 MiB heap held
// 99.1 % in one block and a 6 MiB heap 81.3 %: the allocator's layout
// differs by size, which the lab does not model.)

// deviceHeap is the runtime's account of the device heap.
type deviceHeap struct {
	used    uint64            // bytes charged to live blocks
	blocks  map[uint64]uint64 // the live blocks' charges, by address
	touched bool              // a kernel has allocated or freed: the size is fixed now
}

// heapShareNum/heapShareDen is the part of the heap one block may take.
const heapShareNum, heapShareDen = 7674032, 8388608

// heapCapacity is what blocks may take of a heap of limit bytes.
func heapCapacity(limit uint64) uint64 {
	return limit/heapShareDen*heapShareNum + limit%heapShareDen*heapShareNum/heapShareDen
}

// heapCharge is what a block of n bytes takes of the heap.
func heapCharge(n uint64) uint64 {
	if n > 1<<62 {
		return n
	}
	return max(16, (n+15)&^15)
}

// heapLimit is the device heap's size now.
func (rt *runtimeState) heapLimit() uint64 {
	if v, ok := rt.limits[limitMallocHeapSize]; ok {
		return v
	}
	return defaultLimits[limitMallocHeapSize]
}

// limitMallocHeapSize is cudaLimitMallocHeapSize.
const limitMallocHeapSize = 2

// heapFits reports whether a block of n bytes fits in the heap now.
func (rt *runtimeState) heapFits(n uint64) bool {
	rt.heap.touched = true
	capacity := heapCapacity(rt.heapLimit())
	return heapCharge(n) <= capacity-min(rt.heap.used, capacity)
}

// heapTake charges the block at addr of n bytes to the heap.
func (rt *runtimeState) heapTake(addr, n uint64) {
	if rt.heap.blocks == nil {
		rt.heap.blocks = map[uint64]uint64{}
	}
	c := heapCharge(n)
	rt.heap.blocks[addr] = c
	rt.heap.used += c
}

// heapGive returns the charge of the block at addr, which a kernel frees.
func (rt *runtimeState) heapGive(addr uint64) {
	rt.heap.touched = true
	if c, ok := rt.heap.blocks[addr]; ok {
		delete(rt.heap.blocks, addr)
		rt.heap.used -= c
	}
}

// heapFull answers a kernel's request the heap cannot hold: NULL, with a
// warning that says which limit it met (one per line and heap size, however
// many lanes and sizes meet it).
func (m *Machine) heapFull(line int, name string) uint64 {
	m.apiWarn(line, "%s in a kernel returned NULL: the device heap (cudaLimitMallocHeapSize, %d bytes) cannot hold the block; cudaDeviceSetLimit before the first kernel that allocates makes it larger",
		name, m.rt.heapLimit())
	return 0
}
