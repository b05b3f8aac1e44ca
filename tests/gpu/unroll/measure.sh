#!/usr/bin/env bash
# measure.sh writes escape-time loops of different trips and body sizes, builds each to PTX with
# nvcc -arch=sm_90 and counts the copies nvcc made of the loop (one compare with the bail-out
# constant 1000 per copy). Its output is counts.tsv: probe, trips, copies, counter, body.
# On the GPU machine (the device tool), from the repository root:
#     bash tests/gpu/unroll/measure.sh > $OUT/counts.tsv
set -u
W=$(mktemp -d)
complexLoop() { # name trips extra type: CUDA by Example's julia with a complex struct
cat > "$W/$1.cu" <<EOF
struct C { $4 r, i;
  __device__ C($4 a, $4 b) : r(a), i(b) {}
  __device__ $4 m2() { return r * r + i * i; }
  __device__ C operator*(const C &a) { return C(r * a.r - i * a.i, i * a.r + r * a.i); }
  __device__ C operator+(const C &a) { return C(r + a.r, i + a.i); } };
__global__ void k(int *out, $4 cr, $4 ci, $4 e) {
  C c(cr, ci); C a(threadIdx.x * ($4)0.01, blockIdx.x * ($4)0.01);
  $4 acc = 0; int i;
  for (i = 0; i < $2; i++) {
    a = a * a + c;
    $3
    if (a.m2() > 1000) break;
  }
  out[threadIdx.x] = i + (int)acc;
}
EOF
}
scalarLoop() { # name trips extra: a Mandelbrot step with scalars
cat > "$W/$1.cu" <<EOF
__global__ void k(int *out, float cx0, float cy0, float e, float *aux) {
  float cx = cx0 + threadIdx.x * 0.01f, cy = cy0 + blockIdx.x * 0.01f;
  float x = 0.f, y = 0.f, acc = 0.f, acc2 = 1.f; int it;
  for (it = 0; it < $2; it++) {
    float xt = x * x - y * y + cx;
    y = 2.0f * x * y + cy;
    x = xt;
    $3
    if (x * x + y * y > 1000.0f) break;
  }
  out[threadIdx.x] = it + (int)acc + (int)acc2;
}
EOF
}
for tc in 8 12 16 20 24 30 40 48 50 64 97 100 101 120 200 256 1000 1024; do complexLoop a_tc$tc $tc "" float; done
complexLoop d_x1 200 "acc += a.r;" float
complexLoop d_x4 200 "acc += a.r * e + a.i * e;" float
complexLoop d_x8 200 "acc += a.r * e + a.i * e; acc *= e; acc -= cr; acc += a.r * a.i * e;" float
complexLoop e_d200 200 "" double
complexLoop e_d64 64 "" double
E1='acc += x * e;'
E2='acc += x * e; acc2 = acc2 * y + e;'
E4='acc += x * e; acc2 = acc2 * y + e; acc = acc * 0.5f + acc2 * e; acc2 -= x * y * e;'
E8="$E4 acc += sqrtf(fabsf(acc2)) * e; acc2 = acc2 * e + acc * x; acc = fminf(acc, 1e6f) + y * e; acc2 = fmaxf(acc2, -1e6f) - x * e;"
for tc in 16 24 30 32 40 100 200 256 1000; do
    scalarLoop s0_$tc $tc ""; scalarLoop s1_$tc $tc "$E1"; scalarLoop s2_$tc $tc "$E2"
    scalarLoop s4_$tc $tc "$E4"; scalarLoop s8_$tc $tc "$E8"; scalarLoop s16_$tc $tc "$E8 $E8"
done
echo -e "# probe\ttrips\tcopies nvcc made (PTX)\tcounter\tloop body"
for f in "$W"/*.cu; do
    n=$(basename "$f" .cu)
    nvcc -arch=sm_90 -ptx -o "$W/$n.ptx" "$f" || continue
    copies=$(grep -c "0f447A0000\|0d408F400000000000" "$W/$n.ptx")
    loop=$(sed -n '/^  for (/,/^  }/p' "$f" | tr -s ' \n' ' ')
    counter=$(echo "$loop" | sed -E 's/^ ?for \((int )?([a-z]+) = 0.*/\2/')
    trips=$(echo "$loop" | sed -E 's/.*< ([0-9]+);.*/\1/')
    body=$(echo "$loop" | sed -E 's/^ ?for \([^)]*\) \{ //; s/ ?\} ?$//')
    echo -e "$n\t$trips\t$copies\t$counter\t$body"
done
rm -rf "$W"
