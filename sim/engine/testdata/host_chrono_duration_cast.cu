// duration_cast to a duration<double>, nested in the template argument
// list, with and without chrono:: and a space in '> >'. The output is g++
// 12's (durations are not negative).
#include <cstdio>
#include <chrono>
using namespace std::chrono;
int main() {
    auto t1 = high_resolution_clock::now();
    auto t2 = high_resolution_clock::now();
    duration<double> d = duration_cast<duration<double>>(t2 - t1);
    double s = std::chrono::duration_cast<std::chrono::duration<double> >(t2 - t1).count();
    printf("%d %d\n", d.count() >= 0, s >= 0);
    return 0;
}
// Output:
// 1 1
