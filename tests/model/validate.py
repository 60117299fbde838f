#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/model/validate.py - the validation suite of the memory-model
# checker (tests/model/model.py): the classic litmus shapes, with and
# without fences, annotations and dependencies, each with its published
# verdict for RVWMO or Armv8; every verdict must be reproduced before the
# checker is trusted with our own sequences (tests/model/contract.py).
#
#   validate.py [--model rvwmo|armv8|tso|power|sc] [--break MODEL:PART]
#
# RVWMO rules 1, 2 and 8 have no test of their own, and can have none:
# with the coherence axiom, fr and co in the global memory order imply
# them (a load before a store to its address is fr-before it, two loads
# of one address that read different writes are fr;rfe-ordered, an LR
# is fr-before its SC; a store before a store is co-before it).
#
# --break drops one part of a model or adds a wrong one (an RVWMO ppo
# rule number, 12+13, rsw: rule 2 without its exception, rcpc: rule 7
# for plain aq/rl, amo: an AMO as two operations; an Armv8 ob
# component: obs, dob, aob, bob, pob, lrs: dob's (addr|data);lrs, rfi:
# rfi in ob, noret: acquire and dmb ishld for a read with no result;
# an x86-TSO ghb component:
# ppo, mfence, lock, com; a part of the Power model: ppo, cumulativity,
# strong, propagation, observation, thinair; of sequential consistency:
# po, com) to show that the suite can fail: the run must then report
# failed verdicts.
#
# Sources of the verdicts (tag in each test's last field):
#   [RVM]  RISC-V unprivileged ISA manual, appendix "RVWMO Explanatory
#          Material", the litmus tests of its preserved-program-order
#          rules, and the herd results of the litmus-tests-riscv
#          catalogue (github.com/litmus-tests/litmus-tests-riscv) the
#          appendix refers to;
#   [P18]  Pulte, Flur, Deacon, French, Sarkar, Sewell, "Simplifying ARM
#          concurrency", POPL 2018 (MP, SB, LB, WRC, IRIW with and
#          without barriers and dependencies; Armv8 other-multi-copy
#          atomic), and the herd aarch64 catalogue
#          (diy.inria.fr/cats7/model-aarch64);
#   [ARM]  Arm ARM (DDI 0487) B2.3: Load-Acquire and Store-Release are
#          RCsc (a store-release before a load-acquire is ordered),
#          Load-AcquirePC (ldapr) is not; the write of an atomic
#          instruction with both acquire and release semantics is
#          barrier-ordered-before every later access (the herd aarch64
#          model: [range([A];amo;[L])]; po), an exclusive pair's is not;
#   [LTR]  the litmus-tests-riscv catalogue (github.com/litmus-tests/
#          litmus-tests-riscv, tests/non-mixed-size), the test of that
#          name, with herd's riscv.cat verdict (tests/model/crossval.py
#          runs it under herd7 too);
#   [H7C]  herdtools7's AArch64 catalogues (github.com/herd/herdtools7,
#          catalogue/aarch64 and aarch64-cas, kinds.txt), the test of
#          that name (tests/model/published/);
#   [AX]   worked by hand from the axioms: LB through an RMW whose write
#          is fenced before the store the other thread reads (the cycle
#          closes through coherence: the RMW's write is coherence-after
#          the write its read took; no test isolates RVWMO ppo rule 8 or
#          Armv8 aob, which a read's po-loc order to its own write or
#          coherence already imply in these shapes);
#   [SDM]  Intel SDM vol. 3A §9.2.3, the examples of the x86 memory
#          ordering principles (MP, LB forbidden; SB allowed; WRC, IRIW
#          forbidden; locked instructions order SB), and Owens, Sarkar,
#          Sewell, "A better x86 memory model: x86-TSO", TPHOLs 2009 (its
#          n6 test, allowed: a store read early from the buffer);
#   [S11]  Sarkar, Sewell, Alglave, Maranget, Williams, "Understanding
#          POWER multiprocessors", PLDI 2011, and Maranget, Sarkar,
#          Sewell, "A tutorial introduction to the ARM and POWER relaxed
#          memory models" (2012), with the POWER test families of their
#          catalogue (ppcmem, herd): the verdicts of MP, SB, LB, R, S,
#          2+2W, WRC, ISA2 and IRIW with sync, lwsync, dependencies and
#          ctrl+isync (R+lwsync+sync, SB+lwsyncs, IRIW+lwsyncs, WRC+addrs
#          allowed; R+syncs, 2+2W+lwsyncs, WRC+lwsync+addr,
#          ISA2+lwsync+data+addr, IRIW+syncs forbidden), which Alglave,
#          Maranget, Tautschnig, "Herding cats", TOPLAS 2014 reproduce
#          with the model checked here;
#   [HC]   "Herding cats" §6 (Power): isync orders nothing without a
#          control dependency before it (ctrl+isync is in ppo, isync
#          alone is no fence);
#   [CAT]  herd's Power model (ppc.cat, the formalisation of "Herding
#          cats") worked by hand: eieio orders stores before stores,
#          cumulatively (a light fence), and nothing else (Power ISA
#          Book II §1.7.1);
#   [L79]  Lamport, "How to make a multiprocessor computer that correctly
#          executes multiprocess programs", IEEE Trans. Computers, 1979:
#          sequential consistency, every execution an interleaving of
#          the threads in program order (the model of one hart and its
#          trap handlers): each outcome above that no interleaving gives
#          is forbidden, a non-atomic increment may lose one;
#   [COH]  coherence (per-location SC) and atomicity, axioms common to
#          every model: forbidden everywhere.
import sys
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import Ld, St, Fence, Rmw, Branch, Litmus, check, describe  # noqa


