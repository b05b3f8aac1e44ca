// Inverse trig, atanh and the pi-scaled trig functions on the device.
// Special cases (signed zeros, infinities, |x| > 1) and a haversine
// great-circle distance computed in double and float.
#include <cstdio>
#include <cmath>

#define CK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void atan2_grid(const double *ys, const double *xs, int ny, int nx, double *out, float *outf) {
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < ny && j < nx) {
        out[i * nx + j] = atan2(ys[i], xs[j]);
        outf[i * nx + j] = atan2f((float)ys[i], (float)xs[j]);
    }
}

__global__ void inverse_trig(const double *x, int n, double *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double v = x[i];
    out[6 * i + 0] = asin(v);
    out[6 * i + 1] = acos(v);
    out[6 * i + 2] = atan(v);
    out[6 * i + 3] = atanh(v);
    out[6 * i + 4] = (double)asinf((float)v);
    out[6 * i + 5] = (double)atanhf((float)v);
}

__global__ void pi_trig(const double *x, int n, double *out, float *outf) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double v = x[i];
    double s, c;
    sincospi(v, &s, &c);
    out[4 * i + 0] = sinpi(v);
    out[4 * i + 1] = cospi(v);
    out[4 * i + 2] = s;
    out[4 * i + 3] = c;
    float sf, cf;
    sincospif((float)v, &sf, &cf);
    outf[2 * i + 0] = sf;
    outf[2 * i + 1] = cf;
}

// haversine distance in km between (lat1, lon1) and (lat2, lon2), degrees
template <typename T>
__device__ T haversine(T lat1, T lon1, T lat2, T lon2) {
    const T R = (T)6371.0088;
    T dlat = (lat2 - lat1) / (T)360.0;   // half-angle in units of pi: (d/2)/180
    T dlon = (lon2 - lon1) / (T)360.0;
    T a1 = sinpi(dlat), a2 = sinpi(dlon);
    T h = a1 * a1 + cospi(lat1 / (T)180.0) * cospi(lat2 / (T)180.0) * a2 * a2;
    return (T)2.0 * R * asin(sqrt(h));
}

__global__ void distances(const double *pts, int n, double *dd, float *df) {
    int i = threadIdx.x;
    if (i + 1 >= n) return;
    dd[i] = haversine<double>(pts[2 * i], pts[2 * i + 1], pts[2 * i + 2], pts[2 * i + 3]);
    df[i] = haversine<float>((float)pts[2 * i], (float)pts[2 * i + 1], (float)pts[2 * i + 2],
                             (float)pts[2 * i + 3]);
}

