package builtins

import "simtlab/sim/cuda/types"

// <cstdlib>'s div_t, ldiv_t and lldiv_t, which div, ldiv and lldiv return
// (the functions are lab C source, check/csource.go). The parser must know
// them as type names before any declaration of the program is read.
//
// Standard input: a lab program has none, as the recordings run with
// </dev/null, so scanf and fscanf(stdin) read an empty input (EOF),
// getchar, getc and fgetc return EOF and fgets returns NULL.
var (
	DivT   = &types.Struct{Name: "div_t"}
	LDivT  = &types.Struct{Name: "ldiv_t"}
	LLDivT = &types.Struct{Name: "lldiv_t"}
)

func init() {
	for _, s := range []struct {
		t *types.Struct
		k types.BasicKind
	}{{DivT, types.Int}, {LDivT, types.Long}, {LLDivT, types.LongLong}} {
		s.t.Fields = []*types.Field{{Name: "quot", Type: types.Typ[s.k]}, {Name: "rem", Type: types.Typ[s.k]}}
		s.t.Layout(0)
		typeNames[s.t.Name] = s.t
	}
	for _, n := range []string{"clock_t", "time_t"} {
		if typeNames[n] == nil {
			typeNames[n] = types.Typ[types.Long]
		}
	}
	vars["stdin"] = &Var{"stdin", types.NewPointer(FILEStruct, 0), host}
	def(host, "scanf", "int(const char*, ...)")
	def(host, "fscanf", "int(FILE*, const char*, ...)")
	def(host, "getchar", "int()")
	def(host, "getc", "int(FILE*)")
	def(host, "fgetc", "int(FILE*)")
	def(host, "fgets", "char*(char*, int, FILE*)")

	// g++'s bit-counting built-ins, for host code (engine/gccbuiltins.go)
	for _, w := range []struct{ suffix, arg string }{{"", "uint"}, {"l", "ulong"}, {"ll", "ull"}} {
		for _, op := range []string{"popcount", "clz", "ctz", "parity"} {
			def(host, "__builtin_"+op+w.suffix, "int("+w.arg+")")
		}
	}
	def(host, "__builtin_ffs", "int(int)")
	def(host, "__builtin_ffsl", "int(long)")
	def(host, "__builtin_ffsll", "int(ll)")
	def(host, "__builtin_expect", "long(long, long)")
	def(host, "__builtin_bswap16", "ushort(ushort)")
	def(host, "__builtin_bswap32", "uint(uint)")
	def(host, "__builtin_bswap64", "ulong(ulong)")
}
