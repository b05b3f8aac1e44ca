package engine

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"simtlab/sim/cuda/check"
)

// raceProgram mixes shared accesses of every width on the same bytes, with
// and without barriers between them, so that word cells are split by byte
// and short accesses and then used again by whole words.
const raceProgram = `#include <cstdio>
__global__ void mixed(int *out) {
    __shared__ int s[64];
    __shared__ double d[16];
    char *c = (char *)s;
    short *h = (short *)s;
    int t = threadIdx.x;
    s[t] = t;                  // whole words
    __syncthreads();
    c[t * 4 + 1] = 7;          // one byte of each word: splits
    __syncthreads();
    out[t] = s[t] + s[63 - t]; // whole words again, over split cells
    h[t] = (short)t;           // half words racing with the reads above
    __syncthreads();
    if (t < 16) d[t] = t;
    out[t] += (int)d[t % 16];  // 8-byte reads racing with the writes
    c[t] = 1;                  // bytes racing with other bytes' words
    s[(t + 1) % 64] = c[t + 64];
}
__global__ void neighbours(int *out) {
    __shared__ int s[64];
    __shared__ int n[65];
    int t = threadIdx.x;
    s[t] = t;
    out[t] = s[(t + 1) % 64];  // no barrier: a race on whole words
    __syncthreads();
    s[t] = 0;
    __syncwarp();
    out[t] += s[t ^ 1];        // ordered within a warp by __syncwarp
    n[t] = t;                  // a warp's consecutive words
    out[t] += n[t + 1];        // reads the next thread's word: a race
    __syncthreads();
    out[t] += n[t];
    n[t + 1] = 1;              // writes the word another thread read
}
int main() {
    int *o;
    cudaMalloc(&o, 64 * sizeof(int));
    mixed<<<2, 64>>>(o);
    neighbours<<<1, 64>>>(o);
    int h[64];
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[63]);
    return 0;
}
`

func runWithRaceWords(t *testing.T, src string, on bool) (string, string) {
	t.Helper()
	defer func(old bool) { raceWords = old }(raceWords)
	raceWords = on
	f, diags := check.File("race.cu", []byte(src))
	if diags.HasErrors() {
		t.Fatal(diags)
	}
	var out bytes.Buffer
	res := New(context.Background(), f, []byte(src), Config{Stdout: &out}).Run()
	var d bytes.Buffer
	for _, x := range res.Diagnostics {
		d.WriteString(x.String() + "\n")
	}
	return out.String(), d.String()
}

// TestRaceWordCellsChangeNothing checks that keeping whole words as one
// cell reports exactly the races the byte cells report.
func TestRaceWordCellsChangeNothing(t *testing.T) {
	outOn, diagOn := runWithRaceWords(t, raceProgram, true)
	outOff, diagOff := runWithRaceWords(t, raceProgram, false)
	if outOn != outOff || diagOn != diagOff {
		t.Fatalf("with word cells:\n%s%s\nwith byte cells only:\n%s%s", outOn, diagOn, outOff, diagOff)
	}
	if n := strings.Count(diagOn, "race on __shared__"); n < 3 {
		t.Fatalf("only %d races reported:\n%s", n, diagOn)
	}
	// The whole-warp word loops (loadSharedWords, raceWriteWords) report
	// a read of another thread's write and a write of another's read.
	for _, want := range []string{"race.cu:31:", "race.cu:34:"} {
		if !strings.Contains(diagOn, want) {
			t.Errorf("no race reported at %s\n%s", want, diagOn)
		}
	}
}

// repeatedWordsProgram reads 16×16 tiles as the tiled matrix multiply
// does, a row's word broadcast (a[y][k]) and the first row's words
// repeated (b[k][x]), which loadRepeatedWords serves, then writes words
// that two threads of one warp read (line 13: thread (0,0,0) itself and
// thread (0,1,0) read b[0][0]) and reads a word a thread of the reading
// warp wrote (line 17).
const repeatedWordsProgram = `#include <cstdio>
__global__ void tiles(const int *in, int *out) {
    __shared__ int a[16][16], b[16][16];
    int x = threadIdx.x, y = threadIdx.y;
    a[y][x] = in[y * 16 + x];
    b[y][x] = in[255 - (y * 16 + x)];
    __syncthreads();
    int s = 0;
    for (int k = 0; k < 16; k++) s += a[y][k] * b[k][x];
    out[y * 16 + x] = s;
    __syncthreads();
    if (y < 2) s += b[0][x] + a[y][3];
    if (x == 0 && y == 0) b[0][0] = s;
    if (x == 3 && y == 1) a[1][3] = s;
    __syncthreads();
    if (x == 5 && y == 1) a[1][5] = 9;
    if (y < 2) out[x] += a[y][5];
    if (y >= 2 && y < 4) out[x] += b[y - 2][x];
}
int main() {
    int h[256], *din, *dout;
    for (int i = 0; i < 256; i++) h[i] = i % 13 - 6;
    cudaMalloc(&din, sizeof h);
    cudaMalloc(&dout, sizeof h);
    cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
    tiles<<<2, dim3(16, 16)>>>(din, dout);
    cudaMemcpy(h, dout, sizeof h, cudaMemcpyDeviceToHost);
    long t = 0;
    for (int i = 0; i < 256; i++) t = t * 31 + h[i];
    printf("%ld\n", t);
    return 0;
}
`

