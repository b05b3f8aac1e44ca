// Structs with member functions declared inside functions: constructors
// with initializer lists, const members, a declarator after the body, two
// functions each with its own struct, and a local struct without members
// functions beside them. The output is g++ 12's.
#include <cstdio>
int tally(int n) {
    struct Counter {
        int total;
        Counter(int start) : total(start) {}
        void add(int k) { total += k * k; }
        int get() const { return total; }
    } c(100);
    for (int i = 1; i <= n; i++) c.add(i);
    return c.get();
}
double mean(const double *v, int n) {
    struct Stats {
        double sum = 0;
        int count = 0;
        void push(double x) { sum += x; count++; }
        double avg() const { return count ? sum / count : 0.0; }
    };
    Stats s;
    for (int i = 0; i < n; i++) s.push(v[i]);
    return s.avg();
}
int main() {
    struct Point { int x, y; } p = {3, 4};
    double v[] = {1.5, 2.5, 4.0};
    printf("%d %.4f %d\n", tally(4), mean(v, 3), p.x * p.y);
    return 0;
}
// Output:
// 130 2.6667 12
