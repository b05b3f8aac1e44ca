package memsys

import "testing"

// TestAgainstH200StoreBuffer replays testdata/probe/wcombine.cu: the L1's
// record of stored lines decides store hits and how stores reach L2.
func TestAgainstH200StoreBuffer(t *testing.T) {
	kernels, hw := h200Launches(t, "testdata/probe/h200/wcombine.csv")
	const base = uint64(1) << 20
	store := func(addr func(l int) uint64, mask uint32) *Access {
		a := &Access{Space: Global, Op: Store, Width: 4, Mask: mask}
		for l := range a.Addr {
			a.Addr[l] = addr(l)
		}
		return a
	}
	var plays [][]*Access
	for n := 1; n <= 32; n++ {
		line := func(l int) uint64 { return base + uint64(l%n)*128 + uint64(l/n)*4 }
		plays = append(plays, []*Access{store(line, fullMask), store(func(l int) uint64 { return line(l) + 32 }, fullMask)})
	}
	load := &Access{Space: Global, Op: Load, Width: 4, Mask: fullMask}
	for l := range load.Addr {
		load.Addr[l] = base<<2 + uint64(l)*128
	}
	plays = append(plays, []*Access{ // ldbetween
		store(func(l int) uint64 { return base + 4*uint64(l) }, fullMask), load,
		store(func(l int) uint64 { return base + 4*uint64(l+1) }, fullMask)})
	w1 := store(func(l int) uint64 { return base + 4*uint64(l) }, fullMask)
	w2 := store(func(l int) uint64 { return base + 4*uint64(l) }, fullMask)
	w2.Warp = 1
	plays = append(plays, []*Access{w1, w2}) // warps2
	var rep []*Access
	for i := 0; i < 8; i++ {
		rep = append(rep, store(func(int) uint64 { return base + 4*uint64(i) }, 1))
	}
	plays = append(plays, rep) // repeat8
	if len(kernels) != len(plays) {
		t.Fatalf("%d launches recorded, %d replayed", len(kernels), len(plays))
	}
	for i, play := range plays {
		s := New(DefaultConfig())
		s.BeginLaunch(kernels[i], [3]int{1, 1, 1}, [3]int{32, 1, 1}, TraceOptions{})
		for _, a := range play {
			s.Observe(a)
		}
		m, _, _ := s.EndLaunch()
		for _, name := range []string{
			"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
			"l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_hit.sum",
			"l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_miss.sum",
			"lts__t_requests_srcunit_tex_op_write.sum",
			"lts__t_sectors_srcunit_tex_op_write.sum",
		} {
			if m[name] != hw[i][name] {
				t.Errorf("launch %d (%s): %s = %v, the H200 %v", i, kernels[i], name, m[name], hw[i][name])
			}
		}
	}
}

// An L2 read miss counts the sectors it fetches from DRAM (a 64-byte block),
// as Nsight Compute's lts__t_sectors_srcunit_tex_op_read_lookup_miss does on
// an H200 (conformance mem_global_column: 32 one-sector misses count 64); the
// fetched neighbour then hits.
func TestL2ReadMissCountsFetch(t *testing.T) {
	s := New(DefaultConfig())
	s.BeginLaunch("k", [3]int{1, 1, 1}, [3]int{32, 1, 1}, TraceOptions{})
	one := func(addr uint64, sm int) *Access {
		return &Access{Space: Global, Op: Load, Width: 4, Mask: 1, Addr: [32]uint64{addr}, SM: sm}
	}
	s.Observe(one(1<<20, 0))
	s.Observe(one(1<<20+32, 1)) // the other sector of the block, from another SM's L1
	m, _, _ := s.EndLaunch()
	if m["lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum"] != 2 || m["lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum"] != 1 {
		t.Errorf("misses %v, hits %v; want 2 and 1", m["lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum"],
			m["lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum"])
	}
}

// distinctBytes's closed forms agree with counting bytes one by one.
func TestDistinctBytes(t *testing.T) {
	shapes := map[string]func(l int) uint64{
		"contiguous":        func(l int) uint64 { return 4 * uint64(l) },
		"reversed":          func(l int) uint64 { return 4 * uint64(31-l) },
		"overlapping 8 B":   func(l int) uint64 { return 4 * uint64(l) },
		"uniform halves":    func(l int) uint64 { return 4 * 1024 * uint64(l/16) },
		"same halves":       func(l int) uint64 { return 4 * uint64(l%16) },
		"disjoint quarters": func(l int) uint64 { return 4096*uint64(l/8) + 8*uint64(l%8) },
		"shifted halves":    func(l int) uint64 { return 4*uint64(l%16) + 8*uint64(l/16) },
		"scattered":         func(l int) uint64 { return uint64(l*l*36) % 1000 * 4 },
	}
	for name, f := range shapes {
		for _, width := range []uint8{1, 4, 8} {
			a := &Access{Space: Global, Op: Load, Width: width, Mask: fullMask}
			bytes := map[uint64]bool{}
			for l := range a.Addr {
				a.Addr[l] = 1<<20 + f(l)
				for b := uint64(0); b < uint64(width); b++ {
					bytes[a.Addr[l]+b] = true
				}
			}
			if width == 8 && name != "overlapping 8 B" {
				for l := range a.Addr {
					a.Addr[l] *= 2
				}
				bytes = map[uint64]bool{}
				for l := range a.Addr {
					for b := uint64(0); b < 8; b++ {
						bytes[a.Addr[l]+b] = true
					}
				}
			}
			s := New(DefaultConfig())
			s.BeginLaunch("k", [3]int{1, 1, 1}, [3]int{32, 1, 1}, TraceOptions{})
			s.Observe(a)
			m, _, _ := s.EndLaunch()
			if got := m["lab__bytes_requested_mem_global_op_ld.sum"]; got != float64(len(bytes)) {
				t.Errorf("%s, %d B: %v distinct bytes, want %d", name, width, got, len(bytes))
			}
		}
	}
}
