// helper_string.h as SIMT Lab builds it in: the CUDA samples' command-line
// helpers ("-name" or "--name=value" arguments).
#ifndef SIMTLAB_HELPER_STRING_H
#define SIMTLAB_HELPER_STRING_H
#include <cstdio>
#include <cstdlib>
#include <cstring>

inline int stringRemoveDelimiter(char delimiter, const char *string) {
    int string_start = 0;
    while (string[string_start] == delimiter) string_start++;
    if (string_start >= (int)strlen(string) - 1) return 0;
    return string_start;
}

inline bool checkCmdLineFlag(const int argc, const char **argv, const char *string_ref) {
    bool bFound = false;
    if (argc >= 1) {
        for (int i = 1; i < argc; i++) {
            int string_start = stringRemoveDelimiter('-', argv[i]);
            const char *string_argv = &argv[i][string_start];
            const char *equal_pos = strchr(string_argv, '=');
            int argv_length = (int)(equal_pos == 0 ? strlen(string_argv) : equal_pos - string_argv);
            int length = (int)strlen(string_ref);
            if (length == argv_length && !strncmp(string_argv, string_ref, length)) {
                bFound = true;
                continue;
            }
        }
    }
    return bFound;
}

inline int getCmdLineArgumentInt(const int argc, const char **argv, const char *string_ref) {
    int value = -1;
    if (argc >= 1) {
        for (int i = 1; i < argc; i++) {
            int string_start = stringRemoveDelimiter('-', argv[i]);
            const char *string_argv = &argv[i][string_start];
            int length = (int)strlen(string_ref);
            if (!strncmp(string_argv, string_ref, length)) {
                if (length + 1 <= (int)strlen(string_argv)) {
                    int auto_inc = (string_argv[length] == '=') ? 1 : 0;
                    value = atoi(&string_argv[length + auto_inc]);
                } else {
                    value = 0;
                }
                return value;
            }
        }
    }
    return value;
}

inline float getCmdLineArgumentFloat(const int argc, const char **argv, const char *string_ref) {
    float value = -1;
    if (argc >= 1) {
        for (int i = 1; i < argc; i++) {
            int string_start = stringRemoveDelimiter('-', argv[i]);
            const char *string_argv = &argv[i][string_start];
            int length = (int)strlen(string_ref);
            if (!strncmp(string_argv, string_ref, length)) {
                if (length + 1 <= (int)strlen(string_argv)) {
                    int auto_inc = (string_argv[length] == '=') ? 1 : 0;
                    value = (float)atof(&string_argv[length + auto_inc]);
                } else {
                    value = 0.f;
                }
                return value;
            }
        }
    }
    return value;
}
#endif
