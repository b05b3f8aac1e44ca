// A std:: algorithm given something it cannot call: the error stands at
// the algorithm's call, where the lab's own code for it stands.
// sanitizer-tool: none
#include <algorithm>
#include <cstdio>

int main() {
    float a[4];
    std::generate(a, a + 4, 7); // ERROR "'gen' is not a function \(it is int\)"
    printf("%g\n", a[0]);
    return 0;
}
