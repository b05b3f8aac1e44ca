// What the lab does not run of C++'s destructors is refused with a
// message, never run at a different moment than C++ would.
#include <cstdio>
#include <vector>
#include <memory>

struct Log {
    int id;
    Log(int i) : id(i) {}
    ~Log() { printf("end %d\n", id); }
    int get() const { return id; }
};

Log global_log(1); // ERROR "'global_log' has a destructor and static storage"

Log make(int i) { return Log(i); }

struct HostEnd {
    int v;
    __device__ HostEnd(int x) : v(x) {}
    ~HostEnd() {} // a host function only
};

__global__ void kernel(int *out) {
    HostEnd here(threadIdx.x);
    out[threadIdx.x] = here.v;
} // ERROR "HostEnd::~HostEnd\(\) is a host function; it cannot be called from device code"

int main() {
    Log row[2] = {Log(2), Log(3)}; // ERROR "arrays of objects with a destructor \(Log\) are not supported yet"
    int n = Log(4).get();     // destroyed at the end of the declaration
    if (make(6).get() > 5) n++; // ERROR "this makes a temporary Log"
    make(5);                  // destroyed at the end of the statement, as in C++
    n += n > 3 ? make(5).get() : 0; // ERROR "this makes a temporary Log"
    Log kept(6);
    switch (n) {
    case 4:
        Log inside(7); // ERROR "'inside' has a destructor: declare it inside braces"
        break;
    }
    std::vector<Log> logs; // a vector of them runs their destructors (parser/objectvector.go)
    auto owned = std::make_unique<Log>(9); // ERROR "a unique_ptr of Log, which has a destructor, is not supported yet"
    Log *heap = new Log(8);
    delete heap; // runs ~Log, then frees the memory
    if (n == 4) goto done; // ERROR "goto in a block with objects that have destructors \(kept\)"
    n++;
done:
    return 0;
}
