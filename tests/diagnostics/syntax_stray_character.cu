// A character that is not part of the C language.
int main() {
    int x = 3 @ 4; // ERROR "unexpected character '@'|stray '@'"
    return x;
}
