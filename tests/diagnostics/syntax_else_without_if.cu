// An else that does not follow an if statement.
__global__ void sign(int *a) {
    int v = a[threadIdx.x];
    v = v * 2;
    else v = -v; // ERROR "'?else'? without (a matching )?'?if'?|expected expression"
    a[threadIdx.x] = v;
}

int main() { return 0; }
