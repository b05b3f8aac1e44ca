package engine

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
)

// Thread block clusters (compute capability 9.0): the blocks of a cluster
// run at the same time, may wait for each other at cluster.sync(), and
// reach each other's shared memory through cluster.map_shared_rank. The
// engine runs a cluster's warps as one group of coroutines with two kinds
// of barrier: the block's (__syncthreads) and the cluster's.

// member is one block slot of a cluster, reused from cluster to cluster.
type member struct {
	warps  []*Warp
	shared *mem.Block
	race   *raceShadow
}

// group is the set of warps scheduled together: a block's, or a
// cluster's blocks' (block-major).
type group struct {
	blocks []*blockState
	warps  []*Warp
	done   chan struct{}
}

// newWarps builds the warps of one block slot, their stacks from local.
func (l *launchState) newWarps(local uint64) []*Warp {
	nw := (l.threads + 31) / 32
	warps := make([]*Warp, nw)
	bx, by := uint64(l.block[0]), uint64(l.block[1])
	for wi := 0; wi < nw; wi++ {
		w := &Warp{m: l.m, n: 32, device: true, warpIdx: wi, stackSize: l.stride, lines: l.lines}
		for i := 0; i < 32; i++ {
			t := uint64(wi*32 + i)
			if t < uint64(l.threads) {
				w.live |= 1 << i
			}
			w.tid[0].V[i] = t % bx
			w.tid[1].V[i] = (t / bx) % by
			w.tid[2].V[i] = t / (bx * by)
			w.stackBase.V[i] = local + t*l.stride
		}
		for d := 0; d < 3; d++ {
			if l.block[d] == 1 {
				w.tid[d].setUniform(0)
			}
			w.tid[d].tagAffine()
		}
		warps[wi] = w
	}
	return warps
}

// resetWarps prepares the block's warps for a new block.
func (b *blockState) resetWarps() {
	for _, w := range b.warps {
		w.blk = b
		w.sp, w.atBar, w.barResult, w.finished, w.rootSet, w.atCluster = 0, 0, 0, false, false, false
		if len(w.subs) > 0 || len(w.pending) > 0 || w.mainLost != 0 { // a block that failed (its.go)
			w.endRuns()
		}
	}
}

// clusterShape returns the kernel's cluster dimensions, {1,1,1} for a
// kernel that uses cluster functions without __cluster_dims__ (every block
// is then a cluster of one), or zero when clusters play no part.
func clusterShape(decl *ast.FuncDecl) [3]int {
	d := decl.Attrs.ClusterDims
	if d[0] > 0 || d[1] > 0 || d[2] > 0 {
		return [3]int{int(max(d[0], 1)), int(max(d[1], 1)), int(max(d[2], 1))}
	}
	if callsBuiltin(decl, func(name string) bool {
		return name == "this_cluster" || len(name) > 14 && name[:14] == "cluster_group."
	}) {
		return [3]int{1, 1, 1}
	}
	return [3]int{}
}

// syncsGrid reports whether a kernel calls grid.sync(): its blocks must
// all run at once, which the lab does by running the whole grid as one
// cluster (a cooperative launch: launchState.gridCoop).
func syncsGrid(decl *ast.FuncDecl) bool {
	return callsBuiltin(decl, func(name string) bool { return name == "grid_group.sync" })
}

// maxClusterSize is the portable cluster size limit.
const maxClusterSize = 8

// clusterShapeError is why clusters of shape c cannot cut grid, "" when
// they can; a cooperative launch's cluster is its whole grid (coop), whose
// size runLaunch checks.
func clusterShapeError(c, grid [3]int, coop bool) string {
	n := 1
	for i, k := range c {
		if k < 1 {
			return fmt.Sprintf("the cluster's %c dimension is %d", "xyz"[i], k)
		}
		n *= k
	}
	if n > maxClusterSize && !coop {
		return fmt.Sprintf("a cluster of %d blocks is more than the portable maximum of %d", n, maxClusterSize)
	}
	for i := 0; i < 3; i++ {
		if grid[i]%c[i] != 0 {
			return fmt.Sprintf("the grid's %c dimension %d is not a multiple of the cluster's %d", "xyz"[i], grid[i], c[i])
		}
	}
	return ""
}

