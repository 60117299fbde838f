#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/model/litmus.py - herd7's litmus format, both ways, for the
# checker of tests/model/model.py: read() turns a published test
# (AArch64, RISCV, PPC, X86_64; the subset of loads, stores, fences,
# RMWs, dependencies and forward branches the checker models) into the
# checker's threads, and write() turns a checker test (tests/model/
# validate.py's shapes) into a herd7 test, so that each can be judged
# by both (tests/model/crossval.py).
#
# Dependencies are found as herd7 finds them, by following registers:
# every register holds a value (a number, a location or "unknown", the
# value of a load) and the set of loads it was computed from; an access
# whose address or stored value, or a branch, is computed from a load
# depends on it.  A compare-and-swap or a store-exclusive may fail:
# read() returns one test per path, each with the values it assumes
# (model.Litmus assume), and the outcome is allowed when some path
# allows it.
import itertools
import re

from model import Ld, St, Fence, Rmw, Branch, Litmus


class Unsupported(Exception):
    """The test uses something the checker does not model."""


ISAS = ("AArch64", "RISCV", "PPC", "X86_64")


# ---- Reading ----

def _split_test(text):
    lines = text.splitlines()
    if not lines or len(lines[0].split()) < 2:
        raise Unsupported("no header")
    isa, name = lines[0].split()[0], lines[0].split(None, 1)[1].strip()
    if isa not in ISAS:
        raise Unsupported("architecture %s" % isa)
    body = "\n".join(lines[1:])
    m = re.search(r"\{(.*?)\}", body, re.S)
    if not m:
        raise Unsupported("no initial state")
    init = m.group(1)
    rest = body[m.end():]
    # The code: lines with '|' up to the condition.
    code, cond = [], None
    for line in rest.splitlines():
        s = line.strip()
        if not s:
            continue
        if re.match(r"(exists|~exists|forall|locations|filter)\b", s) \
                or cond is not None:
            cond = (cond or "") + " " + s
            continue
        code.append(s)
    if cond is None:
        raise Unsupported("no condition")
    return isa, name, init, code, cond


def _parse_init(init, nthreads):
    regs = [{} for _ in range(nthreads)]
    mem = {}
    for item in init.split(";"):
        item = re.sub(r"\b(u?int(8|16|32|64)_t|int|long)\b", "", item)
        item = item.strip()
        if not item:
            continue
        m = re.match(r"(?:(\d+)\s*:\s*)?%?([\w.\[\]]+)\s*=\s*(\S+)$", item)
        if not m:
            raise Unsupported("initial state %r" % item)
        tid, name, val = m.groups()
        val = int(val, 0) if re.match(r"-?(0x)?\d+$", val) else val
        if tid is None:
            mem[name.strip("[]")] = val
        else:
            if int(tid) >= nthreads:
                raise Unsupported("initial state of a thread not there")
            regs[int(tid)][name] = val
    for v in mem.values():
        if not isinstance(v, int):
            raise Unsupported("a location holding an address")
    return regs, mem


def _parse_cond(cond):
    cond = cond.strip()
    m = re.match(r"(locations\s*\[[^\]]*\]\s*)?(exists|~exists|forall)"
                 r"\s*(.*)$", cond, re.S)
    if not m:
        raise Unsupported("condition %r" % cond)
    quant, prop = m.group(2), m.group(3).strip()
    if "\\/" in prop or "~" in prop or "filter" in prop:
        raise Unsupported("a condition that is not a conjunction")
    while prop.startswith("(") and prop.endswith(")"):
        prop = prop[1:-1].strip()
    out = []
    for term in prop.split("/\\"):
        term = term.strip().strip("();").strip()
        if not term:
            continue
        m = re.match(r"(?:(\d+)\s*:\s*)?%?([\w\[\]]+)\s*=\s*(-?\w+)$",
                     term)
        if not m:
            raise Unsupported("condition term %r" % term)
        tid, name, val = m.groups()
        if not re.match(r"-?(0x)?\d+$", val):
            raise Unsupported("a condition on an address")
        out.append((tid, name.strip("[]"), int(val, 0)))
    return quant, out


