// Package engine compiles a checked CUDA C program (the typed AST of
// sim/cuda/ast) into closures over lane vectors and runs it: host code as a
// one-lane warp, kernels warp by warp with structured divergence, real
// barriers, the CUDA runtime API, and compute-sanitizer-like checks.
//
// Every compiled operation works on a whole warp at once: 32 lanes of 64-bit
// values (Vec) and an active mask. Values known to be equal in all lanes are
// kept once (Vec.U), which is what makes loop counters, parameters and the
// host's whole execution cheap.
//
// How the pieces fit:
//
//   - compile.go, stmt.go, expr.go, call.go: a function is compiled on first
//     call into closures (evalFn for expressions, stmtFn for statements);
//     scalars live in frame registers, arrays, structs and address-taken
//     locals in the thread's stack (local memory).
//   - stmt.go: structured divergence. A statement returns the lanes that
//     carry on; break, continue and return park lanes in the frame.
//   - launch.go: a launch runs its blocks in order, a block's warps one
//     after another, or as coroutines handing control on at __syncthreads
//     when the kernel has barriers; barrier misuse is reported.
//   - memops.go, atomic.go, race.go: every access is checked (bounds,
//     alignment, use after free, host/device side, uninitialized reads,
//     shared-memory races) and handed to the memory system (Observer).
//   - builtins.go, host.go, cuda.go: device intrinsics, libc and the CUDA
//     runtime with its error rules; globals.go lays out static storage.
//   - mem: the address space; num: arithmetic that must match the GPU bit
//     for bit (fused multiply-add, conversions, fast intrinsics).
package engine

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"math/bits"
	"slices"
	"strings"

	"simtlab/hardware"
	"simtlab/sim/cuda/ast"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
	"simtlab/sim/libc"
)

// Config is what a run needs besides the program.
type Config struct {
	GPU      *hardware.Profile
	Stdout   io.Writer
	MaxSteps int64 // the kernels' warp-instruction budget, all launches together
	// MaxBlockSteps is any one block's (a cluster's, a cooperative
	// grid's): 0 means MaxSteps when that is given, else
	// DefaultMaxBlockSteps.
	MaxBlockSteps int64
	// MaxHostSteps is host code's: 0 means MaxSteps when that is given,
	// else DefaultMaxHostSteps.
	MaxHostSteps int64
	MaxMemory    int64
	Yield        func() bool
	Observer     Observer  // nil: memory accesses are not observed
	Stderr       io.Writer // the program's fprintf(stderr, ...); nil: Stdout
	// StdoutIsTerminal buffers stdout by line, as glibc does on a
	// terminal, rather than in 4096-byte blocks, as for a pipe or a file
	// (stdout.go): what matters when the program is killed.
	StdoutIsTerminal bool
}

// DefaultMaxSteps is the kernels' warp-instruction budget when none is
// given: room for the classic large exercises (a 1024×1024 tiled matrix
// multiply needs 392 million) at a minute or two of simulation, which the
// lab's Stop button can cut short.
const DefaultMaxSteps = 2_000_000_000

// DefaultMaxBlockSteps is a block's budget when none is given: 10 to 20
// seconds of simulation, far more than any block of a lesson needs (a
// block of that matrix multiply runs 96 thousand), so that an endless loop
// is reported with its line while the student still waits, however large
// the grid.
const DefaultMaxBlockSteps = 200_000_000

// DefaultMaxHostSteps is host code's budget when none is given. Host code
// is the program's setup and its checks on the CPU: a vector of 2^24
// elements filled with sinf and cosf and summed twice, as introductions to
// CUDA do, takes about 550 million steps, and many of its loops run in
// bursts (hostloop.go), far faster per step than kernels. An endless host
// loop is reported after 5 to 15 seconds natively.
const DefaultMaxHostSteps = 1_000_000_000

// DefaultMaxMemory is the simulated-memory budget when none is given.
const DefaultMaxMemory = 1 << 30

// yieldEvery is how many warp instructions pass between calls of Yield and
// checks of the context.
const yieldEvery = 100_000

// Outcome is what a run produced besides its output.
type Outcome struct {
	ExitCode    int
	Diagnostics diag.List
	Launches    []*LaunchStats
	Stopped     bool
}

