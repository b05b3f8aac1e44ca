// Package memsys is SIMT Lab's memory system: it turns every warp-level memory
// instruction the engine executes into the counters Nsight Compute reports on a
// real GPU, kept for the whole launch and per source line, plus a detailed trace
// of the warps a student chose to watch.
//
// The engine calls, per kernel launch:
//
//	s.BeginLaunch(kernel, grid, block, traceOptions)
//	s.Observe(&access)        // once per warp-level load, store or atomic
//	metrics, lines, trace := s.EndLaunch()
//
// Sub-packages do one job each: banks (shared-memory wavefronts and bank
// conflicts), sectors (coalescing into 32-byte sectors and 128-byte lines),
// cache (a sectored set-associative LRU cache, used for every L1 and the L2),
// and dram (channels, banks, bursts, rows, interleaved address mapping).
//
// # What is modelled
//
// Shared memory: 32 banks of 4 bytes; one request per instruction; wavefronts and
// bank conflicts exactly as Nsight Compute counts them on Volta and later (see
// package banks), including broadcast, multicast, 64- and 128-bit accesses and
// atomics.
//
// Global memory: one L1 request per instruction; the distinct sectors the
// active lanes touch; L1 per SM, write-through (loads and stores allocate when
// Config.L1CachesGlobalLoads: on an H200 a load hits data another lane just
// stored); L2 shared by all SMs (write-back, write-allocate, one request per
// line with sectors to send); DRAM reads on L2 misses and writes when dirty
// lines are evicted. An L2 miss reads the aligned 64-byte block around each
// missing sector (Config.DRAMFetchBytes, measured) and keeps both sectors. A
// sector a store writes only in part is not a valid copy: a later read of it
// misses in L1 and L2 and reads DRAM (measured). Caches start empty at every
// launch, as under Nsight Compute's default cache control; dirty data left in
// L2 at the end of a launch is not counted as DRAM traffic (measured: a kernel
// writing 1 MiB shows no DRAM writes). The launch's own DRAM reads (about
// 2,816 bytes on an H200, Config.LaunchDRAMReadSectors) are added to the
// launch's dram__ counters; on the GPU they grow with the kernel's machine
// code, fetched from DRAM (80 sectors for a 128-byte kernel, 88 up to about
// 400 bytes, 176 for 3 KB in the conformance recordings), which the source
// does not give, so dram__sectors_read is exact only for small kernels. Other units' L2 traffic is not modelled, so only
// the srcunit_tex L2 metrics are reported.
//
// The choices the shared hardware notes did not settle were measured with
// testdata/probe (probe.cu, run.sh; an H200's results in testdata/probe/h200);
// TestAgainstH200Probes replays those kernels and compares every counter.
//
// Global stores reach L2 through each SM's record of its 28 most recently
// stored lines (storebuf.go, measured): a store to a recorded line hits, and
// stores to one line join one L2 write request until a load or atomic passes
// through the L1, the line is evicted, or the launch ends.
//
// Atomics and reductions on global memory go to L2 without combining lanes on
// the same address: L2 operations = Σ over lines of the most lanes sharing one
// address in that line; L1 sector operations = the same sum per sector
// (measured on an H200). Shared-memory atomics cost what the instructions nvcc
// emits for them cost (shared.go, measured with testdata/probe/atoms*.cu): a
// native ATOMS one wavefront per lane in a bank (no merging), ATOMS.POPC.INC
// (atomicAdd of 1, result unused) one per distinct word, atomicCAS twice a
// native one, and float atomicAdd and 64-bit arithmetic atomics a loop of LDS
// and ATOMS.CAST.SPIN passes, one lane per bank succeeding per pass (the
// engine says which with Access.Atom). Contention between warps, which
// adds passes and wavefronts on the GPU depending on timing, is not modelled.
//
// Local memory: the engine gives interleaved addresses (see Access and
// LocalAddr); 64- and 128-bit accesses count 2 and 4 requests (one per 32-bit
// word, whatever the mask), as measured on an H200. Local loads and stores
// allocate in L1.
//
// Constant memory: one pass per distinct constant-cache line the warp reads (a
// uniform address is one broadcast pass).
//
// # Metrics
//
// Names are Nsight Compute's where it has one (design.md §3); counters the
// profiler lacks start with "lab__". The total of shared-memory wavefronts is
// a lab metric: Nsight Compute's l1tex__data_pipe_lsu_wavefronts_mem_shared
// also counts one wavefront per executed S2R of a per-thread register
// (SR_TID.*, SR_LANEID, lane masks), per SHFL and per block-wide barrier, and
// more that depends on timing, none of which the source determines. The
// global data bytes behind smsp__sass_average_data_bytes_per_sector_* count
// each byte once however many lanes access it, as Nsight Compute does. Explain gives a one-line explanation of
// each; MetricNames lists them. Ratios (hit rates, sectors per request,
// efficiency) appear only where their denominator is non-zero.
//
// # Trace format
//
// A Trace holds, in observation order, one Record per access of the selected
// warps (TraceOptions: block indices, optional warp indices, a cap on records;
// accesses beyond the cap only bump Trace.Dropped). A Record has the access
// (Seq, source Line, SM, Block, Warp, Space, Op, Width, active Mask, the 32 lane
// addresses) and what it cost:
//
//   - shared: Bank[lane] (bank of the lane's first word), Wave[lane] (0-based
//     wavefront that completes the lane; for a CAS-loop atomic the pass the
//     lane succeeds in), Wavefronts, Conflicts;
//   - constant: Wave[lane] is the serialised pass that serves the lane,
//     Wavefronts the number of passes;
//   - global and local: Requests, and Sectors: each touched sector's byte
//     address, the lanes whose bytes fall in it, and Where it was served (L1,
//     L2, DRAM for loads; at L2, hit or allocated, for stores and atomics).
//
// # Speed
//
// Observe allocates nothing. The shape of a full warp's addresses (affine in
// the lane, or affine within half- or quarter-warps as 2D blocks give) is found
// with one branch-free pass, or taken from the engine's Access.Affine and
// RowLanes hints, and then sectors and banks come from closed forms; a hinted
// access may carry its row starts only (Access.RowStarts), and a global load
// of one to four rows takes a path of its own that never looks at the other
// lanes (rows.go); each cache keeps a memo of the slots lines were last found
// in, which skips the set search in loops cycling over a few lines; emptying
// the caches between launches is O(1) (per-set epochs). ObserveOutcome writes the
// Outcome in place: returned by value, it was copied in wide chunks that
// stall the host's store forwarding.
package memsys
