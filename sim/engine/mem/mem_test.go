package mem

import (
	"strings"
	"testing"
)

func TestAllocLoadStore(t *testing.T) {
	m := New(0)
	b, err := m.Alloc(Global, 400, 256, "cudaMalloc")
	if err != nil {
		t.Fatal(err)
	}
	if b.Base%256 != 0 || SpaceOf(b.Base) != Global {
		t.Fatalf("base %#x not 256-aligned in the global window", b.Base)
	}
	got, off, f := m.Resolve(b.Base+396, 4)
	if f != nil || got != b || off != 396 {
		t.Fatalf("resolve: %v %v %d", f, got, off)
	}
	Store(b, 8, 4, 0xdeadbeef)
	if v := Load(b, 8, 4); v != 0xdeadbeef {
		t.Fatalf("load %#x", v)
	}
	if !b.Initialized(8, 4) || b.Initialized(0, 4) || b.Initialized(6, 4) {
		t.Fatal("init shadow wrong")
	}
}

func TestFaults(t *testing.T) {
	m := New(0)
	b, _ := m.Alloc(Global, 400, 256, "cudaMalloc")
	c, _ := m.Alloc(Host, 16, 16, "malloc")
	tests := []struct {
		addr, n uint64
		kind    FaultKind
		msg     string
	}{
		{b.Base + 400, 4, OutOfBounds, "0 bytes after the end of a 400-byte global allocation"},
		{b.Base + 398, 4, OutOfBounds, "runs past the end"},
		{b.Base - 8, 4, OutOfBounds, "8 bytes before the start"},
		{0, 4, NullPointer, "null pointer"},
		{c.Base + 20, 4, OutOfBounds, "4 bytes after the end of a 16-byte host allocation"},
	}
	for _, tc := range tests {
		_, _, f := m.Resolve(tc.addr, tc.n)
		if f == nil || f.Kind != tc.kind || !strings.Contains(f.Msg, tc.msg) {
			t.Errorf("Resolve(%#x, %d) = %v, want kind %d containing %q", tc.addr, tc.n, f, tc.kind, tc.msg)
		}
	}
	if err := m.Free(b.Base, Global); err != nil {
		t.Fatal(err)
	}
	if _, _, f := m.Resolve(b.Base+4, 4); f == nil || f.Kind != UseAfterFree {
		t.Fatalf("use after free not detected: %v", f)
	}
	if err := m.Free(b.Base, Global); err == nil || !strings.Contains(err.Error(), "double free") {
		t.Fatalf("double free: %v", err)
	}
	if err := m.Free(c.Base+1, Host); err == nil {
		t.Fatal("free of interior pointer accepted")
	}
}

func TestBudget(t *testing.T) {
	m := New(1000)
	if _, err := m.Alloc(Global, 600, 256, "a"); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Alloc(Global, 600, 256, "b"); err == nil {
		t.Fatal("budget not enforced")
	}
}

func TestCopyCarriesInit(t *testing.T) {
	m := New(0)
	a, _ := m.Alloc(Host, 8, 8, "a")
	b, _ := m.Alloc(Global, 8, 256, "b")
	Store(a, 0, 4, 7)
	if f := m.Copy(b.Base, a.Base, 8); f != nil {
		t.Fatal(f)
	}
	if !b.Initialized(0, 4) || b.Initialized(4, 4) || Load(b, 0, 4) != 7 {
		t.Fatal("copy lost data or init shadow")
	}
}

// TestMarkInitMatchesBytes marks random ranges a word of the bitmap at a
// time and checks every byte and the count of unwritten bytes against a
// byte-by-byte model.
func TestMarkInitMatchesBytes(t *testing.T) {
	m := New(0)
	const size = 1000
	b, _ := m.Alloc(Global, size, 256, "b")
	var model [size]bool
	seed := uint64(1)
	next := func(n uint64) uint64 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return seed >> 33 % n
	}
	for range 300 {
		off := next(size)
		n := next(size - off + 1)
		if next(4) == 0 {
			n = next(3) // short ranges, 0 included
		}
		b.MarkInit(off, n)
		for i := off; i < off+n; i++ {
			model[i] = true
		}
		left := uint64(0)
		for i, ok := range model {
			if b.Initialized(uint64(i), 1) != ok {
				t.Fatalf("after MarkInit(%d, %d): byte %d initialized = %v", off, n, i, !ok)
			}
			if !ok {
				left++
			}
		}
		if b.uninit != left || b.AllInitialized() != (left == 0) {
			t.Fatalf("after MarkInit(%d, %d): %d bytes unwritten, counted %d", off, n, left, b.uninit)
		}
		// Ranges of every length, against the bytes (Initialized checks
		// long ones a word of the bitmap at a time).
		for range 20 {
			lo := next(size)
			span := next(size - lo + 1)
			want := true
			for i := lo; i < lo+span; i++ {
				want = want && model[i]
			}
			if got := b.Initialized(lo, span); got != want {
				t.Fatalf("after MarkInit(%d, %d): Initialized(%d, %d) = %v, want %v", off, n, lo, span, got, want)
			}
		}
	}
}

// TestCopyFromWrittenSource checks the shortcut for a fully written
// source: exactly the destination range becomes written.
func TestCopyFromWrittenSource(t *testing.T) {
	m := New(0)
	a, _ := m.Alloc(Host, 300, 8, "a")
	b, _ := m.Alloc(Global, 1000, 256, "b")
	a.MarkInit(0, 300)
	if f := m.Copy(b.Base+101, a.Base, 300); f != nil {
		t.Fatal(f)
	}
	for i := uint64(0); i < 1000; i++ {
		if want := i >= 101 && i < 401; b.Initialized(i, 1) != want {
			t.Fatalf("byte %d initialized = %v", i, !want)
		}
	}
	if b.uninit != 700 {
		t.Fatalf("%d bytes unwritten, want 700", b.uninit)
	}
}