class Thread:
    """One thread being read: its registers, its instructions for
    model.Litmus, and the path it takes (compare-and-swap outcomes)."""

    def __init__(self, tid, regs, path):
        self.tid = tid
        # register -> (value, frozenset of the load registers it was
        # computed from); value None: the value of a load.
        self.regs = {r: (v, frozenset()) for r, v in regs.items()}
        self.insns = []
        self.assume = []
        self.path = path        # iterator: how each CAS goes (cas())
        self.nload = 0
        self.flags = frozenset()
        self.mempick = {}

    def get(self, r):
        if r is None:
            return 0, frozenset()
        return self.regs.get(r, (0, frozenset()))

    def set(self, r, v, taint):
        if r is not None:
            self.regs[r] = (v, frozenset(taint))

    def load_reg(self):
        self.nload += 1
        return "L%d" % self.nload

    def deps(self, addr_taint, data_taint=()):
        """The dependencies of an access: a taint "~L" is a pick
        dependency on L (aarch64deps.cat: through the compared value of
        a CAS, iico_ctrl), which orders less than a plain one."""
        d = []
        for kind, taint in (("addr", addr_taint), ("data", data_taint)):
            d += [(kind, r) for r in sorted(taint) if r[0] != "~"]
            d += [("pick" + kind, r[1:]) for r in sorted(taint)
                  if r[0] == "~" and r[1:] not in taint]
        return tuple(d) or None

    def location(self, base, offset=None):
        v, t = self.get(base)
        if offset is not None:
            ov, ot = self.get(offset) if isinstance(offset, str) else \
                (offset, frozenset())
            if ov != 0:
                raise Unsupported("an address with an offset")
            t = t | ot
        if not isinstance(v, str):
            raise Unsupported("an address that is no location")
        return v, t

    def const(self, r):
        v, t = self.get(r)
        if not isinstance(v, int):
            raise Unsupported("a stored value that is not a constant")
        return v, t

    def load(self, dst, loc, taint, ann=()):
        reg = self.load_reg()
        self.insns.append(Ld(loc, reg, ann, dep=self.deps(taint)))
        # A pick dependency carried through memory to a local read
        # successor of the write (dtrm includes lrs).
        self.set(dst, None, {reg} | self.mempick.get(loc, set()))

    def store(self, loc, taint, src, ann=()):
        v, vt = self.const(src)
        self.insns.append(St(loc, v, ann, dep=self.deps(taint, vt)))
        self.mempick[loc] = set()

    def rmw(self, dst, loc, taint, op, src, rann=(), wann=(), excl=False,
            zero=False):
        v, vt = self.const(src)
        reg = "wzr" if zero else self.load_reg()
        self.insns.append(Rmw(loc, reg, op, v, rann, wann, excl,
                              dep=self.deps(taint, vt)))
        if not zero:
            self.set(dst, None, {reg})
        return reg

    def cas(self, rs, rt, loc, taint, rann=(), wann=(), zero=False):
        """Compare-and-swap: [loc] == rs ? [loc] = rt; rs = old, as
        herd7 builds it (eventsMonad.ml, event.ml aarch64_cas): the
        address orders both accesses, rt is the data of the write; the
        comparison (of rs and the value read) reaches the write by
        iico_ctrl, a pick dependency; rs is written with data from its
        old value (and a pick dependency on the comparison), or from
        the value read: two executions of a success ("rrs", "rx"),
        herd7 allowing an outcome when either does; a failure writes rs
        from the value read."""
        old, ot = self.const(rs)
        new, nt = self.const(rt)
        how = next(self.path)
        reg = self.load_reg()
        if zero:
            raise Unsupported("a CAS into the zero register")
        pick = {"~" + r.lstrip("~") for r in ot} | {"~" + reg}
        if how != "fail":
            self.insns.append(Rmw(loc, reg, "swap", new, rann, wann,
                                  dep=self.deps(taint, nt | (pick - {
                                      "~" + reg}))))
            self.assume.append(("%d:%s" % (self.tid, reg), "eq", old))
            self.mempick[loc] = pick
            if how == "rrs":
                self.set(rs, old, ot | pick)
            else:
                self.set(rs, None, {reg})
        else:
            self.insns.append(Ld(loc, reg, rann, dep=self.deps(taint)))
            self.assume.append(("%d:%s" % (self.tid, reg), "ne", old))
            self.set(rs, None, {reg} | self.mempick.get(loc, set()))

    def branch(self, taint):
        for r in sorted(taint):
            self.insns.append(Branch(r))

    def op(self, dst, f, a, b):
        """dst = f(a, b) of two (value, taint) operands (an xor of a
        register with itself is the callers' own case: 0)."""
        (va, ta), (vb, tb) = a, b
        if va is None or vb is None:
            raise Unsupported("arithmetic on a loaded value")
        if isinstance(va, str) or isinstance(vb, str):
            if f(1, 0) == 1 and vb == 0:
                v = va          # loc + 0
            else:
                raise Unsupported("arithmetic on an address")
        else:
            v = f(va, vb)
        self.set(dst, v, ta | tb)


