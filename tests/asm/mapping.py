#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/asm/mapping.py - the mapping check of the golden assembly: holds
# every function of a normalised disassembly of tests/asm/ops.c
# (tests/asm/normalise.awk) against the proven mapping of C11 operations
# to the instruction sequences of its ISA, as Documentation/ordering.md
# tabulates them with their sources.  Run by tests/asm/golden.sh ("make
# check", "make asm-check-all"); tests/asm/mapping-test.sh feeds it a
# known-bad file.
#
#   mapping.py [--exceptions FILE] [--no-minimality] DEFCONFIG FILE.asm
#
# Each function is read path by path: a control-flow graph of its
# instructions ("Control flow" below), and every path from its entry to
# each return reduced to its ordering skeleton, the memory accesses and
# fences it executes, in order, one token each (arithmetic, branches and
# moves dropped).  Then:
#   correctness   each path's skeleton matches a row of the ISA's table
#                 for the function's operation and order, or is a path
#                 that does not store and matches what it must: a
#                 compare-and-swap's failure (its failure order; the
#                 double-width one's write-back), a conditional update's
#                 relaxed read, each read of a spin-wait the load;
#   minimality    the row a completing path matches is the table's first
#                 (cheapest) one for that operation and order, or
#                 tests/asm/exceptions has a "map:" entry for the
#                 function, with its reason;
#   monotonicity  for each operation and size, a stronger order never
#                 orders less than a weaker one in either fence position:
#                 before the operation's first access (leading fences and
#                 release annotations) and after its last one (trailing
#                 fences and acquire annotations), ranked per ISA, the
#                 least of the function's completing paths.
# Prints PASS:/FAIL:/SKIP: lines (SKIP: what could not be checked, with
# its reason); exits 1 on a failure.
import re
import sys

# ---- Orders and the strength chain (Documentation/ordering.md §3) ----

# (weaker, stronger) pairs: SEQ_CST_FENCE >= SEQ_CST >= ACQ_REL >=
# ACQUIRE/RELEASE >= CONSUME >= RELAXED.  For cmpxchg, seq_cst_fence_sc
# (fully ordered success, seq_cst failure) sits between the two seq_cst
# forms.
CHAIN = [
    ("relaxed", "consume"), ("consume", "acquire"), ("relaxed", "release"),
    ("acquire", "acq_rel"), ("release", "acq_rel"), ("acquire", "seq_cst"),
    ("release", "seq_cst"), ("acq_rel", "seq_cst"),
    ("seq_cst", "seq_cst_fence_sc"), ("seq_cst_fence_sc", "seq_cst_fence"),
    ("seq_cst", "seq_cst_fence"),
]


def table_rows():
    """The rows of the operation table, as scripts/uatomic-rows.sh reads
    them from the preprocessor: [(name, params, returns, operand, dflt,
    derive, base)], in the table's order."""
    import os
    import shlex
    import subprocess
    here = os.path.dirname(os.path.abspath(__file__))
    script = os.path.join(here, "..", "..", "scripts", "uatomic-rows.sh")
    env = dict(os.environ)
    env.setdefault("CC", "cc")
    cc = shlex.split(os.environ.get("UATOMIC_CC", "")) or [env["CC"]]
    env["CC"] = " ".join(cc)
    out = subprocess.run([script], env=env, check=True,
                         stdout=subprocess.PIPE, text=True).stdout
    return [tuple(line.split()[1:]) for line in out.splitlines()
            if line.startswith("row ")]


TABLE = table_rows()
RMW_OPS = tuple(row[0] for row in TABLE)
# The conditional updates (the table's "while" rows) leave their loop by
# two exits, the one that stored and the one whose condition failed,
# which reads only (not_stored).
COND_OPS = tuple(row[0] for row in TABLE if row[5] == "while")
# The double-width compare-and-swap is a cmpxchg: the same rows, its
# register pair's instructions read as the single ones, and a failure
# that writes back what it read where the ISA needs it (failure_rows).
DWORD_OPS = ("cmpxchg_dword", "try_cmpxchg_dword")
# The double-width load (uatomic_load_dword) has rows of its own
# ("load_dword"): the compare-and-swap of a guess with itself at a load's
# order, whose paths both complete the load (the guess stored back, or
# the value read), or the ISA's single-copy atomic 16-byte load.
# A spin-wait reads again and again: the read that ends it is held to the
# load's mapping, the barrier before the first read and the one after the
# last; the reads that failed and the pause between are relaxed
# (cond_reads).
WAIT_OPS = ("cond_load",)
ORDERS = ("relaxed", "consume", "acquire", "release", "acq_rel", "seq_cst",
          "seq_cst_fence_sc", "seq_cst_fence")


def split_name(fn):
    """uat_<op>_<size>_<order> -> (table op, op, size, order), or None."""
    m = re.match(r"uat_(smp_mb|smp_rmb|smp_wmb|mb|rmb|wmb)$", fn)
    if m:
        return ("barrier", m.group(1), "", m.group(1))
    m = re.match(r"uat_add_around_(\d)_mb$", fn)
    if m:
        return ("around", "add_around", m.group(1), "mb")
    m = re.match(r"uat_cmpxchg_test_(\d)_seq_cst_fence$", fn)
    if m:
        return ("cmpxchg", "cmpxchg_test", m.group(1), "seq_cst_fence")
    m = re.match(r"uat_([a-z_]+?)_(\d+)_(%s)$" % "|".join(ORDERS), fn)
    if not m:
        return None
    op = m.group(1)
    # try_cmpxchg and its weak form are cmpxchg's instructions, ordered
    # as cmpxchg (<generic/uatomic.h>): the same rows.
    table_op = "rmw" if op in RMW_OPS else \
        "cmpxchg" if op in ("try_cmpxchg", "try_cmpxchg_weak") + DWORD_OPS \
        else \
        "load" if op in WAIT_OPS else op
    return (table_op, op, m.group(2), m.group(3))


# ---- Per ISA: how an instruction reads, and the table of mappings ----

# Uniprocessor tables (SMP=n) rank nothing: one CPU orders its own
# accesses, so no instruction orders more than another there and
# monotonicity holds trivially (what the compiler may move is not in the
# disassembly); correctness and minimality are still checked.
UP_RANK = {}

class Isa:
    """name, classify(insn) -> token or None, ranks of each token in the
    before and after positions, and the rows of the mapping table."""

    def __init__(self, name, classify, before, after, table):
        self.name = name
        self.classify = classify
        self.before = before
        self.after = after
        self.rows = {}
        self.cite = {}
        for line in table.strip().splitlines():
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            # op order(s) = pattern [source]    (the first row: cheapest)
            # op order(s) ~ pattern [source]    (correct, costlier)
            m = re.match(r"(\S+)\s+(\S+)\s+([=~])\s*(.*?)\s*\[(.*)\]$",
                         line)
            if not m:
                raise SystemExit("mapping.py: bad table row: " + line)
            ops, orders, kind, pat, src = m.groups()
            for op in ops.split(","):
                for order in orders.split(","):
                    self.rows.setdefault((op, order), []).append(
                        (re.compile(pat + "$"), kind == "=", pat, src))

    def tokens(self, insns):
        """A function's tokens in layout order, one line of them (what
        tests/model/contract.py places in its litmus threads)."""
        out = []
        for i, insn in enumerate(insns):
            t = self.classify(insn) if not self.positional else \
                self.classify(insn, i, insns)
            if t:
                out.extend(t.split())
        return out

    positional = False
    # The store-conditional tokens (left out of a failure path's row)
    # and whether a double-width failure writes back what it read.
    sc = ("SX",)
    # The release forms of the store-conditional (rank() above).
    sc_release = ()
    dword_writeback = False


def rank(isa, toks):
    """The ordering a skeleton gives before its first access and after
    its last one, each the strongest of what is there."""
    acc = [i for i, t in enumerate(toks) if t in isa.access]
    if not acc:
        # A barrier alone: both positions are the fence.
        r = max([isa.before.get(t, 0) for t in toks] + [0])
        return r, r
    first, last = acc[0], acc[-1]
    b = max([isa.before.get(t, 0) for t in toks[:first]] +
            [isa.before.get(t, 0) for t in toks[first:last + 1]
             if t in isa.access] + [0])
    a = max([isa.after.get(t, 0) for t in toks[last + 1:]] +
            [isa.after.get(t, 0) for t in toks[first:last + 1]
             if t in isa.access] + [0])
    # A release store-conditional followed by a full barrier orders every
    # earlier access before its read too, which is atomic with its write
    # (Linux's fully ordered LL/SC atomics: ldxr; stlxr; dmb ish, and
    # lr; sc.rl; fence rw,rw): as much before the pair as that barrier
    # after it.
    if any(t in isa.sc_release for t in toks[first:last + 1]):
        b = max([b] + [isa.after.get(t, 0) for t in toks[last + 1:]])
    return b, a


# POWER (64- and 32-bit).  Power ISA v2.07B Book II §1.7.1, §4.4.
def power_classify(insn):
    m = insn.split(" ", 1)[0]
    # r1 is the stack pointer (ELF ABI, "Register Usage"): a spill or
    # reload through it is no access to the operand.
    if re.search(r"\(r1\)$", insn):
        return None
    if m in ("sync", "hwsync") or insn == "sync 0":
        return "sync"
    if m == "lwsync" or insn == "sync 1":
        return "lwsync"
    if m in ("isync", "eieio", "mbar"):
        return m
    if re.match(r"l[bhwdq]arx$", m):
        return "LX"
    if re.match(r"st[bhwdq]cx\.$", m):
        return "SX"
    if re.match(r"(l[bhw]zx?|ldx?|lwax?|lhax?|lq)$", m):
        return "L"
    if re.match(r"(st[bhwd]x?)$", m):
        return "S"
    return None


POWER_RANK_BEFORE = {"sync": 3, "lwsync": 2, "eieio": 1}
POWER_RANK_AFTER = {"sync": 3, "lwsync": 2, "isync": 1}
POWER_ACCESS = {"L", "S", "LX", "SX"}

# [B12] Batty, Memarian, Owens, Sarkar, Sewell, "Clarifying and compiling
#       C/C++ concurrency: from C++11 to POWER", POPL 2012: the
#       leading-sync mapping (hwsync before every seq_cst access).
# [CAM] the Cambridge "C/C++11 mappings to processors" tables.
# [LNX] the Linux kernel (powerpc asm/synch.h: PPC_ACQUIRE_BARRIER is
#       isync patched to lwsync where lwsync exists, measured faster;
#       PPC_RELEASE_BARRIER lwsync; fully ordered atomics sync ... sync).
# [HC]  Alglave, Maranget, Tautschnig, "Herding cats", TOPLAS 2014.
# A read-modify-write the port derives from its cmpxchg (<generic/
# uatomic.h>: a loop of compare-and-swaps after a plain load, a guess the
# cmpxchg checks) is the same loop, repeated: "(L )?LX SX( LX SX)*".
POWER_TABLE = r"""
load relaxed,consume = L [B12: ld]
load acquire = L lwsync [LNX: lwsync for B12's ld; cmp; bc; isync]
load acquire ~ L isync [B12: ld; cmp; bc; isync]
load seq_cst = sync L lwsync [B12: hwsync; ld; + acquire]
load seq_cst ~ sync L isync [B12: hwsync; ld; cmp; bc; isync]
load seq_cst_fence = sync L sync [B12 seq_cst load + hwsync fence]
store relaxed = S [B12: st]
store release = lwsync S [B12: lwsync; st]
store seq_cst = sync S [B12: hwsync; st (leading sync)]
store seq_cst_fence = sync S sync [B12 seq_cst store + hwsync fence; HC: lwsync there allows R]
rmw,cmpxchg relaxed = (L )?LX SX( LX SX)* [B12: larx/stcx. loop]
rmw,cmpxchg acquire = (L )?LX SX( LX SX)* lwsync [LNX acquire after the loop]
rmw,cmpxchg acquire ~ (L )?LX SX( LX SX)* isync [B12: loop; isync]
rmw,cmpxchg release = lwsync (L )?LX SX( LX SX)* [B12: lwsync; loop]
rmw,cmpxchg acq_rel = lwsync (L )?LX SX( LX SX)* lwsync [B12 / LNX]
rmw,cmpxchg acq_rel ~ lwsync (L )?LX SX( LX SX)* isync [B12: lwsync; loop; isync]
rmw,cmpxchg seq_cst = sync (L )?LX SX( LX SX)* lwsync [B12: hwsync; loop; acquire]
rmw,cmpxchg seq_cst ~ sync (L )?LX SX( LX SX)* isync [B12: hwsync; loop; isync]
rmw,cmpxchg seq_cst ~ sync (L )?LX SX( LX SX)* sync [LNX fully ordered atomics]
cmpxchg seq_cst_fence_sc = sync LX SX (sync lwsync|lwsync sync|sync) [B12 seq_cst + hwsync fence on success; a failure is a seq_cst load]
rmw,cmpxchg seq_cst_fence = sync (L )?LX SX( LX SX)* sync [B12 seq_cst + hwsync fence; LNX]
around mb = sync LX SX sync [hwsync fences around a relaxed loop]
barrier smp_mb,mb,rmb,wmb = sync [Book II §1.7.1: hwsync, also device memory]
barrier smp_rmb,smp_wmb = lwsync [Book II §1.7.1: lwsync, ordinary memory]
# The double-width load: POWER8's lq, single-copy atomic on an aligned
# quadword (Book II §1.4), with the 8-byte load's barriers
# (<generic/uatomic.h>), as GCC's builtin.
load_dword relaxed,consume = L [Book II §1.4: lq single-copy atomic on an aligned quadword; consume: the address dependency, as ld's]
load_dword acquire = L lwsync [LNX: lwsync for B12's ld; cmp; bc; isync]
load_dword seq_cst = sync L lwsync [B12: hwsync; lq; + acquire]
load_dword seq_cst_fence = sync L sync [B12 seq_cst load + hwsync fence]
"""

POWER = Isa("power", power_classify, POWER_RANK_BEFORE, POWER_RANK_AFTER,
            POWER_TABLE)
POWER.access = POWER_ACCESS

# e500 (no lwsync, __NO_LWSYNC__): every lwsync of the table is a sync.
POWER_E500 = Isa("power-e500", power_classify, POWER_RANK_BEFORE,
                 POWER_RANK_AFTER, POWER_TABLE.replace("lwsync", "sync"))
POWER_E500.access = POWER_ACCESS


# AArch64 (Armv8-A, LL/SC and LSE).  Arm ARM (DDI 0487) B2.3.
def arm64_classify(insn):
    m = insn.split(" ", 1)[0]
    if m == "dmb":
        opt = insn.split(" ", 1)[1] if " " in insn else "sy"
        return {"ish": "dmb", "sy": "dmbsy", "ishld": "dmbld",
                "ishst": "dmbst"}.get(
                    opt, "dmb." + opt)
    if re.match(r"ldar[bh]?$", m):
        return "LA"
    if re.match(r"ldapr[bh]?$", m):
        return "LQ"
    if re.match(r"stlr[bh]?$", m):
        return "SL"
    if re.match(r"ldx(r[bh]?|p)$", m):
        return "LX"
    if re.match(r"ldax(r[bh]?|p)$", m):
        return "LXA"
    if re.match(r"stx(r[bh]?|p)$", m):
        return "SX"
    if re.match(r"stlx(r[bh]?|p)$", m):
        return "SXL"
    if re.match(r"ldr(s?[bh]|sw)?$", m) and "[" in insn:
        return "L"
    if m == "ldp" and "[" in insn:
        # A pair: one access where it is single-copy atomic as a whole
        # (Armv8.4 FEAT_LSE2, 16-byte aligned: B2.2.1.1), which only the
        # arm64_v84 table's double-width load rows take it for.
        return "L"
    if re.match(r"str[bh]?$", m):
        return "S"
    lse = re.match(r"(casp|cas|swp|ld(?:add|clr|set|eor|smax|smin|umax|umin)"
                   r"|st(?:add|clr|set|eor))(a|l|al)?[bh]?$", m)
    if lse:
        sem = lse.group(2)
        # An LD<op>A or SWPA whose destination (Rt) is WZR/XZR is no
        # acquire (Arm ARM C6.2, LDADD: "if the destination register is
        # WZR or XZR, the instruction is not an acquire"; herd7's
        # aarch64.cat gives it none): what it loads goes nowhere.
        if sem in ("a", "al") and not lse.group(1).startswith("cas") and \
                re.match(r"[wx]zr$", ops_of(insn)[1] if len(ops_of(insn)) > 1
                         else ""):
            sem = {"a": None, "al": "l"}[sem]
        return {None: "A", "a": "AA", "l": "AL", "al": "AAL"}[sem]
    return None


# An LSE atomic with both acquire and release semantics is a full
# barrier through its write (ARM B2.3, below): ranked as dmb ish.
ARM64_RANK_BEFORE = {"dmb": 3, "dmbsy": 4, "dmbst": 1, "dmb.st": 1,
                     "SL": 1, "SXL": 1, "AL": 1, "AAL": 3}
