package gen

import (
	"fmt"
	"strings"
)

// The runtime kind: the CUDA runtime API as a student's host code calls
// it, right and wrong, each call's error name printed and the device
// buffers' contents printed as hashes after the calls that change them:
// memsets and copies inside and past their allocations, symbols with
// offsets, launches with valid and invalid configurations, dynamic shared
// memory with and without the attribute that allows more than 48 KB,
// pitched allocations and 2D copies, pointer, function (all but numRegs,
// which only ptxas knows), occupancy and
// device attributes, limits, managed memory, streams, events, error names
// and strings, the last error's reset and, at the end of some programs, a
// sticky fault.

var runtimeAttrs = []string{
	"cudaDevAttrMaxThreadsPerBlock", "cudaDevAttrMaxBlockDimX", "cudaDevAttrMaxBlockDimZ", "cudaDevAttrMaxGridDimX",
	"cudaDevAttrMaxGridDimY", "cudaDevAttrMaxSharedMemoryPerBlock", "cudaDevAttrTotalConstantMemory", "cudaDevAttrWarpSize",
	"cudaDevAttrMaxRegistersPerBlock", "cudaDevAttrMultiProcessorCount", "cudaDevAttrComputeCapabilityMajor",
	"cudaDevAttrComputeCapabilityMinor", "cudaDevAttrL2CacheSize", "cudaDevAttrMaxThreadsPerMultiProcessor",
	"cudaDevAttrMaxSharedMemoryPerMultiprocessor", "cudaDevAttrMaxRegistersPerMultiprocessor", "cudaDevAttrManagedMemory",
	"cudaDevAttrMaxSharedMemoryPerBlockOptin", "cudaDevAttrGlobalMemoryBusWidth", "cudaDevAttrConcurrentKernels",
	"cudaDevAttrMaxBlocksPerMultiprocessor", "cudaDevAttrUnifiedAddressing", "cudaDevAttrCooperativeLaunch",
	"cudaDevAttrAsyncEngineCount", "cudaDevAttrTextureAlignment", "cudaDevAttrMaxPitch",
}

var runtimeErrorCodes = []int{0, 1, 2, 3, 4, 9, 11, 12, 13, 17, 35, 46, 98, 100, 101, 200, 209, 300, 400, 500, 600,
	700, 701, 702, 710, 716, 719, 720, 801, 999, 12345}

