// A header that is neither a standard nor a CUDA header.
#include <cstdio>
#include "my_helpers.h" // ERROR "(cannot include|cannot open|not found).*my_helpers\.h|my_helpers\.h.*(not found|no such file)"

int main() { return 0; }