ARM64_RANK_AFTER = {"dmb": 3, "dmbsy": 4, "dmbld": 1, "dmb.ld": 1,
                    "LA": 1, "LQ": 1, "LXA": 1, "AA": 1, "AAL": 3}
ARM64_ACCESS = {"L", "S", "LA", "LQ", "SL", "LX", "LXA", "SX", "SXL", "A", "AA",
                "AL", "AAL", "WB"}

# [CAM8] the Cambridge C/C++11 mappings, ARMv8 AArch64 column (ldar,
#        stlr, ldaxr/stlxr; dmb ish for a seq_cst fence).
# [LNX]  the Linux kernel arm64 atomics: a fully ordered LL/SC RMW is
#        ldxr ... stlxr; dmb ish; an LSE one the "al" form.
# [ARM]  Arm ARM (DDI 0487) B2.3: Load-Acquire / Store-Release are RCsc
#        (a store-release is ordered before a later load-acquire); the
#        write of an atomic instruction with both Acquire and Release
#        semantics (an LSE atomic, not an exclusive pair) is
#        Barrier-ordered-before every later access, every earlier one
#        before it: a full barrier (herd's aarch64.cat, "bob":
#        [range([A];amo;[L])]; po).
# [MCA]  Armv8 is other-multi-copy atomic (ARM B2.3): Ordered-before is
#        transitive through an access, so a full barrier before a load
#        and its acquire order it as a full barrier on both sides
#        (herd7, every shape: tests/herd-proofs).
ARM64_TABLE = r"""
load relaxed,consume = L [CAM8: ldr (address dependency for consume)]
load acquire,seq_cst = LA [CAM8: ldar]
load seq_cst_fence = dmb LA [MCA: dmb ish orders every earlier access before every later one, ldar the load before them (ARM B2.3, other-multi-copy atomic; tests/herd-proofs a64-scf-load-*)]
load seq_cst_fence ~ dmb L dmb [dmb ish both sides]
load seq_cst_fence ~ dmb LA dmb [dmb ish both sides of ldar]
store relaxed = S [CAM8: str]
store release = SL [CAM8: stlr]
store seq_cst = SL [CAM8: stlr (ARM B2.3: RCsc)]
store seq_cst ~ SL dmb [stlr; dmb ish]
store seq_cst_fence = SL dmb [stlr + dmb ish fence]
rmw,cmpxchg relaxed = (LX SX|A) [CAM8: ldxr/stxr; LSE plain form]
rmw,cmpxchg acquire = (LXA SX|AA) [CAM8: ldaxr/stxr; LSE a form]
rmw,cmpxchg release = (LX SXL|AL) [CAM8: ldxr/stlxr; LSE l form]
rmw,cmpxchg acq_rel,seq_cst = (LXA SXL|AAL) [CAM8: ldaxr/stlxr; LSE al form]
cmpxchg seq_cst_fence_sc = (LXA SXL dmb|AAL) [seq_cst + dmb ish; LSE: ARM B2.3, the al form a full barrier, its failure a seq_cst load]
cmpxchg seq_cst_fence_sc ~ (LXA SXL|AAL) dmb [seq_cst + dmb ish]
rmw seq_cst_fence = (LX SXL dmb|AAL) [LNX: ldxr; stlxr; dmb ish; LSE: the al form alone (ARM B2.3)]
rmw seq_cst_fence ~ (LXA SXL|AL|AAL) dmb [seq_cst or release form + dmb ish]
cmpxchg seq_cst_fence = dmb (LX SX|A) dmb [a relaxed compare-and-swap between two dmb ish, stored or failed (GCC's and clang's relaxed compare-exchange between seq_cst fences; herd7: tests/herd-proofs a64-cas-*)]
cmpxchg seq_cst_fence ~ ((LX( SX| SXL| WB)? dmb )?LX SXL dmb|(AAL dmb )?AAL) [LNX full success; a mismatch (or the weak form's failed store-exclusive): dmb ish, a second attempt that decides; LSE: ARM B2.3 casal]
cmpxchg seq_cst_fence ~ ((LX( SX| SXL| WB)?|AL) dmb )?(LX SXL|AL) dmb [release form + dmb ish; a mismatch: dmb ish, a second attempt]
cmpxchg seq_cst_fence ~ dmb (LX SXL|AL) dmb [dmb ish both sides]
around mb = dmb (LX SX|A) dmb [dmb ish around a relaxed RMW]
barrier smp_mb = dmb [CAM8: dmb ish]
barrier smp_rmb = dmbld [dmb ishld: load-load, load-store]
barrier smp_wmb = dmbst [dmb ishst: store-store]
barrier mb = dmbsy [ARM C6.2 DMB: dmb sy, device memory and every domain]
barrier rmb = dmb.ld [ARM C6.2 DMB: dmb ld, loads before loads and stores]
barrier rmb ~ dmbsy [dmb sy]
barrier wmb = dmb.st [ARM C6.2 DMB: dmb st, stores before stores]
barrier wmb ~ dmbsy [dmb sy]
"""
# The double-width load (arch/arm64 arch_uatomic_load_16): ldxp, then
# the write-back (WB) of the pair it read by stxp, the ldxp single-copy
# atomic only with a successful stxp of the pair (ARM B2.2.1), or the
# LSE casp of zero with zero.  Ordered by the read's acquire alone, as
# the 8-byte load: consume relaxed, seq_cst without a release,
# seq_cst_fence dmb ish then the acquire form (the load's "dmb LA");
# herd7 (make check-herd-all's ten shapes) forbids with these every
# outcome the contract forbids.  The costlier rows: the compare-and-swap
# of a guess (0) with itself at the load's order, whose two paths both
# complete the load (the stxp of the guess where it matched, the
# write-back where it did not).
ARM64_LOAD_DWORD = r"""
load_dword relaxed,consume = (LX WB|A) [ARM B2.2.1: ldxp single-copy atomic with a successful stxp of the pair read; LSE: C6.2 CASP, one single-copy atomic read of the pair; consume: the address dependency, as ldr's]
load_dword acquire,seq_cst = (LXA WB|AA) [CAM8: ldaxp, RCsc as ldar (after an earlier stlr); LSE caspa; no release: the write-back publishes nothing]
load_dword seq_cst_fence = dmb (LXA WB|AA) [MCA: dmb ish, then the acquire form, as the load's dmb ish; ldar]
load_dword relaxed ~ LX SX [the compare-and-swap of a guess, the guess stored back]
load_dword consume,acquire ~ (LXA (SX|WB)|AA) [the acquire compare-and-swap of a guess]
load_dword seq_cst ~ (LXA (SXL|WB)|AAL) [the seq_cst compare-and-swap of a guess (stlxp on its success, caspal)]
load_dword seq_cst_fence ~ dmb (LX (SX|WB)|A) dmb [a relaxed compare-and-swap of a guess between two dmb ish, on either outcome (tests/herd-proofs a64-cas-*)]
"""
ARM64_TABLE += ARM64_LOAD_DWORD

ARM64 = Isa("arm64", arm64_classify, ARM64_RANK_BEFORE, ARM64_RANK_AFTER,
            ARM64_TABLE)
ARM64.access = ARM64_ACCESS
ARM64.sc = ("SX", "SXL")
ARM64.sc_release = ("SXL",)

# Armv8.4 (arm64_v84): LSE, and an acquire load is ldapr, Load-AcquirePC
# (Armv8.3 FEAT_LRCPC; ARM C6.2 LDAPR, B2.3: ordered before every later
# access, not after an earlier store-release), which a seq_cst load is
# not (C11's total order needs ldar's RCsc); after the dmb ish of a
# CMM_SEQ_CST_FENCE load the earlier stlr is ordered already.
ARM64_V84_TABLE = ARM64_TABLE.replace(
    "load acquire,seq_cst = LA [CAM8: ldar]\n",
    "load acquire = LQ [ARM C6.2 LDAPR: Load-AcquirePC, ordered before"
    " every later access (B2.3)]\n"
    "load acquire ~ LA [CAM8: ldar]\n"
    "load seq_cst = LA [CAM8: ldar (RCsc, after an earlier stlr)]\n"
).replace(
    "load seq_cst_fence = dmb LA [",
    "load seq_cst_fence = dmb LQ [MCA: dmb ish, then ldapr (herd7:"
    " tests/herd-proofs a64-scf-load-*-rcpc)]\n"
    "load seq_cst_fence ~ dmb LA [")
# Its double-width load is one ldp (FEAT_LSE2: single-copy atomic when
# 16-byte aligned, ARM B2.2.1.1), ordered as GCC's libatomic orders it
# for LSE2 (arch/arm64/include/asm/uatomic.h).
ARM64_V84_TABLE = ARM64_V84_TABLE.replace(ARM64_LOAD_DWORD, r"""
load_dword relaxed,consume = L [ARM B2.2.1.1: a 16-byte aligned ldp single-copy atomic under FEAT_LSE2; consume: the address dependency, as ldr's]
load_dword acquire = L dmbld [libatomic LSE2: ldp; dmb ishld, the pair's reads Barrier-ordered-before every later access (ARM B2.3)]
load_dword seq_cst = LA L dmbld [libatomic LSE2: ldar of the low doubleword first (RCsc: after an earlier stlr, before the ldp), then ldp; dmb ishld]
load_dword seq_cst_fence = dmb L dmbld [MCA: dmb ish, then the ldp ordered as an acquire (dmb ishld), as the load's dmb ish; ldapr]
""")
assert ARM64_V84_TABLE.count("= LQ") == 1 and "dmb LQ" in ARM64_V84_TABLE
assert "load_dword relaxed,consume = L " in ARM64_V84_TABLE
ARM64_V84 = Isa("arm64", arm64_classify, ARM64_RANK_BEFORE,
                ARM64_RANK_AFTER, ARM64_V84_TABLE)
ARM64_V84.access = ARM64_ACCESS
ARM64_V84.sc = ARM64.sc
ARM64_V84.sc_release = ARM64.sc_release
ARM64_V84.dword_writeback = True
ARM64.dword_writeback = True


def arm64_writebacks(insns, toks):
    """A store-exclusive pair that stores the registers the load-exclusive
    pair before it loaded is the write-back of a double-width
    compare-and-swap's failure (Arm ARM B2.2.1: the pair's read is
    single-copy atomic once a store-exclusive succeeds), the value read,
    not the new one: "WB", which a failure path must have and a success
    path cannot stand in for."""
    loaded = None
    for i, insn in enumerate(insns):
        m = re.match(r"ld(a)?xp (\w+), (\w+),", insn)
        if m:
            loaded = [m.group(2), m.group(3)]
        elif re.match(r"stl?xp ", insn) and ops_of(insn)[1:3] == loaded:
            toks[i] = ["WB"]
    return toks


# RISC-V (RVWMO, A extension).  Unprivileged ISA manual, chapter 17
# (RVWMO) and Appendix A.5, Table A.6.
def riscv_classify(insn):
    m = insn.split(" ", 1)[0]
    # Machine-mode interrupt masking: clear and set mstatus.MIE (bit 3).
    if m == "csrrc" and re.search(r",mstatus,(8|0x8)$", insn):
        return "ID"
    if m in ("csrs", "csrw") and insn.split(" ", 1)[1].startswith("mstatus"):
        return "IE"
    if m == "fence":
        args = insn.split(" ", 1)[1] if " " in insn else "iorw,iorw"
        return "f." + args.replace(",", ".")
    if m == "fence.tso":
        return "f.tso"
    lr = re.match(r"lr\.[wd](\.aqrl|\.aq|\.rl)?$", m)
    if lr:
        return "LX" + {None: "", ".aq": "a", ".rl": "l",
                       ".aqrl": "al"}[lr.group(1)]
    sc = re.match(r"sc\.[wd](\.aqrl|\.aq|\.rl)?$", m)
    if sc:
        return "SX" + {None: "", ".aq": "a", ".rl": "l",
                       ".aqrl": "al"}[sc.group(1)]
    amo = re.match(r"amo[a-z]+\.[wd](\.aqrl|\.aq|\.rl)?$", m)
    if amo:
        return "A" + {None: "", ".aq": "a", ".rl": "l",
                      ".aqrl": "al"}[amo.group(1)]
    if re.match(r"(lb|lh|lw|ld|lbu|lhu|lwu|c\.lw|c\.ld)$", m):
        return "L"
    if re.match(r"(sb|sh|sw|sd|c\.sw|c\.sd)$", m):
        return "S"
    return None


# An .aqrl LR orders every earlier access before it and itself before
# every later one (PPO rules 5 and 6): before the loop's first access,
# as much as fence rw,rw there; an .aqrl SC, after its last one.
RISCV_RANK_BEFORE = {"f.rw.rw": 3, "f.iorw.iorw": 4, "f.rw.w": 1,
                     "f.tso": 1, "SXl": 1, "SXal": 2, "LXal": 3, "Al": 1,
                     "Aal": 3}
RISCV_RANK_AFTER = {"f.rw.rw": 3, "f.iorw.iorw": 4, "f.r.rw": 1, "f.w.rw": 1,
                    "f.tso": 1, "LXa": 1, "LXal": 2, "SXal": 3, "Aa": 1,
                    "Aal": 3}
RISCV_ACCESS = {"L", "S", "LX", "LXa", "LXl", "LXal", "SX", "SXa", "SXl",
                "SXal", "A", "Aa", "Al", "Aal"}

# [A6]  RISC-V unprivileged ISA, Table A.6 (mappings from C/C++ to
#       RISC-V): fences around plain accesses, aq/rl bits on AMOs and
#       LR/SC; a seq_cst store is fence rw,w; s.
# [MCA] RVWMO is multi-copy atomic (one global memory order): after
#       the barrier before the access, one that orders the access
#       itself before every later one is the full barrier after it
#       (herd7, every shape: tests/herd-proofs).
# [PPO] RVWMO preserved program order, rules 4 to 7: a FENCE orders its
#       predecessor set before its successor set; an .aqrl AMO is
#       ordered against everything on both sides (rules 5, 6, 7).
RISCV_TABLE = r"""
load relaxed,consume = L [A6: l]
load acquire = L f.r.rw [A6: l; fence r,rw]
load seq_cst = f.rw.rw L f.r.rw [A6: fence rw,rw; l; fence r,rw]
load seq_cst_fence = f.rw.rw L f.r.rw [MCA: fence rw,rw orders every earlier access before every later one, fence r,rw the load before them (RVWMO's global memory order; tests/herd-proofs rv-scf-load-*)]
load seq_cst_fence ~ f.rw.rw L f.rw.rw [fence rw,rw both sides]
store relaxed = S [A6: s]
store release = f.rw.w S [A6: fence rw,w; s]
store seq_cst = f.rw.w S [A6: fence rw,w; s]
store seq_cst ~ f.rw.rw S [fence rw,rw; s]
store seq_cst_fence = f.rw.w S f.w.rw [MCA: A6 seq_cst store + fence w,rw, the store before every later access (RVWMO's global memory order; tests/herd-proofs rv-scf-store-*)]
store seq_cst_fence ~ f.rw.w S f.rw.rw [A6 seq_cst store + fence rw,rw]
rmw relaxed = (A|LX SX) [A6: amo; lr/sc]
rmw acquire = (Aa|LXa SX) [A6: amo.aq; lr.aq/sc]
rmw acquire ~ (A|LX SX) f.r.rw [A6 fence form: + fence r,rw]
rmw release = (Al|LX SXl) [A6: amo.rl; lr/sc.rl]
rmw release ~ f.rw.w (A|LX SX) [A6 fence form: fence rw,w +]
rmw acq_rel = (Aal|LXa SXl) [A6: amo.aqrl; lr.aq/sc.rl]
rmw acq_rel ~ f.rw.w (A|LX SX) f.r.rw [A6 fence form]
rmw seq_cst = (Aal|LXal SXl) [A6: amo.aqrl; lr.aqrl/sc.rl, C11's seq_cst]
rmw seq_cst_fence = (Aal|LX SXl f.rw.rw|LXal SXal) [PPO rules 5-7: amo.aqrl a full barrier; Linux's fully ordered lr; sc.rl; fence rw,rw, or both .aqrl; not lr.aqrl; sc.rl, whose write a later access may pass (store buffering through it: RVWMO allows it, no rule orders the sc.rl before a later load)]
rmw seq_cst ~ f.rw.rw (A|LX SX) f.r.rw [leading fence rw,rw + acquire]
rmw seq_cst,seq_cst_fence ~ f.rw.rw (A|LX SX) f.rw.rw [fence rw,rw both sides]
cmpxchg relaxed = LX SX [A6: lr/sc]
cmpxchg acquire = LXa SX [A6: lr.aq/sc]
cmpxchg acquire ~ LX SX f.r.rw [A6 fence form]
cmpxchg release = LX SXl [A6: lr/sc.rl]
cmpxchg release ~ f.rw.w LX SX [A6 fence form]
cmpxchg acq_rel = LXa SXl [A6: lr.aq/sc.rl]
cmpxchg acq_rel ~ f.rw.w LX SX f.r.rw [A6 fence form]
cmpxchg seq_cst = LXal SXl [A6: lr.aqrl/sc.rl]
cmpxchg seq_cst ~ f.rw.rw LX SX f.r.rw [leading fence rw,rw + acquire]
cmpxchg seq_cst ~ f.rw.rw LX SX f.rw.rw [fence rw,rw both sides]
cmpxchg seq_cst_fence_sc = LXal SXal [PPO rules 5-7: lr.aqrl; sc.aqrl a full barrier on success, the lr.aqrl alone on failure, more than a seq_cst load (tests/herd-proofs rv-cas-*)]
cmpxchg seq_cst_fence_sc ~ f.rw.rw LX SX (f.rw.rw f.r.rw|f.r.rw f.rw.rw|f.rw.rw) [A6 seq_cst + fence rw,rw on success; a failure is a seq_cst load]
cmpxchg seq_cst_fence = LXal SXal [PPO rules 5-7: lr.aqrl; sc.aqrl a full barrier on success, the lr.aqrl alone on failure: every earlier access before its read, the read before every later access (tests/herd-proofs rv-cas-*)]
cmpxchg seq_cst_fence ~ f.rw.rw LX SX f.rw.rw [fence rw,rw both sides: a failure too]
around mb = f.rw.rw (A|LX SX) f.rw.rw [fence rw,rw around a relaxed RMW]
barrier smp_mb = f.rw.rw [A6: fence rw,rw]
barrier smp_rmb = f.r.r [fence r,r]
barrier smp_wmb = f.w.w [fence w,w]
barrier mb = f.iorw.iorw [fence iorw,iorw: device memory too]
barrier rmb = f.ir.ir [fence ir,ir]
barrier wmb = f.ow.ow [fence ow,ow]
"""