def A(tag):
    return "allowed" if tag else "forbidden"


def rv_f(p, s):
    return [Fence(p + "." + s)]


def arm_f(k):
    return [Fence(k)]


def mp(w_mid, r_mid, r2=None, w2=None):
    """T0: x=1; w_mid; y=1 || T1: r0=y; r_mid; r1=x; r0=1 && r1=0."""
    w2 = w2 or St("y", 1)
    r2 = r2 or Ld("x", "r1")
    return [[St("x", 1)] + w_mid + [w2],
            [Ld("y", "r0")] + r_mid + [r2]], {"1:r0": 1, "1:r1": 0}


def sb(mid0, mid1, w0=None, r0=None, w1=None, r1=None):
    return [[w0 or St("x", 1)] + mid0 + [r0 or Ld("y", "r0")],
            [w1 or St("y", 1)] + mid1 + [r1 or Ld("x", "r1")]], \
        {"0:r0": 0, "1:r1": 0}


def lb(t0, t1):
    """LB: T0: r0=x; ...; y=1 || T1: r1=y; ...; x=1; r0=1 && r1=1."""
    return [t0, t1], {"0:r0": 1, "1:r1": 1}


def r_shape(mid0, mid1, w0y=None, w1y=None, r1=None):
    """R: T0: x=1; y=1 || T1: y=2; r0=x; y==2 && r0==0."""
    return [[St("x", 1)] + mid0 + [w0y or St("y", 1)],
            [w1y or St("y", 2)] + mid1 + [r1 or Ld("x", "r0")]], \
        {"[y]": 2, "1:r0": 0}


def s_shape(mid0, t1):
    """S: T0: x=2; y=1 || T1: r0=y; x=1; r0==1 && x==2."""
    return [[St("x", 2)] + mid0 + [St("y", 1)], t1], \
        {"1:r0": 1, "[x]": 2}


def w2(mid0, mid1):
    """2+2W: T0: x=1; y=2 || T1: y=1; x=2; x==1 && y==1."""
    return [[St("x", 1)] + mid0 + [St("y", 2)],
            [St("y", 1)] + mid1 + [St("x", 2)]], {"[x]": 1, "[y]": 1}


def wrc(t1, t2):
    """WRC: T0: x=1 || T1: r0=x; y=1 || T2: r1=y; r2=x."""
    return [[St("x", 1)], t1, t2], {"1:r0": 1, "2:r1": 1, "2:r2": 0}


def iriw(t1, t3):
    """IRIW: x=1 || r0=x; r1=y || y=1 || r2=y; r3=x."""
    return [[St("x", 1)], t1, [St("y", 1)], t3], \
        {"1:r0": 1, "1:r1": 0, "3:r2": 1, "3:r3": 0}


def isa2(t0mid, t1, t2):
    """ISA2: x=1; y=1 || r0=y; z=1 || r1=z; r2=x."""
    return [[St("x", 1)] + t0mid + [St("y", 1)], t1, t2], \
        {"1:r0": 1, "2:r1": 1, "2:r2": 0}


def corr():
    return [[St("x", 1)], [Ld("x", "r0"), Ld("x", "r1")]], \
        {"1:r0": 1, "1:r1": 0}


def cowr():
    return [[St("x", 1), Ld("x", "r0")], [St("x", 2)]], \
        {"0:r0": 2, "[x]": 1}


def corw():
    return [[Ld("x", "r0"), St("x", 1)], [St("x", 2)]], \
        {"0:r0": 2, "[x]": 2}


def coww():
    return [[St("x", 1), St("x", 2)]], {"[x]": 1}


def rmw_atomic(excl, ann=()):
    """An RMW's read and write with a store of another thread between
    them in coherence order: x==1 after reading 0 and x=2 landing."""
    return [[Rmw("x", "r0", "swap", 1, ann, ann, excl)], [St("x", 2)]], \
        {"0:r0": 0, "[x]": 1}


def rmw_incs(excl):
    """Two atomic increments lose one: x==1."""
    return [[Rmw("x", "r0", "add", 1, (), (), excl)],
            [Rmw("x", "r1", "add", 1, (), (), excl)]], {"[x]": 1}


def lb_rmw(excl, fence):
    """LB through an RMW: T0's swap reads x=1 of T1, its write is fenced
    before y=1, which T1 reads before (data) writing x=1."""
    return [[Rmw("x", "r0", "swap", 2, (), (), excl), Fence(fence),
             St("y", 1)],
            [Ld("y", "r1"), St("x", 1, dep=("data", "r1"))]], \
        {"0:r0": 1, "1:r1": 1}


