// Single inheritance, as g++ and nvcc lay it out and run it: the base's
// members come first (a derived struct reuses the tail padding of a
// non-POD base), members and member functions are found through the
// bases, a derived object converts to a base pointer or reference,
// constructors run base first and destructors derived first, a derived
// member hides a base's, and Base::f() calls the base's version. Derived
// structs also travel to kernels by value and by cudaMemcpy.
#include <cstdio>

#define OFFSET(obj, member) ((int)((const char *)&(obj).member - (const char *)&(obj)))

struct Point {
    float x, y;
    __host__ __device__ float norm1() const { return (x < 0 ? -x : x) + (y < 0 ? -y : y); }
};

struct Particle : Point {
    float mass;
    int id;
    __host__ __device__ float momentum() const { return mass * norm1(); }
};

struct Tagged : public Particle {
    char tag;
    __host__ __device__ int code() const { return id * 100 + tag; }
};

// POD base: its tail padding is not reused
struct Pod { int a; char b; };
struct PodChild : Pod { char c; };

// non-POD base (a constructor): the derived member goes into its tail padding
struct Counter {
    int count;
    char flag;
    Counter() : count(0), flag('n') {}
    Counter(int c) : count(c), flag('y') {}
    void bump() { count++; }
    int value() const { return count; }
};
struct Meter : Counter {
    char unit;
    Meter() : unit('m') {} // Counter() runs first, implicitly
    Meter(int c, char u) : Counter(c), unit(u) {}
    int value() const { return 10 * Counter::value() + (flag == 'y'); } // hides Counter::value
};

struct Logger {
    int level;
    Logger(int l) : level(l) { printf("  Logger(%d)\n", l); }
    ~Logger() { printf("  ~Logger(%d)\n", level); }
};
struct Part {
    const char *name;
    Part(const char *n) : name(n) { printf("  Part(%s)\n", n); }
    ~Part() { printf("  ~Part(%s)\n", name); }
};
struct Engine : Logger {
    Part a, b;
    Engine(int l) : Logger(l), a("piston"), b("valve") { printf("  Engine body\n"); }
    ~Engine() { printf("  ~Engine body\n"); }
};
struct Turbo : Engine {
    Part c;
    Turbo() : Engine(3), c("fan") { printf("  Turbo body\n"); }
    ~Turbo() { printf("  ~Turbo body\n"); }
};

float sumNorms(const Point *ps, int n) {
    float s = 0;
    for (int i = 0; i < n; i++) s += ps[i].norm1();
    return s;
}

void moveRight(Point &p, float dx) { p.x += dx; }
float onlyPoint(Point p) { return p.x * 10 + p.y; }

__global__ void momenta(const Tagged *in, float *out, int *codes, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        out[i] = in[i].momentum();
        codes[i] = in[i].code();
    }
}

__global__ void byValue(Tagged t, float *out) {
    const Point *p = &t; // a derived object seen through its base
    out[threadIdx.x] = p->norm1() + t.mass * threadIdx.x;
}

int main() {
    printf("sizeof Point %zu Particle %zu Tagged %zu\n", sizeof(Point), sizeof(Particle), sizeof(Tagged));
    Tagged t;
    t.x = 3;
    t.y = -4;
    t.mass = 2;
    t.id = 7;
    t.tag = 5;
    printf("offsets x %d y %d mass %d id %d tag %d\n", OFFSET(t, x), OFFSET(t, y), OFFSET(t, mass), OFFSET(t, id), OFFSET(t, tag));
    printf("norm1 %.1f momentum %.1f code %d\n", t.norm1(), t.momentum(), t.code());

    printf("sizeof Pod %zu PodChild %zu, c at %d\n", sizeof(Pod), sizeof(PodChild), (int)(sizeof(Pod)));
    PodChild pc;
    printf("PodChild.c offset %d\n", OFFSET(pc, c));
    Meter m0, m1(4, 'k');
    printf("sizeof Counter %zu Meter %zu unit at %d\n", sizeof(Counter), sizeof(Meter), OFFSET(m1, unit));
    m1.bump();
    m0.bump();
    printf("m0 count %d flag %c unit %c value %d base %d\n", m0.count, m0.flag, m0.unit, m0.value(), m0.Counter::value());
    printf("m1 count %d flag %c unit %c value %d\n", m1.count, m1.flag, m1.unit, m1.value());
    Counter &asCounter = m1;
    printf("through Counter&: %d\n", asCounter.value());
    Counter sliced = m1;
    printf("sliced copy: %d %c\n", sliced.count, sliced.flag);

    Particle ps[3];
    for (int i = 0; i < 3; i++) {
        ps[i].x = i;
        ps[i].y = -2.0f * i;
        ps[i].mass = 1;
        ps[i].id = i;
    }
    Point *first = &ps[1];
    printf("base pointer: %.1f %.1f\n", first->x, first->y);
    Particle *back = static_cast<Particle *>(first);
    printf("static_cast back: id %d\n", back->id);
    moveRight(ps[2], 0.5f);
    printf("moved %.1f, by value %.1f, sum %.1f\n", ps[2].x, onlyPoint(ps[2]), sumNorms(&ps[0], 1) + sumNorms(&ps[1], 1));

    printf("construct Turbo:\n");
    {
        Turbo turbo;
        printf("  level %d parts %s %s %s\n", turbo.level, turbo.a.name, turbo.b.name, turbo.c.name);
        printf("destroy Turbo:\n");
    }

    const int n = 40;
    Tagged host[n];
    for (int i = 0; i < n; i++) {
        host[i].x = i * 0.5f;
        host[i].y = -1.0f * (i % 7);
        host[i].mass = 1.0f + i % 3;
        host[i].id = i;
        host[i].tag = (char)(i % 10);
    }
    Tagged *d_in;
    float *d_out;
    int *d_codes;
    cudaMalloc(&d_in, n * sizeof(Tagged));
    cudaMalloc(&d_out, n * sizeof(float));
    cudaMalloc(&d_codes, n * sizeof(int));
    cudaMemcpy(d_in, host, n * sizeof(Tagged), cudaMemcpyHostToDevice);
    momenta<<<2, 32>>>(d_in, d_out, d_codes, n);
    float out[n];
    int codes[n];
    cudaMemcpy(out, d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(codes, d_codes, n * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i += 5) printf("device %2d: momentum %.2f code %d\n", i, out[i], codes[i]);
    byValue<<<1, 4>>>(t, d_out);
    cudaMemcpy(out, d_out, 4 * sizeof(float), cudaMemcpyDeviceToHost);
    printf("by value: %.1f %.1f %.1f %.1f\n", out[0], out[1], out[2], out[3]);
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_codes);
    return 0;
}
