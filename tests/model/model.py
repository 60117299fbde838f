#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/model/model.py - an axiomatic memory-model checker for litmus
# tests: the candidate executions of a few threads of loads, stores,
# fences and read-modify-writes are enumerated (reads-from, coherence
# order; every RMW single-copy atomic) and each is held to the axioms of
# RVWMO or of the Armv8 model.  A test's final condition is "allowed"
# when some execution that satisfies the model ends in it, "forbidden"
# otherwise.  Brute force: litmus tests have a handful of events.
# (Also x86-TSO, the Power model and sequential consistency, the model
# of one hart and its trap handlers: their sources below.)
#
# Used by tests/model/validate.py (the classic shapes and their published
# verdicts) and tests/model/contract.py (our golden-file sequences in the
# shapes of Documentation/ordering.md).
#
# Sources of the axioms:
#   RVWMO  RISC-V unprivileged ISA manual, chapter "RVWMO Memory
#          Consistency Model" (preserved program order rules 1-13, the
#          load value, atomicity and progress axioms) and appendix
#          "Formal Memory Model Specifications", the herd model: acyclic
#          co|rf|fr|po-loc (coherence), acyclic co|rfe|fr|ppo (the global
#          memory order), empty rmw & (fre;coe) (atomicity).
#   Armv8  Arm ARM (DDI 0487) B2.3 "Definition of the Armv8 memory model"
#          and its formal statement, Pulte, Flur, Deacon, French, Sarkar,
#          Sewell, "Simplifying ARM concurrency: multicopy-atomic
#          axiomatic and operational models for ARMv8", POPL 2018:
#          internal visibility acyclic po-loc|fr|co|rf; external
#          visibility acyclic ob, ob = obs|dob|aob|bob (other-multi-copy
#          atomic); atomicity empty rmw & (fre;coe).
import itertools

# ---- The litmus language ----
#
# A thread is a list of instructions (tuples built by the helpers below).
# Annotations: RISC-V "aq", "rl" (on AMOs and LR/SC, RCsc); Arm "A"
# (ldar, ldaxr, LSE a-forms), "Q" (ldapr), "L" (stlr, stlxr, LSE
# l-forms).  dep=(kind, reg): an "addr", "data" or "ctrl" dependency on
# the load that wrote reg earlier in the thread (or a tuple of such
# pairs); a ctrl dependency
# covers the instruction and every later one (the branch precedes it).


def Ld(loc, reg, ann=(), dep=None):
    return ("R", loc, reg, frozenset(ann), dep)


def St(loc, val, ann=(), dep=None):
    return ("W", loc, val, frozenset(ann), dep)


def Fence(kind):
    """RISC-V: "r.rw", "rw.w", "rw.rw", "tso", ... (pred.succ);
    Arm: "ish" (dmb ish, dmb sy), "ishld", "ishst", "isb";
    POWER: "sync" (hwsync), "lwsync", "eieio", "isync"."""
    return ("F", kind)


def Branch(reg):
    """A conditional branch on reg: every later instruction has a
    control dependency on the load of reg."""
    return ("B", reg)


def Rmw(loc, reg, op, val, rann=(), wann=(), excl=False, dep=None,
        atomic=True):
    """An AMO / LSE atomic (excl=False) or an LR/SC, ldxr/stxr pair that
    succeeded (excl=True): a read of loc into reg and a write of
    op(read, val) to it, single-copy atomic.  op: a key of OPS.
    atomic=False: a plain load and a later plain store of op(read, val),
    which another thread's write may come between (no rmw pair)."""
    return ("RMW", loc, reg, op, val, frozenset(rann), frozenset(wann),
            excl, dep, atomic)


# The zero registers: an RMW whose destination is one writes no register
# (nothing depends on it) and its read is no acquire (Armv8).
ZERO_REGS = ("wzr", "xzr")


# What an RMW writes, from the value it read and its operand.
OPS = {"swap": lambda old, v: v, "add": lambda old, v: old + v,
       "or": lambda old, v: old | v, "and": lambda old, v: old & v,
       "xor": lambda old, v: old ^ v, "andnot": lambda old, v: old & ~v}


