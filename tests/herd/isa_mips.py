# SPDX-License-Identifier: MIT
#
# tests/herd/isa_mips.py - MIPS for tests/herd/herd.py: the golden file's
# instructions (tests/asm/expected/mips*.asm) written as herd7 litmus
# instructions, judged by herd7's MIPS model, mips.cat.  The interface
# every ISA module provides is documented at the top of herd.py.
#
# What the judge is.  mips.cat (herdtools7 7.58, whose own comment says
# "ppo, choosing pso at the moment") is SPARC's PSO: it orders every
# read before every later access of its thread (ppo = po & (R * M)) and
# anything across a SYNC, leaves a write free to pass a later access
# (a store buffer with no order between stores), and is multi-copy
# atomic (ghb = ppo | rfe | fr | co acyclic); an LL/SC pair is atomic
# (empty rmw & (fre; coe)).  The MIPS architecture promises less
# (MIPS32 Architecture Volume II, SYNC: without SYNC the order of loads
# and stores is implementation dependent), so a missing barrier between
# two reads, or between a read and a later access, is invisible here:
# the model cannot tell an acquire load from a relaxed one.  What it
# sees is a write's release and the store-to-load order of seq_cst (MP,
# S, R, 2+2W, SB).
#
# What herd7 7.58's MIPS front end reads: li, lui, move, addu/addiu,
# daddu/daddiu, subu, slt(i)(u), and(i), or(i), xor(i), nor, dsll, dext,
# lw, ld, sw, ll, sc, sync, b, beq, bne, blez, bgtz, bltz, bgez, jr.
# Written as these:
#   lb/lbu/lh/lhu/lwu -> lw, sb/sh/sd -> sw, lld -> ll, scd -> sc: herd7
#       runs a test of one size (not mixed-size), every access is the
#       whole location, so the width carries no ordering;
#   beqz/bnez -> beq/bne with $0; seb/seh -> move (a test's values are
#       below 128); sll -> dsll, dsll32 -> dsll by 32 more (small values:
#       the same bits); dsubu -> subu; movz/movn -> a branch around a
#       move; li of a negative -> addiu from $0 (herd7's li is unsigned);
#   R6's compact branches (MIPS32 Release 6 Volume II, BEQC, BNEC, BC,
#       B<cond>ZC, B<cond>C): the branch of the same condition, bc -> b,
#       beqzc/bnezc -> beq/bne with $0, bltc/bgec (bltuc/bgeuc) -> slt
#       (sltu) into a scratch register and bne/beq of it with $0;
#   R6's seleqz/selnez (rd = rs when rt is / is not zero, else 0) -> a
#       branch around a move, as movz/movn.
# Not expressible, so the function is skipped, never passed: a shift by
# a register (sllv, srlv, dsllv: every sub-word read-modify-write, which
# works on the aligned word holding its operand, and the bit
# operations), srl/sra, and any instruction outside the lists above.
#
# Branch delay slots (MIPS32 Architecture For Programmers, Volume I: the
# instruction after a branch or jump executes before the branch takes
# effect).  herd7 reads a litmus thread in order, so lower()
# moves each delay-slot instruction before its branch when it writes no
# register the branch reads (the slot runs on both edges either way),
# and otherwise runs it on both edges: after the branch on the fall-
# through edge, and on the taken edge in a copy placed just before the
# target, which the fall-through code jumps over.
#
# R6's compact branches (jrc, bc, beqc, bnec, blezc, ...) have no delay
# slot (MIPS32 Release 6 Volume II, "Compact Branches"): the instruction
# after one (its forbidden slot) runs only when the branch is not
# taken, as the next instruction after any herd7 branch does.  So each
# is written as herd7's branch of the same condition and stays where it
# is: lower() moves no instruction for it, and nothing lands in a delay
# slot.  The two that compare registers by order (bltc, bgec, bltuc,
# bgeuc) first set a scratch register with slt/sltu; a register write
# the code does not have, which no other instruction reads.
#
# Dependencies.  seleqz/selnez (and movz/movn) write rd with a data
# dependency on both rs and rt; the branch around a move that stands
# for them keeps rd's value and its data dependency on rs, and turns
# the one on rt into a control dependency.  mips.cat uses neither:
# its ppo is po & (R * M) | sync, every read before every later access
# whatever the registers, so no verdict depends on the kind of
# dependency (a model that used them, as aarch64.cat does, would need
# the data dependency kept).
import itertools
import re

