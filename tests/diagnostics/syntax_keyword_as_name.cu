// A keyword used as a variable name.
int main() {
    int float = 3; // ERROR "expected identifier|keyword"
    return 0;
}
