// A function-like macro call whose argument list never closes.
#define SQUARE(x) ((x) * (x))

int main() { // ERROR "missing '}'|expected '}'"
    int v = SQUARE(3; // ERROR "unterminated (call of |argument list of )?macro|unterminated argument list"
    return v;
}
