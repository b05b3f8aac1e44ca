// Virtual functions on the host and in kernels: the vtable pointer is an
// object's first 8 bytes (sizeof as g++'s Itanium ABI), calls through a
// base pointer or reference dispatch on the dynamic type, pure virtual
// functions, override and final, a virtual call in a base constructor
// runs the base's version, and delete through a base pointer runs the
// derived destructor first. In device code, objects made with new in a
// kernel carry a device vtable, and one warp calls several overriders.
#include <cstdio>

struct Vec2 {
    float x, y;
};

struct Shape {
    int id;
    __host__ __device__ Shape(int i) : id(i) {}
    __host__ __device__ virtual ~Shape() { printf("  ~Shape %d\n", id); }
    __host__ __device__ virtual float area() const = 0;
    __host__ __device__ virtual const char *name() const { return "shape"; }
    __host__ __device__ virtual Vec2 center() const { return Vec2{0, 0}; }
    __host__ __device__ virtual bool scale(float k, float &out) const {
        out = k * area();
        return true;
    }
    // a non-virtual member that calls virtual ones (the template method)
    __host__ __device__ void describe() const {
        Vec2 c = center();
        printf("  %s #%d area %.2f center (%.1f, %.1f)\n", name(), id, area(), c.x, c.y);
    }
};

struct Square : Shape {
    float side;
    __host__ __device__ Square(int i, float s) : Shape(i), side(s) {}
    __host__ __device__ ~Square() { printf("  ~Square %d\n", id); }
    __host__ __device__ float area() const override { return side * side; }
    __host__ __device__ const char *name() const override { return "square"; }
    __host__ __device__ Vec2 center() const override { return Vec2{side / 2, side / 2}; }
};

struct Circle : public Shape {
    float r;
    __host__ __device__ Circle(int i, float rad) : Shape(i), r(rad) {}
    __host__ __device__ virtual float area() const { return 3.0f * r * r; } // overrides without the word
    __host__ __device__ const char *name() const override { return "circle"; }
    __host__ __device__ bool scale(float k, float &out) const override {
        if (k < 0) return false;
        return Shape::scale(k + 1, out); // the base's version, not a virtual call
    }
};

struct Ring final : Circle {
    float inner;
    __host__ __device__ Ring(int i, float o, float in) : Circle(i, o), inner(in) {}
    __host__ __device__ ~Ring() { printf("  ~Ring %d\n", id); }
    __host__ __device__ float area() const final { return Circle::area() - 3.0f * inner * inner; }
    __host__ __device__ const char *name() const override { return "ring"; }
};

// a virtual call in a constructor runs the constructor's own class's version
struct Base {
    __host__ __device__ Base() { printf("  Base() sees %s\n", who()); }
    __host__ __device__ virtual const char *who() const { return "Base"; }
    __host__ __device__ virtual ~Base() {}
};
struct Derived : Base {
    __host__ __device__ Derived() { printf("  Derived() sees %s\n", who()); }
    __host__ __device__ const char *who() const override { return "Derived"; }
};

// a polymorphic struct deriving from a plain one: the vtable pointer comes
// first, the base after it
struct Plain {
    double weight;
};
struct Tool : Plain {
    int uses;
    virtual int cost() const { return (int)weight * 2 + uses; }
};

void report(const Shape &s) {
    float k = 0;
    bool ok = s.scale(2.0f, k);
    printf("  report %s: scale %s %.2f\n", s.name(), ok ? "ok" : "no", k);
}

__global__ void build(Shape **shapes) {
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        shapes[0] = new Square(10, 2.0f);
        shapes[1] = new Circle(11, 1.0f);
        shapes[2] = new Ring(12, 2.0f, 1.0f);
        printf("device sizeof Shape %d Square %d Circle %d Ring %d\n", (int)sizeof(Shape), (int)sizeof(Square),
               (int)sizeof(Circle), (int)sizeof(Ring));
        for (int i = 0; i < 3; i++) shapes[i]->describe();
        Derived d;
    }
}

__global__ void areas(Shape *const *shapes, float *area, float *scaled, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    const Shape *s = shapes[t % 3]; // the lanes of one warp call three overriders
    float k = 0;
    area[t] = s->area();
    scaled[t] = s->scale(0.5f * (t % 4), k) ? k : -1.0f;
}

__global__ void destroy(Shape **shapes) {
    if (threadIdx.x == 0 && blockIdx.x == 0) {
        for (int i = 0; i < 3; i++) {
            printf("device delete %d:\n", i);
            delete shapes[i];
        }
    }
}

int main() {
    printf("sizeof Shape %zu Square %zu Circle %zu Ring %zu\n", sizeof(Shape), sizeof(Square), sizeof(Circle), sizeof(Ring));
    Square probe(1, 1.0f);
    printf("Square.id at %d, side at %d\n", (int)((char *)&probe.id - (char *)&probe), (int)((char *)&probe.side - (char *)&probe));
    Tool tool;
    tool.weight = 3.5;
    tool.uses = 4;
    Plain *plain = &tool;
    printf("sizeof Plain %zu Tool %zu, Plain at %d, cost %d, weight through Plain* %.1f\n", sizeof(Plain), sizeof(Tool),
           (int)((char *)plain - (char *)&tool), tool.cost(), plain->weight);

    printf("host:\n");
    Shape *shapes[4];
    shapes[0] = new Square(1, 3.0f);
    shapes[1] = new Circle(2, 2.0f);
    shapes[2] = new Ring(3, 2.0f, 1.0f);
    shapes[3] = &probe;
    for (int i = 0; i < 4; i++) shapes[i]->describe();
    for (int i = 0; i < 4; i++) report(*shapes[i]);
    float k = 0;
    printf("  circle scale(-1) %s\n", shapes[1]->scale(-1, k) ? "ok" : "refused");
    Circle &asCircle = *static_cast<Circle *>(shapes[2]);
    printf("  ring as Circle&: %s %.2f, Circle::area %.2f\n", asCircle.name(), asCircle.area(), asCircle.Circle::area());
    printf("constructors:\n");
    {
        Derived d;
        Base &b = d;
        printf("  after construction: %s\n", b.who());
    }
    printf("delete through Shape*:\n");
    for (int i = 0; i < 3; i++) delete shapes[i];

    printf("device:\n");
    Shape **d_shapes;
    cudaMalloc(&d_shapes, 3 * sizeof(Shape *));
    build<<<1, 1>>>(d_shapes);
    cudaDeviceSynchronize();
    const int n = 64;
    float *d_area, *d_scaled;
    cudaMalloc(&d_area, n * sizeof(float));
    cudaMalloc(&d_scaled, n * sizeof(float));
    areas<<<2, 32>>>(d_shapes, d_area, d_scaled, n);
    float area[n], scaled[n];
    cudaMemcpy(area, d_area, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(scaled, d_scaled, n * sizeof(float), cudaMemcpyDeviceToHost);
    for (int t = 0; t < 12; t++) printf("  thread %2d: area %.2f scaled %.2f\n", t, area[t], scaled[t]);
    float total = 0;
    for (int t = 0; t < n; t++) total += area[t] + scaled[t];
    printf("  total %.2f\n", total);
    destroy<<<1, 1>>>(d_shapes);
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(err));
    cudaFree(d_shapes);
    cudaFree(d_area);
    cudaFree(d_scaled);
    printf("end of main\n");
    return 0;
}
