package builtins

import (
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

func TestDeviceProp(t *testing.T) {
	for _, f := range []string{"name", "totalGlobalMem", "sharedMemPerBlock", "regsPerBlock", "warpSize",
		"maxThreadsPerBlock", "maxThreadsDim", "maxGridSize", "multiProcessorCount", "major", "minor",
		"maxThreadsPerMultiProcessor", "sharedMemPerMultiprocessor", "l2CacheSize", "sharedMemPerBlockOptin"} {
		if DeviceProp.Field(f) == nil {
			t.Errorf("cudaDeviceProp.%s missing", f)
		}
	}
	if DeviceProp.Field("totalGlobalMem").Offset != 288 {
		t.Errorf("totalGlobalMem at %d, want 288 (after name[256], uuid[16], luid[8], luidDeviceNodeMask)", DeviceProp.Field("totalGlobalMem").Offset)
	}
}