RISCV = Isa("riscv", riscv_classify, RISCV_RANK_BEFORE, RISCV_RANK_AFTER,
            RISCV_TABLE)
RISCV.access = RISCV_ACCESS
RISCV.sc_release = ("SXl", "SXal")
RISCV.sc = ("SX", "SXa", "SXl", "SXal")


# x86 (TSO).  Intel SDM vol. 3A §9.2 (memory ordering), §9.1.2.2 (locked
# instructions are full barriers).
def x86_classify(insn):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if m in ("mfence", "lfence", "sfence"):
        return m
    if m == "lock":
        # lock addl/orq $0x0 on the stack: the cheap full barrier.
        if re.match(r"(add|or)[lq]? \$0x0,(-?0x[0-9a-f]+)?\(%[er]sp\)",
                    ops):
            return "lockmb"
        return "LOCK"
    mem = re.search(r"\(%[a-z0-9]+[,)]", ops)
    if not mem or re.search(r"\(%[er]sp[,)]", ops):
        return None
    if m.startswith("xchg"):
        return "LOCK"
    if re.match(r"(mov[a-z]*|cmov[a-z]+)$", m):
        # AT&T: source first.  A store names memory in its last operand.
        last = ops.rsplit(",", 1)[-1]
        return "S" if "(" in last else "L"
    if re.match(r"(movq|movsd|movlps|movdqa)$", m):
        # SSE moves: a store names memory in its last operand.
        return "S" if "(" in ops.rsplit(",", 1)[-1] else "L"
    if re.match(r"(fild|fld)", m):
        return "L"
    if re.match(r"(fistp|fstp)", m):
        return "S"
    return None


X86_RANK_BEFORE = {"mfence": 3, "lockmb": 3, "LOCK": 3, "sfence": 1}
X86_RANK_AFTER = {"mfence": 3, "lockmb": 3, "LOCK": 3, "lfence": 1}
X86_ACCESS = {"L", "S", "LOCK"}

# [CAMX] the Cambridge C/C++11 mappings, x86 column (TSO: plain moves for
#        loads and non-seq_cst stores; seq_cst store xchg or mov; mfence;
#        RMWs lock-prefixed).
# [SDM]  Intel SDM vol. 3A §9.2.2: locked instructions have a total order
#        and are full barriers; mfence orders WC and non-temporal
#        accesses too, which a mandatory barrier needs.
X86_TABLE = r"""
load relaxed,consume,acquire,seq_cst = L [CAMX: mov]
load seq_cst_fence = lockmb L [SDM: a locked add to the stack before; after it TSO orders the load before every later access (tests/herd-proofs/x86-scf-load-*)]
load seq_cst_fence ~ lockmb L lockmb [a locked add to the stack both sides]
load seq_cst_fence ~ mfence L mfence [mfence both sides]
store relaxed,release = S [CAMX: mov]
store seq_cst,seq_cst_fence = LOCK [CAMX: xchg]
store seq_cst,seq_cst_fence ~ S (mfence|lockmb) [CAMX: mov; mfence]
rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = (L )?LOCK [CAMX: lock-prefixed RMW, a full barrier; where x86 has none (fetch_and, fetch_or, fetch_xor) a lock cmpxchg loop, its first guess a plain load that the cmpxchg checks, as GCC's]
around mb = LOCK [SDM: the locked RMW is a full barrier, the pair costs nothing]
barrier smp_mb = lockmb [SDM: lock addl $0 to the stack]
barrier smp_mb ~ mfence [CAMX: mfence]
barrier smp_rmb,smp_wmb = [TSO orders loads with loads and stores with stores]
barrier mb = mfence [SDM: mfence, WC and non-temporal accesses too]
barrier rmb = lfence [SDM: lfence]
barrier wmb = sfence [SDM: sfence]
load_dword relaxed,consume,acquire,seq_cst,seq_cst_fence = LOCK [SDM vol. 2A CMPXCHG16B: one atomic read of the 16 bytes (a write of the same value back whatever the comparison), a locked instruction a full barrier (vol. 3A §9.2.2)]
"""

X86 = Isa("x86", x86_classify, X86_RANK_BEFORE, X86_RANK_AFTER, X86_TABLE)
X86.access = X86_ACCESS

# i686: the x86 table, with the 8-byte operations built on lock cmpxchg8b
# (its loops start with two plain 32-bit loads, a guess that the locked
# instruction checks).  [SDM2] Intel SDM vol. 2A, CMPXCHG8B: with the lock
# prefix a locked instruction, a full barrier whether or not it stores.
# [WC] SDM vol. 3A §11.3.1: a locked instruction flushes the
# write-combining buffers, which makes it the mandatory barrier where
# mfence/lfence/sfence (SSE, SSE2) may be absent.
I686_TABLE = X86_TABLE.replace(
    "load relaxed,consume,acquire,seq_cst = L [CAMX: mov]",
    "load relaxed,consume,acquire,seq_cst = L [CAMX: mov; 8 bytes: fildq"
    " or movq, single-copy atomic (SDM vol. 3A §9.1.1)]").replace(
    "store relaxed,release = S [CAMX: mov]",
    "store relaxed,release = S [CAMX: mov; 8 bytes: fistpq or movq,"
    " SDM vol. 3A §9.1.1]\n"
    "load relaxed,consume,acquire,seq_cst ~ LOCK [SDM2: 8 bytes by lock"
    " cmpxchg8b, which writes]\n"
    "load seq_cst_fence ~ lockmb LOCK lockmb [the same]\n"
    "store relaxed,release ~ L L LOCK [SDM2: 8 bytes by a cmpxchg8b"
    " loop]").replace(
    "store seq_cst,seq_cst_fence = LOCK [CAMX: xchg]",
    "store seq_cst,seq_cst_fence = (L L )?LOCK [CAMX: xchg; 8 bytes: a"
    " cmpxchg8b loop]").replace(
    "rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,"
    "seq_cst_fence = (L )?LOCK",
    "rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,"
    "seq_cst_fence = (L L |L )?LOCK").replace(
    "around mb = LOCK", "around mb = (L L )?LOCK").replace(
    "barrier mb = mfence [SDM: mfence, WC and non-temporal accesses too]",
    "barrier mb,rmb,wmb = lockmb [WC: a locked add, no SSE needed]")
I686 = Isa("i686", x86_classify, X86_RANK_BEFORE, X86_RANK_AFTER,
           I686_TABLE)
I686.access = X86_ACCESS

# The compiler-builtins target on x86-64 (generic, x86_64_builtins): GCC's
# own mapping, which is [CAMX]'s; generic's CMM_SEQ_CST_FENCE load keeps
# the full barrier after it (arch/generic does not know that the machine
# is x86, whose TSO makes it redundant).
X86_BUILTINS_TABLE = X86_TABLE.replace(
    "load seq_cst_fence = lockmb L [",
    "load seq_cst_fence = lockmb L( lockmb)? [generic: a full barrier"
    " after it too; ")
X86_BUILTINS = Isa("x86-builtins", x86_classify, X86_RANK_BEFORE,
                   X86_RANK_AFTER, X86_BUILTINS_TABLE)
X86_BUILTINS.access = X86_ACCESS

# Uniprocessor x86-64 (SMP=n): one CPU sees its own accesses in program
# order, so the SMP barriers and the seq_cst fences are the compiler's
# only (ordering.md §1); RMWs stay locked (atomic against interrupts and
# devices: the lock prefix costs nothing more than the instruction on a
# single core) and cmm_mb/rmb/wmb stay mfence/lfence/sfence.
X86_UP_TABLE = r"""
load relaxed,consume,acquire,seq_cst,seq_cst_fence = L [one CPU: program order]
store relaxed,release,seq_cst,seq_cst_fence = S [one CPU: program order]
rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = (L )?LOCK [SDM: one instruction, atomic against interrupts; a lock cmpxchg loop after a guess load where there is none]
around mb = LOCK [the locked RMW alone]
barrier smp_mb,smp_rmb,smp_wmb = [one CPU: compiler barrier only]
barrier mb = mfence [SDM: mfence, device and WC memory]
barrier rmb = lfence [SDM: lfence]
barrier wmb = sfence [SDM: sfence]
load_dword relaxed,consume,acquire,seq_cst,seq_cst_fence = LOCK [SDM vol. 2A CMPXCHG16B: one instruction, atomic against interrupts]
"""
X86_UP = Isa("x86-up", x86_classify, UP_RANK, UP_RANK, X86_UP_TABLE)
X86_UP.access = X86_ACCESS

# The compiler-builtins target, uniprocessor (generic_tls_none): the
# builtins take the C11 order and do not know that the build is
# uniprocessor, so a seq_cst store stays GCC's xchg.
X86_UP_BUILTINS = Isa("x86-up-builtins", x86_classify, UP_RANK, UP_RANK,
                      X86_UP_TABLE + r"""
store seq_cst,seq_cst_fence ~ LOCK [CAMX: GCC's seq_cst store, xchg]
""")
X86_UP_BUILTINS.access = X86_ACCESS


# s390x (z/Architecture).  Principles of Operation (SA22-7832), chapter
# 5 "CPU Serialization" and "Storage-Operand Consistency": a TSO-like
# model (a CPU's stores become visible in program order; only a later
# fetch may pass an earlier store); BCR 14,0 (fast-BCR-serialization
# facility, z196) and BCR 15,0 serialize; COMPARE AND SWAP serializes
# before and after, whether or not it stores; the interlocked-access
# facility's LAA, LAN, LAO, LAX, ASI (and 64-bit forms) are interlocked
# updates that do not serialize.
def s390_classify(insn):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if (m == "bnor" and ops == "%r0") or \
            re.match(r"bcr 1[45],(%r)?0$", insn) or \
            (m == "bor" and ops == "%r0"):
        return "bcr"
    if m in ("cs", "csg", "csy", "cdsg"):
        return "CS"
    if m in ("laa", "laag", "lan", "lang", "lao", "laog", "lax", "laxg",
             "asi", "agsi"):
        return "IA"
    if "(" not in ops:
        return None
    if re.match(r"(l|lg|lh|llgc|llgh|llgf|ly|lgf|lgh|llc|llh|lb|lgb|lpq)$", m):
        return "L"
    if re.match(r"(st|stg|sth|stc|sty|sthy|stcy)$", m):
        return "S"
    return None


S390_RANK_BEFORE = {"bcr": 3, "CS": 3, "IA": 3}
S390_RANK_AFTER = {"bcr": 3, "CS": 3}
S390_ACCESS = {"L", "S", "CS", "IA"}

# [POP]  Principles of Operation, chapter 5 (above).
# [LNXS] the Linux kernel, s390: smp_mb() is bcr 14,0 (z196) or bcr 15,0;
#        smp_load_acquire/smp_store_release plain accesses; fully ordered
#        value-returning atomics "laa; bcr 14,0" (atomic_ops.h, the
#        _barrier forms); cmpxchg/xchg CS alone.
# [TSOA] TSO with atomicity: an interlocked update's write is ordered
#        after every earlier store and its read is atomic with it, so it
#        follows every earlier access (include/generic/uatomic.h).
# A loop derived from the cmpxchg (<generic/uatomic.h>) has its guess
# load, and a byte or halfword compare-and-swap its own read of the word
# first: "(L )*" before the CS (CAS on SPARC), and the compiler may
# unroll the loop's first attempt (CS CS).
S390_TABLE = r"""
load relaxed,consume,acquire,seq_cst = L [LNXS: plain load, POP: fetches in order]
load seq_cst_fence = bcr L bcr [POP: serialization both sides]
store relaxed,release = S [LNXS: plain store]
store seq_cst,seq_cst_fence = S bcr [POP: a later fetch may pass the store: serialize after]
cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = (L )*CS( CS)* [POP: CS serializes before and after, success or not; sub-word: a CS loop on the containing word]
cmpxchg seq_cst_fence ~ bcr (L )*CS( CS)* bcr [POP: a byte or halfword compare-and-swap leaves on a mismatch before its CS, which has then not serialized: bcr 14,0 both sides, on its success path too]
rmw relaxed,acquire,release,acq_rel = ((L )*CS( CS)*|IA) [POP: CS loop; interlocked update]
rmw seq_cst,seq_cst_fence = ((L )*CS( CS)*|IA bcr) [LNXS: laa; bcr 14,0; TSOA: nothing before]
around mb = ((L )*CS( CS)*|bcr IA bcr) [POP: CS alone; LNXS: bcr 14,0 around an interlocked update]
around mb ~ bcr (L )*CS( CS)* bcr [cmm_smp_mb__before/after_uatomic_*() have no size: the word forms need the serialization]
barrier smp_mb,mb,rmb,wmb = bcr [POP, LNXS: bcr 14,0 serializes, device accesses too]
barrier smp_rmb,smp_wmb = [POP: fetches in order, stores in order; LNXS: barrier()]
load_dword relaxed,consume,acquire,seq_cst = L [POP: LPQ fetches the aligned quadword quadword-concurrently, in order as every fetch (TSO); no store]
load_dword seq_cst_fence = bcr L bcr [POP: serialization both sides, as the 8-byte load]
load_dword relaxed,consume,acquire,seq_cst,seq_cst_fence ~ CS [POP: CDSG of a guess fetches the quadword interlocked and serializes before and after, storing or not]
"""
S390 = Isa("s390", s390_classify, S390_RANK_BEFORE, S390_RANK_AFTER,
           S390_TABLE)
S390.access = S390_ACCESS


# SPARC V9 in TSO (the mode Linux runs user code in).  The SPARC
# Architecture Manual V9, §8.4.4 (TSO: only a later load may pass an
# earlier store), appendix J; membar #StoreLoad the one barrier TSO needs.
def sparc_classify(insn):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if m == "membar":
        return "membar." + re.sub(r"[#\s]", "", ops).replace("|", "+")
    if m in ("cas", "casx", "casa", "casxa", "swap", "ldstub"):
        return "CAS"
    if "[" not in ops:
        return None
    if re.match(r"(ld|ldx|ldub|lduh|ldsb|ldsh|ldsw|lduw)$", m):
        return "L"
    if re.match(r"(st|stx|stb|sth|stw)$", m):
        return "S"
    return None


SPARC_RANK_BEFORE = {"membar.StoreLoad": 3, "CAS": 3}
SPARC_RANK_AFTER = {"membar.StoreLoad": 3, "CAS": 3}
SPARC_ACCESS = {"L", "S", "CAS"}

# [V9]   The SPARC Architecture Manual, Version 9, §8.4.4.3 (TSO: a
#        later load may pass an earlier store, nothing else), §8.4.3
#        (MEMBAR), A.9 (CASA: one atomic load and store).
# [USM]  UltraSPARC User's Manual §15.2: under TSO an atomic load-store
#        is both a load and a store, one indivisible access, a full
#        barrier whether its comparison succeeds or not.
# [LNXP] the Linux kernel, sparc64: smp_mb() membar #StoreLoad behind a
#        branch (membar_safe, the UltraSPARC-I/II erratum 51); rmb/wmb
#        compiler barriers; fully ordered atomics bare cas loops
#        (lib/atomic_64.S), smp_mb__before/after_atomic() barrier().
SPARC_TABLE = r"""
load relaxed,consume,acquire,seq_cst = L [V9 TSO: plain load]
load seq_cst_fence = membar.StoreLoad L membar.StoreLoad [V9: a full barrier both sides]
store relaxed,release = S [V9 TSO: plain store]
store seq_cst,seq_cst_fence = S membar.StoreLoad [V9: a later load may pass the store; LNXP membar_safe]
rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = (L )*CAS( (L )*CAS)* [USM: a full barrier; LNXP: bare cas loops]
around mb = (L )*CAS( (L )*CAS)* [LNXP: smp_mb__before/after_atomic() barrier()]
barrier smp_mb,mb = membar.StoreLoad [LNXP: membar_safe StoreLoad]
barrier smp_rmb,smp_wmb,rmb,wmb = [V9 TSO: loads and stores in order; LNXP]
"""
SPARC = Isa("sparc", sparc_classify, SPARC_RANK_BEFORE, SPARC_RANK_AFTER,
            SPARC_TABLE)