ARM_RMW = {"swp": "swap", "ldadd": "add", "ldset": "or", "ldclr": "andnot",
           "ldeor": "xor"}


def _arm_reg(r):
    r = r.strip().lower()
    if r in ("wzr", "xzr"):
        return None
    m = re.match(r"[wx](\d+)$", r)
    if not m:
        raise Unsupported("register %r" % r)
    return "X" + m.group(1)


def _arm_insn(th, insn):
    insn = insn.strip()
    m = re.match(r"(\w[\w.]*)\s*(.*)$", insn)
    if not m:
        raise Unsupported("instruction %r" % insn)
    op, args = m.group(1).lower(), m.group(2)
    mem = re.search(r"\[([^\]]*)\]", args)
    ops = [a.strip() for a in re.sub(r"\[[^\]]*\]", "", args).split(",")
           if a.strip()]
    if mem:
        parts = [p.strip() for p in mem.group(1).split(",")]
        base = _arm_reg(parts[0])
        off = None
        if len(parts) > 1:
            if parts[1].startswith("#"):
                off = int(parts[1][1:], 0)
            else:
                off = _arm_reg(parts[1])
        loc, taint = th.location(base, off)
    if op == "nop":
        return
    if op == "mov":
        if ops[1].startswith("#"):
            th.set(_arm_reg(ops[0]), int(ops[1][1:], 0), ())
        else:
            th.set(_arm_reg(ops[0]), *th.get(_arm_reg(ops[1])))
        return
    if op in ("eor", "add", "orr", "and", "sub"):
        b = (int(ops[2][1:], 0), frozenset()) if ops[2].startswith("#") \
            else th.get(_arm_reg(ops[2]))
        a = th.get(_arm_reg(ops[1]))
        if op == "eor" and ops[1].lower()[1:] == ops[2].lower()[1:]:
            th.set(_arm_reg(ops[0]), 0, a[1])
            return
        f = {"eor": lambda x, y: x ^ y, "add": lambda x, y: x + y,
             "orr": lambda x, y: x | y, "and": lambda x, y: x & y,
             "sub": lambda x, y: x - y}[op]
        if a[0] is None or b[0] is None:
            raise Unsupported("arithmetic on a loaded value")
        th.op(_arm_reg(ops[0]), f, a, b)
        return
    if op in ("cmp",):
        th.flags = th.get(_arm_reg(ops[0]))[1] | (
            th.get(_arm_reg(ops[1]))[1] if not ops[1].startswith("#")
            else frozenset())
        return
    if op in ("cbz", "cbnz"):
        th.branch(th.get(_arm_reg(ops[0]))[1])
        return ops[1]
    if re.match(r"b\.\w+$", op):
        th.branch(th.flags)
        return ops[0]
    if op == "dmb":
        k = ops[0].lower()
        th.insns.append(Fence({"sy": "ish", "ish": "ish", "ld": "ishld",
                               "ishld": "ishld", "st": "ishst",
                               "ishst": "ishst"}[k]))
        return
    if op == "isb":
        th.insns.append(Fence("isb"))
        return
    if not mem:
        raise Unsupported("instruction %r" % insn)
    m = re.match(r"(ldr|ldar|ldapr|str|stlr)$", op)
    if m:
        if op.startswith("ld"):
            th.load(_arm_reg(ops[0]), loc, taint,
                    {"ldar": ("A",), "ldapr": ("Q",)}.get(op, ()))
        else:
            th.store(loc, taint, _arm_reg(ops[0]),
                     ("L",) if op == "stlr" else ())
        return
    m = re.match(r"(swp|ldadd|ldset|ldclr|ldeor|stadd|stset|stclr|steor)"
                 r"(a|l|al)?$", op)
    if m:
        kind, o = m.groups()
        o = o or ""
        rann = ("A",) if "a" in o else ()
        wann = ("L",) if "l" in o else ()
        if kind.startswith("st"):
            kind, dst = "ld" + kind[2:], None
        else:
            dst = _arm_reg(ops[1])
        if ARM_RMW[kind] not in ("swap", "add", "or", "xor", "andnot"):
            raise Unsupported(op)
        th.rmw(dst, loc, taint, ARM_RMW[kind], _arm_reg(ops[0]), rann,
               wann, zero=dst is None)
        return
    m = re.match(r"cas(a|l|al)?$", op)
    if m:
        o = m.group(1) or ""
        rs = _arm_reg(ops[0])
        th.cas(rs, _arm_reg(ops[1]), loc, taint,
               ("A",) if "a" in o else (), ("L",) if "l" in o else (),
               zero=rs is None)
        return
    raise Unsupported("instruction %r" % insn)


