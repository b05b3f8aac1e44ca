// An #if block that is never closed with #endif.
#define DEBUG 1

#if DEBUG // ERROR "unterminated #if|missing #endif"
int debugLevel = 2;

int main() { return 0; }
