// A copy constructor that takes its argument by value would copy that
// argument with itself, without end; C++ rejects it, and so does the lab.
struct Id {
    int v;
    Id(int x) : v(x) {}
    Id(const Id o) : v(o.v) {}
};

int main() {
    Id a(3);
    Id b(a); // ERROR "the copy constructor of 'Id' takes its argument by value, so copying the argument would call it again; take a reference: Id\(const Id &\)"
    return b.v;
}
