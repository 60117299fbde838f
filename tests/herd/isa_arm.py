# SPDX-License-Identifier: MIT
#
# tests/herd/isa_arm.py - 32-bit Arm (ARMv7-A) for tests/herd/herd.py: the
# golden file's Thumb-2 instructions (tests/asm/expected/armv7.asm)
# written as herd7 ARM litmus instructions, judged by arm.cat, the ARMv7
# model of Alglave, Maranget and Tautschnig ("Herding cats", TOPLAS 2014).
# aarch32.cat is Arm's AArch64 model read for AArch32: it gives ARMv8's
# multi-copy atomicity and forbids WRC+addrs, which ARMv7 allows
# (measured with herd7 7.58: arm.cat "Sometimes", aarch32.cat "Never");
# code for ARMv7 is held to the weaker, ARMv7, model.  The interface
# every ISA module provides is documented at the top of herd.py.
#
# herd7's ARM knows word accesses only (LDR, STR, LDREX, STREX), ADD,
# SUB, EOR, AND with an immediate, MOV, MOVEQ, MOVNE, CMP, B, BEQ, BNE,
# CBZ, CBNZ, DMB, DSB, ISB.  A function that needs anything else (the
# doubleword exclusives and loads, ORR, AND and LSL of registers, TST,
# MVN, CLZ, the other conditions) is skipped and named (unsupported()):
# ARMv7's 1-, 2- and 4-byte operations and the barriers are judged.
# Translated rather than copied:
# - The byte and halfword accesses (LDRB, STRH, LDREXB, STREXH, ...) are
#   the word's: a test's locations are each accessed at one size and
#   read whole (herd7 runs without -variant mixed), their values below
#   128, so that the access's width carries no ordering (DDI 0406C
#   A3.4.5: the byte and halfword exclusives reserve and order as the
#   word's); UXTB, SXTH, ... of such a value are moves.
# - A conditionally executed instruction other than MOVEQ/MOVNE
#   (STREXEQ, CMPEQ, SUBNE in an IT block) is a branch over it: the Arm
#   ARM's pseudo-code of every conditional instruction is
#   "if ConditionPassed() then ..." (DDI 0406C A8.3), a control
#   dependency on the flags, which the branch is.  The IT instruction
#   itself only sets that condition: nothing.
# - PUSH of callee-saved registers and LR, and the POP or LDR PC that
#   returns, save and restore the caller's registers on the thread's own
#   stack: no test reads them (every call's registers are fresh), no
#   other thread sees the stack; the return is a branch to the end.
# - The ARMv6 CP15 barrier, MCR p15, 0, Rt, c7, c10, 5, is DMB SY (DDI
#   0406C B4.2.1, "CP15 c7, memory barrier operations": the CP15DMB
#   operation is the DMB instruction's, for the full system).
#
# - armv6's ordered operations call the kernel's memory barrier helper,
#   __kuser_memory_barrier at 0xffff0fa0 (Linux,
#   Documentation/arch/arm/kernel_user_helpers.rst): a literal load of
#   its address and BLX.  The helper is the kernel's smp_dmb, DMB ISH on
#   ARMv7, the CP15 barrier on ARMv6: a DMB (arm.cat gives DMB SY and
#   DMB ISH the same strength).  Its other helpers (__kuser_cmpxchg,
#   __kuser_cmpxchg64, with which armv5 does everything) are code of
#   the kernel's chosen at boot: those functions are skipped.
import re

ARCH = "ARM"
MODEL = "arm.cat"
MIXED_OPTIONS = []
# AAPCS: arguments in r0..r3, the result in r0 (r0:r1 for 8 bytes).
ARG_REGS = ["r0", "r1", "r2", "r3"]
RET_REGS = ["r0", "r1"]
# herd7's ARM names R0..R12 (no R14): those.
POOL = ["r%d" % n for n in range(13)]

ALIASES = {"sb": "r9", "sl": "r10", "fp": "r11", "ip": "r12", "lr": "r14"}
REG = re.compile(r"\b(r1[0-4]|r[0-9]|sb|sl|fp|ip|lr)\b")
TARGET = re.compile(r"\.L(\d+)$")
# What herd7 7.58's ARM parses (lib/ARMParser.mly), after the Thumb-2
# width suffix (.n, .w) is dropped.
PLAIN = {"mov", "movs", "moveq", "movne", "cmp", "add", "adds", "sub",
         "subs", "eor", "eors", "ldrex", "strex", "ldr", "str", "dmb",
         "b", "beq", "bne", "nop", "bx", "push", "pop", "it", "ite",
         "itt", "ittt", "itte", "cmpeq", "strexeq", "subne", "mcr", "blx",
         ".word"}