def _rv_reg(r):
    r = r.strip()
    if r in ("x0", "zero"):
        return None
    if not re.match(r"x\d+$", r):
        raise Unsupported("register %r" % r)
    return r


RV_AMO = {"amoswap": "swap", "amoadd": "add", "amoor": "or",
          "amoand": "and", "amoxor": "xor"}


def _rv_insn(th, insn):
    m = re.match(r"([\w.]+)\s*(.*)$", insn.strip())
    if not m:
        raise Unsupported("instruction %r" % insn)
    op, args = m.group(1), m.group(2)
    ops = [a.strip() for a in args.split(",")] if args else []
    if op == "nop":
        return
    if op in ("ori", "addi", "xori", "andi"):
        a = th.get(_rv_reg(ops[1]))
        if a[0] is None:
            raise Unsupported("arithmetic on a loaded value")
        th.op(_rv_reg(ops[0]), {"ori": lambda x, y: x | y,
                                "addi": lambda x, y: x + y,
                                "xori": lambda x, y: x ^ y,
                                "andi": lambda x, y: x & y}[op],
              a, (int(ops[2], 0), frozenset()))
        return
    if op == "li":
        th.set(_rv_reg(ops[0]), int(ops[1], 0), ())
        return
    if op == "mv":
        th.set(_rv_reg(ops[0]), *th.get(_rv_reg(ops[1])))
        return
    if op in ("xor", "add", "or", "and", "sub"):
        a, b = th.get(_rv_reg(ops[1])), th.get(_rv_reg(ops[2]))
        if op in ("xor", "sub") and ops[1] == ops[2]:
            th.set(_rv_reg(ops[0]), 0, a[1])
            return
        if a[0] is None or b[0] is None:
            raise Unsupported("arithmetic on a loaded value")
        th.op(_rv_reg(ops[0]), {"add": lambda x, y: x + y,
                                "xor": lambda x, y: x ^ y,
                                "or": lambda x, y: x | y,
                                "and": lambda x, y: x & y,
                                "sub": lambda x, y: x - y}[op], a, b)
        return
    if op in ("bne", "beq", "blt", "bge"):
        th.branch(th.get(_rv_reg(ops[0]))[1] | th.get(_rv_reg(ops[1]))[1])
        return ops[2]
    if op in ("bnez", "beqz"):
        th.branch(th.get(_rv_reg(ops[0]))[1])
        return ops[1]
    if op == "fence":
        th.insns.append(Fence("%s.%s" % (ops[0], ops[1])))
        return
    if op == "fence.tso":
        th.insns.append(Fence("tso"))
        return
    m = re.match(r"(lw|ld|sw|sd)(\.aq|\.rl|\.aqrl|\.aq\.rl)?$", op)
    if m:
        ann = tuple(a for a in ("aq", "rl") if a in (m.group(2) or ""))
        mm = re.match(r"(-?\d+)\((\w+)\)$", ops[1])
        if not mm:
            raise Unsupported("address %r" % ops[1])
        loc, taint = th.location(_rv_reg(mm.group(2)), int(mm.group(1)))
        if op.startswith("l"):
            th.load(_rv_reg(ops[0]), loc, taint, ann)
        else:
            th.store(loc, taint, _rv_reg(ops[0]), ann)
        return
    m = re.match(r"(amo\w+|lr|sc)\.[wd]((?:\.aq|\.rl)*)$", op)
    if m:
        ann = tuple(a for a in ("aq", "rl") if a in m.group(2))
        mm = re.match(r"(?:0)?\((\w+)\)$", ops[-1])
        if not mm:
            raise Unsupported("address %r" % ops[-1])
        loc, taint = th.location(_rv_reg(mm.group(1)))
        if m.group(1) in RV_AMO:
            th.rmw(_rv_reg(ops[0]), loc, taint, RV_AMO[m.group(1)],
                   _rv_reg(ops[1]), ann, ann)
            return
        raise Unsupported("LR/SC")
    raise Unsupported("instruction %r" % insn)


def _ppc_reg(r):
    r = r.strip()
    if not re.match(r"r\d+$", r):
        raise Unsupported("register %r" % r)
    return r


