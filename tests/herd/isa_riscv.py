# SPDX-License-Identifier: MIT
#
# tests/herd/isa_riscv.py - RISC-V for tests/herd/herd.py: the golden
# file's instructions (tests/asm/expected/riscv64.asm, which the RV64 SMP
# board qemu_virt_rv64_smp shares) written as herd7 litmus instructions,
# judged by RVWMO's own model, riscv.cat (RISC-V ISA manual, Volume I,
# chapter 17 and appendix A).  The interface every ISA module provides is
# documented at the top of herd.py.
#
# Not here: the uniprocessor boards qemu_virt_rv64, qemu_virt_rv32 and
# qemu_virt_rv32_noa.  They run one hart: their barriers are the
# compiler's alone and the RV32 boards' 8-byte operations (and every
# operation of rv32_noa) mask machine interrupts, an order between a
# hart and its own interrupt handlers, which no multi-hart model
# describes; the one-hart model of tests/model judges them.
import itertools
import re

import lowering

ARCH = "RISCV"
MODEL = "riscv.cat"
MIXED_OPTIONS = ["-variant", "mixed"]
# The psABI: arguments in a0..a7, the result in a0 (a0:a1 for two).
ARG_REGS = ["a%d" % n for n in range(8)]
RET_REGS = ["a0", "a1"]
# The registers a litmus thread may use, by number: x5..x31 (x0 reads
# zero; ra, sp, gp, tp stay out of the way).  By number, not by ABI
# name: herd7 7.58 spells s10 "10".
POOL = ["x%d" % n for n in range(5, 32)]

REG = re.compile(r"\b(ra|sp|gp|tp|fp|t[0-6]|s1[01]|s[0-9]|a[0-7]|x\d+)\b")
BRANCH = re.compile(r"^(j|beq|bne|blt|bge|bltu|bgeu|bgt|ble|bgtu|bleu|"
                    r"beqz|bnez|blez|bgez|bltz|bgtz)$")
TARGET = re.compile(r"\.L(\d+)$")
# Register-register operations and the immediate form herd7 spells
# apart (the disassembler writes both alike).
IMM_FORM = {"add": "addi", "and": "andi", "or": "ori", "xor": "xori",
            "sll": "slli", "srl": "srli", "sra": "srai", "slt": "slti",
            "sltu": "sltiu", "addw": "addiw", "sllw": "slliw",
            "srlw": "srliw", "sraw": "sraiw"}
# The branch pseudo-instructions (ISA manual, Volume I, chapter 25):
# mnemonic -> (herd7's, operands in its order; z is x0).
PSEUDO_BRANCH = {
    "beqz": ("beq", "0z"), "bnez": ("bne", "0z"), "blez": ("bge", "z0"),
    "bgez": ("bge", "0z"), "bltz": ("blt", "0z"), "bgtz": ("blt", "z0"),
    "bgt": ("blt", "10"), "ble": ("bge", "10"), "bgtu": ("bltu", "10"),
    "bleu": ("bgeu", "10"),
}


def split(line):
    """'lr.w a3,(a6)' -> ('lr.w', ['a3', '(a6)'])."""
    parts = line.strip().split(None, 1)
    return parts[0], parts[1].split(",") if len(parts) > 1 else []


def branch(line):
    mn, ops = split(line)
    if mn == "ret":
        return ("ret", None)
    if BRANCH.match(mn):
        m = TARGET.search(ops[-1])
        if not m:
            raise ValueError("a branch out of the function: %r" % line)
        return (mn, int(m.group(1)))
    return None


def registers(line):
    return REG.findall(line)


def rename(line, regmap):
    return REG.sub(lambda m: regmap[m.group(1)], line)


def _int(s):
    return int(s, 16) if s.lstrip("-").startswith("0x") else int(s)


def _is_reg(s):
    return s == "zero" or REG.fullmatch(s) is not None


# herd7 7.58's RISC-V semantics leave out the unsigned comparisons
# (sltu, sltiu, bltu, bgeu), the right shifts but srli (srl, sra,
# srai, sraw, sraiw, srlw, srliw), and computes addw, subw, sllw and
# their immediate forms at 64 bits.  Each is written here with the
# instructions it has, exactly, for every value: an unsigned order is
# the signed order of the values with their sign bit flipped; a shift
# by a register is one srli per bit of the amount; an arithmetic shift
# is a logical one of the value or of its complement; a word operation
# is sign-extended after (ISA manual, Volume I, 4.2: the W forms'
# results are sign-extended).
_labels = itertools.count()


