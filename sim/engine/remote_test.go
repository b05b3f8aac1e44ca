package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"simtlab/sim/timing"
)

// TestDecodeBatchTakesAnyBytes: a damaged message is an error, never a
// panic or a batch of another size.
func TestDecodeBatchTakesAnyBytes(t *testing.T) {
	b := &accessBatch{accs: []queuedAccess{{line: 3, mask: 0xffff, lanes: true, rows: [2]uint64{4096, 4}}, {line: 4, mask: 1}},
		addrs: make([]uint64, 32), ends: []blockEnd{{at: 1, linear: 7, warps: 1, recorded: true}}}
	for i := range b.addrs {
		b.addrs[i] = uint64(1<<20 + i*i)
	}
	b.streams = []endedStream{{insts: make([]timing.Inst, 5)}, {insts: make([]timing.Inst, 5), truncated: true}}
	b.insts = 10
	msg := encodeBatch(nil, b)
	var got accessBatch
	if err := decodeBatch(msg, &got); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.accs, b.accs) || !slices.Equal(got.addrs, b.addrs) || !slices.Equal(got.ends, b.ends) ||
		len(got.streams) != 2 || !got.streams[1].truncated || len(got.streams[1].insts) != 5 {
		t.Fatalf("decoded %+v", got)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		damaged := slices.Clone(msg)
		switch r.IntN(3) {
		case 0:
			damaged = damaged[:r.IntN(len(damaged))]
		case 1:
			damaged[r.IntN(len(damaged))] ^= byte(1 << r.IntN(8))
		default:
			for j := range damaged {
				damaged[j] = byte(r.Uint32())
			}
		}
		var d accessBatch
		if err := decodeBatch(damaged, &d); err == nil && len(d.accs) != 2 {
			t.Fatalf("a damaged batch decoded to %d accesses without an error", len(d.accs))
		}
	}
}

// FuzzDecodeRemote: the worker's decoders take any bytes without a panic.
func FuzzDecodeRemote(f *testing.F) {
	b := &accessBatch{accs: []queuedAccess{{line: 3, mask: 0xffff, lanes: true, rows: [2]uint64{4096, 4}}},
		addrs: []uint64{1, 2, 3, 9}, ends: []blockEnd{{at: 1, linear: 7, warps: 1, recorded: true}},
		streams: []endedStream{{insts: make([]timing.Inst, 3)}, {insts: make([]timing.Inst, 3)}}, insts: 6}
	f.Add(encodeBatch(nil, b))
	insts := make([]timing.Inst, 4)
	f.Add(encodeReplay("h200", timing.Launch{Kernel: "k", Blocks: 2}, []timing.WarpStream{{Insts: insts}, {Block: 1, Insts: insts}, {Block: 1, Warp: 1}})[1:])
	f.Fuzz(func(t *testing.T, msg []byte) {
		var d accessBatch
		_ = decodeBatch(msg, &d)
		_, _, _ = decodeReplay(msg)
	})
}
