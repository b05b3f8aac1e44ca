// Thrust is not built in: the include itself says so, instead of an error at
// every thrust:: name below it.
#include <cstdio>
#include <thrust/device_vector.h> // ERROR "cannot include <thrust/device_vector\.h>: Thrust is not available in the lab"
#include <thrust/reduce.h>

int main() {
    thrust::device_vector<int> d(4, 1);
    printf("%d\n", thrust::reduce(d.begin(), d.end()));
    return 0;
}