class Ev:
    __slots__ = ("id", "tid", "pos", "kind", "loc", "reg", "val", "ann",
                 "amo", "excl", "fence", "init", "op", "pair")

    def __init__(self, **kw):
        for s in self.__slots__:
            setattr(self, s, kw.get(s))

    def __repr__(self):
        if self.kind == "F":
            return "T%d:F(%s)" % (self.tid, self.fence)
        if self.init:
            return "init(%s)" % self.loc
        a = ".".join(sorted(self.ann)) if self.ann else ""
        return "T%d:%s%s%s(%s)" % (self.tid, self.kind,
                                   "x" if self.excl else
                                   ("amo" if self.amo else ""),
                                   "." + a if a else "", self.loc)


class Litmus:
    """name, init {loc: val}, threads [[insn]], cond: {reg or "loc=": val}
    where a register is "T:reg" (thread T) and memory is "[loc]"."""

    def __init__(self, name, threads, cond, init=None, assume=()):
        self.name = name
        self.threads = threads
        self.cond = cond
        # (register, "eq" or "ne", value): the path a thread took (a
        # compare-and-branch) holds only in executions where it is true.
        self.assume = list(assume)
        self.init = dict(init or {})
        self.build()

    def build(self):
        evs = []
        self.po = set()
        self.rmw = set()
        self.addr, self.data, self.ctrl = set(), set(), set()
        # Arm's pick dependencies (aarch64deps.cat), through the
        # compared value of a CAS: ordering less than addr and data.
        self.pickaddr, self.pickdata = set(), set()
        locs = set(self.init)
        for th in self.threads:
            for i in th:
                if i[0] not in "FB":
                    locs.add(i[1])
        self.locs = sorted(locs)
        for loc in self.locs:
            evs.append(Ev(id=len(evs), tid=-1, pos=-1, kind="W", loc=loc,
                          val=self.init.get(loc, 0), ann=frozenset(),
                          init=True))
        for tid, th in enumerate(self.threads):
            mine = []
            regsrc = {}
            ctrl_from = []
            for insn in th:
                new = []
                if insn[0] == "B":
                    ctrl_from.append(regsrc[insn[1]])
                    continue
                if insn[0] == "F":
                    new.append(Ev(kind="F", fence=insn[1]))
                    dep = None
                elif insn[0] == "R":
                    new.append(Ev(kind="R", loc=insn[1], reg=insn[2],
                                  ann=insn[3]))
                    dep = insn[4]
                elif insn[0] == "W":
                    new.append(Ev(kind="W", loc=insn[1], val=insn[2],
                                  ann=insn[3]))
                    dep = insn[4]
                else:
                    _, loc, reg, op, val, rann, wann, excl, dep, \
                        atomic = insn
                    if reg in ZERO_REGS or "NoRet" in rann:
                        # Arm ARM (DDI 0487) C6.2, LDADD/SWP/CAS: "if
                        # the destination register is not one of WZR or
                        # XZR, LDADDA and LDADDAL load from memory with
                        # acquire semantics"; the read of a form with no
                        # result (ST<op>, Rt = ZR) is NoRet in Arm's
                        # herd model (aarch64.cat), which dmb ishld
                        # does not order.
                        rann = (rann - {"A", "Q"}) | {"NoRet"}
                    r = Ev(kind="R", loc=loc, reg=reg, ann=rann,
                           amo=atomic and not excl, excl=atomic and excl)
                    w = Ev(kind="W", loc=loc, val=val, op=op, ann=wann,
                           amo=atomic and not excl, excl=atomic and excl)
                    new += [r, w]
                for e in new:
                    e.id = len(evs)
                    e.tid = tid
                    e.pos = len(mine)
                    evs.append(e)
                    for c in ctrl_from:
                        self.ctrl.add((c, e.id))
                    mine.append(e)
                if len(new) == 2:
                    new[1].pair = new[0].id
                    if insn[9]:
                        self.rmw.add((new[0].id, new[1].id))
                for kind, reg in ([dep] if dep and isinstance(dep[0], str)
                                  else dep or ()):
                    src = regsrc[reg]
                    if kind == "ctrl":
                        ctrl_from.append(src)
                        for e in new:
                            self.ctrl.add((src, e.id))
                    elif kind in ("data", "pickdata"):
                        # The value stored: the write of an RMW.
                        getattr(self, kind).add((src, new[-1].id))
                    else:
                        # The address: every access of the instruction.
                        for e in new:
                            getattr(self, kind).add((src, e.id))
                for e in new:
                    if e.kind == "R" and e.reg not in ZERO_REGS:
                        regsrc[e.reg] = e.id
            for a, b in itertools.combinations(mine, 2):
                self.po.add((a.id, b.id))
        self.evs = evs
        self.mem = [e for e in evs if e.kind in "RW"]
        self.reads = [e for e in evs if e.kind == "R"]
        self.writes = [e for e in evs if e.kind == "W"]
        self.po_loc = {(a, b) for (a, b) in self.po
                       if evs[a].kind in "RW" and evs[b].kind in "RW"
                       and evs[a].loc == evs[b].loc}

    def executions(self):
        """Every candidate execution: (rf {read: write}, co {loc: [w]},
        values {event: value}) with co starting at the initial write."""
        evs = self.evs
        rf_choices = [[w.id for w in self.writes if w.loc == r.loc]
                      for r in self.reads]
        co_choices = []
        for loc in self.locs:
            ws = [w.id for w in self.writes if w.loc == loc and
                  not w.init]
            init = [w.id for w in self.writes if w.loc == loc and w.init]
            co_choices.append([init + list(p)
                               for p in itertools.permutations(ws)])
        for rfs in itertools.product(*rf_choices):
            rf = {r.id: w for r, w in zip(self.reads, rfs)}
            # An RMW never reads its own write.
            if any(evs[w].pair == r for r, w in rf.items()):
                continue
            vals = self.values(rf)
            if vals is None or not self.path_holds(vals):
                continue
            for cos in itertools.product(*co_choices):
                yield rf, dict(zip(self.locs, cos)), vals

    def values(self, rf):
        vals = {}
        todo = list(self.mem)
        while todo:
            progress = False
            rest = []
            for e in todo:
                if e.kind == "R":
                    if rf[e.id] in vals:
                        vals[e.id] = vals[rf[e.id]]
                    else:
                        rest.append(e)
                        continue
                elif e.op is None:
                    vals[e.id] = e.val
                elif e.pair in vals:
                    old = vals[e.pair]
                    vals[e.id] = OPS[e.op](old, e.val)
                else:
                    rest.append(e)
                    continue
                progress = True
            if not progress:
                return None     # values out of thin air: no execution
            todo = rest
        return vals

    def path_holds(self, vals):
        regs = {"%d:%s" % (r.tid, r.reg): vals[r.id] for r in self.reads}
        return all((regs[k] == v) == (op == "eq")
                   for k, op, v in self.assume)

    def outcome(self, rf, co, vals):
        out = {}
        for r in self.reads:
            out["%d:%s" % (r.tid, r.reg)] = vals[r.id]
        for loc, ws in co.items():
            out["[%s]" % loc] = vals[ws[-1]]
        return out

    def satisfies(self, out):
        return all(out.get(k) == v for k, v in self.cond.items())


