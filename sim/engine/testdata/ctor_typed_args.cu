// `T x(U(...), ...)` is an object when an argument cannot be a parameter
// declaration, and a function declaration when all can.
#include <cstdio>

struct vec3 {
    float x, y, z;
    vec3(float a, float b, float c) : x(a), y(b), z(c) {}
};
struct ray {
    vec3 o, d;
    ray(vec3 a, vec3 b) : o(a), d(b) {}
    vec3 at(float t) const { return vec3(o.x + t * d.x, o.y + t * d.y, o.z + t * d.z); }
};
struct Two {};
struct Box {
    int k;
    Box() : k(7) {}
    Box(Two) : k(9) {}
};

ray axis(vec3(1.5f, 0, 0), vec3(0, 0, 1));
Box make(Two());
Box make(Two (*)()) { return Box(Two()); }
Two two() { return Two(); }

int main() {
    for (int i = 0; i < 3; i++) {
        ray r(vec3(i * 0.5f, 0, 0), vec3(0, 0, 1));
        vec3 p = r.at(2);
        printf("%g %g %g\n", p.x, p.y, p.z);
    }
    int n(int(2.5f) + 1);
    vec3 v(float(n), 2, 3);
    printf("%d %g %g %d\n", n, v.x, axis.o.x, make(two).k);
    return 0;
}
// Output:
// 0 0 2
// 0.5 0 2
// 1 0 2
// 3 3 1.5 9