def _ppc_insn(th, insn):
    m = re.match(r"([\w.]+)\s*(.*)$", insn.strip())
    if not m:
        raise Unsupported("instruction %r" % insn)
    op, args = m.group(1), m.group(2)
    ops = [a.strip() for a in args.split(",")] if args else []
    if op == "li":
        th.set(_ppc_reg(ops[0]), int(ops[1], 0), ())
        return
    if op == "mr":
        th.set(_ppc_reg(ops[0]), *th.get(_ppc_reg(ops[1])))
        return
    if op in ("xor", "add", "addi", "or"):
        a = th.get(_ppc_reg(ops[1]))
        b = (int(ops[2], 0), frozenset()) if op == "addi" else \
            th.get(_ppc_reg(ops[2]))
        if op == "xor" and ops[1] == ops[2]:
            th.set(_ppc_reg(ops[0]), 0, a[1])
            return
        if a[0] is None or b[0] is None:
            raise Unsupported("arithmetic on a loaded value")
        th.op(_ppc_reg(ops[0]), {"xor": lambda x, y: x ^ y,
                                 "add": lambda x, y: x + y,
                                 "addi": lambda x, y: x + y,
                                 "or": lambda x, y: x | y}[op], a, b)
        return
    if op in ("cmpw", "cmpd", "cmpwi"):
        th.flags = th.get(_ppc_reg(ops[0]))[1] | (
            th.get(_ppc_reg(ops[1]))[1] if op != "cmpwi" else frozenset())
        return
    if op in ("beq", "bne"):
        th.branch(th.flags)
        return ops[0]
    if op in ("sync", "lwsync", "eieio", "isync"):
        th.insns.append(Fence(op))
        return
    m = re.match(r"(lwz|ld|stw|std)(x?)$", op)
    if m:
        if m.group(2):
            loc, taint = th.location(_ppc_reg(ops[2]), _ppc_reg(ops[1]))
        else:
            mm = re.match(r"(-?\d+)\((\w+)\)$", ops[1])
            if not mm:
                raise Unsupported("address %r" % ops[1])
            loc, taint = th.location(_ppc_reg(mm.group(2)),
                                     int(mm.group(1)))
        if op.startswith("l"):
            th.load(_ppc_reg(ops[0]), loc, taint)
        else:
            th.store(loc, taint, _ppc_reg(ops[0]))
        return
    raise Unsupported("instruction %r" % insn)


def _x86_reg(r):
    r = r.strip().lstrip("%").lower()
    m = re.match(r"[re]?([a-d])x$", r)
    if m:
        return m.group(1) + "x"
    m = re.match(r"r(\d+)d?$", r)
    if m:
        return "r" + m.group(1)
    raise Unsupported("register %r" % r)


def _x86_insn(th, insn):
    m = re.match(r"(\w+)\s*(.*)$", insn.strip())
    if not m:
        raise Unsupported("instruction %r" % insn)
    op, args = m.group(1).lower(), m.group(2)
    ops = [a.strip() for a in args.split(",")] if args else []
    memop = lambda a: re.match(r"\((\w+)\)$", a)
    if op == "mfence":
        th.insns.append(Fence("mfence"))
        return
    if re.match(r"mov[lq]?$", op) and len(ops) == 2:
        src, dst = ops
        if memop(dst) and src.startswith("$"):
            th.insns.append(St(memop(dst).group(1), int(src[1:], 0)))
            return
        if memop(dst):
            v, t = th.const(_x86_reg(src))
            th.insns.append(St(memop(dst).group(1), v))
            return
        if memop(src):
            th.load(_x86_reg(dst), memop(src).group(1), frozenset())
            return
        if src.startswith("$"):
            th.set(_x86_reg(dst), int(src[1:], 0), ())
            return
    if re.match(r"xchg[lq]?$", op) and len(ops) == 2:
        a, b = ops
        if memop(b):
            a, b = b, a
        if memop(a):
            th.rmw(_x86_reg(b), memop(a).group(1), frozenset(), "swap",
                   _x86_reg(b), ("LOCK",), ("LOCK",))
            return
    raise Unsupported("instruction %r" % insn)


INSN = {"AArch64": _arm_insn, "RISCV": _rv_insn, "PPC": _ppc_insn,
        "X86_64": _x86_insn}


def _reg_name(isa, name):
    if isa == "AArch64":
        return _arm_reg(name)
    if isa == "RISCV":
        return _rv_reg(name)
    if isa == "PPC":
        return _ppc_reg(name)
    return _x86_reg(name)