def tests_rvwmo():
    f = rv_f
    d = lambda k, r: (k, r)
    aqrl = ("aq", "rl")
    T = []
    T.append(("MP", mp([], []), True, "RVM"))
    T.append(("MP+fence.w.w+fence.r.r", mp(f("w", "w"), f("r", "r")),
              False, "RVM"))
    T.append(("MP+fence.rw.rw+addr",
              mp(f("rw", "rw"), [], r2=Ld("x", "r1", dep=d("addr", "r0"))),
              False, "RVM"))
    T.append(("MP+fence.w.w+ctrl (ctrl does not order loads)",
              mp(f("w", "w"), [], r2=Ld("x", "r1", dep=d("ctrl", "r0"))),
              True, "RVM"))
    T.append(("MP+fence.w.w+fence.r.w (wrong successor set)",
              mp(f("w", "w"), f("r", "w")), True, "RVM"))
    T.append(("MP+amoswap.rl+amoor.aq",
              ([[St("x", 1), Rmw("y", "ry", "swap", 1, ("rl",), ("rl",))],
                [Rmw("y", "r0", "add", 0, ("aq",), ("aq",)),
                 Ld("x", "r1")]], {"1:r0": 1, "1:r1": 0}),
              False, "RVM"))
    T.append(("MP+fence.tso+fence.tso", mp([Fence("tso")], [Fence("tso")]),
              False, "RVM"))
    T.append(("SB", sb([], []), True, "RVM"))
    T.append(("SB+fence.rw.rw", sb(f("rw", "rw"), f("rw", "rw")),
              False, "RVM"))
    T.append(("SB+fence.rw.w (release fences do not order W->R)",
              sb(f("rw", "w"), f("rw", "w")), True, "RVM"))
    T.append(("SB+fence.tso (TSO allows SB)",
              sb([Fence("tso")], [Fence("tso")]), True, "RVM"))
    T.append(("SB+amoswap.aqrl",
              sb([], [], w0=Rmw("x", "q0", "swap", 1, aqrl, aqrl),
                 w1=Rmw("y", "q1", "swap", 1, aqrl, aqrl)), False, "RVM"))
    T.append(("SB+amoswap.rl+amoadd.aq (rule 7: RCsc)",
              sb([], [], w0=Rmw("x", "q0", "swap", 1, ("rl",), ("rl",)),
                 r0=Rmw("y", "r0", "add", 0, ("aq",), ("aq",)),
                 w1=Rmw("y", "q1", "swap", 1, ("rl",), ("rl",)),
                 r1=Rmw("x", "r1", "add", 0, ("aq",), ("aq",))),
              False, "RVM"))
    T.append(("LB", lb([Ld("x", "r0"), St("y", 1)],
                       [Ld("y", "r1"), St("x", 1)]), True, "RVM"))
    T.append(("LB+data+ctrl",
              lb([Ld("x", "r0"), St("y", 1, dep=d("data", "r0"))],
                 [Ld("y", "r1"), St("x", 1, dep=d("ctrl", "r1"))]),
              False, "RVM"))
    T.append(("LB+fence.r.w+fence.r.w",
              lb([Ld("x", "r0"), Fence("r.w"), St("y", 1)],
                 [Ld("y", "r1"), Fence("r.w"), St("x", 1)]), False, "RVM"))
    T.append(("R", r_shape([], []), True, "RVM"))
    T.append(("R+fence.rw.rw+fence.rw.rw",
              r_shape(f("rw", "rw"), f("rw", "rw")), False, "RVM"))
    T.append(("R+fence.w.w+fence.rw.w (no W->R order in T1)",
              r_shape(f("w", "w"), f("rw", "w")), True, "RVM"))
    T.append(("S", s_shape([], [Ld("y", "r0"), St("x", 1)]), True, "RVM"))
    T.append(("S+fence.w.w+data",
              s_shape(f("w", "w"),
                      [Ld("y", "r0"), St("x", 1, dep=d("data", "r0"))]),
              False, "RVM"))
    T.append(("2+2W", w2([], []), True, "RVM"))
    T.append(("2+2W+fence.w.w+fence.w.w", w2(f("w", "w"), f("w", "w")),
              False, "RVM"))
    T.append(("WRC", wrc([Ld("x", "r0"), St("y", 1)],
                         [Ld("y", "r1"), Ld("x", "r2")]), True, "RVM"))
    T.append(("WRC+data+addr (multi-copy atomic)",
              wrc([Ld("x", "r0"), St("y", 1, dep=d("data", "r0"))],
                  [Ld("y", "r1"), Ld("x", "r2", dep=d("addr", "r1"))]),
              False, "RVM"))
    T.append(("ISA2+fence.w.w+data+addr",
              isa2(f("w", "w"), [Ld("y", "r0"),
                                 St("z", 1, dep=d("data", "r0"))],
                   [Ld("z", "r1"), Ld("x", "r2", dep=d("addr", "r1"))]),
              False, "RVM"))
    T.append(("IRIW", iriw([Ld("x", "r0"), Ld("y", "r1")],
                           [Ld("y", "r2"), Ld("x", "r3")]), True, "RVM"))
    T.append(("IRIW+addrs (multi-copy atomic)",
              iriw([Ld("x", "r0"), Ld("y", "r1", dep=d("addr", "r0"))],
                   [Ld("y", "r2"), Ld("x", "r3", dep=d("addr", "r2"))]),
              False, "RVM"))
    T.append(("IRIW+fence.r.r+fence.r.r",
              iriw([Ld("x", "r0"), Fence("r.r"), Ld("y", "r1")],
                   [Ld("y", "r2"), Fence("r.r"), Ld("x", "r3")]),
              False, "RVM"))
    T.append(("LB+amoswap-fence.w.w+data (RMW read-write)",
              lb_rmw(False, "w.w"), False, "AX"))
    # Tests of litmus-tests-riscv, each the one of its catalogue that
    # a part of the model is needed for (tests/model/run.sh drops each
    # and sees it fail).
    T.append(("MP+fence.rw.rw+amoswap-rfi-addr (rule 3: AMO;rfi)",
              ([[St("x", 1), Fence("rw.rw"), St("y", 1)],
                [Rmw("y", "q", "swap", 2), Ld("y", "r0"),
                 Ld("x", "r1", dep=d("addr", "r0"))]],
               {"[y]": 2, "1:q": 1, "1:r1": 0}), False, "LTR"))
    T.append(("MP+fence.w.w+data-rfipaq-poaqp (rule 12: data;rfi)",
              mp(f("w", "w"), [St("z", 1, dep=d("data", "r0")),
                               Ld("z", "q", ("aq",))]), False, "LTR"))
    T.append(("LB+fence.r.rw+addr-po (rule 13: addr;po;W)",
              lb([Ld("x", "r0"), Fence("r.rw"), St("y", 1)],
                 [Ld("y", "r1"), Ld("z", "q", dep=d("addr", "r1")),
                  St("x", 1)]), False, "LTR"))
    T.append(("RSW (rule 2: not two reads of the same write)",
              ([[St("x", 1), Fence("rw.rw"), St("y", 1)],
                [Ld("y", "r0"), Ld("z", "q0", dep=d("addr", "r0")),
                 Ld("z", "q1"), Ld("x", "r1", dep=d("addr", "q1"))]],
               {"1:r0": 1, "1:r1": 0}), True, "LTR"))
    T.append(("SB+porlaqs (rule 7: plain aq/rl are RCpc)",
              sb([], [], w0=St("x", 1, ("rl",)), r0=Ld("y", "r0", ("aq",)),
                 w1=St("y", 1, ("rl",)), r1=Ld("x", "r1", ("aq",))),
              True, "LTR"))
    T.append(("MP+fence.rw.rw+data-amoswap-addr (an AMO is one operation)",
              mp(f("rw", "rw"),
                 [Rmw("z", "q", "swap", 1, dep=d("data", "r0"))],
                 r2=Ld("x", "r1", dep=d("addr", "q"))), False, "LTR"))
    T.append(("CoRR", corr(), False, "COH"))
    T.append(("CoWR", cowr(), False, "COH"))
    T.append(("CoRW", corw(), False, "COH"))
    T.append(("CoWW", coww(), False, "COH"))
    T.append(("atomicity: amoswap against a store", rmw_atomic(False),
              False, "COH"))
    T.append(("atomicity: lr/sc against a store", rmw_atomic(True),
              False, "COH"))
    T.append(("atomicity: two amoadd lose one", rmw_incs(False), False,
              "COH"))
    return T


