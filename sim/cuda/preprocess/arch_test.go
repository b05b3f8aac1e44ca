package preprocess

import "testing"

// Text under a conditional on __CUDA_ARCH__ is kept where nvcc's pass
// that compiles it keeps it: device function bodies see the device pass
// (__CUDA_ARCH__ 900), host code, __host__ __device__ bodies and file
// scope the host pass; a __host__ __device__ function whose body
// differs between the passes keeps the host pass's and gets a device-pass
// copy.
func TestArchViews(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"kernel body", "__global__ void k() {\n#ifdef __CUDA_ARCH__\nd(__CUDA_ARCH__);\n#else\nh();\n#endif\n}",
			"__global__ void k ( ) { d ( 900 ) ; }"},
		{"host body", "void f() {\n#ifdef __CUDA_ARCH__\nd();\n#else\nh();\n#endif\n}",
			"void f ( ) { h ( ) ; }"},
		{"device function, #if and #elif", "__device__ int f() {\n#if __CUDA_ARCH__ >= 900\na\n#elif __CUDA_ARCH__ >= 700\nb\n#else\nc\n#endif\n}",
			"__device__ int f ( ) { a }"},
		{"ifndef", "__device__ int f() {\n#ifndef __CUDA_ARCH__\nh\n#else\nd\n#endif\n}", "__device__ int f ( ) { d }"},
		{"host device body: the host pass's, and a device-pass copy", "static __host__ __device__ int f(int x) { if (x) {\n#ifdef __CUDA_ARCH__\nd\n#else\nh\n#endif\n} }",
			"static __host__ __device__ int f ( int x ) { if ( x ) { h } } static __device__ int f (device pass) ( int x ) { if ( x ) { d } }"},
		{"host device body the same in both passes", "__host__ __device__ int f() { both }", "__host__ __device__ int f ( ) { both }"},
		{"host device method", "struct S { __host__ __device__ int f() {\n#ifdef __CUDA_ARCH__\nd\n#else\nh\n#endif\n} };",
			"struct S { __host__ __device__ int f ( ) { h } __device__ int f (device pass) ( ) { d } } ;"},
		{"host device constructor", "struct S { __host__ __device__ S() {\n#ifdef __CUDA_ARCH__\nd\n#else\nh\n#endif\n} };",
			"struct S { __host__ __device__ S ( ) { h } } ;"},
		{"host device destructor", "struct S { __host__ __device__ ~S() {\n#ifdef __CUDA_ARCH__\nd\n#else\nh\n#endif\n} };",
			"struct S { __host__ __device__ ~ S ( ) { h } } ;"},
		{"host device template", "template <typename T> __host__ __device__ T f() {\n#ifdef __CUDA_ARCH__\nd\n#else\nh\n#endif\n}",
			"template < typename T > __host__ __device__ T f ( ) { h }"},
		{"method in a namespace and a class", "namespace n { struct S { __device__ int f() const {\n#ifdef __CUDA_ARCH__\nd\n#endif\n} }; }",
			"namespace n { struct S { __device__ int f ( ) const { d } } ; }"},
		{"nested blocks", "__global__ void k() { if (x) { for (;;) {\n#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 600\nold\n#else\nnew\n#endif\n} } }",
			"__global__ void k ( ) { if ( x ) { for ( ; ; ) { new } } }"},
		{"file scope is the host pass", "#ifdef __CUDA_ARCH__\nint d;\n#else\nint h;\n#endif\n__global__ void k() {}",
			"int h ; __global__ void k ( ) { }"},
		{"a device function for new GPUs", "#if __CUDA_ARCH__ >= 700\n__device__ void fancy() {}\n#endif\n__global__ void k() {\n#if __CUDA_ARCH__ >= 700\nfancy();\n#endif\n}",
			"__device__ void fancy ( ) { } __global__ void k ( ) { fancy ( ) ; }"},
		{"a fallback for old GPUs", "#if __CUDA_ARCH__ < 600\n__device__ double atomicAdd(double *a, double v) { return 0; }\n#endif\nint x;",
			"int x ;"},
		{"a device variable", "#ifdef __CUDA_ARCH__\n__constant__ int c[4];\n#endif\nint x;", "__constant__ int c [ 4 ] ; int x ;"},
		{"a parameter of a kernel", "__global__ void k(\n#ifdef __CUDA_ARCH__\nint a\n#else\nfloat a\n#endif\n) {}",
			"__global__ void k ( int a ) { }"},
		{"the name in a kernel", "#define ARCH __CUDA_ARCH__\n__global__ void k() { f(ARCH); }", "__global__ void k ( ) { f ( 900 ) ; }"},
		{"the name in host code", "int main() { return __CUDA_ARCH__; }", "int main ( ) { return __CUDA_ARCH__ ; }"},
		{"the name in a device variable", "__device__ int a = __CUDA_ARCH__; int h = __CUDA_ARCH__;", "__device__ int a = 900 ; int h = __CUDA_ARCH__ ;"},
		{"the name in a host device function", "__host__ __device__ int f() { return __CUDA_ARCH__; }",
			"__host__ __device__ int f ( ) { return __CUDA_ARCH__ ; } __device__ int f (device pass) ( ) { return 900 ; }"},
		{"through a macro", "#define NEW_GPU (__CUDA_ARCH__ >= 700)\n__global__ void k() {\n#if NEW_GPU\nd\n#else\nh\n#endif\n}",
			"__global__ void k ( ) { d }"},
		{"the same in both views", "#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ >= 600\nboth\n#endif", "both"},
		{"after a host function", "void f() {}\n__device__ void g() {\n#ifdef __CUDA_ARCH__\nd\n#endif\n}",
			"void f ( ) { } __device__ void g ( ) { d }"},
		{"a program's own definition", "#define __CUDA_ARCH__ 700\n__global__ void k() {\n#if __CUDA_ARCH__ == 700\nmine\n#endif\n}",
			"__global__ void k ( ) { mine }"},
	}
	checkExpansions(t, tests)
}
