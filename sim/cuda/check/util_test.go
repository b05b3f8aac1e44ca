package check

import "strconv"

func itoa(v int64) string          { return strconv.FormatInt(v, 10) }
func utoa(v uint64) string         { return strconv.FormatUint(v, 10) }
func formatFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }
