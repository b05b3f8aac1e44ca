package glibc

// The double sin and cos of glibc 2.28 and later (sysdeps/ieee754/dbl-64/s_sin.c, branred.c,
// usncs.h, sincostab.c: IBM's accurate mathematical library, its slow multi-precision paths
// removed in 2.28). |x| is reduced modulo pi/2 to a + da (Cody-Waite below 105414350, else
// __branred's 2/pi in base 2^24), then sin or cos of a + da is a table entry for the nearest
// multiple of 1/128 combined with short Taylor series of the rest.
//
// s_sin.c is built with -mfma -mavx2 in the copy x86-64 glibc runs (see log.go for which
// operations gcc fuses); branred.c is not, and fuses nothing.
//
// Ported from glibc; IBM Accurate Mathematical Library, Copyright (C) 2001-2024 Free Software
// Foundation, Inc.; licensed under the GNU Lesser General Public License, version 2.1 or later.

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

const (
	sinS1  = -0x1.5555555555555p-3
	sinS2  = 0x1.1111111110ECEp-7
	sinS3  = -0x1.A01A019DB08B8p-13
	sinS4  = 0x1.71DE27B9A7ED9p-19
	sinS5  = -0x1.ADDFFC2FCDF59p-26
	sinBig = 0x1.8p45
	hp0    = 0x1.921FB54442D18p0
	hp1    = 0x1.1A62633145C07p-54
	mp1    = 0x1.921FB58000000p0
	mp2    = -0x1.DDE973C000000p-27
	pp3    = -0x1.CB3B398000000p-55
	pp4    = -0x1.d747f23e32ed7p-83
	hpinv  = 0x1.45F306DC9C883p-1
	toint  = 0x1.8p52

	sn3 = -1.66666666666664880952546298448555e-01
	sn5 = 8.33333214285722277379541354343671e-03
	cs2 = 4.99999999999999999999950396842453e-01
	cs4 = -4.16666666666664434524222570944589e-02
	cs6 = 1.38888874007937613028114285595617e-03
)

// sincosLookup returns the table's sin and cos of the multiple of 1/128 that u, big + |x|,
// holds in its low bits: sin as sn + ssn, cos as cs + ccs.
func sincosLookup(u float64) (sn, ssn, cs, ccs float64) {
	k := uint32(math.Float64bits(u)) << 2
	t := sincosTab[k : k+4 : k+4]
	return t[0], t[1], t[2], t[3]
}

// doCos is cos(x + dx) for |x| below about 0.855.
func doCos(x, dx float64) float64 {
	if x < 0 {
		dx = -dx
	}
	u := sinBig + math.Abs(x)
	x = math.Abs(x) - (u - sinBig) + dx
	xx := x * x
	s := fused.FMA(float64(x*xx), fused.FMA(xx, sn5, sn3), x)
	c := xx * fused.FMA(xx, fused.FMA(xx, cs6, cs4), cs2)
	sn, ssn, cs, ccs := sincosLookup(u)
	cor := fused.FMA(-sn, s, fused.FMA(-cs, c, fused.FMA(-s, ssn, ccs)))
	return cs + cor
}

// doSin is sin(x + dx) for |x| below about 0.855.
func doSin(x, dx float64) float64 {
	xold := x
	if math.Abs(x) < 0.126 {
		// TAYLOR_SIN
		xx := x * x
		p := fused.FMA(fused.FMA(fused.FMA(fused.FMA(sinS5, xx, sinS4), xx, sinS3), xx, sinS2), xx, sinS1)
		t := fused.FMA(fused.FMA(p, x, -float64(0.5*dx)), xx, dx)
		return x + t
	}
	if x <= 0 {
		dx = -dx
	}
	u := sinBig + math.Abs(x)
	x = math.Abs(x) - (u - sinBig)
	xx := x * x
	s := x + fused.FMA(float64(x*xx), fused.FMA(xx, sn5, sn3), dx)
	c := fused.FMA(x, dx, float64(xx*fused.FMA(xx, fused.FMA(xx, cs6, cs4), cs2)))
	sn, ssn, cs, ccs := sincosLookup(u)
	cor := fused.FMA(cs, s, fused.FMA(-sn, c, fused.FMA(s, ccs, ssn)))
	return math.Copysign(sn+cor, xold)
}

// reduceSincos reduces x, |x| below 105414350, to a + da in [-pi/4, pi/4] and its quadrant.
func reduceSincos(x float64) (a, da float64, n int) {
	t := fused.FMA(x, hpinv, toint)
	xn := t - toint
	n = int(math.Float64bits(t) & 3)
	y := fused.FMA(-xn, mp2, fused.FMA(-xn, mp1, x))
	// xn*pp3 and xn*pp4 are fused into both of their uses.
	t2 := fused.FMA(-xn, pp3, y)
	db := fused.FMA(-xn, pp3, y-t2)
	b := fused.FMA(-xn, pp4, t2)
	db += fused.FMA(-xn, pp4, t2-b)
	return b, db, n
}

