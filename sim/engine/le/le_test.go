package le

import (
	"encoding/binary"
	"testing"
)

// TestMatchesEncodingBinary holds every function to encoding/binary's
// LittleEndian at every offset of a slice, and to its panics past the end.
func TestMatchesEncodingBinary(t *testing.T) {
	b := make([]byte, 19)
	for i := range b {
		b[i] = byte(i*37 + 11)
	}
	for off := range len(b) - 7 {
		s := b[off:]
		if Uint16(s) != binary.LittleEndian.Uint16(s) || Uint32(s) != binary.LittleEndian.Uint32(s) ||
			Uint64(s) != binary.LittleEndian.Uint64(s) {
			t.Fatalf("offset %d: loads differ", off)
		}
		got, want := make([]byte, 9), make([]byte, 9)
		for _, w := range []int{2, 4, 8} {
			v := binary.LittleEndian.Uint64(s)
			switch w {
			case 2:
				PutUint16(got[1:], uint16(v))
				binary.LittleEndian.PutUint16(want[1:], uint16(v))
			case 4:
				PutUint32(got[1:], uint32(v))
				binary.LittleEndian.PutUint32(want[1:], uint32(v))
			case 8:
				PutUint64(got[1:], v)
				binary.LittleEndian.PutUint64(want[1:], v)
			}
			if string(got) != string(want) {
				t.Fatalf("offset %d, %d bytes: stored % x, want % x", off, w, got, want)
			}
			PutUint(got[1:], w, ^v) // the same through PutUint, a different value
			PutUint(got[1:], w, v)
			if string(got) != string(want) {
				t.Fatalf("offset %d, PutUint of %d bytes: stored % x, want % x", off, w, got, want)
			}
		}
		one := []byte{9, 9}
		if PutUint(one, 1, 0x1234); one[0] != 0x34 || one[1] != 9 {
			t.Fatalf("PutUint of 1 byte: % x", one)
		}
	}
	if got := AppendUint64(AppendUint32([]byte{7}, 0x01020304), 0x1122334455667788); string(got) !=
		string(binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint32([]byte{7}, 0x01020304), 0x1122334455667788)) {
		t.Fatalf("append: % x", got)
	}
	for name, f := range map[string]func(){
		"Uint16":    func() { Uint16(b[18:]) },
		"Uint32":    func() { Uint32(b[16:]) },
		"Uint64":    func() { Uint64(b[12:]) },
		"PutUint16": func() { PutUint16(b[18:], 0) },
		"PutUint32": func() { PutUint32(b[16:], 0) },
		"PutUint64": func() { PutUint64(b[12:], 0) },
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s past the end did not panic", name)
				}
			}()
			f()
		}()
	}
}
