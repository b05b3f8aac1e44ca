#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cmath>
int main(int argc, char **argv) {
    int n = 1024;
    if (argc > 1) n = atoi(argv[1]);
    printf("argc %d n %d %s\n", argc, n, argc > 0 ? "has argv0" : "");
    int k = 0;
    int r = scanf("%d", &k);
    printf("scanf %d %d\n", r, k);
    int c = getchar();
    printf("getchar %d %d\n", c, c == EOF);
    char buf[16];
    char *g = fgets(buf, sizeof buf, stdin);
    printf("fgets %d\n", g == NULL);
    puts("puts line");
    fputs("fputs line\n", stdout);
    putchar('x'); putchar('\n');
    fprintf(stdout, "to stdout %d\n", 5);
    fflush(stdout);
    printf("%.3f %.3f %d\n", fmod(7.5, 2.0), hypot(3.0, 4.0), (int)round(2.5));
    clock_t t = clock();
    printf("%d\n", t >= 0);
    return EXIT_SUCCESS;
}
// Output:
// argc 1 n 1024 has argv0
// scanf -1 0
// getchar -1 1
// fgets 1
// puts line
// fputs line
// x
// to stdout 5
// 1.500 5.000 3
// 1
