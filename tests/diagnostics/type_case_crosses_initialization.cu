// A case label after a declaration with an initializer in the switch's
// own block: the jump to it would skip the initialization (g++ rejects
// it in nvcc's host pass). Braces around the first case's statements fix it.
#include <cstdio>
__host__ __device__ int pick(int k) {
    int r = 0;
    switch (k) {
    case 0:
        int twice = 2 * k;
        r = twice;
    case 1: // ERROR "jump to case label crosses the initialization of 'twice' \(line 9\)"
        r += 1;
        break;
    }
    return r;
}
int main() {
    printf("%d\n", pick(1));
    return 0;
}
