#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/herd/herd.py - "make check-herd": the golden code judged by the
# architecture's own memory model.  Every function of the target's golden
# file (tests/asm/expected/<defconfig>.asm) is translated into herd7
# litmus threads in the ISA's own syntax, placed in the contract's shapes
# (MP, SB, LB, 2+2W, R, S, IRIW, WRC, ISA2, atomicity), with the other
# threads made of our own loads, stores and barriers; herd7 runs each
# test with the ISA's official model (aarch64.cat, ...).  The verdict of
# each shape comes from the contract, once for every ISA
# (tests/herd/verdicts.py); a forbidden outcome herd7 allows fails, and
# the litmus test and herd7's states are printed.
#
#   herd.py [--asm FILE] [--shapes default|all|S,S...] [--sizes 1,4]
#           [--only REGEX] [--unroll N] [--keep DIR] [--jobs N]
#           [--timeout S] [--list] [--self-test] DEFCONFIG
#
# --asm checks another file as DEFCONFIG's (a weakened copy); --only
# keeps the functions whose name matches; --list prints the tests and
# their verdicts; --keep leaves the litmus files in DIR; --self-test
# runs the ISA module's weakened copies (WEAKENED), each of which must
# fail its named test.  The default shapes are make check-herd's (see
# build()), "all" make check-herd-all's.  Ends with "N passed, N
# failed" (", N skipped" without herd7: HERD7 or herd7 on PATH).
# --timeout: herd7's seconds of CPU per test (TIMEOUT below); a test
# that runs out is skipped, named, never passed nor waited for.
#
# Every path.  herd7 explores both ways of every forward branch (a
# compare-and-swap's failure exit, a conditional update's not-stored
# path) but does not unroll loops: each function with a backward branch
# (a failed store-exclusive, a retry) is copied UNROLL times (below),
# a backward branch of copy u going to its target in copy u+1, and from
# the last copy to a label that sets the thread's flag register, which
# the condition requires to be 0.  Why one copy covers every retry
# count: a failed attempt writes nothing (a failed store-exclusive or
# store-conditional makes no write; a failed CAS is its read), the
# attempt that ends the loop reads the same values whatever came before
# it, and the models' axioms are all acyclicity, irreflexivity or
# emptiness of relations over the events, so that dropping a failed
# attempt's events from an execution that shows an outcome leaves one
# that shows it too: an outcome reachable after k retries is reachable
# after none.  make check-herd-all (and the self-test) copies twice, so
# that a retry is exercised (and a defect in it, such as a weaker second
# attempt, is seen); make check-herd once, by that argument, and in a
# third of the time.  herd7 lets any store-exclusive or store-conditional
# fail (AArch64 STXR, ARM STREX, RISC-V SC.W, POWER STWCX., MIPS SC: a
# lone LL/SC pair's test shows both results), so the second copy is
# taken.  A compare-and-swap whose retry of a failed compare is other
# code (arm64's seq_cst_fence: a barrier, then a second attempt) is
# outside the argument: make check-herd-all runs its writer tests once
# more with the location changing to the expected value between the two
# reads (second_attempt()), and make check-herd's self-test one of them;
# make check-herd runs its atomicity test so made (that a success
# stored: a second attempt without its store-exclusive is seen there).
#
# The ISA module (tests/herd/isa_<isa>.py) is all that is ISA-specific:
#   ARCH           the litmus header's architecture name ("AArch64")
#   MODEL          the model file ("aarch64.cat")
#   ARG_REGS       the argument registers, in order (calling convention)
#   RET_REGS       the result register(s)
#   POOL           the registers a litmus thread may use
#   branch(line)   ("ret", None) for a return, (mnemonic, target index)
#                  for a branch within the function, else None
#   registers(line)  the registers an instruction names, as in POOL
#   rename(line, regmap)  the instruction with registers renamed
#   translate(line, target, scratch)  the litmus instructions of one
#                  renamed instruction (target: a branch's label;
#                  scratch: two spare registers)
#   UPPER_REGS     optional: registers named in capitals in init and
#                  condition ("X3" for x3)
#   SET_VALUE      optional: the instruction putting {value} into {reg}
#                  ("li {reg},{value}" unless it says otherwise)
#   NOP, JUMP      optional: a no-op (to carry a label; "nop") and the
#                  unconditional branch's mnemonic ("b")
#   loc_decl(loc, size)  the declaration of a memory location
#   unsupported(body)  optional: why a function's instructions cannot be
#                  written for herd7 (None when they can); a test
#                  calling such a function is skipped and the reason
#                  printed
#   STACK          optional (register, type): each thread's register
#                  points to a location of its own (the stack: x86's
#                  cmm_smp_mb is a locked add there)
#   WEAK_SHAPES    the shapes whose relaxed control the model must allow
#   DEFAULT_SIZES  optional: the operand sizes of make check-herd
#                  ("4,8": where herd7 takes too long on the sub-word
#                  loops for make check; check-herd-all judges all, 16
#                  the double-width compare-and-swap)
#   DWORD_AS       optional: the size of the location the double-width
#                  compare-and-swap is judged on (the module says why
#                  that is sound), its other threads' loads and stores
#                  of that size; DWORD_ARG_REGS its argument registers
#                  (the address, the old value's and the new value's
#                  low words)
#   DWORD_REASON   else why the double-width CAS is not judged (NOTE)
#   DWORD_TORN     why a torn 16-byte read (half of one value, half of
#                  another) cannot be shown on the DWORD_AS location: the
#                  double-width load's atomicity test, a named SKIP
#   lower(body, size)  optional: the function's instructions rewritten,
#                  one for one (branch targets keep their index), where
#                  a rewrite needs the whole function or the operand
#                  size (the sub-word loops' address arithmetic)
#   ATTEMPT        optional: a regular expression of the mnemonic of
#                  the load that opens an attempt of a compare-and-swap
#                  (the load-exclusive); a function with two has a
#                  second attempt, whose writer tests are run once more
#                  made to take it, with a test that its success
#                  stored (second_attempt())
#   WEAKENED       the self-test: (defconfig, function (a regular
#                  expression), instruction, its replacement, the name
#                  of a Forbid test that must then fail, the shapes to
#                  run, comma-separated); the instruction may be
#                  (instruction, k): its k-th occurrence only, or a
#                  list of such, the replacement the list of theirs
# DEFCONFIGS below maps each defconfig to its ISA module.
import argparse
import importlib
import itertools
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import verdicts  # noqa: E402

DEFCONFIGS = {
    "arm64": "isa_aarch64",
    "arm64_lse": "isa_aarch64",
    "arm64_v84": "isa_aarch64",
    # The AArch64 SMP board: arm64's code (tests/asm/same-code).
    "qemu_virt_a53_smp": "isa_aarch64",
    "riscv64": "isa_riscv",
    # The RV64 SMP board: riscv64's code (its golden file is the same).
    "qemu_virt_rv64_smp": "isa_riscv",
    "ppc64le": "isa_ppc",
    "ppc64": "isa_ppc_be",
    "ppc": "isa_ppc_be",
    "ppc_e500": "isa_ppc_be",
    "x86_64": "isa_x86",
    # x86_64's code (tests/asm/same-code).
    "x86_64_tls_keys": "isa_x86",
    "x86_64_builtins": "isa_x86",
    "i686": "isa_i686",
    "armv7": "isa_arm",
    "armv6": "isa_arm",
    "mips": "isa_mips",
    "mipsel": "isa_mips",
    "mips64el": "isa_mips",
    "mipsr6el": "isa_mips",
    "mips64r6el": "isa_mips",
}

