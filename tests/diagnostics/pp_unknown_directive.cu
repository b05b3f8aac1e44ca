// A directive that does not exist.
#defin BLOCK 256 // ERROR "(unknown|invalid) (preprocessor |preprocessing )?directive"

int main() { return 0; }