def _flip(a, b, s):
    """a and b with their sign bit flipped, into s[0] and s[1]."""
    b = ["xori %s,%s,%d" % (s[1], s[1], b)] if isinstance(b, int) else \
        ["xor %s,%s,%s" % (s[1], b, s[1])]
    return ["li %s,1" % s[1], "slli %s,%s,63" % (s[1], s[1]),
            "xor %s,%s,%s" % (s[0], a, s[1])] + b


def _shift_right(d, a, amount, s):
    """d = a >> amount, logical; amount a register (its 6 low bits)."""
    out = ["mv %s,%s" % (s[0], a)]
    for k in range(6):
        skip = "R%d" % next(_labels)
        out += ["andi %s,%s,%d" % (s[1], amount, 1 << k),
                "beq %s,zero,%s" % (s[1], skip),
                "srli %s,%s,%d" % (s[0], s[0], 1 << k),
                "%s: nop" % skip]
    return out + ["mv %s,%s" % (d, s[0])]


def _shift_right_arith(d, a, k, s, word):
    pos, end = "R%d" % next(_labels), "R%d" % next(_labels)
    return ["sext.w %s,%s" % (s[0], a) if word else
            "mv %s,%s" % (s[0], a),
            "bge %s,zero,%s" % (s[0], pos),
            "xori %s,%s,-1" % (s[0], s[0]),
            "srli %s,%s,%d" % (s[0], s[0], k),
            "xori %s,%s,-1" % (s[0], s[0]),
            "j " + end,
            "%s: srli %s,%s,%d" % (pos, s[0], s[0], k),
            "%s: mv %s,%s" % (end, d, s[0])]


def translate(line, target, scratch):
    mn, ops = split(line)
    s = scratch
    if mn in ("ret", "j"):
        return ["j " + target]
    if mn in PSEUDO_BRANCH:
        mn, order = PSEUDO_BRANCH[mn]
        regs = {"0": ops[0], "1": ops[1] if len(ops) > 2 else None,
                "z": "zero"}
        ops = [regs[order[0]], regs[order[1]], target]
    if mn in ("bltu", "bgeu"):
        return _flip(ops[0], ops[1], s) + [
            "%s %s,%s,%s" % (mn[:3], s[0], s[1], target)]
    if BRANCH.match(mn):
        return ["%s %s,%s,%s" % (mn, ops[0], ops[1], target)]
    if mn == ".word":
        if _int(ops[0]) == 0x0100000f:
            # PAUSE (Zihintpause): FENCE w,0, whose empty successor
            # set orders nothing: a hint.
            return ["nop"]
        raise ValueError("data in code: %r" % line)
    if mn in ("li", "lui"):
        return ["%s %s,%d" % (mn, ops[0], _int(ops[1]))]
    m = re.match(r"amo(max|min)u(\..*)$", mn)
    if m:
        # herd7 7.58 has no semantics for amomaxu/amominu: the signed
        # AMO, ordered alike (ISA manual, Volume I, 8.4: an AMO's order
        # is its aq and rl bits), computes the same on the tests'
        # values, all non-negative and below 2^31.
        return ["amo%s%s %s" % (m.group(1), m.group(2), ",".join(ops))]
    unary = {"zext.b": "andi %s,%s,255", "zext.h": "andi %s,%s,65535",
             "not": "xori %s,%s,-1", "neg": "sub %s,zero,%s",
             "negw": "subw %s,zero,%s"}
    if mn in unary:
        line = unary[mn] % (ops[0], ops[1])
        mn, ops = split(line)
    if mn == "snez":
        mn, ops = "sltu", [ops[0], "zero", ops[1]]
    if mn == "seqz":
        mn, ops = "sltu", [ops[0], ops[1], "1"]
    if len(ops) == 3 and mn in IMM_FORM and not _is_reg(ops[2]):
        mn, ops = IMM_FORM[mn], ops[:2] + [str(_int(ops[2]))]
    if mn in ("sltu", "sltiu"):
        b = ops[2] if _is_reg(ops[2]) else _int(ops[2])
        return _flip(ops[1], b, s) + ["slt %s,%s,%s" % (ops[0], s[0],
                                                        s[1])]
    if mn == "srl":
        return _shift_right(ops[0], ops[1], ops[2], s)
    if mn in ("srai", "sraiw"):
        return _shift_right_arith(ops[0], ops[1], int(ops[2]), s,
                                  mn == "sraiw")
    insn = "%s %s" % (mn, ",".join(ops))
    if mn in ("addw", "addiw", "subw", "sllw", "slliw"):
        return [insn, "sext.w %s,%s" % (ops[0], ops[0])]
    return [insn]


