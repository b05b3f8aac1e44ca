package sim

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// FuzzRun runs arbitrary sources with small budgets: whatever the input,
// Run must return (no panic, no hang) and be deterministic, and a run whose
// memory system is on a memory worker must count what a local one counts.
func FuzzRun(f *testing.F) {
	// The engine's programs, the broken programs of the diagnostics corpus,
	// and the conformance programs of the newest front-end features.
	files, _ := filepath.Glob("engine/testdata/*.cu")
	broken, _ := filepath.Glob("../tests/diagnostics/*.cu")
	files = append(files, broken...)
	for _, name := range []string{"x_lambdas", "x_algorithms", "x_bitfields", "x_struct_ctor_union", "x_coop_groups",
		"x_destructors", "x_copy_constructors", "x_braced_arguments", "x_structured_bindings", "x_helper_cuda", "x_switch_unmatched",
		"x_inline_ptx", "x_inline_ptx_predicates", "x_inline_ptx_warp", "x_inline_ptx_misc", "x_tile_partitions",
		"x_cg_coalesced", "x_cg_scans", "x_cg_partitions", "x_cuda_atomics", "x_launch_kernel_ex",
		"x_default_construction", "x_std_queues", "x_template_containers", "x_iostream_state", "x_cucomplex",
		"x_unordered_containers", "x_stringstream", "x_half_operators", "x_bfloat16", "x_conversion_functions", "x_half_warp", "x_half_locals",
		"x_its_spin_locks", "x_its_wait_signals", "x_reference_members", "x_namespace_alias_casts", "x_cuda_arch_methods",
		"x_enable_if_overloads", "x_ptx_carry_chains", "x_ptx_carry_helpers", "x_strtod_prefixes", "x_derived_member_types",
		"x_partial_specializations", "x_partial_spec_kernels", "x_template_template_params", "x_wmma_gemm", "x_half_atomics",
		"x_half_raw", "x_cg_user_ops", "x_stdio_returns", "x_trait_metaprogramming", "x_temporaries_destroyed",
		"x_literals_friends_strings", "x_pretty_function", "x_varargs_host", "x_moves_and_conversions", "x_placement_new",
		"x_template_partial_ordering", "x_generic_lambdas", "x_member_self_typedefs", "x_alias_member_types",
		"x_tuples_reverse_iterators", "x_range_for_classes_optional", "x_raii_vectors_nested_classes", "x_std_list_iterators",
		"x_enable_if_partial_specs", "x_member_packs_inline_namespaces", "x_std_function_objects", "x_constructor_templates",
		"x_nested_class_containers", "x_recursive_std_function", "x_inserters_and_launchers", "x_object_vector_ranges",
		"x_cg_functors_passed_on", "x_mapped_atomics_peer_copies", "x_self_linked_members", "x_inherited_constructors"} {
		files = append(files, filepath.Join("../tests/conformance", name+".cu"))
	}
	for _, file := range files {
		if src, err := os.ReadFile(file); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("int main(){int a[4]; return a[5];}"))
	f.Add([]byte("__global__ void k(int*p){p[threadIdx.x]=1;} int main(){k<<<1,1>>>(0);}"))
	f.Fuzz(func(t *testing.T, src []byte) {
		opts := Options{Stdout: io.Discard, MaxSteps: 200_000, MaxMemory: 1 << 24}
		r1 := Run(context.Background(), "fuzz.cu", src, opts)
		opts.MemoryWorker = startChanWorker(t, startChanWorker(t, nil))
		r2 := Run(context.Background(), "fuzz.cu", src, opts)
		if r1.ExitCode != r2.ExitCode || len(r1.Diagnostics) != len(r2.Diagnostics) || len(r1.Launches) != len(r2.Launches) {
			t.Fatalf("nondeterministic: exit %d vs %d, %d vs %d diagnostics, %d vs %d launches",
				r1.ExitCode, r2.ExitCode, len(r1.Diagnostics), len(r2.Diagnostics), len(r1.Launches), len(r2.Launches))
		}
		for i := range r1.Launches {
			if !sameValues(r1.Launches[i].Metrics, r2.Launches[i].Metrics) || !sameValues(r1.Launches[i].Timing, r2.Launches[i].Timing) {
				t.Fatalf("launch %d: the memory worker's counters or timing differ from the local run's", i)
			}
		}
	})
}
