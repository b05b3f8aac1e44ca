package engine

import (
	"math"
	"strconv"
	"strings"
)

// printfArg is one argument of printf as the program passed it.
type printfArg struct {
	k kind
	v uint64
}

// formatC formats like C's printf. str reads a C string for %s.
//
// TODO: switch to sim/cfmt (the hardware helper's implementation of glibc's
// formatting) once it exists; this covers the conversions lab programs use.
func formatC(format string, args []printfArg, str func(addr uint64) string) string {
	var b strings.Builder
	ai := 0
	next := func() (printfArg, bool) {
		if ai >= len(args) {
			return printfArg{}, false
		}
		a := args[ai]
		ai++
		return a, true
	}
	for i := 0; i < len(format); i++ {
		ch := format[i]
		if ch != '%' {
			b.WriteByte(ch)
			continue
		}
		start := i
		i++
		if i >= len(format) {
			b.WriteByte('%')
			break
		}
		var flags string
		for i < len(format) && strings.IndexByte("-+ #0", format[i]) >= 0 {
			flags += string(format[i])
			i++
		}
		width, prec := -1, -1
		if i < len(format) && format[i] == '*' {
			a, _ := next()
			width = int(int32(a.v))
			if width < 0 {
				flags += "-"
				width = -width
			}
			i++
		} else {
			for i < len(format) && format[i] >= '0' && format[i] <= '9' {
				width = max(width, 0)*10 + int(format[i]-'0')
				i++
			}
		}
		if i < len(format) && format[i] == '.' {
			i++
			prec = 0
			if i < len(format) && format[i] == '*' {
				a, _ := next()
				prec = int(int32(a.v))
				i++
			} else {
				for i < len(format) && format[i] >= '0' && format[i] <= '9' {
					prec = prec*10 + int(format[i]-'0')
					i++
				}
			}
		}
		length := ""
		for i < len(format) && strings.IndexByte("hlLqjzt", format[i]) >= 0 {
			length += string(format[i])
			i++
		}
		if i >= len(format) {
			b.WriteString(format[start:])
			break
		}
		conv := format[i]
		if conv == '%' {
			b.WriteByte('%')
			continue
		}
		a, ok := next()
		if !ok {
			b.WriteString(format[start : i+1])
			continue
		}
		var body string
		sign := ""
		numeric := true
		switch conv {
		case 'd', 'i':
			v := int64(a.v)
			switch length {
			case "hh":
				v = int64(int8(v))
			case "h":
				v = int64(int16(v))
			case "", "z", "t":
				if length == "" {
					v = int64(int32(v))
				}
			}
			if v < 0 {
				sign = "-"
				body = strconv.FormatUint(uint64(-v), 10)
			} else {
				body = strconv.FormatUint(uint64(v), 10)
				if strings.Contains(flags, "+") {
					sign = "+"
				} else if strings.Contains(flags, " ") {
					sign = " "
				}
			}
			body = intPrec(body, prec)
		case 'u', 'x', 'X', 'o':
			v := a.v
			switch length {
			case "hh":
				v = uint64(uint8(v))
			case "h":
				v = uint64(uint16(v))
			case "":
				v = uint64(uint32(v))
			}
			base := 10
			if conv == 'x' || conv == 'X' {
				base = 16
			} else if conv == 'o' {
				base = 8
			}
			body = strconv.FormatUint(v, base)
			if conv == 'X' {
				body = strings.ToUpper(body)
			}
			body = intPrec(body, prec)
			if strings.Contains(flags, "#") && v != 0 {
				switch conv {
				case 'x':
					sign = "0x"
				case 'X':
					sign = "0X"
				case 'o':
					body = "0" + body
				}
			}
		case 'c':
			body = string([]byte{byte(a.v)})
			numeric = false
		case 's':
			body = str(a.v)
			if prec >= 0 && prec < len(body) {
				body = body[:prec]
			}
			numeric = false
		case 'p':
			if a.v == 0 {
				body = "(nil)"
				numeric = false
			} else {
				sign = "0x"
				body = strconv.FormatUint(a.v, 16)
			}
		case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
			f := f64(a.v)
			if a.k == kF32 {
				f = float64(f32(a.v))
			}
			if math.Signbit(f) {
				sign = "-"
				f = -f
			} else if strings.Contains(flags, "+") {
				sign = "+"
			} else if strings.Contains(flags, " ") {
				sign = " "
			}
			if math.IsInf(f, 0) || math.IsNaN(f) {
				body = "inf"
				if math.IsNaN(f) {
					body = "nan"
				}
				if conv >= 'A' && conv <= 'Z' {
					body = strings.ToUpper(body)
				}
				numeric = false
				break
			}
			if prec < 0 {
				prec = 6
			}
			switch conv {
			case 'f', 'F':
				body = strconv.FormatFloat(f, 'f', prec, 64)
			case 'e', 'E':
				body = cExp(strconv.FormatFloat(f, 'e', prec, 64))
			case 'g', 'G':
				body = cG(f, prec, strings.Contains(flags, "#"))
			case 'a', 'A':
				body = strconv.FormatFloat(f, 'x', -1, 64)
			}
			if conv >= 'A' && conv <= 'Z' {
				body = strings.ToUpper(body)
			}
			if strings.Contains(flags, "#") && prec == 0 && (conv == 'f' || conv == 'F') {
				body += "."
			}
		default:
			b.WriteString(format[start : i+1])
			continue
		}
		n := len(sign) + len(body)
		switch {
		case width <= n:
			b.WriteString(sign)
			b.WriteString(body)
		case strings.Contains(flags, "-"):
			b.WriteString(sign)
			b.WriteString(body)
			b.WriteString(strings.Repeat(" ", width-n))
		case strings.Contains(flags, "0") && numeric && !(prec >= 0 && strings.IndexByte("diuxXo", conv) >= 0):
			b.WriteString(sign)
			b.WriteString(strings.Repeat("0", width-n))
			b.WriteString(body)
		default:
			b.WriteString(strings.Repeat(" ", width-n))
			b.WriteString(sign)
			b.WriteString(body)
		}
	}
	return b.String()
}

func intPrec(body string, prec int) string {
	if prec == 0 && body == "0" {
		return ""
	}
	if prec > len(body) {
		return strings.Repeat("0", prec-len(body)) + body
	}
	return body
}

// cExp makes Go's exponent form C's: at least two exponent digits (Go
// already writes e+00), which it is; kept as a hook for differences.
func cExp(s string) string { return s }

// cG is %g: precision P (0 means 1) significant digits, exponent form when
// the exponent is < -4 or >= P, trailing zeros removed unless #.
func cG(f float64, prec int, alt bool) string {
	if prec == 0 {
		prec = 1
	}
	if f == 0 {
		if alt {
			return "0." + strings.Repeat("0", prec-1)
		}
		return "0"
	}
	e := strconv.FormatFloat(f, 'e', prec-1, 64)
	exp, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	var s string
	if exp < -4 || exp >= prec {
		s = e
		if !alt {
			mant, rest := s[:strings.IndexByte(s, 'e')], s[strings.IndexByte(s, 'e'):]
			if strings.Contains(mant, ".") {
				mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
			}
			s = mant + rest
		}
		return s
	}
	s = strconv.FormatFloat(f, 'f', prec-1-exp, 64)
	if !alt && strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}