def tests_armv8():
    d = lambda k, r: (k, r)
    dmb = [Fence("ish")]
    T = []
    T.append(("MP", mp([], []), True, "P18"))
    T.append(("MP+dmb.sy+addr",
              mp(dmb, [], r2=Ld("x", "r1", dep=d("addr", "r0"))),
              False, "P18"))
    T.append(("MP+dmb.sy+ctrl (ctrl does not order loads)",
              mp(dmb, [], r2=Ld("x", "r1", dep=d("ctrl", "r0"))),
              True, "P18"))
    T.append(("MP+dmb.sy+ctrlisb",
              mp(dmb, [Branch("r0"), Fence("isb")]), False, "P18"))
    T.append(("MP+dmb.sy+isb (no dependency: no order)",
              mp(dmb, [Fence("isb")]), True, "P18"))
    T.append(("MP+dmb.st+dmb.ld", mp([Fence("ishst")], [Fence("ishld")]),
              False, "P18"))
    T.append(("MP+dmb.ld+dmb.ld (dmb.ld does not order W->W)",
              mp([Fence("ishld")], [Fence("ishld")]), True, "P18"))
    T.append(("MP+popl+poa (stlr, ldar)",
              ([[St("x", 1), St("y", 1, ("L",))],
                [Ld("y", "r0", ("A",)), Ld("x", "r1")]],
               {"1:r0": 1, "1:r1": 0}), False, "P18"))
    T.append(("MP+popl+poq (stlr, ldapr)",
              ([[St("x", 1), St("y", 1, ("L",))],
                [Ld("y", "r0", ("Q",)), Ld("x", "r1")]],
               {"1:r0": 1, "1:r1": 0}), False, "ARM"))
    T.append(("SB", sb([], []), True, "P18"))
    T.append(("SB+dmb.sys", sb(dmb, dmb), False, "P18"))
    T.append(("SB+dmb.sts", sb([Fence("ishst")], [Fence("ishst")]), True,
              "P18"))
    T.append(("SB+popl+poa (stlr; ldar: RCsc)",
              sb([], [], w0=St("x", 1, ("L",)), r0=Ld("y", "r0", ("A",)),
                 w1=St("y", 1, ("L",)), r1=Ld("x", "r1", ("A",))),
              False, "ARM"))
    T.append(("SB+popl+poq (stlr; ldapr: RCpc)",
              sb([], [], w0=St("x", 1, ("L",)), r0=Ld("y", "r0", ("Q",)),
                 w1=St("y", 1, ("L",)), r1=Ld("x", "r1", ("Q",))),
              True, "ARM"))
    T.append(("LB", lb([Ld("x", "r0"), St("y", 1)],
                       [Ld("y", "r1"), St("x", 1)]), True, "P18"))
    T.append(("LB+datas",
              lb([Ld("x", "r0"), St("y", 1, dep=d("data", "r0"))],
                 [Ld("y", "r1"), St("x", 1, dep=d("data", "r1"))]),
              False, "P18"))
    T.append(("LB+ctrls",
              lb([Ld("x", "r0"), St("y", 1, dep=d("ctrl", "r0"))],
                 [Ld("y", "r1"), St("x", 1, dep=d("ctrl", "r1"))]),
              False, "P18"))
    T.append(("LB+addrs",
              lb([Ld("x", "r0"), St("y", 1, dep=d("addr", "r0"))],
                 [Ld("y", "r1"), St("x", 1, dep=d("addr", "r1"))]),
              False, "P18"))
    T.append(("R", r_shape([], []), True, "P18"))
    T.append(("R+dmb.sys", r_shape(dmb, dmb), False, "P18"))
    T.append(("R+popl+poa (stlr y; ldar x: RCsc)",
              r_shape([], [], w0y=St("y", 1, ("L",)),
                      w1y=St("y", 2, ("L",)), r1=Ld("x", "r0", ("A",))),
              False, "ARM"))
    T.append(("R+popl+poq (stlr y; ldapr x: RCpc)",
              r_shape([], [], w0y=St("y", 1, ("L",)),
                      w1y=St("y", 2, ("L",)), r1=Ld("x", "r0", ("Q",))),
              True, "ARM"))
    T.append(("S", s_shape([], [Ld("y", "r0"), St("x", 1)]), True, "P18"))
    T.append(("S+dmb.sy+data",
              s_shape(dmb, [Ld("y", "r0"),
                            St("x", 1, dep=d("data", "r0"))]),
              False, "P18"))
    T.append(("2+2W", w2([], []), True, "P18"))
    T.append(("2+2W+dmb.sts", w2([Fence("ishst")], [Fence("ishst")]),
              False, "P18"))
    T.append(("WRC", wrc([Ld("x", "r0"), St("y", 1)],
                         [Ld("y", "r1"), Ld("x", "r2")]), True, "P18"))
    T.append(("WRC+addrs (other-multi-copy atomic)",
              wrc([Ld("x", "r0"), St("y", 1, dep=d("addr", "r0"))],
                  [Ld("y", "r1"), Ld("x", "r2", dep=d("addr", "r1"))]),
              False, "P18"))
    T.append(("ISA2+dmb.sy+data+addr",
              isa2(dmb, [Ld("y", "r0"), St("z", 1, dep=d("data", "r0"))],
                   [Ld("z", "r1"), Ld("x", "r2", dep=d("addr", "r1"))]),
              False, "P18"))
    T.append(("IRIW", iriw([Ld("x", "r0"), Ld("y", "r1")],
                           [Ld("y", "r2"), Ld("x", "r3")]), True, "P18"))
    T.append(("IRIW+addrs (other-multi-copy atomic)",
              iriw([Ld("x", "r0"), Ld("y", "r1", dep=d("addr", "r0"))],
                   [Ld("y", "r2"), Ld("x", "r3", dep=d("addr", "r2"))]),
              False, "P18"))
    T.append(("IRIW+dmb.lds",
              iriw([Ld("x", "r0"), Fence("ishld"), Ld("y", "r1")],
                   [Ld("y", "r2"), Fence("ishld"), Ld("x", "r3")]),
              False, "P18"))
    T.append(("LB+ldxr/stxr-dmb.st+data (RMW read-write)",
              lb_rmw(True, "ishst"), False, "AX"))
    # Tests of herdtools7's AArch64 catalogues, each the one a part of
    # Arm's model is needed for (tests/model/run.sh drops each).
    rel = [St("x", 1), St("y", 1, ("L",))]
    T.append(("MP+rel+swp-acq (aob: rmw;lrs;[A])",
              ([rel, [Rmw("y", "q", "swap", 2), Ld("y", "r6", ("A",)),
                      Ld("x", "r0")]], {"1:q": 1, "1:r0": 0}),
              False, "H7C"))
    T.append(("MP+rel+data-lrs-acq (dob: data;lrs)",
              ([rel, [Ld("y", "r2"), St("z", 1, dep=d("data", "r2")),
                      Ld("z", "r7", ("A",)), Ld("x", "r0")]],
               {"1:r2": 1, "1:r0": 0}), False, "H7C"))
    T.append(("MP+rel+ctrl-lrs-acq (rfi is not in ob)",
              ([rel, [Ld("y", "r2"), Branch("r2"), St("z", 1),
                      Ld("z", "r7", ("A",)), Ld("x", "r0")]],
               {"1:r2": 1, "1:r0": 0}), True, "H7C"))
    T.append(("MP+rel+SWPnoret-dmb.ld (no result: dmb ishld ignores it)",
              ([rel, [Rmw("y", "wzr", "swap", 2), Fence("ishld"),
                      Ld("x", "r0")]], {"[y]": 2, "1:r0": 0}),
              True, "H7C"))
    T.append(("MP+rel+SWPacq-noret (no result: no acquire)",
              ([rel, [Rmw("y", "wzr", "swap", 2, ("A",)), Ld("x", "r0")]],
               {"[y]": 2, "1:r0": 0}), True, "H7C"))
    T.append(("LB+rel+CAS (pob: the compared value orders the write)",
              ([[Ld("y", "r0"), St("x", 1, ("L",))],
                [Ld("x", "r5"),
                 Rmw("y", "q", "swap", 1, dep=d("pickdata", "r5"))]],
               {"1:r5": 1, "0:r0": 1}), False, "H7C"))
    # An LSE atomic with acquire and release between a store and a load
    # to other locations: the al form orders them, the a and l forms
    # alone do not.
    for ann, verdict in (("AL", False), ("A", True), ("L", True)):
        rann = ("A",) if "A" in ann else ()
        wann = ("L",) if "L" in ann else ()
        mid = [Rmw("z", "q0", "add", 1, rann, wann)]
        T.append(("SB+ldadd%s-po+dmb.sy" % ann.lower(),
                  sb(mid, dmb), verdict, "ARM"))
    T.append(("SB+ldxr/stlxr-po+dmb.sy (an exclusive pair is no AMO)",
              sb([Rmw("z", "q0", "add", 1, ("A",), ("L",), excl=True)],
                 dmb), True, "ARM"))
    T.append(("CoRR", corr(), False, "COH"))
    T.append(("CoWR", cowr(), False, "COH"))
    T.append(("CoRW", corw(), False, "COH"))
    T.append(("CoWW", coww(), False, "COH"))
    T.append(("atomicity: swp against a store", rmw_atomic(False),
              False, "COH"))
    T.append(("atomicity: ldxr/stxr against a store", rmw_atomic(True),
              False, "COH"))
    T.append(("atomicity: two ldxr/stxr increments lose one",
              rmw_incs(True), False, "COH"))
    return T


