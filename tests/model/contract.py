#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/model/contract.py - the ordering contract of
# Documentation/ordering.md as litmus tests whose threads are OUR code:
# each operation's instructions are read from a golden file
# (tests/asm/expected/<defconfig>.asm, parsed and reduced to its memory
# accesses and fences by tests/asm/mapping.py), placed in the shapes the
# contract speaks of, and checked exhaustively against the ISA's
# axiomatic model (tests/model/model.py).  Every outcome tested is one
# the contract forbids, except the control tests, which must stay
# allowed (the relaxed sequences do reorder: the checker is not blind).
#
#   contract.py [--asm FILE] [--expect-fail "size N: TEST"]... DEFCONFIG
#
# --asm checks another file as DEFCONFIG's (a deliberately weakened
# copy); --expect-fail inverts the verdict: the named tests must fail,
# every other must pass (tests/model/run.sh's self-test).  On a failure
# the violating execution is printed.
import itertools
import os
import re
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
sys.path.insert(0, os.path.join(here, "..", "asm"))
import mapping  # noqa: E402  (tests/asm/mapping.py: parser, classifiers)
from model import Ld, St, Fence, Rmw, Litmus, check, describe  # noqa

# The golden files modelled: the SMP builds of the ISAs with a model
# (qemu_virt_rv64_smp and qemu_virt_a53_smp, SMP=y on bare metal, among
# them), and the RISC-V uniprocessor boards (one hart and its trap
# handlers, checked by shapes_up() below).
MODELLED = {
    "riscv64": (mapping.RISCV, "rvwmo"),
    "qemu_virt_rv64_smp": (mapping.RISCV, "rvwmo"),
    "arm64": (mapping.ARM64, "armv8"),
    "arm64_lse": (mapping.ARM64, "armv8"),
    # The AArch64 SMP board: arm64's code (tests/asm/same-code).
    "qemu_virt_a53_smp": (mapping.ARM64, "armv8"),
    "x86_64": (mapping.X86, "tso"),
    "x86_64_tls_keys": (mapping.X86, "tso"),
    # i686: 8-byte loads and stores by fildq/fistpq (single-copy atomic
    # when aligned, SDM vol. 3A §9.1.1), RMWs by lock cmpxchg8b.
    "i686": (mapping.I686, "tso"),
    # POWER: larx/stcx. pairs are single-copy atomic RMWs; the byte and
    # halfword ones of ppc64 and ppc (a loop on the containing word)
    # are checked as RMWs of their own location (no mixed sizes).
    "ppc64le": (mapping.POWER, "power"),
    "ppc64": (mapping.POWER, "power"),
    "ppc": (mapping.POWER, "power"),
    # e500 has no lwsync: sync (msync) everywhere, the same full
    # barrier in Power ISA Book II for both categories.
    "ppc_e500": (mapping.POWER_E500, "power"),
    # The RISC-V boards (SMP=n, machine mode): one hart, no order
    # between harts promised (Documentation/ordering.md §2,
    # "Uniprocessor builds"), so only what one hart needs is checked:
    # atomicity against a trap handler, and the device fences they keep.
    # An AMO or LR/SC operation is held to RVWMO (atomic against any
    # hart, so against a handler), one with interrupts masked
    # (mstatus.MIE clear: every operation of the board without the A
    # extension, the 8-byte ones of qemu_virt_rv32) to the one-hart
    # model "sc" of tests/model/model.py, the section as one access.
    "qemu_virt_rv64": (mapping.RISCV_UP, "rvwmo"),
    "qemu_virt_rv32": (mapping.RISCV_UP, "rvwmo"),
    "qemu_virt_rv32_noa": (mapping.RISCV_UP, "rvwmo"),
}

# The annotation of an access made inside a masked section: one access
# on the one hart, atomic there and nowhere else.
MASK = ("MASK",)

# A token of tests/asm/mapping.py's skeletons -> a fence of the model.
FENCES = {"dmb": "ish", "dmbsy": "ish", "dmbld": "ishld",
          "dmbst": "ishst", "dmb.ld": "ishld", "dmb.st": "ishst"}
RV_ANN = {"": (), "a": ("aq",), "l": ("rl",), "al": ("aq", "rl")}
# x86: a locked add to the stack and mfence are full barriers; lfence and
# sfence order nothing that TSO does not already order on ordinary
# (write-back) memory (Intel SDM vol. 3A §9.2.2).
FENCES.update({"lockmb": "mfence", "mfence": "mfence", "lfence": None,
               "sfence": None})
# POWER (Power ISA Book II §1.7.1): hwsync, lwsync, eieio, isync.
FENCES.update({"sync": "sync", "lwsync": "lwsync", "eieio": "eieio",
               "isync": "isync"})


