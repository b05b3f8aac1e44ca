// A directive that does not exist.
#defin BLOCK 256 // ERROR "unknown (preprocessor )?directive|invalid preprocessing directive"

int main() { return 0; }
