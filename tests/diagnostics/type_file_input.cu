// Files and standard input: a lab program has neither, and the messages say so.
#include <cstdio>
#include <fstream>
#include <iostream>

int main() {
    FILE *f = fopen("data.txt", "r"); // ERROR "undeclared identifier 'fopen': a lab program reads and writes no files"
    std::ifstream in("data.txt"); // ERROR "unknown type name 'ifstream': a lab program reads and writes no files"
    int n = 0;
    std::cin >> n; // ERROR "undeclared identifier 'cin': a lab program has no input"
    printf("%d %p\n", n, (void *)f);
    return 0;
}
