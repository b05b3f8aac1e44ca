// Explicit specializations of struct templates (template <> struct
// Name<args>): a trait per type, a recursion on a non-type parameter that
// ends at its specialization (Pow2<N - 1> is the instance Pow2<9>, not
// Pow2<10 - 1>), a specialization with members of its own, and the
// template's own name inside its body. The output is g++ 12's.
#include <cstdio>

template <int N> struct Pow2 { static constexpr int value = 2 * Pow2<N - 1>::value; };
template <> struct Pow2<0> { static constexpr int value = 1; };

template <typename T> struct TypeName { static const char *get() { return "something else"; } };
template <> struct TypeName<float> { static const char *get() { return "float"; } };
template <> struct TypeName<double> { static const char *get() { return "double"; } };

template <typename T, int N> struct Stack {
    T items[N];
    int top = 0;
    void push(T v) { items[top++] = v; }
    Stack<T, N> copy() const { return *this; }
};
template <> struct Stack<bool, 8> {
    unsigned char bits = 0;
    int top = 0;
    void push(bool v) { bits |= (unsigned char)(v << top++); }
    Stack copy() const { return *this; }
};

template <int A, int B> struct Gcd { static constexpr int value = Gcd<B, A % B>::value; };
template <> struct Gcd<12, 0> { static constexpr int value = 12; };

int main() {
    Stack<int, 4> s;
    s.push(3);
    s.push(5);
    Stack<bool, 8> flags;
    flags.push(true);
    flags.push(false);
    flags.push(true);
    Stack<bool, 8> again = flags.copy();
    printf("%d %d %d %d\n", Pow2<0>::value, Pow2<5>::value, Pow2<(3 + 7) / 2 * 2>::value, Gcd<84, 36>::value);
    printf("%d %d %d %d\n", s.copy().items[1], s.top, again.bits, again.top);
    printf("%s %s %s\n", TypeName<float>::get(), TypeName<double>::get(), TypeName<int>::get());
    return 0;
}
// Output:
// 1 32 1024 12
// 5 2 5 3
// float double something else