# The byte and halfword accesses, as the word's (below), and the
# extensions of a byte or halfword, as moves.
SUBWORD = {"ldrb": "LDR", "ldrh": "LDR", "strb": "STR", "strh": "STR",
           "ldrexb": "LDREX", "ldrexh": "LDREX", "strexb": "STREX",
           "strexh": "STREX", "strexbeq": "STREX", "strexheq": "STREX"}
EXTEND = {"uxtb", "uxth", "sxtb", "sxth"}
EXTEND |= set(x + c for x in EXTEND for c in ("eq", "ne"))
BRANCHES = ("b", "beq", "bne")
# A conditional return (in an IT block, as a not-stored path leaves):
# the branch to the end it is.
COND_RETURNS = {"bxeq": "BEQ", "bxne": "BNE", "popeq": "BEQ",
                "popne": "BNE"}


def split(line):
    parts = line.strip().split(None, 1)
    mn = re.sub(r"\.[nw]$", "", parts[0])
    return mn, parts[1] if len(parts) > 1 else ""


# The kernel's memory barrier helper (kernel_user_helpers.rst).
KUSER_DMB = "0xffff0fa0"


def unsupported(body):
    """Why herd7's ARM cannot run these instructions, or None."""
    words = [line.split()[1] for line in body if line.startswith(".word")]
    if any(w != KUSER_DMB for w in words):
        return ("a call of a kernel user helper other than the memory"
                " barrier (its code is the kernel's)")
    for line in body:
        mn, ops = split(line)
        if mn in ("blx", ".word") or mn == "ldr" and "[pc" in ops:
            if not words:
                return "a call or a literal not of the barrier helper"
            continue
        if mn in COND_RETURNS and (mn.startswith("bx") or "pc" in ops):
            continue
        if mn not in PLAIN and mn not in SUBWORD and mn not in EXTEND:
            return ("%s: herd7's ARM has word accesses and ADD, SUB, EOR,"
                    " MOV, CMP, B, BEQ, BNE, DMB only" % mn)
        if (mn in ("ldr", "str") or mn in SUBWORD) and \
                re.search(r"#[1-9-]", ops) and "pc" not in ops:
            return "%s with an offset: herd7's ARM has none" % mn
    return None


def branch(line):
    mn, ops = split(line)
    if mn in ("bx", "bxeq", "bxne") or \
            (mn in ("pop", "popeq", "popne") and "pc" in ops) or \
            (mn == "ldr" and ops.startswith("pc")):
        return ("ret", None)
    if mn in BRANCHES:
        m = TARGET.search(ops)
        if not m:
            raise ValueError("a branch out of the function: %r" % line)
        return (mn, int(m.group(1)))
    return None


def _canon(name):
    return ALIASES.get(name, name)


def registers(line):
    mn, ops = split(line)
    if mn in ("bx", "push", "pop", "mcr") or mn in COND_RETURNS or \
            branch(line):
        return []
    return [_canon(r) for r in REG.findall(ops)]


def rename(line, regmap):
    mn, ops = split(line)
    if mn in ("bx", "push", "pop", "mcr") or mn in COND_RETURNS or \
            branch(line):
        return line
    return line.split(None, 1)[0] + " " + REG.sub(
        lambda m: regmap[_canon(m.group(1))], ops)


_labels = [0]


def _over(cond, insn):
    """insn executed when cond (eq, ne) holds: a branch over it."""
    _labels[0] += 1
    skip = "Q%d" % _labels[0]
    return ["%s %s" % ("BNE" if cond == "eq" else "BEQ", skip), insn,
            "%s:" % skip]


def _ops(ops):
    ops = ops.replace(", ", ",").upper()
    ops = re.sub(r"\[(R\d+),#0\]", r"[\1]", ops)
    return re.sub(r"#(-?)0X([0-9A-F]+)", lambda m: "#%s%d" % (
        m.group(1), int(m.group(2), 16)), ops)


