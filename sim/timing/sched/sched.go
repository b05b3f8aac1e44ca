// Package sched hands a grid's thread blocks to SMs the way the GPU's block
// scheduler does: breadth-first across the SMs until every SM holds as many
// blocks as the occupancy allows, then one block to an SM each time one of
// its blocks retires. A grid larger than SMs × blocks-per-SM therefore runs
// in waves, and an uneven last wave leaves SMs idle (the tail effect).
package sched

// Assignment places one block on one SM.
type Assignment struct {
	Block int // linear block index in the grid
	SM    int
}

// Dispatcher tracks which blocks are still waiting. Blocks are handed out
// in increasing index order, as the hardware does for a 1-D launch order.
type Dispatcher struct {
	blocks, sms, perSM int
	next               int
	resident           []int
}

// New returns a dispatcher for a grid of blocks on sms SMs holding perSM
// blocks each. Non-positive counts give a dispatcher with nothing to hand out.
func New(blocks, sms, perSM int) *Dispatcher {
	if blocks < 0 || sms <= 0 || perSM <= 0 {
		blocks, sms, perSM = 0, max(sms, 0), 0
	}
	return &Dispatcher{blocks: blocks, sms: sms, perSM: perSM, resident: make([]int, sms)}
}

// Initial fills every SM: block i of the first wave goes to SM i mod SMs,
// so a grid smaller than the GPU spreads one block per SM.
func (d *Dispatcher) Initial() []Assignment {
	var out []Assignment
	for round := 0; round < d.perSM; round++ {
		for sm := 0; sm < d.sms && d.next < d.blocks; sm++ {
			out = append(out, Assignment{Block: d.next, SM: sm})
			d.resident[sm]++
			d.next++
		}
	}
	return out
}

// Retire records that a block on sm finished and returns the block that
// takes its place there, if any remain.
func (d *Dispatcher) Retire(sm int) (Assignment, bool) {
	if sm < 0 || sm >= d.sms {
		return Assignment{}, false
	}
	if d.resident[sm] > 0 {
		d.resident[sm]--
	}
	if d.next >= d.blocks || d.resident[sm] >= d.perSM {
		return Assignment{}, false
	}
	a := Assignment{Block: d.next, SM: sm}
	d.next++
	d.resident[sm]++
	return a, true
}

// Drain hands out nothing more: the remaining blocks are dropped.
func (d *Dispatcher) Drain() { d.next = d.blocks }

// Remaining is the number of blocks not yet handed out.
func (d *Dispatcher) Remaining() int { return d.blocks - d.next }

// Resident is the number of blocks currently on sm.
func (d *Dispatcher) Resident(sm int) int {
	if sm < 0 || sm >= d.sms {
		return 0
	}
	return d.resident[sm]
}

// Waves is the number of full-GPU rounds a grid needs:
// ceil(blocks / (SMs × blocks per SM)).
func Waves(blocks, sms, perSM int) int {
	slots := sms * perSM
	if blocks <= 0 || slots <= 0 {
		return 0
	}
	return (blocks + slots - 1) / slots
}
