// An #if block that is never closed with #endif.
#define DEBUG 1

#if DEBUG // ERROR "unterminated #if|#if without (a matching )?#endif|missing #endif"
int debugLevel = 2;

int main() { return 0; }
