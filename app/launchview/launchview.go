// Package launchview draws a kernel launch as the lab shows it: the grid, its
// blocks, and each block's threads coloured by the warp they belong to.
//
// The picture is an SVG string so that it can be built and tested natively
// and dropped into the page as one element.
package launchview

import (
	"fmt"
	"math"
	"strings"
)

// WarpSize is the number of threads in a warp on every GPU the lab models.
const WarpSize = 32

// MaxBlocksDrawn bounds the picture of a large grid: the first blocks are
// drawn and the rest are counted in the caption.
const MaxBlocksDrawn = 12

const maxThreadsDrawn = 1024

const (
	cell        = 7  // side of one thread's square, px
	gap         = 1  // space between squares
	blockPad    = 8  // padding inside a block's frame
	blockLabel  = 16 // height of a block's label
	blockMargin = 12 // space between blocks
	blocksInRow = 3
	header      = 20 // height of the line above the blocks
	minWidth    = 520
)

// palette colours warps 0, 1, 2, ... of a block, cycling. Neighbouring warps
// get clearly different colours.
var palette = []string{"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2", "#edc948", "#9c755f"}

// Launch is the shape of one kernel launch.
type Launch struct {
	Kernel string
	Grid   [3]int
	Block  [3]int
	// Walk steps through the traced warp's instructions (line and active
	// mask); nil when the launch was not traced.
	Walk *Walk
}

// count multiplies dimensions, saturating at math.MaxInt64 so that a huge
// grid cannot overflow; non-positive dimensions count as zero.
func count(d [3]int) int64 {
	n := int64(1)
	for _, v := range d {
		if v <= 0 {
			return 0
		}
		if n > math.MaxInt64/int64(v) {
			return math.MaxInt64
		}
		n *= int64(v)
	}
	return n
}

// Blocks is the number of blocks in the grid.
func (l Launch) Blocks() int64 { return count(l.Grid) }

// ThreadsPerBlock is the number of threads in one block.
func (l Launch) ThreadsPerBlock() int64 { return count(l.Block) }

// WarpsPerBlock is the number of warps a block occupies; a partial warp
// still takes a whole one.
func (l Launch) WarpsPerBlock() int64 { return (l.ThreadsPerBlock() + WarpSize - 1) / WarpSize }

// Warps is the number of warps in the whole launch.
func (l Launch) Warps() int64 {
	b, w := l.Blocks(), l.WarpsPerBlock()
	if w != 0 && b > math.MaxInt64/w {
		return math.MaxInt64
	}
	return b * w
}

// Caption describes the launch in words, e.g.
// "vecAdd: 2 blocks × 64 threads = 4 warps".
func (l Launch) Caption() string {
	return fmt.Sprintf("%s: %s × %s = %s", l.Kernel,
		plural(l.Blocks(), "block"), plural(l.ThreadsPerBlock(), "thread"), plural(l.Warps(), "warp"))
}

func plural(n int64, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// blockIndex turns a linear block number into its (x, y, z) index.
func blockIndex(grid [3]int, linear int64) [3]int64 {
	gx, gy := int64(grid[0]), int64(grid[1])
	return [3]int64{linear % gx, (linear / gx) % gy, linear / (gx * gy)}
}

// SVG draws the launch. Each block is a frame holding one row of squares per
// warp (32 threads in linear thread order), coloured by warp.
func SVG(l Launch) string {
	blocks := l.Blocks()
	drawn := blocks
	if drawn > MaxBlocksDrawn {
		drawn = MaxBlocksDrawn
	}
	// CUDA blocks have at most 1024 threads; the bound also keeps a bogus
	// shape from producing a huge picture.
	threads := min(l.ThreadsPerBlock(), maxThreadsDrawn)
	warps := (threads + WarpSize - 1) / WarpSize

	blockW := blockPad*2 + WarpSize*(cell+gap)
	blockH := blockLabel + blockPad*2 + int(warps)*(cell+gap)
	cols := int(min(drawn, blocksInRow))
	rows := int((drawn + blocksInRow - 1) / blocksInRow)
	// At least wide enough for the header line, which a single block's
	// frame would clip.
	width := max(cols*(blockW+blockMargin)-blockMargin, blockW, minWidth)
	height := header + rows*(blockH+blockMargin) - blockMargin + 24
	if drawn == 0 {
		height = header + 24
	}

	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" class="launch-svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img">`,
		width, height, width, height)
	fmt.Fprintf(&b, `<title>%s</title>`, escape(l.Caption()))
	fmt.Fprintf(&b, `<text x="0" y="13" font-size="12" fill="#333">grid (%d,%d,%d) of blocks (%d,%d,%d) · one row = one warp of %d threads</text>`,
		l.Grid[0], l.Grid[1], l.Grid[2], l.Block[0], l.Block[1], l.Block[2], WarpSize)
	for n := int64(0); n < drawn; n++ {
		x0 := int(n%blocksInRow) * (blockW + blockMargin)
		y0 := header + int(n/blocksInRow)*(blockH+blockMargin)
		idx := blockIndex(l.Grid, n)
		fmt.Fprintf(&b, `<g class="block" data-block="%d">`, n)
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" rx="4" fill="#f7f7f7" stroke="#999"/>`, x0, y0, blockW, blockH)
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="11" fill="#333">block (%d,%d,%d)</text>`, x0+blockPad, y0+blockLabel-2, idx[0], idx[1], idx[2])
		for t := int64(0); t < threads; t++ {
			w := t / WarpSize
			lane := t % WarpSize
			fmt.Fprintf(&b, `<rect class="thread" x="%d" y="%d" width="%d" height="%d" fill="%s"/>`,
				x0+blockPad+int(lane)*(cell+gap), y0+blockLabel+blockPad+int(w)*(cell+gap), cell, cell, palette[w%int64(len(palette))])
		}
		b.WriteString(`</g>`)
	}
	caption := l.Caption()
	if blocks > drawn {
		caption += fmt.Sprintf(" (first %d blocks drawn)", drawn)
	}
	fmt.Fprintf(&b, `<text x="0" y="%d" font-size="12" fill="#333">%s</text>`, height-6, escape(caption))
	b.WriteString(`</svg>`)
	return b.String()
}

var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")

// escape makes text safe inside SVG markup; kernel names come from user code.
func escape(s string) string { return escaper.Replace(s) }