ARCH = "MIPS"
MODEL = "mips.cat"
# o32, n32 and n64: arguments in a0..a3 ($4..$7), the result in v0 ($2).
ARG_REGS = ["$4", "$5", "$6", "$7"]
RET_REGS = ["$2", "$3"]
# The registers a thread may use: $2..$25 (not $0, the assembler's $1,
# the kernel's $26/$27, gp, sp, fp, ra).
POOL = ["$%d" % n for n in range(2, 26)]

# Register names as objdump prints them, to a key per register.  n32/n64
# call $8..$11 a4..a7 and $12..$15 t0..t3, o32 calls $8..$15 t0..t7: a
# file uses one naming, so a name is one register within it (the key of
# a4..a7 is their own: they only need to differ from the others).
ABI = {"zero": "$0", "v0": "$2", "v1": "$3", "t8": "$24", "t9": "$25",
       "ra": "$31"}
ABI.update(("a%d" % n, "$%d" % (4 + n)) for n in range(4))
ABI.update(("a%d" % n, "$a%d" % n) for n in range(4, 8))
ABI.update(("t%d" % n, "$%d" % (8 + n)) for n in range(8))
ABI.update(("s%d" % n, "$%d" % (16 + n)) for n in range(8))
REG = re.compile(r"(?<![\w.$])(zero|v[01]|a[0-7]|t[0-9]|s[0-7]|ra|"
                 r"\$a[4-7]|\$\d+)\b")
TARGET = re.compile(r"\.L(\d+)$")

# Branches with a delay slot, and the compact ones without.
DELAYED = {"b", "beq", "bne", "beqz", "bnez", "blez", "bgtz", "bltz",
           "bgez", "jr"}
COMPACT = {"jrc", "bc", "beqc", "bnec", "beqzc", "bnezc", "blezc", "bgtzc",
           "bltzc", "bgezc", "bltc", "bgec", "bltuc", "bgeuc"}
# What herd7 reads as it is, and what is written as another instruction.
SAME = {"nop", "sync", "li", "lui", "move", "addu", "addiu", "daddu",
        "daddiu", "subu", "slt", "sltu", "slti", "sltiu", "and", "andi",
        "or", "ori", "xor", "xori", "nor", "dsll", "dext", "lw", "ld",
        "sw", "ll", "sc", "b", "beq", "bne", "blez", "bgtz", "bltz",
        "bgez"}
AS = {"lb": "lw", "lbu": "lw", "lh": "lw", "lhu": "lw", "lwu": "lw",
      "sb": "sw", "sh": "sw", "sd": "sw", "lld": "ll", "scd": "sc",
      "seb": "move", "seh": "move", "sll": "dsll", "dsubu": "subu",
      "beqz": "beq", "bnez": "bne",
      "bc": "b", "beqc": "beq", "bnec": "bne", "blezc": "blez",
      "bgtzc": "bgtz", "bltzc": "bltz", "bgezc": "bgez", "beqzc": "beq",
      "bnezc": "bne"}
# The compact branches comparing two registers by order: (set-less-than
# instruction, the branch taken when it set 0 or 1).
ORDERED = {"bltc": ("slt", "bne"), "bgec": ("slt", "beq"),
           "bltuc": ("sltu", "bne"), "bgeuc": ("sltu", "beq")}
OTHER = {"jr", "jrc", "movz", "movn", "dsll32", "seleqz", "selnez"} | \
    set(ORDERED)
