package parser

import (
	"strconv"
	"strings"

	"simtlab/sim/cuda/token"
)

// textureSource is the runtime's texture-object API, written in the lab's
// C: the structs and enums of driver_types.h and texture_types.h with
// their layouts, CUDA arrays, cudaCreateTextureObject with the H200's
// error codes (tests/conformance/tex_api_errors.cu) and surface objects.
// A CUDA array is host bookkeeping over one device allocation of rows
// without padding. A
// texture object is the address of a descriptor of 20 words in device
// memory, which the engine's fetches read (sim/engine/texfetch.go, whose
// texWord constants name the words written here); the calls' own
// descriptors are kept on the host for cudaGetTextureObject*Desc. Memory
// bound to a texture must be aligned to 512 bytes on the H200, where every
// cudaMalloc block is; the lab's blocks are aligned to 256, which is what
// it asks for here.
const textureSource = `enum cudaChannelFormatKind { cudaChannelFormatKindSigned = 0, cudaChannelFormatKindUnsigned = 1, cudaChannelFormatKindFloat = 2, cudaChannelFormatKindNone = 3 };
struct cudaChannelFormatDesc { int x; int y; int z; int w; cudaChannelFormatKind f; };
enum cudaResourceType { cudaResourceTypeArray = 0, cudaResourceTypeMipmappedArray = 1, cudaResourceTypeLinear = 2, cudaResourceTypePitch2D = 3 };
enum cudaTextureAddressMode { cudaAddressModeWrap = 0, cudaAddressModeClamp = 1, cudaAddressModeMirror = 2, cudaAddressModeBorder = 3 };
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
enum cudaResourceViewFormat { cudaResViewFormatNone = 0 };
enum { cudaArrayDefault = 0, cudaArrayLayered = 1, cudaArraySurfaceLoadStore = 2, cudaArrayCubemap = 4, cudaArrayTextureGather = 8 };
struct cudaArray { void *__data; cudaChannelFormatDesc __desc; unsigned long __width; unsigned long __height; unsigned long __elem; unsigned int __flags; int __live; };
typedef struct cudaArray *cudaArray_t;
typedef const struct cudaArray *cudaArray_const_t;
struct cudaMipmappedArray;
typedef struct cudaMipmappedArray *cudaMipmappedArray_t;
typedef unsigned long long cudaTextureObject_t;
typedef unsigned long long cudaSurfaceObject_t;
enum cudaSurfaceBoundaryMode { cudaBoundaryModeZero = 0, cudaBoundaryModeClamp = 1, cudaBoundaryModeTrap = 2 };
enum cudaSurfaceFormatMode { cudaFormatModeForced = 0, cudaFormatModeAuto = 1 };
struct cudaResourceDesc {
	cudaResourceType resType;
	union {
		struct { cudaArray_t array; } array;
		struct { cudaMipmappedArray_t mipmap; } mipmap;
		struct { void *devPtr; cudaChannelFormatDesc desc; unsigned long sizeInBytes; } linear;
		struct { void *devPtr; cudaChannelFormatDesc desc; unsigned long width; unsigned long height; unsigned long pitchInBytes; } pitch2D;
		struct { int reserved[32]; } reserved;
	} res;
	unsigned int flags;
};
struct cudaTextureDesc {
	cudaTextureAddressMode addressMode[3];
	cudaTextureFilterMode filterMode;
	cudaTextureReadMode readMode;
	int sRGB;
	float borderColor[4];
	int normalizedCoords;
	unsigned int maxAnisotropy;
	cudaTextureFilterMode mipmapFilterMode;
	float mipmapLevelBias;
	float minMipmapLevelClamp;
	float maxMipmapLevelClamp;
	int disableTrilinearOptimization;
	int seamlessCubemap;
};
struct cudaResourceViewDesc {
	cudaResourceViewFormat format; unsigned long width; unsigned long height; unsigned long depth;
	unsigned int firstMipmapLevel; unsigned int lastMipmapLevel; unsigned int firstLayer; unsigned int lastLayer;
	unsigned int reserved[16];
};
static cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, cudaChannelFormatKind f) {
	cudaChannelFormatDesc d; d.x = x; d.y = y; d.z = z; d.w = w; d.f = f; return d;
}
static cudaChannelFormatDesc cudaCreateChannelDescHalf() { return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat); }
static cudaChannelFormatDesc cudaCreateChannelDescHalf1() { return cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat); }
static cudaChannelFormatDesc cudaCreateChannelDescHalf2() { return cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindFloat); }
static cudaChannelFormatDesc cudaCreateChannelDescHalf4() { return cudaCreateChannelDesc(16, 16, 16, 16, cudaChannelFormatKindFloat); }
__CHANNEL_DESCS__
static unsigned long __simtlab_texel_size(const cudaChannelFormatDesc *d) {
	int b[4] = {d->x, d->y, d->z, d->w};
	int n = 0;
	while (n < 4 && b[n] != 0) {
		if (b[n] != b[0]) return 0;
		n++;
	}
	for (int i = n; i < 4; i++) if (b[i] != 0) return 0;
	if (n == 0 || n == 3 || (b[0] != 8 && b[0] != 16 && b[0] != 32)) return 0;
	if (d->f == cudaChannelFormatKindFloat) return b[0] == 8 ? 0 : n * b[0] / 8;
	if (d->f != cudaChannelFormatKindSigned && d->f != cudaChannelFormatKindUnsigned) return 0;
	return n * b[0] / 8;
}
cudaError_t cudaMallocArray(cudaArray_t *array, const cudaChannelFormatDesc *desc, size_t width, size_t height = 0, unsigned int flags = 0) {
	if (array == 0 || desc == 0) return __simtlab_api_result(cudaErrorInvalidValue);
	unsigned long elem = __simtlab_texel_size(desc);
	if (elem == 0) return __simtlab_api_result(cudaErrorInvalidChannelDescriptor);
	if (width == 0 || width > 131072 || height > 65536) return __simtlab_api_result(cudaErrorInvalidValue);
	void *p = 0;
	cudaError_t err = cudaMalloc(&p, width * (height ? height : 1) * elem);
	if (err != cudaSuccess) return err;
	cudaArray_t a = (cudaArray_t)malloc(sizeof(struct cudaArray));
	a->__data = p; a->__desc = *desc; a->__width = width; a->__height = height; a->__elem = elem; a->__flags = flags; a->__live = 1;
	*array = a;
	return __simtlab_api_result(cudaSuccess);
}
cudaError_t cudaFreeArray(cudaArray_t array) {
	if (array == 0) return __simtlab_api_result(cudaSuccess);
	if (array->__live != 1) return __simtlab_api_result(cudaErrorInvalidValue);
	array->__live = 0;
	return cudaFree(array->__data);
}
static char *__simtlab_array_at(cudaArray_const_t a, size_t wOffset, size_t hOffset, size_t width, size_t height) {
	size_t rows = a->__height ? a->__height : 1, pitch = a->__width * a->__elem;
	if (wOffset > pitch || width > pitch - wOffset || hOffset > rows || height > rows - hOffset) return 0;
	return (char *)a->__data + hOffset * pitch + wOffset;
}
cudaError_t cudaMemcpy2DToArrayAsync(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, cudaMemcpyKind kind, cudaStream_t stream = 0) {
	if (dst == 0 || dst->__live != 1) return __simtlab_api_result(cudaErrorInvalidResourceHandle);
	if (width > spitch && height > 1) return __simtlab_api_result(cudaErrorInvalidPitchValue);
	char *at = __simtlab_array_at(dst, wOffset, hOffset, width, height);
	if (at == 0) return __simtlab_api_result(cudaErrorInvalidValue);
	return cudaMemcpy2DAsync(at, dst->__width * dst->__elem, src, spitch, width, height, kind, stream);
}
cudaError_t cudaMemcpy2DToArray(cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, cudaMemcpyKind kind) {
	cudaError_t err = cudaMemcpy2DToArrayAsync(dst, wOffset, hOffset, src, spitch, width, height, kind, 0);
	return err == cudaSuccess ? cudaDeviceSynchronize() : err;
}
cudaError_t cudaMemcpy2DFromArrayAsync(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, cudaMemcpyKind kind, cudaStream_t stream = 0) {
	if (src == 0 || src->__live != 1) return __simtlab_api_result(cudaErrorInvalidResourceHandle);
	if (width > dpitch && height > 1) return __simtlab_api_result(cudaErrorInvalidPitchValue);
	char *at = __simtlab_array_at(src, wOffset, hOffset, width, height);
	if (at == 0) return __simtlab_api_result(cudaErrorInvalidValue);
	return cudaMemcpy2DAsync(dst, dpitch, at, src->__width * src->__elem, width, height, kind, stream);
}
cudaError_t cudaMemcpy2DFromArray(void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, cudaMemcpyKind kind) {
	cudaError_t err = cudaMemcpy2DFromArrayAsync(dst, dpitch, src, wOffset, hOffset, width, height, kind, 0);
	return err == cudaSuccess ? cudaDeviceSynchronize() : err;
}
cudaError_t cudaMemcpy2DArrayToArray(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, cudaMemcpyKind kind = cudaMemcpyDeviceToDevice) {
	if (dst == 0 || dst->__live != 1 || src == 0 || src->__live != 1) return __simtlab_api_result(cudaErrorInvalidResourceHandle);
	char *to = __simtlab_array_at(dst, wOffsetDst, hOffsetDst, width, height);
	char *from = __simtlab_array_at(src, wOffsetSrc, hOffsetSrc, width, height);
	if (to == 0 || from == 0) return __simtlab_api_result(cudaErrorInvalidValue);
	cudaError_t err = cudaMemcpy2D(to, dst->__width * dst->__elem, from, src->__width * src->__elem, width, height, kind);
	return err == cudaSuccess ? cudaDeviceSynchronize() : err;
}
cudaError_t cudaArrayGetInfo(cudaChannelFormatDesc *desc, cudaExtent *extent, unsigned int *flags, cudaArray_t array) {
	if (array == 0 || array->__live != 1) return __simtlab_api_result(cudaErrorInvalidResourceHandle);
	if (desc) *desc = array->__desc;
	if (extent) *extent = make_cudaExtent(array->__width, array->__height, 0);
	if (flags) *flags = array->__flags;
	return __simtlab_api_result(cudaSuccess);
}
cudaError_t cudaGetChannelDesc(cudaChannelFormatDesc *desc, cudaArray_const_t array) {
	if (array == 0 || array->__live != 1) return __simtlab_api_result(cudaErrorInvalidResourceHandle);
	if (desc == 0) return __simtlab_api_result(cudaErrorInvalidValue);
	*desc = array->__desc;
	return __simtlab_api_result(cudaSuccess);
}
struct __simtlab_texture { cudaTextureObject_t obj; cudaResourceDesc res; cudaTextureDesc tex; cudaResourceViewDesc view; __simtlab_texture *next; };
static __simtlab_texture *__simtlab_textures = 0;
static unsigned int __simtlab_float_bits(float f) { union { float f; unsigned int u; } v; v.f = f; return v.u; }
static cudaError_t __simtlab_make_object(unsigned long long magic, cudaTextureObject_t *pTexObject, const cudaResourceDesc *pResDesc, const cudaTextureDesc *pTexDesc, const cudaResourceViewDesc *pResViewDesc) {
	if (pTexObject == 0 || pResDesc == 0) return __simtlab_api_result(cudaErrorInvalidValue);
	if (pTexDesc == 0) return __simtlab_api_result(cudaErrorInvalidResourceHandle);
	const cudaTextureDesc *td = pTexDesc;
	if ((int)td->filterMode < 0 || (int)td->filterMode > 1 || (int)td->readMode < 0 || (int)td->readMode > 1) return __simtlab_api_result(cudaErrorInvalidValue);
	for (int i = 0; i < 3; i++) if ((int)td->addressMode[i] < 0 || (int)td->addressMode[i] > 3) return __simtlab_api_result(cudaErrorInvalidValue);
	unsigned long long w[20];
	for (int i = 0; i < 20; i++) w[i] = 0;
	cudaChannelFormatDesc desc;
	const char *data = 0;
	unsigned long elem = 0, width = 0, height = 1, pitch = 0, size = 0;
	if (pResDesc->resType == cudaResourceTypeArray) {
		cudaArray_t a = pResDesc->res.array.array;
		if (a == 0 || a->__live != 1) return __simtlab_api_result(cudaErrorInvalidResourceHandle);
		desc = a->__desc; elem = a->__elem; data = (const char *)a->__data;
		width = a->__width; height = a->__height ? a->__height : 1; pitch = width * elem;
	} else if (pResDesc->resType == cudaResourceTypeLinear) {
		desc = pResDesc->res.linear.desc; data = (const char *)pResDesc->res.linear.devPtr;
		elem = __simtlab_texel_size(&desc);
		if (data == 0 || (unsigned long)data % 256 != 0) return __simtlab_api_result(cudaErrorInvalidValue);
		if (elem == 0) return __simtlab_api_result(cudaErrorInvalidChannelDescriptor);
		size = pResDesc->res.linear.sizeInBytes;
		if (size / elem > 268435456UL) return __simtlab_api_result(cudaErrorInvalidValue);
		width = size / elem;
	} else if (pResDesc->resType == cudaResourceTypePitch2D) {
		desc = pResDesc->res.pitch2D.desc; data = (const char *)pResDesc->res.pitch2D.devPtr;
		elem = __simtlab_texel_size(&desc);
		if (data == 0 || (unsigned long)data % 256 != 0) return __simtlab_api_result(cudaErrorInvalidValue);
		if (elem == 0) return __simtlab_api_result(cudaErrorInvalidChannelDescriptor);
		width = pResDesc->res.pitch2D.width; height = pResDesc->res.pitch2D.height; pitch = pResDesc->res.pitch2D.pitchInBytes;
		if (pitch % 32 != 0 || pitch > 2097120 || width > 131072 || height > 65000 || width * elem > pitch) return __simtlab_api_result(cudaErrorInvalidValue);
	} else {
		return __simtlab_api_result(cudaErrorInvalidValue);
	}
	// linear filtering needs float results: float texels, or 8- and 16-bit
	// integers read as normalized floats; 32-bit integers never normalize
	int isFloat = desc.f == cudaChannelFormatKindFloat, normalizes = !isFloat && desc.x < 32;
	if (td->filterMode == cudaFilterModeLinear && !isFloat && !(normalizes && td->readMode == cudaReadModeNormalizedFloat))
		return __simtlab_api_result(cudaErrorInvalidFilterSetting);
	if (td->readMode == cudaReadModeNormalizedFloat && !normalizes) return __simtlab_api_result(cudaErrorInvalidNormSetting);
	int channels = elem * 8 / desc.x;
	w[0] = magic;
	w[1] = desc.f; w[2] = desc.x; w[3] = channels; w[4] = pResDesc->resType;
	w[5] = td->filterMode; w[6] = td->readMode; w[7] = td->normalizedCoords != 0;
	w[8] = td->addressMode[0]; w[9] = td->addressMode[1];
	w[10] = (unsigned long long)data; w[11] = pitch; w[12] = width; w[13] = height; w[14] = size;
	for (int i = 0; i < 4; i++) w[15 + i] = __simtlab_float_bits(td->borderColor[i]);
	void *obj = 0;
	cudaError_t err = cudaMalloc(&obj, sizeof w);
	if (err != cudaSuccess) return err;
	err = cudaMemcpy(obj, w, sizeof w, cudaMemcpyHostToDevice);
	if (err != cudaSuccess) return err;
	__simtlab_texture *t = (__simtlab_texture *)malloc(sizeof(__simtlab_texture));
	t->obj = (cudaTextureObject_t)obj; t->res = *pResDesc; t->tex = *pTexDesc; t->next = __simtlab_textures;
	if (pResViewDesc) t->view = *pResViewDesc; else memset(&t->view, 0, sizeof t->view);
	__simtlab_textures = t;
	*pTexObject = t->obj;
	return __simtlab_api_result(cudaSuccess);
}
cudaError_t cudaCreateTextureObject(cudaTextureObject_t *pTexObject, const cudaResourceDesc *pResDesc, const cudaTextureDesc *pTexDesc, const cudaResourceViewDesc *pResViewDesc) {
	return __simtlab_make_object(0x53494d544c544558ULL, pTexObject, pResDesc, pTexDesc, pResViewDesc); // "SIMTLTEX"
}
// A surface object is a texture object's descriptor with a magic of its
// own, over a CUDA array only (any array: the H200 does not ask for
// cudaArraySurfaceLoadStore).
cudaError_t cudaCreateSurfaceObject(cudaSurfaceObject_t *pSurfObject, const cudaResourceDesc *pResDesc) {
	if (pResDesc != 0 && pResDesc->resType != cudaResourceTypeArray) return __simtlab_api_result(cudaErrorInvalidValue);
	cudaTextureDesc plain;
	memset(&plain, 0, sizeof plain);
	return __simtlab_make_object(0x53494d544c535246ULL, pSurfObject, pResDesc, &plain, 0); // "SIMTLSRF"
}
static __simtlab_texture *__simtlab_texture_of(cudaTextureObject_t obj) {
	for (__simtlab_texture *t = __simtlab_textures; t; t = t->next) if (obj != 0 && t->obj == obj) return t;
	return 0;
}
cudaError_t cudaDestroyTextureObject(cudaTextureObject_t texObject) {
	__simtlab_texture **p = &__simtlab_textures;
	while (*p && (*p)->obj != texObject) p = &(*p)->next;
	if (texObject == 0 || *p == 0) return __simtlab_api_result(cudaSuccess); // as the H200 answers
	__simtlab_texture *t = *p;
	*p = t->next;
	cudaError_t err = cudaFree((void *)t->obj);
	free(t);
	return err;
}
cudaError_t cudaDestroySurfaceObject(cudaSurfaceObject_t surfObject) { return cudaDestroyTextureObject(surfObject); }
cudaError_t cudaGetTextureObjectResourceDesc(cudaResourceDesc *pResDesc, cudaTextureObject_t texObject) {
	__simtlab_texture *t = __simtlab_texture_of(texObject);
	if (t == 0 || pResDesc == 0) return __simtlab_api_result(cudaErrorInvalidValue);
	*pResDesc = t->res;
	return __simtlab_api_result(cudaSuccess);
}
cudaError_t cudaGetSurfaceObjectResourceDesc(cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject) {
	return cudaGetTextureObjectResourceDesc(pResDesc, surfObject); // one registry holds both
}
cudaError_t cudaGetTextureObjectTextureDesc(cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject) {
	__simtlab_texture *t = __simtlab_texture_of(texObject);
	if (t == 0 || pTexDesc == 0) return __simtlab_api_result(cudaErrorInvalidValue);
	*pTexDesc = t->tex;
	return __simtlab_api_result(cudaSuccess);
}
cudaError_t cudaGetTextureObjectResourceViewDesc(cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject) {
	__simtlab_texture *t = __simtlab_texture_of(texObject);
	if (t == 0 || pResViewDesc == 0) return __simtlab_api_result(cudaErrorInvalidValue);
	*pResViewDesc = t->view;
	return __simtlab_api_result(cudaSuccess);
}
`

