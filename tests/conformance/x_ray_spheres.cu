// An orthographic ray caster over spheres kept in constant memory: every
// thread shades one pixel by the nearest sphere it hits. The sphere data come
// from glibc's rand(); the kernel's arithmetic (squared distances compared
// with a squared radius, a square root of a difference of products) is where
// nvcc contracts products into FMAs, so the checksum shows whether the lab
// rounds the way the GPU does.
#include <cstdio>
#include <cstdlib>

#define W 96
#define H 64
#define BALLS 12
#define FAR -1e20f

struct Ball {
    float cx, cy, cz, rad;
    float red, green, blue;
    __device__ bool intersect(float px, float py, float &depth, float &shade) const {
        float ox = px - cx, oy = py - cy;
        float d2 = ox * ox + oy * oy;
        float r2 = rad * rad;
        if (d2 >= r2) return false;
        float h = sqrtf(r2 - d2);
        depth = cz + h;
        shade = h / rad;
        return true;
    }
};

__constant__ Ball scene[BALLS];

float uniform(float lo, float hi) { return lo + (hi - lo) * (rand() / (float)RAND_MAX); }

__global__ void render(uchar4 *img) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= W || y >= H) return;
    float px = x - W / 2 + 0.5f, py = y - H / 2 + 0.5f;
    float best = FAR, r = 0, g = 0, b = 0;
    for (int i = 0; i < BALLS; i++) {
        float depth, shade;
        if (scene[i].intersect(px, py, depth, shade) && depth > best) {
            best = depth;
            r = scene[i].red * shade;
            g = scene[i].green * shade;
            b = scene[i].blue * shade;
        }
    }
    img[y * W + x] = make_uchar4((unsigned char)(r * 255), (unsigned char)(g * 255), (unsigned char)(b * 255), 255);
}

int main() {
    srand(2024);
    Ball balls[BALLS];
    for (int i = 0; i < BALLS; i++) {
        balls[i].cx = uniform(-W / 2, W / 2);
        balls[i].cy = uniform(-H / 2, H / 2);
        balls[i].cz = uniform(-40, 40);
        balls[i].rad = uniform(4, 18);
        balls[i].red = uniform(0, 1);
        balls[i].green = uniform(0, 1);
        balls[i].blue = uniform(0, 1);
    }
    cudaMemcpyToSymbol(scene, balls, sizeof balls);
    uchar4 *dImg;
    cudaMalloc(&dImg, W * H * sizeof(uchar4));
    dim3 block(16, 8), grid((W + 15) / 16, (H + 7) / 8);
    render<<<grid, block>>>(dImg);
    static uchar4 img[W * H];
    cudaMemcpy(img, dImg, sizeof img, cudaMemcpyDeviceToHost);
    unsigned long long hash = 1469598103934665603ULL;
    long sum = 0;
    for (int i = 0; i < W * H; i++) {
        unsigned char c[3] = {img[i].x, img[i].y, img[i].z};
        for (int k = 0; k < 3; k++) {
            hash = (hash ^ c[k]) * 1099511628211ULL;
            sum += c[k];
        }
    }
    printf("fnv1a %016llx, channel sum %ld\n", hash, sum);
    const char *ramp = " .:-=+*#%@";
    for (int y = 0; y < H; y += 4) {
        for (int x = 0; x < W; x += 2) {
            uchar4 p = img[y * W + x];
            int lum = (p.x * 3 + p.y * 6 + p.z) / 10;
            putchar(ramp[lum * 9 / 255]);
        }
        putchar('\n');
    }
    for (int i = 0; i < 4; i++) {
        uchar4 p = img[(H / 2) * W + i * 20 + 7];
        printf("(%d,%d): %d %d %d\n", i * 20 + 7, H / 2, p.x, p.y, p.z);
    }
    cudaFree(dImg);
    return 0;
}
