#!/usr/bin/env python3
"""Extracts the course's lab programs and exercises into a build folder:
build/progs/<name>.cu for every widget program and every solution, and
build/manifest.json describing exercises and the metrics the checks need."""
import json, os, re, sys, yaml

course = sys.argv[1]
out = sys.argv[2]
os.makedirs(os.path.join(out, 'progs'), exist_ok=True)
pack = yaml.safe_load(open(os.path.join(course, 'pack.yaml')))
fence = re.compile(r'^```(cuda|exercise) \{([^}]*)\}\n(.*?)^```$', re.S | re.M)
INFO_METRICS = [
    'smsp__sass_inst_executed_op_shared_ld.sum', 'smsp__sass_inst_executed_op_shared_st.sum',
    'l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum', 'l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum',
    'l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum', 'l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum',
    'smsp__sass_inst_executed_op_global_ld.sum', 'smsp__sass_inst_executed_op_global_st.sum',
    'l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum', 'l1tex__t_requests_pipe_lsu_mem_global_op_st.sum',
    'l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum', 'l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum',
    'l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum', 'l1tex__t_requests_pipe_lsu_mem_global_op_red.sum',
    'smsp__inst_executed.sum', 'smsp__thread_inst_executed.sum', 'launch__registers_per_thread',
    'sm__maximum_warps_per_active_cycle_pct', 'launch__occupancy_limit_shared_mem',
    'launch__occupancy_limit_warps', 'launch__occupancy_limit_registers', 'launch__occupancy_limit_blocks',
    'gpu__time_duration.sum']
manifest = {'programs': {}, 'exercises': [], 'metrics': INFO_METRICS}
for f in pack['lessons']:
    if not os.path.exists(os.path.join(course, f)):
        print('missing', f); continue
    text = open(os.path.join(course, f)).read()
    stem = f[:-3]
    widgets = {}
    for kind, attrs, body in fence.findall(text):
        if kind == 'cuda':
            m = re.search(r'#([\w-]+)', attrs)
            wid = m.group(1)
            name = f'{stem}__{wid}'
            open(os.path.join(out, 'progs', name + '.cu'), 'w').write(body)
            manifest['programs'][name] = {'lesson': f, 'widget': wid}
            widgets[wid] = name
        else:
            ex = yaml.safe_load(body)
            wid = re.search(r'for=([\w-]+)', attrs).group(1)
            sol = ex['solution']
            sname = 'sol__' + os.path.basename(sol)[:-3]
            open(os.path.join(out, 'progs', sname + '.cu'), 'w').write(open(os.path.join(course, sol)).read())
            manifest['programs'][sname] = {'lesson': f, 'solution': sol}
            for c in ex['checks']:
                if 'metric' in c and c['metric'] not in manifest['metrics']:
                    manifest['metrics'].append(c['metric'])
            manifest['exercises'].append({'lesson': f, 'widget': wid, 'starter': widgets[wid],
                                          'solution': sname, 'title': ex['title'], 'checks': ex['checks'],
                                          'hints': ex.get('hints', [])})
json.dump(manifest, open(os.path.join(out, 'manifest.json'), 'w'), indent=1)
open(os.path.join(out, 'metrics.txt'), 'w').write(','.join(manifest['metrics']))
print(len(manifest['programs']), 'programs,', len(manifest['exercises']), 'exercises')
