// An #endif with no #if before it.
int main() { return 0; }
#endif // ERROR "#endif without #if"
