# SPDX-License-Identifier: MIT
#
# tests/herd/verdicts.py - the contract's verdict on each litmus shape,
# written once for every ISA: for each shape and the slot the operation
# under test fills in it, the strengths at which the contract forbids the
# shape's outcome (Documentation/ordering.md §1-§3; the shapes are drawn
# in tests/herd/herd.py).  Every other strength: allowed (not promised;
# herd7's answer is reported, not judged), except the controls, which
# must be allowed (the relaxed code does reorder: the judge is not blind).
#
# A strength is what one path of an operation gives one side of it:
#   relaxed, consume, acquire (the read part), release (the write part),
#   seq_cst, seq_cst_fence (full barrier before and after), and for the
#   barriers mb (cmm_smp_mb, cmm_mb: full), rmb (loads against loads),
#   wmb (stores against stores).

ACQUIRE_UP = {"acquire", "seq_cst", "seq_cst_fence"}
RELEASE_UP = {"release", "seq_cst", "seq_cst_fence"}
SEQ_CST_UP = {"seq_cst", "seq_cst_fence"}
FULL = {"seq_cst_fence", "mb"}
EVERY = {"relaxed", "consume", "acquire", "release", "acq_rel", "seq_cst",
         "seq_cst_fence", "mb", "rmb", "wmb"}

FORBID = {
    # Message passing (§3: acquire pairs with release; §1: wmb orders
    # the writer's stores, rmb the reader's loads).
    ("MP", "writer"): RELEASE_UP,
    ("MP", "reader"): ACQUIRE_UP,
    ("MP", "between stores"): FULL | {"wmb"},
    ("MP", "between loads"): FULL | {"rmb"},
    # Store buffering: only a full barrier (§6), or seq_cst on all four
    # accesses (§3: the single total order).
    ("SB", "between"): FULL,
    ("SB", "its own read"): FULL,
    ("SB", "seq_cst store"): SEQ_CST_UP,
    ("SB", "seq_cst load"): SEQ_CST_UP,
    # Load buffering: a read ordered before a later write.
    ("LB", "reader"): ACQUIRE_UP,
    ("LB", "writer"): RELEASE_UP,
    ("LB", "between"): FULL,
    # 2+2W: two stores each side; barriers or seq_cst on all four.
    ("2+2W", "between"): FULL | {"wmb"},
    ("2+2W", "seq_cst store"): SEQ_CST_UP,
    # R: a store, then a load after another thread's store: seq_cst
    # on all, or a full barrier on each side (§7.1).
    ("R", "seq_cst store"): SEQ_CST_UP,
    ("R", "store after relaxed"): {"seq_cst_fence"},
    ("R", "between"): FULL,
    # S: message passing whose reader writes.
    ("S", "writer"): RELEASE_UP,
    ("S", "reader"): ACQUIRE_UP,
    ("S", "between stores"): FULL | {"wmb"},
    # IRIW: two readers agree on the order of two writers' stores when
    # everything is seq_cst, or each reader has a full barrier.
    ("IRIW", "seq_cst load"): SEQ_CST_UP,
    ("IRIW", "seq_cst store"): SEQ_CST_UP,
    ("IRIW", "between loads"): FULL,
    # WRC and ISA2: release is cumulative (what the releasing thread
    # saw is released too), acquire takes it all.
    ("WRC", "writer"): RELEASE_UP,
    ("WRC", "reader"): ACQUIRE_UP,
    ("WRC", "between"): FULL,
    ("ISA2", "writer"): RELEASE_UP,
    ("ISA2", "reader"): ACQUIRE_UP,
    # Atomicity, at every order (§2, §5): nothing between an RMW's read
    # and write, no update lost, no value torn.
    ("atomicity", "against a store"): EVERY,
    ("atomicity", "against an RMW"): EVERY,
    ("atomicity", "torn"): EVERY,
    # A compare-and-swap that returns success stored its new value
    # (§2), whichever of its attempts read the expected one.
    ("atomicity", "its success stored"): EVERY,
}

# The controls: every operation relaxed, plain loads and stores; the
# shapes every model here lets reorder (store buffering: even x86-TSO's
# store buffer; a load and a store that are no RMW, a store between
# them); an ISA module adds the shapes its own model lets a
# relaxed sequence reorder (WEAK_SHAPES).
CONTROL_SHAPES = ("SB", "atomicity")


def forbidden(shape, slot, strength):
    """Does the contract forbid the outcome of shape when the operation
    in slot gives strength?"""
    return strength in FORBID[(shape, slot)]