// runtimeStep writes step i of a program whose device buffers d[0..2]
// hold n[0..2] ints.
func (g *gen) runtimeStep(i int, n [3]int) string {
	k := g.pick(3)
	other := (k + 1 + g.pick(2)) % 3
	show := func(b int) string { return fmt.Sprintf(`show("%d d%d", d[%d], %d);`, i, b, b, n[b]) }
	launchCfg := func() (string, string) {
		switch g.pick(8) {
		case 0:
			return "0", "128"
		case 1:
			return "1", []string{"1025", "2048", "0"}[g.pick(3)]
		case 2:
			return "dim3(1, 65536)", "64"
		case 3:
			return "2", "dim3(32, 32, 2)"
		case 4:
			return "3", "dim3(8, 8, 65)"
		}
		return fmt.Sprint(1 + g.pick(20)), fmt.Sprint([]int{32, 64, 96, 128, 256, 512, 1024, 33, 1}[g.pick(9)])
	}
	switch g.pick(22) {
	case 0:
		off, cnt := g.pick(n[k]), g.pick(n[k])
		bytes := fmt.Sprintf("%d * sizeof(int)", min(cnt, n[k]-off))
		if g.chance(0.25) {
			bytes = []string{"(size_t)1 << 40", fmt.Sprintf("%d * sizeof(int) + %d", n[k]-off, 1+g.pick(8)), "0"}[g.pick(3)]
		}
		return fmt.Sprintf(`    e = cudaMemset(d[%d] + %d, %d, %s); printf("%d memset %%s\n", cudaGetErrorName(e)); %s`,
			k, off, []int{0, 1, 0x7f, 0xff, 0x1ab, -1}[g.pick(6)], bytes, i, show(k))
	case 1:
		cnt := 1 + g.pick(min(n[k], n[other]))
		src, dst := g.pick(n[k]-cnt+1), g.pick(n[other]-cnt+1)
		kind := []string{"cudaMemcpyDeviceToDevice", "cudaMemcpyDefault"}[g.pick(2)]
		bytes := fmt.Sprintf("%d * sizeof(int)", cnt)
		if g.chance(0.2) {
			bytes = "(size_t)1 << 40"
		}
		return fmt.Sprintf(`    e = cudaMemcpy(d[%d] + %d, d[%d] + %d, %s, %s); printf("%d d2d %%s\n", cudaGetErrorName(e)); %s`,
			other, dst, k, src, bytes, kind, i, show(other))
	case 2:
		cnt := 1 + g.pick(n[k])
		dst := g.pick(n[k] - cnt + 1)
		return fmt.Sprintf(`    for (int j = 0; j < %[3]d; j++) host[j] = j * %[4]d - %[5]d;
    e = cudaMemcpy(d[%[1]d] + %[2]d, host, %[3]d * sizeof(int), %[6]s); printf("%[7]d h2d %%s\n", cudaGetErrorName(e)); %[8]s`,
			k, dst, cnt, 1+g.pick(1000), g.pick(5000), []string{"cudaMemcpyHostToDevice", "cudaMemcpyDefault"}[g.pick(2)], i, show(k))
	case 3:
		off := g.pick(80)
		cnt := 1 + g.pick(20)
		sym := []string{"c_table", "d_counter"}[g.pick(2)]
		return fmt.Sprintf(`    for (int j = 0; j < %[3]d; j++) host[j] = %[4]d + j;
    e = cudaMemcpyToSymbol(%[1]s, host, %[3]d * sizeof(int), %[2]d * sizeof(int)); printf("%[5]d to %[1]s %%s\n", cudaGetErrorName(e));
    e = cudaMemcpyFromSymbol(host, %[1]s, sizeof(int), %[6]d * sizeof(int)); printf("%[5]d from %[1]s %%s %%d\n", cudaGetErrorName(e), host[0]);`,
			sym, off, cnt, g.pick(100), i, g.pick(70))
	case 4:
		grid, block := launchCfg()
		kernel := fmt.Sprintf("fillPattern<<<%s, %s>>>(d[%d], %d, %d)", grid, block, k, n[k], g.pick(100))
		if g.chance(0.4) {
			kernel = fmt.Sprintf("addTable<<<%s, %s>>>(d[%d], %d)", grid, block, k, n[k])
		}
		return fmt.Sprintf(`    %s; e = cudaGetLastError(); printf("%d launch %%s", cudaGetErrorName(e));
    e = cudaGetLastError(); printf(" then %%s", cudaGetErrorName(e)); e = cudaDeviceSynchronize(); printf(" sync %%s\n", cudaGetErrorName(e)); %s`,
			kernel, i, show(k))
	case 5:
		threads := []int{32, 64, 128, 256, 1024}[g.pick(5)]
		dyn := []string{fmt.Sprint(threads * 4), "48 * 1024", "48 * 1024 + 4", "100 * 1024", "227 * 1024", "227 * 1024 + 4", "0"}[g.pick(7)]
		attr := ""
		if g.chance(0.5) {
			attr = fmt.Sprintf(`e = cudaFuncSetAttribute(dynShared, cudaFuncAttributeMaxDynamicSharedMemorySize, %s); printf("%d attr %%s\n", cudaGetErrorName(e));
    `, []string{"64 * 1024", "227 * 1024", "228 * 1024", "200 * 1024"}[g.pick(4)], i)
		}
		return fmt.Sprintf(`    %[1]sdynShared<<<%[2]d, %[3]d, %[4]s>>>(d[%[5]d], %[6]d); e = cudaGetLastError(); printf("%[7]d dynamic shared %%s", cudaGetErrorName(e));
    e = cudaDeviceSynchronize(); printf(" sync %%s\n", cudaGetErrorName(e)); %[8]s`,
			attr, 1+g.pick(4), threads, dyn, k, n[k], i, show(k))
	case 6:
		w, h := 1+g.pick(300), 1+g.pick(12) // within bytesHost, pitch and all
		hostPitch := w + g.pick(8)
		if g.chance(0.15) {
			hostPitch = w - 1
		}
		return fmt.Sprintf(`    { int *p = nullptr; size_t pitch = 0; e = cudaMallocPitch((void **)&p, &pitch, %[2]d, %[3]d); printf("%[1]d pitch %%s %%zu\n", cudaGetErrorName(e), pitch);
      cudaMemset(p, 0x11, pitch * %[3]d);
      for (int j = 0; j < 4096; j++) bytesHost[j] = (unsigned char)(j * 7 + 3);
      e = cudaMemcpy2D(p, pitch, bytesHost, %[4]d, %[2]d, %[3]d, cudaMemcpyHostToDevice); printf("%[1]d 2d in %%s", cudaGetErrorName(e));
      e = cudaMemset2D(p, pitch, 0x5a, %[5]d, %[6]d); printf(" memset2d %%s", cudaGetErrorName(e));
      memset(bytesHost, 0, 4096);
      e = cudaMemcpy2D(bytesHost, %[2]d, p, pitch, %[2]d, %[3]d, cudaMemcpyDeviceToHost); printf(" out %%s", cudaGetErrorName(e));
      unsigned s = 0; for (int j = 0; j < %[2]d * %[3]d; j++) s = s * 31u + bytesHost[j];
      printf(" %%08x\n", s); cudaFree(p); }`, i, w, h, hostPitch, g.pick(w+1), g.pick(h+1))
	case 7:
		ptr := []string{"d[0]", "host", "managed", "pinned", "&e", "nullptr", "d[1] + 5", "(char *)managed + 3"}[g.pick(8)]
		return fmt.Sprintf(`    { cudaPointerAttributes a; memset(&a, 0, sizeof a); e = cudaPointerGetAttributes(&a, %[2]s);
      printf("%[1]d pointer %%s type %%d device %%d dev %%d host %%d\n", cudaGetErrorName(e), (int)a.type, a.device, a.devicePointer != nullptr, a.hostPointer != nullptr); }`, i, ptr)
	case 8:
		kernel := []string{"fillPattern", "addTable", "dynShared"}[g.pick(3)]
		return fmt.Sprintf(`    { cudaFuncAttributes fa; memset(&fa, 0, sizeof fa); e = cudaFuncGetAttributes(&fa, %[2]s);
      printf("%[1]d func %%s threads %%d shared %%zu const %%zu local %%zu dyn %%d ptx %%d bin %%d\n", cudaGetErrorName(e), fa.maxThreadsPerBlock,
             fa.sharedSizeBytes, fa.constSizeBytes, fa.localSizeBytes, fa.maxDynamicSharedSizeBytes, fa.ptxVersion, fa.binaryVersion); }`, i, kernel)
	case 9:
		kernel := []string{"fillPattern", "addTable", "dynShared"}[g.pick(3)]
		bs := []int{32, 64, 100, 128, 256, 512, 768, 1024, 1025, 0}[g.pick(10)]
		dyn := []int{0, 0, 1024, 16 * 1024, 48 * 1024, 100 * 1024, 300 * 1024}[g.pick(7)]
		return fmt.Sprintf(`    { int nb = -1; e = cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, %[2]s, %[3]d, %[4]d); printf("%[1]d occupancy %%s %%d\n", cudaGetErrorName(e), nb); }`,
			i, kernel, bs, dyn)
	case 10:
		var b strings.Builder
		for range 1 + g.pick(4) {
			a := runtimeAttrs[g.pick(len(runtimeAttrs))]
			fmt.Fprintf(&b, `    { int v = -1; e = cudaDeviceGetAttribute(&v, %[2]s, 0); printf("%[1]d %[2]s %%s %%d\n", cudaGetErrorName(e), v); }
`, i, a)
		}
		return strings.TrimRight(b.String(), "\n")
	case 11:
		return fmt.Sprintf(`    { int *p = nullptr; e = cudaMalloc(&p, %[2]d); printf("%[1]d malloc %%s", cudaGetErrorName(e));
      e = cudaFree(p); printf(" free %%s", cudaGetErrorName(e)); e = cudaFree(%[3]s); printf(" again %%s", cudaGetErrorName(e));
      e = cudaGetLastError(); printf(" last %%s", cudaGetErrorName(e)); e = cudaFree(nullptr); printf(" null %%s\n", cudaGetErrorName(e)); }`,
			i, 4*(1+g.pick(5000)), []string{"p", "host", "d[0] + 1", "p"}[g.pick(4)])
	case 12:
		return fmt.Sprintf(`    { void *p = nullptr; e = cudaMalloc(&p, %[2]s); printf("%[1]d huge %%s %%d", cudaGetErrorName(e), p == nullptr);
      e = cudaPeekAtLastError(); printf(" peek %%s", cudaGetErrorName(e)); e = cudaGetLastError(); printf(" last %%s", cudaGetErrorName(e));
      e = cudaGetLastError(); printf(" then %%s\n", cudaGetErrorName(e)); }`, i, []string{"(size_t)1 << 50", "(size_t)200 << 30", "0", "(size_t)-1"}[g.pick(4)])
	case 13:
		cnt := 1 + g.pick(64)
		return fmt.Sprintf(`    for (int j = 0; j < %[2]d; j++) managed[j] = j * %[3]d;
    fillPattern<<<1, %[2]d>>>(managed + %[2]d, %[2]d, %[4]d); e = cudaDeviceSynchronize();
    { unsigned long long s = 0; for (int j = 0; j < 2 * %[2]d; j++) s = s * 3 + (unsigned)managed[j]; printf("%[1]d managed %%s %%llu\n", cudaGetErrorName(e), s); }`,
			i, cnt, 1+g.pick(9), g.pick(50))
	case 14:
		cnt := 1 + g.pick(n[k])
		return fmt.Sprintf(`    { cudaStream_t s; e = cudaStreamCreate(&s); printf("%[1]d stream %%s", cudaGetErrorName(e));
      for (int j = 0; j < %[3]d; j++) pinned[j] = j ^ %[4]d;
      e = cudaMemcpyAsync(d[%[2]d], pinned, %[3]d * sizeof(int), cudaMemcpyHostToDevice, s); printf(" copy %%s", cudaGetErrorName(e));
      addTable<<<%[5]d, 128, 0, s>>>(d[%[2]d], %[3]d);
      e = cudaMemcpyAsync(pinned, d[%[2]d], %[3]d * sizeof(int), cudaMemcpyDeviceToHost, s); printf(" back %%s", cudaGetErrorName(e));
      e = cudaStreamSynchronize(s); printf(" sync %%s", cudaGetErrorName(e)); e = cudaStreamQuery(s); printf(" query %%s", cudaGetErrorName(e));
      unsigned long long sum = 0; for (int j = 0; j < %[3]d; j++) sum = sum * 7 + (unsigned)pinned[j];
      e = cudaStreamDestroy(s); printf(" destroy %%s %%llu\n", cudaGetErrorName(e), sum); }`, i, k, cnt, g.pick(1000), (cnt+127)/128)
	case 15:
		return fmt.Sprintf(`    { cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b); float ms = -1;
      e = cudaEventQuery(a); printf("%[1]d event query %%s", cudaGetErrorName(e));
      e = cudaEventElapsedTime(&ms, a, b); printf(" elapsed %%s", cudaGetErrorName(e));
      %[2]s
      e = cudaEventSynchronize(b); printf(" sync %%s", cudaGetErrorName(e)); e = cudaEventQuery(b); printf(" query %%s", cudaGetErrorName(e));
      e = cudaGetLastError(); printf(" last %%s\n", cudaGetErrorName(e)); cudaEventDestroy(a); cudaEventDestroy(b); }`,
			i, []string{"cudaEventRecord(a); cudaEventRecord(b);", "cudaEventRecord(b);", ""}[g.pick(3)])
	case 16:
		var codes []string
		for range 1 + g.pick(3) {
			codes = append(codes, fmt.Sprint(runtimeErrorCodes[g.pick(len(runtimeErrorCodes))]))
		}
		return fmt.Sprintf(`    { int codes[] = {%[2]s}; for (int c : codes) printf("%[1]d error %%d %%s: %%s\n", c, cudaGetErrorName((cudaError_t)c), cudaGetErrorString((cudaError_t)c)); }`,
			i, strings.Join(codes, ", "))
	case 17:
		limit := []string{"cudaLimitStackSize", "cudaLimitPrintfFifoSize", "cudaLimitMallocHeapSize"}[g.pick(3)]
		v := []int{1000, 1024, 4096, 5000, 1 << 20, 3 << 20, 12345}[g.pick(7)]
		return fmt.Sprintf(`    { size_t v = 0; e = cudaDeviceGetLimit(&v, %[2]s); printf("%[1]d limit %%s %%zu", cudaGetErrorName(e), v);
      e = cudaDeviceSetLimit(%[2]s, %[3]d); cudaDeviceGetLimit(&v, %[2]s); printf(" set %%s %%zu\n", cudaGetErrorName(e), v); }`, i, limit, v)
	case 18:
		fields := []string{
			`"name %s", p.name`, `"global %zu", p.totalGlobalMem`, `"shared %zu", p.sharedMemPerBlock`, `"regs %d", p.regsPerBlock`,
			`"warp %d", p.warpSize`, `"threads %d", p.maxThreadsPerBlock`, `"dims %d %d %d", p.maxThreadsDim[0], p.maxThreadsDim[1], p.maxThreadsDim[2]`,
			`"grid %d %d %d", p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2]`, `"const %zu", p.totalConstMem`,
			`"cc %d.%d", p.major, p.minor`, `"sms %d", p.multiProcessorCount`, `"l2 %d", p.l2CacheSize`,
			`"persisting %d", p.persistingL2CacheMaxSize`, `"per sm %d", p.maxThreadsPerMultiProcessor`,
			`"smem sm %zu", p.sharedMemPerMultiprocessor`, `"optin %zu", p.sharedMemPerBlockOptin`, `"reserved %zu", p.reservedSharedMemPerBlock`,
			`"regs sm %d", p.regsPerMultiprocessor`, `"bus %d", p.memoryBusWidth`, `"blocks sm %d", p.maxBlocksPerMultiProcessor`,
			`"managed %d", p.managedMemory`, `"pitch %zu", p.memPitch`, `"align %zu", p.textureAlignment`,
		}
		var parts []string
		for range 2 + g.pick(4) {
			parts = append(parts, fmt.Sprintf(`printf(" " %s);`, fields[g.pick(len(fields))]))
		}
		return fmt.Sprintf(`    { cudaDeviceProp p; e = cudaGetDeviceProperties(&p, 0); printf("%[1]d props %%s", cudaGetErrorName(e)); %[2]s printf("\n");
      e = cudaGetDeviceProperties(&p, %[3]d); printf("%[1]d props of another %%s\n", cudaGetErrorName(e)); }`, i, strings.Join(parts, " "), 1+g.pick(3))
	case 19:
		cnt := 1 + g.pick(n[k])
		return fmt.Sprintf(`    e = cudaMemcpy(host, d[%[2]d], %[3]d * sizeof(int), cudaMemcpyDeviceToHost); printf("%[1]d d2h %%s %%d %%d\n", cudaGetErrorName(e), host[0], host[%[3]d - 1]);`,
			i, k, cnt)
	case 20:
		return fmt.Sprintf(`    { int dev = -1, count = -1; e = cudaGetDevice(&dev); printf("%[1]d device %%s %%d", cudaGetErrorName(e), dev);
      e = cudaGetDeviceCount(&count); printf(" count %%s %%d", cudaGetErrorName(e), count >= 1);
      e = cudaSetDevice(%[2]d); printf(" set %%s", cudaGetErrorName(e)); e = cudaGetLastError(); printf(" last %%s\n", cudaGetErrorName(e)); }`,
			i, []int{0, 0, 64, -1}[g.pick(4)])
	}
	grid, block := launchCfg()
	return fmt.Sprintf(`    dynShared<<<%[1]s, %[2]s, %[3]d * sizeof(int)>>>(d[%[4]d], %[5]d); e = cudaPeekAtLastError(); printf("%[6]d peek %%s", cudaGetErrorName(e));
    e = cudaDeviceSynchronize(); printf(" sync %%s", cudaGetErrorName(e)); e = cudaGetLastError(); printf(" last %%s\n", cudaGetErrorName(e)); %[7]s`,
		grid, block, []int{1024, 32, 64, 256}[g.pick(4)], k, n[k], i, show(k))
}

