// std::minmax_element's range is evaluated twice in the lab (once for the minimum, once for
// the maximum): an argument with a side effect is refused instead of running twice.
#include <cstdio>
#include <algorithm>

int main() {
    int a[4] = {3, 1, 4, 1};
    int *p = a;
    auto r = std::minmax_element(p++, a + 4); // ERROR "std::minmax_element's arguments are evaluated twice in the lab: store this one in a variable first"
    printf("%d %d\n", *r.first, *r.second);
    return 0;
}