UNROLL = 2


def load_isa(name):
    """The ISA module name, with the litmus idioms every module shares
    (reg_name, set_value, label, nop, jump) made from its UPPER_REGS,
    SET_VALUE, NOP and JUMP."""
    isa = importlib.import_module(name)
    upper = getattr(isa, "UPPER_REGS", False)
    setv = getattr(isa, "SET_VALUE", "li {reg},{value}")
    isa.reg_name = lambda reg: reg.upper() if upper else reg
    isa.set_value = lambda reg, value: [setv.format(reg=isa.reg_name(reg),
                                                    value=value)]
    isa.label = lambda name, insn: "%s: %s" % (name, insn)
    isa.nop = lambda: getattr(isa, "NOP", "nop")
    isa.jump = lambda name: "%s %s" % (getattr(isa, "JUMP", "b"), name)
    return isa
# Tests per herd7 run, and herd7 runs at once.
BATCH = 40
# herd7's seconds of CPU per test (its -timeout): the slowest test
# make check-herd-all runs (two attempts of a compare-and-swap unrolled
# twice against two other threads) takes tens of seconds on its own;
# one that runs out is skipped with its name (run(), main()), so that
# a test herd7 cannot finish stops no run.
TIMEOUT = 300
# The answer of a test herd7 ran out of time on.
TIMED_OUT = "herd7 ran out of time"


class Golden(dict):
    """{function: [instruction, ...]}, and the functions with a
    relocation (a call out of the function, or a branch whose target
    the normalised file does not keep), which cannot be modelled."""
    relocated = ()


def read_golden(path):
    """The Golden of a normalised disassembly (tests/asm/normalise.awk)."""
    funcs = Golden()
    funcs.relocated = set()
    cur = None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if re.match(r"^[a-z_0-9]+:$", line):
                cur = line[:-1]
                funcs[cur] = []
            elif cur and line.startswith("\t\t->"):
                funcs.relocated.add(cur)
            elif cur and line.startswith("\t"):
                funcs[cur].append(line.strip())
    return funcs


# ---------------------------------------------------------------------
# The operations: name, arguments and effect, ISA-independent.

# cmpxchg's success and failure orders by its name (tests/asm/matrix.h).
CAS_ORDERS = {
    "relaxed": ("relaxed", "relaxed"), "acquire": ("acquire", "acquire"),
    "release": ("release", "relaxed"), "acq_rel": ("acq_rel", "acquire"),
    "seq_cst": ("seq_cst", "seq_cst"),
    "seq_cst_fence_sc": ("seq_cst_fence", "seq_cst"),
    "seq_cst_fence": ("seq_cst_fence", "seq_cst_fence"),
}
CAS_OPS = ("cmpxchg", "try_cmpxchg", "try_cmpxchg_weak", "cmpxchg_test",
           "cmpxchg_dword", "try_cmpxchg_dword")
# May fail spuriously (a store-exclusive that fails, no retry).
WEAK_CAS = ("try_cmpxchg_weak",)
# Conditional updates: relaxed when they do not store (§2).
COND_OPS = ("add_unless", "fetch_add_unless", "dec_if_positive")
READ_PART = {"relaxed": "relaxed", "consume": "consume",
             "acquire": "acquire", "release": "relaxed",
             "acq_rel": "acquire", "seq_cst": "seq_cst",
             "seq_cst_fence": "seq_cst_fence"}
WRITE_PART = {"relaxed": "relaxed", "consume": "relaxed",
              "acquire": "relaxed", "release": "release",
              "acq_rel": "release", "seq_cst": "seq_cst",
              "seq_cst_fence": "seq_cst_fence"}
BARRIERS = {"smp_mb": "mb", "mb": "mb", "smp_rmb": "rmb", "rmb": "rmb",
            "smp_wmb": "wmb", "wmb": "wmb"}
ARITY = {"load": 0, "load_dword": 0, "inc": 0, "dec": 0,
         "dec_if_positive": 0, "add_unless": 2, "fetch_add_unless": 2}
# The loads: they read only, as the contract has them (§2).  The
# double-width load's compare-and-swap of a guess may write, the value
# it read, which changes no value a test sees.
LOADS = ("load", "load_dword", "cond_load")
for _op in CAS_OPS:
    ARITY[_op] = 2
RETURNS_NOTHING = ("store", "add", "and", "or", "xor", "inc", "dec",
                   "add_around")
# A cond_load that does not see its value waits: no result.
WAITS = object()


def effect(op, old, a):
    """(the value stored or None, the value returned or None) of op on
    a location holding old, with arguments a."""
    bit = lambda: 1 << a[0]
    table = {
        "load": lambda: (None, old),
        "load_dword": lambda: (None, old),
        "cond_load": lambda: (None, old if old == a[0] else WAITS),
        "store": lambda: (a[0], None),
        "xchg": lambda: (a[0], old),
        "add_return": lambda: (old + a[0], old + a[0]),
        "fetch_add": lambda: (old + a[0], old),
        "fetch_and": lambda: (old & a[0], old),
        "fetch_or": lambda: (old | a[0], old),
        "fetch_xor": lambda: (old ^ a[0], old),
        "fetch_smax": lambda: (max(old, a[0]), old),
        "fetch_umax": lambda: (max(old, a[0]), old),
        "fetch_smin": lambda: (min(old, a[0]), old),
        "fetch_umin": lambda: (min(old, a[0]), old),
        "add": lambda: (old + a[0], None),
        "add_around": lambda: (old + a[0], None),
        "and": lambda: (old & a[0], None),
        "or": lambda: (old | a[0], None),
        "xor": lambda: (old ^ a[0], None),
        "inc": lambda: (old + 1, None),
        "dec": lambda: (old - 1, None),
        "test_and_set_bit": lambda: (old | bit(), int(bool(old & bit()))),
        "test_and_clear_bit": lambda: (old & ~bit(),
                                       int(bool(old & bit()))),
        "test_and_change_bit": lambda: (old ^ bit(),
                                        int(bool(old & bit()))),
        "cmpxchg": lambda: (a[1] if old == a[0] else None, old),
        "cmpxchg_dword": lambda: (a[1] if old == a[0] else None, old),
        "try_cmpxchg": lambda: (a[1] if old == a[0] else None,
                                int(old == a[0])),
        "add_unless": lambda: (old + a[0] if old != a[1] else None,
                               int(old != a[1])),
        "fetch_add_unless": lambda: (old + a[0] if old != a[1] else None,
                                     old),
        "dec_if_positive": lambda: (old - 1 if old > 0 else None,
                                    old - 1),
    }
    for o in ("try_cmpxchg_weak", "cmpxchg_test", "try_cmpxchg_dword"):
        table[o] = table["try_cmpxchg"]
    return table[op]()


NAME = re.compile(r"^uat_(?P<op>[a-z_]+?)_(?P<size>1|2|4|8|16)_"
                  r"(?P<order>[a-z_]+)$")