// TestRepeatedWordsRaces checks the warp loop for repeated words against
// the lane-by-lane path (no affine values): the same output, the same
// races, and each of the three races reported.
func TestRepeatedWordsRaces(t *testing.T) {
	outOn, diagOn, _ := runWithTags(t, repeatedWordsProgram, true)
	outOff, diagOff, _ := runWithTags(t, repeatedWordsProgram, false)
	if outOn != outOff || diagOn != diagOff {
		t.Fatalf("with affine values:\n%s%s\nwithout:\n%s%s", outOn, diagOn, outOff, diagOff)
	}
	for _, want := range []string{"affine.cu:13:5: warning: kernel 'tiles': race", "affine.cu:14:5: warning: kernel 'tiles': race", "affine.cu:17:5: warning: kernel 'tiles': race"} {
		if !strings.Contains(diagOn, want) {
			t.Errorf("no %q in\n%s", want, diagOn)
		}
	}
}

// uniformReadProgram has a warp read one shared word with every lane (the
// uniform-address load path), and then one of its threads, and a thread of
// another warp, write that word with no barrier after the reads.
const uniformReadProgram = `#include <cstdio>
__global__ void broadcast(int *out) {
    __shared__ int s[2];
    int t = threadIdx.x;
    if (t == 0) { s[0] = 1; s[1] = 1; }
    __syncthreads();
    int x = s[0];
    if (t == 0) s[0] = 2;
    __syncthreads();
    int y = s[1];
    if (t == 32) s[1] = 3;
    __syncthreads();
    int z = s[0];
    __syncthreads();
    if (t == 0) s[0] = 4;
    out[t] = x + y + z;
}
int main() {
    int *o;
    cudaMalloc(&o, 64 * sizeof(int));
    broadcast<<<1, 64>>>(o);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`

// TestUniformReadRaces checks that a load whose lanes share one address
// records every lane's read: a later write by one of the readers races
// with the others' reads (line 8, which the first lane's read alone would
// not show), as a write by another warp does, and a write after a barrier
// does not.
func TestUniformReadRaces(t *testing.T) {
	for _, words := range []bool{true, false} {
		_, d := runWithRaceWords(t, uniformReadProgram, words)
		for _, want := range []string{"race.cu:7:5: warning: kernel 'broadcast': race", "race.cu:8:5: warning: kernel 'broadcast': race", "race.cu:11:5: warning: kernel 'broadcast': race"} {
			if !strings.Contains(d, want) {
				t.Errorf("word cells %v: no %q in\n%s", words, want, d)
			}
		}
		if n := strings.Count(d, "race on"); n != 3 {
			t.Errorf("word cells %v: %d races, want 3:\n%s", words, n, d)
		}
	}
}

// TestRepeatedWarningsCounted: a kernel launched in a loop reports each of
// its races once, the first launch's, with the number of launches that
// found it again; a warning repeated word for word (an uninitialized read
// at the same address every launch) is counted the same way.
func TestRepeatedWarningsCounted(t *testing.T) {
	const src = `#include <cstdio>
__global__ void shift(int *out, int k) {
    __shared__ int s[32];
    s[threadIdx.x] = threadIdx.x * k;
    out[threadIdx.x] = s[(threadIdx.x + k) % 32];
}
__global__ void stale(int *in, int *out) { out[threadIdx.x] = in[threadIdx.x + 32]; }
int main() {
    int *o, *in;
    cudaMalloc(&o, 64 * sizeof(int));
    cudaMalloc(&in, 64 * sizeof(int));
    cudaMemset(in, 0, 32 * sizeof(int));
    for (int k = 1; k <= 5; k++) shift<<<1, 32>>>(o, k);
    for (int i = 0; i < 3; i++) stale<<<1, 1>>>(in, o);
    printf("done\n");
    return 0;
}
`
	_, diags := runWithRaceWords(t, src, true)
	if n := strings.Count(diags, "race on __shared__"); n != 1 || !strings.Contains(diags, "(and 4 more times, not repeated)") {
		t.Errorf("%d race warnings, want one counting 4 more launches:\n%s", n, diags)
	}
	if n := strings.Count(diags, "uninitialized"); n != 1 || !strings.Contains(diags, "(and 2 more times, not repeated)") {
		t.Errorf("%d uninitialized-read warnings, want one counting 2 more:\n%s", n, diags)
	}
}