class Frag:
    """The paths a fragment of a thread may take: [(insns, assume)],
    assume [(reg, "eq"|"ne", value)] the comparisons that path made.
    Straight-line code is one path; fragments concatenate with +."""

    def __init__(self, paths):
        self.paths = paths

    def __add__(self, other):
        o = other if isinstance(other, Frag) else Frag([(other, [])])
        return Frag([(a + b, x + y) for a, x in self.paths
                     for b, y in o.paths])

    def __radd__(self, other):
        return Frag([(other, [])]) + self


def variants(threads):
    """Every combination of the threads' paths: (threads, assume) with
    the registers of assume named "thread:reg"."""
    per = [t.paths if isinstance(t, Frag) else [(t, [])] for t in threads]
    for combo in itertools.product(*per):
        ths = [c[0] for c in combo]
        assume = [("%d:%s" % (tid, r), op, v)
                  for tid, c in enumerate(combo) for r, op, v in c[1]]
        yield ths, assume


# A branch of the normalised disassembly: mnemonic, target ".L<n>" (the
# index of the target instruction in the function).
# POWER's conditional branches carry a prediction hint (bne-, beq+).
# An Armv8 LSE atomic with no result: ST<op> (LD<op> into WZR/XZR) or an
# LD<op>/SWP whose destination is the zero register.
NO_RESULT = re.compile(r"(st(add|clr|set|eor|smax|smin|umax|umin)\w*\s"
                       r"|(swp|ld(add|clr|set|eor|smax|smin|umax|umin))"
                       r"\w*\s+\w+,\s*[wx]zr,)")


def classify(isa, insn):
    """tests/asm/mapping.py's token of insn, except that an Armv8 LSE
    atomic with no result is "A0" ("A0L" with release): "if the
    destination register is not one of WZR or XZR, LDADDA and LDADDAL
    load from memory with acquire semantics" (Arm ARM C6.2, LDADD, SWP
    alike); without a result it has no acquire and dmb ishld does not
    order its read (Arm's herd model: NoRet)."""
    t = isa.classify(insn)
    if isa is mapping.ARM64 and t and t.startswith("A") and \
            NO_RESULT.match(insn):
        t = "A0" + ("L" if "L" in t[1:] else "")
    return t


BRANCH = re.compile(r"(b|j|b\.ne|b\.eq|bne|beq|cbnz|bnez)[-+]?\s.*"
                    r"\.L(\d+)$")


def cas_paths(code, fn):
    """The forward paths through a compare-and-swap function: at a value
    comparison (bne, b.ne, beq, b.eq) both ways, each recorded against
    the last read; a store-conditional's status branch (cbnz, bnez;
    POWER's backward bne-) and every backward branch (a retry) are not
    taken: a retry repeats the
    attempt the path already makes.  -> [(tokens, {token index: "eq" or
    "ne"})]."""
    insns = code.funcs[fn]
    out = []

    def walk(pc, toks, cmp):
        while pc < len(insns):
            insn = insns[pc]
            m = BRANCH.match(insn)
            if insn.split(" ", 1)[0] in ("ret", "blr"):
                break
            if not m:
                t = classify(code.isa, insn)
                if t:
                    toks = toks + t.split()
                pc += 1
                continue
            mn, tgt = m.group(1), int(m.group(2))
            last = max(i for i, t in enumerate(toks)
                       if t[0] in "LA") if toks else None
            if mn in ("b", "j"):
                if tgt <= pc:
                    return
                pc = tgt
            elif mn in ("cbnz", "bnez") or tgt <= pc:
                # A status branch, or POWER's bne- back to the lwarx
                # after a failed stcx.: a retry, not followed.
                pc += 1
            else:
                taken = "ne" if mn in ("bne", "b.ne") else "eq"
                other = "eq" if taken == "ne" else "ne"
                if last in cmp:
                    # The read compared again (a C retry's test of the
                    # first attempt): only the way its first comparison
                    # went.
                    if cmp[last] == taken:
                        pc = tgt
                    else:
                        pc += 1
                    continue
                if tgt > pc:
                    walk(tgt, toks, {**cmp, last: taken})
                cmp = {**cmp, last: other}
                pc += 1
        out.append((toks, cmp))

    walk(0, [], {})
    # A CAS whose result no branch compares (the last attempt of a
    # retry) may have succeeded or failed: both.
    full = []
    for toks, cmp in out:
        free = [i for i, t in enumerate(toks)
                if re.match(r"A(A|L|AL)?$|LOCK$", t) and i not in cmp]
        for hows in itertools.product(("eq", "ne"), repeat=len(free)):
            full.append((toks, {**cmp, **dict(zip(free, hows))}))
    return full


