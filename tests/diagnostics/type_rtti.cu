// dynamic_cast and typeid need run-time type information, which the lab
// does not keep: both are refused with a message. (Access specifiers,
// public, protected and private, are accepted and not checked.)
#include <cstdio>

class Animal {
public:
    virtual ~Animal() {}
    virtual const char *kind() const { return "animal"; }
protected:
    int legs = 4;
};

class Dog : public Animal {
public:
    const char *kind() const override { return "dog"; }
};

int main() {
    Dog d;
    Animal *a = &d;
    Dog *back = dynamic_cast<Dog *>(a); // ERROR "dynamic_cast is not supported: the lab keeps no run-time type information"
    printf("%s\n", typeid(*a).name()); // ERROR "typeid is not supported: the lab keeps no run-time type information"
    printf("%s %p\n", a->kind(), (void *)back);
    return 0;
}
