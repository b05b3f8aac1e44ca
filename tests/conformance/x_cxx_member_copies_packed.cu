// Copies of structs that hold library objects, and packed layouts: the
// implicit copy constructor and assignment copy a struct member by member,
// so a copied std::vector or std::string member gets a buffer of its own
// (by value, by assignment, nested, in a vector, captured by a lambda);
// #pragma pack and __attribute__((packed)) give sizeof, alignof and offsetof
// without padding, on the host and in device code.
#include <cstdio>
#include <cstddef>
#include <string>
#include <vector>

struct Series {
    std::string name;
    std::vector<float> values;
    int scale;
};
struct Pair {
    Series a;
    double weight;
};

#pragma pack(push, 1)
struct Header {
    unsigned char kind;
    unsigned int length;
    unsigned short crc;
    double stamp;
};
#pragma pack(pop)
#pragma pack(2)
struct Half {
    char c;
    int i;
    short s;
};
#pragma pack()
struct Natural {
    char c;
    int i;
    short s;
};
struct __attribute__((packed)) Tagged {
    char tag;
    float value;
};

__global__ void layouts(size_t *out) {
    out[0] = sizeof(Header);
    out[1] = offsetof(Header, length);
    out[2] = offsetof(Header, stamp);
    out[3] = sizeof(Half);
    out[4] = offsetof(Half, s);
    out[5] = sizeof(Natural);
    out[6] = sizeof(Tagged);
    out[7] = alignof(Header);
}

__global__ void scaleAll(const float *in, float *out, int n, int scale) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * scale;
}

float total(Series s) {
    float t = 0;
    for (float v : s.values) t += v;
    s.values[0] = -1000.0f; // the caller's copy stays
    s.name += "!";
    return t;
}

void show(const char *what, const Series &s) {
    printf("%-10s %-8s scale=%d n=%zu first=%.2f last=%.2f\n", what, s.name.c_str(), s.scale, s.values.size(),
           s.values.front(), s.values.back());
}

int main() {
    Series base{"base", {1.5f, 2.5f, 3.5f}, 2};
    Series copy = base;
    copy.values[1] = 20.0f;
    copy.name[0] = 'B';
    copy.values.push_back(4.5f);
    show("base", base);
    show("copy", copy);

    Series assigned;
    assigned = copy;
    assigned.values[0] = 99.0f;
    assigned.scale = 3;
    show("copy", copy);
    show("assigned", assigned);

    printf("total(base)=%.2f\n", total(base));
    show("base", base);

    Pair p{base, 0.25};
    p.a.values[2] = 7.0f;
    Pair q = p;
    q.a.values[2] = 8.0f;
    show("base", base);
    show("p.a", p.a);
    show("q.a", q.a);

    std::vector<Series> all;
    all.push_back(base);
    all.push_back(copy);
    all[0].values[0] = 0.5f;
    show("all[0]", all[0]);
    show("base", base);

    auto bump = [base]() mutable {
        base.values[0] += 10.0f;
        return base.values[0];
    };
    float first = bump();
    float second = bump();
    printf("bump()=%.2f bump()=%.2f base.first=%.2f\n", first, second, base.values[0]);

    // the copies run on the GPU side by side
    const int n = (int)copy.values.size();
    float *din, *dout;
    cudaMalloc(&din, n * sizeof(float));
    cudaMalloc(&dout, n * sizeof(float));
    for (const Series *s : {&base, &copy, &assigned}) {
        cudaMemcpy(din, s->values.data(), s->values.size() * sizeof(float), cudaMemcpyHostToDevice);
        scaleAll<<<1, 32>>>(din, dout, (int)s->values.size(), s->scale);
        std::vector<float> r(s->values.size());
        cudaMemcpy(r.data(), dout, r.size() * sizeof(float), cudaMemcpyDeviceToHost);
        printf("%-8s scaled:", s->name.c_str());
        for (float v : r) printf(" %.2f", v);
        printf("\n");
    }

    printf("host: Header %zu (length at %zu, stamp at %zu, align %zu), Half %zu (s at %zu), Natural %zu, Tagged %zu\n",
           sizeof(Header), offsetof(Header, length), offsetof(Header, stamp), alignof(Header), sizeof(Half),
           offsetof(Half, s), sizeof(Natural), sizeof(Tagged));
    size_t *dl, hl[8];
    cudaMalloc(&dl, sizeof hl);
    layouts<<<1, 1>>>(dl);
    cudaMemcpy(hl, dl, sizeof hl, cudaMemcpyDeviceToHost);
    printf("device: Header %zu (length at %zu, stamp at %zu, align %zu), Half %zu (s at %zu), Natural %zu, Tagged %zu\n",
           hl[0], hl[1], hl[2], hl[7], hl[3], hl[4], hl[5], hl[6]);
    Header h[3];
    unsigned char *bytes = (unsigned char *)h;
    for (int i = 0; i < 3; ++i) {
        h[i].kind = (unsigned char)(i + 1);
        h[i].length = 0x01020304u * (i + 1);
        h[i].crc = (unsigned short)(0xABCD + i);
        h[i].stamp = 0.5 * i;
    }
    printf("bytes:");
    for (size_t i = 0; i < sizeof h; ++i) printf(" %02x", bytes[i]);
    printf("\n");
    return 0;
}