int main() {
    const double ys[] = {0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, 1e-320};
    const double xs[] = {0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN};
    const int ny = 7, nx = 7;
    double *d_y, *d_x, *d_a;
    float *d_af;
    CK(cudaMalloc(&d_y, sizeof ys));
    CK(cudaMalloc(&d_x, sizeof xs));
    CK(cudaMalloc(&d_a, ny * nx * sizeof(double)));
    CK(cudaMalloc(&d_af, ny * nx * sizeof(float)));
    CK(cudaMemcpy(d_y, ys, sizeof ys, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(d_x, xs, sizeof xs, cudaMemcpyHostToDevice));
    atan2_grid<<<dim3(2, 2), dim3(4, 4)>>>(d_y, d_x, ny, nx, d_a, d_af);
    CK(cudaGetLastError());
    double a[ny * nx];
    float af[ny * nx];
    CK(cudaMemcpy(a, d_a, sizeof a, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(af, d_af, sizeof af, cudaMemcpyDeviceToHost));
    printf("atan2(y, x):\n");
    for (int i = 0; i < ny; ++i) {
        for (int j = 0; j < nx; ++j) {
            double h = atan2(ys[i], xs[j]);
            bool same = (h == a[i * nx + j] && std::signbit(h) == std::signbit(a[i * nx + j])) ||
                        (std::isnan(h) && std::isnan(a[i * nx + j]));
            printf("  y=%-8g x=%-5g dev %-22.17g f %-14.9g %s\n", ys[i], xs[j], a[i * nx + j],
                   af[i * nx + j], same ? "" : "(host differs)");
        }
    }

    const double iv[] = {0.0, -0.0, 1e-300, 0.5, -0.5, 0.7071067811865476, 0.99999999,
                         1.0, -1.0, 1.0000000000000002, 2.0, -1e10, INFINITY, NAN, 0.25};
    const int ni = sizeof iv / sizeof iv[0];
    double *d_iv, *d_io;
    double io[6 * ni];
    CK(cudaMalloc(&d_iv, sizeof iv));
    CK(cudaMalloc(&d_io, sizeof io));
    CK(cudaMemcpy(d_iv, iv, sizeof iv, cudaMemcpyHostToDevice));
    inverse_trig<<<1, 32>>>(d_iv, ni, d_io);
    CK(cudaMemcpy(io, d_io, sizeof io, cudaMemcpyDeviceToHost));
    printf("\nx: asin acos atan atanh | asinf atanhf\n");
    for (int i = 0; i < ni; ++i)
        printf("%-22.17g %.17g %.17g %.17g %.17g | %.9g %.9g\n", iv[i], io[6 * i], io[6 * i + 1],
               io[6 * i + 2], io[6 * i + 3], io[6 * i + 4], io[6 * i + 5]);

    const double pv[] = {0.0, -0.0, 0.5, 1.0, -1.0, 1.5, 2.0, -2.5, 0.25, 1.0 / 3.0, 0.1,
                         1e-300, 123456.5, -7.75, 4503599627370495.5, 9007199254740993.0,
                         1e300, INFINITY, NAN, 0.49999999999999994};
    const int np = sizeof pv / sizeof pv[0];
    double *d_pv, *d_po;
    float *d_pf;
    double po[4 * np];
    float pf[2 * np];
    CK(cudaMalloc(&d_pv, sizeof pv));
    CK(cudaMalloc(&d_po, sizeof po));
    CK(cudaMalloc(&d_pf, sizeof pf));
    CK(cudaMemcpy(d_pv, pv, sizeof pv, cudaMemcpyHostToDevice));
    pi_trig<<<3, 8>>>(d_pv, np, d_po, d_pf);
    CK(cudaMemcpy(po, d_po, sizeof po, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(pf, d_pf, sizeof pf, cudaMemcpyDeviceToHost));
    printf("\nx: sinpi cospi (sincospi) | sincospif\n");
    for (int i = 0; i < np; ++i)
        printf("%-22.17g %-23.17g %-23.17g %s | %.9g %.9g\n", pv[i], po[4 * i], po[4 * i + 1],
               (po[4 * i] == po[4 * i + 2] && po[4 * i + 1] == po[4 * i + 3]) ||
                       std::isnan(po[4 * i]) ? "same" : "DIFF",
               pf[2 * i], pf[2 * i + 1]);
    printf("signbits sinpi(-0) %d sinpi(-1) %d sinpi(2) %d cospi(1.5) %d\n",
           (int)std::signbit(po[4]), (int)std::signbit(po[16]), (int)std::signbit(po[24]),
           (int)std::signbit(po[21]));

    // a route: Paris, New York, Tokyo, Sydney, antipode of Sydney, south pole
    const double route[] = {48.8566, 2.3522, 40.7128, -74.0060, 35.6762, 139.6503,
                            -33.8688, 151.2093, 33.8688, -28.7907, -90.0, 0.0};
    const int nr = 6;
    double *d_r, *d_dd;
    float *d_df;
    double dd[nr - 1];
    float df[nr - 1];
    CK(cudaMalloc(&d_r, sizeof route));
    CK(cudaMalloc(&d_dd, sizeof dd));
    CK(cudaMalloc(&d_df, sizeof df));
    CK(cudaMemcpy(d_r, route, sizeof route, cudaMemcpyHostToDevice));
    distances<<<1, 8>>>(d_r, nr, d_dd, d_df);
    CK(cudaMemcpy(dd, d_dd, sizeof dd, cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(df, d_df, sizeof df, cudaMemcpyDeviceToHost));
    double total = 0.0;
    for (int i = 0; i < nr - 1; ++i) {
        total += dd[i];
        printf("leg %d: %.17g km (float %.9g km, diff %.3e)\n", i, dd[i], df[i], dd[i] - df[i]);
    }
    printf("total %.6f km\n", total);
    return 0;
}
