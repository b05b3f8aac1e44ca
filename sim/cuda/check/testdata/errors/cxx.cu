// C++ features the front end lowers, used wrongly.
#include <iostream>
#include <iomanip>
#include <vector>

struct V {
    float x, y;
    __host__ __device__ V(float a, float b) : x(a), y(b) {}
    __host__ __device__ float len2() const { return x * x + y * y; }
    __host__ __device__ void grow(float k) { x *= k; y *= k; }
    __host__ __device__ V operator+(const V &o) const { return V(x + o.x, y + o.y); }
    friend void pal(); /* ERROR "friend function 'pal' must be defined inside the struct" */
    ~V() = default;
};

struct NoOps { int a; };

enum class Small : float { X }; /* ERROR "an enum.s underlying type must be an integer type" */

int defaults(int a, int b = 2, int c) { return a + b + c; } /* ERROR "parameter 3 of 'defaults' needs a default argument" */

int selfdef(int a = selfdef()) { return a; } /* ERROR "the default argument of .selfdef. uses the function itself" */ /* ERROR "too few arguments to function .selfdef." */
int callsSelfdef() { return selfdef(); }

template <typename T> struct Box { T v; };
template <typename T> T unbox(Box<T> b) { return b.v; } /* ERROR "struct template 'Box' used with a function template's parameter" */

__global__ void kernel(float *out) {
    V v(1.0f, 2.0f);
    out[0] = v.len2();
    std::cout << "no" << std::endl; /* ERROR "std::cout cannot be used in device code" */
}

int main() {
    V a(1.0f, 2.0f);
    V b = V(3.0f); /* ERROR "no constructor of struct V takes \(float\)" */
    V c(1.0f, 2.0f, 3.0f); /* ERROR "no constructor of struct V takes \(float, float, float\)" */
    const V k(1.0f, 1.0f);
    k.grow(2.0f); /* ERROR "'V::grow' is not a const member function; it cannot be called on a const object" */
    (a + a).grow(2.0f); // a non-const member function on a temporary is valid C++
    a.shrink(); /* ERROR "V has no member function .shrink." */
    NoOps n1 = {1}, n2 = {2};
    NoOps n3 = n1 + n2; /* ERROR "invalid operands|cannot|no operator" */
    int &r; /* ERROR "reference variable 'r' needs an initialiser" */
    int &s = 3; /* ERROR "reference variable 's' must be bound to a variable or element" */
    float f = 1.0f;
    int &t = f; /* ERROR "reference variable 't' of type int cannot be bound to float" */
    int p = 3;
    std::cout << std::setprecision(p) << 1.5 << std::endl;
    std::cout << a << std::endl; /* ERROR "std::cout cannot print struct V" */
    int *q = &p;
    for (int x : q) p += x; /* ERROR "a range-for needs an array of known size or a std::vector, not int \*" */
    std::vector<int> vec(4);
    vec.push_back(1.5f, 2); /* ERROR "no member function vector<int>::push_back takes \(float, int\)" */
    return defaults(1, 2, 3) + (int)a.len2() + (int)b.len2() + (int)c.len2() + n3.a + r + s + t;
}
