// __syncthreads is a device built-in and cannot be used on the host.
int main() {
    __syncthreads(); // ERROR "__syncthreads"
    return 0;
}