def tests_tso():
    lock = ("LOCK",)
    mf = [Fence("mfence")]
    T = []
    T.append(("MP", mp([], []), False, "SDM"))
    T.append(("SB", sb([], []), True, "SDM"))
    T.append(("SB+mfences", sb(mf, mf), False, "SDM"))
    T.append(("SB+xchgs (locked stores)",
              sb([], [], w0=Rmw("x", "q0", "swap", 1, lock, lock),
                 w1=Rmw("y", "q1", "swap", 1, lock, lock)), False, "SDM"))
    T.append(("LB", lb([Ld("x", "r0"), St("y", 1)],
                       [Ld("y", "r1"), St("x", 1)]), False, "SDM"))
    T.append(("R", r_shape([], []), True, "SDM"))
    T.append(("R+mfences", r_shape(mf, mf), False, "SDM"))
    T.append(("S", s_shape([], [Ld("y", "r0"), St("x", 1)]), False,
              "SDM"))
    T.append(("2+2W", w2([], []), False, "SDM"))
    T.append(("WRC", wrc([Ld("x", "r0"), St("y", 1)],
                         [Ld("y", "r1"), Ld("x", "r2")]), False, "SDM"))
    T.append(("IRIW", iriw([Ld("x", "r0"), Ld("y", "r1")],
                           [Ld("y", "r2"), Ld("x", "r3")]), False, "SDM"))
    T.append(("n6 (store forwarding)",
              ([[St("x", 1), Ld("x", "r0"), Ld("y", "r1")],
                [St("y", 2), St("x", 2)]],
               {"0:r0": 1, "0:r1": 0, "[x]": 1}), True, "SDM"))
    T.append(("CoRR", corr(), False, "COH"))
    T.append(("CoWR", cowr(), False, "COH"))
    T.append(("CoRW", corw(), False, "COH"))
    T.append(("CoWW", coww(), False, "COH"))
    T.append(("atomicity: xchg against a store",
              rmw_atomic(False, lock), False, "COH"))
    T.append(("atomicity: two lock xadd lose one", rmw_incs(False), False,
              "COH"))
    return T


