package cudart

import (
	"encoding/binary"
	"strconv"
	"strings"

	"simtlab/hardware"
)

// DevicePropSize is sizeof(cudaDeviceProp) in CUDA 13.0 on x86-64 Linux
// (recorded; CUDA 13 dropped clockRate, memoryClockRate and other fields
// that CUDA 12 had, so programs reading those no longer compile).
const DevicePropSize = 1008

// PropField is one field of cudaDeviceProp.
type PropField struct {
	Name   string // C field name: "multiProcessorCount"
	CType  string // "int", "unsigned int", "size_t", "char[256]", "int[3]", "cudaUUID_t"
	Offset int    // byte offset in the struct
	Size   int    // bytes
	// Source says where the lab's value comes from: "profile: <json key>",
	// "H200" (the value recorded on the H200, used for every GPU), or
	// "zero" (identifies a physical board; the lab reports 0).
	Source string
}

// fromProfile fills the fields that differ between GPUs.
var fromProfile = map[string]struct {
	key string
	get func(p *hardware.Profile) []int64
}{
	"totalGlobalMem":              {"mem_bytes", func(p *hardware.Profile) []int64 { return []int64{p.MemBytes} }},
	"sharedMemPerBlock":           {"shared_per_block", one(func(p *hardware.Profile) int { return p.SharedPerBlock })},
	"regsPerBlock":                {"regs_per_block", one(func(p *hardware.Profile) int { return p.RegsPerBlock })},
	"warpSize":                    {"warp_size", one(func(p *hardware.Profile) int { return p.WarpSize })},
	"maxThreadsPerBlock":          {"max_threads_per_block", one(func(p *hardware.Profile) int { return p.MaxThreadsPerBlock })},
	"maxThreadsDim":               {"max_block_dim", func(p *hardware.Profile) []int64 { return ints(p.MaxBlockDim[:]) }},
	"maxGridSize":                 {"max_grid_dim", func(p *hardware.Profile) []int64 { return ints(p.MaxGridDim[:]) }},
	"totalConstMem":               {"constant_bytes", one(func(p *hardware.Profile) int { return p.ConstantBytes })},
	"major":                       {"cc", one(func(p *hardware.Profile) int { return p.CC[0] })},
	"minor":                       {"cc", one(func(p *hardware.Profile) int { return p.CC[1] })},
	"multiProcessorCount":         {"sms", one(func(p *hardware.Profile) int { return p.SMs })},
	"memoryBusWidth":              {"bus_width_bits", one(func(p *hardware.Profile) int { return p.BusWidthBits })},
	"l2CacheSize":                 {"l2_bytes", one(func(p *hardware.Profile) int { return p.L2Bytes })},
	"maxThreadsPerMultiProcessor": {"max_threads_per_sm", one(func(p *hardware.Profile) int { return p.MaxThreadsPerSM })},
	"globalL1CacheSupported": {"global_l1_cached", one(func(p *hardware.Profile) int {
		if p.GlobalL1Cached {
			return 1
		}
		return 0
	})},
	"sharedMemPerMultiprocessor": {"shared_per_sm", one(func(p *hardware.Profile) int { return p.SharedPerSM })},
	"regsPerMultiprocessor":      {"regs_per_sm", one(func(p *hardware.Profile) int { return p.RegsPerSM })},
	"sharedMemPerBlockOptin":     {"shared_per_block_optin", one(func(p *hardware.Profile) int { return p.SharedPerBlockOptin })},
	"maxBlocksPerMultiProcessor": {"max_blocks_per_sm", one(func(p *hardware.Profile) int { return p.MaxBlocksPerSM })},
	"reservedSharedMemPerBlock":  {"shared_reserved_per_block", one(func(p *hardware.Profile) int { return p.SharedReservedPerBlock })},
	// Thread-block clusters exist from CC 9.0 on.
	"clusterLaunch": {"cc", one(func(p *hardware.Profile) int {
		if p.CC[0] >= 9 {
			return 1
		}
		return 0
	})},
}