WRITES_NOTHING = {"sw", "sh", "sb", "sd", "sync", "nop"}


def split(line):
    """'ll v0,0(a0)' -> ('ll', 'v0,0(a0)')."""
    parts = line.strip().split(None, 1)
    return parts[0], parts[1] if len(parts) > 1 else ""


def branch(line):
    """('ret', None) for a return, (mnemonic, target index) for a branch
    within the function, None for any other instruction."""
    mn, ops = split(line)
    if mn in ("jr", "jrc") and ops in ("ra", "$31"):
        return ("ret", None)
    if mn in DELAYED or mn in COMPACT:
        m = TARGET.search(ops)
        if not m:
            raise ValueError("a branch out of the function: %r" % line)
        return (mn, int(m.group(1)))
    return None


def registers(line):
    """The general-purpose registers an instruction names, as keys
    ('$2'), without $0 and ra."""
    _, ops = split(line)
    regs = [ABI.get(r, r) for r in REG.findall(ops)]
    return [r for r in regs if r not in ("$0", "$31")]


def rename(line, regmap):
    """The instruction with each register replaced by regmap's."""
    mn, ops = split(line)
    ops = REG.sub(lambda m: regmap.get(ABI.get(m.group(1), m.group(1)),
                                       ABI.get(m.group(1), m.group(1))),
                  ops)
    return ("%s %s" % (mn, ops)).strip()


def unsupported(body):
    """Why herd7 cannot run this function, or None."""
    for i, line in enumerate(body):
        mn, ops = split(line)
        if mn in ("sllv", "srlv", "dsllv"):
            return ("a shift by a register (sllv, srlv, dsllv), which"
                    " herd7's MIPS lacks: the sub-word read-modify-write"
                    " loops and the bit operations")
        if mn not in SAME and mn not in AS and mn not in OTHER:
            return "no %s in herd7's MIPS" % mn
        if mn == "li" and not -32768 <= int(ops.split(",")[1], 0) < 65536:
            return "li of a constant beyond 16 bits"
        b = branch(line)
        if b and b[1] == i:
            return ("a branch to itself: the golden file keeps no branch"
                    " target (a dropped relocation)")
        if b and mn in DELAYED:
            if i + 1 >= len(body) or branch(body[i + 1]):
                return "a branch in a delay slot"
            if any(x and x[1] == i + 1 for x in map(branch, body)):
                return "a branch into a delay slot"
    return None


def _written(line):
    mn, _ = split(line)
    if mn in WRITES_NOTHING or branch(line):
        return []
    return registers(line)[:1]


def lower(body, size):
    """The body with every delay slot resolved (see the top of this
    file): instructions in herd7's order, branch targets renumbered."""
    # Items: (key or None, line, target key or None); keys name the
    # original instructions (("I", n)) and the taken-edge copies of
    # delay slots (("T", n)).
    items = []
    before = {}
    i = 0
    while i < len(body):
        line = body[i]
        b = branch(line)
        if not b or split(line)[0] not in DELAYED:
            items.append((("I", i), line, ("I", b[1]) if b and b[1] is
                          not None else None))
            i += 1
            continue
        slot = body[i + 1]
        tgt = ("I", b[1]) if b[1] is not None else None
        if split(slot)[0] == "nop":
            items.append((("I", i), line, tgt))
        elif not set(_written(slot)) & set(registers(line)) or \
                tgt is None or split(line)[0] == "b":
            # The slot first, the branch labelled as its first line.
            items.append((("I", i), slot, None))
            items.append((None, line, tgt))
        else:
            items.append((("I", i), line, ("T", i)))
            items.append((None, slot, None))
            before.setdefault(b[1], []).append((("T", i), slot, tgt))
        i += 2
    out = []
    for key, line, tgt in items:
        if key and key[0] == "I" and key[1] in before:
            if out and not (branch(out[-1][1]) and
                            split(out[-1][1])[0] in ("b", "jr", "jrc")):
                out.append((None, "b .L0", key))
            for k, slot, t in before[key[1]]:
                out.append((k, slot, None))
                out.append((None, "b .L0", t))
        out.append((key, line, tgt))
    index = {key: n for n, (key, _, _) in enumerate(out) if key}
    return [TARGET.sub(".L%d" % index[tgt], line) if tgt else line
            for _, line, tgt in out]