def read(text):
    """(isa, name, quantifier, [model.Litmus, one a path]) of a litmus
    test; raises Unsupported for what the checker cannot model."""
    isa, name, init, code, cond = _split_test(text)
    rows = [[c.strip() for c in line.rstrip(";").split("|")]
            for line in code]
    header = rows[0]
    if not all(re.match(r"P\d+$", h) for h in header):
        raise Unsupported("thread header %r" % header)
    n = len(header)
    cols = [[r[i] if i < len(r) else "" for r in rows[1:]]
            for i in range(n)]
    regs, mem = _parse_init(init, n)
    regs = [{_reg_name(isa, k): v for k, v in r.items()} for r in regs]
    quant, terms = _parse_cond(cond)
    ncas = [sum(1 for c in col if re.match(
        r"(cas|CAS)", c.strip()) or re.search(r"\bstwcx|sc\.", c))
        for col in cols]
    variants = []
    for paths in itertools.product(*[list(itertools.product(
            ("rrs", "rx", "fail"), repeat=k)) for k in ncas]):
        threads, assume, final = [], [], []
        for tid, col in enumerate(cols):
            th = Thread(tid, regs[tid], iter(paths[tid]))
            pending = None
            for c in col:
                c = c.strip()
                if not c:
                    continue
                lab = re.match(r"(\w+):\s*(.*)$", c)
                if lab:
                    if pending != lab.group(1):
                        raise Unsupported("a branch target that is not"
                                          " the next instruction")
                    pending = None
                    c = lab.group(2).strip()
                    if not c:
                        continue
                if pending is not None:
                    raise Unsupported("a branch over instructions")
                pending = INSN[isa](th, c)
            if pending is not None:
                raise Unsupported("a branch to the end")
            threads.append(th.insns)
            assume += th.assume
            final.append(th)
        cnd = {}
        locs = set(mem)
        for th in threads:
            for i in th:
                if i[0] not in "FB":
                    locs.add(i[1])
        possible = True
        for tid, nm, val in terms:
            if tid is None:
                if nm not in locs:
                    raise Unsupported("a condition on location %s" % nm)
                cnd["[%s]" % nm] = val
                continue
            v, t = final[int(tid)].get(_reg_name(isa, nm))
            if v is None and len(t) == 1:
                cnd["%s:%s" % (tid, next(iter(t)))] = val
            elif isinstance(v, int):
                possible = possible and v == val
            else:
                raise Unsupported("a condition on a computed register")
        if not possible:
            continue
        variants.append(Litmus(name, threads, cnd, init=mem,
                               assume=assume))
    return isa, name, quant, variants


# ---- Writing ----

def write(isa, name, t):
    """A herd7 litmus test of isa with the threads and condition of
    model.Litmus t (built from Ld, St, Fence, Rmw, Branch), or None when
    isa has no instruction for one of them.  Dependencies are written as
    herd7 tests write them: xor of the loaded register with itself
    added to the address or the stored value, a compare and branch to
    the next instruction for a control dependency."""
    w = WRITERS[isa]
    locs = sorted({i[1] for th in t.threads for i in th if i[0] not in "FB"})
    cols, inits, ctxs = [], [], []
    for tid, th in enumerate(t.threads):
        ctx = {"tid": tid, "locs": {}, "loaded": {}, "n": 0, "lab": 0,
               "init": []}
        lines = []
        for insn in th:
            out = w(ctx, insn)
            if out is None:
                return None
            lines += out
        cols.append(lines)
        inits.append(ctx["init"])
        ctxs.append(ctx)
    cond = []
    for k, v in sorted(t.cond.items()):
        if k.startswith("["):
            cond.append("%s=%d" % (k[1:-1], v))
        else:
            tid, reg = k.split(":")
            r = ctxs[int(tid)]["loaded"].get(reg)
            if r is None:
                return None
            r = {"AArch64": "X" + r, "X86_64": "r" + r[1:]}.get(isa, r)
            cond.append("%s:%s=%d" % (tid, r, v))
    n = max(len(c) for c in cols)
    width = [max([len("P%d" % i)] + [len(x) for x in c])
             for i, c in enumerate(cols)]
    out = ["%s %s" % (isa, name), "{"]
    for loc in locs:
        out.append("%s=%d;" % (loc, t.init.get(loc, 0)))
    for tid, ini in enumerate(inits):
        if ini:
            out.append(" ".join("%d:%s=%s;" % (tid, r, v) for r, v in ini))
    out.append("}")
    out.append(" | ".join(("P%d" % i).ljust(width[i])
                          for i in range(len(cols))) + " ;")
    for j in range(n):
        out.append(" | ".join((c[j] if j < len(c) else "").ljust(width[i])
                              for i, c in enumerate(cols)) + " ;")
    out.append("exists (%s)" % " /\\ ".join(cond))
    return "\n".join(out) + "\n"


def _w_loc(ctx, loc, base_fmt, start):
    """The register holding loc's address (set in the initial state)."""
    if loc not in ctx["locs"]:
        r = base_fmt % (start + len(ctx["locs"]))
        ctx["locs"][loc] = r
        ctx["init"].append((r, loc))
    return ctx["locs"][loc]


