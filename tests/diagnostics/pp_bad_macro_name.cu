// A macro name must be an identifier.
#define 3D_BLOCK 64 // ERROR "macro name"

int main() { return 0; }
