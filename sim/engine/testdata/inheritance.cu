// Inheritance corners the conformance programs leave out: arrays of
// polymorphic objects (each element constructed), static members and
// default member initializers reached through a base, members defined
// outside the struct, new without parentheses, delete of a null pointer,
// a virtual call in a destructor, and a base that is a struct template
// instance. (Constructors that count in a static member are defined after
// its definition: one checked before it would count in a separate copy.)
#include <cstdio>

struct Animal {
    static int made;
    int legs = 4;
    Animal();
    virtual const char *sound() const;
    virtual ~Animal();
};
int Animal::made = 0;
Animal::Animal() { made++; }
const char *Animal::sound() const { return "..."; }
Animal::~Animal() { printf("~Animal says %s\n", sound()); }

struct Dog : Animal {
    const char *sound() const override;
    ~Dog() { printf("~Dog says %s\n", sound()); }
};
const char *Dog::sound() const { return "woof"; }

struct Bird : Animal {
    Bird() { legs = 2; }
    const char *sound() const override { return "tweet"; }
    int count() const { return made; }
};

struct Shape {
    static int made;
    Shape();
    virtual int sides() const { return 0; }
};
int Shape::made = 0;
Shape::Shape() { made++; }
struct Tri : Shape {
    int sides() const override { return 3; }
};
struct Quad : Shape {
    int sides() const override { return 4; }
    int count() const { return made; }
};

template <typename T> struct Box {
    T v = 1;
    virtual T get() const { return v; }
};
struct Doubled : Box<int> {
    int get() const override { return 2 * v; }
};

int main() {
    Tri tris[2];
    Quad quads[2][3];
    Shape *all[3] = {&tris[1], &quads[1][2], &quads[0][0]};
    for (int i = 0; i < 3; i++) printf("%d sides\n", all[i]->sides());
    printf("made %d (Quad::made %d, count %d)\n", Shape::made, Quad::made, quads[0][1].count());
    Dog dog;
    Bird bird;
    Animal *zoo[2] = {&dog, &bird};
    for (int i = 0; i < 2; i++) printf("%s with %d legs\n", zoo[i]->sound(), zoo[i]->legs);
    printf("animals made %d (Bird::made %d, count %d)\n", Animal::made, Bird::made, bird.count());
    Animal *a = new Dog;
    delete a;
    Animal *none = nullptr;
    delete none;
    Doubled d;
    Box<int> &box = d;
    printf("box %d\n", box.get());
    return 0;
}

// Output:
// 3 sides
// 4 sides
// 4 sides
// made 8 (Quad::made 8, count 8)
// woof with 4 legs
// tweet with 2 legs
// animals made 2 (Bird::made 2, count 2)
// ~Dog says woof
// ~Animal says ...
// box 2
// ~Animal says ...
// ~Dog says woof
// ~Animal says ...
