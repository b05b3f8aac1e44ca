package check

import "simtlab/sim/cuda/ast"

// libc functions written in the lab's C, put before a program that uses
// them (and declares none of their names itself): those that return a
// struct, which no built-in does, or keep state between calls.
var libcSources = []struct {
	names  []string // what brings the source in: a call, or a variable of the type
	source string
}{
	// <cstdlib>'s div, ldiv and lldiv return the built-in structs div_t,
	// ldiv_t, lldiv_t (builtins/cstdlib.go); C++ overloads div for long and
	// long long (so does nvcc, whose headers include <stdlib.h>); glibc
	// computes both fields with the division instruction's truncation.
	{[]string{"div", "ldiv", "lldiv", "div_t", "ldiv_t", "lldiv_t"}, `div_t div(int n, int d) { div_t r; r.quot = n / d; r.rem = n % d; return r; }
ldiv_t div(long n, long d) { ldiv_t r; r.quot = n / d; r.rem = n % d; return r; }
lldiv_t div(long long n, long long d) { lldiv_t r; r.quot = n / d; r.rem = n % d; return r; }
ldiv_t ldiv(long n, long d) { ldiv_t r; r.quot = n / d; r.rem = n % d; return r; }
lldiv_t lldiv(long long n, long long d) { lldiv_t r; r.quot = n / d; r.rem = n % d; return r; }
`},
	// <cstring>'s strtok and strtok_r, glibc's string/strtok_r.c step for
	// step (strtok keeps its place in a static pointer).
	{[]string{"strtok", "strtok_r"}, `char *strtok_r(char *s, const char *delim, char **save) {
	if (s == 0) s = *save;
	s += strspn(s, delim);
	if (*s == 0) { *save = s; return 0; }
	char *token = s;
	s = token + strcspn(token, delim);
	if (*s == 0) *save = s;
	else { *s = 0; *save = s + 1; }
	return token;
}
char *strtok(char *s, const char *delim) {
	static char *olds;
	return strtok_r(s, delim, &olds);
}
`},
	// <stdlib.h>'s 48-bit generators (POSIX, glibc's stdlib/drand48-iter.c):
	// X = (a X + c) mod 2^48 with a = 0x5DEECE66D, c = 0xB, from all-zero
	// state until srand48 sets the high 32 bits to its argument's low 32
	// and the low 16 to 0x330E; drand48 is X / 2^48, lrand48 its top 31
	// bits, mrand48 its top 32 as a signed int. random and srandom are
	// rand's generator in glibc (rand calls random).
	{[]string{"srand48", "drand48", "lrand48", "mrand48", "random", "srandom"}, `unsigned long long __simtlab_rand48;
void srand48(long seed) { __simtlab_rand48 = ((unsigned long long)(unsigned)seed << 16) | 0x330Eull; }
unsigned long long __simtlab_rand48_next(void) {
	__simtlab_rand48 = (__simtlab_rand48 * 0x5DEECE66Dull + 0xBull) & 0xFFFFFFFFFFFFull;
	return __simtlab_rand48;
}
double drand48(void) { return (double)__simtlab_rand48_next() * 0x1p-48; }
long lrand48(void) { return (long)(__simtlab_rand48_next() >> 17); }
long mrand48(void) { return (long)(int)(unsigned)(__simtlab_rand48_next() >> 16); }
long random(void) { return rand(); }
void srandom(unsigned seed) { srand(seed); }
`},
	// <cstdlib>'s atexit: the handlers in registration order, run last
	// first by __simtlab_run_atexit, which the engine calls when main
	// returns or exit() is called (not after abort()); glibc's table
	// takes at least 32.
	{[]string{"atexit"}, `void (*__simtlab_atexit_fns[32])(void);
int __simtlab_atexit_n;
int atexit(void (*f)(void)) {
	if (__simtlab_atexit_n >= 32) return 1;
	__simtlab_atexit_fns[__simtlab_atexit_n++] = f;
	return 0;
}
void __simtlab_run_atexit(void) {
	while (__simtlab_atexit_n > 0) {
		__simtlab_atexit_n--;
		__simtlab_atexit_fns[__simtlab_atexit_n]();
	}
}
`},
	// cuda_runtime.h's cudaOccupancyMaxPotentialBlockSizeVariableSMem and
	// its WithFlags form: templates that call a function object with each
	// block size to learn its dynamic shared memory, the header's search
	// step for step (the block sizes from the largest down, in steps of a
	// warp; the first with the most resident threads wins).
	{[]string{"cudaOccupancyMaxPotentialBlockSizeVariableSMem", "cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags"}, `template <typename UnaryFunction, typename T>
cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0, unsigned int flags = 0) {
	if (!minGridSize || !blockSize || !func) return cudaErrorInvalidValue;
	int device, maxThreadsPerMultiProcessor, warpSize, devMaxThreadsPerBlock, multiProcessorCount;
	cudaError_t status = cudaGetDevice(&device);
	if (status != cudaSuccess) return status;
	status = cudaDeviceGetAttribute(&maxThreadsPerMultiProcessor, cudaDevAttrMaxThreadsPerMultiProcessor, device);
	if (status != cudaSuccess) return status;
	status = cudaDeviceGetAttribute(&warpSize, cudaDevAttrWarpSize, device);
	if (status != cudaSuccess) return status;
	status = cudaDeviceGetAttribute(&devMaxThreadsPerBlock, cudaDevAttrMaxThreadsPerBlock, device);
	if (status != cudaSuccess) return status;
	status = cudaDeviceGetAttribute(&multiProcessorCount, cudaDevAttrMultiProcessorCount, device);
	if (status != cudaSuccess) return status;
	cudaFuncAttributes attr;
	status = cudaFuncGetAttributes(&attr, func);
	if (status != cudaSuccess) return status;
	int funcMaxThreadsPerBlock = attr.maxThreadsPerBlock;
	int occupancyLimit = maxThreadsPerMultiProcessor;
	int granularity = warpSize;
	if (blockSizeLimit == 0) blockSizeLimit = devMaxThreadsPerBlock;
	if (devMaxThreadsPerBlock < blockSizeLimit) blockSizeLimit = devMaxThreadsPerBlock;
	if (funcMaxThreadsPerBlock < blockSizeLimit) blockSizeLimit = funcMaxThreadsPerBlock;
	int blockSizeLimitAligned = ((blockSizeLimit + (granularity - 1)) / granularity) * granularity;
	int maxBlockSize = 0, numBlocks = 0, maxOccupancy = 0;
	for (int blockSizeToTryAligned = blockSizeLimitAligned; blockSizeToTryAligned > 0; blockSizeToTryAligned -= granularity) {
		int blockSizeToTry = blockSizeLimit < blockSizeToTryAligned ? blockSizeLimit : blockSizeToTryAligned;
		size_t dynamicSMemSize = blockSizeToDynamicSMemSize(blockSizeToTry);
		int occupancyInBlocks = 0;
		status = cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&occupancyInBlocks, func, blockSizeToTry, dynamicSMemSize, flags);
		if (status != cudaSuccess) return status;
		int occupancyInThreads = blockSizeToTry * occupancyInBlocks;
		if (occupancyInThreads > maxOccupancy) {
			maxBlockSize = blockSizeToTry;
			numBlocks = occupancyInBlocks;
			maxOccupancy = occupancyInThreads;
		}
		if (occupancyLimit == maxOccupancy) break;
	}
	*minGridSize = numBlocks * multiProcessorCount;
	*blockSize = maxBlockSize;
	return status;
}
template <typename UnaryFunction, typename T>
cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize, int blockSizeLimit = 0) {
	return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, blockSizeLimit, cudaOccupancyDefault);
}
`},
	// sm_61_intrinsics.h's vector forms of the byte and half-word dot
	// products: the same instructions on the vectors' bytes, packed as
	// the integer forms take them (x in the low byte).
	{[]string{"__dp4a", "__dp2a_lo", "__dp2a_hi"}, `__device__ unsigned __simtlab_bytes(char4 v) {
	return (unsigned char)v.x | (unsigned char)v.y << 8 | (unsigned char)v.z << 16 | (unsigned)(unsigned char)v.w << 24;
}
__device__ unsigned __simtlab_bytes(uchar4 v) { return v.x | v.y << 8 | v.z << 16 | (unsigned)v.w << 24; }
__device__ unsigned __simtlab_halves(short2 v) { return (unsigned short)v.x | (unsigned)(unsigned short)v.y << 16; }
__device__ unsigned __simtlab_halves(ushort2 v) { return v.x | (unsigned)v.y << 16; }
__device__ int __dp4a(char4 a, char4 b, int c) { return __dp4a((int)__simtlab_bytes(a), (int)__simtlab_bytes(b), c); }
__device__ unsigned __dp4a(uchar4 a, uchar4 b, unsigned c) { return __dp4a(__simtlab_bytes(a), __simtlab_bytes(b), c); }
__device__ int __dp2a_lo(short2 a, char4 b, int c) { return __dp2a_lo((int)__simtlab_halves(a), (int)__simtlab_bytes(b), c); }
__device__ unsigned __dp2a_lo(ushort2 a, uchar4 b, unsigned c) { return __dp2a_lo(__simtlab_halves(a), __simtlab_bytes(b), c); }
__device__ int __dp2a_hi(short2 a, char4 b, int c) { return __dp2a_hi((int)__simtlab_halves(a), (int)__simtlab_bytes(b), c); }
__device__ unsigned __dp2a_hi(ushort2 a, uchar4 b, unsigned c) { return __dp2a_hi(__simtlab_halves(a), __simtlab_bytes(b), c); }
`},
}

// libcSourcesFor returns the sources f needs.
func libcSourcesFor(f *ast.File) []byte {
	declared := declaredNames(f, true)
	used := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Call:
			if id, ok := n.Fun.(*ast.Ident); ok {
				used[id.Name] = true
			}
		case *ast.VarDecl:
			if n.Spec != nil && n.Spec.Name != "" {
				used[n.Spec.Name] = true
			}
		}
		return true
	})
	var src []byte
	for _, s := range libcSources {
		need, own := false, false
		for _, n := range s.names {
			need = need || used[n]
			own = own || declared[n]
		}
		if need && !own {
			src = append(src, s.source...)
		}
	}
	return src
}
