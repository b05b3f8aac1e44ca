// std::ostringstream and std::stringstream as output streams with a state
// of their own: labels built from a kernel's results, a program's own
// operator<< writing into a string, str() and str("") to read and reset.
#include <iostream>
#include <sstream>
#include <iomanip>
#include <string>
#include <vector>
struct Pt { int x, y; };
std::ostream &operator<<(std::ostream &os, const Pt &p) { return os << "(" << p.x << "," << p.y << ")"; }
std::string label(int i, double v) {
    std::ostringstream oss;
    oss << "item_" << std::setw(3) << std::setfill('0') << i << "=" << std::fixed << std::setprecision(2) << v;
    return oss.str();
}
__global__ void squares(float *out) { out[threadIdx.x] = threadIdx.x * threadIdx.x * 0.5f; }

int main() {
    float *d, vals[8];
    cudaMalloc(&d, sizeof(vals));
    squares<<<1, 8>>>(d);
    cudaMemcpy(vals, d, sizeof(vals), cudaMemcpyDeviceToHost);
    std::ostringstream row;
    row << std::showpoint << std::setprecision(3);
    for (int i = 0; i < 8; ++i) row << (i ? " " : "") << vals[i];
    std::cout << "[" << row.str() << "]" << std::endl;
    cudaFree(d);
    std::stringstream ss;
    ss << "n=" << 42 << " x=" << 1.5 << " p=" << Pt{3, -4};
    std::cout << ss.str() << " len " << ss.str().size() << std::endl;
    for (int i = 0; i < 3; ++i) std::cout << label(i, i * 3.14159) << "\n";
    std::cout << 2.0 / 3 << "\n";
    ss.str("");
    ss << std::hex << 255;
    std::string h = ss.str();
    std::cout << h << " " << (h == "ff") << "\n";
    std::vector<std::string> parts;
    for (int i = 0; i < 4; ++i) { std::ostringstream o; o << "p" << i * i; parts.push_back(o.str()); }
    std::ostringstream joined;
    for (size_t i = 0; i < parts.size(); ++i) joined << (i ? "," : "") << parts[i];
    std::cout << joined.str() << std::endl;
    std::cerr << "done" << std::endl;
}