class Fn:
    """One function of the golden file: its operation, size and orders,
    and the strength each of its paths gives each side (verdicts.py)."""

    def __init__(self, name):
        self.name = name
        self.barrier = None
        m = NAME.match(name)
        if name.startswith("uat_") and name[4:] in BARRIERS:
            self.op, self.size, self.order = name[4:], 4, name[4:]
            self.barrier = BARRIERS[name[4:]]
            self.so = self.fo = self.barrier
            return
        if not m:
            raise ValueError("%s: not a uat_<op>_<size>_<order> name"
                             % name)
        self.op, self.size = m.group("op"), int(m.group("size"))
        self.order = m.group("order")
        if self.op == "add_around":
            # A relaxed add between cmm_smp_mb__before/after_uatomic_add:
            # a full barrier each side, the RMW itself ordered with both
            # (seq_cst_fence: its write before a later load too).
            self.so = self.fo = "seq_cst_fence"
        elif self.op in CAS_OPS:
            self.so, self.fo = CAS_ORDERS[self.order]
        elif self.op in COND_OPS:
            self.so, self.fo = self.order, "relaxed"
        else:
            self.so = self.fo = self.order

    def arity(self):
        return ARITY.get(self.op, 1)

    def paths(self):
        """True: the path that stores; False: the one that only reads."""
        if self.op in LOADS:
            return (False,)
        if self.op in CAS_OPS or self.op in COND_OPS:
            return (True, False)
        return (True,)

    def reads(self, stored):
        return READ_PART.get(self.so if stored else self.fo, self.so)

    def writes(self):
        return WRITE_PART.get(self.so, self.so)

    def full(self, stored):
        return self.barrier or (self.so if stored else self.fo)


VALS = (1, 2, 5, 0, 3)
INITS = (0, 3)


def small(v):
    return v is not None and v is not WAITS and 0 <= v < 16


def writer_args(fn):
    """(init, args, value written) making fn change a location."""
    for i in INITS:
        for a in itertools.product(VALS, repeat=fn.arity()):
            new, _ = effect(fn.op, i, a)
            if new is not None and new != i and 0 < new < 16:
                return i, a, new
    raise ValueError("%s: no arguments make it store" % fn.name)


def idle_args(fn, i):
    """Arguments under which fn reads i and does not store."""
    for a in itertools.product(VALS, repeat=fn.arity()):
        new, ret = effect(fn.op, i, a)
        if new is None and ret is not WAITS:
            return a
    return None


def reader_args(fn, i, w, val, stored):
    """Arguments under which fn, reading val (i or w: a location that
    holds i and is written w once by another thread), takes the path
    stored, and how to see that it read val: ("ret", value) or
    ("mem", final value).  None when it cannot be seen."""
    other = w if val == i else i
    if fn.op in WEAK_CAS and not stored:
        # Its failure (0) is also a spurious one, whatever it read.
        return None
    for a in itertools.product(VALS, repeat=fn.arity()):
        nv, rv = effect(fn.op, val, a)
        no, ro = effect(fn.op, other, a)
        if (nv is not None) != stored or rv is WAITS:
            continue
        # A path that stores is seen in the final value, whatever
        # register the code puts its result in (an LSE atomic whose
        # destination is the zero register reads all the same);
        # one that does not, in its result.
        if stored and val == w and small(nv) and nv != w:
            return a, ("mem", nv)
        if stored and val == i and no is not None and no != w and \
                nv != w:
            return a, ("mem", w)
        if fn.op not in RETURNS_NOTHING and small(rv) and rv != ro:
            return a, ("ret", rv)
    return None


# ---------------------------------------------------------------------
# A litmus test: threads of calls, an initial state, a condition.

class Call:
    def __init__(self, fn, loc, args, want=None):
        self.fn, self.loc, self.args, self.want = fn, loc, args, want


class Test:
    def __init__(self, name, shape, slot, strength, threads, init, mem,
                 size, forbid, control=False):
        self.name, self.shape, self.slot = name, shape, slot
        self.strength = strength
        self.threads, self.init, self.mem = threads, init, mem
        self.size, self.forbid, self.control = size, forbid, control


class Thread:
    """The litmus instructions of one thread: the calls' bodies one
    after another, registers renamed, loops unrolled."""

    def __init__(self, isa, golden, tid, unroll):
        self.isa, self.golden, self.tid = isa, golden, tid
        self.unroll = unroll
        self.free = list(isa.POOL)
        self.lines = []
        self.init = {}
        self.flag = None
        self.ncall = 0
        self.used = set()

    def alloc(self):
        if not self.free:
            raise ValueError("thread %d: out of registers" % self.tid)
        return self.free.pop(0)

    def call(self, fn, loc, args):
        isa = self.isa
        body = self.golden.get(fn)
        if body is None:
            raise KeyError(fn)
        if hasattr(isa, "lower"):
            body = isa.lower(body, Fn(fn).size)
        k = self.ncall
        self.ncall += 1
        names = []
        argregs = getattr(isa, "DWORD_ARG_REGS", isa.ARG_REGS) \
            if Fn(fn).size == 16 else isa.ARG_REGS
        argregs = argregs[1:] if loc else argregs
        for line in body:
            for r in isa.registers(line):
                if r not in names:
                    names.append(r)
        for r in ([isa.ARG_REGS[0]] if loc else []) + \
                argregs[:len(args)] + isa.RET_REGS[:1]:
            if r not in names:
                names.append(r)
        regmap = {}
        if loc:
            # The address is the initial state's: a register no
            # earlier call wrote.
            fresh = [r for r in self.free if r not in self.used]
            if not fresh:
                raise ValueError("thread %d: out of registers" % self.tid)
            regmap[isa.ARG_REGS[0]] = fresh[0]
            self.free.remove(fresh[0])
        for r in names:
            if r not in regmap:
                regmap[r] = self.alloc()
        self.used |= set(regmap.values())
        scratch = [self.alloc(), self.alloc()]
        # Written too: no later call may take one for its address.
        self.used |= set(scratch)
        if loc:
            self.init[regmap[isa.ARG_REGS[0]]] = loc
        for a, r in zip(args, argregs):
            self.lines += isa.set_value(regmap[r], a)
        branches = [isa.branch(line) for line in body]
        back = any(b and b[1] is not None and b[1] <= i
                   for i, b in enumerate(branches))
        copies = self.unroll if back else 1
        pre = "L%dC%d" % (self.tid, k)
        end, flag = pre + "E", pre + "F"
        lab = lambda u, i: "%sU%dI%d" % (pre, u, i)
        targets = set()
        out = []
        for u in range(copies):
            for i, line in enumerate(body):
                b = branches[i]
                target = None
                if b and b[0] == "ret":
                    target = end
                elif b and b[1] > i:
                    target = lab(u, b[1])
                elif b:
                    target = lab(u + 1, b[1]) if u + 1 < copies else flag
                if target and target != end:
                    targets.add(target)
                insns = isa.translate(isa.rename(line, regmap), target,
                                      scratch)
                out.append((lab(u, i), insns))
            if not branches[-1] or branches[-1][0] not in ("ret", "b"):
                out.append((None, [isa.jump(end)]))
        for name, insns in out:
            if name in targets:
                insns = [isa.label(name, insns[0])] + insns[1:]
            self.lines += insns
        if flag in targets:
            if self.flag is None:
                self.flag = self.alloc()
            self.lines.append(isa.label(flag, isa.set_value(self.flag,
                                                            1)[0]))
        self.lines.append(isa.label(end, isa.nop()))
        rets = [regmap[r] for r in isa.RET_REGS[:1]]
        keep = set(rets) | set(self.init)
        self.free = [r for r in isa.POOL if r in self.free or
                     (r in regmap.values() and r not in keep) or
                     r in scratch]
        return rets


