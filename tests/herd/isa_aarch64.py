# SPDX-License-Identifier: MIT
#
# tests/herd/isa_aarch64.py - AArch64 for tests/herd/herd.py: the golden
# file's instructions (tests/asm/expected/arm64*.asm) written as herd7
# litmus instructions, judged by Arm's own model, aarch64.cat.  The
# interface every ISA module provides is documented at the top of herd.py.
import re

ARCH = "AArch64"
MODEL = "aarch64.cat"
# AAPCS64: arguments in x0..x7, the result in x0.
ARG_REGS = ["x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7"]
RET_REGS = ["x0", "x1"]
# The registers a thread may use: x0..x28 (x29, x30 the frame and link
# registers; herd7 knows them, we keep them out of the way).
POOL = ["x%d" % n for n in range(29)]

REG = re.compile(r"\b([wx])(\d+)\b")
BRANCH = re.compile(r"^(b|b\.\w+|cbz|cbnz|tbz|tbnz)$")
TARGET = re.compile(r"\.L(\d+)$")
# Condition names herd7 7.58 spells otherwise (Arm ARM C1.2.4: LO is
# CC, HS is CS).
CONDS = {"lo": "cc", "hs": "cs"}


def split(line):
    """'ldxr w0, [x3]' -> ('ldxr', 'w0, [x3]')."""
    parts = line.strip().split(None, 1)
    return parts[0], parts[1] if len(parts) > 1 else ""


def branch(line):
    """('ret', None) for a return, (mnemonic, target index) for a branch
    within the function, None for any other instruction; a branch out of
    the function (a tail call) cannot be modelled."""
    mn, ops = split(line)
    if mn == "ret":
        return ("ret", None)
    if BRANCH.match(mn):
        m = TARGET.search(ops)
        if not m:
            raise ValueError("a branch out of the function: %r" % line)
        return (mn, int(m.group(1)))
    return None


def registers(line):
    """The general-purpose registers an instruction names, as 'x<n>'."""
    return ["x" + n for _, n in REG.findall(line)]


def rename(line, regmap):
    """The instruction with each register x<n>/w<n> replaced by
    regmap['x<n>'] at the same width."""
    return REG.sub(lambda m: m.group(1) + regmap["x" + m.group(2)][1:],
                   line)


def _imm(m, bits):
    """A hexadecimal immediate in decimal; one just below 2^bits as the
    negative number it is (herd7 7.58 reads MOV W1,#-1 and
    MOV W0,#2147483648, not MOV W1,#4294967295 nor #-2147483648:
    the MOVN and MOVZ encodings, Arm ARM C6.2)."""
    v = int(m.group(1), 16)
    return "#%d" % (v - (1 << bits) if v >= (1 << bits) - (1 << 16)
                    else v)


