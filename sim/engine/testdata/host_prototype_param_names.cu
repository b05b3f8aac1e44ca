#include <cstdio>
float reduce(const float *a, int n, float (*op)(float, float));
float addf(float a, float b) { return a + b; }
float maxf(float a, float b) { return a > b ? a : b; }
float reduce(const float *a, int n, float (*f)(float, float)) {
    float r = a[0];
    for (int i = 1; i < n; i++) r = f(r, a[i]);
    return r;
}
void run(void (*cb)(int));
void show(int x) { printf("cb %d\n", x); }
void run(void (*cb)(int)) { cb(5); }
int main() {
    float a[4] = {1, 4, 2, 3};
    printf("%f %f\n", reduce(a, 4, addf), reduce(a, 4, maxf));
    run(show);
    return 0;
}
// Output:
// 10.000000 4.000000
// cb 5
