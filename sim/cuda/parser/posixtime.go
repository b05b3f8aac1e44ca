package parser

import "simtlab/sim/cuda/token"

// POSIX's clocks, which programs use only to time their code: struct
// timeval with gettimeofday (<sys/time.h>) and struct timespec with
// clock_gettime (<time.h>), written in the lab's own C++ over clock(), the
// deterministic stand-in for time that the engine gives (a run prints the
// same whatever the machine's load). Each is added in front of a program
// that names it, as the std containers are (containers.go); CLOCK_* and
// CLOCKS_PER_SEC are predefined macros (preprocess).
const timevalSource = `struct timeval { long tv_sec; long tv_usec; };
int gettimeofday(struct timeval *tv, void *tz) {
	long c = clock();
	tv->tv_sec = c / 1000000;
	tv->tv_usec = c % 1000000;
	return 0;
}
`

const timespecSource = `struct timespec { long tv_sec; long tv_nsec; };
int clock_gettime(int clk, struct timespec *ts) {
	long c = clock();
	ts->tv_sec = c / 1000000;
	ts->tv_nsec = c % 1000000 * 1000;
	return 0;
}
`

// withPosixTime puts timeval or timespec, with their functions, before toks
// when toks name them.
func withPosixTime(toks []token.Token) []token.Token {
	var pre []token.Token
	for _, c := range []struct {
		names [2]string
		src   string
	}{{[2]string{"timeval", "gettimeofday"}, timevalSource}, {[2]string{"timespec", "clock_gettime"}, timespecSource}} {
		for _, t := range toks {
			if t.Kind == token.Ident && (t.Text == c.names[0] || t.Text == c.names[1]) {
				pre = append(pre, synth(t, c.src)...)
				break
			}
		}
	}
	if pre == nil {
		return toks
	}
	return append(pre, toks...)
}
