// <cstdarg> is for variadic host functions: va_start needs a function
// whose parameters end with '...', and device code has none.
#include <cstdio>
#include <cstdarg>

void fixed(int n)
{
    va_list ap;
    va_start(ap, n); // ERROR "va_start needs a function whose parameters end with '...'"
    va_end(ap);
}

__device__ int first(int n, ...)
{
    va_list ap;
    va_start(ap, n); // ERROR "va_start in device code: CUDA's device code has no <cstdarg>"
    int v = va_arg(ap, int);
    va_end(ap);
    return v;
}

int main()
{
    fixed(1);
    return 0;
}
