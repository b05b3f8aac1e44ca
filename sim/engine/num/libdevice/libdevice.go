// Package libdevice computes CUDA's device math functions (libdevice, as nvcc -arch=sm_90
// inlines them, and the MUFU approximations of the fast intrinsics) bit for bit, checked
// against the H200 recordings in tests/gpu/math.
package libdevice

// float1 and float2 hold the functions modelled bit for bit, by their float64 base name.
var (
	float1  = map[string]func(float32) float32{}
	float2  = map[string]func(x, y float32) float32{}
	double1 = map[string]func(float64) float64{}
	double2 = map[string]func(x, y float64) float64{}
)

// Float1 returns the model of the float version of base (sin for sinf), or nil.
func Float1(base string) func(float32) float32 { return float1[base] }

// Float2 is Float1 for two-argument functions.
func Float2(base string) func(x, y float32) float32 { return float2[base] }

// Double1 returns the model of the double function base, or nil.
func Double1(base string) func(float64) float64 { return double1[base] }

// Double2 is Double1 for two-argument functions.
func Double2(base string) func(x, y float64) float64 { return double2[base] }