SPARC.access = SPARC_ACCESS


# MIPS32/MIPS64 Releases 2 and 6 (the same mnemonics; Release 6 re-encodes
# LL and SC).  MIPS32/MIPS64 Architecture Volume II-A, SYNC
# (stype 0: every load and store before completes before every one after,
# the only barrier that orders a store before a later load), LL, SC (an
# atomic read-modify-write of the reserved word; no ordering).
def mips_classify(insn):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if m == "sync" or (m == "sync" and ops in ("0", "0x0")):
        return "sync"
    if re.match(r"sync", m):
        return "sync." + (ops or m[4:])
    if m in ("ll", "lld"):
        return "LX"
    if m in ("sc", "scd"):
        return "SX"
    if "(" not in ops:
        return None
    if re.match(r"(lb|lbu|lh|lhu|lw|lwu|ld)$", m):
        return "L"
    if re.match(r"(sb|sh|sw|sd)$", m):
        return "S"
    return None


MIPS_RANK_BEFORE = {"sync": 3}
MIPS_RANK_AFTER = {"sync": 3}
MIPS_ACCESS = {"L", "S", "LX", "SX"}

# [MV2]  MIPS Volume II-A, SYNC (above).
# [LNXM] the Linux kernel, mips: smp_mb() sync; smp_load_acquire /
#        smp_store_release a plain access and sync; LL/SC order nothing
#        (WEAK_REORDERING_BEYOND_LLSC): fully ordered atomics are
#        smp_mb__before_llsc(); loop; smp_llsc_mb(), both sync; GCC's
#        __atomic mapping the same.
# [LS3]  Loongson-3 LL/SC erratum (Linux CPU_LOONGSON3_WORKAROUNDS, the
#        little-endian defconfigs): a sync before every LL, which also
#        serves as the release barrier.
MIPS_TABLE = r"""
load relaxed,consume = L [MV2: lw]
load acquire = L sync [LNXM: load; sync]
load seq_cst = sync L sync [leading-sync mapping: sync; load; sync]
load seq_cst_fence = sync L sync [sync both sides]
store relaxed = S [MV2: sw]
store release = sync S [LNXM: sync; store]
store seq_cst = sync S [leading-sync mapping: sync; store]
store seq_cst_fence = sync S sync [sync both sides]
rmw,cmpxchg relaxed = LX SX [MV2: ll/sc loop]
rmw,cmpxchg acquire = LX SX sync [LNXM: loop; sync]
rmw,cmpxchg release = sync LX SX [LNXM: sync; loop]
rmw,cmpxchg acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = sync LX SX sync [LNXM: sync; loop; sync, a full barrier]
around mb = sync LX SX sync [sync around the relaxed loop]
barrier smp_mb,smp_rmb,smp_wmb,mb,rmb,wmb = sync [MV2: SYNC 0, device accesses too; LNXM]
"""
# A read-modify-write derived from the cmpxchg (<generic/uatomic.h>): a
# guess load, then the cmpxchg's own sequence at that order, repeated.
MIPS_DERIVED = r"""
rmw relaxed ~ L LX SX( LX SX)* [a loop on the relaxed cmpxchg]
rmw acquire ~ L LX SX sync( LX SX sync)* [a loop on the acquire cmpxchg]
rmw release ~ L sync LX SX( sync LX SX)* [a loop on the release cmpxchg]
rmw acq_rel,seq_cst,seq_cst_fence ~ L sync LX SX sync( sync LX SX sync)* [a loop on the fully ordered cmpxchg]
"""
MIPS = Isa("mips", mips_classify, MIPS_RANK_BEFORE, MIPS_RANK_AFTER,
           MIPS_TABLE + MIPS_DERIVED)
MIPS.access = MIPS_ACCESS

# The Loongson-3 workaround ([LS3], mipsel, mips64el): a sync before every
# LL, and one at the target of a cmpxchg's branch out of its loop (the
# erratum's speculative access there), as the kernel's loongson_llsc_mb().
MIPS_LS3 = Isa("mips-loongson3", mips_classify, MIPS_RANK_BEFORE,
               MIPS_RANK_AFTER, r"""
cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = sync LX SX sync [LS3: sync before the ll and at the exit branch's target; LNXM]
""" + MIPS_TABLE.replace("rmw,cmpxchg", "rmw").replace(
    "= LX SX", "= sync LX SX").replace(
    "around mb = sync LX", "around mb = sync sync LX") + r"""
rmw relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence ~ L sync LX SX sync( sync LX SX sync)*( sync)? [LS3: a loop derived from the cmpxchg, each attempt its sync-bracketed sequence; a conditional update's, the sync at the target of its branch out]
""")
MIPS_LS3.access = MIPS_ACCESS


# LoongArch64, LA64 v1.00.  LoongArch Reference Manual, Volume 1, v1.00:
# "Barrier Instructions" (DBAR), "Atomic Memory Access Instructions"
# (AM*, AM*_DB, LL/SC).  DBAR 0x700 (llvm-objdump: 1792) orders a later
# load of the same address after the LL a failed compare-and-swap left
# by: nothing between addresses, so it ranks as nothing.
def loongarch_classify(insn):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if m == "dbar":
        return "dbar" if ops in ("0", "0x0") else "dbar." + ops
    if re.match(r"ll\.[wd]$", m):
        return "LX"
    if re.match(r"sc\.[wd]$", m):
        return "SX"
    if re.match(r"am[a-z]+_db\.[bhwdu]+$", m):
        return "AMDB"
    if re.match(r"am[a-z]+\.[bhwdu]+$", m):
        return "AM"
    if re.match(r"(ld|ldx|ldptr)\.(b|h|w|d|bu|hu|wu)$", m):
        return "L"
    if re.match(r"(st|stx|stptr)\.[bhwd]$", m):
        return "S"
    return None


LOONGARCH_RANK_BEFORE = {"dbar": 3, "AMDB": 3}
LOONGARCH_RANK_AFTER = {"dbar": 3, "AMDB": 3}
LOONGARCH_ACCESS = {"L", "S", "LX", "SX", "AM", "AMDB"}

# [LA1]  LoongArch Reference Manual Vol. 1 v1.00, "Barrier Instructions":
#        DBAR 0, every access before it completes before any after it;
#        "Atomic Memory Access Instructions": AM*_DB is that barrier
#        around its own access, AM* and LL/SC order nothing.
# [LNXL] the Linux kernel, loongarch: atomics relaxed amadd.w/d, fully
#        ordered amadd_db.w/d; cmpxchg an ll/sc loop leaving through
#        __WEAK_LLSC_MB (dbar 0x700); dbar 0 as every barrier before the
#        v1.10 hints.  The leading-barrier mapping (a seq_cst load and
#        read-modify-write start with a full barrier, so a seq_cst store
#        needs none after it) is MIPS's, whose SYNC orders as DBAR 0.
LOONGARCH_TABLE = r"""
load relaxed,consume = L [LA1: ld]
load acquire = L dbar [LNXL: load; dbar]
load seq_cst,seq_cst_fence = dbar L dbar [leading-barrier mapping: dbar; load; dbar]
store relaxed = S [LA1: st]
store release = dbar S [LNXL: dbar; store]
store seq_cst = dbar S [leading-barrier mapping: dbar; store]
store seq_cst_fence = dbar S dbar [dbar both sides]
rmw relaxed = (AM|LX SX( dbar.1792)?) [LA1, LNXL: am*; ll/sc loop (a loop on the cmpxchg: dbar 0x700 at its exit)]
rmw acquire = (AMDB|LX SX( dbar.1792)? dbar) [LA1: am*_db a full barrier; loop; dbar]
rmw release = (AMDB|dbar LX SX( dbar.1792)?) [LA1: am*_db; dbar; loop]
rmw acq_rel,seq_cst,seq_cst_fence = (AMDB|dbar LX SX( dbar.1792)? dbar) [LA1, LNXL: am*_db; dbar; loop; dbar]
cmpxchg relaxed = LX SX( dbar.1792)? [LNXL: ll/sc loop, dbar 0x700 at its exit (a path that stored may leave without it)]
cmpxchg acquire = LX SX( dbar.1792)? dbar [LNXL loop; dbar]
cmpxchg release = dbar LX SX( dbar.1792)? [dbar; LNXL loop]
cmpxchg acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = dbar LX SX( dbar.1792)? dbar [dbar; LNXL loop; dbar: a full barrier, a failure too]
around mb = dbar (AM|LX SX) dbar [dbar around the relaxed RMW]
barrier smp_mb,smp_rmb,smp_wmb,mb,rmb,wmb = dbar [LA1: DBAR 0, the one hint v1.00 defines]
"""
LOONGARCH = Isa("loongarch", loongarch_classify, LOONGARCH_RANK_BEFORE,
                LOONGARCH_RANK_AFTER, LOONGARCH_TABLE)
LOONGARCH.access = LOONGARCH_ACCESS


# 32-bit Arm (ARMv5 to ARMv7-A in ARM or Thumb-2 state, ARMv6-M and
# ARMv7-M).  Arm ARM for ARMv7-A/R (DDI 0406) A3.8 (the memory model),
# A8.8.43 DMB; the ARMv7-M and ARMv6-M manuals (DDI 0403, DDI 0419) B1.4
# (PRIMASK, BASEPRI), A3.7 (DMB).  A call through a register loaded from a
# literal of the kernel's user helpers (Documentation/arm/
# kernel_user_helpers.rst of Linux) is that helper: 0xffff0fa0
# __kuser_memory_barrier, 0xffff0fc0 __kuser_cmpxchg, 0xffff0f60
# __kuser_cmpxchg64 (each with the barriers it needs: full).
KUSER = {"0xffff0fa0": "kmb", "0xffff0fc0": "KCAS", "0xffff0f60": "KCAS"}


def arm_classify(insn, i, insns):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if m == "dmb":
        return {"ish": "dmb", "sy": "dmbsy", "": "dmbsy", "ishst": "dmbst",
                "st": "dmb.st", "ishld": "dmbld", "ld": "dmb.ld"}.get(
                    ops, "dmb." + ops)
    if m == "mcr" and re.match(r"p?15, 0, \w+, c?r?7, c?r?10, \{?5\}?$",
                               ops):
        return "dmbsy"
    # Any register (sl, fp and sb are r10, r11 and r9 by their APCS names).
    if m == "blx" and re.match(r"(r\d+|ip|lr|sl|fp|sb)$", ops):
        # Which literal the register was loaded from: ldr rN, [pc, #k]
        # reads the word at (its index + 2 + k / 4) in ARM state.
        for j in range(i - 1, -1, -1):
            lm = re.match(r"ldr %s, \[pc, #(\d+)\]$" % ops, insns[j])
            if lm:
                k = j + 2 + int(lm.group(1)) // 4
                if k < len(insns):
                    w = re.match(r"\.word (0x[0-9a-f]+)$", insns[k])
                    if w and w.group(1) in KUSER:
                        return KUSER[w.group(1)]
                break
        return "CALL?"
    if m == "cpsid" or (m == "msr" and ops.startswith("BASEPRI_MAX")):
        return "ID"
    if m == "msr" and re.match(r"(PRIMASK|BASEPRI),", ops):
        return "IE"
    if re.match(r"ldrex[bhd]?$", m):
        return "LX"
    # strexeq: the weak compare-exchange's store, under the compare's
    # condition (an IT block in Thumb-2).
    if re.match(r"strex[bhd]?(eq)?$", m):
        return "SX"
    if "[" not in ops and not m.startswith("ldm"):
        return None
    if "[pc" in ops or "[sp" in ops or \
            (m.startswith("ldm") and ops.startswith("sp")):
        return None
    # A condition suffix (ldrdeq, strdeq: in an IT block) makes it a
    # conditional access, which the path reading follows both ways.
    if re.match(r"(ldr|ldrb|ldrh|ldrsb|ldrsh|ldrd)(%s)?(\.w)?$" % ARM_CONDS,
                m) or \
            (m.startswith("ldm") and not ops.startswith("sp")):
        return "L"
    if re.match(r"(str|strb|strh|strd)(%s)?(\.w)?$" % ARM_CONDS, m):
        return "S"
    return None


ARM_RANK_BEFORE = {"dmb": 3, "dmbsy": 4, "kmb": 3, "KCAS": 3, "dmbst": 1,
                   "dmb.st": 1, "ID": 3}
ARM_RANK_AFTER = {"dmb": 3, "dmbsy": 4, "kmb": 3, "KCAS": 3, "ID": 3,
                  "IE": 3}
ARM_ACCESS = {"L", "S", "LX", "SX", "KCAS"}

# [CAM7] the Cambridge C/C++11 mappings, ARMv7 column: ldr; dmb for
#        acquire, dmb; str for release, dmb ish on both sides of seq_cst,
#        ldrex/strex loops bracketed by dmb (the leading-dmb form: a
#        seq_cst load dmb; ldr; dmb, a seq_cst store dmb; str, as on
#        Power); 8 bytes ldrexd/strexd, never ldrd alone (A3.5.3: ldrexd
#        is single-copy atomic, ldrd only with LPAE).
# [A7]   Arm ARM v7-A A3.8, A8.8.43: dmb ish the smp barrier, dmb sy (and
#        dmb st) for device memory; the ARMv6 CP15 DMB (mcr p15, 0, rN,
#        c7, c10, 5) its predecessor.
# [KUH]  the kernel's user helpers: __kuser_memory_barrier a full barrier
#        on SMP kernels, __kuser_cmpxchg atomic and fully ordered.
# A loop derived from the cmpxchg starts with a guess: a plain load, or
# for a doubleword an ldrexd without its strexd (a single-copy atomic
# read, A3.5.3), which the loop's exclusive pair then checks.
ARM_TABLE = r"""
load relaxed,consume = (L|LX) [CAM7: ldr; A7 A3.5.3: 8 bytes ldrexd, single-copy atomic]
load acquire = (L|LX) (dmb|kmb) [CAM7: ldr; dmb]
load seq_cst = (dmb|kmb) (L|LX) (dmb|kmb) [CAM7: dmb; ldr; dmb]
load seq_cst_fence = (dmb|kmb) (L|LX) (dmb|kmb) [dmb both sides]
store relaxed = (S|LX SX) [CAM7: str; 8 bytes an ldrexd/strexd loop]
store release,seq_cst = (dmb|kmb) (S|LX SX) [CAM7: dmb; str (leading-dmb seq_cst)]
store seq_cst_fence = (dmb|kmb) (S|LX SX) (dmb|kmb) [dmb both sides]
rmw,cmpxchg relaxed = ((L |LX )?(LX SX)+|(L )*KCAS( L)?) [CAM7: ldrex/strex loop; KUH: __kuser_cmpxchg loop]
rmw,cmpxchg acquire = ((L |LX )?(LX SX)+ (dmb|kmb)|(L )*KCAS( L)?( kmb)?) [CAM7: loop; dmb; KUH: the helper, a failure read back after it and fenced]
rmw,cmpxchg release = ((dmb|kmb) (L |LX )?(LX SX)+|(L )*KCAS( L)?( kmb)?) [CAM7: dmb; loop; KUH]
rmw,cmpxchg acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = ((dmb|kmb) (L |LX )?(LX SX)+ (dmb|kmb)|(L )*KCAS( L)?( kmb)?) [CAM7: dmb; loop; dmb; KUH: a full barrier, success or failure]
around mb = (dmb|kmb) (L |LX )?(LX SX)+ (dmb|kmb)|(L )?KCAS [dmb around a relaxed loop; KUH]
barrier smp_mb,smp_rmb = (dmb|kmb) [A7: dmb ish; KUH]
barrier smp_wmb = (dmbst|kmb) [A7: dmb ishst]
barrier smp_wmb ~ dmb [A7: dmb ish]
barrier mb,rmb = (dmbsy|kmb) [A7: dmb sy, device memory; KUH on ARMv5/v6]
barrier wmb = (dmb.st|dmbsy|kmb) [A7: dmb st]
"""
ARM = Isa("arm", arm_classify, ARM_RANK_BEFORE, ARM_RANK_AFTER, ARM_TABLE)
ARM.access = ARM_ACCESS
ARM.positional = True


