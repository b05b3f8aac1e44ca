//go:build !wasm

package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
)

// runOccupancy is "simtlab occupancy": one launch configuration's occupancy
// as cudaOccupancyMaxActiveBlocksPerMultiprocessor computes it, with the
// limit from each resource and the limiter in plain words.
func runOccupancy(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("occupancy", flag.ContinueOnError)
	fs.SetOutput(stderr)
	gpu := fs.String("gpu", "h200", "GPU profile (see simtlab gpus)")
	threads := fs.Int("threads", 0, "threads per block (required)")
	regs := fs.Int("regs", -1, "registers per thread (required)")
	smem := fs.Int("smem", 0, "dynamic shared memory per block in bytes")
	static := fs.Int("static-smem", 0, "static (__shared__) memory per block in bytes")
	carveout := fs.Int("carveout", occupancy.CarveoutDefault, "preferred shared-memory carveout in percent, -1 for none")
	asJSON := fs.Bool("json", false, "print JSON")
	curve := fs.String("curve", "", "print occupancy against one input instead: threads, regs or smem")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: simtlab occupancy --gpu NAME --threads N --regs N [--smem BYTES] [--carveout PCT] [--json] [--curve threads|regs|smem]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "simtlab occupancy: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return fail("unexpected argument %q", fs.Arg(0))
	}
	p, ok := hardware.Lookup(*gpu)
	if !ok {
		return fail("unknown GPU %q (known: %s)", *gpu, strings.Join(hardware.Names(), ", "))
	}
	switch {
	case *threads <= 0:
		return fail("--threads must be a positive number of threads per block")
	case *regs < 0:
		return fail("--regs must be given: registers per thread (0 or more)")
	case *smem < 0 || *static < 0:
		return fail("shared memory sizes cannot be negative")
	case *carveout < -1 || *carveout > 100:
		return fail("--carveout must be -1 (none) or a percentage 0..100")
	case *curve != "" && *curve != "threads" && *curve != "regs" && *curve != "smem":
		return fail("--curve must be threads, regs or smem")
	}
	in := occupancy.NewInput(*threads, *regs)
	in.DynamicSmem, in.StaticSmem, in.Carveout = *smem, *static, *carveout
	// A program asking for more dynamic shared memory than the default must
	// raise cudaFuncAttributeMaxDynamicSharedMemorySize; assume it did.
	raised := false
	if def := p.SharedPerBlock - *static; *smem > def && p.SharedPerBlockOptin > p.SharedPerBlock {
		in.MaxDynamicSmem = max(p.SharedPerBlockOptin-*static, 0)
		raised = true
	}
	r := occupancy.Compute(p, in)
	if r.Err != nil {
		return fail("%v", r.Err)
	}
	if *curve != "" {
		return printCurve(stdout, p, in, *curve, *asJSON)
	}
	if *asJSON {
		return writeJSON(stdout, occupancyJSON(p, in, r, raised))
	}
	printOccupancy(stdout, p, in, r, raised)
	return 0
}

type occupancyReport struct {
	GPU           string             `json:"gpu"`
	Threads       int                `json:"threads"`
	Regs          int                `json:"regs"`
	StaticSmem    int                `json:"static_smem"`
	DynamicSmem   int                `json:"smem"`
	Carveout      int                `json:"carveout"`
	OptIn         bool               `json:"smem_opt_in"`
	BlocksPerSM   int                `json:"blocks_per_sm"`
	WarpsPerBlock int                `json:"warps_per_block"`
	WarpsPerSM    int                `json:"warps_per_sm"`
	MaxWarpsPerSM int                `json:"max_warps_per_sm"`
	Occupancy     float64            `json:"occupancy"`
	Limits        map[string]int     `json:"limits"`
	Limiters      []string           `json:"limiters"`
	Metrics       map[string]float64 `json:"metrics"`
	Reason        string             `json:"reason,omitempty"`
}

func occupancyJSON(p *hardware.Profile, in occupancy.Input, r occupancy.Result, raised bool) occupancyReport {
	return occupancyReport{
		GPU: p.Name, Threads: in.Threads, Regs: in.Regs, StaticSmem: in.StaticSmem, DynamicSmem: in.DynamicSmem,
		Carveout: in.Carveout, OptIn: raised,
		BlocksPerSM: r.BlocksPerSM, WarpsPerBlock: r.WarpsPerBlock, WarpsPerSM: r.WarpsPerSM, MaxWarpsPerSM: r.MaxWarpsPerSM,
		Occupancy: r.Occupancy,
		Limits: map[string]int{
			occupancy.LimitWarps: r.LimitWarps, occupancy.LimitBlocks: r.LimitBlocks,
			occupancy.LimitRegisters: r.LimitRegisters, occupancy.LimitSharedMem: r.LimitSharedMem,
		},
		Limiters: r.Limiters, Metrics: r.Metrics(), Reason: r.Reason,
	}
}