// channelDescTypes are the types of cudaCreateChannelDesc<T>(), with
// their channel bits, count and kind.
var channelDescTypes = []struct {
	name           string
	bits, channels int
	kind           string
}{
	{"char", 8, 1, "Signed"}, {"signed char", 8, 1, "Signed"}, {"unsigned char", 8, 1, "Unsigned"},
	{"char1", 8, 1, "Signed"}, {"uchar1", 8, 1, "Unsigned"}, {"char2", 8, 2, "Signed"}, {"uchar2", 8, 2, "Unsigned"},
	{"char4", 8, 4, "Signed"}, {"uchar4", 8, 4, "Unsigned"},
	{"short", 16, 1, "Signed"}, {"unsigned short", 16, 1, "Unsigned"}, {"short1", 16, 1, "Signed"}, {"ushort1", 16, 1, "Unsigned"},
	{"short2", 16, 2, "Signed"}, {"ushort2", 16, 2, "Unsigned"}, {"short4", 16, 4, "Signed"}, {"ushort4", 16, 4, "Unsigned"},
	{"int", 32, 1, "Signed"}, {"unsigned int", 32, 1, "Unsigned"}, {"int1", 32, 1, "Signed"}, {"uint1", 32, 1, "Unsigned"},
	{"int2", 32, 2, "Signed"}, {"uint2", 32, 2, "Unsigned"}, {"int4", 32, 4, "Signed"}, {"uint4", 32, 4, "Unsigned"},
	{"float", 32, 1, "Float"}, {"float1", 32, 1, "Float"}, {"float2", 32, 2, "Float"}, {"float4", 32, 4, "Float"},
}

