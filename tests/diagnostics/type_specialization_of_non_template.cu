// An explicit specialization of a function that is not a template.
int scale(int x) { return 2 * x; }

template <> int scale<int>(int x) { return 3 * x; } // ERROR "not a function template|specialization"

int main() { return scale(2); }
