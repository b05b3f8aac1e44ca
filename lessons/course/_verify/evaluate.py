#!/usr/bin/env python3
"""Evaluates every exercise's checks against the real-GPU results: the
starter (widget program) must fail at least one check, the solution must pass all."""
import csv, io, json, os, sys
from collections import defaultdict

build, res = sys.argv[1], sys.argv[2]
man = json.load(open(os.path.join(build, 'manifest.json')))

def launches(name):
    p = os.path.join(res, name + '.ncu')
    if not os.path.exists(p):
        return []
    lines = open(p).read().splitlines()
    start = next((i for i, l in enumerate(lines) if l.startswith('"ID"')), None)
    if start is None:
        return []
    rows = list(csv.DictReader(io.StringIO('\n'.join(lines[start:]))))
    by = {}
    for r in rows:
        d = by.setdefault(int(r['ID']), {'kernel': r['Kernel Name'].split('(')[0], 'm': {}})
        try:
            d['m'][r['Metric Name']] = float(r['Metric Value'].replace(',', ''))
        except ValueError:
            pass
    return [by[k] for k in sorted(by)]

def stdout(name):
    p = os.path.join(res, name + '.out')
    return open(p).read() if os.path.exists(p) else None

def check(name, c):
    out = stdout(name)
    if 'stdout' in c:
        return out == c['stdout'], repr(out)
    if 'stdout_contains' in c:
        return out is not None and c['stdout_contains'] in out, c['stdout_contains']
    ls = launches(name)
    if 'kernel' in c:
        ls = [l for l in ls if l['kernel'] == c['kernel']]
    v = sum(l['m'].get(c['metric'], 0) for l in ls)
    op = c.get('op', '==')
    ok = {'==': v == c['value'], '<=': v <= c['value'], '>=': v >= c['value'],
          '<': v < c['value'], '>': v > c['value'], '!=': v != c['value']}[op]
    return ok, f"{c['metric']} = {v:g} {op} {c['value']}"

bad = 0
for ex in man['exercises']:
    print(f"== {ex['lesson']} #{ex['widget']}: {ex['title']}")
    for role, name, want in (('starter', ex['starter'], False), ('solution', ex['solution'], True)):
        results = [check(name, c) for c in ex['checks']]
        allok = all(r[0] for r in results)
        status = 'ok' if allok == want else 'WRONG'
        if allok != want:
            bad += 1
        print(f"  {role:8s} {'passes' if allok else 'fails '} ({status})")
        for ok, what in results:
            print(f"      {'+' if ok else '-'} {what}")
print('problems:', bad)
