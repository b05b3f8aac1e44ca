// <algorithm>'s reordering functions in host code around a kernel:
// nth_element and partition leave an order that depends on libstdc++'s
// algorithm (printed whole), rotate, stable_partition and the permutations
// one that does not; random_shuffle draws from glibc's rand().
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void scramble(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = (i * 7919 + 13) % 101 - 50;
}

static void show(const char *what, const std::vector<int> &v, int upTo = 24)
{
    printf("%-10s", what);
    for (int i = 0; i < (int)v.size() && i < upTo; i++) printf(" %d", v[i]);
    printf("\n");
}

int main()
{
    const int n = 40;
    int *d;
    cudaMalloc(&d, n * sizeof(int));
    scramble<<<2, 32>>>(d, n);
    std::vector<int> v(n);
    cudaMemcpy(v.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
    show("input", v, n);

    for (int k : {0, 7, 20, 39}) {
        std::vector<int> a = v;
        std::nth_element(a.begin(), a.begin() + k, a.end());
        printf("nth %-6d", k);
        show("", a, n);
    }
    std::vector<int> g = v;
    std::nth_element(g.begin(), g.begin() + 10, g.end(), [](int x, int y) { return x > y; });
    show("nth >", g, n);
    std::vector<int> p = v;
    auto cut = std::partition(p.begin(), p.end(), [](int x) { return x % 3 == 0; });
    show("partition", p, n);
    printf("cut at %d, partitioned %d, point %d\n", (int)(cut - p.begin()),
           (int)std::is_partitioned(p.begin(), p.end(), [](int x) { return x % 3 == 0; }),
           (int)(std::partition_point(p.begin(), p.end(), [](int x) { return x % 3 == 0; }) - p.begin()));
    std::vector<int> s = v;
    std::stable_partition(s.begin(), s.end(), [](int x) { return x < 0; });
    show("stable", s, n);
    std::vector<int> r = v;
    auto mid = std::rotate(r.begin(), r.begin() + 13, r.end());
    printf("rotate returns %d; ", (int)(mid - r.begin()));
    show("rotated", r);
    std::vector<int> rc(n), rv(n);
    std::rotate_copy(v.begin(), v.begin() + 5, v.end(), rc.begin());
    std::reverse_copy(v.begin(), v.end(), rv.begin());
    show("rot_copy", rc);
    show("rev_copy", rv);

    std::vector<int> perm = {1, 2, 2, 3, 4};
    int count = 0;
    do {
        count++;
    } while (std::next_permutation(perm.begin(), perm.end()));
    std::vector<int> back = {3, 1, 4, 2};
    std::prev_permutation(back.begin(), back.end());
    printf("permutations %d, after: %d %d %d %d %d; prev of 3142: %d%d%d%d\n", count, perm[0], perm[1], perm[2],
           perm[3], perm[4], back[0], back[1], back[2], back[3]);

    std::vector<int> u = v;
    std::sort(u.begin(), u.end());
    auto ue = std::unique(u.begin(), u.end(), [](int a, int b) { return a / 10 == b / 10; });
    u.erase(ue, u.end());
    show("unique/10", u);
    std::vector<int> uc(n);
    auto uce = std::unique_copy(u.begin(), u.end(), uc.begin());
    printf("unique_copy kept %d\n", (int)(uce - uc.begin()));

    srand(2024);
    std::vector<int> sh = v;
    std::random_shuffle(sh.begin(), sh.end());
    show("shuffled", sh, n);
    auto adj = std::adjacent_find(sh.begin(), sh.end());
    auto pos = std::find_if_not(sh.begin(), sh.end(), [](int x) { return x < 40; });
    printf("adjacent pair at %d, first >= 40 at %d\n", (int)(adj - sh.begin()), (int)(pos - sh.begin()));
    cudaFree(d);
    return 0;
}
