// Bit-fields: a width must fit the type, only an unnamed one may be 0 wide,
// floats cannot be bit-fields, and a bit-field has no address.
struct Flags {
    unsigned mode : 40; // ERROR "40 bits wide, more than its type unsigned int has \(32\)"
    int empty : 0;      // ERROR "only an unnamed bit-field"
    float ratio : 8;    // ERROR "must have an integer, bool or enum type"
    unsigned ok : 3;
};

__global__ void k(unsigned *out) {
    Flags f = {};
    unsigned *p = &f.ok; // ERROR "cannot take the address of bit-field 'ok'"
    out[threadIdx.x] = *p;
}

int main() { return 0; }