# ---- Relations ----

def acyclic(rel, n):
    succ = [[] for _ in range(n)]
    for a, b in rel:
        if a == b:
            return False
        succ[a].append(b)
    state = [0] * n
    for s in range(n):
        if state[s]:
            continue
        stack = [(s, iter(succ[s]))]
        state[s] = 1
        while stack:
            v, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                state[v] = 2
                stack.pop()
            elif state[nxt] == 1:
                return False
            elif state[nxt] == 0:
                state[nxt] = 1
                stack.append((nxt, iter(succ[nxt])))
    return True


def seq(r1, r2):
    by = {}
    for a, b in r2:
        by.setdefault(a, []).append(b)
    return {(a, c) for a, b in r1 for c in by.get(b, ())}


class Exec:
    """The relations of one candidate execution of test t."""

    def __init__(self, t, rf, co, vals):
        self.t = t
        evs = t.evs
        self.rf = {(w, r) for r, w in rf.items()}
        self.co = set()
        for ws in co.values():
            self.co |= set(itertools.combinations(ws, 2))
        rfinv = {(r, w) for (w, r) in self.rf}
        self.fr = {(r, w2) for (r, w) in rfinv for (w1, w2) in self.co
                   if w1 == w}
        ext = lambda rel: {(a, b) for a, b in rel
                           if evs[a].tid != evs[b].tid}
        self.rfe, self.coe, self.fre = ext(self.rf), ext(self.co), \
            ext(self.fr)
        self.rfi = self.rf - self.rfe
        self.coi = self.co - self.coe
        self.vals = vals

    def coherent(self):
        """Per-location SC (RVWMO Coherence / Armv8 internal
        visibility): acyclic po-loc | rf | co | fr."""
        return acyclic(self.t.po_loc | self.rf | self.co | self.fr,
                       len(self.t.evs))

    def atomic(self):
        """No write of another thread between an RMW's read and write in
        coherence order: empty rmw & (fre; coe)."""
        return not (self.t.rmw & seq(self.fre, self.coe))


