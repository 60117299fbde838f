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
# same shapes hold a conditional update's stored path (RISC-V) and a
# compare-and-swap at CMM_SEQ_CST_FENCE (AArch64, LL/SC and LSE;
# RISC-V), stored (as the reading and as the writing access) and failed
# (a read).  The
# files are checked in; run this in tests/herd-proofs to write them again:
#   python3 seq-cst-fence-shapes.py . > /dev/null
import os
import sys
out = sys.argv[1]

ISA = {
  'a64': dict(name='AArch64', addr='X{}', reg='W{}', val='W9',
              mov='MOV W9,#{}', st='STR W9,[{a}]', ld='LDR {r},[{a}]',
              mb=['DMB ISH'], tmp='W20', status='W21', status_x='X21'),
  'rv': dict(name='RISCV', addr='x{}', reg='x{}', val='x9',
             mov='ori x9,x0,{}', st='sw x9,0({a})', ld='lw {r},0({a})',
             mb=['fence rw,rw'], tmp='x20', status='x21', status_x='x21'),
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
                  'relaxed': ['lr.w {r},0({a})', 'sc.w {s},x9,0({a})'],
                  # A byte or halfword: the loop on its containing word,
                  # the new word merged from the old one (prev ^ (prev &
                  # mask) | new; the mask all ones here, the operand
                  # being the whole location), so the SC's data depend
                  # on the LR.
                  'subword': ['ori x24,x0,-1', 'lr.w {r},0({a})',
                              'and x22,{r},x24', 'xor x22,{r},x22',
                              'or x22,x22,x9', 'sc.w.rl {s},x22,0({a})',
                              'fence rw,rw']},
  # A compare-and-swap at CMM_SEQ_CST_FENCE that stores, as the reading
  # and as the writing access: "old" the LL/SC loop the tree emitted
  # (ldxr; stlxr; dmb ish), "new" a relaxed one between two full
  # barriers (the peers' form, as GCC's and clang's relaxed
  # compare-exchange between two seq_cst fences); "lse-old" casal alone,
  # "lse-new" dmb ish; cas; dmb ish.  The compare and its branch are
  # left out: they only add a control dependency, so what is forbidden
  # without them is forbidden with them.  A cas expects the value the
  # outcome has it read ({e}), so that outcome is its success.
  ('cas', 'a64'): {'old': ['LDXR {r},[{a}]', 'STLXR {s},W9,[{a}]',
                           'DMB ISH'],
                   'new': ['DMB ISH', 'LDXR {r},[{a}]',
                           'STXR {s},W9,[{a}]', 'DMB ISH'],
                   'relaxed': ['LDXR {r},[{a}]', 'STXR {s},W9,[{a}]'],
                   'lse-old': ['MOV {r},#{e}', 'CASAL {r},W9,[{a}]'],
                   'lse-new': ['MOV {r},#{e}', 'DMB ISH',
                               'CAS {r},W9,[{a}]', 'DMB ISH'],
                   'lse-relaxed': ['MOV {r},#{e}', 'CAS {r},W9,[{a}]']},
  # The same compare-and-swap failing: a read, and no write.  "old" the
  # tree's former LL/SC failure (a mismatch, dmb ish, a second attempt
  # whose read decides, dmb ish); the cas expects 7, which no thread
  # writes.
  ('cas-fail', 'a64'): {'old': ['LDXR W20,[{a}]', 'DMB ISH',
                                'LDXR {r},[{a}]', 'DMB ISH'],
                        'new': ['DMB ISH', 'LDXR {r},[{a}]', 'DMB ISH'],
                        'relaxed': ['LDXR {r},[{a}]'],
                        'lse-new': ['MOV {r},#7', 'DMB ISH',
                                    'CAS {r},W9,[{a}]', 'DMB ISH'],
                        'lse-relaxed': ['MOV {r},#7',
                                        'CAS {r},W9,[{a}]']},
  # RISC-V's compare-and-swap at CMM_SEQ_CST_FENCE that stores: "old"
  # the relaxed loop between two fence rw,rw, "new" the loop's own
  # sequentially consistent pair, lr.aqrl; sc.aqrl, and nothing around
  # it; "subword" the same pair on a byte's or halfword's containing
  # word, the new word merged from the old (the exchange's and add's
  # loops too, which always store).  Controls: "relaxed" the bare pair;
  # "seq-cst" Table A.6's lr.aqrl; sc.rl, whose store a later load may
  # pass.  The compare and its branch are left out, as above.
  ('cas', 'rv'): {'old': ['fence rw,rw', 'lr.w {r},0({a})',
                          'sc.w {s},x9,0({a})', 'fence rw,rw'],
                  'new': ['lr.w.aqrl {r},0({a})', 'sc.w.aqrl {s},x9,0({a})'],
                  'subword': ['ori x24,x0,-1', 'lr.w.aqrl {r},0({a})',
                              'and x22,{r},x24', 'xor x22,{r},x22',
                              'or x22,x22,x9',
                              'sc.w.aqrl {s},x22,0({a})'],
                  'seq-cst': ['lr.w.aqrl {r},0({a})',
                              'sc.w.rl {s},x9,0({a})'],
                  'relaxed': ['lr.w {r},0({a})', 'sc.w {s},x9,0({a})']},
  # The same failing: its LR alone.  Controls: "relaxed" the bare LR,
  # "aq" and "rl" the LR with one of the two bits.
  ('cas-fail', 'rv'): {'old': ['fence rw,rw', 'lr.w {r},0({a})',
                               'fence rw,rw'],
                       'new': ['lr.w.aqrl {r},0({a})'],
                       'aq': ['lr.w.aq {r},0({a})'],
                       'rl': ['lr.w.rl {r},0({a})'],
                       'relaxed': ['lr.w {r},0({a})']},
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