// Machine is one run of one program.
type Machine struct {
	// sites are the call statements lanes suspended in a spin-wait resume
	// after, by id - 1, and waitFacts what its.go knows of each function.
	sites     []*resumeSite
	waitFacts map[*ast.FuncDecl]waitFacts

	cfg    Config
	ctx    context.Context
	file   *ast.File
	src    []byte
	mem    *mem.Memory
	out    io.Writer     // stdout, through stdout's buffer
	stdout *stdoutBuffer // the same, to flush or lose at the end
	killed bool          // by a signal: the buffer is lost
	diags  diag.List
	// warned indexes the warnings given, warnRepeats counts their
	// repeats by index (warnf).
	warned      map[diag.Diagnostic]int
	warnRepeats map[int]int
	// racesWarned indexes the first warning of each race of a kernel, by
	// its pair of lines: later launches count their repeats there.
	racesWarned map[raceSite]int

	funcs map[*ast.FuncDecl]*function
	// productFuncs are the variants of functions whose every return is a
	// product, returning its two factors for the caller to fuse
	// (returnedproduct.go)
	productFuncs map[*ast.FuncDecl]*function
	// chainFrames memoizes callChainFrames across launches
	chainFrames map[*function]uint64
	// code numbers the functions whose address the program takes
	// (funcptr.go), codeIndex the other way round.
	code      []*ast.FuncDecl
	codeIndex map[*ast.FuncDecl]int
	globals   map[*ast.Object]uint64 // address of every static-storage variable
	errnoAddr uint64                 // the program's errno (the front end declares it), 0 when none
	strs      map[string]uint64      // string literals, in the constant window

	steps     int64
	nextYield int64
	// earlyYield, when set, is the nextYield that yieldSoon moved forward.
	earlyYield int64
	stopped    bool // Yield said stop, or the context was cancelled
	halted     bool // the program is over: exit(), a fatal fault, a limit
	exitCode   int

	countScratch []uint64 // the line counters while a count region records (countrun.go)

	rt          runtimeState
	rng         *libc.Rand
	devOut      bytes.Buffer // device printf output not yet flushed
	devCrash    *deviceCrash // a device printf the host's printf faults on
	stderr      io.Writer
	exited      bool         // exit() was called
	exitCalled  bool         // exit() (not abort()) was called: atexit handlers run
	lineStarts  []int        // byte offset of each source line, for positions
	deviceSteps int64        // of steps, those of kernels (hostClockMicros)
	failedAlloc allocFailure // the last allocation the memory budget refused
	hostWaitNs  float64      // the host clock's waits for the GPU (hostWait)
	// The warp and the function of a call whose entry checks the step
	// budget (nil: the check is a loop's).
	calling  *Warp
	callee   *function
	launch   *launchState // the kernel running now, nil on the host
	launches []*LaunchStats
	host     *Warp
	regPins  *[]regPragma  // `#pragma simtlab registers`, scanned on first use
	exec     *execRecorder // the execution trace; nil when off (EnableExecTrace)
}

// New prepares a run of a checked file.
func New(ctx context.Context, f *ast.File, src []byte, cfg Config) *Machine {
	if cfg.GPU == nil {
		cfg.GPU = hardware.Default()
	}
	if cfg.MaxHostSteps <= 0 {
		cfg.MaxHostSteps = cfg.MaxSteps
		if cfg.MaxSteps <= 0 {
			cfg.MaxHostSteps = DefaultMaxHostSteps
		}
	}
	if cfg.MaxBlockSteps <= 0 {
		cfg.MaxBlockSteps = cfg.MaxSteps
		if cfg.MaxSteps <= 0 {
			cfg.MaxBlockSteps = DefaultMaxBlockSteps
		}
	}
	if cfg.MaxSteps <= 0 {
		cfg.MaxSteps = DefaultMaxSteps
	}
	if cfg.MaxMemory <= 0 {
		cfg.MaxMemory = DefaultMaxMemory
	}
	if cfg.Stdout == nil {
		cfg.Stdout = io.Discard
	}
	if ctx == nil {
		ctx = context.Background()
	}
	stdout := cfg.Stdout
	if stdout == nil {
		stdout = io.Discard
	}
	buf := &stdoutBuffer{w: stdout, lineBuffered: cfg.StdoutIsTerminal}
	m := &Machine{cfg: cfg, ctx: ctx, file: f, src: src, out: buf, stdout: buf,
		mem:          mem.New(cfg.MaxMemory),
		funcs:        map[*ast.FuncDecl]*function{},
		productFuncs: map[*ast.FuncDecl]*function{},
		globals:      map[*ast.Object]uint64{},
		strs:         map[string]uint64{},
	}
	m.nextYield = yieldEvery
	m.stderr = cfg.Stderr
	if m.stderr == nil {
		m.stderr = cfg.Stdout
	}
	m.rt.init()
	return m
}