// zeroed fields identify the physical board the recording was made on.
var zeroed = map[string]bool{
	"uuid": true, "luid": true, "luidDeviceNodeMask": true, "pciBusID": true, "pciDeviceID": true,
	"pciDomainID": true, "gpuPciDeviceID": true, "gpuPciSubsystemID": true, "multiGpuBoardGroupID": true,
	"reserved": true,
}

func one(f func(p *hardware.Profile) int) func(p *hardware.Profile) []int64 {
	return func(p *hardware.Profile) []int64 { return []int64{int64(f(p))} }
}

func ints(v []int) []int64 {
	out := make([]int64, len(v))
	for i, x := range v {
		out[i] = int64(x)
	}
	return out
}

// DevicePropFields lists the fields of cudaDeviceProp in memory order.
func DevicePropFields() []PropField {
	out := make([]PropField, len(devicePropLayout))
	for i, f := range devicePropLayout {
		src := "H200"
		switch {
		case f.name == "name":
			src = "profile: device_name"
		case zeroed[f.name]:
			src = "zero"
		default:
			if m, ok := fromProfile[f.name]; ok {
				src = "profile: " + m.key
			}
		}
		out[i] = PropField{Name: f.name, CType: f.ctype, Offset: f.offset, Size: f.size, Source: src}
	}
	return out
}

// DeviceProp returns the bytes cudaGetDeviceProperties writes for the GPU p
// (little-endian, x86-64 layout), ready to copy into a program's memory.
func DeviceProp(p *hardware.Profile) []byte {
	buf := make([]byte, DevicePropSize)
	for _, f := range devicePropLayout {
		dst := buf[f.offset : f.offset+f.size]
		switch {
		case f.name == "name":
			copy(dst[:len(dst)-1], p.DeviceName) // always NUL-terminated
		case zeroed[f.name]:
		default:
			var vals []int64
			if m, ok := fromProfile[f.name]; ok {
				vals = m.get(p)
			} else {
				vals = parseInts(f.h200)
			}
			putInts(dst, f.ctype, vals)
		}
	}
	return buf
}

// DevicePropValue returns a numeric field of DeviceProp(p) by name (one value
// per array element), for engines that read fields without the bytes.
func DevicePropValue(p *hardware.Profile, name string) ([]int64, bool) {
	buf := DeviceProp(p)
	for _, f := range devicePropLayout {
		if f.name != name || f.ctype == "cudaUUID_t" || strings.HasPrefix(f.ctype, "char") {
			continue
		}
		width := 4
		if f.ctype == "size_t" {
			width = 8
		}
		var out []int64
		for off := f.offset; off < f.offset+f.size; off += width {
			if width == 8 {
				out = append(out, int64(binary.LittleEndian.Uint64(buf[off:])))
			} else if f.ctype == "unsigned int" {
				out = append(out, int64(binary.LittleEndian.Uint32(buf[off:])))
			} else {
				out = append(out, int64(int32(binary.LittleEndian.Uint32(buf[off:]))))
			}
		}
		return out, true
	}
	return nil, false
}

func parseInts(s string) []int64 {
	var out []int64
	for _, part := range strings.Split(s, ",") {
		n, err := strconv.ParseInt(part, 10, 64)
		if err != nil {
			return nil // not numeric (never for the recorded numeric fields)
		}
		out = append(out, n)
	}
	return out
}

func putInts(dst []byte, ctype string, vals []int64) {
	width := 4
	if ctype == "size_t" {
		width = 8
	}
	for i, v := range vals {
		off := i * width
		if off+width > len(dst) {
			return
		}
		if width == 8 {
			binary.LittleEndian.PutUint64(dst[off:], uint64(v))
		} else {
			binary.LittleEndian.PutUint32(dst[off:], uint32(v))
		}
	}
}