def render(test, isa, golden, unroll):
    """The litmus text of test, and the names of its condition's
    registers (for the vacuity check)."""
    conds = []
    inits = []
    cols = []
    for tid, calls in enumerate(test.threads):
        th = Thread(isa, golden, tid, unroll)
        for c in calls:
            rets = th.call(c.fn, c.loc, c.args)
            if c.want is not None:
                conds.append("%d:%s=%d" % (tid, isa.reg_name(rets[0]),
                                           c.want))
        if th.flag:
            conds.append("%d:%s=0" % (tid, isa.reg_name(th.flag)))
        inits += ["%d:%s=%s;" % (tid, isa.reg_name(r), loc)
                  for r, loc in sorted(th.init.items())]
        stack = getattr(isa, "STACK", None)
        if stack:
            inits.append("%d:%s=stack%d;" % (tid, stack[0], tid))
        cols.append(th.lines)
    for loc, v in sorted(test.mem.items()):
        conds.append("[%s]=%d" % (loc, v))
    locs = sorted(set(c.loc for t in test.threads for c in t if c.loc))
    decls = []
    for loc in locs:
        d = isa.loc_decl(loc, test.size)
        v = test.init.get(loc, 0)
        decls.append(d[:-1] + ("=%d;" % v if v else ";"))
    if getattr(isa, "STACK", None):
        decls += ["%s stack%d;" % (isa.STACK[1], tid)
                  for tid in range(len(test.threads))]
    rows = max(len(c) for c in cols)
    width = [max([len(x) for x in c] + [4]) for c in cols]
    text = ["%s %s" % (isa.ARCH, test.key), "{", " ".join(decls),
            " ".join(inits), "}"]
    text.append(" | ".join(("P%d" % t).ljust(width[t])
                           for t in range(len(cols))) + " ;")
    for r in range(rows):
        text.append(" | ".join((cols[t][r] if r < len(cols[t]) else "")
                               .ljust(width[t])
                               for t in range(len(cols))) + " ;")
    text.append("exists (%s)" % " /\\ ".join(conds))
    return "\n".join(text) + "\n", conds


# ---------------------------------------------------------------------
# The shapes.  Each places the function under test in one slot; the
# other threads are our own loads, stores and barriers, strong enough
# that the slot decides the verdict (verdicts.py).

class Shapes:
    def __init__(self, golden, fn, dword_as=None):
        self.golden = golden
        self.fn = fn
        # A double-width location as the ISA module judges it (its
        # DWORD_AS): the other threads' loads and stores of that size.
        self.size = 4 if fn.barrier else dword_as if fn.size == 16 \
            else fn.size

    def st(self, mo, loc, v):
        return Call("uat_store_%d_%s" % (self.size, mo), loc, (v,))

    def ld(self, mo, loc, want):
        return Call("uat_load_%d_%s" % (self.size, mo), loc, (), want)

    def fence(self, name):
        return Call("uat_" + name, None, ())

    def write(self, loc):
        """The function under test as a writer of loc: (call, init,
        value written)."""
        i, a, w = writer_args(self.fn)
        # A weak compare-and-swap may fail however it read: the test
        # requires that it stored (returned 1).
        want = 1 if self.fn.op in WEAK_CAS else None
        return Call(self.fn.name, loc, a, want), i, w

    def read(self, loc, i, w, val, stored):
        """The function under test reading val from loc (holding i,
        written w by another thread), on the path stored: (call, memory
        condition) or None."""
        r = reader_args(self.fn, i, w, val, stored)
        if r is None:
            return None
        a, (how, v) = r
        if how == "ret":
            return Call(self.fn.name, loc, a, v), {}
        return Call(self.fn.name, loc, a), {loc: v}

    def middle(self, stored):
        """The function under test between two accesses, on location z
        which nothing else touches: (call, init of z) or None."""
        if self.fn.barrier:
            return self.fence(self.fn.op), {}
        if stored:
            i, a, _ = writer_args(self.fn)
        else:
            i = 0
            a = idle_args(self.fn, i)
            if a is None:
                return None
        weak = self.fn.op == "try_cmpxchg_weak" and stored
        return Call(self.fn.name, "z", a, 1 if weak else None), \
            ({"z": i} if i else {})