// Run executes main and returns what happened.
func (m *Machine) Run() *Outcome {
	m.exitCode = m.runMain()
	if !m.killed {
		m.synchronize()
	}
	if !m.killed {
		m.stdout.Flush()
	} else if n := m.stdout.Discard(); n > 0 {
		m.warnf(diag.Pos{}, diag.KindRuntime, "the last %d bytes the program printed were still in stdout's buffer and are lost with the process (a pipe or a file is written in 4096-byte blocks, a terminal by line; fflush(stdout) and std::endl write the buffer out)", n)
	}
	// A runtime error (a faulting kernel, a failed assertion) makes the
	// run fail even when main goes on and returns 0, as the lab's checks
	// and `simtlab run` expect; sanitizer warnings do not.
	if m.exitCode == 0 && !m.exited && m.diags.HasErrors() {
		m.exitCode = 1
	}
	m.noteRepeats()
	m.diags.Sort()
	return &Outcome{ExitCode: m.exitCode, Diagnostics: m.diags, Launches: m.launches, Stopped: m.stopped}
}

func (m *Machine) runMain() int {
	if m.file.Main == nil || m.file.Main.Decl == nil || m.file.Main.Decl.Body == nil {
		m.errorf(diag.Pos{File: m.file.Name, Line: 1, Col: 1}, diag.KindRuntime, "the program has no main function")
		return 1
	}
	if !m.initGlobals() {
		return 1
	}
	fn := m.function(m.file.Main.Decl)
	if fn == nil {
		return 1
	}
	w := newHostWarp(m)
	m.host = w
	args := m.mainArgs(fn)
	ret := w.call(fn, args, 1)
	if !m.stopped && (!m.halted || m.exitCalled) {
		m.runAtexit(w)
	}
	if m.halted || m.stopped {
		if m.exitCode != 0 || m.exited { // exit(0) ends the program with status 0
			return m.exitCode
		}
		if m.stopped && !m.diags.HasErrors() {
			return 0
		}
		return 1
	}
	if ret == nil {
		return 0
	}
	return int(int32(ret.V[0]))
}

// AtexitRunner is the lab C library's function that runs the handlers
// atexit registered (check/csource.go).
const AtexitRunner = "__simtlab_run_atexit"

// runAtexit runs the atexit handlers, last first, as a return from main
// and exit() do (abort() does not), when the program registers any.
func (m *Machine) runAtexit(w *Warp) {
	for _, fd := range m.file.Funcs {
		if fd.Name != AtexitRunner {
			continue
		}
		if fn := m.function(fd); fn != nil {
			exited := m.halted
			m.halted = false
			w.call(fn, nil, 1)
			m.halted = m.halted || exited
		}
		return
	}
}

// mainArgs builds argc and argv for main(int argc, char **argv): the
// program name only.
func (m *Machine) mainArgs(fn *function) []*Vec {
	if len(fn.params) == 0 {
		return nil
	}
	args := make([]*Vec, len(fn.params))
	for i := range args {
		args[i] = &Vec{U: true}
	}
	args[0].V[0] = 1
	if len(args) > 1 {
		name := m.stringAddr(m.file.Name)
		b, err := m.mem.Alloc(mem.Host, 16, 16, "argv")
		if err == nil {
			mem.Store(b, 0, 8, name)
			mem.Store(b, 8, 8, 0)
			args[1].V[0] = b.Base
		}
	}
	return args
}

// errorf records a diagnostic.
func (m *Machine) errorf(pos diag.Pos, kind, format string, args ...any) {
	m.diags.Add(pos, kind, format, args...)
}

// warnf records a non-fatal finding (sanitizer reports) and returns its
// index in m.diags. A warning the run has given already, at the same
// place in the same words (a racing kernel launched in a loop gives the
// same race every launch), is counted rather than repeated; the first
// says how many times it came again (noteRepeats).
func (m *Machine) warnf(pos diag.Pos, kind, format string, args ...any) int {
	d := diag.Diagnostic{Pos: pos, Severity: diag.Warning, Kind: kind, Msg: fmt.Sprintf(format, args...)}
	if i, ok := m.warned[d]; ok {
		m.warnRepeats[i]++
		return i
	}
	if m.warned == nil {
		m.warned, m.warnRepeats = map[diag.Diagnostic]int{}, map[int]int{}
	}
	m.warned[d] = len(m.diags)
	m.diags.AddDiag(d)
	return len(m.diags) - 1
}

// repeated counts one more repeat of the warning at index i.
func (m *Machine) repeated(i int) { m.warnRepeats[i]++ }

