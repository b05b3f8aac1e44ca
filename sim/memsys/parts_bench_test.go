package memsys

import (
	"testing"

	"simtlab/sim/memsys/cache"
)

// Benchmarks of the parts of Observe, to see where a coalesced load's time goes.
func BenchmarkParts(b *testing.B) {
	a := acc(Global, Load, 4, full, func(i int) uint64 { return gbase + 4*uint64(i%16) + 1024*uint64(i/16) })
	s := New(DefaultConfig())
	b.Run("segments", func(b *testing.B) {
		for b.Loop() {
			segments(&a.Addr)
		}
	})
	b.Run("collect", func(b *testing.B) {
		for b.Loop() {
			s.collect(a)
		}
	})
	c, _ := cache.New(1728, 8, 4)
	b.Run("lookup-recent", func(b *testing.B) {
		for b.Loop() {
			c.Lookup(77, 0b11, cache.Policy{Allocate: true})
		}
	})
	b.Run("lookup-search", func(b *testing.B) {
		line := uint64(0)
		for b.Loop() {
			line = (line + 1) % 1024
			c.Lookup(line, 0b11, cache.Policy{Allocate: true})
		}
	})
	b.Run("observe", func(b *testing.B) {
		for b.Loop() {
			s.Observe(a)
		}
	})
}