// setUpClusters checks the cluster shape against the grid and makes the
// block slots. It returns a reason when the launch must fail.
func (l *launchState) setUpClusters(smemSize uint64) string {
	c := l.cdim
	if why := clusterShapeError(c, l.grid, l.gridCoop); why != "" {
		return why
	}
	n := c[0] * c[1] * c[2]
	for r := 0; r < n; r++ {
		mb := &member{warps: l.newWarps(l.local.Base + uint64(r*l.threads)*l.stride)}
		if smemSize > 0 {
			b, err := l.m.mem.AllocShared(smemSize, uint64(l.m.cfg.GPU.SharedReservedPerBlock), "shared memory")
			if err != nil {
				return err.Error()
			}
			mb.shared, mb.race = b, newRaceShadow(smemSize)
		}
		l.members = append(l.members, mb)
	}
	return ""
}

// freeClusters releases the slots' shared memory.
func (l *launchState) freeClusters() {
	for _, mb := range l.members {
		if mb.shared != nil {
			l.m.mem.Free(mb.shared.Base, mem.Shared)
		}
	}
}

// runClusters runs the grid cluster by cluster, in order.
func (l *launchState) runClusters(args []*Vec) {
	c := l.cdim
	for cz := 0; cz < l.grid[2]; cz += c[2] {
		for cy := 0; cy < l.grid[1]; cy += c[1] {
			for cx := 0; cx < l.grid[0]; cx += c[0] {
				if l.failed || l.m.halted {
					return
				}
				g := &group{done: make(chan struct{})}
				l.blockStart = l.m.steps // a cluster's budget is a block's
				rank := 0
				for z := 0; z < c[2]; z++ {
					for y := 0; y < c[1]; y++ {
						for x := 0; x < c[0]; x++ {
							idx := [3]uint64{uint64(cx + x), uint64(cy + y), uint64(cz + z)}
							linear := int(idx[0]) + l.grid[0]*(int(idx[1])+l.grid[1]*int(idx[2]))
							mb := l.members[rank]
							b := &blockState{launch: l, idx: idx, linear: linear, group: g, rank: rank, warps: mb.warps}
							if mb.shared != nil {
								b.sharedBase = mb.shared.Base
								mb.shared.ResetInit()
								mb.race.nextEpoch()
							}
							b.resetWarps()
							g.blocks = append(g.blocks, b)
							g.warps = append(g.warps, mb.warps...)
							rank++
						}
					}
				}
				// Each block of the cluster is timed as a block: its warps'
				// streams begin and end with the cluster.
				for _, b := range g.blocks {
					l.traceBeginBlock(b)
				}
				l.runGroup(g, args)
				for _, b := range g.blocks {
					l.traceEndBlock(b)
				}
			}
		}
	}
}

// startWorkers gives every warp of ws a goroutine for the whole launch.
func (l *launchState) startWorkers(ws []*Warp, args []*Vec) {
	for _, w := range ws {
		if w.resume != nil {
			continue
		}
		w.resume = make(chan bool)
		l.workers = append(l.workers, w)
		go func(w *Warp) {
			for range w.resume {
				w.call(l.fn, args, w.live)
				w.runSuspended()
				w.finished = true
				w.handOff()
			}
		}(w)
	}
}

// runGroup runs a group's warps as coroutines until all have finished,
// opening block barriers when all of a block's warps wait at one and the
// cluster barrier when every warp of the cluster waits at it.
func (l *launchState) runGroup(g *group, args []*Vec) {
	l.startWorkers(g.warps, args)
	for i, w := range g.warps {
		w.groupPos = i
	}
	for {
		if first := g.nextRunnable(-1); first != nil {
			first.resume <- true
			<-g.done
		}
		unfinished, allCluster := 0, true
		for _, w := range g.warps {
			if !w.finished {
				unfinished++
				allCluster = allCluster && w.atCluster
			}
		}
		if unfinished == 0 {
			return
		}
		stop := l.failed || l.m.halted
		released := false
		switch {
		case stop:
		case allCluster: // warps that have finished are not waited for
			for _, mb := range l.members {
				if mb.race != nil {
					mb.race.nextEpoch()
				}
			}
			for _, w := range g.warps {
				w.atBar, w.atCluster = 0, false
			}
			released = true
		default:
			released, stop = l.openBlockBarriers(g)
		}
		if !released {
			if !stop {
				l.clusterDeadlock(g)
			}
			for _, w := range g.warps {
				w.atBar, w.atCluster = 0, false
			}
		}
	}
}

