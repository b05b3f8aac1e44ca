// A second #else in the same #if block.
#ifdef FAST
int mode = 1;
#else
int mode = 2;
#else // ERROR "#else after #else"
int mode = 3;
#endif

int main() { return mode; }
