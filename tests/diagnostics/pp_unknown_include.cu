// A header that is neither a standard nor a CUDA header.
#include <cstdio>
#include "my_helpers.h" // ERROR "my_helpers.h.*(not found|cannot open|no such)"

int main() { return 0; }
