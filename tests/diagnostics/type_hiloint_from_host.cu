// __double2hiint is a device intrinsic: host code cannot call it.
#include <cstdio>

int main() {
    double d = 1.5;
    printf("%d\n", __double2hiint(d)); // ERROR "device|cannot be called from (the )?host|__double2hiint"
    return 0;
}
