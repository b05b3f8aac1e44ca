package check

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/preprocess"
)

// useDeviceViews points the calls that kernels and __device__ functions
// make of a __host__ __device__ function whose body depends on
// __CUDA_ARCH__ at the function's device-pass copy (named with
// preprocess.DeviceViewSuffix), as nvcc's device pass compiles them. The
// function itself keeps the host pass's body, which host code and other
// __host__ __device__ functions call; the engine runs its device view
// when such a call runs on the device (Object.DeviceView).
func (c *checker) useDeviceViews() {
	views := map[*ast.Object]*ast.Object{}
	for name, o := range c.fileScope.names {
		if base, ok := strings.CutSuffix(name, preprocess.DeviceViewSuffix); ok && o.Kind == ast.ObjFunc {
			if f := c.fileScope.names[base]; f != nil && f.Kind == ast.ObjFunc {
				views[f], f.DeviceView = o, o
			}
		}
	}
	if len(views) == 0 {
		return
	}
	for _, fd := range c.file.Funcs {
		if fd.Obj == nil || fd.Obj.Exec != ast.ExecDevice || fd.Body == nil {
			continue
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if call, ok := n.(*ast.Call); ok && call.Func != nil {
				if v := views[call.Func]; v != nil {
					call.Func = v
					if id, ok := call.Fun.(*ast.Ident); ok {
						id.Obj = v
					}
				}
			}
			return true
		})
	}
}
