// Standard library types the lab's C++ library lacks are named as such,
// with what it has; a thread library as what the lab cannot do.
// sanitizer-tool: none
#include <cstdio>
#include <sstream>
#include <thread>

void work() {}

int main() {
    std::istringstream in; // ERROR "std::istringstream is not in the lab's C\+\+ library, which has vector, array, deque, .*unordered_set"
    std::thread t(work); // ERROR "std::thread is not available: the lab runs host code on one thread"
    printf("done\n");
    return 0;
}
