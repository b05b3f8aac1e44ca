// <stdarg.h> and <cstdarg> of the lab: a variadic host function has a hidden last
// parameter, __simtlab_va_area, the address of its variadic arguments,
// each promoted (float to double, char and short to int) into an 8-byte
// slot (check.VarArea). va_list walks the slots.
typedef char *va_list;
#define va_start(ap, last) ((void)((ap) = __simtlab_va_area))
#define va_arg(ap, type) (*(type *)(((ap) += 8) - 8))
#define va_end(ap) ((void)(ap))
#define va_copy(dest, src) ((void)((dest) = (src)))
#define __va_copy(dest, src) va_copy(dest, src)
