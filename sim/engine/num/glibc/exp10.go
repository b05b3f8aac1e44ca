package glibc

// The double exp10 of glibc 2.39 (sysdeps/ieee754/dbl-64/e_exp10.c, Arm optimized-routines'
// exp10, Joe Ramsay): exp's table of 2^(k/128) and a quartic for 10^(r/128·log10 2). It has no
// FMA copy, so every product is rounded (the float64 conversions keep Go from fusing). It
// replaced 2.38's exp10, so the local glibc (2.36) cannot check it: hashes_test.go checks it
// against 2.39's own source built with gcc instead (testdata/exp10_239.txt).
//
// Ported from glibc; Copyright (C) 2023-2024 Free Software Foundation, Inc. (Arm
// optimized-routines); licensed under the GNU Lesser General Public License, version 2.1 or
// later.

import "math"

const (
	exp10InvLog102N  = 0x1.a934f0979a371p1 * 128 // 128/log10(2)
	exp10NegLog102Hi = -0x1.3441350ap-2 / 128
	exp10NegLog102Lo = 0x1.0c0219dc1da99p-39 / 128
	exp10C0          = 0x1.26bb1bbb55516p1
	exp10C1          = 0x1.53524c73ce9fep1
	exp10C2          = 0x1.0470591ce4b26p1
	exp10C3          = 0x1.2bd76577fe684p0
	exp10C4          = 0x1.1446eeccd0efbp-1
	exp10OFlow       = 0x1.34413509f79ffp8 // log10(DBL_MAX)
	exp10UFlow       = -0x1.5ep+8          // -350
	exp10SmallTop    = 0x3c6               // top12(0x1p-57)
	exp10Thresh      = 0x41                // top12(0x1p8) - SmallTop
)

// Exp10 is glibc's exp10.
func Exp10(x float64) float64 {
	abstop := top12d(x) & 0x7ff
	if abstop-exp10SmallTop >= exp10Thresh {
		switch {
		case abstop-exp10SmallTop >= 0x80000000: // tiny, 0 included
			return x + 1
		case abstop == 0x7ff:
			if math.Float64bits(x) == math.Float64bits(math.Inf(-1)) {
				return 0
			}
			if x != x {
				return quiet64(x) // x + 1
			}
			return x
		case x >= exp10OFlow:
			return math.Inf(1)
		case x < exp10UFlow:
			return 0
		}
		abstop = 0 // |x| >= 256: special-cased below
	}
	z := float64(exp10InvLog102N * x)
	kd := z + expShift
	kd -= expShift
	ki := uint64(int64(kd))
	r := float64(exp10NegLog102Hi*kd) + x
	r = float64(exp10NegLog102Lo*kd) + r
	idx := 2 * (ki & 127)
	sbits := expTable[idx+1] + ki<<45
	tail := math.Float64frombits(expTable[idx])
	r2 := r * r
	p := exp10C0 + float64(r*exp10C1)
	y := exp10C2 + float64(r*exp10C3)
	y += float64(r2 * exp10C4)
	y = p + float64(r2*y)
	y = tail + float64(y*r)
	if abstop == 0 {
		// The overflow side's condition, ki - 2^16 < 2^31, is exp2's, ki positive, here.
		return expSpecialPlain(y, sbits, ki)
	}
	s := math.Float64frombits(sbits)
	return float64(s*y) + s
}
