package cache

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// refCache is the cache's policy written the plain way, with none of the
// speed-ups (memo of found slots, lazy emptying, packed state): the
// reference the real cache must agree with on every call.
type refCache struct {
	sets, ways int
	full       uint8
	clock      uint64
	way        [][]refWay // per set
}

type refWay struct {
	ok           bool
	line         uint64
	valid, dirty uint8
	used         uint64
}

func newRef(lines, ways, per int) *refCache {
	r := &refCache{sets: lines / ways, ways: ways, full: uint8(1<<per - 1)}
	r.reset()
	return r
}

func (r *refCache) reset() {
	r.way = make([][]refWay, r.sets)
	for i := range r.way {
		r.way[i] = make([]refWay, r.ways)
	}
	r.clock = 0
}

func (r *refCache) set(line uint64) []refWay {
	x := uint32(line) ^ uint32(line>>32)
	return r.way[uint64(x)%uint64(r.sets)]
}

// lookup returns hit, miss and the eviction, as Lookup and LastEviction do.
func (r *refCache) lookup(line uint64, sectors uint8, p Policy) look {
	r.clock++
	sectors &= r.full
	set := r.set(line)
	for i := range set {
		w := &set[i]
		if w.ok && w.line == line {
			present := w.valid
			if p.Write {
				present |= w.dirty
			}
			if p.Allocate {
				w.valid |= sectors &^ p.Partial
			}
			if p.Write {
				w.dirty |= sectors
			}
			w.used = r.clock
			return look{hit: sectors & present, miss: sectors &^ present}
		}
	}
	res := look{miss: sectors}
	if !p.Allocate || sectors == 0 {
		return res
	}
	victim := -1
	for i := range set { // the first empty way, else the least recently used (lowest on ties)
		if !set[i].ok {
			victim = i
			break
		}
	}
	if victim < 0 {
		victim = 0
		for i := range set {
			if set[i].used < set[victim].used {
				victim = i
			}
		}
		res.evicted, res.victim, res.dirty = true, set[victim].line, set[victim].dirty
	}
	w := refWay{ok: true, line: line, valid: sectors &^ p.Partial, used: r.clock}
	if p.Write {
		w.dirty = sectors
	}
	set[victim] = w
	return res
}

func (r *refCache) fill(line uint64, sectors uint8) {
	set := r.set(line)
	for i := range set {
		if set[i].ok && set[i].line == line {
			set[i].valid |= sectors & r.full
		}
	}
}

func (r *refCache) flush(f func(line uint64, dirty uint8)) {
	for _, set := range r.way {
		for i := range set {
			if set[i].ok && set[i].dirty != 0 {
				f(set[i].line, set[i].dirty)
				set[i].dirty = 0
			}
		}
	}
}

func (r *refCache) probe(line uint64, sectors uint8) uint8 {
	set := r.set(line)
	for i := range set {
		if set[i].ok && set[i].line == line {
			return sectors & set[i].valid
		}
	}
	return 0
}

// TestAgainstReference drives the cache and the reference with the same
// random calls, over geometries from direct-mapped to the H200's L2 ways,
// on line numbers drawn from a few hot lines, a streaming range and the
// whole 64-bit space, and compares every answer.
func TestAgainstReference(t *testing.T) {
	geoms := [][3]int{{8, 2, 4}, {2, 1, 4}, {64, 8, 4}, {1728, 8, 4}, {512, 16, 4}, {96, 4, 8}, {30, 3, 1}}
	for gi, g := range geoms {
		rng := rand.New(rand.NewPCG(uint64(gi), 7))
		c, err := New(g[0], g[1], g[2])
		if err != nil {
			t.Fatal(err)
		}
		ref := newRef(g[0], g[1], g[2])
		hot := make([]uint64, 12)
		for i := range hot {
			hot[i] = rng.Uint64N(4 * uint64(g[0]))
		}
		stream := uint64(0)
		for step := range 60000 {
			var line uint64
			switch k := rng.IntN(10); {
			case k < 5:
				line = hot[rng.IntN(len(hot))]
			case k < 8:
				stream += uint64(rng.IntN(3))
				line = stream
			case k < 9:
				line = rng.Uint64()
			default:
				line = rng.Uint64N(2 * uint64(g[0]))
			}
			sectors := uint8(rng.Uint32())
			switch op := rng.IntN(100); {
			case op < 85:
				p := Policy{Allocate: rng.IntN(5) > 0, Write: rng.IntN(3) == 0}
				if p.Write && rng.IntN(2) == 0 {
					p.Partial = uint8(rng.Uint32())
				}
				if rng.IntN(3) == 0 { // a pair: line, then a hot line or its neighbour
					b, sb := hot[rng.IntN(len(hot))], uint8(rng.Uint32())
					if rng.IntN(2) == 0 {
						b = line + 1
					}
					ha, ma, hb, mb := c.LookupPair(line, sectors, b, sb, p)
					v, d, ok := c.LastEviction()
					got := [2]look{{hit: ha, miss: ma}, {hb, mb, ok, v, d}}
					want := [2]look{ref.lookup(line, sectors, p), ref.lookup(b, sb, p)}
					want[0].evicted, want[0].victim, want[0].dirty = false, 0, 0
					if !ok {
						got[1].victim, got[1].dirty = 0, 0
					}
					if got != want {
						t.Fatalf("geometry %v step %d: LookupPair(%d, %08b, %d, %08b, %+v) = %+v, want %+v", g, step, line, sectors, b, sb, p, got, want)
					}
					break
				}
				h, m := c.Lookup(line, sectors, p)
				v, d, ok := c.LastEviction()
				got := look{h, m, ok, v, d}
				want := ref.lookup(line, sectors, p)
				if !ok {
					got.victim, got.dirty = 0, 0
				}
				if got != want {
					t.Fatalf("geometry %v step %d: Lookup(%d, %08b, %+v) = %+v, want %+v", g, step, line, sectors, p, got, want)
				}
			case op < 92:
				c.Fill(line, sectors)
				ref.fill(line, sectors)
			case op < 99:
				if got, want := c.Probe(line, sectors), ref.probe(line, sectors); got != want {
					t.Fatalf("geometry %v step %d: Probe(%d, %08b) = %08b, want %08b", g, step, line, sectors, got, want)
				}
			case op < 100 && rng.IntN(4) == 0:
				var got, want []uint64
				c.Flush(func(l uint64, d uint8) { got = append(got, l, uint64(d)) })
				ref.flush(func(l uint64, d uint8) { want = append(want, l, uint64(d)) })
				if !slices.Equal(got, want) {
					t.Fatalf("geometry %v step %d: Flush gave %v, want %v", g, step, got, want)
				}
			default:
				c.Reset()
				ref.reset()
			}
		}
	}
}
