// Variadic function templates are expanded per pack size (parser/packs.go),
// member ones for up to four arguments; a struct template with a parameter
// pack is not, and says so where the pack is.
// sanitizer-tool: none
#include <cstdio>

template <typename... Ts> struct Tuple { int n; }; // ERROR "a parameter pack is supported only in a function template \(not in a struct template\)"

struct Logger {
    template <typename... Args> void log(const char *fmt, Args... args) { printf(fmt, args...); } // a member template: overloads for 0 to 4 arguments
};

template <typename... Args>
int count(Args... args) { return (int)sizeof...(args); }

int main() {
    printf("%d\n", count(1, 2.5, 'c'));
    return 0;
}
