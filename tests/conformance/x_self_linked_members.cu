// Objects that point at themselves: an intrusive hook whose default member
// initialisers link it to itself (this), members built in place by a
// constructor's initialiser list and by default, a sentinel-headed list
// of host work items whose kernels run in list order, a map filled with
// try_emplace, and an iterator that names its category tag.
#include <cstdio>
#include <iterator>
#include <map>
#include <string>

struct Hook {
    Hook *prev = this;
    Hook *next = this;
    bool linked() const { return next != this; }
    void unlink() {
        prev->next = next;
        next->prev = prev;
        prev = next = this;
    }
    void insertBefore(Hook *pos) {
        prev = pos->prev;
        next = pos;
        pos->prev->next = this;
        pos->prev = this;
    }
};

struct Tagged {
    Tagged *self;
    int tag;
    Tagged(int t) : self(this), tag(t) {}
};

struct Job {
    Hook hook; // first member: a Hook * is the Job's address
    Tagged label;
    float scale;
    Job(int id, float s) : label(id), scale(s) {}
    static Job *of(Hook *h) { return reinterpret_cast<Job *>(h); }
};

struct Cursor {
    using iterator_category = std::forward_iterator_tag;
    Hook *at;
    Job &operator*() const { return *Job::of(at); }
    Cursor &operator++() {
        at = at->next;
        return *this;
    }
    bool operator!=(const Cursor &o) const { return at != o.at; }
};

__global__ void scaleAll(float *x, int n, float s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = x[i] * s + 1.0f;
}

int main() {
    Hook head;
    printf("empty head linked: %d, points at itself: %d\n", head.linked(), head.next == &head);
    Job a(1, 2.0f), b(2, 0.5f), c(3, 3.0f);
    printf("labels point at themselves: %d %d %d\n", a.label.self == &a.label, b.label.self == &b.label,
           c.label.self == &c.label);
    a.hook.insertBefore(&head);
    c.hook.insertBefore(&head);
    b.hook.insertBefore(&c.hook);
    const int n = 64;
    float h[n];
    for (int i = 0; i < n; ++i) h[i] = i * 0.25f;
    float *d;
    cudaMalloc(&d, n * sizeof(float));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    int order = 0;
    for (Cursor it{head.next}, end{&head}; it != end; ++it) {
        Job &j = *it;
        scaleAll<<<1, n>>>(d, n, j.scale);
        printf("job %d (label %d) runs %d\n", j.label.tag, j.label.self->tag, order++);
    }
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("h[1] %.4f h[63] %.4f\n", h[1], h[63]);
    b.hook.unlink();
    printf("after unlink: b linked %d, a.next is c %d, c.prev is a %d\n", b.hook.linked(), a.hook.next == &c.hook,
           c.hook.prev == &a.hook);

    std::map<std::string, int> counts;
    counts.try_emplace("scale", 1);
    counts.try_emplace("scale", 7); // kept: the key is there
    counts.try_emplace("shift", 2);
    for (const auto &kv : counts) printf("%s=%d ", kv.first.c_str(), kv.second);
    printf("\n");
    cudaFree(d);
    return 0;
}
