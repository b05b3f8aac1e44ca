// Host C++ around kernels: vector::insert of a range and of n copies, auto & over a std::set
// (its elements are const), std::vector<T>{...} temporaries and vector members given braced
// lists, range-for over a member reached through a reference, c ? a : b as an lvalue (assigned,
// bound, a member function called on it) and of char type, and compound assignments whose
// target has side effects (evaluated once), on the host and in a kernel.
#include <cstdio>
#include <vector>
#include <set>
#include <iostream>

struct Mask { int radius; std::vector<float> w; };

__global__ void bins(const int *keys, int n, int *out) {
    int local[4] = {0, 0, 0, 0};
    int i = threadIdx.x * 4, taken = 0;
    for (int k = 0; k < 4 && i < n; ++k) local[keys[i++] & 3]++, taken++;
    int j = 0;
    local[j++] += 100;
    local[j++] |= 64;
    out[threadIdx.x * 6 + 0] = local[0];
    out[threadIdx.x * 6 + 1] = local[1];
    out[threadIdx.x * 6 + 2] = local[2];
    out[threadIdx.x * 6 + 3] = local[3];
    out[threadIdx.x * 6 + 4] = i;
    out[threadIdx.x * 6 + 5] = j * 10 + taken;
}

int main() {
    std::vector<int> a{1, 2, 3}, b{7, 8};
    a.insert(a.end(), b.begin(), b.end());
    a.insert(a.begin() + 1, 3, -1);
    a.insert(a.begin(), b.begin(), b.begin() + 1);
    for (int x : a) printf("%d ", x);
    printf("size=%zu\n", a.size());

    std::set<int> s{5, 1, 9, 3, 5};
    int sum = 0;
    for (auto &e : s) sum = sum * 10 + e;
    printf("set walk %d\n", sum);

    std::vector<float> t = std::vector<float>{0.5f, -1.0f, 2.0f};
    std::vector<int> one = std::vector<int>{5};
    printf("temporaries %zu %zu %d\n", t.size(), one.size(), one[0]);

    Mask m{2, {0.25f, 0.5f, 0.25f}};
    Mask &r = m;
    float w = 0;
    for (float v : r.w) w += v;
    std::vector<Mask> masks;
    masks.push_back(m);
    masks.push_back(Mask{1, {1.0f, -2.0f}});
    for (const Mask &k : masks)
        for (float v : k.w) w += v * k.radius;
    printf("mask sum %g\n", w);

    std::vector<int> evens, odds;
    for (int i = 0; i < 9; ++i) (i % 2 ? odds : evens).push_back(i * i);
    printf("evens %zu odds %zu last %d\n", evens.size(), odds.size(), odds.back());
    int x = 1, y = 2;
    (x < y ? x : y) = 10;
    int &big = x > y ? x : y;
    big += 5;
    printf("x=%d y=%d\n", x, y);
    std::cout << (x > y ? 'x' : 'y') << ' ' << sizeof(x > 0 ? 'a' : 'b') << '\n';

    int c[4] = {0, 0, 0, 0}, i = 0;
    for (int k = 0; k < 8; ++k) c[(i++) & 3]++;
    int j = 0;
    c[j++] *= 7;
    ++c[j++];
    printf("host bins %d %d %d %d i=%d j=%d\n", c[0], c[1], c[2], c[3], i, j);

    const int n = 30;
    int hk[n];
    for (int k = 0; k < n; ++k) hk[k] = (k * 37) % 11;
    int *dk, *dout;
    cudaMalloc(&dk, sizeof hk);
    cudaMalloc(&dout, 8 * 6 * sizeof(int));
    cudaMemcpy(dk, hk, sizeof hk, cudaMemcpyHostToDevice);
    bins<<<1, 8>>>(dk, n, dout);
    int ho[48];
    cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
    for (int tI = 0; tI < 8; ++tI)
        printf("thread %d: %d %d %d %d i=%d j,taken=%d\n", tI, ho[tI * 6], ho[tI * 6 + 1], ho[tI * 6 + 2], ho[tI * 6 + 3], ho[tI * 6 + 4], ho[tI * 6 + 5]);
    return 0;
}
