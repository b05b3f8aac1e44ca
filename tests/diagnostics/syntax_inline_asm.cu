// Malformed asm statements: a template that is not a string, an operand without its
// expression, and a missing parenthesis.
#include <cstdio>

__global__ void kernel(int *out) {
    int x = threadIdx.x, y = 0;
    asm(x : "=r"(y)); // ERROR "asm statement: the template must be a string literal"
    asm("mov.u32 %0, %1;" : "=r" : "r"(x)); // ERROR "asm statement: expected \(expression\) after the constraint \"=r\""
    asm("mov.u32 %0, %1;" : "=r"(y) : "r"(x) : 5); // ERROR "the clobbers are string literals separated by commas"
    out[x] = y;
}

int main() {
    printf("ok\n");
    return 0;
}
