// std::string in host code around a kernel: building messages, to_string,
// comparisons, substr/find, and a string's characters processed on the GPU.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#include <iostream>

__global__ void caesar(const char *in, char *out, int n, int shift) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    char c = in[i];
    if (c >= 'a' && c <= 'z') c = 'a' + (c - 'a' + shift) % 26;
    else if (c >= 'A' && c <= 'Z') c = 'A' + (c - 'A' + shift) % 26;
    out[i] = c;
}

std::string describe(const std::string &name, int blocks, int threads) {
    return name + "<<<" + std::to_string(blocks) + ", " + std::to_string(threads) + ">>>";
}

void check(cudaError_t e, const std::string &where) {
    if (e != cudaSuccess) std::cout << "error in " << where << ": " << cudaGetErrorString(e) << std::endl;
}

int main() {
    std::string text = "Warps of Thirty-Two Threads march in Lockstep";
    int n = (int)text.size();
    char *dIn, *dOut;
    check(cudaMalloc(&dIn, n + 1), "cudaMalloc in");
    check(cudaMalloc(&dOut, n + 1), "cudaMalloc out");
    check(cudaMemcpy(dIn, text.c_str(), n + 1, cudaMemcpyHostToDevice), "copy in");
    int threads = 32, blocks = (n + threads - 1) / threads;
    caesar<<<blocks, threads>>>(dIn, dOut, n, 3);
    check(cudaGetLastError(), describe("caesar", blocks, threads));
    std::vector<char> buf(n + 1, 0);
    check(cudaMemcpy(buf.data(), dOut, n, cudaMemcpyDeviceToHost), "copy out");
    std::string coded(buf.data());
    std::cout << describe("caesar", blocks, threads) << " -> " << coded << std::endl;

    size_t at = coded.find("Wkluwb");
    std::cout << "found at " << at << ", missing " << (coded.find('@') == std::string::npos) << std::endl;
    std::string word = coded.substr(at, 6);
    std::cout << word << " " << word.length() << " " << (word == "Wkluwb") << (word < coded) << std::endl;

    std::vector<std::string> parts;
    std::string cur;
    for (char c : text) {
        if (c == ' ') {
            parts.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    parts.push_back(cur);
    std::string joined;
    for (size_t i = 0; i < parts.size(); i++) {
        if (i) joined += "|";
        joined += parts[i];
    }
    std::cout << parts.size() << " words: " << joined << std::endl;
    std::string stars(5, '*');
    stars.push_back('!');
    int total = std::stoi("120") + std::stoi(std::to_string(3));
    printf("%s %d %s\n", stars.c_str(), total, std::to_string(0.125).c_str());
    check(cudaMemcpy(dIn, dOut, 1 << 20, cudaMemcpyDeviceToDevice), "oversized copy");
    cudaFree(dIn);
    cudaFree(dOut);
    return 0;
}
