// A missing header stops the compilation, as in a C compiler: the rest of
// the file would only produce errors about the header's missing names.
#include "helpers.h" /* ERROR "cannot include \"helpers.h\"" */

int main() {
    CHECK(cudaMalloc(&p, N));
    return helper(undefined);
}
