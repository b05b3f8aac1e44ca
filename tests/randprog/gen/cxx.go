package gen

import (
	"fmt"
	"strings"
)

// The cxx kind: C++ the way course programs use it, pieces of it drawn at
// random with random constants and types: structs with constructors,
// methods and operators used on the host and inside kernels, function and
// struct templates and templated kernels, references, default arguments
// and overloads, virtual functions, lambdas with std::sort, std::transform
// and std::accumulate, namespaces and enum classes, static members,
// constructor and destructor order, range-for and structured bindings,
// std::string, and iostream formatting with iomanip.

// cxxPiece writes one piece: declarations at file scope, and statements
// for main.
type cxxPiece struct {
	decls, body string
}

var cxxScalars = []string{"int", "float", "double", "long long", "unsigned", "short"}

func (g *gen) cxxLiteral(t string) string {
	switch t {
	case "float":
		return fmt.Sprintf("%d.%df", g.pick(100)-50, g.pick(100))
	case "double":
		return fmt.Sprintf("%d.%d", g.pick(1000)-500, g.pick(1000))
	case "unsigned":
		return fmt.Sprintf("%du", g.pick(100000))
	case "long long":
		return fmt.Sprintf("%dll", g.r.Int64N(1<<40)-(1<<39))
	}
	return fmt.Sprint(g.pick(200) - 100)
}

// cxxPrint prints an expression of type t with printf.
func cxxPrint(label, t, x string) string {
	switch t {
	case "float", "double":
		return fmt.Sprintf("    printf(\"%s %%.6g\\n\", (double)(%s));\n", label, x)
	case "long long":
		return fmt.Sprintf("    printf(\"%s %%lld\\n\", (long long)(%s));\n", label, x)
	case "unsigned":
		return fmt.Sprintf("    printf(\"%s %%u\\n\", (unsigned)(%s));\n", label, x)
	}
	return fmt.Sprintf("    printf(\"%s %%d\\n\", (int)(%s));\n", label, x)
}