class Op:
    """The instructions of one function of the golden file, as litmus
    instructions: load(loc, reg), store(loc, val), rmw(loc, reg, val)."""

    def __init__(self, code, fn, toks):
        self.code = code
        self.fn = fn
        self.toks = toks

    def insns(self, loc, reg, val, kind):
        out = []
        pend = None
        sec = None
        arm = self.code.isa is mapping.ARM64
        for t in self.toks:
            if t == "ID":
                # csrrc mstatus.MIE: a masked section begins.
                if sec is not None:
                    raise ValueError("%s: interrupts masked twice"
                                     % self.fn)
                sec = []
            elif sec is not None and t in ("L", "S"):
                sec.append(t)
            elif t == "IE":
                # mstatus.MIE restored: the section, one access on the
                # hart (an IE without its ID masked nothing).
                if sec is not None:
                    out.append(masked(sec, loc, reg, val, kind))
                sec = None
            elif sec is not None:
                raise ValueError("%s: token %r inside a masked section is"
                                 " not modelled" % (self.fn, t))
            elif t.startswith("f."):
                out.append(Fence("tso" if t == "f.tso" else t[2:]))
            elif t in FENCES:
                if FENCES[t]:
                    out.append(Fence(FENCES[t]))
            elif t == "LOCK":
                # A locked RMW (xchg, lock xadd, lock add): a store
                # done by xchg is one too.
                out.append(Rmw(loc, reg or "_" + loc,
                               "swap" if kind == "store" else kind, val,
                               ("LOCK",), ("LOCK",)))
            elif t in ("L", "LA"):
                out.append(Ld(loc, reg, ("A",) if t == "LA" else ()))
            elif t in ("S", "SL"):
                out.append(St(loc, val, ("L",) if t == "SL" else ()))
            elif t.startswith("LX"):
                pend = t[2:]
            elif t.startswith("SX"):
                if pend is None:
                    raise ValueError("%s: store-conditional without its"
                                     " load-reserved" % self.fn)
                if arm:
                    rann = ("A",) if pend == "A" else ()
                    wann = ("L",) if t[2:] == "L" else ()
                else:
                    rann, wann = RV_ANN[pend], RV_ANN[t[2:]]
                out.append(Rmw(loc, reg, kind, val, rann, wann, True))
                pend = None
            elif re.match(r"A0L?$", t):
                # No result: the read is NoRet (model.py); reg still
                # names the value read, which the shapes observe.
                out.append(Rmw(loc, reg, kind, val, ("NoRet",),
                               ("L",) if t == "A0L" else (), False))
            elif re.match(r"A(a|l|al|A|L|AL)?$", t):
                s = t[1:]
                if arm:
                    rann = ("A",) if "A" in s else ()
                    wann = ("L",) if "L" in s else ()
                else:
                    rann = wann = RV_ANN[s]
                out.append(Rmw(loc, reg, kind, val, rann, wann, False))
            else:
                raise ValueError("%s: token %r is not modelled"
                                 % (self.fn, t))
        if sec is not None:
            raise ValueError("%s: interrupts masked and never restored"
                             % self.fn)
        accesses = [i for i in out if i[0] != "F"]
        if self.code.up and kind in ("swap", "add", "store") and \
                re.match("R+W+$", "".join(i[0] for i in accesses)) and \
                len(accesses) > 1:
            # Loads, then stores, of the location, not in a masked
            # section (an 8-byte RMW on RV32: two words each, one
            # location here): not atomic, a handler may run between.
            rd = accesses[0]
            out = [i for i in out if i is rd or i not in accesses]
            out[out.index(rd)] = Rmw(loc, reg or "_" + loc,
                                     "swap" if kind == "store" else kind,
                                     val, atomic=False)
            accesses = [i for i in out if i[0] != "F"]
        want = {"load": "R", "store": "W", "swap": "RMW", "add": "RMW",
                "none": None}[kind]
        if kind == "store" and [i[0] for i in accesses] == ["RMW"]:
            want = "RMW"
        if [i[0] for i in accesses] != ([want] if want else []):
            raise ValueError("%s: %s is not one %s access: cannot model"
                             " it (a branch between two paths?)"
                             % (self.fn, " ".join(self.toks), kind))
        return out


def masked(sec, loc, reg, val, kind):
    """The accesses of a section with interrupts masked (sec: its "L"
    and "S" tokens), as one access of the one-hart model: a load alone
    is a load (an 8-byte one on RV32: two words, one location here), a
    store with or without reads of the old value an RMW or a store."""
    if "S" not in sec:
        return Ld(loc, reg, MASK)
    if "L" not in sec:
        return St(loc, val, MASK)
    return Rmw(loc, reg or "_" + loc, "swap" if kind in ("store", "none")
               else kind, val, MASK, MASK)