# The litmus idioms (herd.py's defaults otherwise).
JUMP = "j"


LOC_TYPES = {1: "uint8_t", 2: "uint16_t", 4: "uint32_t", 8: "uint64_t"}


def loc_decl(loc, size):
    return "%s %s;" % (LOC_TYPES[size], loc)


# The 1- and 2-byte operations are lr.w/sc.w loops on the aligned word
# that holds the operand, the shift and mask computed from the
# pointer's two low bits (and a, p, 3; and w, p, -4).  herd7 cannot
# compute on an address: in its litmus test the operand is a location
# of its own, aligned (offset 0: the low-order byte or halfword of the
# word, RISC-V being little-endian, ISA manual Volume I, 1.5), which
# the byte or halfword loads and stores and the word loop all name
# (herd7 without -variant mixed reads every access as one to the whole
# location).  What is judged is order and atomicity on that location,
# not that the neighbouring bytes are kept.
def _address_op(mn, ops, vals):
    """An instruction computing on the operand's address or on a
    constant derived from it (lowering.py): (its replacement, the value
    its destination then holds), or None."""
    v = [vals.get(o) for o in ops[1:]]
    if mn == "mv":
        return None, v[0]
    imm = len(ops) == 3 and not _is_reg(ops[2])
    if mn == "and" and imm and v[0] and v[0][0] == 1:
        k = _int(ops[2])
        if k == 3:
            return "li %s,%d" % (ops[0], v[0][1] & 3), (0, v[0][1] & 3)
        if k == -4:
            return "mv %s,%s" % (ops[0], ops[1]), (1, 0)
    if mn == "sll" and imm and v[0] and v[0][0] == 0:
        c = v[0][1] << _int(ops[2])
        return "li %s,%d" % (ops[0], c), (0, c)
    if mn in ("sll", "srl") and not imm and v[1] and v[1][0] == 0 and \
            (not v[0] or v[0][0] == 0):
        # A shift by the constant: by an immediate.
        return "%s %s,%s,%d" % (mn, ops[0], ops[1], v[1][1] & 63), None
    return None


STORES = ("sb", "sh", "sw", "sd")


def _writes(mn, ops):
    """The register an instruction writes, if any."""
    if not ops or mn in STORES or BRANCH.match(mn) or \
            mn.startswith((".", "fence")):
        return None
    return ops[0]


def lower(body, size):
    # Little-endian: the operand at the word's offset 0.
    return lowering.address_split(body, split, _writes, _address_op,
                                  ARG_REGS[0], 0)


# The self-test: instructions of golden files weakened in place (branch
# targets keep their index), each of which must make a Forbid test fail.
# (defconfig, function (a regular expression), instruction, its
# replacement, the test that must fail, the shapes to run.)
# The byte and halfword functions are LR/SC loops on the containing word
# with their mask and shift arithmetic: herd7 explores their executions
# for tens of minutes a batch, more than make check can take; make
# check-herd-all judges them.
DEFAULT_SIZES = "4,8"

WEAKENED = [
    # The fully ordered AMOs without .aqrl (tests/asm/mapping.py and
    # the home-made model missed these once): no release, no acquire.
    ("riscv64", "uat_fetch_add_4_seq_cst_fence",
     "amoadd.w.aqrl a1,a1,(a0)", "amoadd.w a1,a1,(a0)",
     "MP writer uat_fetch_add_4_seq_cst_fence", "MP"),
    ("riscv64", "uat_and_4_seq_cst", "amoand.w.aqrl zero,a1,(a0)",
     "amoand.w zero,a1,(a0)", "MP writer uat_and_4_seq_cst", "MP"),
    # A seq_cst_fence compare-and-swap's lr.aqrl without its .rl: a
    # failing one's read may pass an earlier store (store buffering).
    ("riscv64", "uat_cmpxchg_4_seq_cst_fence", "lr.w.aqrl a5,(a0)",
     "lr.w.aq a5,(a0)",
     "SB its own read uat_cmpxchg_4_seq_cst_fence not storing", "SB"),
    # An acquire load's fence r,rw gone: its later loads may pass it.
    ("riscv64", "uat_load_4_acquire", "fence r,rw", "nop",
     "MP reader uat_load_4_acquire", "MP"),
]

# The shapes RVWMO lets relaxed loads and stores reorder (ISA manual,
# Volume I, appendix A: multi-copy atomic, loads and stores to different
# addresses reordered freely).
WEAK_SHAPES = ("MP", "LB", "2+2W", "R", "S", "WRC", "ISA2", "IRIW")