# Cortex-M (ARMv6-M, ARMv7-M, ARMv8-M; SMP=n, bare metal).  One core:
# its accesses are observed in program order by itself and its handlers,
# so the SMP barriers and the seq_cst fences are the compiler's only
# (Documentation/firmware.md); an operation is atomic against handlers by
# being one exclusive-access loop (ARMv7-M A3.4: an exception clears the
# local monitor, so strex fails after a handler ran) or by masking
# interrupts around it (B1.4: PRIMASK with cpsid i, or BASEPRI_MAX) where
# there is no exclusive (ARMv6-M) or no doubleword one (ldrd/strd are not
# single-copy atomic, A3.5.3); cmm_mb/rmb/wmb stay dmb sy (A3.7: device
# memory, DMA).  In the disassembly a masked section's stores may sit after
# the unmasking on the path that branches back to it.
ARM_UP_TABLE = r"""
load relaxed,consume,acquire,seq_cst,seq_cst_fence = (L|ID( L| IE)+) [one core: a plain load; 8 bytes masked, B1.4]
store relaxed,release,seq_cst,seq_cst_fence = (S|ID( L| S| IE)+) [one core: a plain store; 8 bytes masked]
rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = ((L )?(LX SX)+|ID( L| S| IE)+) [A3.4: an exclusive loop; B1.4: masked]
around mb = ((L )?(LX SX)+|ID( L| S| IE)+) [one core: compiler barriers around]
barrier smp_mb,smp_rmb,smp_wmb = [one core: compiler barrier only]
barrier mb,rmb,wmb = dmbsy [A3.7: dmb sy, device memory]
"""
ARM_UP = Isa("arm-up", arm_classify, UP_RANK, UP_RANK, ARM_UP_TABLE)
ARM_UP.access = ARM_ACCESS
ARM_UP.positional = True


# RISC-V boards (SMP=n, machine mode, bare metal): one hart, which sees
# its own accesses in program order, so the SMP barriers and the seq_cst
# fences are the compiler's only (Documentation/firmware.md).  Atomicity
# against handlers: an AMO, an LR/SC loop (the trap handlers break a
# reservation with an sc before mret: firmware.md), or, without the A
# extension, a section with mstatus.MIE cleared (privileged ISA §3.1.6.1).
# The aq/rl bits the shared code sets cost nothing more on one hart.
# cmm_mb/rmb/wmb stay the I/O fences.
RISCV_UP_TABLE = r"""
load relaxed,consume,acquire,seq_cst,seq_cst_fence = (L|ID( L| IE)+) [one hart: a plain load; 8 bytes on RV32 masked]
store relaxed,release,seq_cst,seq_cst_fence = (S|ID( L| S| IE)+) [one hart: a plain store; 8 bytes on RV32 masked]
rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = (A(a|l|al)?|LX(a|l|al)? SX(a|l|al)?|ID( L| S| IE)+) [A extension: an AMO or an LR/SC loop; no A: MIE cleared]
around mb = (A(a|l|al)?|LX(a|l|al)? SX(a|l|al)?|ID( L| S| IE)+) [one hart: compiler barriers around]
barrier smp_mb,smp_rmb,smp_wmb = [one hart: compiler barrier only]
barrier mb = f.iorw.iorw [fence iorw,iorw: device memory]
barrier rmb = f.ir.ir [fence ir,ir]
barrier wmb = f.ow.ow [fence ow,ow]
"""
RISCV_UP = Isa("riscv-up", riscv_classify, UP_RANK, UP_RANK,
               RISCV_UP_TABLE)
RISCV_UP.access = RISCV_ACCESS
RISCV_UP.sc = RISCV.sc


# Xtensa LX106 (qemu_xtensa_lx106: SMP=n, bare metal, no S32C1I).  One
# core, which sees its own accesses in program order, and so do its
# handlers: the SMP barriers and the seq_cst fences are the compiler's
# only (Documentation/firmware.md).  Every RMW, and an 8-byte load or
# store, is atomic against handlers by running with interrupts masked
# (Xtensa ISA Reference Manual §4.4.4, RSIL: PS.INTLEVEL raised, WSR.PS
# puts the saved PS back); GCC puts a memw before every volatile access
# (-mserialize-volatile, its default), and cmm_mb/rmb/wmb are memw
# (§4.3.12, MEMW: device memory).  A load or store based on a1 is the
# stack; l32r reads a literal.
def xtensa_classify(insn):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if m == "rsil":
        return "ID"
    if m == "wsr.ps" or (m == "wsr" and ops.endswith(", ps")):
        return "IE"
    if m == "memw":
        return "memw"
    base = ops.split(", ")[1] if ops.count(", ") >= 2 else ""
    if base == "a1":
        return None
    if re.match(r"(l8ui|l16ui|l16si|l32i|l32i\.n)$", m):
        return "L"
    if re.match(r"(s8i|s16i|s32i|s32i\.n)$", m):
        return "S"
    return None


XTENSA_ACCESS = {"L", "S"}

# [ISA]  Xtensa ISA Reference Manual: §4.4.4 and RSIL, an interrupt level
#        held off from the next instruction; §4.3.12 and MEMW, every
#        earlier access performed before any later one.
# [GCCV] GCC's Xtensa option -mserialize-volatile (the default): a memw
#        before each volatile access.
XTENSA_UP_TABLE = r"""
load relaxed,consume,acquire,seq_cst,seq_cst_fence = (memw )?L|ID( memw| L| IE)+ [one core: a plain load (GCCV: memw first); 8 bytes masked, ISA RSIL]
store relaxed,release,seq_cst,seq_cst_fence = (memw )?S|ID( memw| L| S| IE)+ [one core: a plain store; 8 bytes masked]
rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = ID( memw| L| S| IE)+ [ISA RSIL: masked, no S32C1I]
around mb = ID( memw| L| S| IE)+ [one core: compiler barriers around]
barrier smp_mb,smp_rmb,smp_wmb = [one core: compiler barrier only]
barrier mb,rmb,wmb = memw [ISA MEMW: device memory]
"""
XTENSA_UP = Isa("xtensa-up", xtensa_classify, UP_RANK, UP_RANK,
                XTENSA_UP_TABLE)
XTENSA_UP.access = XTENSA_ACCESS


# Alpha (the compiler-builtins target generic_alpha).  Alpha Architecture
# Reference Manual, 4th ed., §5.6 (the memory model: anything may be
# reordered, dependent loads included), §4.11.10 MB (a full barrier, device
# accesses too) and WMB, §4.2.4-5 LDx_L/STx_C.  GCC's mapping brackets an
# access with mb on the sides its C11 order asks for (mb after even a
# consume load, for the dependent-load reordering), as Linux's smp_mb()
# and fully ordered atomics (mb; ll/sc; mb); bytes and halfwords go
# through the containing quadword (ldq_u/stq_u guesses, then ll/sc).
def alpha_classify(insn):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if m in ("mb", "wmb"):
        return m
    if m in ("ldl_l", "ldq_l"):
        return "LX"
    if m in ("stl_c", "stq_c"):
        return "SX"
    if "(" not in ops:
        return None
    if m in ("ldl", "ldq", "ldq_u", "ldbu", "ldwu"):
        return "L"
    if m in ("stl", "stq", "stq_u", "stb", "stw"):
        return "S"
    return None


ALPHA_RANK = {"mb": 3}
# [AARM] Alpha Architecture Reference Manual (above).
# [GCCA] GCC's alpha atomics: mb before a releasing, mb after an
#        acquiring access (alpha_pre/post_atomic_barrier).
# [GEN]  the generic layer's own full barrier next to the builtin's: the
#        builtins target cannot see the compiler's barriers, so a
#        CMM_SEQ_CST_FENCE access keeps a second mb (excused).
ALPHA_TABLE = r"""
load relaxed = L [AARM: ldl]
load consume,acquire = L mb [GCCA: load; mb (AARM §5.6: dependent loads too)]
load seq_cst = mb L mb [GCCA: mb; load; mb]
load seq_cst_fence = mb L mb [AARM: mb both sides]
load seq_cst_fence ~ mb mb L mb mb [GEN: the builtin's mb and the generic one]
store relaxed = ((L )?LX SX|S) [AARM: stl; sub-word without BWX: an ll/sc loop on the quadword (ldq_u; stq_u would rewrite the neighbours)]
store release = ((L )?mb (L )?LX SX|mb S) [GCCA: mb; store]
store seq_cst,seq_cst_fence = ((L )?mb (L )?LX SX mb|mb S mb) [GCCA: mb; store; mb]
store seq_cst_fence ~ ((L )?mb (L )?LX SX|mb S) mb mb [GEN]
rmw,cmpxchg relaxed = (L )?LX SX [AARM: an ll/sc loop]
rmw,cmpxchg acquire = (L )?LX SX mb [GCCA: loop; mb]
rmw,cmpxchg release = (L )?mb LX SX [GCCA: mb; loop]
rmw,cmpxchg acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = (L )?mb LX SX mb [GCCA: mb; loop; mb, Linux's fully ordered atomics]
rmw relaxed,acquire,release ~ L mb LX SX mb [a sub-word RMW through our own compare-exchange loop at seq_cst (GCC 12 workaround)]
rmw,cmpxchg seq_cst_fence_sc,seq_cst_fence ~ (L )?mb LX SX mb mb [GEN]
cmpxchg seq_cst_fence ~ mb LX( SX)? mb mb mb LX SX mb mb [GEN: a mismatch (or the weak form's failed store-conditional) fenced, then a second attempt that decides]
around mb = mb (L )?LX SX mb [mb around a relaxed loop]
around mb ~ mb L mb LX SX mb mb [GEN: the sub-word loop at seq_cst]
barrier smp_mb,smp_rmb,smp_wmb,mb,rmb,wmb = mb [AARM: mb]
"""
ALPHA = Isa("alpha", alpha_classify, ALPHA_RANK, ALPHA_RANK, ALPHA_TABLE)
ALPHA.access = {"L", "S", "LX", "SX"}


# m68k (generic_m68k, 68020 and later, compiler builtins).  M68000 Family
# Programmer's Reference Manual, CAS (an indivisible read-modify-write
# cycle).  The 68020 to 68060 run Linux uniprocessor only, and GCC's fence
# there is the compiler's: every barrier is empty (Documentation/
# targets.md says so); what is checked is that each RMW is a CAS loop and
# each load and store one move.
def m68k_operands(ops):
    out, depth, cur = [], 0, ""
    for c in ops:
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
    return out + [cur]


def m68k_classify(insn):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if re.match(r"cas[bwl]$", m):
        return "CAS"
    if not re.match(r"move[bwl]?$", m) or "@" not in ops:
        return None
    o = m68k_operands(ops)
    if "@" in o[-1] and not o[-1].startswith("%sp@"):
        return "S"
    if "@" in o[0] and not o[0].startswith("%sp@"):
        return "L"
    return None


M68K_TABLE = r"""
load relaxed,consume,acquire,seq_cst,seq_cst_fence = L [one move; uniprocessor CPUs]
store relaxed,release,seq_cst,seq_cst_fence = S [one move]
rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = (L )?CAS( CAS)* [PRM: CAS, a cas loop]
around mb = (L )?CAS [PRM: CAS]
barrier smp_mb,smp_rmb,smp_wmb,mb,rmb,wmb = [uniprocessor CPUs: the compiler barrier (targets.md)]
"""
M68K = Isa("m68k", m68k_classify, UP_RANK, UP_RANK, M68K_TABLE)
M68K.access = {"L", "S", "CAS"}


# SH-4 (generic_sh4, compiler builtins at -O0).  SH-4 has no barrier
# instruction (SH-4A's SYNCO is not used) and runs Linux uniprocessor;
# GCC's atomics are gUSA sequences, a restartable region entered by
# setting r15 to minus its length (the kernel rolls an interrupted region
# back: Linux arch/sh, gUSA).  At -O0 every variable lives on the stack,
# so only the ordering skeleton is checked: no barrier anywhere, and one
# or more gUSA regions in each read-modify-write.
def sh4_classify(insn):
    if insn.startswith("synco"):
        return "synco"
    if re.match(r"mov #-\d+,r15$", insn):
        return "GUSA"
    return None


SH4_TABLE = r"""
load,store relaxed,consume,acquire,release,seq_cst,seq_cst_fence = [a move; no barrier (uniprocessor CPU)]
rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = GUSA( GUSA)* [gUSA regions, atomic against interrupts]
around mb = GUSA( GUSA)* [gUSA]
barrier smp_mb,smp_rmb,smp_wmb,mb,rmb,wmb = [no barrier instruction on SH-4]
"""
SH4 = Isa("sh4", sh4_classify, UP_RANK, UP_RANK, SH4_TABLE)
SH4.access = {"GUSA"}


# PA-RISC (generic_hppa, compiler builtins).  PA-RISC has no atomic
# read-modify-write but LDCW; GCC calls libgcc's __sync_* functions for
# every RMW and for stores (the kernel's light-weight-syscall
# compare-and-swap; GCC's manual: each __sync builtin is a full barrier),
# and its fence is an LDCW on a stack word (PA-RISC 2.0 Architecture,
# LDCW: a strongly ordered access; Linux parisc's barriers).  Loads are one
# ldw (fldd for 8 bytes, single-copy atomic on PA 2.0).
def hppa_classify(insn):
    m = insn.split(" ", 1)[0]
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    if m == "->":
        return "SYNC" if ops.startswith("__sync_") else "CALL?"
    if m == "ldcw":
        return "ldcw"
    if "(" not in ops or re.search(r"\((sp|r19|r3)\)", ops):
        return None
    if m in ("ldw", "ldh", "ldb", "fldd"):
        return "L"
    if m in ("stw", "sth", "stb", "fstd"):
        return "S"
    return None


HPPA_RANK = {"ldcw": 3, "SYNC": 3}
# [GCCS] GCC manual, "__sync Builtins": each is a full barrier; libgcc's
#        pa/linux-atomic.c implements them with the kernel's LWS cas.
# [PA20] PA-RISC 2.0 Architecture, LDCW; GCC's hppa memory barrier.
# [GEN]  the generic layer's own barrier next to a full-barrier call: the
#        builtins target cannot see what the call orders.
HPPA_TABLE = r"""
load relaxed = L [PA20: ldw; fldd]
load consume,acquire = L ldcw [PA20: load; the fence]
load seq_cst,seq_cst_fence = ldcw L ldcw [the fence both sides]
load seq_cst_fence ~ ldcw ldcw L ldcw ldcw [GEN: the builtin's fences and the generic ones]
store relaxed,release,seq_cst,seq_cst_fence = SYNC [GCCS: __sync_lock_test_and_set]
store seq_cst_fence ~ SYNC ldcw [GEN]
rmw,cmpxchg relaxed,acquire,release,acq_rel,seq_cst,seq_cst_fence_sc,seq_cst_fence = (L |S )*SYNC( (L |S )*SYNC)*( S)* [GCCS: a __sync call, a full barrier; a loop of them]
rmw,cmpxchg seq_cst_fence_sc,seq_cst_fence ~ (L |S )*SYNC( S)* ldcw [GEN]
cmpxchg seq_cst_fence ~ (L |S )*SYNC ldcw ldcw (L |S )*SYNC [GEN: a failure fenced and tried again]
cmpxchg seq_cst_fence ~ (L |S )*SYNC ldcw (L |S )*SYNC ldcw [GEN: a failure fenced and tried again, the fence after both calls]
around mb = SYNC [GCCS]
around mb ~ ldcw SYNC ldcw [GEN: the before/after barriers around a full-barrier call]
barrier smp_mb,smp_rmb,smp_wmb,mb,rmb,wmb = ldcw [PA20: ldcw on a stack word]
"""
HPPA = Isa("hppa", hppa_classify, HPPA_RANK, HPPA_RANK, HPPA_TABLE)
HPPA.access = {"L", "S", "SYNC"}


# Which table a defconfig is held to: every configs/*_defconfig has one,
# or a reason in NO_TABLE (printed as a SKIP; neither is a FAIL).
# mps2_an519's Cortex-M23 is Armv8-M Baseline: ARMv6-M's instructions
# and the exclusives (ldrex/strex, no doubleword one), one core: the
# Cortex-M table.
DEFCONFIG_ISA = {
    "ppc64le": POWER, "ppc64": POWER, "ppc": POWER, "ppc_e500": POWER_E500,
    "arm64": ARM64, "arm64_lse": ARM64, "arm64_v84": ARM64_V84, "qemu_virt_a53_smp": ARM64,
    "riscv64": RISCV,
    "x86_64": X86, "x86_64_tls_keys": X86, "x86_64_debug": X86,
    "x86_64_up": X86_UP, "i686": I686,
    "generic": X86_BUILTINS, "generic_tls_none": X86_UP_BUILTINS,
    "x86_64_builtins": X86_BUILTINS,
    "s390x": S390, "sparc64": SPARC,
    "mips": MIPS, "mipsel": MIPS_LS3, "mips64el": MIPS_LS3,
    "mipsr6el": MIPS, "mips64r6el": MIPS,
    "armv7": ARM, "armv6": ARM, "armv5": ARM,
    "qemu_microbit": ARM_UP, "qemu_mps2_an385": ARM_UP,
    "qemu_mps2_an385_basepri": ARM_UP, "qemu_mps2_an386": ARM_UP,
    "qemu_mps2_an500": ARM_UP, "qemu_mps2_an505": ARM_UP,
    "qemu_mps2_an505_hardfloat": ARM_UP,
    "mps2_an519": ARM_UP, "qemu_mps3_an547": ARM_UP, "cortex_m85": ARM_UP,
    "qemu_virt_rv32": RISCV_UP, "qemu_virt_rv64": RISCV_UP,
    "qemu_virt_rv32_noa": RISCV_UP, "qemu_virt_rv64_smp": RISCV,
    "qemu_xtensa_lx106": XTENSA_UP,
    "generic_alpha": ALPHA, "generic_m68k": M68K, "generic_sh4": SH4,
    "generic_hppa": HPPA,
    "loongarch64": LOONGARCH,
}


