#include <cstdio>
#include <vector>
#include <map>
#include <string>
#include <array>
int main() {
    std::vector<int> v = {4, 5, 6};
    for (std::vector<int>::iterator it = v.begin(); it != v.end(); ++it) *it *= 2;
    std::vector<int>::size_type n = v.size();
    std::vector<int>::value_type first = v[0];
    printf("%zu %d %d\n", n, first, v[2]);
    std::vector<std::vector<float>> g(2, std::vector<float>(3, 1.5f));
    std::vector<std::vector<float>>::iterator row = g.begin();
    printf("%zu %.1f\n", row->size(), (*row)[1]);
    std::map<std::string, int> m; m["b"] = 2; m["a"] = 1;
    for (std::map<std::string, int>::iterator it = m.begin(); it != m.end(); ++it) printf("%s=%d ", it->first.c_str(), it->second);
    std::map<std::string, int>::mapped_type mv = m["a"];
    printf("%d\n", mv);
    std::string s = "hey";
    std::string::size_type pos = s.find('y');
    for (std::string::iterator c = s.begin(); c != s.end(); ++c) printf("%c.", *c);
    printf(" %zu\n", pos);
    std::array<int, 3> a = {1, 2, 3};
    std::array<int, 3>::iterator ai = a.begin();
    printf("%d\n", ai[2]);
    return 0;
}
// Output:
// 3 8 12
// 3 1.5
// a=1 b=2 1
// h.e.y. 2
// 3
