package browserbench

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
)

// workload is one program of sim's native benchmarks.
type workload struct {
	Name string `json:"name"` // metric suffix
	File string `json:"file"` // file name given to sim.Run
	Src  string `json:"src"`
}

// benchSource is where sim's native benchmarks keep their programs. They
// are read from there rather than copied, so that both benchmarks always
// run the same code.
var benchSource = filepath.Join("..", "..", "sim", "bench_test.go")

// workloadConsts maps each workload to its string constant in benchSource.
var workloadConsts = []struct{ name, file, constName string }{
	{"matmul256", "matmul.cu", "matmulSrc"},
	{"reduce1M", "reduce.cu", "reduceSrc"},
}

// loadWorkloads parses path and returns the workloads' sources, in the
// order of workloadConsts.
func loadWorkloads(path string) ([]workload, error) {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	consts := map[string]string{}
	for _, decl := range f.Decls {
		gen, ok := decl.(*ast.GenDecl)
		if !ok || gen.Tok != token.CONST {
			continue
		}
		for _, spec := range gen.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if i >= len(vs.Values) {
					continue
				}
				lit, ok := vs.Values[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					continue
				}
				if s, err := strconv.Unquote(lit.Value); err == nil {
					consts[name.Name] = s
				}
			}
		}
	}
	var ws []workload
	for _, c := range workloadConsts {
		src, ok := consts[c.constName]
		if !ok {
			return nil, fmt.Errorf("%s: no string constant %s (the workload of %s); found %v",
				path, c.constName, c.name, sortedKeys(consts))
		}
		ws = append(ws, workload{Name: c.name, File: c.file, Src: src})
	}
	return ws, nil
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}
