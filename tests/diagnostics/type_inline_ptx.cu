// Inline PTX the lab cannot run, or that nvcc or ptxas would refuse (operands whose type does
// not fit their constraint, measured): each asm statement is named with what is wrong in it,
// and the plain ones around them still build.
#include <cstdio>

__global__ void kernel(int *out, float *f) {
    int x = threadIdx.x, y;
    float v = f[x], r;
    asm("add.s32 %0, %1, 5;" : "=r"(y) : "r"(x));
    asm("bra done;" : "=r"(y) : "r"(x)); // ERROR "inline PTX: .*branches, calls and predicates are not simulated"
    asm("redux.sync.add.u32 %0, %1, -1;" : "=r"(y) : "r"(x)); // ERROR "'redux' is not simulated in inline asm; use the CUDA function"
    asm("add.f32 %0, %1, %2;" : "=f"(r) : "f"(v), "l"(out)); // ERROR "operand %2 is a 64-bit register where the instruction needs 32 bits"
    asm("mov.u32 %0, %%laneid;" : "r"(y)); // ERROR "output operand constraint \"r\" must start with '=' or '\+'"
    asm("mov.u32 %1, %0;" : "=r"(y) : "r"(x)); // ERROR "%1 is an input operand: an instruction cannot write it"
    asm("add.s32 %0, %1, %3;" : "=r"(y) : "r"(x)); // ERROR "%3: the asm statement has 2 operands"
    asm("mov.u32 %0, %laneid;" : "=r"(y)); // ERROR "a special register is written %%name in inline asm"
    asm("vadd.s32.s32.s32 %0, %1, %2;" : "=r"(y) : "r"(x), "r"(x)); // ERROR "does not simulate the PTX instruction 'vadd'"
    asm("div.f32 %0, %1, %2;" : "=f"(r) : "f"(v), "f"(v)); // ERROR "'div.f32' needs a rounding modifier"
    asm("bar.sync 1, 64;"); // ERROR "'bar.sync' is simulated only as bar.sync 0 alone in its asm statement"
    asm("mov.u32 %0, %1" : "=r"(y) : "q"(x)); // ERROR "asm operand constraint \"q\": the lab knows h, r, l, f, d and n"
    asm("ld.local.u32 %0, [%1];" : "=r"(y) : "l"(out)); // ERROR "'ld.local' is not simulated in inline asm"
    char c;
    asm("cvt.u8.u32 %0, %1;" : "=r"(c) : "r"(x)); // ERROR "asm operand 0: char does not fit the constraint \"r\", which takes a 4-byte integer"
    asm("mov.b32 %0, %1;" : "=r"(y) : "r"(v)); // ERROR "asm operand 1: float does not fit the constraint \"r\""
    asm("mov.f32 %0, %1;" : "=f"(r) : "f"(x)); // ERROR "asm operand 1: int does not fit the constraint \"f\", which takes a float"
    out[x] = y + (int)r + c;
}

int main() {
    int z = 1;
    asm("nop;"); // ERROR "inline assembly in host code is not supported in lab programs"
    printf("%d\n", z);
    return 0;
}
