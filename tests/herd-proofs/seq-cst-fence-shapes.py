#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/herd-proofs/seq-cst-fence-shapes.py - writes the litmus tests of
# the CMM_SEQ_CST_FENCE load and store (a full barrier before and after
# the access: Documentation/ordering.md §3) in every shape the contract
# forbids with the access as one thread's middle: SB, MP, LB, R, S, 2+2W,
# WRC, ISA2, RWC, IRIW, the access first, between or last.  Each in four
# variants: "old" (a full barrier on both sides), "new" (the sequence the
# tree emits: the full barrier before, and after it only what orders the
# access itself before later ones), "lead" (the barrier before alone: a
# control, allowed where the shape rests on the barrier after) and
# "relaxed" (the bare access: a control, allowed in every shape).  The
# files are checked in; run this in tests/herd-proofs to write them again:
#   python3 seq-cst-fence-shapes.py . > /dev/null
import os
import sys
out = sys.argv[1]

ISA = {
  'a64': dict(name='AArch64', addr='X{}', reg='W{}', val='W9',
              mov='MOV W9,#{}', st='STR W9,[{a}]', ld='LDR {r},[{a}]',
              mb=['DMB ISH']),
  'rv': dict(name='RISCV', addr='x{}', reg='x{}', val='x9',
             mov='ori x9,x0,{}', st='sw x9,0({a})', ld='lw {r},0({a})',
             mb=['fence rw,rw']),
  # x86-64: the locations as memory operands, no address registers; a
  # store of an immediate; the full barrier is the tree's cmm_smp_mb(),
  # a locked add of 0 to a word of the thread's own stack ({stk}).
  'x86': dict(name='X86_64', addr='({loc})', direct=True,
              regs=[('%eax', 'rax'), ('%ebx', 'rbx'), ('%ecx', 'rcx'),
                    ('%edx', 'rdx')],
              mov=None, st='movl ${v},{a}', ld='movl {a},{r}',
              stack='(s{t})', mb=['lock addl $0,{stk}']),
}
# The sequence under test: (kind, isa) -> {variant: [instruction templates]}
SEQ = {
  ('load', 'a64'): {'old': ['DMB ISH', 'LDR {r},[{a}]', 'DMB ISH'],
                    'new': ['DMB ISH', 'LDAR {r},[{a}]'],
                    # Armv8.4: ldapr after the dmb ish; the 16-byte
                    # ldp (its ordering: an LDR stands for it) with
                    # dmb ishld after.
                    'rcpc': ['DMB ISH', 'LDAPR {r},[{a}]'],
                    'ishld': ['DMB ISH', 'LDR {r},[{a}]', 'DMB ISHLD'],
                    'lead': ['DMB ISH', 'LDR {r},[{a}]'],
                    'relaxed': ['LDR {r},[{a}]']},
  ('load', 'rv'): {'old': ['fence rw,rw', 'lw {r},0({a})', 'fence rw,rw'],
                   'new': ['fence rw,rw', 'lw {r},0({a})', 'fence r,rw'],
                   'lead': ['fence rw,rw', 'lw {r},0({a})'],
                   'relaxed': ['lw {r},0({a})']},
  # A conditional update that stores (its stored path: no compare, the
  # store-conditional succeeding), as the reading and as the writing
  # access of each shape; the control "seq-cst" is Table A.6's seq_cst
  # RMW, lr.aqrl; sc.rl, which is no full barrier.
  ('rmw', 'rv'): {'old': ['fence rw,rw', 'lr.w {r},0({a})',
                          'sc.w {s},x9,0({a})', 'fence rw,rw'],
                  'new': ['lr.w {r},0({a})', 'sc.w.rl {s},x9,0({a})',
                          'fence rw,rw'],
                  'seq-cst': ['lr.w.aqrl {r},0({a})',
                              'sc.w.rl {s},x9,0({a})'],
                  'relaxed': ['lr.w {r},0({a})', 'sc.w {s},x9,0({a})']},
  # x86 (TSO): the acquire load is a plain mov, and "new" (the barrier
  # before alone) is also the "lead" control.
  ('load', 'x86'): {'old': ['lock addl $0,{stk}', 'movl {a},{r}',
                            'lock addl $0,{stk}'],
                    'new': ['lock addl $0,{stk}', 'movl {a},{r}'],
                    'relaxed': ['movl {a},{r}']},
  ('store', 'rv'): {'old': ['fence rw,w', 'sw x9,0({a})', 'fence rw,rw'],
                    'new': ['fence rw,w', 'sw x9,0({a})', 'fence w,rw'],
                    'lead': ['fence rw,w', 'sw x9,0({a})'],
                    'relaxed': ['sw x9,0({a})']},
}
LOCS = ['x', 'y', 'z']
# Shapes: threads of ops; ('st',loc,v) ('ld',loc) ('mb',) ('T',loc[,v]) the
# access under test; cond: the forbidden outcome over loads (thread, index
# of the load in the thread, value) and final memory values.
LOAD_SHAPES = {
 'sb': ("P0 stores x, loads y; P1 stores y, full barrier, loads x: both 0",
        [[('st','x',1),('T','y')], [('st','y',1),('mb',),('ld','x')]],
        [(0,0,0),(1,0,0)], []),
 'sb-after': ("P0 stores x, loads z, loads y (relaxed); P1 stores y, full barrier, loads x: both 0",
        [[('st','x',1),('T','z'),('ld','y')], [('st','y',1),('mb',),('ld','x')]],
        [(0,1,0),(1,0,0)], []),
 'mp-reader': ("P0 x, full barrier, y; P1 loads y, then x relaxed: y seen, x not",
        [[('st','x',1),('mb',),('st','y',1)], [('T','y'),('ld','x')]],
        [(1,0,1),(1,1,0)], []),
 'mp-reader-second': ("P0 x, full barrier, y; P1 loads y relaxed, then x: y seen, x not",
        [[('st','x',1),('mb',),('st','y',1)], [('ld','y'),('T','x')]],
        [(1,0,1),(1,1,0)], []),
 'mp-writer': ("P0 stores x, loads z, stores y; P1 y, full barrier, x: y seen, x not",
        [[('st','x',1),('T','z'),('st','y',1)], [('ld','y'),('mb',),('ld','x')]],
        [(1,0,1),(1,1,0)], []),
 'lb': ("P0 loads x, stores y; P1 loads y, full barrier, stores x: both 1",
        [[('T','x'),('st','y',1)], [('ld','y'),('mb',),('st','x',1)]],
        [(0,0,1),(1,0,1)], []),
 'lb-between': ("P0 loads x relaxed, loads z, stores y; P1 loads y, full barrier, stores x: both 1",
        [[('ld','x'),('T','z'),('st','y',1)], [('ld','y'),('mb',),('st','x',1)]],
        [(0,0,1),(1,0,1)], []),
 'r': ("P0 stores x, loads z, stores y; P1 stores y=2, full barrier, loads x: y 2 and x 0",
        [[('st','x',1),('T','z'),('st','y',1)], [('st','y',2),('mb',),('ld','x')]],
        [(1,0,0)], [('y',2)]),
 's': ("P0 x=2, full barrier, y; P1 loads y, stores x=1: y seen and x 2",
        [[('st','x',2),('mb',),('st','y',1)], [('T','y'),('st','x',1)]],
        [(1,0,1)], [('x',2)]),
 '2+2w': ("P0 x=1, loads z, y=2; P1 y=1, full barrier, x=2: x 1 and y 1",
        [[('st','x',1),('T','z'),('st','y',2)], [('st','y',1),('mb',),('st','x',2)]],
        [], [('x',1),('y',1)]),
 'wrc': ("P0 x; P1 loads x, stores y; P2 y, full barrier, x: x seen, y seen, x not",
        [[('st','x',1)], [('T','x'),('st','y',1)], [('ld','y'),('mb',),('ld','x')]],
        [(1,0,1),(2,0,1),(2,1,0)], []),
 'isa2': ("P0 x, full barrier, y; P1 loads y, stores z; P2 z, full barrier, x: 1, 1, 0",
        [[('st','x',1),('mb',),('st','y',1)], [('T','y'),('st','z',1)], [('ld','z'),('mb',),('ld','x')]],
        [(1,0,1),(2,0,1),(2,1,0)], []),
 'rwc': ("P0 x; P1 loads x, then y relaxed; P2 y, full barrier, x: x seen, y 0, x 0",
        [[('st','x',1)], [('T','x'),('ld','y')], [('st','y',1),('mb',),('ld','x')]],
        [(1,0,1),(1,1,0),(2,0,0)], []),
 'iriw': ("P0 x; P1 y; P2 loads x, then y relaxed; P3 loads y, then x relaxed: the two orders disagree",
        [[('st','x',1)], [('st','y',1)], [('T','x'),('ld','y')], [('T','y'),('ld','x')]],
        [(2,0,1),(2,1,0),(3,0,1),(3,1,0)], []),
 'iriw-second': ("P0 x; P1 y; P2 loads x relaxed, then y; P3 loads y relaxed, then x: the two orders disagree",
        [[('st','x',1)], [('st','y',1)], [('ld','x'),('T','y')], [('ld','y'),('T','x')]],
        [(2,0,1),(2,1,0),(3,0,1),(3,1,0)], []),
}
STORE_SHAPES = {
 'sb': ("P0 stores x, loads y relaxed; P1 stores y, full barrier, loads x: both 0",
        [[('T','x',1),('ld','y')], [('st','y',1),('mb',),('ld','x')]],
        [(0,0,0),(1,0,0)], []),
 'sb-between': ("P0 stores x relaxed, stores z, loads y relaxed; P1 stores y, full barrier, loads x: both 0",
        [[('st','x',1),('T','z',1),('ld','y')], [('st','y',1),('mb',),('ld','x')]],
        [(0,0,0),(1,0,0)], []),
 'mp-writer': ("P0 x relaxed, then stores y; P1 y, full barrier, x: y seen, x not",
        [[('st','x',1),('T','y',1)], [('ld','y'),('mb',),('ld','x')]],
        [(1,0,1),(1,1,0)], []),
 'mp-writer-first': ("P0 stores x, then y relaxed; P1 y, full barrier, x: y seen, x not",
        [[('T','x',1),('st','y',1)], [('ld','y'),('mb',),('ld','x')]],
        [(1,0,1),(1,1,0)], []),
 'mp-reader': ("P0 x, full barrier, y; P1 loads y, stores z, loads x: y seen, x not",
        [[('st','x',1),('mb',),('st','y',1)], [('ld','y'),('T','z',1),('ld','x')]],
        [(1,0,1),(1,1,0)], []),
 'lb': ("P0 loads x, stores y; P1 loads y, full barrier, stores x: both 1",
        [[('ld','x'),('T','y',1)], [('ld','y'),('mb',),('st','x',1)]],
        [(0,0,1),(1,0,1)], []),
 'lb-between': ("P0 loads x, stores z, stores y relaxed; P1 loads y, full barrier, stores x: both 1",
        [[('ld','x'),('T','z',1),('st','y',1)], [('ld','y'),('mb',),('st','x',1)]],
        [(0,0,1),(1,0,1)], []),
 'r': ("P0 x relaxed, stores y; P1 y=2, full barrier, loads x: y 2 and x 0",
        [[('st','x',1),('T','y',1)], [('st','y',2),('mb',),('ld','x')]],
        [(1,0,0)], [('y',2)]),
 'r-first': ("P0 stores x, y relaxed; P1 y=2, full barrier, loads x: y 2 and x 0",
        [[('T','x',1),('st','y',1)], [('st','y',2),('mb',),('ld','x')]],
        [(1,0,0)], [('y',2)]),
 's': ("P0 x=2, full barrier, y; P1 loads y, stores z, stores x=1: y seen and x 2",
        [[('st','x',2),('mb',),('st','y',1)], [('ld','y'),('T','z',1),('st','x',1)]],
        [(1,0,1)], [('x',2)]),
 '2+2w': ("P0 stores x=1, y=2 relaxed; P1 y=1, full barrier, x=2: x 1 and y 1",
        [[('T','x',1),('st','y',2)], [('st','y',1),('mb',),('st','x',2)]],
        [], [('x',1),('y',1)]),
 'wrc': ("P0 x; P1 loads x, stores y; P2 y, full barrier, x: x seen, y seen, x not",
        [[('st','x',1)], [('ld','x'),('T','y',1)], [('ld','y'),('mb',),('ld','x')]],
        [(1,0,1),(2,0,1),(2,1,0)], []),
 'isa2': ("P0 x, full barrier, y; P1 loads y, stores z; P2 z, full barrier, x: 1, 1, 0",
        [[('st','x',1),('mb',),('st','y',1)], [('ld','y'),('T','z',1)], [('ld','z'),('mb',),('ld','x')]],
        [(1,0,1),(2,0,1),(2,1,0)], []),
}

