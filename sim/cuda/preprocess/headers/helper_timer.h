// helper_timer.h as SIMT Lab builds it in: the CUDA samples' stopwatch.
// There is no host clock in the lab, so a stopwatch measures the lab's
// modelled time between its start and stop (kernels, copies), read through
// CUDA events.
#ifndef SIMTLAB_HELPER_TIMER_H
#define SIMTLAB_HELPER_TIMER_H

struct StopWatchInterface {
    cudaEvent_t begin, end;
    bool running;
    float elapsed;   // ms of finished start/stop intervals since the last reset
    int sessions;
    void start() { cudaEventRecord(begin); running = true; }
    void stop() {
        cudaEventRecord(end);
        cudaEventSynchronize(end);
        float ms = 0;
        cudaEventElapsedTime(&ms, begin, end);
        elapsed += ms;
        running = false;
        sessions++;
    }
    void reset() { elapsed = 0; sessions = 0; if (running) cudaEventRecord(begin); }
    float getTime() {
        float t = elapsed;
        if (running) {
            cudaEventRecord(end);
            cudaEventSynchronize(end);
            float ms = 0;
            cudaEventElapsedTime(&ms, begin, end);
            t += ms;
        }
        return t;
    }
    float getAverageTime() { return sessions > 0 ? elapsed / sessions : 0.0f; }
};

inline bool sdkCreateTimer(StopWatchInterface **timer_interface) {
    StopWatchInterface *t = (StopWatchInterface *)malloc(sizeof(StopWatchInterface));
    cudaEventCreate(&t->begin);
    cudaEventCreate(&t->end);
    t->running = false;
    t->elapsed = 0;
    t->sessions = 0;
    *timer_interface = t;
    return true;
}

inline bool sdkDeleteTimer(StopWatchInterface **timer_interface) {
    if (*timer_interface) {
        cudaEventDestroy((*timer_interface)->begin);
        cudaEventDestroy((*timer_interface)->end);
        free(*timer_interface);
        *timer_interface = 0;
    }
    return true;
}

inline bool sdkStartTimer(StopWatchInterface **timer_interface) {
    if (*timer_interface) (*timer_interface)->start();
    return true;
}

inline bool sdkStopTimer(StopWatchInterface **timer_interface) {
    if (*timer_interface) (*timer_interface)->stop();
    return true;
}

inline bool sdkResetTimer(StopWatchInterface **timer_interface) {
    if (*timer_interface) (*timer_interface)->reset();
    return true;
}

inline float sdkGetAverageTimerValue(StopWatchInterface **timer_interface) {
    return *timer_interface ? (*timer_interface)->getAverageTime() : 0.0f;
}

inline float sdkGetTimerValue(StopWatchInterface **timer_interface) {
    return *timer_interface ? (*timer_interface)->getTime() : 0.0f;
}
#endif