def fenced(t, pred, succ, match):
    """Pairs (a, b) of memory events, a in pred, b in succ, with a fence
    f such that match(f) in between in program order."""
    out = set()
    evs = t.evs
    for f in evs:
        if f.kind != "F" or not match(f.fence):
            continue
        before = [a for (a, b) in t.po if b == f.id and pred(evs[a])]
        after = [b for (a, b) in t.po if a == f.id and succ(evs[b])]
        out |= {(a, b) for a in before for b in after}
    return out


# ---- RVWMO: RISC-V unprivileged ISA, "RVWMO Memory Consistency Model" ----
#
# An AMO is ONE memory operation, both a load and a store (ISA manual,
# RVWMO chapter: "AMOs ... are both loads and stores"; the herd model
# riscv.cat: AMO = R & W, one event): a FENCE r,r before it, or an
# address dependency on its result after it, orders the whole of it,
# the write included.  model.py builds every RMW as a read and a write
# (what LR/SC, Armv8 and Power need); RVWMO merges an AMO's two into
# one node, the read's, before computing preserved program order.
# (LR and SC stay two operations, paired by rule 8.)


def _rv_node(t):
    """{event id: its node}: an AMO's write -> its read."""
    return {e.id: (e.pair if e.amo and e.kind == "W" else e.id)
            for e in t.evs}


def _rv_merge(rel, node):
    return {(node[a], node[b]) for (a, b) in rel if node[a] != node[b]}


def _rv_in(kinds, s):
    """Is a memory operation of kinds ("R", "W" or both: an AMO) in a
    fence's predecessor or successor set s ("r", "w", "rw"; i/o
    ignored: ordinary memory only)."""
    return any(k.lower() in s for k in kinds)