def _w_deps(ctx, dep):
    if not dep:
        return []
    return [dep] if isinstance(dep[0], str) else list(dep)


def _aarch64(ctx, insn):
    tmp = lambda: "%d" % (10 + _next(ctx))
    kind = insn[0]
    if kind == "F":
        f = {"ish": "DMB ISH", "ishld": "DMB ISHLD", "ishst": "DMB ISHST",
             "isb": "ISB"}.get(insn[1])
        return [f] if f else None
    if kind == "B":
        lab = "LC%d%d" % (ctx["tid"], _next(ctx))
        return ["CBNZ W%s,%s" % (ctx["loaded"][insn[1]], lab), lab + ":"]
    loc = insn[1]
    base = _w_loc(ctx, loc, "X%d", 20)
    deps = _w_deps(ctx, insn[-1] if kind in "RW" else insn[8])
    out, addr, data, compared = [], None, None, None
    for k, r in deps:
        if k == "pickdata" and kind == "RMW":
            # The compared value of a CAS: rs = 0 computed from the
            # load, the location's initial value.
            compared = ctx["loaded"][r]
        elif k.startswith("pick"):
            return None
        elif k == "ctrl":
            lab = "LC%d%d" % (ctx["tid"], _next(ctx))
            out += ["CBNZ W%s,%s" % (ctx["loaded"][r], lab), lab + ":"]
        elif k == "addr":
            t = tmp()
            out += ["EOR W%s,W%s,W%s" % (t, ctx["loaded"][r],
                                          ctx["loaded"][r]),
                    "ADD X%s,%s,W%s,SXTW" % (t, base, t)]
            base = "X" + t
        else:
            data = ctx["loaded"][r]
    addr = "[%s]" % base
    if kind == "R":
        r = tmp()
        ctx["loaded"][insn[2]] = r
        op = {(): "LDR", ("A",): "LDAR", ("Q",): "LDAPR"}.get(
            tuple(sorted(insn[3])))
        return out + ["%s W%s,%s" % (op, r, addr)] if op else None
    val = insn[2] if kind == "W" else insn[4]
    v = tmp()
    if data is not None:
        out += ["EOR W%s,W%s,W%s" % (v, data, data),
                "ADD W%s,W%s,#%d" % (v, v, val)]
    else:
        out += ["MOV W%s,#%d" % (v, val)]
    if kind == "W":
        op = {(): "STR", ("L",): "STLR"}.get(tuple(sorted(insn[3])))
        return out + ["%s W%s,%s" % (op, v, addr)] if op else None
    _, loc, reg, op, val, rann, wann, excl, dep, atomic = insn
    if not atomic or excl:
        return None
    suffix = ("A" if "A" in rann else "") + ("L" if "L" in wann else "")
    mn = {"swap": "SWP", "add": "LDADD", "or": "LDSET", "xor": "LDEOR"}
    if op not in mn or set(rann) - {"A"} or set(wann) - {"L"}:
        return None
    if compared is not None:
        if op != "swap" or reg in ("wzr", "xzr"):
            return None
        r = tmp()
        ctx["loaded"][reg] = r
        return out + ["EOR W%s,W%s,W%s" % (r, compared, compared),
                      "CAS%s W%s,W%s,%s" % (suffix, r, v, addr)]
    if reg in ("wzr", "xzr"):
        return out + ["%s%s W%s,WZR,%s" % (mn[op], suffix, v, addr)]
    r = tmp()
    ctx["loaded"][reg] = r
    return out + ["%s%s W%s,W%s,%s" % (mn[op], suffix, v, r, addr)]


def _next(ctx):
    ctx["n"] += 1
    return ctx["n"]