func (g *gen) cxxPieces(id int) cxxPiece {
	p := fmt.Sprintf("p%d", id)
	switch g.pick(12) {
	case 0: // a struct with a constructor, a method and operators, on both sides
		t := []string{"int", "float", "double"}[g.pick(3)]
		a, b, c := g.cxxLiteral(t), g.cxxLiteral(t), g.cxxLiteral(t)
		decls := fmt.Sprintf(`struct V%[1]s {
    %[2]s x, y;
    __host__ __device__ V%[1]s(%[2]s x_, %[2]s y_) : x(x_), y(y_) {}
    __host__ __device__ %[2]s dot(const V%[1]s &o) const { return x * o.x + y * o.y; }
    __host__ __device__ V%[1]s operator+(const V%[1]s &o) const { return V%[1]s(x + o.x, y + o.y); }
    __host__ __device__ bool operator==(const V%[1]s &o) const { return x == o.x && y == o.y; }
};
__global__ void k%[1]s(V%[1]s v, V%[1]s w, %[2]s *out) {
    V%[1]s s = v + w;
    out[threadIdx.x] = s.dot(v) + (%[2]s)threadIdx.x * (s == w ? 2 : 1);
}
`, p, t)
		body := fmt.Sprintf(`    {
        V%[1]s v(%[2]s, %[3]s), w(%[4]s, %[3]s);
        %[5]s *d, h[4];
        cudaMalloc(&d, sizeof h);
        k%[1]s<<<1, 4>>>(v, w, d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        V%[1]s s = v + w;
`, p, a, b, c, t)
		body += cxxPrint(p+" host", t, "s.dot(v)")
		for i := range 4 {
			body += cxxPrint(fmt.Sprintf("%s device %d", p, i), t, fmt.Sprintf("h[%d]", i))
		}
		body += cxxPrint(p+" equal", "int", "(v + w == w + v) + 2 * (v == w)")
		return cxxPiece{decls, body + "    }\n"}
	case 1: // function and struct templates
		t1, t2 := cxxScalars[g.pick(len(cxxScalars))], cxxScalars[g.pick(len(cxxScalars))]
		decls := fmt.Sprintf(`template <typename T> __host__ __device__ T mix%[1]s(T a, T b) { return a > b ? a - b : b - a + (T)1; }
template <typename A, typename B> struct Pair%[1]s {
    A first; B second;
    auto sum() const { return first + second; }
};
`, p)
		body := cxxPrint(p+" mix1", t1, fmt.Sprintf("mix%s<%s>(%s, %s)", p, t1, g.cxxLiteral(t1), g.cxxLiteral(t1)))
		body += cxxPrint(p+" mix2", t2, fmt.Sprintf("mix%s((%s)%s, (%s)%s)", p, t2, g.cxxLiteral(t2), t2, g.cxxLiteral(t2)))
		body += fmt.Sprintf("    { Pair%s<%s, %s> q{%s, %s};\n", p, t1, t2, g.cxxLiteral(t1), g.cxxLiteral(t2))
		body += cxxPrint(p+" pair", "double", "q.sum()") + "    }\n"
		return cxxPiece{decls, body}
	case 2: // a templated kernel
		n := 1 + g.pick(8)
		t := cxxScalars[g.pick(3)]
		decls := fmt.Sprintf(`template <int N, typename T> __global__ void scale%[1]s(T *a) {
    T acc = 0;
    for (int i = 0; i < N; i++) acc += a[(threadIdx.x + i) %% 8] * (T)(i + 1);
    __syncthreads();
    a[threadIdx.x] = acc;
}
`, p)
		vals := make([]string, 8)
		for i := range vals {
			vals[i] = g.cxxLiteral(t)
		}
		body := fmt.Sprintf(`    {
        %[1]s h[8] = {%[2]s}, *d;
        cudaMalloc(&d, sizeof h);
        cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
        scale%[3]s<%[4]d><<<1, 8>>>(d);
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 8; i++) printf("%[3]s %%d %%.6g\n", i, (double)h[i]);
    }
`, t, strings.Join(vals, ", "), p, n)
		return cxxPiece{decls, body}
	case 3: // references and a function returning one
		decls := fmt.Sprintf(`static int arr%[1]s[6] = {%[2]d, %[3]d, %[4]d, %[5]d, %[6]d, %[7]d};
int &at%[1]s(int i) { return arr%[1]s[i %% 6]; }
void swap%[1]s(int &a, int &b) { int t = a; a = b; b = t; }
`, p, g.pick(50), g.pick(50), g.pick(50), g.pick(50), g.pick(50), g.pick(50))
		body := fmt.Sprintf(`    at%[1]s(%[2]d) += %[3]d;
    swap%[1]s(at%[1]s(%[4]d), arr%[1]s[%[5]d]);
    { int &r = at%[1]s(%[6]d); r *= 2; }
    for (int i = 0; i < 6; i++) printf("%[1]s %%d\n", arr%[1]s[i]);
`, p, g.pick(10), g.pick(20), g.pick(6), g.pick(6), g.pick(10))
		return cxxPiece{decls, body}
	case 4: // default arguments and overloads
		decls := fmt.Sprintf(`int f%[1]s(int a, int b = %[2]d) { return a * 10 + b; }
double f%[1]s(double a) { return a / 4; }
long long f%[1]s(long long a, int b, int c = %[3]d) { return a * b - c; }
const char *f%[1]s(const char *s) { return s + 1; }
`, p, g.pick(9), g.pick(9))
		body := cxxPrint(p+" a", "int", fmt.Sprintf("f%s(%d)", p, g.pick(9)))
		body += cxxPrint(p+" b", "int", fmt.Sprintf("f%s(%d, %d)", p, g.pick(9), g.pick(9)))
		body += cxxPrint(p+" c", "double", fmt.Sprintf("f%s(%d.5)", p, g.pick(9)))
		body += cxxPrint(p+" d", "long long", fmt.Sprintf("f%s(%dll, %d)", p, g.pick(99), g.pick(9)))
		body += fmt.Sprintf("    printf(\"%s e %%s\\n\", f%s(\"xyz\"));\n", p, p)
		body += cxxPrint(p+" f", "int", fmt.Sprintf("f%s('%c')", p, 'a'+g.pick(26)))
		return cxxPiece{decls, body}
	case 5: // virtual functions
		decls := fmt.Sprintf(`struct Shape%[1]s {
    virtual ~Shape%[1]s() {}
    virtual double area() const = 0;
    virtual const char *name() const { return "shape"; }
};
struct Rect%[1]s : Shape%[1]s {
    double w, h;
    Rect%[1]s(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
    const char *name() const override { return "rect"; }
};
struct Square%[1]s : Rect%[1]s {
    Square%[1]s(double s) : Rect%[1]s(s, s) {}
    const char *name() const override { return "square"; }
};
struct Circle%[1]s : Shape%[1]s {
    double r;
    Circle%[1]s(double r_) : r(r_) {}
    double area() const override { return 3.25 * r * r; }
};
`, p)
		body := fmt.Sprintf(`    {
        Rect%[1]s a(%[2]d.5, %[3]d); Square%[1]s b(%[4]d); Circle%[1]s c(%[5]d.25);
        Shape%[1]s *all[] = {&a, &b, &c, &b};
        double total = 0;
        for (Shape%[1]s *s : all) { printf("%[1]s %%s %%.4f\n", s->name(), s->area()); total += s->area(); }
        printf("%[1]s total %%.4f\n", total);
    }
`, p, 1+g.pick(9), 1+g.pick(9), 1+g.pick(9), 1+g.pick(9))
		return cxxPiece{decls, body}
	case 6: // lambdas and the algorithms
		n := 5 + g.pick(8)
		vals := make([]string, n)
		for i := range vals {
			vals[i] = fmt.Sprint(g.pick(200) - 100)
		}
		k := 1 + g.pick(5)
		body := fmt.Sprintf(`    {
        std::vector<int> v = {%[2]s};
        int k = %[3]d, calls = 0;
        std::sort(v.begin(), v.end(), [&calls](int a, int b) { calls++; return (a %% 7) < (b %% 7) || ((a %% 7) == (b %% 7) && a < b); });
        std::vector<long long> w(v.size());
        std::transform(v.begin(), v.end(), w.begin(), [k](int x) { return (long long)x * x - k; });
        long long s = std::accumulate(w.begin(), w.end(), 0LL);
        auto it = std::find_if(v.begin(), v.end(), [=](int x) { return x > k * 10; });
        printf("%[1]s sum %%lld first %%d found %%d\n", s, v[0], it == v.end() ? -1 : (int)(it - v.begin()));
        for (int x : v) printf("%[1]s %%d\n", x);
        printf("%[1]s sorted %%d\n", (int)std::is_sorted(v.begin(), v.end()));
    }
`, p, strings.Join(vals, ", "), k)
		return cxxPiece{"", body}
	case 7: // namespaces, enum classes and switch
		// The names differ from piece to piece: the lab flattens namespaces
		// and scoped enums, so two declaring one name collide (a documented
		// limit, reported as a redeclaration).
		underlying := []string{"unsigned char", "short", "int", "unsigned", "long long"}[g.pick(5)]
		decls := fmt.Sprintf(`namespace ns%[1]s {
enum class Color%[1]s : %[5]s { Red%[1]s = %[2]d, Green%[1]s, Blue%[1]s = %[3]d };
inline const char *name(Color%[1]s c) {
    switch (c) {
    case Color%[1]s::Red%[1]s: return "red";
    case Color%[1]s::Green%[1]s: return "green";
    default: return "blue";
    }
}
namespace inner%[1]s { constexpr int scale%[1]s = %[4]d; }
}
`, p, g.pick(5), 10+g.pick(5), 2+g.pick(7), underlying)
		body := fmt.Sprintf(`    for (int i = 0; i < 3; i++) {
        ns%[1]s::Color%[1]s c = i == 0 ? ns%[1]s::Color%[1]s::Red%[1]s : i == 1 ? ns%[1]s::Color%[1]s::Green%[1]s : ns%[1]s::Color%[1]s::Blue%[1]s;
        printf("%[1]s %%s %%d %%zu\n", ns%[1]s::name(c), (int)c * ns%[1]s::inner%[1]s::scale%[1]s, sizeof c);
    }
`, p)
		return cxxPiece{decls, body}
	case 8: // static members and constructor/destructor order
		decls := fmt.Sprintf(`struct Tracer%[1]s {
    static int live;
    int id;
    Tracer%[1]s(int i) : id(i) { live++; printf("%[1]s make %%d (%%d live)\n", id, live); }
    Tracer%[1]s(const Tracer%[1]s &o) : id(o.id + 100) { live++; printf("%[1]s copy %%d\n", id); }
    ~Tracer%[1]s() { live--; printf("%[1]s drop %%d (%%d live)\n", id, live); }
};
int Tracer%[1]s::live = 0;
Tracer%[1]s pass%[1]s(Tracer%[1]s t) { return Tracer%[1]s(t.id + 1); }
`, p)
		body := fmt.Sprintf(`    {
        Tracer%[1]s a(%[2]d);
        {
            Tracer%[1]s b(%[3]d);
            Tracer%[1]s c = pass%[1]s(b);
        }
        Tracer%[1]s d(a);
        printf("%[1]s end %%d\n", Tracer%[1]s::live);
    }
`, p, g.pick(10), 10+g.pick(10))
		return cxxPiece{decls, body}
	case 9: // range-for, structured bindings, std::pair and std::array
		body := fmt.Sprintf(`    {
        std::pair<int, double> ps[] = {{%[2]d, %[3]d.5}, {%[4]d, -%[5]d.25}, {%[6]d, 0.125}};
        double acc = 0;
        for (auto [k, v] : ps) { acc += k * v; printf("%[1]s %%d %%.3f\n", k, v); }
        for (auto &p : ps) p.first *= 2;
        struct P { int a; float b; } q{%[7]d, %[8]d.5f};
        auto [qa, qb] = q;
        printf("%[1]s acc %%.4f first %%d q %%d %%.2f\n", acc, ps[0].first, qa, qb);
    }
`, p, g.pick(9), g.pick(9), g.pick(9), g.pick(9), g.pick(9), g.pick(99), g.pick(9))
		return cxxPiece{"", body}
	case 10: // std::string
		words := []string{"warp", "lane", "block", "grid", "bank", "sector"}
		a, b := words[g.pick(len(words))], words[g.pick(len(words))]
		body := fmt.Sprintf(`    {
        std::string s = "%[2]s", t = "%[3]s";
        std::string u = s + "-" + t + std::to_string(%[4]d);
        size_t at = u.find('-');
        std::string sub = u.substr(at + 1, %[5]d);
        printf("%[1]s %%s %%zu %%s %%d\n", u.c_str(), u.size(), sub.c_str(), (int)(s < t));
        for (char &c : u) if (c == 'a') c = 'A';
        printf("%[1]s %%s %%d\n", u.c_str(), (int)u.compare(s));
    }
`, p, a, b, g.pick(1000), 1+g.pick(6))
		return cxxPiece{"", body}
	}
	// iostream and iomanip
	t := []string{"double", "float", "int", "long long"}[g.pick(4)]
	v := g.cxxLiteral(t)
	manip := []string{"std::setw(12)", "std::setprecision(4)", "std::fixed", "std::scientific", "std::left << std::setw(9)",
		"std::setfill('*') << std::setw(10)", "std::hex", "std::showpos", "std::setprecision(10)"}
	m1, m2 := manip[g.pick(len(manip))], manip[g.pick(len(manip))]
	body := fmt.Sprintf(`    {
        %[2]s v = %[3]s;
        std::cout << "%[1]s [" << %[4]s << v << "] [" << %[5]s << v * 3 << "]" << std::endl;
        std::cout << std::dec << std::noshowpos << std::setfill(' ') << std::defaultfloat << std::setprecision(6);
    }
`, p, t, v, m1, m2)
	return cxxPiece{"", body}
}

func (g *gen) cxxProgram(seed uint64) string {
	var decls, body strings.Builder
	for i := range 4 + g.pick(4) {
		pc := g.cxxPieces(i)
		decls.WriteString(pc.decls)
		body.WriteString(pc.body)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "// Random C++ pieces (tests/randprog/gen, kind cxx, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n#include <vector>\n#include <algorithm>\n#include <numeric>\n#include <string>\n#include <utility>\n#include <iostream>\n#include <iomanip>\n\n")
	b.WriteString(decls.String())
	b.WriteString("\nint main() {\n")
	b.WriteString(body.String())
	b.WriteString("    return 0;\n}\n")
	return b.String()
}