def shape_tests(golden, fn, shapes, dword_as=None, retried=False):
    """(shape, slot, path name, strength, threads, init, mem) of each
    test of fn in the chosen shapes; retried: each test in which fn
    stores once more, its second attempt made to store (retry())."""
    s = Shapes(golden, fn, dword_as)
    out = []

    def add(shape, slot, how, strength, threads, init=None, mem=None,
            stores=None):
        if shape not in shapes:
            return
        init, mem = init or {}, mem or {}
        out.append((shape, slot, how, strength, threads, init, mem))
        if retried and stores:
            out.append(retry(shape, slot, how, strength, threads, init,
                             mem, stores))

    def retry(shape, slot, how, strength, threads, init, mem, stores):
        """The test with fn's first attempt failing its compare: loc
        holds a value v it does not expect, a thread of its own stores
        the expected i, and fn must store w (the final value, unless
        the test already says what loc ends with: another store after
        fn's, whose result shows it read i).  fn's first read may see
        v and its second i: herd7 takes that path too, and a defect of
        the second attempt alone shows."""
        loc, i, w = stores
        used = set(init.values()) | set(mem.values()) | {i, w}
        for c in (c for t in threads for c in t):
            used |= set(c.args) | {c.want}
        v = next(x for x in (13, 11, 14, 10, 12) if x not in used)
        return (shape, slot, how + " retried", strength,
                threads + [[st("relaxed", loc, i)]], dict(init, **{loc: v}),
                dict({loc: w}, **mem))

    pathname = lambda stored: "" if len(fn.paths()) == 1 else (
        " storing" if stored else " not storing")
    st, ld = s.st, s.ld
    stores = not fn.barrier and fn.op not in LOADS
    if stores:
        c, i, w = s.write("y")
        init = {"y": i} if i else {}
        add("MP", "writer", "", fn.writes(),
            [[st("relaxed", "x", 1), c],
             [ld("acquire", "y", w), ld("relaxed", "x", 0)]], init,
            stores=("y", i, w))
        add("LB", "writer", "", fn.writes(),
            [[ld("relaxed", "x", 1), c],
             [ld("acquire", "y", w), st("relaxed", "x", 1)]], init,
            stores=("y", i, w))
        add("S", "writer", "", fn.writes(),
            [[st("relaxed", "x", 2), c],
             [ld("acquire", "y", w), st("relaxed", "x", 1)]], init,
            {"x": 2}, stores=("y", i, w))
        add("WRC", "writer", "", fn.writes(),
            [[st("relaxed", "x", 1)], [ld("relaxed", "x", 1), c],
             [ld("acquire", "y", w), ld("relaxed", "x", 0)]], init,
            stores=("y", i, w))
        add("ISA2", "writer", "", fn.writes(),
            [[st("relaxed", "x", 1), c],
             [ld("acquire", "y", w), st("release", "z", 1)],
             [ld("acquire", "z", 1), ld("relaxed", "x", 0)]], init,
            stores=("y", i, w))
        # seq_cst: the write in the total order.
        c, i, w = s.write("x")
        initx = {"x": i} if i else {}
        add("SB", "seq_cst store", "", fn.writes(),
            [[c, ld("seq_cst", "y", 0)],
             [st("seq_cst", "y", 1), ld("seq_cst", "x", i)]], initx,
            stores=("x", i, w))
        add("IRIW", "seq_cst store", "", fn.writes(),
            [[c], [st("seq_cst", "y", 1)],
             [ld("seq_cst", "x", w), ld("seq_cst", "y", 0)],
             [ld("seq_cst", "y", 1), ld("seq_cst", "x", i)]], initx,
            stores=("x", i, w))
        # 2+2W, R: the write is coherence-before another store of y,
        # v2: seen in the final value, with fn's own result showing it
        # read the initial value (it stored: not after v2).
        c, i, w = s.write("y")
        for v2 in (7, 9, 6):
            if v2 in (i, w):
                continue
            n2, r2 = effect(fn.op, v2, c.args)
            ri = effect(fn.op, i, c.args)[1]
            if n2 is not None and n2 != v2:
                break
            if fn.op not in RETURNS_NOTHING and small(ri) and ri != r2:
                c = Call(fn.name, "y", c.args, ri)
                break
        else:
            raise ValueError("%s: no value for 2+2W" % fn.name)
        add("2+2W", "seq_cst store", "", fn.writes(),
            [[st("seq_cst", "x", 1), c],
             [st("seq_cst", "y", v2), st("seq_cst", "x", 2)]], init,
            {"x": 1, "y": v2}, stores=("y", i, w))
        add("R", "seq_cst store", "", fn.writes(),
            [[st("seq_cst", "x", 1), c],
             [st("seq_cst", "y", v2), ld("seq_cst", "x", 0)]], init,
            {"y": v2}, stores=("y", i, w))
        add("R", "store after relaxed", "", fn.writes(),
            [[st("relaxed", "x", 1), c],
             [st("seq_cst", "y", v2), ld("seq_cst", "x", 0)]], init,
            {"y": v2}, stores=("y", i, w))
    if not fn.barrier and fn.op != "store":
        for stored in fn.paths():
            how = pathname(stored)
            rs = fn.reads(stored)
            for i, w in ((0, 1), (3, 1), (0, 2), (1, 0)):
                r = s.read("y", i, w, w, stored)
                if r:
                    break
            if not r:
                continue
            c, mem = r
            init = {"y": i} if i else {}
            add("MP", "reader", how, rs,
                [[st("relaxed", "x", 1), st("release", "y", w)],
                 [c, ld("relaxed", "x", 0)]], init, mem)
            add("LB", "reader", how, rs,
                [[c, st("relaxed", "x", 1)],
                 [ld("acquire", "x", 1), st("relaxed", "y", w)]], init,
                mem)
            add("S", "reader", how, rs,
                [[st("relaxed", "x", 2), st("release", "y", w)],
                 [c, st("relaxed", "x", 1)]], init, dict(mem, x=2))
            add("WRC", "reader", how, rs,
                [[st("relaxed", "x", 1)],
                 [ld("relaxed", "x", 1), st("release", "y", w)],
                 [c, ld("relaxed", "x", 0)]], init, mem)
            add("ISA2", "reader", how, rs,
                [[st("relaxed", "x", 1), st("release", "y", w)],
                 [c, st("release", "z", 1)],
                 [ld("acquire", "z", 1), ld("relaxed", "x", 0)]], init,
                mem)
            add("IRIW", "seq_cst load", how, rs,
                [[st("seq_cst", "y", w)], [st("seq_cst", "x", 1)],
                 [c, ld("seq_cst", "x", 0)],
                 [ld("seq_cst", "x", 1), ld("seq_cst", "y", i)]], init,
                mem)
            # SB: the read sees the initial value.
            r = s.read("y", i, w, i, stored)
            if r:
                c, mem = r
                add("SB", "seq_cst load", how, rs,
                    [[st("seq_cst", "x", 1), c],
                     [st("seq_cst", "y", w), ld("seq_cst", "x", 0)]],
                    init, mem)
                add("SB", "its own read", how, fn.full(stored),
                    [[st("relaxed", "x", 1), c],
                     [st("relaxed", "y", w), s.fence("smp_mb"),
                      ld("relaxed", "x", 0)]], init, mem)
    # Between two accesses: a full barrier (or rmb, wmb).
    for stored in (fn.paths() if not fn.barrier else (True,)):
        m = s.middle(stored)
        if not m:
            continue
        c, init = m
        how = pathname(stored)
        # fn stores on z (retry()).
        on_z = ("z", init.get("z", 0), writer_args(fn)[2]) \
            if stored and not fn.barrier else None
        f = fn.full(stored)
        if not fn.barrier and f not in verdicts.FULL:
            # Between two accesses only the full barriers are promised
            # anything; the others' order is the MP/SB slots'.
            continue
        add("MP", "between stores", how, f,
            [[st("relaxed", "x", 1), c, st("relaxed", "y", 1)],
             [ld("acquire", "y", 1), ld("relaxed", "x", 0)]], init,
            stores=on_z)
        add("MP", "between loads", how, f,
            [[st("relaxed", "x", 1), st("release", "y", 1)],
             [ld("relaxed", "y", 1), c, ld("relaxed", "x", 0)]], init,
            stores=on_z)
        add("SB", "between", how, f,
            [[st("relaxed", "x", 1), c, ld("relaxed", "y", 0)],
             [st("relaxed", "y", 1), s.fence("smp_mb"),
              ld("relaxed", "x", 0)]], init, stores=on_z)
        add("LB", "between", how, f,
            [[ld("relaxed", "x", 1), c, st("relaxed", "y", 1)],
             [ld("acquire", "y", 1), st("relaxed", "x", 1)]], init,
            stores=on_z)
        add("2+2W", "between", how, f,
            [[st("relaxed", "x", 1), c, st("relaxed", "y", 1)],
             [st("relaxed", "y", 2), s.fence("smp_mb"),
              st("relaxed", "x", 2)]], init, {"x": 1, "y": 2}, stores=on_z)
        add("R", "between", how, f,
            [[st("relaxed", "x", 1), s.fence("smp_mb"),
              st("relaxed", "y", 1)],
             [st("relaxed", "y", 2), c, ld("relaxed", "x", 0)]], init,
            {"y": 2}, stores=on_z)
        add("S", "between stores", how, f,
            [[st("relaxed", "x", 2), c, st("relaxed", "y", 1)],
             [ld("acquire", "y", 1), st("relaxed", "x", 1)]], init,
            {"x": 2}, stores=on_z)
        add("IRIW", "between loads", how, f,
            [[st("relaxed", "x", 1)], [st("relaxed", "y", 1)],
             [ld("relaxed", "x", 1), c, ld("relaxed", "y", 0)],
             [ld("relaxed", "y", 1), s.fence("smp_mb"),
              ld("relaxed", "x", 0)]], init, stores=on_z)
        add("WRC", "between", how, f,
            [[st("relaxed", "x", 1)],
             [ld("relaxed", "x", 1), c, st("relaxed", "y", 1)],
             [ld("acquire", "y", 1), ld("relaxed", "x", 0)]], init,
            stores=on_z)
    # Atomicity: nothing between the read and the write.
    if stores and fn.op != "store":
        c, i, w = s.write("x")
        init = {"x": i} if i else {}
        r = s.read("x", i, 9, i, True)
        # Another thread's store v between: fn read i and wrote last.
        for v in (9, 6, 7, 0):
            if v in (i, w) or effect(fn.op, v, c.args)[0] == w:
                continue
            # The final value w: fn wrote last and read i (had it
            # read v, it would have written another value).
            add("atomicity", "against a store", "", fn.so,
                [[c], [st("relaxed", "x", v)]], init, {"x": w})
            break
        # Against add_return relaxed: both read i (an update lost).
        for v in (1, 2, 4):
            other = Call("uat_add_return_%d_relaxed" % s.size, "x", (v,),
                         i + v)
            # The final value of each order in which one read what the
            # other wrote (fn, not storing, leaves i + v).
            after = effect(fn.op, i + v, c.args)[0]
            both = (i + v if after is None else after,
                    (w + v) % (1 << (8 * min(s.size, 8))))
            if w not in both and fn.paths() == (True,):
                add("atomicity", "against an RMW", "", fn.so,
                    [[c], [other]], init, {"x": w})
            else:
                rd = reader_args(fn, i, i + v, i, True)
                if not rd or rd[1][0] != "ret":
                    break
                add("atomicity", "against an RMW", "", fn.so,
                    [[Call(fn.name, "x", rd[0], rd[1][1])], [other]],
                    init)
            break
        if retried:
            # A successful compare-and-swap stored (§2: try_cmpxchg
            # returns whether it stored).  The location holds 0, which
            # fn does not expect, and another thread stores the expected
            # i: fn's first read may see 0 (failing its compare, on to
            # the second attempt) and its second i, where it must store
            # w over i.  A success (its result) with i the final value
            # is one that stored nothing, which no ordering shape sees
            # (a missing store only removes outcomes): a second attempt
            # whose store-exclusive is gone.  0, so that the status
            # register such an attempt leaves unset (0 to herd7) or
            # holding the first read (arm64's byte and halfword loops)
            # reads as a store-exclusive's success.
            i = 3
            a = next(a for a in itertools.product(VALS, repeat=fn.arity())
                     if effect(fn.op, i, a)[0] in range(1, 16) and
                     effect(fn.op, i, a)[0] != i)
            ok = Call(fn.name, "x", a, effect(fn.op, i, a)[1])
            add("atomicity", "its success stored", " retried", fn.so,
                [[ok], [st("relaxed", "x", i)]], {}, {"x": i})
    return out


