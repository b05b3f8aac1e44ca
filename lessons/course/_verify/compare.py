#!/usr/bin/env python3
"""Runs every extracted program in the lab's simulator (simtlab run) and
compares its stdout and per-launch metrics with the real-H200 results."""
import csv, io, json, os, subprocess, sys, time
sim, build, res = sys.argv[1], sys.argv[2], sys.argv[3]
only = sys.argv[4] if len(sys.argv) > 4 else ''
def ncu(name):
    lines = open(os.path.join(res, name + '.ncu')).read().splitlines()
    st = next((i for i, l in enumerate(lines) if l.startswith('"ID"')), None)
    if st is None: return []
    by = {}
    for r in csv.DictReader(io.StringIO('\n'.join(lines[st:]))):
        d = by.setdefault(int(r['ID']), {'kernel': r['Kernel Name'].split('(')[0], 'm': {}})
        try: d['m'][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
        except ValueError: pass
    return [by[k] for k in sorted(by)]
SKIP = ('gpu__time_duration.sum', 'smsp__inst_executed.sum', 'smsp__thread_inst_executed.sum', 'launch__registers_per_thread')
for f in sorted(os.listdir(os.path.join(build, 'progs'))):
    name = f[:-3]
    if only and only not in name: continue
    mj = os.path.join(build, 'sim', name + '.json')
    os.makedirs(os.path.dirname(mj), exist_ok=True)
    t = time.time()
    p = subprocess.run([sim, 'run', '--metrics', 'json', '--metrics-out', mj, os.path.join(build, 'progs', f)],
                       capture_output=True, text=True, timeout=300)
    dt = time.time() - t
    real = open(os.path.join(res, name + '.out')).read()
    same = p.stdout == real
    print(f"{name}: {dt:.2f}s rc={p.returncode} stdout {'same' if same else 'DIFFERS'}")
    if not same:
        print('   sim :', p.stdout[:300].replace('\n', ' | '))
        print('   real:', real[:300].replace('\n', ' | '))
    if p.stderr.strip(): print('   stderr:', p.stderr.strip()[:400])
    try:
        sl = [json.loads(l) for l in open(mj) if l.strip()]
    except Exception as e:
        sl = []
    rl = ncu(name)
    if len(sl) != len(rl):
        print(f'   launches: sim {len(sl)} real {len(rl)}')
    for i, (a, b) in enumerate(zip(sl, rl)):
        diffs = []
        for k, v in b['m'].items():
            if k in SKIP or k.startswith('launch__') or k.startswith('sm__'): continue
            if k not in a['metrics']: continue
            if abs(a['metrics'][k] - v) > 1e-6 * max(1, abs(v)):
                diffs.append(f"{k.replace('l1tex__','').replace('.sum','')}: sim {a['metrics'][k]:g} real {v:g}")
        if diffs:
            print(f"   launch {i} {b['kernel']}: " + '; '.join(diffs))
