// One mistake, one message: later uses of a badly declared name stay quiet.
int main() {
    flot x = 1.0f; /* ERROR "unknown type name 'flot'" */
    x = x + 1;
    int total = x + count; /* ERROR "undeclared identifier 'count'" */
    total += count * 2;
    int *p = &missing; /* ERROR "undeclared identifier 'missing'" */
    return total + *p + missing;
}

__global__ void k(flot *p, int n) { p[0] = n; } /* ERROR "unknown type name 'flot'" */

vec3 scale(vec3 v, float s) { return v; } /* ERROR "unknown type name 'vec3'" */

__device__ int helper(int a) {
    int b = a +* 2; /* ERROR "cannot dereference int" */
    return b + undefinedFn(b); /* ERROR "undeclared identifier 'undefinedFn'" */
}