// openBlockBarriers opens the __syncthreads of every block whose warps all
// wait at it.
func (l *launchState) openBlockBarriers(g *group) (released, stop bool) {
	for _, b := range g.blocks {
		var waiting []*Warp
		ready := true
		for _, w := range b.warps {
			if w.finished { // exited: not waited for (barrier)
				continue
			}
			if w.atBar == 0 || w.atCluster {
				ready = false
			}
			waiting = append(waiting, w)
		}
		if len(waiting) == 0 || !ready {
			continue
		}
		for _, w := range waiting[1:] {
			if w.atBar != waiting[0].atBar {
				l.barrierMismatch(b, waiting[0], w)
				return false, true
			}
		}
		count := b.barCount
		b.barCount = 0
		if r := l.shadowFor(l.sharedOf(b)); r != nil {
			r.nextEpoch()
		}
		for _, w := range waiting {
			w.atBar, w.barResult = 0, count
		}
		released = true
	}
	return released, false
}

// sharedOf returns a block's shared memory allocation.
func (l *launchState) sharedOf(b *blockState) *mem.Block {
	if b.group != nil && b.rank < len(l.members) && len(l.members) > 0 {
		return l.members[b.rank].shared
	}
	return l.shared
}

func (l *launchState) clusterDeadlock(g *group) {
	if l.barrierErr {
		return
	}
	l.barrierErr = true
	var at, gone []string
	line := 0
	for _, b := range g.blocks {
		for _, w := range b.warps {
			switch {
			case w.finished:
				gone = append(gone, fmt.Sprintf("block (%d,%d,%d) warp %d", b.idx[0], b.idx[1], b.idx[2], w.warpIdx))
			case w.atCluster:
				line = w.atBar
			default:
				at = append(at, fmt.Sprintf("block (%d,%d,%d) warp %d at line %d", b.idx[0], b.idx[1], b.idx[2], w.warpIdx, w.atBar))
			}
		}
	}
	msg := fmt.Sprintf("kernel '%s': the cluster deadlocks: some warps wait at cluster.sync() (line %d)", l.fn.name(), line)
	if len(at) > 0 {
		msg += " while others wait at __syncthreads(): " + at[0]
	}
	if len(gone) > 0 {
		msg += "; already finished: " + gone[0]
	}
	l.m.errorf(l.m.pos(line), diag.KindRuntime, "%s (every thread of every block in a cluster must reach cluster.sync())", msg)
	l.fail(errLaunchFailure)
}

// nextRunnable is the first warp after position i that still runs in this
// phase, or nil.
func (g *group) nextRunnable(i int) *Warp {
	for _, w := range g.warps[i+1:] {
		if !w.finished && w.atBar == 0 {
			return w
		}
	}
	return nil
}

// clusterBarrier is cluster.sync(): every thread of every block of the
// cluster must arrive.
func (w *Warp) clusterBarrier(m uint32, line int) {
	if w.halted() {
		return
	}
	b := w.blk
	l := b.launch
	if expect := w.live &^ w.exited(); m != expect { // as barrier: exited threads are not waited for
		if !l.barrierErr {
			l.barrierErr = true
			what := "cluster.sync()"
			if l.gridCoop {
				what = "grid.sync()"
			}
			w.m.errorf(w.m.pos(line), diag.KindRuntime,
				"kernel '%s': divergent %s in block (%d,%d,%d): lanes %s of warp %d reach it but lanes %s do not",
				l.fn.name(), what, b.idx[0], b.idx[1], b.idx[2], laneList(m), w.warpIdx, laneList(expect&^m))
		}
		l.fail(errLaunchFailure)
		return
	}
	if w.resume == nil || b.group == nil {
		return
	}
	w.atBar, w.atCluster = line, true
	w.handOff()
	<-w.resume
}

// UsesClusters reports whether a function of file runs in, or asks about,
// thread-block clusters: such a kernel's warps observe their accesses as
// they run, so the program cannot use a RemoteObserver.
func UsesClusters(file *ast.File) bool {
	for _, d := range file.Decls {
		if f, ok := d.(*ast.FuncDecl); ok && (clusterShape(f) != [3]int{} || f.Attrs.Global && syncsGrid(f)) {
			return true
		}
	}
	return false
}
