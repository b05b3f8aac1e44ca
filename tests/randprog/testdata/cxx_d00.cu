// Random C++ pieces (tests/randprog/gen, kind cxx, seed 50000).
#include <cstdio>
#include <vector>
#include <algorithm>
#include <numeric>
#include <string>
#include <utility>
#include <iostream>
#include <iomanip>

struct Tracerp1 {
    static int live;
    int id;
    Tracerp1(int i) : id(i) { live++; printf("p1 make %d (%d live)\n", id, live); }
    Tracerp1(const Tracerp1 &o) : id(o.id + 100) { live++; printf("p1 copy %d\n", id); }
    ~Tracerp1() { live--; printf("p1 drop %d (%d live)\n", id, live); }
};
int Tracerp1::live = 0;
Tracerp1 passp1(Tracerp1 t) { return Tracerp1(t.id + 1); }
struct Tracerp2 {
    static int live;
    int id;
    Tracerp2(int i) : id(i) { live++; printf("p2 make %d (%d live)\n", id, live); }
    Tracerp2(const Tracerp2 &o) : id(o.id + 100) { live++; printf("p2 copy %d\n", id); }
    ~Tracerp2() { live--; printf("p2 drop %d (%d live)\n", id, live); }
};
int Tracerp2::live = 0;
Tracerp2 passp2(Tracerp2 t) { return Tracerp2(t.id + 1); }

int main() {
    {
        long long v = -287486631201ll;
        std::cout << "p0 [" << std::setprecision(4) << v << "] [" << std::setprecision(4) << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    {
        Tracerp1 a(0);
        {
            Tracerp1 b(15);
            Tracerp1 c = passp1(b);
        }
        Tracerp1 d(a);
        printf("p1 end %d\n", Tracerp1::live);
    }
    {
        Tracerp2 a(6);
        {
            Tracerp2 b(18);
            Tracerp2 c = passp2(b);
        }
        Tracerp2 d(a);
        printf("p2 end %d\n", Tracerp2::live);
    }
    {
        double v = 26.75;
        std::cout << "p3 [" << std::fixed << v << "] [" << std::hex << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
    return 0;
}
