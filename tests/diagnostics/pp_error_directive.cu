// #error stops compilation with its message.
#define BLOCK 2048
#if BLOCK > 1024
#error "BLOCK must not exceed 1024 threads" // ERROR "BLOCK must not exceed 1024 threads"
#endif

int main() { return 0; }