def controls(golden, size, shapes):
    """Each shape with relaxed plain loads and stores."""
    fn = Fn("uat_load_%d_relaxed" % size)
    s = Shapes(golden, fn)
    st, ld = s.st, s.ld
    T = {
        "SB": ([[st("relaxed", "x", 1), ld("relaxed", "y", 0)],
                [st("relaxed", "y", 1), ld("relaxed", "x", 0)]], {}),
        "MP": ([[st("relaxed", "x", 1), st("relaxed", "y", 1)],
                [ld("relaxed", "y", 1), ld("relaxed", "x", 0)]], {}),
        "LB": ([[ld("relaxed", "x", 1), st("relaxed", "y", 1)],
                [ld("relaxed", "y", 1), st("relaxed", "x", 1)]], {}),
        "2+2W": ([[st("relaxed", "x", 1), st("relaxed", "y", 1)],
                  [st("relaxed", "y", 2), st("relaxed", "x", 2)]],
                 {"x": 1, "y": 2}),
        "R": ([[st("relaxed", "x", 1), st("relaxed", "y", 1)],
               [st("relaxed", "y", 2), ld("relaxed", "x", 0)]],
              {"y": 2}),
        "S": ([[st("relaxed", "x", 2), st("relaxed", "y", 1)],
               [ld("relaxed", "y", 1), st("relaxed", "x", 1)]],
              {"x": 2}),
        "WRC": ([[st("relaxed", "x", 1)],
                 [ld("relaxed", "x", 1), st("relaxed", "y", 1)],
                 [ld("relaxed", "y", 1), ld("relaxed", "x", 0)]], {}),
        "ISA2": ([[st("relaxed", "x", 1), st("relaxed", "y", 1)],
                  [ld("relaxed", "y", 1), st("relaxed", "z", 1)],
                  [ld("relaxed", "z", 1), ld("relaxed", "x", 0)]], {}),
        # A load and a store are no RMW: a store comes between.
        "atomicity": ([[ld("relaxed", "x", 0), st("relaxed", "x", 1)],
                       [st("relaxed", "x", 9)]], {"x": 1}),
        "IRIW": ([[st("relaxed", "x", 1)], [st("relaxed", "y", 1)],
                  [ld("relaxed", "x", 1), ld("relaxed", "y", 0)],
                  [ld("relaxed", "y", 1), ld("relaxed", "x", 0)]], {}),
    }
    return [(sh, T[sh][0], T[sh][1]) for sh in T if sh in shapes]


SHAPES_ALL = ("MP", "SB", "LB", "2+2W", "R", "S", "IRIW", "WRC", "ISA2",
              "atomicity")
# make check-herd: what fits a few minutes on two cores (make
# check-herd-all: every shape).
SHAPES_DEFAULT = ("MP", "SB", "atomicity")


def second_attempt(isa, fn, body):
    """Does fn, a compare-and-swap, retry a failed compare with other
    code than its first attempt (two of the ISA's ATTEMPT loads: arm64's
    seq_cst_fence loops, whose first attempt has no barrier before it
    and whose second has one)?  The argument of "Every path" above (a
    retry re-runs what failed) does not cover such a second attempt,
    which only a value changing between the two reads reaches: its
    writer tests are run once more made to take it, and a test that
    its success stored (shape_tests()).  The weak compare-and-swap
    too: a failed first store-exclusive also takes it to its second
    attempt, but with the failed status in its register, where a
    failed compare leaves it unset."""
    attempt = getattr(isa, "ATTEMPT", None)
    if not attempt or fn.op not in CAS_OPS:
        return False
    return sum(1 for line in body
               if re.match(attempt, line.split(None, 1)[0])) > 1


# The reason of a double-width load's atomicity test, skipped by name.
TORN = "a torn 16-byte read cannot be shown: "


