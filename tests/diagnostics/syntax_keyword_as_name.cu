// A keyword used as a variable name.
int main() {
    int float = 3; // ERROR "expected (an identifier|identifier|a name)|keyword"
    return 0;
}
