#include <cstdio>
#include <chrono>
using namespace std::chrono;
int main() {
    auto start = high_resolution_clock::now();
    long s = 0; for (int i = 0; i < 100; i++) s += i;
    auto stop = high_resolution_clock::now();
    auto us = duration_cast<microseconds>(stop - start);
    milliseconds ms = duration_cast<milliseconds>(stop - start);
    duration<double> secs = stop - start;
    std::chrono::duration<float, std::milli> fms = stop - start;
    printf("%ld %d %d %d %d\n", s, us.count() >= 0, ms.count() >= 0, secs.count() >= 0.0, fms.count() >= 0.0f);
    return 0;
}
// Output:
// 4950 1 1 1 1