def tests_power():
    d = lambda k, r: (k, r)
    sync = [Fence("sync")]
    lw = [Fence("lwsync")]
    T = []
    T.append(("MP", mp([], []), True, "S11"))
    T.append(("MP+lwsyncs", mp(lw, lw), False, "S11"))
    T.append(("MP+syncs", mp(sync, sync), False, "S11"))
    T.append(("MP+lwsync+addr",
              mp(lw, [], r2=Ld("x", "r1", dep=d("addr", "r0"))),
              False, "S11"))
    T.append(("MP+sync+ctrl (ctrl does not order loads)",
              mp(sync, [], r2=Ld("x", "r1", dep=d("ctrl", "r0"))),
              True, "S11"))
    T.append(("MP+lwsync+ctrlisync",
              mp(lw, [Branch("r0"), Fence("isync")]), False, "S11"))
    T.append(("MP+lwsync+isync (no dependency: no order)",
              mp(lw, [Fence("isync")]), True, "HC"))
    T.append(("MP+eieio+addr (eieio orders W->W, cumulatively)",
              mp([Fence("eieio")], [],
                 r2=Ld("x", "r1", dep=d("addr", "r0"))), False, "CAT"))
    T.append(("SB", sb([], []), True, "S11"))
    T.append(("SB+lwsyncs (lwsync does not order W->R)", sb(lw, lw), True,
              "S11"))
    T.append(("SB+eieios", sb([Fence("eieio")], [Fence("eieio")]), True,
              "CAT"))
    T.append(("SB+syncs", sb(sync, sync), False, "S11"))
    T.append(("LB", lb([Ld("x", "r0"), St("y", 1)],
                       [Ld("y", "r1"), St("x", 1)]), True, "S11"))
    T.append(("LB+addrs",
              lb([Ld("x", "r0"), St("y", 1, dep=d("addr", "r0"))],
                 [Ld("y", "r1"), St("x", 1, dep=d("addr", "r1"))]),
              False, "S11"))
    T.append(("LB+datas",
              lb([Ld("x", "r0"), St("y", 1, dep=d("data", "r0"))],
                 [Ld("y", "r1"), St("x", 1, dep=d("data", "r1"))]),
              False, "S11"))
    T.append(("LB+ctrls",
              lb([Ld("x", "r0"), St("y", 1, dep=d("ctrl", "r0"))],
                 [Ld("y", "r1"), St("x", 1, dep=d("ctrl", "r1"))]),
              False, "S11"))
    T.append(("LB+lwsyncs",
              lb([Ld("x", "r0"), Fence("lwsync"), St("y", 1)],
                 [Ld("y", "r1"), Fence("lwsync"), St("x", 1)]),
              False, "S11"))
    T.append(("R", r_shape([], []), True, "S11"))
    T.append(("R+lwsync+sync", r_shape(lw, sync), True, "S11"))
    T.append(("R+syncs", r_shape(sync, sync), False, "S11"))
    T.append(("S", s_shape([], [Ld("y", "r0"), St("x", 1)]), True, "S11"))
    T.append(("S+lwsync+data",
              s_shape(lw, [Ld("y", "r0"), St("x", 1, dep=d("data", "r0"))]),
              False, "S11"))
    T.append(("2+2W", w2([], []), True, "S11"))
    T.append(("2+2W+lwsyncs", w2(lw, lw), False, "S11"))
    T.append(("2+2W+syncs", w2(sync, sync), False, "S11"))
    T.append(("WRC", wrc([Ld("x", "r0"), St("y", 1)],
                         [Ld("y", "r1"), Ld("x", "r2")]), True, "S11"))
    T.append(("WRC+addrs (not multi-copy atomic)",
              wrc([Ld("x", "r0"), St("y", 1, dep=d("addr", "r0"))],
                  [Ld("y", "r1"), Ld("x", "r2", dep=d("addr", "r1"))]),
              True, "S11"))
    T.append(("WRC+lwsync+addr (A-cumulativity)",
              wrc([Ld("x", "r0"), Fence("lwsync"), St("y", 1)],
                  [Ld("y", "r1"), Ld("x", "r2", dep=d("addr", "r1"))]),
              False, "S11"))
    T.append(("WRC+sync+addr",
              wrc([Ld("x", "r0"), Fence("sync"), St("y", 1)],
                  [Ld("y", "r1"), Ld("x", "r2", dep=d("addr", "r1"))]),
              False, "S11"))
    T.append(("ISA2+lwsync+data+addr (B-cumulativity)",
              isa2(lw, [Ld("y", "r0"), St("z", 1, dep=d("data", "r0"))],
                   [Ld("z", "r1"), Ld("x", "r2", dep=d("addr", "r1"))]),
              False, "S11"))
    T.append(("ISA2+lwsyncs",
              isa2(lw, [Ld("y", "r0"), Fence("lwsync"), St("z", 1)],
                   [Ld("z", "r1"), Fence("lwsync"), Ld("x", "r2")]),
              False, "S11"))
    T.append(("ISA2+po+data+addr (no fence: no order)",
              isa2([], [Ld("y", "r0"), St("z", 1, dep=d("data", "r0"))],
                   [Ld("z", "r1"), Ld("x", "r2", dep=d("addr", "r1"))]),
              True, "S11"))
    T.append(("IRIW", iriw([Ld("x", "r0"), Ld("y", "r1")],
                           [Ld("y", "r2"), Ld("x", "r3")]), True, "S11"))
    T.append(("IRIW+addrs (not multi-copy atomic)",
              iriw([Ld("x", "r0"), Ld("y", "r1", dep=d("addr", "r0"))],
                   [Ld("y", "r2"), Ld("x", "r3", dep=d("addr", "r2"))]),
              True, "S11"))
    T.append(("IRIW+lwsyncs",
              iriw([Ld("x", "r0"), Fence("lwsync"), Ld("y", "r1")],
                   [Ld("y", "r2"), Fence("lwsync"), Ld("x", "r3")]),
              True, "S11"))
    T.append(("IRIW+syncs",
              iriw([Ld("x", "r0"), Fence("sync"), Ld("y", "r1")],
                   [Ld("y", "r2"), Fence("sync"), Ld("x", "r3")]),
              False, "S11"))
    T.append(("LB+larx/stcx.-lwsync+data (RMW read-write)",
              lb_rmw(True, "lwsync"), False, "AX"))
    T.append(("CoRR", corr(), False, "COH"))
    T.append(("CoWR", cowr(), False, "COH"))
    T.append(("CoRW", corw(), False, "COH"))
    T.append(("CoWW", coww(), False, "COH"))
    T.append(("atomicity: larx/stcx. against a store", rmw_atomic(True),
              False, "COH"))
    T.append(("atomicity: two larx/stcx. increments lose one",
              rmw_incs(True), False, "COH"))
    return T


