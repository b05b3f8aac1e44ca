#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <algorithm>
#include <functional>
#include <numeric>
int main() {
    char line[] = "a,b,,c";
    char *tok = strtok(line, ",");
    while (tok) { printf("[%s]", tok); tok = strtok(NULL, ","); }
    printf("\n");
    std::string s = "hello world hello";
    printf("%d %d %d\n", (int)s.rfind("hello"), (int)s.find_first_of("ow"), s.compare("hello"));
    printf("%s\n", std::to_string(2.5f).c_str());
    std::vector<std::vector<int>> grid(3, std::vector<int>(4, 1));
    grid[1][2] = 7;
    int tot = 0; for (auto &row : grid) for (int x : row) tot += x;
    printf("%d\n", tot);
    std::vector<int> v = {5, 2, 8};
    v.insert(v.begin() + 1, 9);
    printf("%d %d %d %d\n", v[0], v[1], v.back(), (int)v.size());
    std::sort(v.begin(), v.end(), std::greater<int>());
    printf("%d %d\n", v[0], v[3]);
    int sum = std::accumulate(v.begin(), v.end(), 0, std::plus<int>());
    printf("%d\n", sum);
    printf("%5.1f|%-5d|%*d|%.*f\n", 3.14159, 42, 6, 7, 2, 2.71828);
    printf("%s %c %%\n", "x", 'y');
    int arr[5] = {3, 1, 2};
    std::swap(arr[0], arr[1]);
    printf("%d %d %d\n", arr[0], arr[1], arr[4]);
    printf("%d\n", memcmp("abc", "abd", 3) < 0);
    long long big = atoll("123456789012");
    printf("%lld %d\n", big, abs(-5));
    printf("%.3e %g %G\n", 123456.0, 1e-5, 1e20);
    unsigned char bytes[4] = {0xde, 0xad, 0xbe, 0xef};
    unsigned u; memcpy(&u, bytes, 4); printf("%08x\n", u);
    auto sq = [](int x) { return x * x; };
    printf("%d\n", sq(7));
    return 0;
}
// Output:
// [a][b][c]
// 12 4 12
// 2.500000
// 18
// 5 9 8 4
// 9 2
// 24
//   3.1|42   |     7|2.72
// x y %
// 1 3 0
// 1
// 123456789012 5
// 1.235e+05 1e-05 1E+20
// efbeadde
// 49