func printOccupancy(w io.Writer, p *hardware.Profile, in occupancy.Input, r occupancy.Result, raised bool) {
	fmt.Fprintf(w, "GPU:       %s [%s], compute capability %s\n", p.Display, p.Name, p.CCString())
	fmt.Fprintf(w, "Block:     %d threads (%d warps), %d registers per thread, %d bytes of shared memory",
		in.Threads, r.WarpsPerBlock, in.Regs, in.StaticSmem+in.DynamicSmem)
	if in.Carveout != occupancy.CarveoutDefault {
		fmt.Fprintf(w, ", carveout %d%%", in.Carveout)
	}
	fmt.Fprintln(w)
	if raised {
		fmt.Fprintf(w, "           (more than %d bytes needs cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, ...))\n", p.SharedPerBlock)
	}
	fmt.Fprintf(w, "Occupancy: %d blocks per SM = %d of %d warps = %.1f%%\n\n", r.BlocksPerSM, r.WarpsPerSM, r.MaxWarpsPerSM, 100*r.Occupancy)

	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "LIMIT\tBLOCKS/SM\tMETRIC")
	metrics := r.Metrics()
	for _, l := range []struct {
		name  string
		value int
	}{
		{occupancy.LimitWarps, r.LimitWarps}, {occupancy.LimitBlocks, r.LimitBlocks},
		{occupancy.LimitRegisters, r.LimitRegisters}, {occupancy.LimitSharedMem, r.LimitSharedMem},
	} {
		v := fmt.Sprint(l.value)
		if l.value == occupancy.Unlimited {
			v = "unlimited"
		}
		mark := ""
		for _, lim := range r.Limiters {
			if lim == l.name {
				mark = "  <- limiter"
			}
		}
		metric := "launch__occupancy_limit_" + l.name
		// ncu divides the driver's carveout, not the API's, by the block's
		// shared memory: say so where the two disagree.
		if m := int(metrics[metric]); m != l.value && l.value != occupancy.Unlimited {
			mark += fmt.Sprintf("  (ncu reports %d: the driver's %d-byte configuration)", m, r.DriverSmemConfig)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s%s\n", l.name, v, metric, mark)
	}
	tw.Flush()
	fmt.Fprintln(w)
	if r.BlocksPerSM == 0 {
		fmt.Fprintf(w, "The kernel cannot launch with this configuration: %s.\n", r.Reason)
		return
	}
	for _, lim := range r.Limiters {
		fmt.Fprintln(w, explainLimiter(p, in, r, lim))
	}
	if _, best, err := occupancy.MaxPotentialBlockSize(p, in, 0, nil); err == nil && best > 0 && best != in.Threads {
		v := in
		v.Threads = best
		fmt.Fprintf(w, "cudaOccupancyMaxPotentialBlockSize would pick %d threads per block: %.1f%% occupancy.\n",
			best, 100*occupancy.Compute(p, v).Occupancy)
	}
}

// explainLimiter says in plain words why a resource allows only BlocksPerSM blocks.
func explainLimiter(p *hardware.Profile, in occupancy.Input, r occupancy.Result, lim string) string {
	switch lim {
	case occupancy.LimitWarps:
		return fmt.Sprintf("Warps limit it: an SM holds %d warps and each block takes %d, so %d blocks fit.",
			r.MaxWarpsPerSM, r.WarpsPerBlock, r.LimitWarps)
	case occupancy.LimitBlocks:
		return fmt.Sprintf("Block slots limit it: an SM runs at most %d blocks at once; bigger blocks would use more of its %d warps.",
			p.MaxBlocksPerSM, r.MaxWarpsPerSM)
	case occupancy.LimitRegisters:
		perPart := p.RegsPerSM / p.SubPartitions
		return fmt.Sprintf("Registers limit it: each warp needs %d registers (%d per thread x %d, in units of %d); each of the %d sub-partitions has %d registers, room for %d warps, so %d warps of %d-warp blocks fit: %d blocks.",
			r.RegsPerWarp, in.Regs, p.WarpSize, p.RegAllocUnitFor(in.Regs), p.SubPartitions, perPart,
			perPart/max(r.RegsPerWarp, 1), perPart/max(r.RegsPerWarp, 1)*p.SubPartitions, r.WarpsPerBlock, r.LimitRegisters)
	case occupancy.LimitSharedMem:
		return fmt.Sprintf("Shared memory limits it: each block takes %d bytes (%d requested + %d reserved, in units of %d); the SM's %d-byte shared-memory configuration holds %d blocks.",
			r.SmemPerBlock, in.StaticSmem+in.DynamicSmem, p.SharedReservedPerBlock, p.SharedAllocUnit, r.SmemPerSMConfig, r.LimitSharedMem)
	}
	return ""
}

// printCurve prints one of the spreadsheet's graphs as a table (or JSON):
// occupancy as one input varies and the others stay as given.
func printCurve(w io.Writer, p *hardware.Profile, in occupancy.Input, which string, asJSON bool) int {
	c := occupancy.ComputeCurves(p, in)
	points, label := c.BlockSize, "THREADS"
	switch which {
	case "regs":
		points, label = c.Registers, "REGS"
	case "smem":
		points, label = c.SharedMem, "SMEM"
	}
	if asJSON {
		return writeJSON(w, points)
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s\tBLOCKS/SM\tWARPS/SM\tOCCUPANCY\t\n", label)
	for _, pt := range points {
		fmt.Fprintf(tw, "%d\t%d\t%d\t%.1f%%\t\n", pt.X, pt.BlocksPerSM, pt.WarpsPerSM, 100*pt.Occupancy)
	}
	tw.Flush()
	return 0
}
