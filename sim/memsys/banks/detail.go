package banks

import "math/bits"

// Detail says, lane by lane, how an access was served; the UI animates it.
type Detail struct {
	Result
	Bank [32]uint8 // bank of the lane's first word
	// Wave is the wavefront (0-based, counted across the whole instruction) in
	// which the lane's last word is delivered. Inactive lanes hold 0.
	Wave [32]uint8
}

// Explain computes the lane-by-lane picture. It is written for clarity rather
// than speed (it runs only for traced warps) and is the reference that Count is
// tested against.
func Explain(addr *[32]uint64, mask uint32, width uint8, op Op) Detail {
	var d Detail
	if mask == 0 {
		return d
	}
	nw := wordsPerLane(width)
	for m := mask; m != 0; m &= m - 1 {
		n := bits.TrailingZeros32(m)
		d.Bank[n] = uint8((addr[n] / WordBytes) % Banks)
	}
	if op == Atomic {
		// Lanes queue per bank in lane order, group after group (as for
		// loads); no merging of equal addresses.
		g := groupLanes(width)
		for i := 0; i < 32/g; i++ {
			var queued [Banks]int
			base := d.Wavefronts
			if mask&groupMask(i, g) == 0 {
				continue
			}
			for m := mask & groupMask(i, g); m != 0; m &= m - 1 {
				n := bits.TrailingZeros32(m)
				first := addr[n] / WordBytes
				last := 0
				for j := 0; j < nw; j++ {
					b := (first + uint64(j)) % Banks
					if queued[b] > last {
						last = queued[b]
					}
					queued[b]++
					d.Words++
				}
				d.Wave[n] = uint8(base + last)
			}
			for _, q := range queued {
				d.Wavefronts = max(d.Wavefronts, base+q)
			}
			d.Groups++
		}
		return d
	}
	g := lanesPerGroup(addr, mask, width, op)
	for i := 0; i < 32/g; i++ {
		m := mask & groupMask(i, g)
		if m == 0 {
			continue
		}
		// Distinct words per bank, in order of first request.
		var order [Banks][]uint64
		slot := func(w uint64) int {
			b := w % Banks
			for k, x := range order[b] {
				if x == w {
					return k
				}
			}
			order[b] = append(order[b], w)
			return len(order[b]) - 1
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			n := bits.TrailingZeros32(mm)
			first := addr[n] / WordBytes
			last := 0
			for j := 0; j < nw; j++ {
				last = max(last, slot(first+uint64(j)))
			}
			d.Wave[n] = uint8(d.Wavefronts + last)
		}
		most := 0
		for _, o := range order {
			most = max(most, len(o))
			d.Words += len(o)
		}
		d.Wavefronts += most
		d.Groups++
	}
	return d
}
