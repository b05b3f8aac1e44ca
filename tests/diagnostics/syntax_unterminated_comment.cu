// A block comment that is never closed.
int main() { // ERROR "missing '}'|expected '}'"
    int x = 1;
    /* this comment has no end // ERROR "unterminated comment|comment not terminated"
    return x;
}