def cas_frag(code, fn, loc, reg, old, new, success):
    """The paths of cmpxchg function fn that end in success (or in
    failure), as litmus instructions: each read-reserved or CAS compared
    equal and followed by its store is a successful RMW (swap to new,
    assumed to read old); one compared unequal is a read assumed not to
    read old (a failed CAS writes nothing, so only its read and the
    read's annotation remain: Arm ARM C6.2 CAS)."""
    arm = code.isa is mapping.ARM64
    paths = []
    for toks, cmp in cas_paths(code, fn):
        insns, assume = [], []
        pend = None
        sec = None
        n = 0
        ok = False
        for i, t in enumerate(toks):
            if t == "ID":
                sec = []
            elif sec is not None and t in ("L", "S"):
                sec.append((t, cmp.get(i)))
            elif t == "IE" and sec is not None:
                # A masked compare-and-store: the comparison made on
                # the section's last read; stored when equal.
                how = [h for tk, h in sec if tk == "L" and h]
                stored = any(tk == "S" for tk, h in sec)
                if not how or (how[-1] == "eq") != stored:
                    raise ValueError("%s: a masked section whose store"
                                     " does not follow its comparison"
                                     % fn)
                r = "%s%d" % (reg, n)
                n += 1
                if stored:
                    insns.append(Rmw(loc, r, "swap", new, MASK, MASK))
                    assume.append((r, "eq", old))
                else:
                    insns.append(Ld(loc, r, MASK))
                    assume.append((r, "ne", old))
                ok = stored
                sec = None
            elif t == "IE":
                pass
            elif sec is not None:
                raise ValueError("%s: token %r inside a masked section is"
                                 " not modelled" % (fn, t))
            elif t.startswith("f."):
                insns.append(Fence("tso" if t == "f.tso" else t[2:]))
            elif t in FENCES:
                if FENCES[t]:
                    insns.append(Fence(FENCES[t]))
            elif t.startswith("LX"):
                pend = (t[2:], cmp.get(i))
                if pend[1] is None:
                    raise ValueError("%s: a load-reserved whose value is"
                                     " not compared" % fn)
                if pend[1] == "ne":
                    r = "%s%d" % (reg, n)
                    n += 1
                    ann = (("A",) if pend[0] == "A" else ()) if arm \
                        else RV_ANN[pend[0]]
                    insns.append(Ld(loc, r, ann))
                    assume.append((r, "ne", old))
                    ok = False
            elif t.startswith("SX"):
                if pend is None or pend[1] != "eq":
                    raise ValueError("%s: a store-conditional after a"
                                     " failed comparison" % fn)
                if arm:
                    rann = ("A",) if pend[0] == "A" else ()
                    wann = ("L",) if t[2:] == "L" else ()
                else:
                    rann, wann = RV_ANN[pend[0]], RV_ANN[t[2:]]
                r = "%s%d" % (reg, n)
                n += 1
                insns.append(Rmw(loc, r, "swap", new, rann, wann, True))
                assume.append((r, "eq", old))
                pend = None
                ok = True
            elif (re.match(r"A(A|L|AL)?$", t) and arm) or t == "LOCK":
                how = cmp.get(i)
                r = "%s%d" % (reg, n)
                n += 1
                rann = ("A",) if "A" in t[1:] else ()
                wann = ("L",) if "L" in t[1:] else ()
                if t == "LOCK":
                    # lock cmpxchg: locked, whether it stores or not
                    # (SDM vol. 2 CMPXCHG: a failure writes back).
                    rann = wann = ("LOCK",)
                if how == "eq":
                    insns.append(Rmw(loc, r, "swap", new, rann, wann))
                    assume.append((r, "eq", old))
                    ok = True
                else:
                    insns.append(Ld(loc, r, rann))
                    assume.append((r, "ne", old))
                    ok = False
            else:
                raise ValueError("%s: token %r in a cmpxchg is not"
                                 " modelled" % (fn, t))
        if sec is not None:
            raise ValueError("%s: a path that masks interrupts and"
                             " never restores them" % fn)
        paths.append((insns, assume, ok))
    # The value returned is the last read's: it is reg, earlier
    # attempts' reads reg0, reg1, ...
    named = []
    for insns, assume, ok in paths:
        last = "%s%d" % (reg, sum(1 for i in insns if i[0] != "F") - 1)
        ren = lambda r: reg if r == last else r
        insns = [i[:2] + (ren(i[2]),) + i[3:] if i[0] in ("R", "RMW")
                 else i for i in insns]
        named.append((insns, [(ren(r), op, v) for r, op, v in assume],
                      ok))
    paths = named
    chosen = [(i, a) for i, a, ok in paths if ok == success]
    if not chosen:
        raise ValueError("%s: no path ends in %s" % (fn, "success" if
                         success else "failure"))
    return Frag(chosen)


