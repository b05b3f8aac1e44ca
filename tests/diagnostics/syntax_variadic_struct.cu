// Variadic function templates are expanded per pack size (parser/packs.go);
// a struct template or a member function template with a parameter pack is
// not, and says so where the pack is.
// sanitizer-tool: none
#include <cstdio>

template <typename... Ts> struct Tuple { int n; }; // ERROR "a parameter pack is supported only in a function template at file scope"

struct Logger {
    template <typename... Args> void log(const char *fmt, Args... args) { printf(fmt, args...); } // ERROR "a parameter pack is supported only in a function template at file scope"
};

template <typename... Args>
int count(Args... args) { return (int)sizeof...(args); }

int main() {
    printf("%d\n", count(1, 2.5, 'c'));
    return 0;
}
