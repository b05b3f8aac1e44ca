int f(int a) {
    int x = a + 1 /* ERROR "expected ';' after declaration" */
    int y = x * 2;
    y = y + 1 /* ERROR "expected ';' after expression" */
    return y;
}

int g(int a) {
    if (a > 0 { /* ERROR "expected '\)' after if condition" */
        return 1;
    }
    return 0;
}

int h(int a) {
    return a + ; /* ERROR "expected an expression, found ';'" */
}

int m(int a) {
    case 1: /* ERROR "'case' label not directly inside a switch statement" */
    else return 2; /* ERROR "'else' without a matching 'if'" */
    return a;
}

float bad = 1.0e; /* ERROR "invalid floating literal '1.0e'" */
int bad2 = 09; /* ERROR "invalid integer literal '09'" */
char c = '\q'; /* ERROR "invalid character literal" */

int main() {
    goto end; /* ERROR "use of undeclared label .end." */
    return 0;
}