func (g *gen) runtimeProgram(seed uint64) string {
	var n [3]int
	for j := range n {
		n[j] = 16 + g.pick(3000)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "// Random CUDA runtime calls (tests/randprog/gen, kind runtime, seed %d).\n", seed)
	b.WriteString(`#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__constant__ int c_table[64];
__device__ int d_counter[16];

__global__ void fillPattern(int *p, int n, int base) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) p[i] = base + i * 3;
}

// addTable reads constant memory and a __device__ array.
__global__ void addTable(int *p, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] += c_table[i % 64] + d_counter[i % 16];
}

// dynShared reverses each block's slice through dynamic shared memory.
__global__ void dynShared(int *p, int n) {
    extern __shared__ int s[];
    int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
    s[t] = i < n ? p[i] : -1;
    __syncthreads();
    if (i < n) p[i] = s[blockDim.x - 1 - t] + 1;
}

__global__ void writeThrough(int *p) { p[threadIdx.x] = threadIdx.x; }

static int host[4096];
static unsigned char bytesHost[4096];

// show prints a device buffer's hash and ends, with the copy's error.
static void show(const char *what, const int *d, int n) {
    static int h[4096];
    cudaError_t e = cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
    unsigned long long s = 0;
    for (int i = 0; i < n; i++) s = s * 1000003u + (unsigned)h[i];
    printf("%s: %s %016llx %d %d\n", what, cudaGetErrorName(e), s, h[0], h[n - 1]);
}

int main() {
    cudaError_t e;
    int *d[3];
`)
	for j, c := range n {
		fmt.Fprintf(&b, "    e = cudaMalloc(&d[%d], %d * sizeof(int)); fillPattern<<<4, 256>>>(d[%d], %d, %d);\n", j, c, j, c, 1000*j)
	}
	b.WriteString("    int *managed, *pinned;\n")
	b.WriteString("    cudaMallocManaged(&managed, 256 * sizeof(int));\n    cudaMallocHost(&pinned, 4096 * sizeof(int));\n")
	b.WriteString("    e = cudaDeviceSynchronize(); printf(\"setup %s\\n\", cudaGetErrorName(e));\n")
	for i := range 10 + g.pick(10) {
		b.WriteString(g.runtimeStep(i, n))
		b.WriteString("\n")
	}
	if g.chance(0.3) { // a fault that sticks: every later call returns it
		b.WriteString(`    writeThrough<<<1, 32>>>(nullptr); e = cudaDeviceSynchronize(); printf("fault %s", cudaGetErrorName(e));
    e = cudaGetLastError(); printf(" last %s", cudaGetErrorName(e)); e = cudaGetLastError(); printf(" again %s", cudaGetErrorName(e));
    { void *p; e = cudaMalloc(&p, 64); printf(" malloc %s", cudaGetErrorName(e)); }
    e = cudaMemcpy(host, d[0], 16, cudaMemcpyDeviceToHost); printf(" copy %s\n", cudaGetErrorName(e));
`)
	}
	b.WriteString("    for (int j = 0; j < 3; j++) cudaFree(d[j]);\n    cudaFree(managed);\n    cudaFreeHost(pinned);\n    printf(\"done\\n\");\n    return 0;\n}\n")
	return b.String()
}
