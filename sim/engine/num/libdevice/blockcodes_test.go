package libdevice

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"math/bits"
	"testing"
)

// packBlockCodes writes codes in blockCodes' format (len(codes) a multiple of codeBlock).
func packBlockCodes(codes []int64) []byte {
	var raw []byte
	for b := 0; b < len(codes); b += codeBlock {
		blk := codes[b : b+codeBlock]
		mn, mx := blk[0], blk[0]
		for _, c := range blk {
			mn, mx = min(mn, c), max(mx, c)
		}
		w := bits.Len64(uint64(mx - mn))
		raw = binary.AppendUvarint(raw, uint64(w))
		raw = binary.AppendVarint(raw, mn)
		packed := make([]byte, w*codeBlock/8)
		for i, c := range blk {
			for k := 0; k < w; k++ {
				if (c-mn)>>k&1 != 0 {
					p := i*w + k
					packed[p/8] |= 1 << (p % 8)
				}
			}
		}
		raw = append(raw, packed...)
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(raw)
	zw.Close()
	return buf.Bytes()
}

func TestBlockCodesRoundTrip(t *testing.T) {
	codes := make([]int64, 4*codeBlock)
	for i := range codes {
		switch i / codeBlock {
		case 1:
			codes[i] = -5 // constant: width 0
		case 2:
			codes[i] = int64(i%7) - 3
		case 3:
			codes[i] = int64(i*i%40000) - 20000
		}
	}
	tab := unpackBlockCodes(packBlockCodes(codes), len(codes))
	for i, c := range codes {
		if got := tab.at(uint32(i)); got != c {
			t.Fatalf("code %d: got %d, want %d", i, got, c)
		}
	}
}
