// C++ exceptions: the lab has none (device code cannot throw), and says so at the try and the throw
// rather than calling them unknown names.
#include <cstdio>
#include <stdexcept>

void check(int code) {
    if (code != 0)
        throw std::runtime_error("failed"); // ERROR "C\+\+ exceptions \(try, throw, catch\) are not available"
}

int main() {
    try { // ERROR "report errors with a return value"
        check(1);
    } catch (const std::exception &e) {
        printf("%s\n", e.what());
    }
    return 0;
}
