#include <cstdio>
int main() {
    int n = 10;
    int hist[n] = {0};
    hist[3] += 2;
    printf("%d %d\n", hist[3], hist[9]);
    return 0;
}
