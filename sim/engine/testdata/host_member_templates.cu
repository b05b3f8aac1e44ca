// Member function templates: deduced and explicit template arguments,
// const members, members of struct templates, x.template f<T>(), calls
// through pointers, and comparisons with a member that shares a member
// template's name; a static member function called through an object.
// The output is g++ 12's.
#include <cstdio>

struct Acc {
    double total;
    int count;
    template <typename T> void add(T x) { total += x; bump(); }
    void bump() { count++; }
    template <typename T> T scaled(T x) const { return (T)(x * count); }
    template <typename T, int N> T sumOf(const T *a) const {
        T s = 0;
        for (int i = 0; i < N; i++) s += a[i];
        return s * count;
    }
    template <typename T> T get() const { return (T)count / 2; }
};

template <typename V> struct Box {
    V v;
    template <typename U> U as() const { return (U)v; }
    template <typename U> void set(U u) { v = (V)u; }
};

struct Counter {
    int count;
    static int limit() { return 7; }
};

int main() {
    Acc a{0, 0};
    a.add(3);
    a.add(2.5f);
    a.add(1.25);
    printf("%g %d %d %g\n", a.total, a.count, a.scaled(7), a.scaled(0.5));
    float f[3] = {1, 2, 3};
    printf("%g %g %d\n", a.sumOf<float, 3>(f), a.get<float>(), a.template get<int>());
    Acc *p = &a;
    p->add(10);
    printf("%g %d\n", p->total, p->scaled(2));
    Box<double> b{2.75};
    printf("%d\n", b.as<int>());
    b.set(7.5f);
    printf("%g %ld\n", b.v, b.as<long>());
    Counter c{5};
    int lim = c.limit() + Counter::limit() - 7; // a static member through an object too
    bool less = c.count < lim, more = c.count > 1;
    if (c.count < lim && lim > 2) printf("less %d %d\n", less, more);
    return 0;
}
// Output:
// 6.75 3 21 1.5
// 18 1.5 1
// 16.75 8
// 2
// 7.5 7
// less 1 1