def translate(line, target, scratch):
    mn, ops = split(line)
    if branch(line) and branch(line)[0] == "ret":
        return ["%s %s" % (COND_RETURNS.get(mn, "B"), target)]
    if mn in BRANCHES:
        return ["%s %s" % (mn.upper(), target)]
    if mn in ("nop", "push") or mn.startswith("it"):
        return [""]
    if mn == "dmb":
        # arm.cat knows DMB, DMB ST and DMB ISH, and reads DMB ISHST as
        # no barrier; it gives no shareability domain a meaning (DMB ISH
        # is DMB there), and every thread of a test is in the inner
        # shareable domain (DDI 0406C A3.8.4): DMB ISHST is DMB ST.
        opt = {"ishst": "ST", "": "SY"}.get(ops, ops.upper())
        return ["DMB %s" % opt]
    if mn == "mcr":
        # "p15, 0, Rt, c7, c10, 5", as objdump writes it or as the Arm
        # ARM does.
        f = re.sub(r"[\s{}p]", "", ops).replace("cr", "c").split(",")
        if f[:2] != ["15", "0"] or f[3:] != ["c7", "c10", "5"]:
            raise ValueError("mcr %s not modelled" % ops)
        return ["DMB SY"]
    if mn == "blx":
        # __kuser_memory_barrier (unsupported() let no other through).
        return ["DMB ISH"]
    if mn == ".word" or mn == "ldr" and "[pc" in ops:
        # The helper's address, and its load: code, not data.
        return [""]
    o = _ops(ops)
    args = o.split(",") if "[" not in o else None
    if args and mn in ("add", "adds", "sub", "subs", "eor", "eors") and \
            len(args) == 2:
        # The Thumb two-operand form: Rd op= Rm.
        o = "%s,%s" % (args[0], o)
    if mn in SUBWORD:
        # Every access of a test is to the whole of its location (no
        # -variant mixed), whose values are below 128: a byte or
        # halfword access is the word's (the exclusives' reservation
        # and order are the same, DDI 0406C A3.4.5).
        insn = "%s %s" % (SUBWORD[mn], o)
        return _over("eq", insn) if mn.endswith("eq") else [insn]
    if mn in EXTEND:
        # A zero or sign extension of a value below 128: a move (its
        # dependency kept).
        if mn[-2:] in ("eq", "ne"):
            return _over(mn[-2:], "MOV %s" % o)
        return ["MOV %s" % o]
    if mn in ("cmpeq", "strexeq", "subne"):
        base = {"cmpeq": "CMP", "strexeq": "STREX", "subne": "SUB"}[mn]
        return _over(mn[-2:], "%s %s" % (base, o))
    if mn == "movs":
        mn = "mov"
    return ["%s %s" % (mn.upper(), o)]


# The litmus idioms (herd.py's defaults otherwise).
UPPER_REGS = True
SET_VALUE = "MOV {reg},#{value}"
# A label on an empty line (herd7's ARM reads no NOP).
NOP = ""
JUMP = "B"


def loc_decl(loc, size):
    return "int %s;" % loc


# The self-test (herd.py --self-test): (defconfig, function, instruction,
# by, the failing test's name, the shapes to run).
WEAKENED = [
    # An acquire load without its DMB: ARMv7 lets the later load be
    # satisfied first (DDI 0406C A3.8.3): message passing fails.
    ("armv7", "uat_load_4_acquire", "dmb ish", "nop",
     "MP reader uat_load_4_acquire", "MP"),
    # A release store without the DMB before it.
    ("armv7", "uat_store_4_release", "dmb ish", "nop",
     "MP writer uat_store_4_release", "MP"),
    # A seq_cst store without its DMB (the leading-fence mapping: the
    # seq_cst load's own DMB keeps store buffering away, message
    # passing is lost).
    ("armv7", "uat_store_4_seq_cst", "dmb ish", "nop",
     "MP writer uat_store_4_seq_cst", "MP"),
    # armv6: the call of the kernel's barrier helper after the loop of
    # an acquire fetch_add dropped.
    ("armv6", "uat_fetch_add_4_acquire", "blx r3", "nop",
     "MP reader uat_fetch_add_4_acquire", "MP"),
    # cmm_smp_wmb without its DMB ISHST (written DMB ST for arm.cat).
    ("armv7", "uat_smp_wmb", "dmb ishst", "nop",
     "MP between stores uat_smp_wmb", "MP"),
    # fetch_add's acquire DMB after the loop.
    ("armv7", "uat_fetch_add_4_acquire", "dmb ish", "nop",
     "MP reader uat_fetch_add_4_acquire", "MP"),
    # The byte's (LDREXB/STREXB as the word's exclusives), and the
    # halfword compare-and-swap's seq_cst without its leading DMB.
    ("armv7", "uat_fetch_add_1_acquire", "dmb ish", "nop",
     "MP reader uat_fetch_add_1_acquire", "MP"),
    ("armv7", "uat_cmpxchg_2_seq_cst", ("dmb ish", 0), "nop",
     "MP writer uat_cmpxchg_2_seq_cst", "MP"),
]

# ARMv7 reorders relaxed accesses in every shape (not multi-copy atomic).
WEAK_SHAPES = ("MP", "LB", "2+2W", "R", "S", "WRC", "ISA2", "IRIW")
