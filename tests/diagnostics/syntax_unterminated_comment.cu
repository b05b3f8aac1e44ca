// A block comment that is never closed.
int main() {
    int x = 1;
    /* this comment has no end // ERROR "unterminated comment"
    return x;
}