def tests_sc():
    T = []
    T.append(("MP", mp([], []), False, "L79"))
    T.append(("SB", sb([], []), False, "L79"))
    T.append(("LB", lb([Ld("x", "r0"), St("y", 1)],
                       [Ld("y", "r1"), St("x", 1)]), False, "L79"))
    T.append(("R", r_shape([], []), False, "L79"))
    T.append(("S", s_shape([], [Ld("y", "r0"), St("x", 1)]), False,
              "L79"))
    T.append(("2+2W", w2([], []), False, "L79"))
    T.append(("WRC", wrc([Ld("x", "r0"), St("y", 1)],
                         [Ld("y", "r1"), Ld("x", "r2")]), False, "L79"))
    T.append(("IRIW", iriw([Ld("x", "r0"), Ld("y", "r1")],
                           [Ld("y", "r2"), Ld("x", "r3")]), False, "L79"))
    T.append(("MP, only y seen (an interleaving)",
              ([[St("x", 1), St("y", 1)], [Ld("y", "r0"), Ld("x", "r1")]],
               {"1:r0": 0, "1:r1": 1}), True, "L79"))
    T.append(("SB, one load sees the other store (an interleaving)",
              ([[St("x", 1), Ld("y", "r0")], [St("y", 1), Ld("x", "r1")]],
               {"0:r0": 0, "1:r1": 1}), True, "L79"))
    T.append(("CoRR", corr(), False, "COH"))
    T.append(("CoWR", cowr(), False, "COH"))
    T.append(("CoRW", corw(), False, "COH"))
    T.append(("CoWW", coww(), False, "COH"))
    T.append(("atomicity: an RMW against a store", rmw_atomic(False),
              False, "COH"))
    T.append(("atomicity: two RMW increments lose one", rmw_incs(False),
              False, "COH"))
    T.append(("a load and a store, not atomic, against a store",
              ([[Rmw("x", "r0", "swap", 1, atomic=False)], [St("x", 2)]],
               {"0:r0": 0, "[x]": 1}), True, "L79"))
    T.append(("two non-atomic increments lose one",
              ([[Rmw("x", "r0", "add", 1, atomic=False)],
                [Rmw("x", "r1", "add", 1, atomic=False)]], {"[x]": 1}),
              True, "L79"))
    return T


