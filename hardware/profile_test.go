package hardware

import (
	"bufio"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
)

func TestProfilesLoad(t *testing.T) {
	if err := LoadError(); err != nil {
		t.Fatal(err)
	}
	want := []string{"gf100", "k40", "p100", "v100", "t4", "a100", "rtx3090", "rtx4090", "h100", "h200", "b200"}
	if got := Names(); !slices.Equal(got, want) {
		t.Errorf("Names() = %v, want %v", got, want)
	}
	if Default().Name != "h200" {
		t.Errorf("Default() = %s, want h200", Default().Name)
	}
}

func TestLookup(t *testing.T) {
	for _, tc := range []struct{ key, want string }{
		{"h200", "h200"}, {"H200", "h200"}, {" hopper ", "h200"}, {"fermi", "gf100"}, {"GF100", "gf100"},
		{"kepler", "k40"}, {"sm_60", "p100"}, {"Volta", "v100"}, {"turing", "t4"}, {"ampere", "a100"},
		{"3090", "rtx3090"}, {"ada", "rtx4090"}, {"gh100", "h100"}, {"blackwell", "b200"}, {"cc10.0", "b200"},
	} {
		p, ok := Lookup(tc.key)
		if !ok || p.Name != tc.want {
			t.Errorf("Lookup(%q) = %v, %v; want %s", tc.key, p, ok, tc.want)
		}
	}
	for _, bad := range []string{"", "h300", "gpu", "sm_"} {
		if p, ok := Lookup(bad); ok {
			t.Errorf("Lookup(%q) = %s, want not found", bad, p.Name)
		}
	}
}

// TestProfilesConsistent checks every profile against rules that hold for
// all CUDA GPUs, and every source tag against sources.json.
func TestProfilesConsistent(t *testing.T) {
	for _, p := range All() {
		t.Run(p.Name, func(t *testing.T) {
			check := func(ok bool, format string, args ...any) {
				t.Helper()
				if !ok {
					t.Errorf(format, args...)
				}
			}
			for key, src := range p.Sources {
				for _, part := range strings.Split(src, ";") {
					tag := strings.TrimSpace(part)
					if i := strings.IndexAny(tag, " :("); i >= 0 {
						tag = tag[:i]
					}
					if _, ok := SourceCitation(tag); !ok {
						t.Errorf("%s: unknown source tag %q in %q", key, tag, src)
					}
				}
			}
			check(p.WarpSize == 32, "warp size %d", p.WarpSize)
			check(p.MaxWarpsPerSM*p.WarpSize == p.MaxThreadsPerSM, "warps/SM %d x 32 != threads/SM %d", p.MaxWarpsPerSM, p.MaxThreadsPerSM)
			check(p.MaxThreadsPerBlock <= p.MaxThreadsPerSM, "threads/block > threads/SM")
			check(p.MaxBlockDim[0]*1 <= p.MaxThreadsPerBlock && p.MaxBlockDim[2] == 64, "block dims %v", p.MaxBlockDim)
			check(p.RegsPerBlock <= p.RegsPerSM, "regs/block %d > regs/SM %d", p.RegsPerBlock, p.RegsPerSM)
			check(p.MaxRegsPerThread <= p.OccMaxRegsPerThread, "max regs/thread above the occupancy bound")
			check(p.SubPartitions == 2 || p.SubPartitions == 4, "sub-partitions %d", p.SubPartitions)
			check(p.RegAllocUnit%p.WarpSize == 0, "register unit %d", p.RegAllocUnit)
			check(p.SharedAllocUnit == 128 || p.SharedAllocUnit == 256, "smem unit %d", p.SharedAllocUnit)
			check(p.SharedPerBlock <= p.SharedPerBlockOptin, "opt-in below default")
			check(p.SharedPerBlockOptin+p.SharedReservedPerBlock <= p.SharedPerSM, "opt-in + reserve above smem/SM")
			check(slices.IsSorted(p.SharedCarveoutsKB) && len(p.SharedCarveoutsKB) > 0, "carveouts %v", p.SharedCarveoutsKB)
			check(p.SharedCarveoutsKB[len(p.SharedCarveoutsKB)-1]*1024 == p.SharedPerSM, "largest carveout %v KB != smem/SM %d", p.SharedCarveoutsKB, p.SharedPerSM)
			check(p.L1SharedPerSMKB*1024 >= p.SharedPerSM, "L1+smem %d KB below smem/SM", p.L1SharedPerSMKB)
			check(p.VoltaPlus() == (p.SharedPerSMPreferL1 == 0), "prefer-L1 size %d on CC %s", p.SharedPerSMPreferL1, p.CCString())
			check(p.CC[0] >= 8 == (p.SharedReservedPerBlock == 1024), "reserve %d on CC %s", p.SharedReservedPerBlock, p.CCString())
			check(p.SharedBanks == 32 && p.SharedBankBytes == 4, "banks")
			check(p.L1LineBytes == 4*p.SectorBytes && p.L2LineBytes == p.L1LineBytes, "line/sector sizes")
			check(p.ConstantBytes == 64*1024, "constant memory %d", p.ConstantBytes)
			// The driver reports half the DRAM data rate as its memory clock.
			bw := float64(p.MemClockMHz) * 2 * float64(p.BusWidthBits) / 8 / 1000
			check(bw > 0.97*p.BandwidthGBs && bw < 1.03*p.BandwidthGBs, "bandwidth %.0f GB/s from clocks, %.0f listed", bw, p.BandwidthGBs)
			check(p.SMs > 0 && p.CoreClockMHz > 0 && p.FP32LanesPerSM >= 32 && p.SchedulersPerSM >= 2, "core figures")
			check(p.L2Bytes > 0 && p.MemBytes > int64(p.L2Bytes) && p.DRAMChannels > 0 && p.DRAMBanksPerChannel > 0, "memory figures")
			check(p.LatALU < p.LatShared && p.LatShared <= p.LatL1+20 && p.LatL1 < p.LatL2 && p.LatL2 < p.LatDRAM, "latencies not ordered: %d %d %d %d %d", p.LatALU, p.LatShared, p.LatL1, p.LatL2, p.LatDRAM)
		})
	}
}

