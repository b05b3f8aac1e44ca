package app

import "sync"

// maxOutput bounds the output kept for display: a kernel that prints in an
// endless loop must not exhaust the tab's memory.
const maxOutput = 1 << 20

// outputBuffer collects a program's output on the simulator's goroutine
// while the UI goroutine reads it.
type outputBuffer struct {
	mu        sync.Mutex
	buf       []byte
	truncated bool
}

func (b *outputBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	room := maxOutput - len(b.buf)
	if len(p) > room {
		b.buf = append(b.buf, p[:max(room, 0)]...)
		b.truncated = true
	} else {
		b.buf = append(b.buf, p...)
	}
	return len(p), nil
}

// String returns the output so far, with a note when it was cut.
func (b *outputBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	s := string(b.buf)
	if b.truncated {
		s += "\n[output cut after 1 MiB]\n"
	}
	return s
}
