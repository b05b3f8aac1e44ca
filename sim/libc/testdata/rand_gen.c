/* rand_gen.c prints glibc's rand() sequences that rand_test.go checks.
 * Regenerate: cc -O2 -o /tmp/rand_gen testdata/rand_gen.c && /tmp/rand_gen > testdata/rand.golden
 * (go test ./sim/libc -update does both). */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    /* rand() before any srand() behaves as srand(1). */
    printf("RAND_MAX %d\n", RAND_MAX);
    printf("seed none:");
    for (int i = 0; i < 50; i++) printf(" %d", rand());
    printf("\n");
    unsigned seeds[] = {0u, 1u, 2u, 7u, 42u, 1234u, 12345u, 127773u, 2147483646u, 2147483647u,
                        2147483648u, 3000000000u, 4294967295u};
    for (unsigned i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        srand(seeds[i]);
        printf("seed %u:", seeds[i]);
        int n = i == 4 ? 2000 : 100; /* one long run for the ring's wrap-around */
        for (int k = 0; k < n; k++) printf(" %d", rand());
        printf("\n");
    }
    return 0;
}