def render(isa, kind, variant, shape, desc, threads, cond, mem, name):
    I = ISA[isa]
    seq = SEQ[(kind, isa)][variant]
    cols, regs_of, sc_ok = [], [], []
    for t in threads:
        lines, nreg, loads = [], 5, []
        stk = I.get('stack', '').format(t=len(cols))
        for op in t:
            a = lambda loc: I['addr'].format(1 + LOCS.index(loc), loc=loc)
            if op[0] == 'T' and kind == 'rmw':
                # The update writes the shape's value, or 3 where the
                # shape reads through it (no reader expects a 3).
                lines.append(I['mov'].format(op[2] if len(op) > 2 else 3))
                r, sreg = 'x20', 'x21'
                if len(op) == 2:
                    r = I['reg'].format(nreg)
                    loads.append(r)
                    nreg += 1
                lines += [x.format(r=r, s=sreg, a=a(op[1])) for x in seq]
                sc_ok.append(len(cols))
                continue
            if op[0] == 'st' or (op[0] == 'T' and kind == 'store'):
                v = op[2]
                if I['mov']:
                    lines.append(I['mov'].format(v))
                if op[0] == 'st':
                    lines.append(I['st'].format(a=a(op[1]), v=v))
                else:
                    lines += [s.format(a=a(op[1]), v=v, stk=stk) for s in seq]
            elif op[0] == 'mb':
                lines += [m.format(stk=stk) for m in I['mb']]
            else:
                if 'regs' in I:
                    r, named = I['regs'][nreg - 5]
                else:
                    r = named = I['reg'].format(nreg)
                loads.append(named.replace('W', 'X') if isa == 'a64' else named)
                nreg += 1
                if op[0] == 'ld':
                    lines.append(I['ld'].format(r=r, a=a(op[1])))
                else:
                    lines += [s.format(r=r, a=a(op[1]), stk=stk) for s in seq]
        cols.append(lines)
        regs_of.append(loads)
    init = '' if I.get('direct') else ' '.join(
        '%d:%s=%s;' % (t, I['addr'].format(1 + i), l)
        for t in range(len(threads)) for i, l in enumerate(LOCS))
    h = max(len(c) for c in cols)
    w = [max([len('P%d' % i)] + [len(x) for x in c]) for i, c in enumerate(cols)]
    rows = [' ' + ' | '.join(('P%d' % i).ljust(w[i]) for i in range(len(cols))) + ' ;']
    for k in range(h):
        rows.append(' ' + ' | '.join((c[k] if k < len(c) else '').ljust(w[i])
                                     for i, c in enumerate(cols)).rstrip() + ' ;')
    conds = ['%d:%s=%d' % (t, regs_of[t][i], v) for t, i, v in cond]
    conds += ['%s=%d' % (l, v) for l, v in mem]
    conds += ['%d:x21=0' % t for t in sc_ok]
    what = {'load': 'the CMM_SEQ_CST_FENCE load',
            'store': 'the CMM_SEQ_CST_FENCE store',
            'rmw': 'a CMM_SEQ_CST_FENCE conditional update that stores'}[kind]
    seqtxt = '; '.join(s.lower() if s.startswith(('fence', 'DMB')) else
                       'lock addl' if s.startswith('lock addl') else
                       s.split()[0].lower() for s in seq)
    title = '%s (%s) of %s, %s: %s' % (what, variant, shape.upper(), seqtxt, desc)
    return '%s %s\n"%s"\n{\n%s\n}\n%s\nexists (%s)\n' % (
        I['name'], name, title, init, '\n'.join(rows), ' /\\ '.join(conds))

names = []
for (kind, isa), variants in SEQ.items():
    groups = {'load': [('scf-load', LOAD_SHAPES)],
              'store': [('scf-store', STORE_SHAPES)],
              'rmw': [('cu-stored-read', LOAD_SHAPES),
                      ('cu-stored-write', STORE_SHAPES)]}[kind]
    for group, shapes in groups:
     for shape, (desc, threads, cond, mem) in shapes.items():
        for variant in variants:
            name = '%s-%s-%s-%s' % (isa, group, shape, variant)
            with open(os.path.join(out, name + '.litmus'), 'w') as f:
                f.write(render(isa, kind, variant, shape, desc, threads, cond, mem, name))
            names.append(name)
print('\n'.join(names))
