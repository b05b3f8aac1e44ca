package parser

import (
	"strings"
	"testing"
)

// TestCudaAtomicLowering: cuda:: and cuda::std:: qualifiers go, and the
// atomic templates stand before the first program that names one.
func TestCudaAtomicLowering(t *testing.T) {
	src := "void f(float *r) { cuda::atomic_ref<float, cuda::thread_scope_device> a(*r); cuda::std::atomic<int> n; a.fetch_add(1.0f, cuda::memory_order_relaxed); }"
	got := spellAll(withCudaAtomics(stripNamespaces(lex(t, src))))
	if !strings.HasPrefix(got, "enum __cuda_thread_scope {") {
		t.Errorf("the templates do not come first: %.80s", got)
	}
	want := "void f ( float * r ) { atomic_ref < float , thread_scope_device > a ( * r ) ; atomic < int > n ; a . fetch_add ( 1.0f , memory_order_relaxed ) ; }"
	if !strings.HasSuffix(got, want) {
		t.Errorf("got %s\nwant it to end with %s", got, want)
	}
	global := "::cuda::atomic_ref<int, ::cuda::thread_scope_device> a(*p); int m = ::std::min(1, 2); ::cudaFree(p);"
	if got, want := spellAll(stripNamespaces(lex(t, global))), "atomic_ref < int , thread_scope_device > a ( * p ) ; int m = min ( 1 , 2 ) ; :: cudaFree ( p ) ;"; got != want {
		t.Errorf("global qualifiers: got %s\nwant %s", got, want)
	}
	if plain := "int atomic = 3; int x = atomic + 1;"; spellAll(withCudaAtomics(lex(t, plain))) != spellAll(lex(t, plain)) {
		t.Errorf("a program that names no atomic template got them")
	}
}
