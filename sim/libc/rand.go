// Package libc reproduces C library functions whose exact results programs
// print: glibc's rand()/srand() sequence.
package libc

// RandMax is glibc's RAND_MAX.
const RandMax = 2147483647

// glibc's default generator (TYPE_3): an additive lagged-Fibonacci
// generator x[i] = x[i-3] + x[i-31] over 31 words of state, seeded with the
// Park-Miller "minimal standard" LCG and run 310 steps before the first
// output; each output is the new word shifted right by one.
const (
	randDegree = 31
	randSep    = 3
)

// Rand is the state of one rand()/srand() stream. The zero value is not
// ready: use NewRand. Like glibc, a fresh stream behaves as srand(1).
type Rand struct {
	state       [randDegree]int32
	front, rear int // indices of glibc's fptr and rptr
}

// NewRand returns a stream seeded as srand(seed) would.
func NewRand(seed uint32) *Rand {
	r := &Rand{}
	r.Seed(seed)
	return r
}

// Seed is srand(seed). glibc treats seed 0 as 1.
func (r *Rand) Seed(seed uint32) {
	if seed == 0 {
		seed = 1
	}
	r.state[0] = int32(seed)
	word := int32(seed)
	for i := 1; i < randDegree; i++ {
		// 16807 * word % 2147483647 without overflow (Schrage's method),
		// with C's truncating division as glibc computes it.
		hi := word / 127773
		lo := word % 127773
		word = 16807*lo - 2836*hi
		if word < 0 {
			word += 2147483647
		}
		r.state[i] = word
	}
	r.front, r.rear = randSep, 0
	for i := 0; i < 10*randDegree; i++ {
		r.Next()
	}
}

// Next is rand(): a value in 0..RandMax.
func (r *Rand) Next() int32 {
	// Unsigned addition: the words wrap modulo 2^32.
	sum := uint32(r.state[r.front]) + uint32(r.state[r.rear])
	r.state[r.front] = int32(sum)
	r.front++
	if r.front == randDegree {
		r.front = 0
	}
	r.rear++
	if r.rear == randDegree {
		r.rear = 0
	}
	return int32(sum >> 1)
}
