package libdevice

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"io"
)

// blockCodes is a table of small signed integers, one per argument, as lg2.bin.gz and
// sin.bin.gz store them: per block of codeBlock codes a varint width w and a zigzag varint
// minimum, then the block's codes minus the minimum in w bits each, least significant bit
// first, padded to a byte; the whole gzip-compressed. Most blocks need a bit or two, the
// few near the ends of the MUFU tables more.
type blockCodes struct {
	heads []uint64 // per block: byte offset of its codes | width<<32 | minimum<<40
	codes []byte
}

const codeBlock = 64

// unpackBlockCodes reads a table of n codes; what cannot be read panics (the tables are
// embedded, so that is a broken build).
func unpackBlockCodes(gz []byte, n int) blockCodes {
	r, err := gzip.NewReader(bytes.NewReader(gz))
	var raw []byte
	if err == nil {
		raw, err = io.ReadAll(r)
	}
	if err != nil {
		panic("libdevice: a MUFU table is damaged")
	}
	t := blockCodes{heads: make([]uint64, n/codeBlock), codes: make([]byte, 0, len(raw))}
	for b := range t.heads {
		w, n := binary.Uvarint(raw)
		if n <= 0 || w > 24 {
			panic("libdevice: a MUFU table is damaged")
		}
		raw = raw[n:]
		m, n := binary.Varint(raw)
		size := int(w) * codeBlock / 8
		if n <= 0 || m < -1<<23 || m >= 1<<23 || len(raw) < n+size {
			panic("libdevice: a MUFU table is damaged")
		}
		raw = raw[n:]
		t.heads[b] = uint64(len(t.codes)) | w<<32 | uint64(m)<<40
		t.codes = append(t.codes, raw[:size]...)
		raw = raw[size:]
	}
	return t
}

// at returns code i.
func (t *blockCodes) at(i uint32) int64 {
	h := t.heads[i/codeBlock]
	w := uint(h >> 32 & 0xff)
	code := int64(h) >> 40
	if w == 0 {
		return code
	}
	pos := uint(h&0xffffffff)*8 + uint(i%codeBlock)*w
	var word uint64
	for k := uint(0); k < (pos%8+w+7)/8; k++ {
		word |= uint64(t.codes[pos/8+k]) << (8 * k)
	}
	return code + int64(word>>(pos%8)&(1<<w-1))
}