def build(golden, isa, shapes, sizes, only, every):
    """The tests of the golden file's functions in shapes; every=False
    leaves some out (the default set, below)."""
    tests = []
    torn = []
    names = [n for n in golden if n.startswith("uat_")]
    for n in names:
        if only and not re.search(only, n):
            continue
        fn = Fn(n)
        if fn.size not in sizes and not fn.barrier:
            continue
        dword_as = getattr(isa, "DWORD_AS", None)
        if fn.size == 16 and not dword_as:
            # The double-width CAS: not judged here (NOTE in main()).
            continue
        size = dword_as if fn.size == 16 else fn.size
        if fn.op == "load_dword" and "atomicity" in shapes:
            # Never half of one value and half of another (§2): a test
            # needs the location's two halves, which the DWORD_AS
            # location has not.
            torn.append(("atomicity never torn %s" % n,
                         TORN + isa.DWORD_TORN))
        for shape, slot, how, strength, threads, init, mem in \
                shape_tests(golden, fn, shapes, dword_as,
                            second_attempt(isa, fn, golden[n])):
            forbid = verdicts.forbidden(shape, slot, strength)
            if not every and (not forbid and shape != "MP" or
                              slot == "against an RMW" or
                              fn.size < 4 and (shape == "SB" or
                                               slot.startswith("between"))
                              or how.endswith("retried") and
                              shape != "atomicity"):
                # The default set: no Allow test outside MP; atomicity
                # against a store only (an RMW's write is a store: the
                # model's atomicity axiom is the same; two loops in two
                # threads take herd7 seconds a test); the byte and
                # halfword functions (the word's instructions with a b
                # or h) as reader, writer and RMW only; no retried test
                # (a third thread against a compare-and-swap of two
                # attempts: arm64_lse's 36 take herd7 70 s, its
                # double-width ones 53 s; make check-herd-all runs them,
                # the self-test one each make check-herd; the
                # atomicity one, two threads, is in the default set).
                continue
            name = "%s %s %s%s" % (shape, slot, n, how)
            tests.append(Test(name, shape, slot, strength, threads, init,
                              mem, size, forbid))
    for size in sorted(sizes):
        if "uat_load_%d_relaxed" % size not in golden:
            continue
        for sh, threads, mem in controls(golden, size, shapes):
            if sh not in verdicts.CONTROL_SHAPES + isa.WEAK_SHAPES:
                continue
            tests.append(Test("%s control: relaxed loads and stores,"
                              " size %d" % (sh, size), sh, "control",
                              "relaxed", threads, {}, mem, size, False,
                              True))
    # A test calling a function the ISA's herd7 cannot express: skipped,
    # with the reason.
    why = {}
    for n, body in golden.items():
        r = "a relocation: a call out of the function or a branch" \
            " target the golden file does not keep" \
            if n in getattr(golden, "relocated", ()) else \
            getattr(isa, "unsupported", lambda b: None)(body)
        if r:
            why[n] = r
    kept, skipped = [], torn
    for t in tests:
        bad = [why[c.fn] for th in t.threads for c in th if c.fn in why]
        if bad:
            skipped.append((t.name, bad[0]))
        else:
            kept.append(t)
    return kept, skipped


# ---------------------------------------------------------------------
# Running herd7.

def find_herd7():
    h = os.environ.get("HERD7")
    if h:
        return h if os.access(h, os.X_OK) else None
    return shutil.which("herd7")


OBS = re.compile(r"^Observation (\S+) (Never|Sometimes|Always) (\d+) (\d+)")


def run_batch(herd7, isa, files, timeout=TIMEOUT):
    """herd7 on files: {test: (allowed, herd7's output for it)};
    allowed is None for a test that ran out of its timeout (herd7's
    -debug timeout names it, and it prints no observation)."""
    cmd = [herd7, "-model", isa.MODEL, "-timeout", str(timeout),
           "-debug", "timeout"] + files
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    blocks = {}
    cur = []
    for line in p.stdout.splitlines():
        cur.append(line)
        m = OBS.match(line)
        if m:
            blocks[m.group(1)] = (m.group(2) != "Never", "\n".join(cur))
        m = re.match(r"^Timeout for (?:.*/)?(\S+)\.litmus", line)
        if m:
            blocks[m.group(1)] = (None, line)
            cur = []
        if line.startswith("Hash="):
            cur = []
    return blocks


def vacuous(block, conds):
    """A condition conjunct no final state satisfies (with the flags
    0): the test could not show its outcome whatever the model says."""
    states = []
    take = False
    for line in block.splitlines():
        if line.startswith("States"):
            take = True
            continue
        if take and (line in ("Ok", "No") or line.startswith("Witnesses")):
            break
        if take:
            states.append(set(x.strip() for x in line.split(";")
                              if x.strip()))
    # A register's value: some execution must give it (else the test
    # watches a register the code does not set).  A final memory value
    # may be the forbidden outcome itself (atomicity: [x]=w only if an
    # update was lost): not judged here.
    return [c for c in conds if states and not c.startswith("[") and
            not any(c in s for s in states)]


def run(herd7, isa, tests, texts, jobs, keep=None, timeout=TIMEOUT):
    """herd7's answer for each test: {key: (allowed, output block)},
    and the seconds it took."""
    tmp = keep or tempfile.mkdtemp(prefix="herd-")
    os.makedirs(tmp, exist_ok=True)
    files = []
    for t, (text, _) in zip(tests, texts):
        f = os.path.join(tmp, t.key + ".litmus")
        with open(f, "w") as fh:
            fh.write(text)
        files.append(f)
    start = time.time()
    batches = [files[k:k + BATCH] for k in range(0, len(files), BATCH)]
    results = {}
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        for blocks in ex.map(lambda b: run_batch(herd7, isa, b, timeout),
                             batches):
            results.update(blocks)
    if not keep:
        shutil.rmtree(tmp, ignore_errors=True)
    return results, time.time() - start


def prepare(golden, isa, shapes, sizes, only, unroll, every=True):
    """The tests, their litmus texts, and those skipped (name,
    reason)."""
    built, skipped = build(golden, isa, shapes, sizes, only, every)
    tests, texts = [], []
    for t in built:
        t.key = "T%05d" % len(tests)
        try:
            texts.append(render(t, isa, golden, unroll))
        except ValueError as e:
            # A test whose threads need more registers than the ISA
            # has (i686's 8-byte functions with two loops): named.
            skipped.append((t.name, "cannot be written: %s" %
                            re.sub(r"^thread \d+: ", "", str(e))))
            continue
        tests.append(t)
    return tests, texts, skipped


def golden_path(d):
    rel = subprocess.check_output(
        [os.path.join(here, "..", "asm", "golden-file.sh"), d],
        text=True).strip()
    return os.path.join(here, "..", "..", rel)