// channelDescs is cudaCreateChannelDesc<T>() for each T, as overloads of
// __simtlab_channel_desc((T*)0), which withTextures writes for it.
func channelDescs() string {
	var b []byte
	for _, t := range channelDescTypes {
		bits := [4]int{}
		for i := 0; i < t.channels; i++ {
			bits[i] = t.bits
		}
		b = append(b, "static cudaChannelFormatDesc __simtlab_channel_desc("+t.name+" *) { return cudaCreateChannelDesc("...)
		for _, x := range bits {
			b = append(b, strconv.Itoa(x)+", "...)
		}
		b = append(b, "cudaChannelFormatKind"+t.kind+"); }\n"...)
	}
	return string(b)
}

// textureNames are the names that bring in textureSource.
var textureNames = map[string]bool{
	"cudaChannelFormatDesc": true, "cudaChannelFormatKind": true, "cudaCreateChannelDesc": true, "cudaCreateChannelDescHalf": true,
	"cudaCreateChannelDescHalf1": true, "cudaCreateChannelDescHalf2": true, "cudaCreateChannelDescHalf4": true,
	"cudaArray": true, "cudaArray_t": true, "cudaArray_const_t": true, "cudaMallocArray": true, "cudaFreeArray": true,
	"cudaMemcpy2DToArray": true, "cudaMemcpy2DToArrayAsync": true, "cudaMemcpy2DFromArray": true, "cudaMemcpy2DFromArrayAsync": true,
	"cudaArrayGetInfo": true, "cudaGetChannelDesc": true, "cudaMemcpy2DArrayToArray": true,
	"cudaTextureObject_t": true, "cudaResourceDesc": true, "cudaTextureDesc": true, "cudaResourceViewDesc": true,
	"cudaCreateTextureObject": true, "cudaDestroyTextureObject": true, "cudaGetTextureObjectResourceDesc": true,
	"cudaGetTextureObjectTextureDesc": true, "cudaGetTextureObjectResourceViewDesc": true,
	"cudaResourceType": true, "cudaTextureAddressMode": true, "cudaTextureFilterMode": true, "cudaTextureReadMode": true,
	"cudaSurfaceObject_t": true, "cudaCreateSurfaceObject": true, "cudaDestroySurfaceObject": true,
	"cudaGetSurfaceObjectResourceDesc": true, "cudaSurfaceBoundaryMode": true,
}

