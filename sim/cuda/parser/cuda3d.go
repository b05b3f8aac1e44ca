package parser

import "simtlab/sim/cuda/token"

// cuda3DSource is the runtime's 3D memory API (cudaMalloc3D, cudaMemcpy3D,
// cudaMemset3D and their structs), written in the lab's C over the 2D calls
// the engine implements: a 3D allocation is a pitched one of height*depth
// rows, and a 3D copy or fill is one 2D copy or fill per slice. The structs
// have the runtime's layouts (driver_types.h); the lab has no CUDA arrays,
// so a copy that names one fails as the runtime fails an invalid handle.
const cuda3DSource = `struct cudaExtent { unsigned long width; unsigned long height; unsigned long depth; };
struct cudaPos { unsigned long x; unsigned long y; unsigned long z; };
struct cudaPitchedPtr { void *ptr; unsigned long pitch; unsigned long xsize; unsigned long ysize; };
struct cudaMemcpy3DParms {
	void *srcArray; cudaPos srcPos; cudaPitchedPtr srcPtr;
	void *dstArray; cudaPos dstPos; cudaPitchedPtr dstPtr;
	cudaExtent extent; cudaMemcpyKind kind;
};
static cudaExtent make_cudaExtent(unsigned long w, unsigned long h, unsigned long d) { cudaExtent e; e.width = w; e.height = h; e.depth = d; return e; }
static cudaPos make_cudaPos(unsigned long x, unsigned long y, unsigned long z) { cudaPos p; p.x = x; p.y = y; p.z = z; return p; }
static cudaPitchedPtr make_cudaPitchedPtr(void *d, unsigned long p, unsigned long xsz, unsigned long ysz) {
	cudaPitchedPtr r; r.ptr = d; r.pitch = p; r.xsize = xsz; r.ysize = ysz; return r;
}
cudaError_t cudaMalloc3D(cudaPitchedPtr *pitchedDevPtr, cudaExtent extent) {
	void *p = 0; unsigned long pitch = 0;
	if (extent.depth != 0 && extent.height > 0xffffffffffffffffUL / extent.depth) return cudaErrorMemoryAllocation;
	cudaError_t err = cudaMallocPitch(&p, &pitch, extent.width, extent.height * extent.depth);
	if (err != cudaSuccess) return err;
	*pitchedDevPtr = make_cudaPitchedPtr(p, pitch, extent.width, extent.height);
	return cudaSuccess;
}
static char *__slice3d(cudaPitchedPtr p, cudaPos at, unsigned long z) {
	return (char *)p.ptr + ((at.z + z) * p.ysize + at.y) * p.pitch + at.x;
}
cudaError_t cudaMemcpy3DAsync(const cudaMemcpy3DParms *p, cudaStream_t stream = 0) {
	if (p == 0 || p->srcArray != 0 || p->dstArray != 0) return cudaErrorInvalidValue;
	for (unsigned long z = 0; z < p->extent.depth; z++) {
		cudaError_t err = cudaMemcpy2DAsync(__slice3d(p->dstPtr, p->dstPos, z), p->dstPtr.pitch,
			__slice3d(p->srcPtr, p->srcPos, z), p->srcPtr.pitch, p->extent.width, p->extent.height, p->kind, stream);
		if (err != cudaSuccess) return err;
	}
	return cudaSuccess;
}
cudaError_t cudaMemcpy3D(const cudaMemcpy3DParms *p) { return cudaMemcpy3DAsync(p, 0); }
cudaError_t cudaMemset3DAsync(cudaPitchedPtr p, int value, cudaExtent extent, cudaStream_t stream = 0) {
	cudaPos origin = make_cudaPos(0, 0, 0);
	for (unsigned long z = 0; z < extent.depth; z++) {
		cudaError_t err = cudaMemset2DAsync(__slice3d(p, origin, z), p.pitch, value, extent.width, extent.height, stream);
		if (err != cudaSuccess) return err;
	}
	return cudaSuccess;
}
cudaError_t cudaMemset3D(cudaPitchedPtr p, int value, cudaExtent extent) { return cudaMemset3DAsync(p, value, extent, 0); }
`

// cuda3DNames are the names that bring in cuda3DSource.
var cuda3DNames = map[string]bool{
	"cudaExtent": true, "cudaPos": true, "cudaPitchedPtr": true, "cudaMemcpy3DParms": true,
	"make_cudaExtent": true, "make_cudaPos": true, "make_cudaPitchedPtr": true,
	"cudaMalloc3D": true, "cudaMemcpy3D": true, "cudaMemcpy3DAsync": true, "cudaMemset3D": true, "cudaMemset3DAsync": true,
}

// withCuda3D puts cuda3DSource before toks when they name any of it.
func withCuda3D(toks []token.Token) []token.Token {
	for _, t := range toks {
		if t.Kind == token.Ident && cuda3DNames[t.Text] {
			return append(synth(t, cuda3DSource), toks...)
		}
	}
	return toks
}