def self_test(d, isa, herd7, o):
    """Each weakening of the ISA module's WEAKENED list must make the
    named Forbid test fail: PASS when herd7 allows it."""
    passed = failed = 0
    for dc, fn, insn, by, want, shapes in isa.WEAKENED:
        golden = read_golden(golden_path(dc))
        # insn: an instruction, each of its occurrences replaced, or
        # (instruction, k): its k-th occurrence only; or a list of
        # those, by the list of their replacements (all at once).
        pairs = list(zip(insn, by)) if isinstance(insn, list) else \
            [(insn, by)]
        whats, missing = [], None
        for insn, by in pairs:
            insn, nth = insn if isinstance(insn, tuple) else (insn, None)
            whats.append("'%s' for '%s'%s" % (
                by, insn, "" if nth is None else " (#%d)" % nth))
            n = 0
            for f in golden:
                if re.fullmatch(fn, f):
                    hits = [j for j, line in enumerate(golden[f])
                            if line == insn]
                    hits = hits if nth is None else hits[nth:nth + 1]
                    new = [by if j in hits else line
                           for j, line in enumerate(golden[f])]
                    n += new != golden[f]
                    golden[f] = new
            missing = missing or (None if n else insn)
        what = "%s.asm with %s in %s" % (dc, " and ".join(whats), fn)
        if missing:
            failed += 1
            print("FAIL: herd %s self-test: no '%s' in %s of %s.asm"
                  % (d, missing, fn, dc))
            continue
        tests, texts, _ = prepare(golden, isa, shapes.split(","),
                                  {1, 2, 4, 8, 16},
                                  "^%s$" % [w for w in want.split()
                                            if w.startswith("uat_")][0],
                                  o.unroll)
        # Only the named test runs (the others of the function, two
        # loops against each other among them, take minutes).
        named = [k for k, t in enumerate(tests) if want in t.name]
        tests = [tests[k] for k in named]
        texts = [texts[k] for k in named]
        results, _ = run(herd7, isa, tests, texts, o.jobs,
                         timeout=o.timeout)
        caught = [(t, x, results[t.key][1]) for t, x in zip(tests, texts)
                  if want in t.name and t.forbid and
                  results.get(t.key, (False,))[0]]
        if caught:
            passed += 1
            t, (text, _), block = caught[0]
            print("PASS: herd %s self-test: %s: '%s' fails (broken on"
                  " purpose: herd7 allows the outcome)" % (d, what, t.name))
            for line in (text + block).splitlines():
                print("    " + line)
        else:
            failed += 1
            print("FAIL: herd %s self-test: %s: '%s' still passes: the"
                  " check does not see the weakening" % (d, what, want))
    return passed, failed


def main(argv):
    ap = argparse.ArgumentParser(prog="herd.py")
    ap.add_argument("--asm")
    ap.add_argument("--shapes", default="default")
    ap.add_argument("--sizes")
    ap.add_argument("--only")
    ap.add_argument("--keep")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--unroll", type=int)
    ap.add_argument("--timeout", type=float, default=TIMEOUT)
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--self-test", action="store_true")
    ap.add_argument("defconfig")
    o = ap.parse_args(argv[1:])
    d = o.defconfig
    if d not in DEFCONFIGS:
        print("NOTE: herd check: no ISA module for %s (modelled: %s)"
              % (d, ", ".join(sorted(DEFCONFIGS))))
        print("0 passed, 0 failed, 1 skipped")
        return 0
    isa = load_isa(DEFCONFIGS[d])
    herd7 = find_herd7()
    if o.self_test:
        o.unroll = o.unroll or UNROLL
        if not herd7:
            print("NOTE: herd check: no herd7: self-test not run")
            print("0 passed, 0 failed, %d skipped" % len(isa.WEAKENED))
            return 0
        p, f = self_test(d, isa, herd7, o)
        print("%d passed, %d failed" % (p, f))
        return 1 if f else 0
    golden = read_golden(o.asm or golden_path(d))
    shapes = SHAPES_DEFAULT if o.shapes == "default" else SHAPES_ALL \
        if o.shapes == "all" else tuple(o.shapes.split(","))
    if o.unroll is None:
        o.unroll = 1 if o.shapes == "default" else UNROLL
    # The default shapes judge the sizes the ISA module's DEFAULT_SIZES
    # names (all four unless it says otherwise), every shape all four.
    if o.sizes is None:
        o.sizes = getattr(isa, "DEFAULT_SIZES", "1,2,4,8,16") \
            if o.shapes == "default" else "1,2,4,8,16"
    sizes = set(int(x) for x in o.sizes.split(","))
    tests, texts, skipped = prepare(golden, isa, shapes, sizes, o.only,
                                    o.unroll, o.shapes != "default")
    reasons = {}
    for name, r in skipped:
        if r.startswith(TORN):
            print("SKIP: herd %s: %s: %s" % (d, name, r))
            continue
        reasons[r] = reasons.get(r, 0) + 1
    for r, n in sorted(reasons.items()):
        print("NOTE: herd %s: %d tests skipped: %s" % (d, n, r))
    if o.list:
        for t in tests:
            print("%s %s: %s" % (t.key, "Forbid" if t.forbid else "Allow",
                                 t.name))
        return 0
    if not herd7:
        print("NOTE: herd check: no herd7 (set HERD7 or put herd7 on"
              " PATH: opam install herdtools7): %d tests of %s not run"
              % (len(tests), d))
        print("0 passed, 0 failed, %d skipped" % (len(tests) +
                                                  len(skipped)))
        return 0
    dword = [n for n in golden if NAME.match(n) and
             NAME.match(n).group("size") == "16" and
             not getattr(isa, "DWORD_AS", None)]
    if dword:
        print("NOTE: herd %s: the %d double-width compare-and-swap"
              " functions are not judged: %s" % (d, len(dword),
                                                 isa.DWORD_REASON))
    nskipped = len(skipped) + len(dword)
    results, took = run(herd7, isa, tests, texts, o.jobs, o.keep,
                        o.timeout)
    passed = failed = 0
    nforbid = nallow = nallowed = 0
    for t, (text, conds) in zip(tests, texts):
        r = results.get(t.key)
        verdict = "Forbid" if t.forbid else "Allow"
        label = "herd %s: %s" % (d, t.name)
        if r is None:
            failed += 1
            print("FAIL: %s: herd7 gave no verdict" % label)
            print(text)
            continue
        allowed, block = r
        if allowed is None:
            nskipped += 1
            print("SKIP: %s: %s (%g s of CPU, --timeout)"
                  % (label, TIMED_OUT, o.timeout))
            continue
        if t.forbid:
            nforbid += 1
        else:
            nallow += 1
            nallowed += allowed
        # An atomicity test's outcome is one final value, the violation
        # itself: no final state has it when the code is right.
        bad = vacuous(block, conds) if t.shape != "atomicity" else []
        if bad:
            failed += 1
            print("FAIL: %s: vacuous, no final state has %s" % (
                label, " ".join(bad)))
            print(text + block)
        elif t.forbid and allowed:
            failed += 1
            print("FAIL: %s: herd7 (%s) allows what the contract"
                  " forbids" % (label, isa.MODEL))
            print(text + block)
        elif t.control and not allowed:
            failed += 1
            print("FAIL: %s: herd7 forbids a relaxed control: the test"
                  " cannot see reordering" % label)
            print(text + block)
        else:
            passed += 1
            print("PASS: %s: %s, herd7: %s" % (
                label, verdict, "allowed" if allowed else "forbidden"))
    print("NOTE: herd %s: %d tests (%d Forbid, %d Allow of which herd7"
          " allowed %d) in %.0f s" % (d, len(tests), nforbid, nallow,
                                     nallowed, took))
    print("%d passed, %d failed%s" % (passed, failed, ", %d skipped"
                                      % nskipped if nskipped else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