def rvwmo_ppo(t, x, broken=None):
    """Preserved program order, rules 1-13 (§ "Preserved Program
    Order"), over the memory operations (an AMO one node).  broken:
    the checker's self-test, a mutation of the model: a rule number
    to drop, "12+13" (both pipeline-dependency rules), "rsw" (rule 2
    without its exception for reads of the same write), "rcpc" (rule 7
    applied to every aq/rl annotation, not only AMOs' and LR/SC's),
    "amo" (an AMO as two operations joined by rule 8)."""
    evs = t.evs
    node = _rv_node(t) if broken != "amo" else \
        {e.id: e.id for e in evs}
    nodes = sorted({node[e.id] for e in evs if e.kind in "RW"})
    kinds = {n: set() for n in nodes}
    ann = {n: set() for n in nodes}
    for e in evs:
        if e.kind in "RW":
            kinds[node[e.id]].add(e.kind)
            ann[node[e.id]] |= e.ann
    R = lambda n: "R" in kinds.get(n, ())
    W = lambda n: "W" in kinds.get(n, ())
    amo_x = lambda n: evs[n].amo or evs[n].excl
    po = _rv_merge(t.po, node)
    po_loc = _rv_merge(t.po_loc, node)
    addr, data, ctrl = (_rv_merge(r, node) for r in (t.addr, t.data,
                                                     t.ctrl))
    rf = _rv_merge(x.rf, node)
    rfi = _rv_merge(x.rfi, node)
    mm = {(a, b) for (a, b) in po if a in kinds and b in kinds}
    rules = {}
    # 1: b is a store to the same address as a.
    rules[1] = {(a, b) for (a, b) in po_loc if W(b)}
    # 2: a and b are loads of the same address with no store to it in
    #    between (a itself no store), returning values of different
    #    writes: ([R];po-loc-no-w;[R]) \ rsw, rsw = rf^-1;rf.
    src = {r: w for (w, r) in rf}
    r2 = set()
    for (a, b) in po_loc:
        if not (R(a) and R(b)) or W(a):
            continue
        between = any(W(c) and (a, c) in po_loc and (c, b) in po_loc
                      for c in nodes)
        if not between and (src[a] != src[b] or broken == "rsw"):
            r2.add((a, b))
    rules[2] = r2
    # 3: a is an AMO or SC, b a load reading from it: [AMO|X];rfi;[R].
    rules[3] = {(a, b) for (a, b) in rfi if amo_x(a) and R(b)}
    # 4: a FENCE orders its predecessor set before its successor set.
    r4 = set()
    for f in evs:
        if f.kind != "F" or f.tid < 0:
            continue
        if f.fence == "tso":
            pairs = [("r", "rw"), ("w", "w")]
        elif "." in f.fence:
            pairs = [tuple(f.fence.split("."))]
        else:
            continue
        before = [a for (a, b) in t.po if b == f.id and a in kinds]
        after = [b for (a, b) in t.po if a == f.id and b in kinds]
        for p, s in pairs:
            r4 |= {(a, b) for a in before for b in after
                   if _rv_in(kinds[a], p) and _rv_in(kinds[b], s)}
    rules[4] = r4
    # 5: a has an acquire annotation.  6: b has a release annotation.
    rules[5] = {(a, b) for (a, b) in mm if "aq" in ann[a]}
    rules[6] = {(a, b) for (a, b) in mm if "rl" in ann[b]}
    # 7: a and b both have RCsc annotations: the aq/rl of an AMO or of
    #    LR/SC (riscv.cat: RCsc = (Acq|Rel|AcqRel) & (AMO|X)).
    rcsc = lambda n: bool(ann[n] & {"aq", "rl"}) and \
        (amo_x(n) or broken == "rcpc")
    rules[7] = {(a, b) for (a, b) in mm if rcsc(a) and rcsc(b)}
    # 8: a is paired with b: an LR with its SC (the two operations of
    #    an AMO are one, unless broken == "amo").
    rules[8] = _rv_merge(t.rmw, node)
    # 9-11: syntactic dependencies.
    rules[9] = set(addr)
    rules[10] = {(a, b) for (a, b) in data if W(b)}
    rules[11] = {(a, b) for (a, b) in ctrl if W(b)}
    # 12: b is a load returning a value of a store that depends on a
    #     (addr or data): [M];(addr|data);[W];rfi;[R].
    rules[12] = {(a, c) for (a, b) in addr | data if W(b)
                 for (b2, c) in rfi if b2 == b and R(c)}
    # 13: b is a store after an access a's address depends on:
    #     [M];addr;[M];po;[W].
    rules[13] = {(a, c) for (a, b) in addr for (b2, c) in po
                 if b2 == b and W(c)}
    ppo = set()
    for k, r in rules.items():
        if k != broken and not (broken == "12+13" and k in (12, 13)):
            ppo |= r
    return ppo, node


def rvwmo_ok(t, x, broken=None):
    """The herd formalisation of the RVWMO axioms (appendix "Formal
    Memory Model Specifications", riscv.cat): coherence (acyclic
    co|rf|fr|po-loc), the global memory order (acyclic co|rfe|fr|ppo,
    the load value axiom together with a total order respecting ppo)
    and atomicity (empty rmw & (fre;coe)), an AMO one node."""
    if not x.atomic():
        return False
    ppo, node = rvwmo_ppo(t, x, broken)
    n = len(t.evs)
    if not acyclic(_rv_merge(x.co | x.rf | x.fr | t.po_loc, node), n):
        return False
    return acyclic(_rv_merge(x.co | x.rfe | x.fr, node) | ppo, n)


# ---- Armv8: Arm ARM B2.3, Pulte et al. POPL 2018 ----

def armv8_lrs(t, x):
    """Local read successor (aarch64.cat): [W]; po-loc; [R] with no
    write to the location in between, whichever write the read takes."""
    evs = t.evs
    return {(a, b) for (a, b) in t.po_loc
            if evs[a].kind == "W" and evs[b].kind == "R" and
            not any(evs[c].kind == "W" and (a, c) in t.po_loc and
                    (c, b) in t.po_loc for c in range(len(evs)))}


