#include <cstdio>
#define SQ(x) ((x) * (x))
#define TWO(a, b) (a + b)

#if 1 + /* ERROR "#if expression ends too early" */
#endif /* the error above is reported on the #if line */

#ifdef SQ
int ok = SQ(3);
#else
int ok = nope;
#endif

int z = TWO(1); /* ERROR "too few arguments to macro 'TWO' \(expected 2, have 1\)" */

#error stop here /* ERROR "#error stop here" */

#bogus /* ERROR "unknown preprocessing directive #bogus" */

#if 0
this is skipped and never parsed $$$
#elif 1
int chosen = 1;
#endif
