// goto jumps to a label of the same function, in a block around the goto,
// and never past a variable's initialization.
#include <cstdio>

__global__ void kernel(int *p) {
    if (threadIdx.x > 8) goto finish; // ERROR "jump to label 'finish' crosses the initialization of 'v'"
    int v = p[threadIdx.x];
    p[threadIdx.x] = v + 1;
finish:
    return;
}

int main() {
    int i = 0;
    goto missing; // ERROR "use of undeclared label 'missing'"
    if (i == 0) {
    inside:
        i++;
    }
    goto inside; // ERROR "a goto into a block it is not in \(label 'inside', line 17\) is not supported"
again:
    i++;
again: // ERROR "redefinition of label 'again'"
    if (i < 3) goto again;
    printf("%d\n", i);
    return 0;
}