# ---- Control flow: every path from entry to each return ----
#
# A function is checked path by path, not as one line of instructions:
# a control-flow graph of its instructions (branches, fall-through,
# delay slots, conditional execution, returns, tail calls), and every
# path from its entry to each exit, each path's accesses and fences read
# in the order it executes them.  A conditional branch whose outcome an
# earlier branch of the same path already decided (the same flags, or
# the same registers, untouched since) follows that outcome only: the
# compiler tests one comparison twice where two exits share a tail.
#
# Loops: a path takes each back edge at most once (an instruction runs
# at most twice on it).  That is enough for a mapping check: every
# instruction and every edge is then on some path checked, and a second
# turn round the same loop repeats instructions the first turn already
# had checked, in the same order, preceded by more program order (a
# fence before the first attempt is before the second one too, Arm ARM
# B2.3, RVWMO rule 4 and their kin being transitive in program order),
# so it cannot order less.  An attempt that a back edge abandons (its
# store-conditional failed, or its comparison sent it round again) wrote
# nothing and returns nothing: its instructions are left out of the
# path's sequence, which is then the completing attempt's (entered from
# the back edge, so a loop whose first attempt is laid out apart from
# the others is checked both ways).  A spin-wait (cond_load) keeps
# the read that ended the wait and what precedes its first read
# (cond_reads).

# Negated conditions, by name (x86's, Arm's, POWER's, the register
# compares of RISC-V, MIPS, LoongArch, Alpha, Xtensa).
NEG = {}
for a, b in (("eq", "ne"), ("lt", "ge"), ("gt", "le"), ("ltu", "geu"),
             ("cs", "cc"), ("mi", "pl"), ("vs", "vc"), ("hi", "ls"),
             ("b", "ae"), ("be", "a"), ("l", "ge"), ("g", "le"),
             ("s", "ns"), ("o", "no"), ("p", "np"), ("z", "nz"),
             ("t", "f"), ("lbc", "lbs"), ("so", "ns"), ("e", "ne"),
             ("leu", "gu"), ("neg", "pos"), ("lez", "gz"),
             ("gez", "lz")):
    NEG[a], NEG[b] = b, a


class Flow:
    """How an instruction passes control on: kind is one of
    next     falls through
    cond     to target or falls through, as cond (key) decides
    jump     to target (an index in the function, or None: out of it,
             a tail call)
    ret      leaves the function
    cret     leaves it or falls through, as cond decides
    call     calls and comes back: falls through
    condexec runs or not, as cond decides, and falls through
    nullnext falls through; the next instruction runs or not as cond
             decides (PA-RISC's compare-and-clear)
    delay: the instructions in its delay slot (0 or 1); annul: None
    (the slot runs on every edge), "taken" (only when the branch is
    taken), "always" (never), "hppa" (PA-RISC ,n: not on a forward
    branch taken, nor on a backward one not taken)."""
    __slots__ = ("kind", "target", "cond", "delay", "annul")

    def __init__(self, kind, target=None, cond=None, delay=0, annul=None):
        self.kind, self.target, self.cond = kind, target, cond
        self.delay, self.annul = delay, annul


NEXT = Flow("next")


def target_of(text):
    """.L<n> -> n; a symbol (out of the function) -> None."""
    m = re.search(r"\.L(\d+)$", text.strip())
    return int(m.group(1)) if m else None


def goto(target, delay=0, annul=None):
    t = target_of(target)
    return Flow("jump", t, None, delay, annul) if t is not None else \
        Flow("ret", None, None, delay, annul)


def branch(target, cond, delay=0, annul=None):
    return Flow("cond", target_of(target), cond, delay, annul)


def flags(name):
    """A condition on the flags (condition codes) by its name."""
    return ("flags", name, ())


def regs(name, *rs):
    """A condition on registers: its name and its operands."""
    if name in ("eq", "ne"):
        rs = tuple(sorted(rs))
    return ("regs", name, tuple(rs))


def zero_compare(name, r, zero):
    """Branch-on-register-versus-zero forms as two-operand compares."""
    return {"eqz": regs("eq", r, zero), "nez": regs("ne", r, zero),
            "ltz": regs("lt", r, zero), "gez": regs("ge", r, zero),
            "lez": regs("ge", zero, r), "gtz": regs("lt", zero, r)}[name]


def two_compare(name, a, b):
    """bgt/ble/bgtu/bleu as their swapped blt/bge forms."""
    swap = {"gt": "lt", "le": "ge", "gtu": "ltu", "leu": "geu"}
    if name in swap:
        return regs(swap[name], b, a)
    return regs(name, a, b)


def ops_of(insn):
    return [o.strip() for o in insn.split(" ", 1)[1].split(",")] \
        if " " in insn else []


def arm64_flow(insn):
    m = insn.split(" ", 1)[0]
    o = ops_of(insn)
    if m == "ret" or m == "br":
        return Flow("ret")
    if m == "b":
        return goto(o[0])
    if m == "bl" or m == "blr":
        return Flow("call")
    c = re.match(r"b\.(\w+)$", m)
    if c:
        return branch(o[0], flags({"hs": "cs", "lo": "cc"}.get(
            c.group(1), c.group(1))))
    if m in ("cbz", "cbnz"):
        return branch(o[1], ("regs", "z" if m == "cbz" else "nz",
                             (arm64_reg(o[0]),)))
    if m in ("tbz", "tbnz"):
        return branch(o[2], ("regs", "z" if m == "tbz" else "nz",
                             (arm64_reg(o[0]), o[1])))
    return NEXT


def arm64_reg(r):
    return re.sub(r"^[wx](\d+)$", r"r\1", r)


ARM64_FLAG_SETTERS = {"cmp", "cmn", "tst", "ccmp", "ccmn", "adds", "subs",
                      "ands", "negs", "bics", "adcs", "sbcs", "ngcs"}


def arm64_sets_flags(insn):
    return insn.split(" ", 1)[0] in ARM64_FLAG_SETTERS


ARM_CONDS = "eq|ne|cs|cc|hs|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le"


def arm_cond(c):
    return {"hs": "cs", "lo": "cc"}.get(c, c)


def arm_flow(insn, token):
    m = insn.split(" ", 1)[0]
    base = re.sub(r"\.[nw]$", "", m)
    ops = insn.split(" ", 1)[1] if " " in insn else ""
    o = ops_of(insn)
    # A return: bx lr, or pc popped (pop, ldm from sp); under a
    # condition (bxeq lr, popeq) it may fall through.
    ret = re.match(r"(bx|pop|ldm(?:ia)?)(%s)?$" % ARM_CONDS, base)
    if ret and ((ret.group(1) == "bx" and ops == "lr") or
                (ret.group(1) != "bx" and re.search(r"\bpc\}", ops) and
                 (ret.group(1) == "pop" or ops.startswith("sp")))):
        if ret.group(2):
            return Flow("cret", None, flags(arm_cond(ret.group(2))))
        return Flow("ret")
    if base == "bx":
        return Flow("ret")
    if base in ("bl", "blx"):
        return Flow("call")
    if base == "b":
        return goto(o[0])
    c = re.match(r"b(%s)$" % ARM_CONDS, base)
    if c:
        return branch(o[0], flags(arm_cond(c.group(1))))
    if base in ("cbz", "cbnz"):
        return branch(o[1], ("regs", "z" if base == "cbz" else "nz",
                             (o[0],)))
    # A conditional access (strexeq under an IT block, ldrdeq): runs
    # only where its condition holds.
    if token:
        c = re.match(r"[a-z]+?(%s)$" % ARM_CONDS, base)
        if c and not re.match(r"(ldr|str|ldrex|strex)[bhd]?$", base) and \
                not base.startswith("ldm"):
            return Flow("condexec", None, flags(arm_cond(c.group(1))))
    return NEXT


def arm_sets_flags(insn):
    m = re.sub(r"\.[nw]$", "", insn.split(" ", 1)[0])
    return bool(re.match(r"(cmp|cmn|tst|teq)", m) or
                re.match(r"(add|sub|mov|and|orr|eor|lsl|lsr|asr|ror|neg|mvn"
                         r"|adc|sbc|bic|rsb|rsc|mul|orn)s$", m) or
                m == "msr" and "APSR" in insn)


X86_CONDS = {"z": "e", "nz": "ne", "c": "b", "nae": "b", "nb": "ae",
             "nc": "ae", "na": "be", "nbe": "a", "nge": "l", "nl": "ge",
             "ng": "le", "nle": "g", "pe": "p", "po": "np"}


def x86_flow(insn):
    m = insn.split(" ", 1)[0]
    o = insn.split(" ", 1)[1] if " " in insn else ""
    if m in ("ret", "retq", "retl"):
        return Flow("ret")
    if m in ("jmp", "jmpq"):
        return goto(o) if not o.startswith("*") else Flow("ret")
    if m in ("call", "callq", "calll"):
        return Flow("call")
    c = re.match(r"j([a-z]+)$", m)
    if c:
        return branch(o, flags(X86_CONDS.get(c.group(1), c.group(1))))
    return NEXT


X86_FLAG_KEEPERS = re.compile(
    r"(mov|lea|set|cmov|push|pop|nop|xchg|not|bswap|j|call|ret|pause|"
    r"mfence|lfence|sfence|cs|fild|fld|fistp|fstp|cltq|cqto|cltd|cwtl|"
    r"endbr)")


def x86_sets_flags(insn):
    m = insn.split(" ", 1)[0]
    if m == "lock":
        return True
    return not X86_FLAG_KEEPERS.match(m)


def power_flow(insn):
    m = insn.split(" ", 1)[0].rstrip("+-")
    o = ops_of(insn)
    if m in ("blr", "bctr"):
        return Flow("ret")
    if m in ("bl", "bctrl"):
        return Flow("call")
    if m == "b":
        return goto(o[0])
    c = re.match(r"b(eq|ne|lt|ge|gt|le|so|ns|nl|ng)(lr)?$", m)
    if c:
        name = {"nl": "ge", "ng": "le"}.get(c.group(1), c.group(1))
        cr = o[0] if o and re.match(r"cr\d$", o[0]) else "cr0"
        cond = ("flags", name, (cr,))
        if c.group(2):
            return Flow("cret", None, cond)
        return branch(o[-1], cond)
    if m.startswith("bd"):
        return branch(o[-1], None)
    return NEXT


def power_sets_flags(insn):
    m = insn.split(" ", 1)[0]
    return m.startswith("cmp") or m.endswith(".") or m.startswith("mtcr")


def riscv_flow(insn):
    m = insn.split(" ", 1)[0]
    o = ops_of(insn)
    if m == "ret" or (m == "jr" and o == ["ra"]):
        return Flow("ret")
    if m in ("jr", "tail"):
        return Flow("ret")
    if m == "j":
        return goto(o[0])
    if m in ("jal", "jalr", "call"):
        return Flow("call")
    return compare_branch(m, o, "zero")


def compare_branch(m, o, zero, delay=0):
    """A branch on two registers, or one against zero (RISC-V, MIPS,
    LoongArch; MIPS Release 6's compact forms, "c", have no delay
    slot), or NEXT."""
    c = re.match(r"b(eq|ne|lt|ge|ltu|geu|gt|le|gtu|leu)(c?)$", m)
    if c:
        return branch(o[2], two_compare(c.group(1), o[0], o[1]),
                      0 if c.group(2) else delay)
    c = re.match(r"b(eqz|nez|ltz|gez|lez|gtz)(c?)$", m)
    if c:
        return branch(o[1], zero_compare(c.group(1), o[0], zero),
                      0 if c.group(2) else delay)
    return NEXT


def mips_flow(insn):
    m = insn.split(" ", 1)[0]
    o = ops_of(insn)
    if m == "jr":
        return Flow("ret", None, None, 1)
    if m == "jrc":
        return Flow("ret")
    if m == "b":
        return goto(o[0], 1)
    if m == "bc":
        return goto(o[0])
    if m in ("jal", "jalr", "bal"):
        return Flow("call", None, None, 1)
    if m in ("jalrc", "balc"):
        return Flow("call")
    return compare_branch(m, o, "zero", 1)


def loongarch_flow(insn):
    m = insn.split(" ", 1)[0]
    o = ops_of(insn)
    if m in ("ret", "jr"):
        return Flow("ret")
    if m == "b":
        return goto(o[0])
    if m in ("bl", "jirl"):
        return Flow("call")
    return compare_branch(m, o, "$zero")


def alpha_flow(insn):
    m = insn.split(" ", 1)[0]
    o = ops_of(insn)
    if m == "ret" or m == "jmp":
        return Flow("ret")
    if m == "br":
        return goto(o[-1])
    if m in ("bsr", "jsr"):
        return Flow("call")
    c = re.match(r"b(eq|ne|lt|ge|le|gt|lbc|lbs)$", m)
    if c:
        return branch(o[1], regs(c.group(1), o[0]))
    return NEXT


def xtensa_flow(insn):
    m = insn.split(" ", 1)[0].replace(".n", "")
    o = ops_of(insn)
    if m in ("ret", "retw"):
        return Flow("ret")
    if m == "j":
        return goto(o[0])
    if m.startswith("call"):
        return Flow("call")
    c = re.match(r"b(eq|ne|lt|ge|ltu|geu)(i|ui)?$", m)
    if c:
        return branch(o[2], regs(c.group(1) + (c.group(2) or ""),
                                 o[0], o[1]))
    c = re.match(r"b(eqz|nez|ltz|gez)$", m)
    if c:
        return branch(o[1], zero_compare(c.group(1), o[0], "0"))
    c = re.match(r"b(bc|bs|bci|bsi|any|all|none|nall)$", m)
    if c:
        return branch(o[-1], None)
    return NEXT


# s390: a condition is a mask of the four condition codes (Principles
# of Operation, BRANCH ON CONDITION): which codes are still possible is
# what a path knows.
S390_MASKS = {"o": 1, "h": 2, "l": 4, "e": 8, "nh": 13, "nl": 11,
              "ne": 7, "no": 14, "lh": 6, "he": 10, "le": 12, "nlh": 9,
              "nhe": 5, "nle": 3}


def s390_flow(insn):
    m = insn.split(" ", 1)[0]
    o = ops_of(insn)
    if m == "j" or m == "jg":
        return goto(o[0])
    if m in ("brasl", "basr", "bras"):
        return Flow("call")
    c = re.match(r"jg?(%s)$" % "|".join(S390_MASKS), m)
    if c:
        return branch(o[0], ("cc", S390_MASKS[c.group(1)], ()))
    c = re.match(r"b(%s)?r$" % "|".join(S390_MASKS), m)
    if c and o and o[0] != "%r0":
        if c.group(1):
            return Flow("cret", None, ("cc", S390_MASKS[c.group(1)], ()))
        return Flow("ret")
    return NEXT


S390_CC_KEEPERS = re.compile(
    r"(l|lg|lr|lgr|lgf|lgfr|llgf|llgfr|llgc|llgcr|llgh|llghr|llc|llcr|llh|"
    r"llhr|lh|lhr|lgh|lghr|lb|lbr|lgb|lgbr|lhi|lghi|llill|llihh|lgdr|ldgr|"
    r"la|lay|larl|lmg|st|stg|sth|stc|sty|stmg|j.*|b.*|nopr|nop|loc.*|"
    r"risbgn|sllk|srlk|sllg|srlg|sll|srl|rll|rllg|msr|msgr)$")


def s390_sets_cc(insn):
    return not S390_CC_KEEPERS.match(insn.split(" ", 1)[0])


SPARC_CONDS = {"e": "e", "z": "e", "ne": "ne", "nz": "ne", "g": "g",
               "le": "le", "ge": "ge", "l": "l", "gu": "gu", "leu": "leu",
               "cc": "cc", "geu": "cc", "cs": "cs", "lu": "cs",
               "pos": "pos", "neg": "neg", "vc": "vc", "vs": "vs"}


def sparc_flow(insn):
    m = insn.split(" ", 1)[0]
    parts = m.split(",")
    base, annul = parts[0], "a" in parts[1:]
    o = ops_of(insn)
    if base in ("return", "ret", "retl", "jmp"):
        return Flow("ret", None, None, 1)
    if base == "call":
        return Flow("call", None, None, 1)
    if base in ("b", "ba"):
        return goto(o[-1], 1, "always" if annul else None)
    c = re.match(r"b(%s)$" % "|".join(SPARC_CONDS), base)
    if c:
        cc = o[0] if o[0].startswith("%") else "%icc"
        return branch(o[-1], ("flags", SPARC_CONDS[c.group(1)], (cc,)), 1,
                      "taken" if annul else None)
    c = re.match(r"br(z|nz|lez|gz|lz|gez)$", base)
    if c:
        name = {"z": "eq", "nz": "ne"}.get(c.group(1), c.group(1))
        return branch(o[-1], ("regs", name, (o[0],)), 1,
                      "taken" if annul else None)
    return NEXT