// textureFetches are the device fetches whose template form
// name<T>(args) becomes __simtlab_name((T*)0, args), a built-in
// overloaded on the pointer's type, at the call's own position (a fault
// in a fetch points at the student's line).
var textureFetches = map[string]bool{"tex1Dfetch": true, "tex1D": true, "tex2D": true, "cudaCreateChannelDesc": true,
	"surf1Dread": true, "surf2Dread": true, "surf1Dwrite": true, "surf2Dwrite": true}

// withTextures puts textureSource before toks when they name any of it,
// and rewrites the template forms of the fetches and of
// cudaCreateChannelDesc.
func withTextures(toks []token.Token) []token.Token {
	var at *token.Token
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident {
			out = append(out, t)
			continue
		}
		if (textureNames[t.Text] || textureFetches[t.Text] && t.Text[0] == 's') && at == nil {
			at = &toks[i]
		}
		if !textureFetches[t.Text] || i+1 >= len(toks) || toks[i+1].Kind != token.Lss {
			out = append(out, t)
			continue
		}
		end := closeAngle(toks, i+1)
		if end < 0 || end+1 >= len(toks) || toks[end+1].Kind != token.LParen {
			out = append(out, t)
			continue
		}
		if at == nil {
			at = &toks[i]
		}
		if pointerForm(t.Text, toks, end+1) {
			// tex2D<float4>(&v, t, x, y): the pointer form, T written out
			out = append(out, t)
			i = end
			continue
		}
		name := t
		name.Text = "__simtlab_" + t.Text
		if t.Text == "cudaCreateChannelDesc" {
			name.Text = "__simtlab_channel_desc"
		}
		out = append(append(append(out, name), synth(t, "((")...), toks[i+2:end]...)
		out = append(out, synth(t, "*)0")...)
		i = end + 1 // the call's '('
		if i+1 < len(toks) && toks[i+1].Kind != token.RParen {
			out = append(out, synth(t, ",")...)
		}
	}
	if at == nil {
		return toks
	}
	src := strings.Replace(textureSource, "__CHANNEL_DESCS__", channelDescs(), 1)
	return append(synth(*at, src), out...)
}

// valueArgs is how many arguments the value form of a read takes, at
// most (a surface read's boundary mode may be left out).
var valueArgs = map[string]int{"tex1Dfetch": 2, "tex1D": 2, "tex2D": 3, "surf1Dread": 3, "surf2Dread": 4}

// pointerForm reports whether the call whose '(' is at open is the pointer
// form of read name, tex2D<T>(&v, t, x, y): more arguments than the value
// form takes, or, for a surface read, a first argument taking an address.
func pointerForm(name string, toks []token.Token, open int) bool {
	most, ok := valueArgs[name]
	close := matchingClose(toks, open, token.LParen, token.RParen, token.Semi)
	if !ok || close < 0 {
		return false
	}
	return len(splitArgs(toks[open+1:close])) > most || name[0] == 's' && close > open+1 && toks[open+1].Kind == token.And
}