def expects(threads, ti, op, mem):
    """What the writing compare-and-swap of thread @ti reads where the
    outcome has it last: the other thread's write to its location when
    the final value is its own, else the initial 0."""
    if (op[1], op[2]) not in mem:
        return 0
    return next((o[2] for tj, t in enumerate(threads) if tj != ti
                 for o in t if o[0] == 'st' and o[1] == op[1]), 0)

def render(isa, kind, variant, shape, desc, threads, cond, mem, name):
    I = ISA[isa]
    seq = SEQ[(kind, isa)][variant]
    cols, regs_of, sc_ok, extra = [], [], [], []
    for t in threads:
        lines, nreg, loads = [], 5, []
        stk = I.get('stack', '').format(t=len(cols))
        for op in t:
            a = lambda loc: I['addr'].format(1 + LOCS.index(loc), loc=loc)
            if op[0] == 'T' and kind in ('rmw', 'cas'):
                # The update writes the shape's value, or 3 where the
                # shape reads through it (no reader expects a 3).
                ti = len(cols)
                lines.append(I['mov'].format(op[2] if len(op) > 2 else 3))
                lse = variant.startswith('lse')
                r, e = I['tmp'], 0
                if len(op) == 2 or lse:
                    r = I['reg'].format(nreg)
                    nreg += 1
                rx = r.replace('W', 'X') if isa == 'a64' else r
                if len(op) == 2:
                    want = [v for ct, ci, v in cond
                            if ct == ti and ci == len(loads)]
                    loads.append(rx)
                    e = want[0] if want else 0
                    if lse and not want:
                        extra.append('%d:%s=%d' % (ti, rx, e))
                else:
                    e = expects(threads, ti, op, mem)
                    if lse:
                        extra.append('%d:%s=%d' % (ti, rx, e))
                lines += [x.format(r=r, s=I['status'], a=a(op[1]), e=e)
                          for x in seq]
                if not lse:
                    sc_ok.append(ti)
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
    conds += ['%d:%s=0' % (t, I['status_x']) for t in sc_ok] + extra
    what = {'load': 'the CMM_SEQ_CST_FENCE load',
            'store': 'the CMM_SEQ_CST_FENCE store',
            'rmw': 'a CMM_SEQ_CST_FENCE conditional update that stores',
            'cas': 'a CMM_SEQ_CST_FENCE compare-and-swap that stores',
            'cas-fail': 'a CMM_SEQ_CST_FENCE compare-and-swap that fails'}[kind]
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
                      ('cu-stored-write', STORE_SHAPES)],
              'cas': [('cas-stored-read', LOAD_SHAPES),
                      ('cas-stored-write', STORE_SHAPES)],
              'cas-fail': [('cas-failed', LOAD_SHAPES)]}[kind]
    for group, shapes in groups:
     for shape, (desc, threads, cond, mem) in shapes.items():
        for variant in variants:
            name = '%s-%s-%s-%s' % (isa, group, shape, variant)
            with open(os.path.join(out, name + '.litmus'), 'w') as f:
                f.write(render(isa, kind, variant, shape, desc, threads, cond, mem, name))
            names.append(name)
print('\n'.join(names))