// noteRepeats adds to each warning given more than once how many times
// it was not repeated. (Before the diagnostics are sorted: warned holds
// their indexes.)
func (m *Machine) noteRepeats() {
	for i, n := range m.warnRepeats {
		times := "times"
		if n == 1 {
			times = "time"
		}
		m.diags[i].Msg += fmt.Sprintf(" (and %d more %s, not repeated)", n, times)
	}
}

// pos makes a position in the program's file: the line's first
// non-blank column, so that the caret points at the statement.
func (m *Machine) pos(line int) diag.Pos {
	col := 1
	if m.lineStarts == nil {
		m.lineStarts = []int{0}
		for i, c := range m.src {
			if c == '\n' {
				m.lineStarts = append(m.lineStarts, i+1)
			}
		}
	}
	if line >= 1 && line <= len(m.lineStarts) {
		for i := m.lineStarts[line-1]; i < len(m.src) && (m.src[i] == ' ' || m.src[i] == '\t'); i++ {
			col++
		}
	}
	return diag.Pos{File: m.file.Name, Line: line, Col: col}
}

// tick counts n warp instructions against the budget, giving Yield and the
// context their turn now and then. It returns false when the run must stop.
func (m *Machine) tick(w *Warp, n int64, line int) bool {
	m.steps += n
	if m.steps < m.nextYield {
		return true // small enough to inline: once per loop iteration
	}
	return m.tickSlow(line)
}

// tickSlow is tick every yieldEvery steps: cancellation, Yield and the
// step budget.
func (m *Machine) tickSlow(line int) bool {
	if e := m.earlyYield; e != 0 {
		// The turn yieldSoon asked for: Yield and cancellation only, so
		// that the step budget is checked where it always is.
		m.earlyYield, m.nextYield = 0, e
		if m.ctx.Err() != nil || (m.cfg.Yield != nil && !m.cfg.Yield()) {
			m.stopped = true
			m.halted = true
			return false
		}
		if m.steps < e {
			return true
		}
	}
	m.nextYield = m.steps + yieldEvery
	if m.ctx.Err() != nil || (m.cfg.Yield != nil && !m.cfg.Yield()) {
		m.stopped = true
		m.halted = true
		return false
	}
	if m.overBudget() {
		m.errorf(m.pos(line), diag.KindLimit, "%s", m.budgetMessage(line))
		m.halted = true
		return false
	}
	return true
}

// hostClockMicros is the host's clock() (CLOCKS_PER_SEC ticks a second,
// from which gettimeofday, clock_gettime and std::chrono derive): the
// host's own time, hostStepNs for each host statement, plus what it
// waited for the GPU at synchronising calls (hostWait). Launches are
// asynchronous, so a timer around a launch alone reads little, and one
// around a launch and its synchronisation reads the kernel's modelled
// time, as its events do; deterministically. (Each step counted 4 µs
// before, kernels' included, and a host timer showed minutes for a
// kernel its events timed at 0.09 ms.)
func (m *Machine) hostClockMicros() uint64 {
	return uint64(m.hostNs() / 1000)
}

func (m *Machine) hostNs() float64 {
	return hostStepNs*float64(m.steps-m.deviceSteps) + m.hostWaitNs
}

// gpuIssue brings the GPU's clock up to the host's when the host issues
// work (a launch, a copy, an event): the GPU starts it when the host
// issues it or when the work before it ends, whichever is later. (The
// GPU's clock counted its work alone before, so a host timer around a
// kernel that the host had spent milliseconds preparing for read 0.)
func (m *Machine) gpuIssue() {
	if now := m.hostNs(); now > m.rt.clockNs {
		m.rt.clockNs = now
	}
}

// hostWait brings the host's clock up to the GPU's: the host has waited
// for all the work issued so far (a synchronising call).
func (m *Machine) hostWait() {
	if now := m.hostNs(); m.rt.clockNs > now {
		m.hostWaitNs += m.rt.clockNs - now
	}
}

// hostStepNs is what a host statement costs the host clock: a pessimistic
// guess, so that a loop waiting for the clock to reach a second ends
// within the host's step budget (10^8 statements).
const hostStepNs = 10

// overBudget reports whether the side running now has used up its step
// budget: the kernels theirs (all launches together) or the running block
// its own, host code its own.
func (m *Machine) overBudget() bool {
	if l := m.launch; l != nil {
		return m.deviceSteps+m.steps-l.stepsBefore > m.cfg.MaxSteps || m.steps-l.blockStart > m.cfg.MaxBlockSteps
	}
	return m.steps-m.deviceSteps > m.cfg.MaxHostSteps
}