def armv8_ob(t, x, broken=None):
    """Ordered-before, the parts of Arm's herd model (aarch64.cat,
    aarch64hwreqs.cat) for ordinary memory.  broken: the checker's
    self-test, a part dropped ("obs", "dob", "aob", "bob", "lrs": the
    (addr|data);lrs terms of dob) or a mutation added ("rfi": rfi in
    ob, "noret": a NoRet read ordered by dmb ishld)."""
    evs = t.evs
    po = t.po
    M = lambda e: e.kind in "RW"
    R = lambda e: e.kind == "R"
    W = lambda e: e.kind == "W"
    mm = {(a, b) for (a, b) in po if M(evs[a]) and M(evs[b])}
    lrs = armv8_lrs(t, x)
    parts = {}
    # obs: observed-by, the external communication relations.
    parts["obs"] = x.rfe | x.coe | x.fre
    if broken == "rfi":
        parts["obs"] |= x.rfi
    # dob: dependency-ordered-before, and IFB-ob: a control dependency
    # or an address dependency and po before an ISB orders what follows
    # the ISB.
    addr_po = {(a, c) for (a, b) in t.addr for (b2, c) in po if b2 == b}
    isb_after = {(a, b) for (a, b) in po if evs[a].kind == "F" and
                 evs[a].fence == "isb" and M(evs[b])}
    parts["dob"] = (t.addr | t.data
                    | {(a, b) for (a, b) in t.ctrl if W(evs[b])}
                    | {(a, c) for (a, b) in t.ctrl | addr_po
                       for (b2, c) in isb_after if b2 == b}
                    | {(a, b) for (a, b) in addr_po if W(evs[b])})
    if broken != "lrs":
        parts["dob"] |= seq(t.addr | t.data, lrs)
    # pob: pick-ordered-before, no lrs term and no read ordered by a
    # pick address dependency alone.
    parts["pob"] = (t.pickdata
                    | {(a, b) for (a, b) in t.pickaddr if W(evs[b])}
                    | {(a, c) for (a, b) in t.pickaddr for (b2, c) in po
                       if b2 == b and W(evs[c])})
    # aob: atomic-ordered-before: rmw, and the read of an RMW before a
    # later acquire read of the location that reads locally after its
    # write ([M];rmw;lrs;[A|Q]).
    parts["aob"] = set(t.rmw) | {
        (a, c) for (a, b) in t.rmw for (b2, c) in lrs
        if b2 == b and {"A", "Q"} & evs[c].ann}
    # bob: barrier-ordered-before.
    full = fenced(t, M, M, lambda k: k == "ish")
    ld = fenced(t, lambda e: R(e) and ("NoRet" not in e.ann or
                                      broken == "noret"),
                M, lambda k: k == "ishld")
    st = fenced(t, W, W, lambda k: k == "ishst")
    # The write of an atomic instruction with both acquire and release
    # semantics (an LSE AMO such as ldaddal, swpal, a casal that
    # stores; not an exclusive pair) is ordered before every access
    # after it in program order (Arm ARM B2.3, Barrier-ordered-before:
    # the effects of such an instruction; Arm's herd model writes it
    # [range([A];amo;[L])]; po): with the release of its write, the `al`
    # forms are full barriers on their own.
    al_writes = {w for (r, w) in t.rmw if evs[w].amo and
                 "A" in evs[r].ann and "L" in evs[w].ann}
    parts["bob"] = (full | ld | st
                    | {(a, b) for (a, b) in mm if a in al_writes}
                    | {(a, b) for (a, b) in mm if "L" in evs[a].ann and
                       "A" in evs[b].ann}
                    | {(a, b) for (a, b) in mm if {"A", "Q"} & evs[a].ann}
                    | {(a, b) for (a, b) in mm if "L" in evs[b].ann})
    ob = set()
    for k, r in parts.items():
        if k != broken:
            ob |= r
    return ob


def armv8_ok(t, x, broken=None):
    if not x.coherent() or not x.atomic():
        return False
    return acyclic(armv8_ob(t, x, broken), len(t.evs))


# ---- x86-TSO: Owens, Sarkar, Sewell, "A better x86 memory model:
# x86-TSO", TPHOLs 2009; Intel SDM vol. 3A §9.2 ----

