#include <cstdio>
#include <cstdlib>
#include <cstring>

typedef struct { int a; double b; } Pair;

static int counter = 5;

int sum(const int *v, int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) s += v[i];
    return s;
}

void bump(int &x) { x += 10; }

int main(int argc, char **argv) {
    srand(1);
    int r1 = rand(), r2 = rand();
    printf("%d %d\n", r1, r2);
    int *v = (int *)calloc(10, sizeof(int));
    for (int i = 0; i < 10; i++) v[i] = i * i;
    printf("sum=%d\n", sum(v, 10));
    memset(v, 0, 5 * sizeof(int));
    printf("sum=%d\n", sum(v, 10));
    Pair p = {3, 2.5};
    Pair q = p;
    q.a++;
    printf("%d %.1f %d\n", p.a, q.b, q.a);
    bump(counter);
    printf("counter=%d argc=%d\n", counter, argc);
    unsigned char c = 250;
    c += 10;
    int neg = -7;
    printf("%d %d %d %u\n", c, neg / 2, neg % 3, (unsigned)neg);
    long long big = 1LL << 40;
    printf("%lld %d\n", big, (int)(big >> 38));
    switch (counter) {
    case 14: printf("14\n");
    case 15: printf("15\n"); break;
    default: printf("other\n");
    }
    free(v);
    return 0;
}
// Output:
// 1804289383 846930886
// sum=285
// sum=255
// 3 2.5 4
// counter=15 argc=1
// 4 -3 -1 4294967289
// 1099511627776 4
// 15