def translate(line, target, scratch):
    """The litmus instructions of one (renamed) instruction; target is
    the label a branch goes to, scratch a list of two spare registers.
    Immediates are written in decimal (herd7 reads no 0x)."""
    mn, ops = split(line)
    bits = 32 if ops.startswith("w") else 64
    m = re.match(r"(x\d+), #0x8000000000000000$", ops)
    if mn == "mov" and m:
        # herd7 7.58 reads no 64-bit immediate of 2^63 (the least long,
        # dec_if_positive's): the same value shifted in.
        return ["MOV %s,#1" % m.group(1).upper(),
                "LSL %s,%s,#63" % (m.group(1).upper(), m.group(1).upper())]
    ops = re.sub(r"#0x([0-9a-f]+)", lambda m: _imm(m, bits), ops)
    ops = ops.replace(", ", ",")
    if mn == "ret":
        return ["B " + target]
    m = re.match(r"^(ld(?:a?)x|st(?:l?)x)p$", mn)
    if m:
        # The double-width pair on its low word (DWORD_AS below).
        parts = ops.split(",")
        if mn.startswith("ld"):
            lo, hi, addr = parts
            return ["%sR %s,%s" % (m.group(1).upper(), lo.upper(),
                                   addr.upper()), "MOV %s,#0" % hi.upper()]
        st, lo, _, addr = parts
        return ["%sR %s,%s,%s" % (m.group(1).upper(), st.upper(),
                                  lo.upper(), addr.upper())]
    if mn == "ldp" and re.match(r"^x\d+,x\d+,\[x\d+\]$", ops):
        # The double-width load of Armv8.4 (arm64_v84): the LDR of its
        # low word and 0 into the high register, as LDXP (DWORD_AS).
        lo, hi, addr = ops.split(",")
        return ["LDR %s,%s" % (lo.upper(), addr.upper()),
                "MOV %s,#0" % hi.upper()]
    if mn == "stp" and re.match(r"^x\d+,x\d+,\[x\d+\]$", ops):
        # A plain store of a pair (a weakened store-exclusive pair,
        # tests/mutants): the STR of its low word.
        lo, _, addr = ops.split(",")
        return ["STR %s,%s" % (lo.upper(), addr.upper())]
    m = re.match(r"^casp(a|l|al)?$", mn)
    if m:
        s, s1, t, _, addr = ops.split(",")
        return ["CAS%s %s,%s,%s" % ((m.group(1) or "").upper(), s.upper(),
                                    t.upper(), addr.upper()),
                "MOV %s,#0" % s1.upper()]
    if BRANCH.match(mn):
        ops = TARGET.sub(target, ops)
        if mn.startswith("b."):
            mn = "b." + CONDS.get(mn[2:], mn[2:])
        return [("%s %s" % (mn, ops)).upper()]
    if mn in ("sevl", "wfe", "wfi", "yield"):
        # Hints (Arm ARM C6.2: WFE, SEVL): they wait or signal, they
        # order and access no memory.
        return ["NOP"]
    if mn in ("sxtb", "sxth", "sxtw", "uxtb", "uxth"):
        # herd7 has no extend instructions; every value of a test is
        # below 128, where they copy the register: the register (and
        # its dependency) goes through a move.
        d, s = ops.split(",")
        return [("MOV %s,%s" % (d, "w" + s[1:] if d[0] == "w" else
                                "x" + s[1:])).upper()]
    if mn == "ccmp":
        # ccmp a, b, #0, eq after a cmp: Z set when the cmp found equal
        # and a == b (Arm ARM C6.2 CCMP), which is all the b.eq/b.ne
        # after it read; herd7 has no ccmp: the same Z from cset.
        a, b, nzcv, cond = ops.split(",")
        if nzcv != "#0" or cond != "eq":
            raise ValueError("ccmp %s: only '#0, eq' is modelled" % ops)
        s0, s1 = ["w" + r[1:] for r in scratch]
        return [i.upper() for i in (
            "cset %s,eq" % s0, "cmp %s,%s" % (a, b), "cset %s,eq" % s1,
            "and %s,%s,%s" % (s0, s0, s1), "cmp %s,#1" % s0)]
    m = re.match(r"csel|cset|csinc|csinv|csneg", mn)
    if m:
        parts = ops.split(",")
        parts[-1] = CONDS.get(parts[-1], parts[-1])
        ops = ",".join(parts)
    return [("%s %s" % (mn, ops)).upper()]


# The litmus idioms (herd.py's defaults otherwise).
UPPER_REGS = True
SET_VALUE = "MOV {reg},#{value}"
NOP = "NOP"
JUMP = "B"


LOC_TYPES = {1: "uint8_t", 2: "uint16_t", 4: "uint32_t", 8: "uint64_t"}


def loc_decl(loc, size):
    """The declaration of a memory location of size bytes."""
    return "%s %s;" % (LOC_TYPES[size], loc)