class Code:
    def __init__(self, defconfig, path):
        self.isa, self.model = MODELLED[defconfig]
        self.up = self.isa is mapping.RISCV_UP
        order, funcs = mapping.read_functions(path)
        self.funcs = funcs
        self.path = path

    def op(self, fn):
        if fn not in self.funcs:
            raise KeyError(fn)
        toks = self.isa.tokens(self.funcs[fn]) \
            if self.isa is not mapping.ARM64 else \
            [t for i in self.funcs[fn] for t in
             (classify(self.isa, i) or "").split()]
        if self.isa is mapping.I686:
            # i686's 8-byte stores and RMWs are a lock cmpxchg8b loop
            # whose two 32-bit loads only guess the old value: the
            # locked instruction reads it (SDM vol. 2A CMPXCHG8B).
            # Dropping the guesses drops constraints only (every
            # execution of the whole restricts to one of the rest, TSO
            # order being program order less store-to-load): a verdict
            # "forbidden" stands.
            toks = " ".join(toks).replace("L L LOCK", "LOCK").split()
        return Op(self, fn, toks)

    def load(self, size, mo, loc, reg):
        return self.op("uat_load_%s_%s" % (size, mo)).insns(
            loc, reg, None, "load")

    def store(self, size, mo, loc, val):
        return self.op("uat_store_%s_%s" % (size, mo)).insns(
            loc, None, val, "store")

    def rmw(self, name, size, mo, loc, reg, val):
        kind = "swap" if name == "xchg" else "add"
        fn = ("uat_add_around_%s_mb" % size if name == "add_around"
              else "uat_%s_%s_%s" % (name, size, mo))
        return self.op(fn).insns(loc, reg, val, kind)

    def cas(self, size, mo, loc, reg, old, new, success, op="cmpxchg"):
        fn = "uat_%s_%s_%s" % (op, size, mo)
        if fn not in self.funcs:
            raise KeyError(fn)
        return cas_frag(self, fn, loc, reg, old, new, success)

    def mb(self):
        return self.barrier("smp_mb")

    def barrier(self, name):
        return self.op("uat_" + name).insns(None, None, None, "none")


