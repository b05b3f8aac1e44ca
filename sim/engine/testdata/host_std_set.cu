// std::set of ints and of strings: insertion of repeated keys, iteration in
// key order (range-for and iterators), count, find, lower_bound, upper_bound,
// erase, copies, and set<int>::iterator. The output is g++ 12's.
#include <cstdio>
#include <set>
#include <string>
int main() {
    std::set<int> s;
    int vals[] = {5, 3, 9, 3, 1, 9, 7, -2};
    int added = 0;
    for (int v : vals) added += s.insert(v).second ? 1 : 0;
    printf("%d ", *s.insert(4).first);
    printf("%d %zu:", added, s.size());
    for (int v : s) printf(" %d", v);
    printf("\n%d %d %zu %zu\n", (int)s.count(3), (int)s.count(4), s.erase(9), s.erase(10));
    std::set<int>::iterator it = s.lower_bound(4);
    printf("%d %d %d\n", *it, *s.upper_bound(5), s.find(42) == s.end());
    std::set<int> copy = s;
    copy.insert(100);
    for (auto i = s.begin(); i != s.end(); ++i) printf("%d,", *i);
    printf(" %zu %zu %d\n", s.size(), copy.size(), copy.empty());
    std::set<std::string> words;
    const char *ws[] = {"pear", "apple", "fig", "apple", "date"};
    for (const char *w : ws) words.insert(w);
    for (const auto &w : words) printf("%s ", w.c_str());
    printf("%d\n", words.find("fig") != words.end());
    return 0;
}
// Output:
// 4 6 7: -2 1 3 4 5 7 9
// 1 1 1 0
// 4 7 1
// -2,1,3,4,5,7, 6 7 0
// apple date fig pear 1
