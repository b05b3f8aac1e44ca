package cfmt

import "strings"

// Read is one argument a device printf's format reads from the argument buffer:
// the conversion letter ('*' for a width or precision) and how many bytes it
// reads there. Char is set for the hh conversions (%hhd, %hhx...), whose
// argument the device does not pass on (see the engine's printfbuf.go).
type Read struct {
	Conv byte
	Size int
	Char bool
}

// DeviceReads lists the reads of CUDA's device printf for format, in order:
// 8 bytes for %ld, %lld, the floating conversions, %s and %p, 4 bytes for the
// other integer conversions, %c and '*'. Specifications the device does not
// know read nothing (see FormatDevice).
func DeviceReads(format string) []Read {
	var out []Read
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		end, ok := deviceSpec(format, i)
		if !ok || end <= i+1 || end > len(format) || strings.IndexByte("cdiouxXpeEfFgGaAs", format[end-1]) < 0 {
			i = max(i, end-1)
			continue
		}
		spec := format[i+1 : end]
		for range strings.Count(spec, "*") {
			out = append(out, Read{Conv: '*', Size: 4})
		}
		c := spec[len(spec)-1]
		size := 4
		switch {
		case strings.IndexByte("eEfFgGaAsp", c) >= 0:
			size = 8
		case strings.Contains(spec, "l"):
			size = 8
		}
		out = append(out, Read{Conv: c, Size: size, Char: strings.Contains(spec, "hh")})
		i = end - 1
	}
	return out
}
