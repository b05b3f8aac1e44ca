#include <cstdio>
struct Shape { float s; Shape(float x) : s(x) {} Shape(const Shape &o) : s(o.s + 1) {} virtual float area() const { return 0; } virtual ~Shape() {} };
struct Sq : Shape { Sq(float x) : Shape(x) {} float area() const override { return s * s; } };
struct Animal { virtual const char *name() const { return "animal"; } };
struct Dog : Animal { const char *name() const override { return "dog"; } };
void show(Animal a) { Animal *p = &a; printf("%s\n", p->name()); }
const char *via(const Animal &a) { return a.name(); }
int main() {
    Sq q(3);
    Shape s = q;
    Shape *ps = &s;
    printf("%f %f\n", ps->area(), s.s);
    Dog d;
    show(d);
    Animal a = d;
    printf("%s %s %s\n", via(a), via(d), a.name());
    Animal arr[2] = {Animal(), Animal()}; arr[0] = d;
    printf("%s\n", via(arr[0]));
    return 0;
}
// Output:
// 0.000000 4.000000
// animal
// animal dog animal
// animal
