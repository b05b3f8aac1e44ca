package engine

import (
	"bytes"
	"strings"
	"testing"
)

// TestStdoutBuffer holds the buffer to glibc's rules for a pipe (whole
// 4096-byte blocks from the last flush) and for a terminal (a write that
// holds a newline writes the buffer out), and a kill's loss to the rest.
func TestStdoutBuffer(t *testing.T) {
	var out bytes.Buffer
	b := &stdoutBuffer{w: &out}
	line := strings.Repeat("x", 99) + "\n" // 100 bytes
	for range 50 {
		b.Write([]byte(line))
	}
	if out.Len() != 4096 {
		t.Fatalf("a pipe: %d bytes written after 5,000, want 4096", out.Len())
	}
	b.Flush()
	b.Write([]byte(strings.Repeat("y", 5000)))
	if got := out.Len(); got != 5000+4096 {
		t.Fatalf("after a flush and 5,000 more: %d written, want %d", got, 5000+4096)
	}
	if n := b.Discard(); n != 904 {
		t.Fatalf("a kill loses %d bytes, want 904", n)
	}

	out.Reset()
	tty := &stdoutBuffer{w: &out, lineBuffered: true}
	tty.Write([]byte("no newline yet"))
	if out.Len() != 0 {
		t.Fatalf("a terminal wrote %q before a newline", out.String())
	}
	tty.Write([]byte(", now\nand a bit"))
	if out.String() != "no newline yet, now\n" {
		t.Fatalf("a terminal wrote %q", out.String())
	}
	tty.Write([]byte(" more"))
	if n := tty.Discard(); n != len("and a bit more") {
		t.Fatalf("a terminal's kill loses %d bytes, want %d", n, len("and a bit more"))
	}
}
