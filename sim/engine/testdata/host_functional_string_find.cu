#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#include <algorithm>
#include <functional>
int main() {
    char a[] = "  one  two,three ";
    char *save;
    for (char *t = strtok_r(a, " ,", &save); t; t = strtok_r(NULL, " ,", &save)) printf("<%s>", t);
    char b[] = ",,,";
    printf(" %p\n", (void *)strtok(b, ","));
    std::string s = "a.b.c/d";
    printf("%lu %lu %lu %lu %lu\n", s.rfind('.'), s.rfind('.', 2), s.find_last_of("./"), s.find_first_not_of("a."), s.find_last_not_of("d/"));
    printf("%d %d %d\n", s.compare("a.b"), std::string("abc").compare("abd"), std::string("ab").compare(std::string("ab")));
    std::vector<float> v = {1.5f, -2.0f, 3.25f};
    std::sort(v.begin(), v.end(), std::less<float>());
    printf("%g %g %g\n", v[0], v[1], v[2]);
    std::vector<int> w = {4, 1, 3};
    std::stable_sort(w.begin(), w.end(), std::greater<int>());
    printf("%d %d %d %d\n", w[0], w[2], std::equal_to<int>()(3, 3), std::minus<int>()(3, 5));
    return 0;
}
// Output:
// <one><two><three> (nil)
// 3 1 5 2 4
// 4 -1 0
// -2 1.5 3.25
// 4 1 1 -2
