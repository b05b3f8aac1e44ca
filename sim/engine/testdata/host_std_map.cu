#include <cstdio>
#include <map>
#include <string>
#include <iostream>
int main() {
    std::map<int, int> m;
    m[3] = 30; m[1] = 10; m[2] = 20; m[3] += 3;
    for (auto &kv : m) printf("%d=%d\n", kv.first, kv.second);
    for (const auto &[k, v] : m) printf("%d:%d ", k, v);
    printf("\n%zu %d %d\n", m.size(), (int)m.count(2), (int)m.count(7));
    auto it = m.find(2);
    if (it != m.end()) printf("found %d\n", it->second);
    if (m.find(9) == m.end()) printf("no 9\n");
    m.erase(1);
    m.insert({0, 5});
    for (auto i = m.begin(); i != m.end(); ++i) printf("(%d,%d)", i->first, i->second);
    printf("\n");
    std::map<std::string, int> words;
    const char *text[] = {"gpu", "warp", "gpu", "lane", "warp", "gpu"};
    for (int i = 0; i < 6; i++) words[text[i]]++;
    for (auto &w : words) std::cout << w.first << " " << w.second << std::endl;
    std::map<int, int> copy = m;
    copy[100] = 1;
    printf("%zu %zu %d\n", m.size(), copy.size(), m.empty());
    std::map<char, double> hist;
    const char *s = "hello world";
    for (int i = 0; s[i]; i++) hist[s[i]] += 1.0 / 11;
    for (auto &[c, f] : hist) printf("'%c' %.3f\n", c, f);
    printf("%d\n", m.at(2));
    return 0;
}
// Output:
// 1=10
// 2=20
// 3=33
// 1:10 2:20 3:33 
// 3 1 0
// found 20
// no 9
// (0,5)(2,20)(3,33)
// gpu 3
// lane 1
// warp 2
// 3 4 0
// ' ' 0.091
// 'd' 0.091
// 'e' 0.091
// 'h' 0.091
// 'l' 0.273
// 'o' 0.182
// 'r' 0.091
// 'w' 0.091
// 20