def shapes(c, size):
    """(name, threads, condition, forbidden?) of each contract test."""
    T = []
    ld = lambda mo, loc, reg: c.load(size, mo, loc, reg)
    st = lambda mo, loc, val: c.store(size, mo, loc, val)
    # Control: relaxed store buffering is allowed by every model (even
    # TSO's store buffer lets a load pass an earlier store).
    T.append(("SB relaxed/relaxed (control: must stay allowed)",
              [st("relaxed", "x", 1) + ld("relaxed", "y", "r0"),
               st("relaxed", "y", 1) + ld("relaxed", "x", "r1")],
              {"0:r0": 0, "1:r1": 0}, False))
    # §3: release/acquire message passing, and its stronger orders.
    for ws, rs in (("release", "acquire"), ("seq_cst", "seq_cst"),
                   ("seq_cst_fence", "seq_cst_fence"),
                   ("release", "seq_cst"), ("seq_cst", "acquire")):
        T.append(("MP store %s / load %s" % (ws, rs),
                  [st("relaxed", "x", 1) + st(ws, "y", 1),
                   ld(rs, "y", "r0") + ld("relaxed", "x", "r1")],
                  {"1:r0": 1, "1:r1": 0}, True))
    for rmo, amo in (("release", "acquire"), ("acq_rel", "acq_rel"),
                     ("seq_cst", "seq_cst")):
        T.append(("MP xchg %s / add_return %s" % (rmo, amo),
                  [st("relaxed", "x", 1) +
                   c.rmw("xchg", size, rmo, "y", "q", 1),
                   c.rmw("add_return", size, amo, "y", "r0", 0) +
                   ld("relaxed", "x", "r1")],
                  {"1:r0": 1, "1:r1": 0}, True))
    # §3: seq_cst store buffering.
    for smo, lmo in (("seq_cst", "seq_cst"),
                     ("seq_cst_fence", "seq_cst_fence"),
                     ("seq_cst", "seq_cst_fence"),
                     ("seq_cst_fence", "seq_cst")):
        T.append(("SB store %s; load %s" % (smo, lmo),
                  [st(smo, "x", 1) + ld(lmo, "y", "r0"),
                   st(smo, "y", 1) + ld(lmo, "x", "r1")],
                  {"0:r0": 0, "1:r1": 0}, True))
    T.append(("SB xchg seq_cst; load seq_cst",
              [c.rmw("xchg", size, "seq_cst", "x", "q0", 1) +
               ld("seq_cst", "y", "r0"),
               c.rmw("xchg", size, "seq_cst", "y", "q1", 1) +
               ld("seq_cst", "x", "r1")],
              {"0:r0": 0, "1:r1": 0}, True))
    # §7.1: the R shape, seq_cst and a SEQ_CST_FENCE store after a
    # relaxed one.
    for mo0, mo1 in (("seq_cst", "seq_cst"), ("seq_cst_fence", "seq_cst")):
        x0 = "seq_cst" if mo0 == "seq_cst" else "relaxed"
        T.append(("R x=1 %s; y=1 %s || y=2 seq_cst; r=x seq_cst"
                  % (x0, mo0),
                  [st(x0, "x", 1) + st(mo0, "y", 1),
                   st(mo1, "y", 2) + ld("seq_cst", "x", "r0")],
                  {"[y]": 2, "1:r0": 0}, True))
    # §2: a fully ordered RMW between relaxed accesses is a full
    # barrier, in store buffering and in message passing (both sides).
    full = [("xchg", "seq_cst_fence"), ("add_return", "seq_cst_fence"),
            ("add_around", "mb")]
    for name, mo in full:
        rmw = lambda loc, reg: c.rmw(name, size, mo, loc, reg, 1)
        label = "%s %s" % (name, mo)
        T.append(("SB relaxed; %s; relaxed || smp_mb" % label,
                  [st("relaxed", "x", 1) + rmw("z", "q") +
                   ld("relaxed", "y", "r0"),
                   st("relaxed", "y", 1) + c.mb() +
                   ld("relaxed", "x", "r1")],
                  {"0:r0": 0, "1:r1": 0}, True))
        T.append(("MP writer relaxed; %s; relaxed || smp_mb" % label,
                  [st("relaxed", "x", 1) + rmw("z", "q") +
                   st("relaxed", "y", 1),
                   ld("relaxed", "y", "r0") + c.mb() +
                   ld("relaxed", "x", "r1")],
                  {"1:r0": 1, "1:r1": 0}, True))
        T.append(("MP reader relaxed; %s; relaxed || smp_mb" % label,
                  [st("relaxed", "x", 1) + c.mb() + st("relaxed", "y", 1),
                   ld("relaxed", "y", "r0") + rmw("z", "q") +
                   ld("relaxed", "x", "r1")],
                  {"1:r0": 1, "1:r1": 0}, True))
    # cmpxchg: the success order on its success paths, the failure order
    # (the read part of the success order, §3) on its failure paths; a
    # failed fully ordered cmpxchg is a full barrier (§2).
    for mo in ("acquire", "acq_rel", "seq_cst", "seq_cst_fence"):
        for success in (True, False):
            old = 1 if success else 5
            T.append(("MP reader cmpxchg %s %s; relaxed" % (
                          mo, "succeeding" if success else "failing"),
                      [st("relaxed", "x", 1) + st("release", "y", 1),
                       c.cas(size, mo, "y", "r", old, 2, success) +
                       ld("relaxed", "x", "r1")],
                      {"1:r": 1, "1:r1": 0}, True))
    for mo in ("release", "acq_rel", "seq_cst", "seq_cst_fence"):
        T.append(("MP writer relaxed; cmpxchg %s succeeding" % mo,
                  [st("relaxed", "x", 1) +
                   c.cas(size, mo, "y", "q", 0, 1, True),
                   ld("acquire", "y", "r0") + ld("relaxed", "x", "r1")],
                  {"1:r0": 1, "1:r1": 0}, True))
    for success in (True, False):
        how = "succeeding" if success else "failing"
        old = 0 if success else 5
        T.append(("SB relaxed; cmpxchg seq_cst_fence %s; relaxed ||"
                  " smp_mb" % how,
                  [st("relaxed", "x", 1) +
                   c.cas(size, "seq_cst_fence", "z", "q", old, 1,
                         success) + ld("relaxed", "y", "r0"),
                   st("relaxed", "y", 1) + c.mb() +
                   ld("relaxed", "x", "r1")],
                  {"0:r0": 0, "1:r1": 0}, True))
        T.append(("MP writer relaxed; cmpxchg seq_cst_fence %s;"
                  " relaxed || smp_mb" % how,
                  [st("relaxed", "x", 1) +
                   c.cas(size, "seq_cst_fence", "z", "q", old, 1,
                         success) + st("relaxed", "y", 1),
                   ld("relaxed", "y", "r0") + c.mb() +
                   ld("relaxed", "x", "r1")],
                  {"1:r0": 1, "1:r1": 0}, True))
        T.append(("SB relaxed; cmpxchg seq_cst_fence %s (its own read)"
                  " || smp_mb" % how,
                  [st("relaxed", "x", 1) +
                   c.cas(size, "seq_cst_fence", "y", "r", old, 7,
                         success),
                   st("relaxed", "y", 1) + c.mb() +
                   ld("relaxed", "x", "r1")],
                  {"0:r": 0, "1:r1": 0}, True))
    # try_cmpxchg and its weak form: cmpxchg's instructions and fences
    # (<generic/uatomic.h>), their flag the outcome; the same shapes (a
    # golden file older than them has none: the pre-fix self-test's).
    for op in ("try_cmpxchg", "try_cmpxchg_weak"):
        if "uat_%s_%s_relaxed" % (op, size) not in c.funcs:
            continue
        for mo in ("acquire", "seq_cst_fence"):
            for success in (True, False):
                old = 1 if success else 5
                T.append(("MP reader %s %s %s; relaxed" % (
                              op, mo, "succeeding" if success else
                              "failing"),
                          [st("relaxed", "x", 1) + st("release", "y", 1),
                           c.cas(size, mo, "y", "r", old, 2, success,
                                 op) +
                           ld("relaxed", "x", "r1")],
                          {"1:r": 1, "1:r1": 0}, True))
        for mo in ("release", "seq_cst_fence"):
            T.append(("MP writer relaxed; %s %s succeeding" % (op, mo),
                      [st("relaxed", "x", 1) +
                       c.cas(size, mo, "y", "q", 0, 1, True, op),
                       ld("acquire", "y", "r0") +
                       ld("relaxed", "x", "r1")],
                      {"1:r0": 1, "1:r1": 0}, True))
        for success in (True, False):
            old = 0 if success else 5
            T.append(("SB relaxed; %s seq_cst_fence %s; relaxed ||"
                      " smp_mb" % (op, "succeeding" if success else
                                   "failing"),
                      [st("relaxed", "x", 1) +
                       c.cas(size, "seq_cst_fence", "z", "q", old, 1,
                             success, op) + ld("relaxed", "y", "r0"),
                       st("relaxed", "y", 1) + c.mb() +
                       ld("relaxed", "x", "r1")],
                      {"0:r0": 0, "1:r1": 0}, True))
        T.append(("atomicity %s relaxed succeeding against a store" % op,
                  [c.cas(size, "relaxed", "x", "r", 0, 5, True, op),
                   st("relaxed", "x", 2)],
                  {"[x]": 5}, True))
    for mo in ("relaxed", "seq_cst_fence"):
        T.append(("atomicity cmpxchg %s succeeding against a store" % mo,
                  [c.cas(size, mo, "x", "r", 0, 5, True),
                   st("relaxed", "x", 2)],
                  {"[x]": 5}, True))
    # RMW atomicity against a neighbour's store, and two RMWs.
    for name in ("xchg", "add_return"):
        for mo in ("relaxed", "seq_cst_fence"):
            T.append(("atomicity %s %s against a store" % (name, mo),
                      [c.rmw(name, size, mo, "x", "r0", 5),
                       st("relaxed", "x", 2)],
                      {"0:r0": 0, "[x]": 5},
                      True))
    T.append(("atomicity two add_return relaxed lose one",
              [c.rmw("add_return", size, "relaxed", "x", "r0", 1),
               c.rmw("add_return", size, "relaxed", "x", "r1", 1)],
              {"[x]": 1}, True))
    return T


