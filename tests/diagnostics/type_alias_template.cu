// An alias template with a parameter pack: the lab expands alias templates
// where they are used (sim/engine/testdata/host_alias_templates.cu), but
// not variadic ones, and says so at the use.
// sanitizer-tool: none
#include <cstdio>

template <typename... Ts> using first = int;

int main() {
    first<float, char> n = 3; // ERROR "alias template 'first' is not supported in lab programs: it has a parameter pack"
    printf("%d\n", n);
    return 0;
}