def _riscv(ctx, insn):
    tmp = lambda: "x%d" % (5 + _next(ctx))
    kind = insn[0]
    if kind == "F":
        f = insn[1]
        if f == "tso":
            return ["fence.tso"]
        if "." in f:
            return ["fence %s,%s" % tuple(f.split("."))]
        return None
    if kind == "B":
        lab = "LC%d%d" % (ctx["tid"], _next(ctx))
        return ["bne %s,x0,%s" % (ctx["loaded"][insn[1]], lab), lab + ":"]
    base = _w_loc(ctx, insn[1], "x%d", 20)
    deps = _w_deps(ctx, insn[-1] if kind in "RW" else insn[8])
    out, data = [], None
    for k, r in deps:
        if k == "ctrl":
            lab = "LC%d%d" % (ctx["tid"], _next(ctx))
            out += ["bne %s,x0,%s" % (ctx["loaded"][r], lab), lab + ":"]
        elif k == "addr":
            t = tmp()
            out += ["xor %s,%s,%s" % (t, ctx["loaded"][r], ctx["loaded"][r]),
                    "add %s,%s,%s" % (t, base, t)]
            base = t
        else:
            data = ctx["loaded"][r]
    ann = lambda a: "".join("." + x for x in ("aq", "rl") if x in a)
    if kind == "R":
        if set(insn[3]) - {"aq", "rl"}:
            return None
        r = tmp()
        ctx["loaded"][insn[2]] = r
        return out + ["lw%s %s,0(%s)" % (ann(insn[3]), r, base)]
    val = insn[2] if kind == "W" else insn[4]
    v = tmp()
    if data is not None:
        out += ["xor %s,%s,%s" % (v, data, data),
                "ori %s,%s,%d" % (v, v, val)]
    else:
        out += ["ori %s,x0,%d" % (v, val)]
    if kind == "W":
        if set(insn[3]) - {"aq", "rl"}:
            return None
        return out + ["sw%s %s,0(%s)" % (ann(insn[3]), v, base)]
    _, loc, reg, op, val, rann, wann, excl, dep, atomic = insn
    if not atomic or excl or set(rann) != set(wann) or \
            op not in ("swap", "add", "or", "xor", "and"):
        return None
    r = tmp()
    ctx["loaded"][reg] = r
    return out + ["amo%s.w%s %s,%s,(%s)" % (op, ann(rann), r, v, base)]


def _ppc(ctx, insn):
    tmp = lambda: "r%d" % (3 + _next(ctx))
    kind = insn[0]
    if kind == "F":
        return [insn[1]] if insn[1] in ("sync", "lwsync", "eieio",
                                        "isync") else None
    if kind == "B":
        lab = "LC%d%d" % (ctx["tid"], _next(ctx))
        r = ctx["loaded"][insn[1]]
        return ["cmpw %s,%s" % (r, r), "beq %s" % lab, lab + ":"]
    base = _w_loc(ctx, insn[1], "r%d", 20)
    deps = _w_deps(ctx, insn[-1] if kind in "RW" else insn[8])
    out, data, index = [], None, None
    for k, r in deps:
        if k == "ctrl":
            lab = "LC%d%d" % (ctx["tid"], _next(ctx))
            rr = ctx["loaded"][r]
            out += ["cmpw %s,%s" % (rr, rr), "beq %s" % lab, lab + ":"]
        elif k == "addr":
            index = tmp()
            rr = ctx["loaded"][r]
            out += ["xor %s,%s,%s" % (index, rr, rr)]
        else:
            data = ctx["loaded"][r]
    if kind == "RMW" or insn[3]:
        return None
    mem = "%s,%s" % (index, base) if index else "0(%s)" % base
    x = "x" if index else ""
    if kind == "R":
        r = tmp()
        ctx["loaded"][insn[2]] = r
        return out + ["lwz%s %s,%s" % (x, r, mem)]
    v = tmp()
    if data is not None:
        out += ["xor %s,%s,%s" % (v, data, data),
                "addi %s,%s,%d" % (v, v, insn[2])]
    else:
        out += ["li %s,%d" % (v, insn[2])]
    return out + ["stw%s %s,%s" % (x, v, mem)]


def _x86_64(ctx, insn):
    regs = ["eax", "ebx", "ecx", "edx", "esi", "edi"]
    kind = insn[0]
    if kind == "F":
        return ["mfence"] if insn[1] == "mfence" else None
    if kind == "B":
        return None
    deps = _w_deps(ctx, insn[-1] if kind in "RW" else insn[8])
    if deps:
        return None
    loc = insn[1]
    if kind == "R":
        if insn[3]:
            return None
        r = regs[_next(ctx) % len(regs)]
        ctx["loaded"][insn[2]] = r
        return ["movl (%s),%%%s" % (loc, r)]
    if kind == "W":
        if insn[3]:
            return None
        return ["movl $%d,(%s)" % (insn[2], loc)]
    _, loc, reg, op, val, rann, wann, excl, dep, atomic = insn
    if not atomic or "LOCK" not in rann:
        return None
    if op == "add":
        # herd7 has no XADD: a locked add, whose result (the register)
        # a condition cannot name.
        return ["lock addl $%d,(%s)" % (val, loc)]
    if op != "swap":
        return None
    r = regs[_next(ctx) % len(regs)]
    ctx["loaded"][reg] = r
    return ["movl $%d,%%%s" % (val, r), "xchgl %%%s,(%s)" % (r, loc)]


WRITERS = {"AArch64": _aarch64, "RISCV": _riscv, "PPC": _ppc,
           "X86_64": _x86_64}