def tso_ghb(t, x, broken=None):
    """The global happens-before of x86-TSO: program order except a
    store before a load (the store buffer), mfence and locked
    instructions ordering everything around them (SDM §9.2.2: locked
    instructions have a total order and are not reordered with loads or
    stores), and rfe, co, fr (a store's own thread may read it early
    from its buffer: rfi is not in ghb)."""
    evs = t.evs
    M = lambda e: e.kind in "RW"
    mm = {(a, b) for (a, b) in t.po if M(evs[a]) and M(evs[b])}
    parts = {
        "ppo": {(a, b) for (a, b) in mm
                if not (evs[a].kind == "W" and evs[b].kind == "R")},
        "mfence": fenced(t, M, M, lambda k: k == "mfence"),
        "lock": {(a, b) for (a, b) in mm
                 if "LOCK" in evs[a].ann or "LOCK" in evs[b].ann},
        "com": x.rfe | x.co | x.fr,
    }
    ghb = set()
    for k, r in parts.items():
        if k != broken:
            ghb |= r
    return ghb


def tso_ok(t, x, broken=None):
    if not x.coherent() or not x.atomic():
        return False
    return acyclic(tso_ghb(t, x, broken), len(t.evs))


# ---- POWER: Alglave, Maranget, Tautschnig, "Herding cats", TOPLAS 2014,
# the Power model (its herd formalisation, ppc.cat) ----

def closure(rel, n, reflexive=False):
    """The transitive (reflexive-transitive) closure of rel over n
    events."""
    succ = [set() for _ in range(n)]
    for a, b in rel:
        succ[a].add(b)
    out = set()
    for s in range(n):
        seen = set()
        todo = list(succ[s])
        while todo:
            v = todo.pop()
            if v not in seen:
                seen.add(v)
                todo.extend(succ[v])
        out |= {(s, v) for v in seen}
    if reflexive:
        out |= {(i, i) for i in range(n)}
    return out


def power_ppo(t, x):
    """Preserved program order: the least fixpoint of the four relations
    between the "init" (i: a read satisfied) and "commit" (c) steps of
    two accesses, ii, ic, ci, cc, from their bases:
      ii0 = addr | data | rdw | rfi   (rdw = po-loc & fre;rfe)
      ci0 = ctrl+isync | detour       (detour = po-loc & coe;rfe)
      cc0 = addr | data | po-loc | ctrl | addr;po,  ic0 = 0
    and ppo = (R*R & ii) | (R*W & ic).  A larx/stcx. pair is one
    single-copy atomic RMW: its read is before its write by po-loc."""
    evs = t.evs
    M = lambda e: e.kind in "RW"
    dd = t.addr | t.data
    ctrl = {(a, b) for (a, b) in t.ctrl if M(evs[b])}
    isyncs = [f.id for f in evs if f.kind == "F" and f.fence == "isync"]
    # A control dependency to an isync orders every access after it.
    ctrlisync = {(a, b) for (a, b) in ctrl for f in isyncs
                 if (a, f) in t.ctrl and (f, b) in t.po}
    ii0 = dd | (t.po_loc & seq(x.fre, x.rfe)) | x.rfi
    ci0 = ctrlisync | (t.po_loc & seq(x.coe, x.rfe))
    cc0 = dd | t.po_loc | ctrl | seq(t.addr, t.po)
    ii, ic, ci, cc = set(ii0), set(), set(ci0), set(cc0)
    while True:
        nii = ii0 | ci | seq(ic, ci) | seq(ii, ii)
        nic = ii | cc | seq(ic, cc) | seq(ii, ic)
        nci = ci0 | seq(ci, ii) | seq(cc, ci)
        ncc = cc0 | ci | seq(ci, ic) | seq(cc, cc)
        if (nii, nic, nci, ncc) == (ii, ic, ci, cc):
            break
        ii, ic, ci, cc = nii, nic, nci, ncc
    return {(a, b) for (a, b) in ii
            if evs[a].kind == "R" and evs[b].kind == "R"} | \
        {(a, b) for (a, b) in ic
         if evs[a].kind == "R" and evs[b].kind == "W"}