// TestH200MatchesDevice compares the H200 profile with cudaGetDeviceProperties
// as recorded on the lab's H200 (sim/cudart/testdata/probe.cu).
func TestH200MatchesDevice(t *testing.T) {
	f, err := os.Open("../sim/cudart/testdata/cudart_h200.txt")
	if err != nil {
		t.Skip("recording absent:", err)
	}
	defer f.Close()
	rec := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		parts := strings.Split(sc.Text(), "\t")
		switch {
		case parts[0] == "field" && len(parts) == 6:
			rec[parts[1]] = parts[5]
		case parts[0] == "attr" && len(parts) == 3:
			rec[parts[1]] = parts[2]
		}
	}
	p := Default()
	ints := func(v ...int) string {
		s := make([]string, len(v))
		for i, x := range v {
			s[i] = strconv.Itoa(x)
		}
		return strings.Join(s, ",")
	}
	b2i := map[bool]int{false: 0, true: 1}
	for field, want := range map[string]string{
		"name":                        p.DeviceName,
		"totalGlobalMem":              strconv.FormatInt(p.MemBytes, 10),
		"sharedMemPerBlock":           ints(p.SharedPerBlock),
		"regsPerBlock":                ints(p.RegsPerBlock),
		"warpSize":                    ints(p.WarpSize),
		"maxThreadsPerBlock":          ints(p.MaxThreadsPerBlock),
		"maxThreadsDim":               ints(p.MaxBlockDim[:]...),
		"maxGridSize":                 ints(p.MaxGridDim[:]...),
		"totalConstMem":               ints(p.ConstantBytes),
		"major":                       ints(p.CC[0]),
		"minor":                       ints(p.CC[1]),
		"multiProcessorCount":         ints(p.SMs),
		"memoryBusWidth":              ints(p.BusWidthBits),
		"l2CacheSize":                 ints(p.L2Bytes),
		"maxThreadsPerMultiProcessor": ints(p.MaxThreadsPerSM),
		"globalL1CacheSupported":      ints(b2i[p.GlobalL1Cached]),
		"sharedMemPerMultiprocessor":  ints(p.SharedPerSM),
		"regsPerMultiprocessor":       ints(p.RegsPerSM),
		"sharedMemPerBlockOptin":      ints(p.SharedPerBlockOptin),
		"maxBlocksPerMultiProcessor":  ints(p.MaxBlocksPerSM),
		"reservedSharedMemPerBlock":   ints(p.SharedReservedPerBlock),
		"cudaDevAttrClockRate":        ints(p.CoreClockMHz * 1000),
		"cudaDevAttrMemoryClockRate":  ints(p.MemClockMHz * 1000),
	} {
		if got, ok := rec[field]; !ok || got != want {
			t.Errorf("%s: device %q, profile %q", field, got, want)
		}
	}
}

func TestParseProfileRejects(t *testing.T) {
	good, err := profileFS.ReadFile("profiles/h200.json")
	if err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string]func(string) string{
		"missing value": func(s string) string { return strings.Replace(s, `"sms": [132, "GK-H100; H200"],`, "", 1) },
		"unknown value": func(s string) string { return strings.Replace(s, `"values": {`, `"values": {"bogus": [1, "H200"],`, 1) },
		"no source":     func(s string) string { return strings.Replace(s, `[132, "GK-H100; H200"]`, `[132, ""]`, 1) },
		"bare value":    func(s string) string { return strings.Replace(s, `[132, "GK-H100; H200"]`, `132`, 1) },
		"wrong type":    func(s string) string { return strings.Replace(s, `[132, "GK-H100; H200"]`, `["many", "H200"]`, 1) },
	} {
		bad := edit(string(good))
		if bad == string(good) {
			t.Fatalf("%s: edit did not apply", name)
		}
		if _, _, err := parseProfile([]byte(bad)); err == nil {
			t.Errorf("%s: parsed without error", name)
		}
	}
	// A duplicate alias across two files is an error.
	src, _ := profileFS.ReadFile("profiles/sources.json")
	fsys := fstest.MapFS{
		"profiles/sources.json": {Data: src},
		"profiles/a.json":       {Data: good},
		"profiles/b.json":       {Data: good},
	}
	if _, err := loadRegistry(fsys); err == nil {
		t.Error("duplicate names accepted")
	}
	if r, err := loadRegistry(fstest.MapFS{"profiles/sources.json": {Data: src}, "profiles/a.json": {Data: good}}); err != nil || !reflect.DeepEqual(r.profiles[0], Default()) {
		t.Errorf("reloading h200.json: %v", err)
	}
}

func TestValues(t *testing.T) {
	vals := Default().Values()
	if len(vals) != len(Default().Sources) {
		t.Fatalf("%d values, %d sources", len(vals), len(Default().Sources))
	}
	found := false
	for _, v := range vals {
		if v.Key == "shared_carveouts_kb" {
			found = v.Value == "[0,8,16,32,64,100,132,164,196,228]" && v.Source != ""
		}
	}
	if !found {
		t.Errorf("shared_carveouts_kb missing or wrong in %v", vals)
	}
}
