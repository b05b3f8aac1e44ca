// std::cout's formatting state as iostream keeps it: set by manipulators
// when they run, so a helper function prints with what its caller set;
// std::cerr with a state of its own; setprecision and setw from variables;
// the program's own operator<< for its structs; ostream references and
// pointers; and a kernel's results printed through all of them.
#include <iostream>
#include <iomanip>
#include <string>
#include <vector>

struct Stat {
    std::string name;
    double mean, spread;
    int samples;
};

std::ostream &operator<<(std::ostream &os, const Stat &s) {
    os << std::left << std::setw(8) << s.name << std::right << " mean " << std::setw(10) << s.mean << " +- " << s.spread
       << " (" << s.samples << ")";
    return os;
}

struct Vec2 {
    float x, y;
};

std::ostream &operator<<(std::ostream &os, const Vec2 &v) { return os << "(" << v.x << ", " << v.y << ")"; }

void printRow(const std::vector<float> &row, int width) {
    for (size_t i = 0; i < row.size(); ++i) std::cout << std::setw(width) << row[i];
    std::cout << '\n';
}

void describe(std::ostream &out, const char *what, double v) { out << what << " = " << v << std::endl; }

__global__ void moments(const float *x, int n, float *out) {
    __shared__ float s1[64], s2[64];
    int t = threadIdx.x;
    float a = 0.0f, b = 0.0f;
    for (int i = t; i < n; i += blockDim.x) {
        a += x[i];
        b += x[i] * x[i];
    }
    s1[t] = a;
    s2[t] = b;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride) {
            s1[t] += s1[t + stride];
            s2[t] += s2[t + stride];
        }
        __syncthreads();
    }
    if (t == 0) {
        out[0] = s1[0] / n;
        out[1] = s2[0] / n - (s1[0] / n) * (s1[0] / n);
    }
}

int main() {
    const int n = 1000;
    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = 0.5f + (float)((i * 7919) % 1000) / 1000.0f;
    float *dx, *dout, res[2];
    cudaMalloc(&dx, n * sizeof(float));
    cudaMalloc(&dout, 2 * sizeof(float));
    cudaMemcpy(dx, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    moments<<<1, 64>>>(dx, n, dout);
    cudaMemcpy(res, dout, sizeof(res), cudaMemcpyDeviceToHost);

    // the default state, then fixed with a precision from a variable
    describe(std::cout, "mean", res[0]);
    int digits = 3;
    std::cout << std::fixed << std::setprecision(digits);
    describe(std::cout, "mean", res[0]);
    describe(std::cout, "variance", res[1]);
    // std::cerr keeps its own (default) state
    describe(std::cerr, "mean on cerr", res[0]);

    std::vector<Stat> stats = {{"kernel", res[0], res[1], n}, {"first", h[0], 0.0, 1}, {"tiny", 1e-7, 2.5e-9, 3}};
    for (const Stat &s : stats) std::cout << s << '\n';
    std::cout << std::scientific << std::setprecision(2) << stats[2] << "\n";
    std::cout << std::defaultfloat << std::setprecision(6);

    std::vector<float> row(h.begin(), h.begin() + 6);
    for (int w = 6; w <= 10; w += 4) printRow(row, w);
    std::cout << std::setfill('.') << std::fixed << std::setprecision(1);
    printRow(row, 7);
    std::cout << std::setfill(' ') << std::defaultfloat;

    Vec2 v{res[0], res[1]};
    std::ostream &out = std::cout;
    out << "v = " << v << ", precision " << out.precision() << std::endl;
    std::ostream *p = &std::cout;
    *p << std::hex << std::showbase << 255 << ' ' << std::uppercase << 48879 << std::dec << std::nouppercase << std::noshowbase << '\n';
    std::cout.precision(10);
    std::cout << "more digits " << res[0] << ' ' << std::boolalpha << (res[0] > 0.5f) << std::noboolalpha << '\n';
    std::cout.width(12);
    std::cout << std::left << "left" << "|" << std::right << std::endl;
    cudaFree(dx);
    cudaFree(dout);
    return 0;
}