# The self-test: instructions of golden files weakened in place (branch
# targets keep their index), each of which must make a Forbid test fail.
# (defconfig, function (a regular expression), instruction, its
# replacement, the test that must fail, the shapes to run.)
WEAKENED = [
    # The fully ordered LSE atomic without its acquire and release.
    ("arm64_lse", "uat_fetch_add_4_seq_cst_fence", "ldaddal w1, w0, [x0]",
     "ldadd w1, w0, [x0]", "MP writer uat_fetch_add_4_seq_cst_fence",
     "MP"),
    ("arm64_lse", "uat_add_4_release", "staddl w1, [x0]",
     "stadd w1, [x0]", "MP writer uat_add_4_release", "MP"),
    # An LD*A into the zero register is no acquire (aarch64.cat: the
    # read of an atomic whose destination is WZR/XZR is not an A).
    ("arm64_lse", "uat_add_return_4_acquire", "ldadda w1, w2, [x0]",
     "ldadda w1, wzr, [x0]", "MP reader uat_add_return_4_acquire", "MP"),
    # The seq_cst_fence compare-and-swap, relaxed between two DMBs,
    # without the DMB before it: the write before it may pass its
    # store-exclusive.
    ("arm64", "uat_cmpxchg_4_seq_cst_fence", [("dmb ish", 0)], ["nop"],
     "MP writer uat_cmpxchg_4_seq_cst_fence", "MP"),
    # The double-width compare-and-swap (judged on its low word,
    # DWORD_AS below): the exclusive pair's acquire dropped, the LSE
    # CASP's release.
    ("arm64", "uat_cmpxchg_dword_16_acquire", "ldaxp x0, x1, [x6]",
     "ldxp x0, x1, [x6]",
     "MP reader uat_cmpxchg_dword_16_acquire storing", "MP"),
    ("arm64_lse", "uat_cmpxchg_dword_16_release",
     "caspl x0, x1, x2, x3, [x6]", "casp x0, x1, x2, x3, [x6]",
     "MP writer uat_cmpxchg_dword_16_release", "MP"),
    # The double-width load, ordered by its read's acquire alone: the
    # CMM_SEQ_CST_FENCE one without it (no dmb after it), the LSE
    # acquire one as casp.
    ("arm64", "uat_load_dword_16_seq_cst_fence", "ldaxp x0, x1, [x2]",
     "ldxp x0, x1, [x2]", "MP reader uat_load_dword_16_seq_cst_fence",
     "MP"),
    ("arm64_lse", "uat_load_dword_16_acquire",
     "caspa x0, x1, x0, x1, [x2]", "casp x0, x1, x0, x1, [x2]",
     "MP reader uat_load_dword_16_acquire", "MP"),
    # Not here: the double-width CAS's failure path without the stxp
    # that writes back what ldxp read.  The Arm ARM (B2.2.1) makes an
    # LDXP single-copy atomic only with a successful STXP; herd7 7.58
    # reads LDXP as one 128-bit access whatever follows (an LDXP
    # against two ordered 8-byte stores never sees the second without
    # the first, an LDP does), and the pair is judged here on its low
    # word, so no outcome depends on the write-back: its loss is left
    # to tests/asm/mapping.py.
]

# The load-exclusive or the LSE CAS that opens an attempt of a
# compare-and-swap (herd.py's second_attempt(): seq_cst_fence has two).
ATTEMPT = r"^(lda?x(r[bh]?|p)|casp?(a|l|al)?[bh]?)$"

# The double-width compare-and-swap (LDXP/STXP loops, the LSE CASP) on
# a location of 8 bytes, as x86-64's CMPXCHG16B (isa_x86.py): herd7's
# 16-byte location makes every other test mixed-size, and two ldxp/stxp
# loops against each other take it minutes.  The tests' values are
# small, their high words 0 (the expected and new values' high words,
# x3 and x5, are left unset), so that the pair's access is the low
# word's: LDXP/LDAXP is LDXR/LDAXR of it and a move of 0 into the high
# register (what the location's high word holds), STXP/STLXP the
# STXR/STLXR of the low register (the failure path's write-back of
# what was read is a write of the same value, as in the code), CASP*
# the CAS* of the low registers and 0 into the high one (Arm ARM C6.2:
# CASP compares and loads the pair): the same exclusive or atomic
# read and write, at the same order, of the same values.  Judged so:
# the order it gives (every shape) and no lost update; not seen: a torn
# 16-byte value (an LDXP whose pair is not made atomic by the failure
# path's write-back, Arm ARM B2.2.1), which needs a high word: that
# write-back's loss is tests/asm/mapping.py's.
DWORD_AS = 8
# A torn read: the pair's two halves are needed, and aarch64.cat reads
# an LDP as two 8-byte reads (FEAT_LSE2's single-copy atomicity of an
# aligned 16-byte LDP, Arm ARM B2.2.1.1, is not in the model) and an
# LDXP as one whatever follows (the write-back's need, B2.2.1, not
# seen): neither verdict would be the CPU's.
DWORD_TORN = ("the pair is judged on its low word (DWORD_AS), and"
              " aarch64.cat reads LDP as two 8-byte reads (FEAT_LSE2's"
              " 16-byte single-copy atomicity, Arm ARM B2.2.1.1, is not"
              " modelled), LDXP as one whatever follows")
# What the low word cannot show (tests/mutants/mutants.py): a pair's
# store-exclusive weakened or deleted (the failure path's write-back
# makes the LDXP single-copy atomic, a torn value the tests cannot see).
UNSEEN = (r"^stl?xp ", "a store-exclusive pair: judged on its low word,"
          " herd7 cannot see a torn 16-byte value")
# The address, the old value's low word, the new value's (AAPCS64: a
# 16-byte argument in an even-odd pair, x2:x3 and x4:x5).
DWORD_ARG_REGS = ["x0", "x2", "x4"]

# The shapes Armv8 lets relaxed loads and stores reorder (Pulte et al.,
# POPL 2018: other-multi-copy atomic, loads and stores reordered freely).
WEAK_SHAPES = ("MP", "LB", "2+2W", "R", "S", "WRC", "ISA2", "IRIW")