// warpReadersProgram has words read by several threads of one warp and
// then written by one of them: after a __syncwarp (line 9, the unrolled
// reduction's step) that is ordered, without one (line 12) a race; and
// words read by two warps, then written by the second after its
// __syncwarp (line 17), which orders only its own warp's reads: a race.
const warpReadersProgram = `#include <cstdio>
__global__ void fold(int *out) {
    __shared__ int s[128];
    int t = threadIdx.x;
    s[t] = t;
    __syncthreads();
    int v = t < 32 ? s[t] + s[t + 16] : 0;
    __syncwarp();
    if (t < 32) s[t] = v;
    __syncthreads();
    if (t < 32) v += s[t] + s[t + 1];
    if (t < 32) s[t] = v;
    __syncthreads();
    v += s[t % 8];
    __syncwarp();
    __syncwarp();
    if (t >= 56) s[t - 56] = v;
    out[t] = v;
}
int main() {
    int *o;
    cudaMalloc(&o, 64 * sizeof(int));
    fold<<<1, 64>>>(o);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
`

// TestWarpReadersRaces checks that several readers of one warp are ordered
// before that warp's write by a __syncwarp, and readers of another warp
// are not.
func TestWarpReadersRaces(t *testing.T) {
	for _, words := range []bool{true, false} {
		for _, tags := range []bool{true, false} {
			_, d, _ := runWithTags(t, warpReadersProgram, tags)
			if !words {
				_, d = runWithRaceWords(t, warpReadersProgram, false)
			}
			for _, want := range []string{":12:5: warning: kernel 'fold': race", ":17:5: warning: kernel 'fold': race"} {
				if !strings.Contains(d, want) {
					t.Errorf("word cells %v, affine %v: no %q in\n%s", words, tags, want, d)
				}
			}
			if n := strings.Count(d, "race on"); n != 2 {
				t.Errorf("word cells %v, affine %v: %d races, want 2:\n%s", words, tags, n, d)
			}
		}
	}
}

// rereadProgram reads a word from every lane, orders the reads with
// __syncwarp, then lets one lane read it again and write it (base[d] += 1,
// a counting sort's slot): no race. In reread2 the write comes without a
// __syncwarp after the other lanes' reads: a race.
const rereadProgram = `#include <cstdio>
__global__ void reread(const int *in, int *o) {
    __shared__ int base[16];
    if (threadIdx.x < 16) base[threadIdx.x] = 0;
    __syncwarp();
    for (int s = 0; s < 2; ++s) {
        int d = in[threadIdx.x];
        int pos = base[d];
        __syncwarp();
        if (threadIdx.x == 0) base[d] += 1;
        __syncwarp();
        o[threadIdx.x] = pos;
    }
}
__global__ void reread2(const int *in, int *o) {
    __shared__ int base[16];
    if (threadIdx.x < 16) base[threadIdx.x] = 0;
    __syncwarp();
    int pos = base[in[threadIdx.x]];
    if (threadIdx.x == 3) base[in[threadIdx.x]] += 1;
    o[threadIdx.x] = pos;
}
int main() {
    int h[32], *d, *o;
    for (int i = 0; i < 32; i++) h[i] = i % 3;
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&o, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    reread<<<1, 32>>>(d, o);
    reread2<<<1, 32>>>(d, o);
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[3]);
    return 0;
}
`

// TestRereadAfterSyncwarp checks that a lane's read after a __syncwarp
// does not make the other lanes' earlier reads of the word race with its
// write.
func TestRereadAfterSyncwarp(t *testing.T) {
	for _, words := range []bool{true, false} {
		_, d := runWithRaceWords(t, rereadProgram, words)
		if strings.Contains(d, "kernel 'reread':") {
			t.Errorf("word cells %v: a race reported in reread:\n%s", words, d)
		}
		if !strings.Contains(d, ":20:5: warning: kernel 'reread2': race") {
			t.Errorf("word cells %v: no race in reread2:\n%s", words, d)
		}
	}
}