SUITES = {"rvwmo": tests_rvwmo, "armv8": tests_armv8, "tso": tests_tso,
          "power": tests_power, "sc": tests_sc}


def run(model, broken=None, quiet=False):
    passed = failed = 0
    for name, (threads, cond), want, src in SUITES[model]():
        t = Litmus(name, threads, cond)
        got, wit, n = check(t, model, broken)
        ok = got == want
        if ok:
            passed += 1
            if not quiet:
                print("PASS: %s %s: %s [%s]" % (model, name, A(got), src))
        else:
            failed += 1
            print("FAIL: %s %s: %s, published %s [%s]"
                  % (model, name, A(got), A(want), src))
            if wit:
                print("    " + describe(t, wit))
    return passed, failed


def main(argv):
    models = ["rvwmo", "armv8", "tso", "power", "sc"]
    broken = None
    args = argv[1:]
    while args:
        if args[0] == "--model" and len(args) > 1:
            models = [args[1]]
            args = args[2:]
        elif args[0] == "--break" and len(args) > 1:
            m, part = args[1].split(":")
            models = [m]
            broken = int(part) if part.isdigit() else part
            args = args[2:]
        else:
            sys.stderr.write("usage: validate.py"
                             " [--model rvwmo|armv8|tso|power|sc]"
                             " [--break MODEL:PART]\n")
            return 2
    p = f = 0
    for m in models:
        a, b = run(m, broken)
        p += a
        f += b
    print("%d passed, %d failed" % (p, f))
    return 1 if f else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
