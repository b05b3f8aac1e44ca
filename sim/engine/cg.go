package engine

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// Cooperative groups: thread_block, cluster_group and grid_group objects
// carry no data (they stand for "the group of the calling thread"), so a
// group value is a dummy and each member function reads the warp's block
// and cluster.

// groupBuiltin compiles this_thread_block(), this_cluster(), this_grid(),
// cg::sync(g) and the groups' member functions ("type.method", with the
// group as first argument).
func (c *compiler) groupBuiltin(e *ast.Call, name string) evalFn {
	line := c.line(e)
	switch name {
	case "this_thread_block", "this_cluster", "this_grid":
		// The group value is a blank object of the group type in the frame,
		// so that copying it around is an ordinary struct copy.
		size := max(e.T.Size(), 1)
		off := c.frameMem(size, max(e.T.Align(), 1))
		d := c.newReg()
		return func(fr *Frame, m uint32) *Vec {
			a := &fr.regs[d]
			addU(a, &fr.base, off, fr.w.n)
			fr.w.zeroLanes(a, m, uint64(size), line)
			return a
		}
	case "sync":
		if len(e.Args) == 1 {
			if st, ok := e.Args[0].Type().(*types.Struct); ok {
				name = st.Name + ".sync"
			}
		}
	}
	kind, method, ok := strings.Cut(name, ".")
	if !ok || (kind != "thread_block" && kind != "cluster_group" && kind != "grid_group") {
		return nil
	}
	recv := func(*Frame, uint32) *Vec { return constVec(0) }
	if len(e.Args) > 0 {
		recv = c.expr(e.Args[0])
	}
	d := c.newReg()
	uniform := func(f func(w *Warp) uint64) evalFn {
		return func(fr *Frame, m uint32) *Vec {
			recv(fr, m)
			out := &fr.regs[d]
			w := fr.w
			w.count(line, m)
			if w.blk == nil {
				out.setUniform(0)
				return out
			}
			out.setUniform(f(w))
			return out
		}
	}
	perLane := func(f func(w *Warp, lane int) uint64) evalFn {
		return func(fr *Frame, m uint32) *Vec {
			recv(fr, m)
			out := &fr.regs[d]
			w := fr.w
			w.count(line, m)
			if w.blk == nil {
				out.setUniform(0)
				return out
			}
			for l := 0; l < w.n; l++ {
				out.V[l] = f(w, l)
			}
			out.U = false
			return out
		}
	}
	dim3 := func(f func(w *Warp) [3]uint64) evalFn {
		off := c.frameMem(12, 4)
		p := c.newReg()
		return func(fr *Frame, m uint32) *Vec {
			recv(fr, m)
			a := &fr.regs[d]
			w := fr.w
			addU(a, &fr.base, off, w.n)
			v := [3]uint64{1, 1, 1}
			if w.blk != nil {
				v = f(w)
			}
			for i := 0; i < 3; i++ {
				addU(&fr.regs[p], a, uint64(4*i), w.n)
				w.store(&fr.regs[p], constVec(v[i]), m, kU32, line)
			}
			return a
		}
	}
	switch kind + "." + method {
	case "thread_block.sync":
		return func(fr *Frame, m uint32) *Vec {
			recv(fr, m)
			fr.w.count(line, m)
			if fr.w.device {
				fr.w.barrier(fr, m, line, 0)
			}
			return constVec(0)
		}
	case "cluster_group.sync":
		return func(fr *Frame, m uint32) *Vec {
			recv(fr, m)
			fr.w.count(line, m)
			if fr.w.device {
				fr.w.clusterBarrier(m, line)
			}
			return constVec(0)
		}
	case "grid_group.sync":
		return func(fr *Frame, m uint32) *Vec {
			recv(fr, m)
			w := fr.w
			switch {
			case !w.device:
			case w.blk.launch.gridCoop:
				w.count(line, m)
				w.clusterBarrier(m, line) // every block of the grid runs at once
			default:
				w.barrier(fr, m, line, 0) // a grid of one block
			}
			return constVec(0)
		}
	case "thread_block.thread_rank":
		return perLane(tidLinear)
	case "thread_block.size", "thread_block.num_threads":
		return uniform(blockThreads)
	case "thread_block.group_index", "grid_group.block_index":
		// (the grid's block_index() is the block's index in the grid)
		return dim3(func(w *Warp) [3]uint64 { return w.blk.idx })
	case "thread_block.thread_index":
		off := c.frameMem(12, 4)
		p := c.newReg()
		return func(fr *Frame, m uint32) *Vec {
			recv(fr, m)
			a := &fr.regs[d]
			w := fr.w
			addU(a, &fr.base, off, w.n)
			for i := 0; i < 3; i++ {
				addU(&fr.regs[p], a, uint64(4*i), w.n)
				w.store(&fr.regs[p], &w.tid[i], m, kU32, line)
			}
			return a
		}
	case "thread_block.group_dim", "thread_block.dim_threads":
		return dim3(func(w *Warp) [3]uint64 {
			b := w.blk.launch.block
			return [3]uint64{uint64(b[0]), uint64(b[1]), uint64(b[2])}
		})
	case "cluster_group.block_rank":
		return uniform(func(w *Warp) uint64 { return uint64(w.blk.rank) })
	case "cluster_group.thread_rank":
		return perLane(func(w *Warp, lane int) uint64 {
			return clusterRank(w, lane)
		})
	case "cluster_group.num_blocks":
		return uniform(clusterBlocks)
	case "cluster_group.num_threads", "cluster_group.size":
		return uniform(clusterThreads)
	case "cluster_group.block_index":
		return dim3(func(w *Warp) [3]uint64 {
			cd, idx := w.blk.launch.cdim, w.blk.idx
			var r [3]uint64
			for i := range r {
				r[i] = idx[i] % uint64(max(cd[i], 1))
			}
			return r
		})
	case "cluster_group.dim_blocks":
		return dim3(func(w *Warp) [3]uint64 {
			cd := w.blk.launch.cdim
			return [3]uint64{uint64(max(cd[0], 1)), uint64(max(cd[1], 1)), uint64(max(cd[2], 1))}
		})
	case "cluster_group.map_shared_rank":
		if len(e.Args) < 3 {
			return nil
		}
		ptr, rank := c.expr(e.Args[1]), c.expr(e.Args[2])
		return func(fr *Frame, m uint32) *Vec {
			recv(fr, m)
			out := &fr.regs[d]
			w := fr.w
			p, r := ptr(fr, m), rank(fr, m)
			w.count(line, m)
			out.U = false
			for l := 0; l < w.n; l++ {
				out.V[l] = p.get(l)
			}
			if !w.device || w.blk == nil {
				return out
			}
			lc := w.blk.launch
			for mm := m; mm != 0; mm &= mm - 1 {
				l := firstLane(mm)
				rk := int(r.get(l))
				if rk < 0 || rk >= len(lc.members) || lc.members[rk].shared == nil {
					w.runtimeError(line, "cluster.map_shared_rank: rank %d is not a block of this cluster of %d", rk, len(lc.members))
					return out
				}
				out.V[l] = p.get(l) - w.blk.sharedBase + lc.members[rk].shared.Base
			}
			return out
		}
	case "grid_group.thread_rank":
		return perLane(gridRank)
	case "grid_group.size", "grid_group.num_threads":
		return uniform(gridThreads)
	case "grid_group.block_rank":
		return uniform(blockLinear)
	case "grid_group.num_blocks":
		return uniform(func(w *Warp) uint64 {
			g := w.blk.launch.grid
			return uint64(g[0] * g[1] * g[2])
		})
	case "grid_group.is_valid":
		return uniform(func(*Warp) uint64 { return 1 })
	case "grid_group.dim_blocks":
		return dim3(func(w *Warp) [3]uint64 {
			g := w.blk.launch.grid
			return [3]uint64{uint64(g[0]), uint64(g[1]), uint64(g[2])}
		})
	}
	return nil
}

// The threads of a warp's block, cluster and grid, and a lane's rank in
// each (w.blk set): what the groups' members and thread_group read.

func blockThreads(w *Warp) uint64        { return uint64(w.blk.launch.threads) }
func tidLinear(w *Warp, lane int) uint64 { return uint64(w.warpIdx*32 + lane) }
func blockLinear(w *Warp) uint64         { return uint64(w.blk.linear) }
func clusterThreads(w *Warp) uint64      { return clusterBlocks(w) * blockThreads(w) }
func clusterRank(w *Warp, lane int) uint64 {
	return uint64(w.blk.rank)*blockThreads(w) + tidLinear(w, lane)
}
func gridRank(w *Warp, lane int) uint64 { return blockLinear(w)*blockThreads(w) + tidLinear(w, lane) }

func clusterBlocks(w *Warp) uint64 {
	cd := w.blk.launch.cdim
	return uint64(max(cd[0]*cd[1]*cd[2], 1))
}

func gridThreads(w *Warp) uint64 {
	g := w.blk.launch.grid
	return uint64(g[0]*g[1]*g[2]) * blockThreads(w)
}
