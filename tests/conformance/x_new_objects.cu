// new with initial values: new T(args) runs T's constructor once (and no
// destructor), new T{...} initialises an aggregate, new int(7) a scalar;
// a host linked list built that way feeds a kernel.
#include <cstdio>

struct Node {
    int value;
    Node *next;
    Node(int v, Node *n) : value(v), next(n) { printf("node %d\n", v); }
};

struct Range { float lo, hi; };

__global__ void scale(const int *in, float *out, Range r, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = r.lo + (r.hi - r.lo) * in[i] / 100.0f;
}

int main() {
    Node *head = nullptr;
    for (int i = 1; i <= 5; i++) head = new Node(i * 10, head);
    int *count = new int(0);
    double *factor = new double{2.5};
    Range *range = new Range{-1.0f, 1.0f};
    int values[8];
    for (Node *n = head; n; n = n->next) values[(*count)++] = n->value;
    printf("%d values, factor %g, range [%g, %g]\n", *count, *factor, range->lo, range->hi);

    int *din;
    float *dout, out[8];
    cudaMalloc(&din, sizeof values);
    cudaMalloc(&dout, sizeof out);
    cudaMemcpy(din, values, sizeof values, cudaMemcpyHostToDevice);
    scale<<<1, 32>>>(din, dout, *range, *count);
    cudaMemcpy(out, dout, *count * sizeof(float), cudaMemcpyDeviceToHost);
    for (int i = 0; i < *count; i++) printf("%d -> %.3f\n", values[i], out[i] * *factor);

    while (head) {
        Node *next = head->next;
        delete head;
        head = next;
    }
    delete count;
    delete factor;
    delete range;
    cudaFree(din);
    cudaFree(dout);
    return 0;
}
