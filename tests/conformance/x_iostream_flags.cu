// Temperature statistics per station, printed with iostreams.
#include <iostream>
#include <iomanip>
#include <cuda_runtime.h>

struct Stats {
    float mean;
    float minv;
    float maxv;
    double var;
    int below0;
    bool anyHot;
};

__global__ void stationStats(const float* temps, int days, int stations, Stats* out) {
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s >= stations) return;
    float sum = 0.0f, mn = 1e30f, mx = -1e30f;
    int cold = 0;
    for (int d = 0; d < days; d++) {
        float t = temps[s * days + d];
        sum += t;
        mn = fminf(mn, t);
        mx = fmaxf(mx, t);
        if (t < 0.0f) cold++;
    }
    float mean = sum / days;
    double var = 0.0;
    for (int d = 0; d < days; d++) {
        double diff = temps[s * days + d] - mean;
        var += diff * diff;
    }
    out[s].mean = mean;
    out[s].minv = mn;
    out[s].maxv = mx;
    out[s].var = var / (days - 1);
    out[s].below0 = cold;
    out[s].anyHot = mx > 30.0f;
}

int main() {
    const int stations = 5, days = 7;
    float temps[stations * days];
    for (int s = 0; s < stations; s++)
        for (int d = 0; d < days; d++)
            temps[s * days + d] = -12.5f + 9.1f * s + 1.7f * ((d * (s + 3)) % 5) + 0.01f * d;

    float* dT;
    Stats* dS;
    cudaMalloc(&dT, sizeof temps);
    cudaMalloc(&dS, stations * sizeof(Stats));
    cudaMemcpy(dT, temps, sizeof temps, cudaMemcpyHostToDevice);
    stationStats<<<1, 32>>>(dT, days, stations, dS);
    Stats st[stations];
    cudaMemcpy(st, dS, sizeof st, cudaMemcpyDeviceToHost);

    std::cout << "Raw (default stream formatting):" << std::endl;
    for (int s = 0; s < stations; s++)
        std::cout << "station " << s << ": mean " << st[s].mean << " min " << st[s].minv
                  << " max " << st[s].maxv << " var " << st[s].var << " cold " << st[s].below0
                  << " hot " << st[s].anyHot << '\n';

    std::cout << std::boolalpha << "\nFixed, 3 decimals:\n" << std::fixed << std::setprecision(3);
    for (int s = 0; s < stations; s++)
        std::cout << std::setw(3) << s << std::setw(10) << st[s].mean << std::setw(10) << st[s].var
                  << "  hot=" << st[s].anyHot << '\n';

    std::cout << "\nScientific:\n" << std::scientific;
    for (int s = 0; s < stations; s++) std::cout << st[s].var << (s + 1 < stations ? ", " : "\n");
    std::cout << std::uppercase << st[0].var * 1e-40 << ' ' << std::nouppercase << 1e300 * 1e10 << '\n';

    std::cout.unsetf(std::ios::floatfield);
    std::cout << std::setprecision(6) << std::noboolalpha;
    std::cout << "\nDefault again: " << 1.0f / 3.0f << ' ' << 1.0 / 3.0 << ' ' << 100.0 << ' '
              << 1234567.0 << ' ' << 0.0001234 << ' ' << -0.0 << ' ' << (st[1].mean > 0) << '\n';
    std::cout << std::setprecision(10) << 1.0f / 3.0f << ' ' << 1.0 / 3.0 << ' ' << 0.1f << '\n';
    std::cout << std::setprecision(6);

    char grade = 'B';
    signed char sc = -5;
    unsigned char uc = 200;
    std::cout << "chars: " << grade << ' ' << (int)grade << ' ' << sc << '|' << (int)sc << ' '
              << (int)uc << ' ' << grade + 1 << ' ' << char(grade + 1) << '\n';
    std::cout << "neg: " << -42 << ' ' << std::showpos << 42 << ' ' << 0 << std::noshowpos << ' '
              << std::hex << 255 << ' ' << std::showbase << 255 << ' ' << std::oct << 8 << std::dec
              << std::noshowbase << ' ' << -7 / 2 << ' ' << -7 % 2 << '\n';
    std::cout << std::left << std::setw(8) << "left" << '|' << std::right << std::setw(8) << "right"
              << '|' << std::setfill('*') << std::setw(6) << 42 << std::setfill(' ') << '|' << '\n';
    std::cout << std::internal << std::setw(8) << -15 << '|' << std::setw(10) << std::showpos
              << 3.5 << std::noshowpos << '|' << std::endl;
    cudaFree(dT);
    cudaFree(dS);
    return 0;
}
