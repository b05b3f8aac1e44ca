// helper_cuda.h as SIMT Lab builds it in: the error checks and device
// selection that the CUDA samples use, with the samples' messages. The lab
// has one GPU, the profile the program runs on.
#ifndef SIMTLAB_HELPER_CUDA_H
#define SIMTLAB_HELPER_CUDA_H
#include <cstdio>
#include <cstdlib>
#include <helper_string.h>

#ifndef EXIT_WAIVED
#define EXIT_WAIVED 2
#endif

static const char *_cudaGetErrorEnum(cudaError_t error) { return cudaGetErrorName(error); }

template <typename T>
void check(T result, char const *const func, const char *const file, int const line) {
    if (result) {
        fprintf(stderr, "CUDA error at %s:%d code=%d(%s) \"%s\" \n", file, line, (unsigned int)result,
                _cudaGetErrorEnum(result), func);
        exit(EXIT_FAILURE);
    }
}

#define checkCudaErrors(val) check((val), #val, __FILE__, __LINE__)
#define getLastCudaError(msg) __getLastCudaError(msg, __FILE__, __LINE__)
#define printLastCudaError(msg) __printLastCudaError(msg, __FILE__, __LINE__)

inline void __getLastCudaError(const char *errorMessage, const char *file, const int line) {
    cudaError_t err = cudaGetLastError();
    if (cudaSuccess != err) {
        fprintf(stderr, "%s(%i) : getLastCudaError() CUDA error : %s : (%d) %s.\n", file, line, errorMessage,
                (int)err, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

inline void __printLastCudaError(const char *errorMessage, const char *file, const int line) {
    cudaError_t err = cudaGetLastError();
    if (cudaSuccess != err) {
        fprintf(stderr, "%s(%i) : getLastCudaError() CUDA error : %s : (%d) %s.\n", file, line, errorMessage,
                (int)err, cudaGetErrorString(err));
    }
}

#ifndef MAX
#define MAX(a, b) (a > b ? a : b)
#endif

inline int ftoi(float value) { return value >= 0 ? (int)(value + 0.5) : (int)(value - 0.5); }

// Cores per SM and architecture names by compute capability, as the
// samples' tables give them.
inline int _ConvertSMVer2Cores(int major, int minor) {
    int sm = (major << 4) + minor;
    switch (sm) {
    case 0x30: case 0x32: case 0x35: case 0x37: return 192;
    case 0x50: case 0x52: case 0x53: return 128;
    case 0x60: return 64;
    case 0x61: case 0x62: return 128;
    case 0x70: case 0x72: case 0x75: return 64;
    case 0x80: return 64;
    case 0x86: case 0x87: case 0x89: return 128;
    case 0x90: return 128;
    case 0xa0: case 0xa1: case 0xc0: return 128;
    }
    printf("MapSMtoCores for SM %d.%d is undefined.  Default to use %d Cores/SM\n", major, minor, 128);
    return 128;
}

inline const char *_ConvertSMVer2ArchName(int major, int minor) {
    int sm = (major << 4) + minor;
    switch (sm) {
    case 0x30: case 0x32: case 0x35: case 0x37: return "Kepler";
    case 0x50: case 0x52: case 0x53: return "Maxwell";
    case 0x60: case 0x61: case 0x62: return "Pascal";
    case 0x70: return "Volta";
    case 0x72: return "Xavier";
    case 0x75: return "Turing";
    case 0x80: case 0x86: case 0x87: return "Ampere";
    case 0x89: return "Ada";
    case 0x90: return "Hopper";
    case 0xa0: case 0xa1: case 0xc0: return "Blackwell";
    }
    printf("MapSMtoArchName for SM %d.%d is undefined.  Default to use %s\n", major, minor, "Hopper");
    return "Hopper";
}

inline int gpuDeviceInit(int devID) {
    int device_count;
    checkCudaErrors(cudaGetDeviceCount(&device_count));
    if (device_count == 0) {
        fprintf(stderr, "gpuDeviceInit() CUDA error: no devices supporting CUDA.\n");
        exit(EXIT_FAILURE);
    }
    if (devID < 0) devID = 0;
    if (devID > device_count - 1) {
        fprintf(stderr, "\n");
        fprintf(stderr, ">> %d CUDA capable GPU device(s) detected. <<\n", device_count);
        fprintf(stderr, ">> gpuDeviceInit (-device=%d) is not a valid GPU device. <<\n", devID);
        fprintf(stderr, "\n");
        return -devID;
    }
    int major = 0, minor = 0;
    checkCudaErrors(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, devID));
    checkCudaErrors(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, devID));
    checkCudaErrors(cudaSetDevice(devID));
    printf("gpuDeviceInit() CUDA Device [%d]: \"%s\n", devID, _ConvertSMVer2ArchName(major, minor));
    return devID;
}

inline int gpuGetMaxGflopsDeviceId() {
    int device_count = 0;
    checkCudaErrors(cudaGetDeviceCount(&device_count));
    if (device_count == 0) {
        fprintf(stderr, "gpuGetMaxGflopsDeviceId() CUDA error: no devices supporting CUDA.\n");
        exit(EXIT_FAILURE);
    }
    return 0; // the lab's one device
}

inline int findCudaDevice(int argc, const char **argv) {
    int devID = 0;
    if (checkCmdLineFlag(argc, argv, "device")) {
        devID = getCmdLineArgumentInt(argc, argv, "device=");
        if (devID < 0) {
            printf("Invalid command line parameter\n ");
            exit(EXIT_FAILURE);
        }
        devID = gpuDeviceInit(devID);
        if (devID < 0) {
            printf("exiting...\n");
            exit(EXIT_FAILURE);
        }
    } else {
        devID = gpuGetMaxGflopsDeviceId();
        checkCudaErrors(cudaSetDevice(devID));
        int major = 0, minor = 0;
        checkCudaErrors(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, devID));
        checkCudaErrors(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, devID));
        printf("GPU Device %d: \"%s\" with compute capability %d.%d\n\n", devID, _ConvertSMVer2ArchName(major, minor),
               major, minor);
    }
    return devID;
}

inline bool checkCudaCapabilities(int major_version, int minor_version) {
    int dev, major = 0, minor = 0;
    checkCudaErrors(cudaGetDevice(&dev));
    checkCudaErrors(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev));
    checkCudaErrors(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev));
    if ((major > major_version) || (major == major_version && minor >= minor_version)) {
        printf("  Device %d: <%16s >, Compute SM %d.%d detected\n", dev, _ConvertSMVer2ArchName(major, minor), major,
               minor);
        return true;
    }
    printf("  No GPU device was found that can support CUDA compute capability %d.%d.\n", major_version,
           minor_version);
    return false;
}
#endif