def power_ok(t, x, broken=None):
    """The Power model's axioms: sc per location (coherence), atomicity,
    no thin air (acyclic hb), observation (irreflexive fre;prop;hb*) and
    propagation (acyclic co|prop), where
      hb = ppo | fences | rfe, fences = sync | lwsync \\ W*R | eieio & W*W
      propbase = (fences | rfe;fences); hb*
      prop = (propbase & W*W) | (chapo?; propbase*; sync; hb*)
      chapo = rfe | fre | coe | fre;rfe | coe;rfe.
    sync (hwsync) is the strong fence, lwsync and eieio the light ones;
    isync orders nothing alone (only after a control dependency, in
    ppo).  broken: "ppo", "cumulativity" (propbase without rfe;fences),
    "strong" (prop without its sync part), "propagation",
    "observation" or "thinair" dropped (the checker's self-test)."""
    if not x.coherent() or not x.atomic():
        return False
    evs = t.evs
    n = len(evs)
    M = lambda e: e.kind in "RW"
    R = lambda e: e.kind == "R"
    W = lambda e: e.kind == "W"
    ppo = power_ppo(t, x) if broken != "ppo" else set()
    sync = fenced(t, M, M, lambda k: k == "sync")
    light = {(a, b) for (a, b) in fenced(t, M, M, lambda k: k == "lwsync")
             if not (W(evs[a]) and R(evs[b]))} | \
        fenced(t, W, W, lambda k: k == "eieio")
    fences = sync | light
    hb = ppo | fences | x.rfe
    if broken != "thinair" and not acyclic(hb, n):
        return False
    hbstar = closure(hb, n, True)
    base = fences if broken == "cumulativity" else \
        fences | seq(x.rfe, fences)
    propbase = seq(base, hbstar)
    chapo = x.rfe | x.fre | x.coe | seq(x.fre, x.rfe) | seq(x.coe, x.rfe)
    chapo_opt = chapo | {(i, i) for i in range(n)}
    prop = {(a, b) for (a, b) in propbase if W(evs[a]) and W(evs[b])}
    if broken != "strong":
        prop |= seq(seq(seq(chapo_opt, closure(propbase, n, True)), sync),
                    hbstar)
    if broken != "propagation" and not acyclic(x.co | prop, n):
        return False
    if broken != "observation":
        if any(a == b for (a, b) in seq(seq(x.fre, prop), hbstar)):
            return False
    return True


# ---- One hart: Lamport's sequential consistency ("How to make a
# multiprocessor computer that correctly executes multiprocess programs",
# IEEE Trans. Computers, 1979) ----
#
# The threads of a uniprocessor build are the hart's own code and its
# trap handlers, which interleave at instruction boundaries: a trap is
# taken between two instructions and the hart sees its own accesses in
# program order (RVWMO's load value axiom, for one hart).  Every
# execution is then an interleaving: acyclic po | rf | co | fr.  A
# section run with mstatus.MIE clear (RISC-V privileged ISA §3.1.6.1)
# is one access (the caller builds it as an Rmw, Ld or St): no handler
# runs inside it.

def sc_order(t, x, broken=None):
    parts = {"po": {(a, b) for (a, b) in t.po
                    if t.evs[a].kind in "RW" and t.evs[b].kind in "RW"},
             "com": x.rf | x.co | x.fr}
    out = set()
    for k, r in parts.items():
        if k != broken:
            out |= r
    return out


def sc_ok(t, x, broken=None):
    if not x.coherent() or not x.atomic():
        return False
    return acyclic(sc_order(t, x, broken), len(t.evs))


MODELS = {"rvwmo": rvwmo_ok, "armv8": armv8_ok, "tso": tso_ok,
          "power": power_ok, "sc": sc_ok}


def check(t, model, broken=None):
    """(allowed?, a witness execution or None, number of consistent
    executions).  allowed: some execution the model accepts ends in
    t.cond."""
    ok = MODELS[model]
    n = 0
    witness = None
    for rf, co, vals in t.executions():
        x = Exec(t, rf, co, vals)
        if not ok(t, x, broken):
            continue
        n += 1
        out = t.outcome(rf, co, vals)
        if witness is None and t.satisfies(out):
            witness = (rf, co, out)
    return witness is not None, witness, n


def describe(t, witness):
    """The execution, one line: reads-from and coherence order."""
    rf, co, out = witness
    evs = t.evs
    rfs = ", ".join("%r<-%r" % (evs[r], evs[w]) for r, w in
                    sorted(rf.items()))
    cos = "; ".join(" < ".join(repr(evs[w]) for w in ws)
                    for ws in co.values() if len(ws) > 1)
    res = " ".join("%s=%s" % kv for kv in sorted(out.items()))
    return "rf: %s | co: %s | final: %s" % (rfs, cos, res)