def sparc_sets_flags(insn):
    m = insn.split(" ", 1)[0]
    return m in ("cmp", "tst") or m.endswith("cc") and m not in ("movcc",)


M68K_CONDS = "eq|ne|lt|ge|gt|le|cc|cs|hi|ls|mi|pl|vc|vs"


def m68k_flow(insn):
    m = insn.split(" ", 1)[0]
    o = insn.split(" ", 1)[1] if " " in insn else ""
    if m in ("rts", "rtd"):
        return Flow("ret")
    if re.match(r"(jra|bra[swl]?|jmp)$", m):
        return goto(o)
    if re.match(r"(jbsr|jsr|bsr[swl]?)$", m):
        return Flow("call")
    c = re.match(r"[jb](%s)[swl]?$" % M68K_CONDS, m)
    if c:
        return branch(o, flags(c.group(1)))
    return NEXT


def m68k_sets_flags(insn):
    """What leaves the condition codes alone: movea, movem, lea, pea,
    link, unlk, exg, the branches, jumps and returns, and Scc (M68000
    PRM, each instruction's "Condition Codes: Not affected")."""
    m = insn.split(" ", 1)[0]
    return not re.match(r"(movea[wl]?|moveml?|lea|pea|link|unlk|exg|jra|jmp|"
                        r"jsr|jbsr|rts|b(ra|sr|%s)[swl]?|s(t|f|%s))$"
                        % (M68K_CONDS, M68K_CONDS), m)


def sh4_flow(insn):
    m = insn.split(" ", 1)[0]
    o = insn.split(" ", 1)[1] if " " in insn else ""
    if m == "rts":
        return Flow("ret", None, None, 1)
    if m in ("bra", "jmp", "braf"):
        return goto(o, 1) if m == "bra" else Flow("ret", None, None, 1)
    if m in ("jsr", "bsr", "bsrf"):
        return Flow("call", None, None, 1)
    c = re.match(r"b([tf])(\.s)?$", m)
    if c:
        return branch(o, flags(c.group(1)), 1 if c.group(2) else 0)
    return NEXT


def sh4_sets_flags(insn):
    m = insn.split(" ", 1)[0]
    return not re.match(r"(mov|nop|ext|add$|and$|or$|xor$|not$|shld$|"
                        r"neg$|mova|sts|lds|b|j|rts)", m)


def hppa_flow(insn):
    m = insn.split(" ", 1)[0]
    parts = m.split(",")
    base, opts = parts[0], parts[1:]
    null = "n" in opts
    o = ops_of(insn)
    if base in ("bv", "bve"):
        return Flow("ret", None, None, 1, "always" if null else None)
    if base == "b":
        # b,l target,rp: a call; b,l target,r0: a branch.
        if o and o[-1] in ("rp", "r2", "r31"):
            return Flow("call", None, None, 1, "always" if null else None)
        return goto(o[0], 1, "always" if null else None)
    if base in ("cmpb", "cmpib", "addib", "addb", "bb", "movb", "movib"):
        return branch(o[-1], None, 1, "hppa" if null else None)
    if base in ("cmpclr", "cmpiclr") or \
            (opts and opts[0] not in ("u", "s", "l", "b", "c", "ma", "mb",
                                      "z", "n")):
        # A condition on an arithmetic or compare-and-clear: it may
        # nullify the next instruction ("tr": always).
        if opts[-1] == "tr":
            return Flow("nullnext", None, "always")
        return Flow("nullnext")
    return NEXT


# What each ISA's branches are, and which instructions change the flags
# their conditions read.
FLOW = {
    "power": (power_flow, power_sets_flags),
    "arm64": (arm64_flow, arm64_sets_flags),
    "riscv": (riscv_flow, None),
    "x86": (x86_flow, x86_sets_flags),
    "s390": (s390_flow, s390_sets_cc),
    "sparc": (sparc_flow, sparc_sets_flags),
    "mips": (mips_flow, None),
    "loongarch": (loongarch_flow, None),
    "arm": (None, arm_sets_flags),
    "xtensa": (xtensa_flow, None),
    "alpha": (alpha_flow, None),
    "m68k": (m68k_flow, m68k_sets_flags),
    "sh4": (sh4_flow, sh4_sets_flags),
    "hppa": (hppa_flow, None),
}


def decide(facts, cond):
    """True, False, or None (not known on this path)."""
    if cond is None:
        return None
    dom, name, rs = cond
    if dom == "cc":
        poss = facts.get(("cc",), 15)
        if poss & name == poss:
            return True
        if poss & name == 0:
            return False
        return None
    if (dom, name, rs) in facts:
        return facts[(dom, name, rs)]
    src = facts.get(("src",))
    if dom == "flags" and name in ("eq", "ne", "e") and src and \
            ("regs", "eq", src) in facts:
        return facts[("regs", "eq", src)] == (name != "ne")
    if name in NEG and (dom, NEG[name], rs) in facts:
        return not facts[(dom, NEG[name], rs)]
    return None


def learn(facts, cond, value):
    if cond is None:
        return facts
    facts = dict(facts)
    dom, name, rs = cond
    if dom == "cc":
        poss = facts.get(("cc",), 15)
        facts[("cc",)] = poss & name if value else poss & ~name & 15
    else:
        facts[(dom, name, rs)] = value
        src = facts.get(("src",))
        if dom == "flags" and name in ("eq", "ne", "e") and src:
            # What the compare found, kept on its operands: it holds
            # until one of them is written, whatever sets the flags.
            facts[("regs", "eq", src)] = value == (name != "ne")
    return facts


def compare_operands(isa_name, insn):
    """A compare's operands, in either order (an equality holds both
    ways), or None for any other instruction."""
    m = insn.split(" ", 1)[0]
    if (isa_name in ("arm64", "arm") and m in ("cmp", "cmp.w")) or \
            (isa_name == "x86" and re.match(r"cmp[bwlq]?$", m)) or \
            (isa_name == "power" and re.match(r"cmp[l]?[wd]i?$", m)):
        o = ops_of(insn)
        if isa_name == "x86":
            o = ops_of(x86_regs(insn))
        if isa_name == "arm64":
            # cmp w1, w4, uxtb: w4 as a byte, which it is where an
            # exclusive byte load (ldxrb, zero-extending) wrote it.
            o = [arm64_reg(r) for r in o if not re.match(r"uxt[bh]$", r)]
        return tuple(sorted(o))
    return None


def arm64_written(insn):
    """The registers an AArch64 instruction may write, as text: its
    first operand (Rd, or a store-exclusive's status); every register
    it names where that is not all (a pair, an LSE atomic's Rs and Rt,
    a base written back)."""
    m = insn.split(" ", 1)[0]
    text = insn.split(" ", 1)[1] if " " in insn else ""
    text = re.sub(r"\b[wx](\d+)\b", r"r\1", text)
    if re.match(r"(ld|cas|swp)", m) and text.count("[") and \
            text.split("[")[0].count(",") > 1 or "!" in text or \
            re.search(r"\], #", text) or m.startswith("cas") or \
            m.startswith("swp") or re.match(r"ld(add|clr|set|eor|s|u)", m):
        return text
    return text.split(",")[0]


def mentions(text, r):
    return not re.match(r"#?-?\d", r) and \
        re.search(r"(?<![\w$%%])%s(?!\w)" % re.escape(r), text)


def x86_regs(text):
    """x86 registers by what they are, not their width: %rax, %eax,
    %ax and %al all %ax; %r8d %r8."""
    text = re.sub(r"%[re]?([abcd])[xl]\b", r"%\1x", text)
    text = re.sub(r"%[re]?(si|di|sp|bp)l?\b", r"%\1", text)
    return re.sub(r"%(r\d+)[dwb]?\b", r"%\1", text)


def written(isa_name, insn):
    """The text naming the registers an instruction may write: where the
    ISA's destination is known (AArch64, 32-bit Arm, POWER, x86), that
    operand alone, nothing for a compare or a plain store; elsewhere
    every register it names."""
    m = insn.split(" ", 1)[0]
    text = insn.split(" ", 1)[1] if " " in insn else ""
    base = re.sub(r"\.[nw]$", "", m)
    if isa_name in ("arm64", "arm") and \
            re.match(r"(cmp|cmn|tst|teq|ccmp|ccmn)(%s)?$" % ARM_CONDS, base):
        return ""
    if isa_name == "arm64":
        return arm64_written(insn)
    if isa_name == "arm":
        if re.match(r"(ldm|pop|push|stm)", base) or "!" in text or \
                re.search(r"\], #", text):
            return text
        if base.startswith("ldr") or re.match(r"[us]m(ull|lal)", base):
            # ldrd, ldrexd and the long multiplies write two.
            return text.split("[")[0]
        return text.split(",")[0]
    if isa_name == "power":
        if re.match(r"(cmp|tw|td|st|b|sync|lwsync|isync|hwsync|eieio|dcb)",
                    m):
            return ""
        return text.split(",")[0]
    if isa_name == "x86":
        text = x86_regs(text)
        if re.match(r"(cmp|test)[bwlq]?$", m):
            return ""
        if m in ("lock", "xchg") or m.startswith("cmpxchg") or \
                m.startswith("xadd"):
            # cmpxchg writes the accumulator (and cmpxchg8b/16b %edx)
            # without naming it.
            return text + " %ax %dx"
        if re.match(r"(c[lq]t[dqo]|cwtl|cltq|mul|imul|div|idiv)", m):
            return text + " %ax %dx"
        return text.rsplit(",", 1)[-1]
    if isa_name == "loongarch":
        # LoongArch: an instruction writes its first operand, rd
        # (LoongArch Reference Manual vol. 1 §2.2: rd is the destination
        # of every format that has one; an LL/SC's status and an AM*
        # atomic's old value too), but a store (st.*, stx.*, stptr.*,
        # whose rd is the value stored) and a barrier.
        if re.match(r"(st|dbar|ibar)", m):
            return ""
        return text.split(",")[0]
    if isa_name == "alpha":
        # Alpha: an operate instruction writes its last operand, a load
        # (or a store-conditional's status) its first.
        if re.match(r"(ld|st[lq]_c)", m):
            return text.split(",")[0]
        if re.match(r"(st|b|mb|wmb|ret|unop|nop)", m):
            return ""
        return text.rsplit(",", 1)[-1]
    return text


def zero_to(isa_name, insn, reg):
    """The register an instruction leaves at zero when @reg held zero:
    Alpha's and, zapnot, shifts and byte extracts of it (the compiler
    narrows a comparison's result, or a store-conditional's status,
    before testing it again); None for any other."""
    m = re.match(r"(and|zapnot|extbl|extwl|extll|sll|srl|sra) (\S+),[^,]+,"
                 r"(\S+)$", insn)
    if isa_name == "alpha" and m and m.group(2) == reg:
        return m.group(3)
    return None


def copied(isa_name, insn):
    """The destination and the source of a register copy (LoongArch's
    move, or rd, rj, $zero), or None: what was known of the source
    holds of the copy."""
    m = re.match(r"(?:move (\S+), (\S+)|or (\S+), (\S+), \$zero)$", insn)
    if isa_name != "loongarch" or not m:
        return None
    rd, rs = (m.group(1), m.group(2)) if m.group(1) else \
        (m.group(3), m.group(4))
    return None if rd == rs else (rd, rs)


def forget(facts, insn, sets_flags, isa_name):
    """The facts an instruction leaves standing: none on the flags if it
    sets them (but equality, where it compares the same two operands
    again: the compiler tests one comparison twice, swapped); none on a
    register it names (it writes, where that is known); a register
    copy's destination learns what was known of its source."""
    text = written(isa_name, insn)
    flag_set = sets_flags(insn) if sets_flags else False
    src = facts.get(("src",))
    new_src = compare_operands(isa_name, insn) if flag_set else src
    if not flag_set and src and any(mentions(text, r) for r in src):
        new_src = None
    out = {}
    zeros = []
    for k, v in facts.items():
        if k == ("src",):
            continue
        if k[0] in ("flags", "cc"):
            if flag_set and not (src and new_src == src and
                                 k[1] in ("eq", "ne", "e")):
                continue
        if k[0] == "regs" and k[1] == "eq" and len(k[2]) == 1 and v and \
                zero_to(isa_name, insn, k[2][0]):
            zeros.append(zero_to(isa_name, insn, k[2][0]))
        if k[0] == "regs" and any(mentions(text, r) for r in k[2]):
            continue
        out[k] = v
    for r in zeros:
        out[("regs", "eq", (r,))] = True
    copy = copied(isa_name, insn)
    if copy:
        rd, rs = copy
        for k, v in list(out.items()):
            if k[0] == "regs" and rs in k[2]:
                out[regs(k[1], *[rd if r == rs else r for r in k[2]])] = v
    if new_src:
        out[("src",)] = new_src
    return out


MAX_PATHS = 20000


class Unresolved(Exception):
    """A function whose branch targets the golden file does not hold."""


