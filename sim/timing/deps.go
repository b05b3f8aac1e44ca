package timing

// Deps computes Inst.Dep and Inst.Dep2 for one warp from the register
// numbers of the engine's IR: it remembers which instruction of the stream
// last wrote each register. Use one Deps per warp (Reset between warps).
type Deps struct {
	last []int32 // per register: 1 + stream index of its last writer; 0 = none
	n    int32   // instructions stamped so far
}

// Reset forgets every register, for the next warp.
func (d *Deps) Reset() {
	clear(d.last)
	d.n = 0
}

// Stamp sets in.Dep and in.Dep2 to the distances back to the two youngest
// instructions that wrote the source registers srcs, then records that the
// instruction writes dst (negative: no register result, e.g. a store).
// Call it once per recorded instruction, in stream order. Producers more
// than MaxDep instructions back are left out: they have long completed.
func (d *Deps) Stamp(in *Inst, dst int, srcs ...int) {
	var p1, p2 int32 // 1 + stream index of the youngest two producers
	for _, r := range srcs {
		if r < 0 || r >= len(d.last) {
			continue
		}
		switch p := d.last[r]; {
		case p > p1:
			p1, p2 = p, p1
		case p > p2 && p != p1:
			p2 = p
		}
	}
	in.Dep, in.Dep2 = d.distance(p1), d.distance(p2)
	if dst >= 0 {
		if dst >= len(d.last) {
			d.last = append(d.last, make([]int32, dst+1-len(d.last))...)
		}
		d.last[dst] = d.n + 1
	}
	d.n++
}

func (d *Deps) distance(p int32) uint16 {
	if p == 0 {
		return 0
	}
	dist := d.n - (p - 1)
	if dist > MaxDep {
		return 0
	}
	return uint16(dist)
}
