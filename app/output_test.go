package app

import (
	"strings"
	"testing"
)

func TestOutputBufferKeepsAtMostOneMiB(t *testing.T) {
	var b outputBuffer
	chunk := []byte(strings.Repeat("x", 4096))
	for range maxOutput/len(chunk) + 10 {
		if n, err := b.Write(chunk); n != len(chunk) || err != nil {
			t.Fatalf("Write = %d, %v; want %d, nil", n, err, len(chunk))
		}
	}
	s := b.String()
	if !strings.HasSuffix(s, "[output cut after 1 MiB]\n") {
		t.Errorf("no truncation note at the end")
	}
	if got := strings.Count(s, "x"); got != maxOutput {
		t.Errorf("kept %d bytes, want %d", got, maxOutput)
	}
}

func TestOutputBufferShort(t *testing.T) {
	var b outputBuffer
	b.Write([]byte("hello\n"))
	b.Write([]byte("world\n"))
	if got := b.String(); got != "hello\nworld\n" {
		t.Errorf("String() = %q", got)
	}
}