ALL_ORDERS = ("relaxed", "acquire", "release", "acq_rel", "seq_cst",
              "seq_cst_fence")


def shapes_up(c, size):
    """The contract tests of a uniprocessor board: (name, threads,
    condition, forbidden?, model or None).  The threads are the hart's
    code and a trap handler; message passing, store buffering, R and the
    fully ordered shapes hold there by program order and promise
    nothing between harts (Documentation/ordering.md §2), so what is
    checked is each RMW's atomicity against a handler's store or RMW
    (model None: RVWMO for an AMO or LR/SC, the one-hart "sc" for a
    masked section), and, once, the device fences the board keeps."""
    T = []
    st = lambda mo, loc, val: c.store(size, mo, loc, val)
    # Control: a relaxed load and a relaxed store of the location are
    # no RMW: a handler's store between them is seen (the checker puts
    # a handler between any two instructions).
    T.append(("load; store relaxed against a store (control: must stay"
              " allowed)",
              [c.load(size, "relaxed", "x", "r0") + st("relaxed", "x", 5),
               st("relaxed", "x", 2)],
              {"0:r0": 0, "[x]": 5}, False, "sc"))
    for name in ("xchg", "add_return"):
        for mo in ALL_ORDERS:
            T.append(("atomicity %s %s against a store" % (name, mo),
                      [c.rmw(name, size, mo, "x", "r0", 5),
                       st("relaxed", "x", 2)],
                      {"0:r0": 0, "[x]": 5}, True, None))
    for mo in ALL_ORDERS:
        T.append(("atomicity cmpxchg %s succeeding against a store" % mo,
                  [c.cas(size, mo, "x", "r", 0, 5, True),
                   st("relaxed", "x", 2)],
                  {"[x]": 5}, True, None))
    T.append(("atomicity add_around mb against a store",
              [c.rmw("add_around", size, "mb", "x", "r0", 5),
               st("relaxed", "x", 2)],
              {"0:r0": 0, "[x]": 5}, True, None))
    T.append(("atomicity two add_return relaxed lose one",
              [c.rmw("add_return", size, "relaxed", "x", "r0", 1),
               c.rmw("add_return", size, "relaxed", "x", "r1", 1)],
              {"[x]": 1}, True, None))
    T.append(("atomicity add_return seq_cst_fence || cmpxchg relaxed:"
              " one lost",
              [c.rmw("add_return", size, "seq_cst_fence", "x", "r0", 1),
               c.cas(size, "relaxed", "x", "r", 0, 7, True)],
              {"0:r0": 0, "[x]": 1}, True, None))
    if size != "4":
        return T
    # The fences the board keeps, against another observer of memory
    # (a DMA engine, a debugger: modelled as a second hart under
    # RVWMO): cmm_mb() is fence iorw,iorw, a superset of fence rw,rw;
    # cmm_wmb() fence ow,ow, of w,w; cmm_rmb() fence ir,ir, of r,r.
    ld = lambda loc, reg: c.load(size, "relaxed", loc, reg)
    T.append(("SB relaxed; mb; relaxed, both sides (another observer)",
              [st("relaxed", "x", 1) + c.barrier("mb") + ld("y", "r0"),
               st("relaxed", "y", 1) + c.barrier("mb") + ld("x", "r1")],
              {"0:r0": 0, "1:r1": 0}, True, "rvwmo"))
    T.append(("MP relaxed; wmb; relaxed || relaxed; rmb; relaxed"
              " (another observer)",
              [st("relaxed", "x", 1) + c.barrier("wmb") +
               st("relaxed", "y", 1),
               ld("y", "r0") + c.barrier("rmb") + ld("x", "r1")],
              {"1:r0": 1, "1:r1": 0}, True, "rvwmo"))
    # Control: cmm_smp_mb() is the compiler's only here, so two harts
    # running this build would see store buffering: not promised, and
    # must stay allowed (the SMP shapes do not apply).
    T.append(("SB relaxed; smp_mb; relaxed between two harts (control:"
              " not promised, must stay allowed)",
              [st("relaxed", "x", 1) + c.mb() + ld("y", "r0"),
               st("relaxed", "y", 1) + c.mb() + ld("x", "r1")],
              {"0:r0": 0, "1:r1": 0}, False, "rvwmo"))
    return T