// budgetMessage says where a run that used up its step budget at a check
// on line was, probably: stuck, when the running block used up a block's
// budget; when most of the kernels' budget went before the running
// launch, in the whole run, which the launch is no likelier stuck than the
// others; else stuck (stuckMessage), or in a launch too large for the
// budget: after blocks finished when the running one has not run far
// longer than they did.
func (m *Machine) budgetMessage(line int) string {
	where, budget := "host code", m.cfg.MaxHostSteps
	if l := m.launch; l != nil && m.steps-l.blockStart > m.cfg.MaxBlockSteps {
		// One block ran longer than any block should: stuck, however
		// many blocks finished before it.
		where, budget = fmt.Sprintf("kernel '%s'", l.fn.name()), m.cfg.MaxBlockSteps
		if m.cfg.MaxBlockSteps < m.cfg.MaxSteps {
			where += " (one block)"
		}
		return stuckMessage(m, fmt.Sprintf("%s ran more than %d warp instructions; ", where, budget), line)
	}
	if l := m.launch; l != nil {
		where, budget = fmt.Sprintf("kernel '%s'", l.fn.name()), m.cfg.MaxSteps
		if own := m.steps - l.stepsBefore; own < m.cfg.MaxSteps/2 {
			return fmt.Sprintf("the program's kernels ran more than %d warp instructions in all, the step budget of a run's kernels, during launch %d (kernel '%s', %d instructions into it)",
				m.cfg.MaxSteps, len(m.launches)+1, l.fn.name(), own)
		}
	}
	head := fmt.Sprintf("%s ran more than %d warp instructions; ", where, budget)
	if l := m.launch; l != nil && l.blockLinear > 0 && l.cdim == [3]int{} {
		// Blocks have finished: the launch is large, not stuck, unless
		// this block runs far longer than those before it.
		perBlock := (l.blockStart - l.stepsBefore) / int64(l.blockLinear)
		if m.steps-l.blockStart <= 4*perBlock+1000 {
			blocks := int64(l.grid[0]) * int64(l.grid[1]) * int64(l.grid[2])
			return fmt.Sprintf("%s ran more than %d warp instructions, the step budget of a run's kernels, in block %d of its %d (about %d instructions a block, so the launch needs about %d): the problem is larger than the lab simulates in one run; make it smaller (or raise the budget: simtlab run --max-steps)",
				where, budget, l.blockLinear+1, blocks, perBlock, perBlock*blocks)
		}
	}
	return stuckMessage(m, head, line)
}

// stuckMessage is budgetMessage's ending for a run that is probably
// stuck at line: in the loop there, in a recursion through the function
// there when the warp is inside that function already, in a loop calling
// it otherwise, or in a launch that needs more at a kernel's entry.
func stuckMessage(m *Machine, head string, line int) string {
	at := fmt.Sprintf("%s:%d", m.file.Name, line)
	switch w := m.calling; {
	case w == nil && m.launch == nil:
		// host loops are often just long: a CPU reference of a big problem
		return head + "it is probably stuck in the loop at " + at + ", or the loop runs longer than the lab simulates (a smaller problem size fits)"
	case w == nil:
		return head + "it is probably stuck in the loop at " + at
	case slices.ContainsFunc(w.frames, func(f *Frame) bool { return f.fn == m.callee }):
		return head + "it is probably stuck in the recursion through the function at " + at
	case len(w.frames) == 0:
		return head + "the launch needs more than that: it stopped as a block began"
	default:
		return head + "it is probably stuck in a loop that calls the function at " + at
	}
}

// yieldSoon gives Yield and cancellation a turn at the next tick: the
// run waited (for a memory worker to catch up, remote.go), and Stop
// should not wait for the next yieldEvery steps as well.
func (m *Machine) yieldSoon() {
	if m.earlyYield == 0 {
		m.earlyYield, m.nextYield = m.nextYield, m.steps
	}
}

// laneList formats a lane mask as "0-15, 20".
func laneList(mask uint32) string {
	var parts []string
	for mask != 0 {
		lo := bits.TrailingZeros32(mask)
		hi := lo
		for hi+1 < 32 && mask&(1<<(hi+1)) != 0 {
			hi++
		}
		if lo == hi {
			parts = append(parts, fmt.Sprint(lo))
		} else {
			parts = append(parts, fmt.Sprintf("%d-%d", lo, hi))
		}
		if hi == 31 {
			break
		}
		mask &^= (1<<(hi+1) - 1)
	}
	return strings.Join(parts, ", ")
}

// allocFailure is an allocation the memory budget refused: its line and
// the call (malloc, cudaMalloc...), for the message of a null pointer
// dereference that likely follows from it.
type allocFailure struct {
	line int
	name string
}
