package mathset

import "math"

func float32frombits(b uint32) float32 { return math.Float32frombits(b) }
func float32bits(f float32) uint32     { return math.Float32bits(f) }

// sqrt32 is the GPU's sqrtf: correctly rounded, with the canonical NaN 0x7fffffff.
func sqrt32(x float32) float32 {
	r := float32(math.Sqrt(float64(x)))
	if r != r {
		return math.Float32frombits(0x7fffffff)
	}
	return r
}