// doSincos is sin(a + da) for an even quadrant n, cos for an odd one, negated in the lower
// half-plane.
func doSincos(a, da float64, n int) float64 {
	var r float64
	if n&1 != 0 {
		r = doCos(a, da)
	} else {
		r = doSin(a, da)
	}
	if n&2 != 0 {
		return -r
	}
	return r
}

// Sin is glibc's sin.
func Sin(x float64) float64 {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e500000: // |x| < 2^-26
		return x
	case k < 0x3feb6000:
		return doSin(x, 0)
	case k < 0x400368fd:
		return math.Copysign(doCos(hp0-math.Abs(x), hp1), x)
	case k < 0x419921FB:
		a, da, n := reduceSincos(x)
		return doSincos(a, da, n)
	case k < 0x7ff00000:
		a, da, n := branred(x)
		return doSincos(a, da, n)
	}
	return logInvalid(x) // x / x
}

// Cos is glibc's cos.
func Cos(x float64) float64 {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e400000: // |x| < 2^-27
		return 1
	case k < 0x3feb6000:
		return doCos(x, 0)
	case k < 0x400368fd:
		y := hp0 - math.Abs(x)
		a := y + hp1
		return doSin(a, (y-a)+hp1)
	case k < 0x419921FB:
		a, da, n := reduceSincos(x)
		return doSincos(a, da, n+1)
	case k < 0x7ff00000:
		a, da, n := branred(x)
		return doSincos(a, da, n+1)
	}
	return logInvalid(x)
}

// branred is __branred: x = n pi/2 + (a + aa), |a + aa| < pi/4, for |x| from 105414350 on;
// n mod 4 is returned. Built without FMA: every operation rounds.
func branred(x float64) (a, aa float64, n int) {
	const (
		split = 134217729.0 // 2^27 + 1
		big   = 0x1.8p52
		big1  = 0x1.8p54
		bhp0  = 0x1.921FB54442D18p0
		bhp1  = 0x1.1A62633145C07p-54
		bmp1  = 0x1.921FB58000000p0
		bmp2  = -0x1.DDE974p-27 // branred.h's mp2 (0xbe4dde9740000000), not usncs.h's
	)
	x *= 0x1p-600
	t := float64(x * split)
	x1 := t - (t - x)
	x2 := x - x1
	// part returns x times 2/pi, for one half of x, as sum + b + bb with sum an integer.
	part := func(xp float64) (sum, b, bb float64) {
		k := (int(math.Float64bits(xp)>>52&2047) - 450) / 24
		if k < 0 {
			k = 0
		}
		gor := math.Float64frombits(0x63f0000000000000 - uint64(k*24)<<52) // 2^(576 - 24k)
		var r [6]float64
		for i := range r {
			r[i] = xp * toverp[k+i] * gor
			gor *= 0x1p-24
		}
		for i := 0; i < 3; i++ {
			s := (r[i] + big) - big
			sum += s
			r[i] -= s
		}
		t := 0.0
		for i := 5; i >= 0; i-- {
			t += r[i]
		}
		bb = (((((r[0] - t) + r[1]) + r[2]) + r[3]) + r[4]) + r[5]
		s := (t + big) - big
		sum += s
		t -= s
		b = t + bb
		bb = (t - b) + bb
		s = (sum + big1) - big1
		sum -= s
		return sum, b, bb
	}
	sum1, b1, bb1 := part(x1)
	sum2, b2, bb2 := part(x2)
	sum := sum1 + sum2
	b := b1 + b2
	var bb float64
	if math.Abs(b1) > math.Abs(b2) {
		bb = (b1 - b) + b2
	} else {
		bb = (b2 - b) + b1
	}
	if b > 0.5 {
		b -= 1
		sum += 1
	} else if b < -0.5 {
		b += 1
		sum -= 1
	}
	s := b + (bb + bb1 + bb2)
	t = ((b - s) + bb) + (bb1 + bb2)
	b = float64(s * split)
	t1 := b - (b - s)
	t2 := s - t1
	b = float64(s * bhp0)
	bb = (((float64(t1*bmp1) - b) + float64(t1*bmp2)) + float64(t2*bmp1)) +
		(float64(float64(t2*bmp2)+float64(s*bhp1)) + float64(t*bhp0))
	s = b + bb
	t = (b - s) + bb
	return s, t, int(sum) & 3
}