def one_hart_only(threads):
    """Is an RMW of the test atomic on one hart only: a masked section,
    or no atomic instruction at all (a load and a store)?  Then the
    one-hart model judges it; RVWMO would find a second hart between
    its accesses, which a uniprocessor build does not promise against."""
    for th in threads:
        paths = th.paths if isinstance(th, Frag) else [(th, [])]
        for insns, _ in paths:
            for i in insns:
                if i[0] in "RW" and "MASK" in i[3]:
                    return True
                if i[0] == "RMW" and ("MASK" in i[5] or not i[9]):
                    return True
    return False


def run(defconfig, path, expect_fail=()):
    c = Code(defconfig, path)
    passed = failed = 0
    seen = set()
    if c.up:
        print("NOTE: model %s: uniprocessor, one hart and its trap"
              " handlers: no order between harts promised, so the SMP"
              " shapes are not run; atomicity and the device fences are"
              " (Documentation/ordering.md §8)" % defconfig)
    for size in ("1", "2", "4", "8"):
        if "uat_load_%s_relaxed" % size not in c.funcs:
            continue
        try:
            tests = shapes_up(c, size) if c.up else \
                [t + (c.model,) for t in shapes(c, size)]
        except (ValueError, KeyError) as e:
            failed += 1
            print("FAIL: model %s size %s: cannot read the golden code:"
                  " %s" % (defconfig, size, e))
            continue
        for name, threads, cond, forbid, model in tests:
            if model is None:
                model = "sc" if one_hart_only(threads) else c.model
            full = "%s size %s: %s" % (defconfig, size, name)
            key = "size %s: %s" % (size, name)
            seen.add(key)
            allowed, wit, n = False, None, 0
            for ths, assume in variants(threads):
                t1 = Litmus(full, ths, cond, assume=assume)
                a1, w1, n1 = check(t1, model)
                n += n1
                if a1 and not allowed:
                    allowed, wit, t = True, w1, t1
            if not allowed:
                t = t1
            ok = allowed != forbid
            inverted = key in expect_fail
            if ok != inverted:
                passed += 1
                print("PASS: model %s: %s%s (%d executions)%s"
                      % (full, "allowed" if allowed else "forbidden",
                         "" if model == c.model else " under " + model, n,
                         " (broken on purpose: the violation was found)"
                         if inverted else ""))
                if inverted and wit:
                    print("    violating execution: " + describe(t, wit))
            else:
                failed += 1
                print("FAIL: model %s: %s under %s, the contract says %s"
                      % (full, "allowed" if allowed else "forbidden",
                         model, "forbidden" if forbid else "allowed"))
                if wit:
                    print("    violating execution: " + describe(t, wit))
    for name in expect_fail:
        if name not in seen:
            failed += 1
            print("FAIL: model %s: no test named '%s'" % (defconfig, name))
    return passed, failed


def main(argv):
    args = argv[1:]
    path = None
    expect = []
    while args and args[0].startswith("--"):
        if args[0] == "--asm" and len(args) > 1:
            path = args[1]
            args = args[2:]
        elif args[0] == "--expect-fail" and len(args) > 1:
            expect.append(args[1])
            args = args[2:]
        else:
            args = []
    if len(args) != 1:
        sys.stderr.write("usage: contract.py [--asm FILE]"
                         " [--expect-fail TEST]... DEFCONFIG\n")
        return 2
    d = args[0]
    if d not in MODELLED:
        print("NOTE: model check: no memory model for %s (modelled: %s)"
              % (d, ", ".join(sorted(MODELLED))))
        print("0 passed, 0 failed")
        return 0
    if not path:
        # The defconfig's golden file, or the one it shares
        # (tests/asm/same-code).
        rel = subprocess.check_output(
            [os.path.join(here, "..", "asm", "golden-file.sh"), d],
            text=True).strip()
        path = os.path.join(here, "..", "..", rel)
    p, f = run(d, path, expect)
    print("%d passed, %d failed" % (p, f))
    return 1 if f else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