def cond_exits(toks):
    """A conditional update's instructions in layout order, with the
    fences after its last access read once: the compiler may copy them
    onto each of the loop's two exits (the stored one and the failed
    one).  Of a run at the end that repeats, one copy is read."""
    for k in range(len(toks) // 2, 0, -1):
        if toks[-k:] == toks[-2 * k:-k]:
            return toks[:-k]
    return toks


def paths(isa, insns, toks, keep_retries):
    """Every path of a function: its instructions (insns), the tokens
    of each (toks, a list per instruction), from entry to each exit.
    Returns each path's tokens, a list a path; raises ValueError past
    MAX_PATHS, Unresolved where a branch target is not in the file."""
    flow_of, sets_flags = FLOW[isa.family]
    n = len(insns)
    flows = []
    for i, insn in enumerate(insns):
        if isa.family == "arm":
            flows.append(arm_flow(insn, bool(toks[i])))
        else:
            flows.append(flow_of(insn))
    for i, f in enumerate(flows):
        if f.kind in ("cond", "jump") and f.target == i:
            # A branch to itself: a target the golden file does not
            # hold (a relocation against a local label, which
            # tests/asm/normalise.awk drops; MIPS o32 Release 6).
            raise Unresolved(insns[i])
    out = []

    def finish(s):
        out.append(s)
        if len(out) > MAX_PATHS:
            raise ValueError("more than %d paths" % MAX_PATHS)

    # A path state: pc, visits per instruction, the mark (token count)
    # at each instruction's latest visit, facts, tokens, and whether
    # the instruction at pc is nullified.
    stack = [(0, {}, {}, {}, [], False)]
    while stack:
        pc, visits, marks, facts, seq, skip = stack.pop()
        if pc >= n or pc < 0:
            finish(seq)
            continue
        if visits.get(pc, 0) >= 2:
            continue
        visits = dict(visits)
        visits[pc] = visits.get(pc, 0) + 1
        marks = dict(marks)
        marks[pc] = len(seq)
        insn = insns[pc]
        if skip:
            stack.append((pc + 1, visits, marks, facts, seq, False))
            continue
        f = flows[pc]
        facts2 = facts if f.kind in ("cond", "cret", "jump") else \
            forget(facts, insn, sets_flags, isa.family)

        def go(to, fs, s, nullify=False):
            m = marks
            if to in marks and not keep_retries:
                # A back edge: the attempt it abandons leaves the path,
                # and so do the marks of what it ran.
                s = s[:marks[to]]
                m = {k: v for k, v in marks.items() if v <= marks[to]}
            stack.append((to, visits, m, fs, s, nullify))

        def slot(run, fs, s):
            """The delay slot's instruction, where it runs."""
            if f.delay and run and pc + 1 < n:
                s = s + toks[pc + 1]
                fs = forget(fs, insns[pc + 1], sets_flags, isa.family)
            return fs, s

        kind = f.kind
        if kind == "call":
            # What the callee does to the registers and flags is not
            # read here: the path knows nothing after it.
            facts2 = {}
        if kind == "next" or kind == "call":
            fs, s = facts2, seq + toks[pc]
            if kind == "call" and f.delay:
                fs, s = slot(f.annul is None, fs, seq)
                s = s + toks[pc]
                go(pc + 1 + f.delay, fs, s)
            else:
                go(pc + 1, fs, s)
            continue
        if kind == "nullnext":
            s = seq + toks[pc]
            if f.cond != "always":
                stack.append((pc + 1, visits, marks, facts2, s, False))
            stack.append((pc + 1, visits, marks, facts2, s, True))
            continue
        known = decide(facts, f.cond)
        if kind == "condexec":
            if known is not False:
                go(pc + 1, learn(facts2, f.cond, True), seq + toks[pc])
            if known is not True:
                go(pc + 1, learn(facts, f.cond, False), seq)
            continue
        seq = seq + toks[pc]
        after = pc + 1 + f.delay
        if kind == "ret":
            fs, s = slot(f.annul is None, facts2, seq)
            finish(s)
            continue
        if kind == "cret":
            if known is not False:
                finish(seq)
            if known is not True:
                go(pc + 1, learn(facts2, f.cond, False), seq)
            continue
        if kind == "jump":
            fs, s = slot(f.annul is None, facts2, seq)
            go(f.target, fs, s)
            continue
        # A conditional branch.
        back = f.target is not None and f.target <= pc
        if known is not False:
            run = f.annul is None or f.annul == "taken" or \
                (f.annul == "hppa" and back)
            fs, s = slot(run, learn(facts2, f.cond, True), seq)
            go(f.target if f.target is not None else n, fs, s)
        if known is not True:
            run = f.annul is None or (f.annul == "hppa" and not back)
            fs, s = slot(run, learn(facts2, f.cond, False), seq)
            go(after, fs, s)
    return out


# Each classifier's ISA family, for its branches.
FAMILY = {power_classify: "power", arm64_classify: "arm64",
          riscv_classify: "riscv", x86_classify: "x86",
          s390_classify: "s390", sparc_classify: "sparc",
          mips_classify: "mips", loongarch_classify: "loongarch",
          arm_classify: "arm", xtensa_classify: "xtensa",
          alpha_classify: "alpha", m68k_classify: "m68k",
          sh4_classify: "sh4", hppa_classify: "hppa"}
for _isa in set(DEFCONFIG_ISA.values()):
    _isa.family = FAMILY[_isa.classify]

# The defconfigs without a table, each with the reason it has none.
NO_TABLE = {}


# ---- The check ----

# A compare-and-swap's failure order, by the function's order
# (tests/asm/matrix.h: the strongest failure order each success order
# allows, Documentation/ordering.md §3).
FAIL_ORDER = {"relaxed": "relaxed", "consume": "consume",
              "acquire": "acquire", "release": "relaxed",
              "acq_rel": "acquire", "seq_cst": "seq_cst",
              "seq_cst_fence_sc": "seq_cst",
              "seq_cst_fence": "seq_cst_fence"}

# Tokens of an instruction that compares and may fail without storing
# (a failing compare-and-swap reads only): what a conditional update's
# not-stored path may hold besides reads and fences.
MAY_FAIL = {"LOCK", "CS", "CAS", "KCAS", "A", "AA", "AL", "AAL", "SYNC",
            "GUSA"}


def failure_rows(isa, op, mo):
    """The rows a path that reads and does not store is held to: a
    compare-and-swap's failure, a load at its failure order
    (Documentation/ordering.md §3): the load rows at that order, and the
    compare-and-swap rows at it and at the function's own order (whose
    fences before the attempt are laid before the outcome is known), each
    without its store-conditional (a failure path has none: the
    comparison branched round it).  A double-width one on an ISA whose
    pair is single-copy atomic only once a store-exclusive succeeds
    (isa.dword_writeback: arm64, Arm ARM B2.2.1) has the write-back (WB) in its
    place: the write-back of the value read.  The weak form may fail by
    its store-conditional failing (spuriously): there the store-conditional
    is on the failure path, having written nothing."""
    fail = FAIL_ORDER.get(mo, mo)
    out = [(r[0], r[1], r[2], "failure at %s: load %s" % (fail, r[3]))
           for r in isa.rows.get(("load", fail), [])
           if not (op in DWORD_OPS and isa.dword_writeback)]
    for order in (fail, mo):
        for r in isa.rows.get(("cmpxchg", order), []):
            pat = r[2]
            for t in sorted(isa.sc, key=len, reverse=True):
                if op in DWORD_OPS and isa.dword_writeback:
                    pat = re.sub(r"\b%s\b" % t, "WB", pat)
                elif op == "try_cmpxchg_weak":
                    pat = re.sub(r" \b%s\b" % t, "( %s_)?" % t, pat)
                else:
                    # A store-conditional the row already makes optional
                    # (an earlier attempt's) stays as it is.
                    pat = re.sub(r" ?\b%s\b(?!\)\?)" % t, "", pat)
            pat = pat.replace("_", "")
            out.append((re.compile(pat + "$"), r[1], pat,
                        "failure at %s: %s" % (fail, r[3])))
    return out


def failure_hits(isa, op, mo, toks):
    """Whether a path that does not store matches a failure row, its
    guess load (the plain load a loop on the compare-and-swap starts
    with, success_hits) left out or not."""
    frows = failure_rows(isa, op, mo)
    texts = [" ".join(toks)]
    if "L" in toks[1:] or (toks[:1] == ["L"] and len(toks) > 1):
        i = toks.index("L")
        texts.append(" ".join(toks[:i] + toks[i + 1:]))
    return frows, any(r[0].match(t) for r in frows for t in texts)


def not_stored(isa, toks):
    """A conditional update's path that does not store: reads and
    fences, compare-and-swaps that failed, at least one read (the
    contract's relaxed read, Documentation/contract.md §2)."""
    acc = [t for t in toks if t in isa.access]
    if not any(t.startswith("L") for t in isa.access):
        # No load token at all (SH-4's skeleton is its gUSA regions):
        # a path without a region stores nothing.
        return not acc
    return bool(acc) and all(t.startswith("L") or t in MAY_FAIL
                             for t in acc) and \
        any(t.startswith("L") or t in MAY_FAIL for t in acc)


def cond_reads(isa, toks):
    """A spin-wait's instructions without its pause: what orders nothing
    (a hint such as RISC-V's pause, which reads as a FENCE with an empty
    successor set) and the exclusive load by which arm64 arms its monitor
    before WFE (Arm ARM D1.6.1), where no store-exclusive follows and the
    wait reads with another load: a read whose value only decides whether
    to sleep.  (ARMv6's 8-byte load is an ldrexd by itself: its read.)"""
    if not any(t.startswith("SX") for t in toks) and \
            any(t in isa.access and t != "LX" for t in toks):
        toks = [t for t in toks if t != "LX"]
    toks = [t for t in toks if t in isa.access or isa.before.get(t) or
            isa.after.get(t)]
    # The reads that failed order nothing (Documentation/contract.md §3,
    # as Linux's smp_cond_load_acquire()): the read that ends the wait is
    # held to the load's row, with what precedes the first read (the
    # barrier before it is before every read in program order) and what
    # follows the last; the reads and pauses between are left out.
    reads = [i for i, t in enumerate(toks) if t in isa.access]
    if len(reads) > 1:
        toks = toks[:reads[0]] + toks[reads[-1]:]
    return toks


def read_functions(path):
    """The functions of a normalised disassembly, in order, each as its
    lines: instructions, and after an instruction its relocations as
    "-> SYMBOL".  A function the compiler folded into an identical one
    (its body a tail call of another uat_ function: x86_64_debug's jmp,
    sparc64's call in the delay slot of restore) is that function's
    lines."""
    funcs = {}
    order = []
    calls = {}
    cur = None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if re.match(r"^[a-z_0-9]+:$", line):
                cur = line[:-1]
                funcs[cur] = []
                order.append(cur)
            elif cur and re.match(r"^\$L\d+:$", line):
                # A local label kept as a symbol (MIPS o32): the
                # normaliser numbers the branch targets after it from it.
                funcs[cur].append("$SEG")
            elif cur and line.startswith("\t\t->"):
                # A relocation: kept as "-> SYMBOL" after its instruction
                # (no classifier reads it as one).
                m = re.search(r"\s(uat_[a-z_0-9]+)$", line)
                if m:
                    calls.setdefault(cur, []).append(m.group(1))
                funcs[cur].append("-> " + line.split()[-1])
            elif cur and line.startswith("\t"):
                funcs[cur].append(line.strip())
    for fn, targets in calls.items():
        body = [i for i in funcs[fn]
                if not re.match(r"(save|restore|nop|ret|return|->)", i)]
        if len(targets) == 1 and len(body) == 1 and \
                re.match(r"(jmp|call|b|j)\b", body[0]) and \
                targets[0] in funcs and targets[0] not in calls:
            funcs[fn] = funcs[targets[0]]
    return order, funcs


def instructions(isa, lines):
    """A function's instructions (the index a branch target names) and
    each one's tokens, its relocations' tokens with it (PA-RISC's call of
    a __sync helper)."""
    insns, toks = [], []
    if "$SEG" in lines:
        raise Unresolved("a local label kept as a symbol")
    for i, line in enumerate(lines):
        t = isa.classify(line, i, lines) if isa.positional else \
            isa.classify(line)
        t = t.split() if t else []
        if line.startswith("-> "):
            if toks:
                toks[-1] = toks[-1] + t
            continue
        insns.append(line)
        toks.append(t)
    if isa.dword_writeback:
        toks = arm64_writebacks(insns, toks)
    return insns, toks


def read_exceptions(path, defconfig):
    """The "map:" entries of tests/asm/exceptions for @defconfig:
    (function regex, reason) each."""
    out = []
    if not path:
        return out
    with open(path) as f:
        for line in f:
            if line.startswith("#"):
                continue
            w = line.split(None, 2)
            if len(w) < 3 or not w[1].startswith("map:"):
                continue
            if re.fullmatch(w[0], defconfig):
                out.append((re.compile(w[1][4:] + "$"), w[2].strip()))
    return out


def abandoned_reads(toks):
    """A path's sequence without the exclusive loads that another one
    follows directly: an attempt its comparison abandoned before the
    store-conditional, on a path that tries again by a forward branch (a
    loop laid out twice).  Its read returns nothing; what it orders adds
    to the attempt after it, never takes away."""
    return [t for i, t in enumerate(toks)
            if not (t.startswith("LX") and i + 1 < len(toks) and
                    toks[i + 1].startswith("LX"))]


def success_hits(rows, top, toks):
    """The rows a path's sequence matches.  The table's loop on the
    cmpxchg (<generic/uatomic-cas-loop.h>) reads the operand first, a
    plain load whose value is only the guess that the loop's own read
    checks: it orders nothing and needs nothing, so the rest must be a
    proven mapping of the operation (the cheapest, if the sequence is to
    count as that)."""
    toks = abandoned_reads(toks)
    text = " ".join(toks)
    hit = [r for r in rows if r[0].match(text)]
    if (not hit or hit[0] is not rows[0]) and top == "rmw" and \
            "L" in toks:
        i = toks.index("L")
        rest = " ".join(toks[:i] + toks[i + 1:])
        guessed = [r for r in rows if r[0].match(rest)]
        if guessed and (not hit or guessed[0] is rows[0]):
            hit = guessed
    return hit


def check(defconfig, path, exceptions_path, minimality=True):
    isa = DEFCONFIG_ISA.get(defconfig)
    if isa is None:
        reason = NO_TABLE.get(defconfig)
        if reason:
            print("SKIP: mapping check of %s: %s" % (defconfig, reason))
            return 0
        print("FAIL: mapping check of %s: no mapping table for it in"
              " tests/asm/mapping.py (DEFCONFIG_ISA), nor a reason for"
              " none (NO_TABLE)" % defconfig)
        return 1
    excs = read_exceptions(exceptions_path, defconfig)
    order, funcs = read_functions(path)
    fails = []
    excused = 0
    npaths = 0
    unjudged = 0
    ndistinct = 0
    linear = 0
    skel = {}
    for fn in order:
        key = split_name(fn)
        if key is None:
            fails.append("%s: not a function of tests/asm/ops.c" % fn)
            continue
        top, op, size, mo = key
        rows = isa.rows.get((top, mo))
        if not rows:
            fails.append("%s: no row for %s %s in the %s table"
                         % (fn, top, mo, isa.name))
            continue
        try:
            insns, toks = instructions(isa, funcs[fn])
            seqs = paths(isa, insns, toks, op in WAIT_OPS)
        except ValueError as e:
            fails.append("%s: %s: too many to check" % (fn, e))
            continue
        except Unresolved:
            # Its instructions in layout order, one sequence, as the
            # check read every function before it followed paths.
            insns, toks = instructions(
                isa, [x for x in funcs[fn] if x != "$SEG"])
            seqs = [[t for ts in toks for t in ts]]
            if op in COND_OPS:
                seqs = [cond_exits(seqs[0])]
            linear += 1
        if not seqs:
            fails.append("%s: no path reaches a return" % fn)
            continue
        npaths += len(seqs)
        # Each distinct sequence once, numbered in the order met.
        seen = {}
        for s in seqs:
            seen.setdefault(tuple(cond_reads(isa, s) if op in WAIT_OPS
                                  else s), len(seen) + 1)
        ndistinct += len(seen)
        stored = []
        for seq, num in seen.items():
            seq = list(seq)
            text = " ".join(seq)
            hit = success_hits(rows, top, seq)
            if hit:
                stored.append(seq)
                if hit[0] is not rows[0] and minimality:
                    if any(e[0].match(fn[4:]) for e in excs):
                        excused += 1
                    else:
                        fails.append(
                            "%s: path '%s' is correct (%s) but not the"
                            " cheapest mapping '%s' [%s], and"
                            " tests/asm/exceptions has no map: entry"
                            % (fn, text, hit[0][3], rows[0][2],
                               rows[0][3]))
                continue
            if top in ("rmw", "around") and op not in COND_OPS and \
                    all(t.startswith("L") for t in seq if t in isa.access):
                # A read-modify-write stores on every path it returns
                # by (Documentation/contract.md), so a path that only
                # reads is one this reading cannot rule out and the code
                # never takes: the exit of a loop on a sub-word
                # compare-and-swap after a mismatch, by an exit test
                # that compares copies of the values again.  Counted,
                # not held to a row; that every path stores is the
                # functional tests' to show.
                unjudged += 1
                continue
            if top == "cmpxchg":
                frows, ok = failure_hits(isa, op, mo, seq)
                if ok:
                    continue
                fails.append("%s: path '%s' matches no proven mapping of"
                             " %s %s (%s), nor its failure (%s)"
                             % (fn, text, top, mo,
                                "; ".join("'%s'" % r[2] for r in rows),
                                "; ".join("'%s'" % r[2] for r in frows)))
                continue
            if op in COND_OPS and not_stored(isa, seq):
                continue
            fails.append("%s: path '%s' matches no proven mapping of %s %s"
                         " (%s)" % (fn, text, top, mo,
                                    "; ".join("'%s'" % r[2]
                                              for r in rows)))
        if not stored and not any(f.startswith(fn + ":") for f in fails):
            fails.append("%s: no path matches a proven mapping of %s %s"
                         " (its paths: %s)"
                         % (fn, top, mo, "; ".join(
                             "'%s'" % " ".join(s) for s in seen)))
        # Monotonicity reads the paths that complete the operation (all
        # of them where none does: a function failing already).
        skel[fn] = (key, stored or [list(x) for x in seen])
    # Monotonicity, per operation and size: the least a function's
    # completing paths order before and after, against the weaker
    # order's.
    by = {}
    for fn, (key, stored) in skel.items():
        ranks = [rank(isa, s) for s in stored]
        least = min(range(len(stored)), key=lambda i: ranks[i])
        by[(key[1], key[2], key[3])] = (
            fn, min(r[0] for r in ranks), min(r[1] for r in ranks),
            " ".join(stored[least]))
    for (weak, strong) in CHAIN:
        for (op, size, mo), (fn_s, bs, as_, text_s) in sorted(by.items()):
            if mo != strong or (op, size, weak) not in by:
                continue
            fn_w, bw, aw, text_w = by[(op, size, weak)]
            for pos, w, s in (("before", bw, bs), ("after", aw, as_)):
                if s < w:
                    fails.append(
                        "%s: orders less %s its access ('%s', rank %d)"
                        " than the weaker %s ('%s', rank %d)"
                        % (fn_s, pos, text_s, s, fn_w, text_w, w))
    if linear:
        print("SKIP: mapping check of %s, path by path, of %d of its %d"
              " functions: branches whose targets its golden file does not"
              " hold (relocations against local labels, dropped by"
              " tests/asm/normalise.awk); each read in layout order"
              " instead" % (defconfig, linear, len(order)))
    for f in fails:
        print("FAIL: mapping check of %s: %s" % (defconfig, f))
    if not fails:
        print("PASS: mapping check of %s: %d functions, %d paths from"
              " entry to each return (%d distinct sequences), match the"
              " %s table (Documentation/ordering.md), %d by an excused"
              " costlier mapping, %d read-only paths of read-modify-writes"
              " (infeasible loop exits) not judged; stronger orders never"
              " order less"
              % (defconfig, len(order), npaths, ndistinct, isa.name,
                 excused, unjudged))
    return 1 if fails else 0


def main(argv):
    exc = None
    minimality = True
    args = argv[1:]
    while args and args[0].startswith("--"):
        if args[0] == "--exceptions" and len(args) > 1:
            exc = args[1]
            args = args[2:]
        elif args[0] == "--no-minimality":
            minimality = False
            args = args[1:]
        else:
            args = []
    if len(args) != 2:
        sys.stderr.write("usage: mapping.py [--exceptions FILE]"
                         " [--no-minimality] DEFCONFIG FILE.asm\n")
        return 2
    return check(args[0], args[1], exc, minimality)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
