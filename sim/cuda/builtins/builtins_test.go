package builtins

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

func TestTable(t *testing.T) {
	tests := []struct {
		name  string
		exec  ast.Exec
		sigs  int
		first string
	}{
		{"__syncthreads", ast.ExecDevice, 1, "void ()"},
		{"cudaMalloc", ast.ExecHost, 1, "enum cudaError (void **, unsigned long)"},
		{"printf", ast.ExecHost | ast.ExecDevice, 1, "int (const char *, ...)"},
		{"atomicAdd", ast.ExecDevice, 5, "int (int *, int)"},
		{"__shfl_down_sync", ast.ExecDevice, 8, "int (unsigned int, int, unsigned int, int)"},
		{"sqrt", ast.ExecHost | ast.ExecDevice, 2, "double (double)"},
		{"rsqrtf", ast.ExecDevice, 1, "float (float)"},
		{"cudaMemcpyToSymbol", ast.ExecHost, 1, "enum cudaError (struct <symbol>, const void *, unsigned long, unsigned long, enum cudaMemcpyKind)"},
	}
	for _, tt := range tests {
		f := LookupFunc(tt.name)
		if f == nil {
			t.Errorf("%s missing", tt.name)
			continue
		}
		if f.Exec != tt.exec || len(f.Sigs) != tt.sigs || f.Sigs[0].Type.String() != tt.first {
			t.Errorf("%s: exec %v, %d sigs, first %s", tt.name, f.Exec, len(f.Sigs), f.Sigs[0].Type)
		}
	}
	s := LookupFunc("__syncwarp").Sigs[0]
	if s.MinArgs != 0 || len(s.Defaults) != 1 || s.Defaults[0] != 0xffffffff {
		t.Errorf("__syncwarp default: %+v", s)
	}
	if v := LookupVar("threadIdx"); v == nil || v.Type != types.Uint3 || v.Exec != ast.ExecDevice {
		t.Error("threadIdx")
	}
	if c := LookupConst("cudaMemcpyDeviceToHost"); c == nil || c.Value != 2 {
		t.Error("cudaMemcpyDeviceToHost")
	}
	if c := LookupConst("cudaErrorInvalidConfiguration"); c == nil || c.Value != 9 {
		t.Error("cudaErrorInvalidConfiguration")
	}
	if Type("size_t") != types.SizeT || Type("float4") != types.Vector("float4") || !IsType("cudaDeviceProp") {
		t.Error("type names")
	}
	names := FuncNames()
	for i := 1; i < len(names); i++ {
		if names[i-1] >= names[i] {
			t.Fatal("FuncNames not sorted")
		}
	}
}

// TestDevicePropLayout compares cudaDeviceProp with the layout recorded on
// a real H200 by sim/cudart/testdata/probe.cu.
func TestDevicePropLayout(t *testing.T) {
	data, err := os.ReadFile("../../cudart/testdata/cudart_h200.txt")
	if err != nil {
		t.Skip("no recording:", err)
	}
	n := 0
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		switch {
		case len(f) >= 3 && f[0] == "sizeof" && f[1] == "cudaDeviceProp":
			if want, _ := strconv.ParseInt(f[2], 10, 64); DeviceProp.Size() != want {
				t.Errorf("sizeof(cudaDeviceProp) = %d, recorded %d", DeviceProp.Size(), want)
			}
		case len(f) >= 4 && f[0] == "field":
			n++
			field := DeviceProp.Field(f[1])
			if field == nil {
				t.Errorf("cudaDeviceProp.%s missing", f[1])
				continue
			}
			off, _ := strconv.ParseInt(f[2], 10, 64)
			size, _ := strconv.ParseInt(f[3], 10, 64)
			if field.Offset != off || field.Type.Size() != size {
				t.Errorf("%s at %d size %d, recorded %d size %d", f[1], field.Offset, field.Type.Size(), off, size)
			}
		}
	}
	if n != len(DeviceProp.Fields) {
		t.Errorf("recording has %d fields, the table %d", n, len(DeviceProp.Fields))
	}
}