def _imm(m):
    return str(int(m.group(0), 16))


# Labels of the branches that stand for movz/movn, unique in a test.
move_labels = itertools.count()


def translate(line, target, scratch):
    """The litmus instructions of one (renamed, sequential)
    instruction; target is the label a branch goes to."""
    mn, ops = split(line)
    ops = re.sub(r"-?0x[0-9a-f]+", _imm, ops.replace(" ", ""))
    if mn in ("jr", "jrc"):
        return ["b " + target]
    if mn in ("b", "bc"):
        return ["b " + target]
    if mn in ORDERED:
        r, t, _ = ops.split(",")
        slt, br = ORDERED[mn]
        return ["%s %s,%s,%s" % (slt, scratch[0], r, t),
                "%s %s,$0,%s" % (br, scratch[0], target)]
    if mn in DELAYED or mn in COMPACT:
        ops = TARGET.sub(target, ops)
        if mn in ("beqz", "bnez", "beqzc", "bnezc"):
            r, t = ops.split(",")
            ops = "%s,$0,%s" % (r, t)
        return ["%s %s" % (AS.get(mn, mn), ops)]
    if mn in ("movz", "movn"):
        # MIPS32 Volume II MOVZ/MOVN: rd = rs when rt is zero/not zero.
        d, s, t = ops.split(",")
        skip = "MV%d" % next(move_labels)
        return ["%s %s,$0,%s" % ("bne" if mn == "movz" else "beq", t, skip),
                "move %s,%s" % (d, s), "%s: nop" % skip]
    if mn in ("seleqz", "selnez"):
        # MIPS32 Release 6 Volume II SELEQZ/SELNEZ: rd = rs when rt is
        # zero/not zero, else 0; rs into a scratch register first, as
        # rd may be rt (selnez a3,v0,a3).
        d, s, t = ops.split(",")
        skip = "MV%d" % next(move_labels)
        return ["move %s,%s" % (scratch[0], s),
                "%s %s,$0,%s" % ("beq" if mn == "seleqz" else "bne", t,
                                 skip),
                "move %s,$0" % scratch[0],
                "%s: move %s,%s" % (skip, d, scratch[0])]
    if mn == "dsll32":
        d, s, k = ops.split(",")
        return ["dsll %s,%s,%d" % (d, s, int(k) + 32)]
    if mn == "li":
        d, k = ops.split(",")
        if int(k) < 0:
            return ["addiu %s,$0,%s" % (d, k)]
    return [("%s %s" % (AS.get(mn, mn), ops)).strip()]


def loc_decl(loc, size):
    """One size per test (herd7 is not mixed-size here)."""
    return "%s %s;" % ("int64_t" if size == 8 else "int", loc)


# The self-test (see herd.py): each weakening must make the named Forbid
# test fail.  Not here: the SYNC after an acquire load; mips.cat orders
# every read before every later access, so the model cannot see it go.
WEAKENED = [
    # A release store without its leading SYNC: message passing fails.
    ("mipsel", "uat_store_4_release", "sync", "nop",
     "MP writer uat_store_4_release", "MP"),
    # The fully ordered RMW without its leading SYNC: a store before it
    # passes its read (store buffering: SB with the RMW reading).
    ("mipsel", "uat_fetch_add_4_seq_cst_fence", ("sync", 0), "nop",
     "SB its own read uat_fetch_add_4_seq_cst_fence", "SB"),
]

# The shapes PSO lets relaxed loads and stores show (a write passes a
# later access; reads are ordered; multi-copy atomic).
WEAK_SHAPES = ("MP", "2+2W", "R", "S", "ISA2")
