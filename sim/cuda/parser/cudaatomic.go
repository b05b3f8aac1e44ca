package parser

import (
	"strings"

	"simtlab/sim/cuda/token"
)

// libcu++'s atomics (<cuda/atomic>, <cuda/std/atomic>: cuda::atomic_ref,
// cuda::atomic, their cuda::std forms, and <atomic>'s std::atomic, which the
// lab's one-thread host runs alike) are struct templates written in the
// lab's own C++, added in front of a program that names atomic_ref<...> or
// atomic<...> (the cuda:: and std:: qualifiers were dropped before). Each
// read-modify-write is a __cuda_atomic_* built-in, which the engine runs as
// the atomic of the same operation (atomicAdd for fetch_add ...) on the
// device and as a plain update on the host; a load or a store is a volatile
// access, never merged with another. The scope and the memory order are
// accepted and ignored: the lab runs one warp at a time, in which every
// order holds.

// cudaAtomicSource is the templates: atomic_ref refers to a value (its
// methods are const: they change what it refers to), atomic holds one.
var cudaAtomicSource = cudaAtomicHeader +
	"template <typename T, int S = 0> struct atomic_ref {\n\tT *p_;\n\t__host__ __device__ explicit atomic_ref(T &r) : p_(&r) {}\n" +
	strings.NewReplacer("ADDR", "p_", "MUT", "const").Replace(atomicMethods) + "};\n" +
	"template <typename T, int S = 0> struct atomic {\n\tT v_;\n\t__host__ __device__ atomic() : v_() {}\n\t__host__ __device__ atomic(T v) : v_(v) {}\n" +
	strings.NewReplacer("ADDR", "&v_", "MUT", "").Replace(atomicMethods) + "};\n"

// cudaAtomicHeader is what the templates use: the scopes, the memory
// orders and the fence.
const cudaAtomicHeader = `enum __cuda_thread_scope { thread_scope_system = 0, thread_scope_device = 1, thread_scope_block = 2, thread_scope_thread = 3 };
enum __cuda_memory_order { memory_order_relaxed = 0, memory_order_consume = 1, memory_order_acquire = 2, memory_order_release = 3, memory_order_acq_rel = 4, memory_order_seq_cst = 5 };
__host__ __device__ inline void atomic_thread_fence(int order, int scope = 0) {}
`

// atomicMethods are both templates' methods: ADDR is the value's address,
// MUT the qualifier of the methods that change the value.
const atomicMethods = `	__host__ __device__ T load(int order = 5) const { return *(volatile T *)ADDR; }
	__host__ __device__ void store(T v, int order = 5) MUT { *(volatile T *)ADDR = v; }
	__host__ __device__ T exchange(T v, int order = 5) MUT { return __cuda_atomic_exch(ADDR, v); }
	__host__ __device__ bool compare_exchange_strong(T &expected, T desired, int order = 5) MUT {
		T old = __cuda_atomic_cas(ADDR, expected, desired);
		bool ok = __cuda_atomic_same(old, expected);
		expected = old;
		return ok;
	}
	__host__ __device__ bool compare_exchange_weak(T &expected, T desired, int order = 5) MUT { return compare_exchange_strong(expected, desired); }
	__host__ __device__ T fetch_add(T v, int order = 5) MUT { return __cuda_atomic_add(ADDR, v); }
	__host__ __device__ T fetch_sub(T v, int order = 5) MUT { return __cuda_atomic_sub(ADDR, v); }
	__host__ __device__ T fetch_and(T v, int order = 5) MUT { return __cuda_atomic_and(ADDR, v); }
	__host__ __device__ T fetch_or(T v, int order = 5) MUT { return __cuda_atomic_or(ADDR, v); }
	__host__ __device__ T fetch_xor(T v, int order = 5) MUT { return __cuda_atomic_xor(ADDR, v); }
	__host__ __device__ T fetch_min(T v, int order = 5) MUT { return __cuda_atomic_min(ADDR, v); }
	__host__ __device__ T fetch_max(T v, int order = 5) MUT { return __cuda_atomic_max(ADDR, v); }
	__host__ __device__ T operator=(T v) MUT { store(v); return v; }
	__host__ __device__ T operator+=(T v) MUT { return fetch_add(v) + v; }
	__host__ __device__ T operator-=(T v) MUT { return fetch_sub(v) - v; }
	__host__ __device__ T operator&=(T v) MUT { return fetch_and(v) & v; }
	__host__ __device__ T operator|=(T v) MUT { return fetch_or(v) | v; }
	__host__ __device__ T operator^=(T v) MUT { return fetch_xor(v) ^ v; }
	__host__ __device__ T operator++() MUT { return fetch_add(1) + 1; }
	__host__ __device__ T operator++(int) MUT { return fetch_add(1); }
	__host__ __device__ T operator--() MUT { return fetch_sub(1) - 1; }
	__host__ __device__ T operator--(int) MUT { return fetch_sub(1); }
`

// withCudaAtomics puts the atomic templates before toks when they name
// atomic_ref<...> or atomic<...>.
func withCudaAtomics(toks []token.Token) []token.Token {
	for i := 0; i+1 < len(toks); i++ {
		if t := toks[i]; t.Kind == token.Ident && (t.Text == "atomic_ref" || t.Text == "atomic") && toks[i+1].Kind == token.Lss {
			return append(synth(toks[i], cudaAtomicSource), toks...)
		}
	}
	return toks
}
