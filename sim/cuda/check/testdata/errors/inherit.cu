// Inheritance and virtual functions used wrongly.
#include <cstdio>

enum Color { Red };
union Bits { int i; float f; };

struct FromEnum : Color { int a; }; /* ERROR "enum Color cannot be a base: only structs and classes can" */
struct FromUnion : Bits { int a; }; /* ERROR "union Bits cannot be a base" */
struct Self : Self { int a; }; /* ERROR "base struct Self is incomplete" */
union Derived : FromEnum { int b; }; /* ERROR "a union cannot have a base" */

struct Shape {
    virtual float area() const = 0;
    int id;
};
struct Square : Shape {
    float s;
    float area() const override { return s * s; }
};
struct Other { int x; void f() {} };

float use(Square *sq, Other *o, const Shape *sh) {
    Shape *up = sq;
    Other *bad = sq; /* ERROR "cannot convert struct Square \* to struct Other \*" */
    Square *down = sh; /* ERROR "cannot convert const struct Shape \* to struct Square \*" */
    Square *cast = static_cast<Square *>(const_cast<Shape *>(sh));
    sq->Other::f(); /* ERROR "Other is not struct Square or a base of it" */
    sq->Shape::nothing(); /* ERROR "struct Shape has no member function nothing" */
    return up->area() + cast->area() + bad->x + down->s;
}

struct A { int a; };
struct B : virtual A { int b; }; /* ERROR "virtual base classes are not supported" */
struct C : A, Other { int c; }; /* ERROR "multiple inheritance is not supported" */
