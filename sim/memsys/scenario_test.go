package memsys

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// transpose plays the memory accesses of a 32×32-tile matrix transpose of an
// n×n float matrix with 32×8 blocks (each thread handles 4 rows), in the three
// classic versions: "naive" (read rows, write columns straight to global
// memory), "shared" (through a 32×32 shared tile) and "padded" (a 32×33 tile).
func transpose(s *System, n int, version string) {
	const in, out = gbase, gbase + 1<<28
	pitch := 32
	if version == "padded" {
		pitch = 33
	}
	var a Access
	a.Width, a.Mask = 4, full
	tiles := n / 32
	for by := 0; by < tiles; by++ {
		for bx := 0; bx < tiles; bx++ {
			a.Block = by*tiles + bx
			a.SM = a.Block % 132
			for w := 0; w < 8; w++ { // warp w = threadIdx.y; lanes = threadIdx.x
				a.Warp = w
				for j := 0; j < 32; j += 8 {
					row, col := by*32+w+j, bx*32
					a.Space, a.Op, a.Line = Global, Load, 10
					for i := range a.Addr {
						a.Addr[i] = in + uint64(4*(row*n+col+i))
					}
					s.Observe(&a)
					if version == "naive" {
						// out[(col+i)*n + row]
						a.Op, a.Line = Store, 11
						for i := range a.Addr {
							a.Addr[i] = out + uint64(4*((col+i)*n+row))
						}
						s.Observe(&a)
						continue
					}
					// tile[w+j][i] = ...
					a.Space, a.Op, a.Line = Shared, Store, 12
					for i := range a.Addr {
						a.Addr[i] = uint64(4 * ((w+j)*pitch + i))
					}
					s.Observe(&a)
				}
			}
			if version == "naive" {
				continue
			}
			for w := 0; w < 8; w++ { // after __syncthreads
				a.Warp = w
				for j := 0; j < 32; j += 8 {
					// out[(bx*32 + w+j)*n + by*32 + i] = tile[i][w+j]
					a.Space, a.Op, a.Line = Shared, Load, 14
					for i := range a.Addr {
						a.Addr[i] = uint64(4 * (i*pitch + w + j))
					}
					s.Observe(&a)
					a.Space, a.Op, a.Line = Global, Store, 15
					for i := range a.Addr {
						a.Addr[i] = out + uint64(4*((bx*32+w+j)*n+by*32+i))
					}
					s.Observe(&a)
				}
			}
		}
	}
}

// format writes the non-zero metrics, sorted, one per line.
func format(m map[string]float64, lines map[int]map[string]float64) []byte {
	var b bytes.Buffer
	names := make([]string, 0, len(m))
	for k, v := range m {
		if v != 0 {
			names = append(names, k)
		}
	}
	slices.Sort(names)
	for _, k := range names {
		fmt.Fprintf(&b, "%s %g\n", k, m[k])
	}
	ls := make([]int, 0, len(lines))
	for l := range lines {
		ls = append(ls, l)
	}
	slices.Sort(ls)
	for _, l := range ls {
		names = names[:0]
		for k := range lines[l] {
			names = append(names, k)
		}
		slices.Sort(names)
		for _, k := range names {
			fmt.Fprintf(&b, "line %d: %s %g\n", l, k, lines[l][k])
		}
	}
	return b.Bytes()
}

// TestTransposeGolden runs the three transposes of a 256×256 matrix and compares
// every counter with testdata/transpose-*.golden (go test -update rewrites
// them). The padded tile must remove every shared-memory bank conflict that the
// plain tile's column reads cause.
func TestTransposeGolden(t *testing.T) {
	results := map[string]map[string]float64{}
	for _, v := range []string{"naive", "shared", "padded"} {
		s := New(DefaultConfig())
		s.BeginLaunch("transpose_"+v, [3]int{8, 8, 1}, [3]int{32, 8, 1}, TraceOptions{})
		transpose(s, 256, v)
		m, lines, _ := s.EndLaunch()
		results[v] = m
		got := format(m, lines)
		path := filepath.Join("testdata", "transpose-"+v+".golden")
		if *update {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test -update to create it)", err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from %s:\n%s", v, path, got)
		}
	}
	const conf = "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum"
	warpLoads := float64(64 * 8 * 4)
	if results["shared"][conf] != 31*warpLoads || results["padded"][conf] != 0 {
		t.Errorf("bank conflicts: shared %v, padded %v; want %v and 0", results["shared"][conf], results["padded"][conf], 31*warpLoads)
	}
	// The naive version's column stores touch 32 sectors each; the tiled ones 4.
	const st = "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum"
	if results["naive"][st] != 32*warpLoads || results["shared"][st] != 4*warpLoads {
		t.Errorf("store sectors: naive %v, shared %v", results["naive"][st], results["shared"][st])
	}
}
