# SPDX-License-Identifier: MIT
#
# tests/herd/isa_ppc.py - POWER for tests/herd/herd.py: the golden files'
# instructions (tests/asm/expected/{ppc64le,ppc64,ppc,ppc_e500}.asm)
# written as herd7 litmus instructions, judged by the Power model,
# ppc.cat.  The interface every ISA module provides is documented at the
# top of herd.py.
#
# herd7 7.58's PPC front end is small: of the reservation pairs it has
# lwarx/stwcx. alone, of the compares cmpw, cmpwi and cmplwi (cmpw
# comparing the whole registers), of the shifts and rotates rlwinm,
# clrldi and extsw; it has no carry, no count of leading zeros, no
# isel, no right shift by a register, and its nor, neg, slw and sraw
# are parsed but have no semantics; its rlwinm rotates one bit short
# when the rotation wraps (its rot64 shifts right by 63 - n, not 64 - n)
# and its registers hold 32 bits (li 2147483648 reads -2^31, 65536 *
# 65536 is 0).  Every other instruction of the golden files is written
# below with ones it has, exact on 32-bit values below 2^31 (every value
# of the tests is below 16; the 8-byte functions' values are computed
# modulo 2^32), the sequences saying how; an instruction this module
# does not know is an error, never a guess.  Its memory accesses are read
# without -variant mixed, each as one to the whole location, so that
# the byte, halfword and doubleword reservations are the word pair
# (Power ISA Book II, 4.4.2: the four pairs order alike) and the
# sub-word loops of the CPUs without lbarx/lharx work on the operand's
# location (tests/herd/lowering.py).
#
# The 16-byte compare-and-swap (lqarx/stqcx.) and load (lq), which
# herd7's PPC front end cannot express (no quadword access), are judged on a
# location of 8 bytes, as x86-64's CMPXCHG16B (isa_x86.py): the tests'
# values are small, their high doublewords 0 (the expected and new
# values' high halves, r5 and r7, are left unset), so that the pair's
# access is its low doubleword's, held by the odd register of the pair
# (RTp + 1: the golden code compares it with the expected value's low
# half, r4): lqarx RTp is lwarx of the low half and li RTp,0 (what the
# location's high half holds), stqcx. RSp the stwcx. of RSp + 1 (Power
# ISA Book II, 4.4.2: the quadword pair reserves and orders as the
# others), lq RTp the ld of the low half and li RTp,0.  Not seen: a torn
# 16-byte value, which needs a high half.
import itertools
import re

import lowering

ARCH = "PPC"
MODEL = "ppc.cat"
MIXED_OPTIONS = ["-variant", "mixed"]
# ELFv2 and the 32-bit SVR4 ABI: arguments in r3..r10, the result in
# r3 (r3:r4 for two).
ARG_REGS = ["r%d" % n for n in range(3, 11)]
RET_REGS = ["r3", "r4"]
# r0 reads as zero in the RA field of lwarx/stwcx. and addi, r1 and r2
# are the stack and TOC pointers, r13 the thread pointer: a thread uses
# r3..r12 and r14..r27; r28..r31 are the temporaries of the sequences
# below (T), r31 the carry bit (CA), which herd7 does not have.
POOL = ["r%d" % n for n in list(range(3, 13)) + list(range(14, 28))]
T = ["r28", "r29", "r30"]
CA = "r31"

REG = re.compile(r"\b([rf]\d+)\b")
BRANCH = re.compile(r"^(b|beq|bne|blt|bge|bgt|ble)[-+]?$")
RETURN = re.compile(r"^(blr|beqlr|bnelr)[-+]?$")
TARGET = re.compile(r"\.L(\d+)$")
_labels = itertools.count()


def split(line):
    parts = line.strip().split(None, 1)
    return parts[0], parts[1].split(",") if len(parts) > 1 else []


def branch(line):
    mn, ops = split(line)
    if RETURN.match(mn):
        return ("ret", None)
    if BRANCH.match(mn):
        m = TARGET.search(ops[-1])
        if not m:
            raise ValueError("a branch out of the function: %r" % line)
        return (mn.rstrip("+-"), int(m.group(1)))
    return None


def registers(line):
    return REG.findall(line)


def rename(line, regmap):
    return REG.sub(lambda m: regmap[m.group(1)], line)


def _int(s):
    return int(s, 16) if s.lstrip("-").startswith("0x") else int(s)


def _is_reg(s):
    return REG.fullmatch(s) is not None


def _min(t):
    """The sign bit alone into t (herd7's registers: -2^31)."""
    return ["li %s,2147483648" % t]


def _bit(d, x, i, t):
    """d = bit i (below 32) of x, t a temporary: herd7 7.58's rlwinm
    rotates one bit short when the rotation wraps (its rot64 shifts
    right by 63 - n), so no rlwinm here rotates: the low word divided
    by 2^i, its low bit kept."""
    return ["clrldi %s,%s,32" % (d, x), "li %s,%d" % (t, 1 << i),
            "divw %s,%s,%s" % (d, d, t), "li %s,1" % t,
            "and %s,%s,%s" % (d, d, t)]


def _nonzero(d, x):
    """d = (x != 0), cr0 kept: compared and branched on, cr0 saved with
    mfcr before and set again after from its LT and GT bits (herd7
    writes cr0 as 8, 4 or 2: (cr0 & 4) - (cr0 & 8) compares to 0 as
    the saved compare did; a cr0 of 0, after a failed stwcx., is
    always branched on at once)."""
    s, t, u = T
    skip = "Z%d" % next(_labels)
    return ["mfcr %s" % s, "cmpwi %s,0" % x, "li %s,0" % u,
            "beq %s" % skip, "li %s,1" % u,
            "%s: li %s,4" % (skip, t), "and %s,%s,%s" % (t, s, t),
            "li %s,8" % d, "and %s,%s,%s" % (s, s, d),
            "subf. %s,%s,%s" % (t, s, t), "mr %s,%s" % (d, u)]


def _pow2(d, amount, bits):
    """d = 2^(amount's low bits), modulo the register's width: the
    product over the amount's bits i of 2^(2^i) where the bit is set."""
    t1 = T[1]
    out = ["li %s,1" % d]
    for i in range(bits):
        out += _bit(t1, amount, i, T[0])
        if i == 6:
            # 2^64: 0.
            out.append("xori %s,%s,1" % (t1, t1))
        else:
            out += ["mulli %s,%s,%d" % (t1, t1, (1 << (1 << i)) - 1),
                    "addi %s,%s,1" % (t1, t1)]
        out.append("mullw %s,%s,%s" % (d, d, t1))
    return out


# Power ISA Book I, 3.3.10 (compare), 3.3.13-14 (rotate, shift), 3.3.9
# (carrying add and subtract), 3.3.12 (isel): the instructions herd7
# lacks, each an exact sequence.
def translate(line, target, scratch):
    mn, ops = split(line)
    t0, t1, _ = T
    if mn == "lqarx":
        # lower_endian() named the pair: lqarx RTp,RTp+1,RA.
        return ["lwarx %s,r0,%s" % (ops[1], ops[2]), "li %s,0" % ops[0]]
    if mn == "stqcx.":
        return ["stwcx. %s,r0,%s" % (ops[1], ops[2])]
    if mn == "lq":
        # lq RTp,RTp+1,D(RA) (lower_endian()): ld of the low half and
        # li RTp,0, as lqarx.
        return ["ld %s,%s" % (ops[1], ops[2]), "li %s,0" % ops[0]]
    if RETURN.match(mn):
        cond = mn.rstrip("+-")[:-2]
        return ["%s %s" % (cond, target)]
    if BRANCH.match(mn):
        return ["%s %s" % (mn.rstrip("+-"), target)]
    if mn in ("lwarx", "ldarx", "lharx", "lbarx"):
        return ["lwarx %s,r0,%s" % (ops[0], ops[2])]
    if mn in ("stwcx.", "stdcx.", "sthcx.", "stbcx."):
        return ["stwcx. %s,r0,%s" % (ops[0], ops[2])]
    if mn in ("cmpw", "cmpd"):
        if mn == "cmpd":
            return ["cmpw %s,%s" % (ops[0], ops[1])]
        return ["extsw %s,%s" % (t0, ops[0]), "extsw %s,%s" % (t1, ops[1]),
                "cmpw %s,%s" % (t0, t1)]
    if mn in ("cmpwi", "cmpdi"):
        if mn == "cmpdi":
            return ["cmpwi %s,%d" % (ops[0], _int(ops[1]))]
        return ["extsw %s,%s" % (t0, ops[0]),
                "cmpwi %s,%d" % (t0, _int(ops[1]))]
    if mn == "cmplw":
        return ["clrldi %s,%s,32" % (t0, ops[0]),
                "clrldi %s,%s,32" % (t1, ops[1]), "cmpw %s,%s" % (t0, t1)]
    if mn == "cmpld":
        # The unsigned order: the signed one with the sign bits flipped.
        return _min(T[2]) + ["xor %s,%s,%s" % (t0, ops[0], T[2]),
                             "xor %s,%s,%s" % (t1, ops[1], T[2]),
                             "cmpw %s,%s" % (t0, t1)]
    if mn in ("clrlwi", "srwi", "slwi", "clrrwi", "rlwinm"):
        # The rotate-and-mask forms, without herd7's rlwinm (above).
        d, a, n = ops[0], ops[1], _int(ops[2])
        if mn == "clrlwi":
            return ["clrldi %s,%s,%d" % (d, a, 32 + n)]
        if mn == "srwi":
            return ["clrldi %s,%s,32" % (t0, a), "li %s,%d" % (t1, 1 << n),
                    "divw %s,%s,%s" % (d, t0, t1)]
        if mn == "slwi":
            return ["mulli %s,%s,%d" % (t0, a, 1 << n),
                    "clrldi %s,%s,32" % (d, t0)]
        if mn == "clrrwi":
            return ["clrldi %s,%s,32" % (t0, a), "li %s,%d" % (t1, -(1 << n)),
                    "and %s,%s,%s" % (d, t0, t1)]
        sh, mb, me = n, _int(ops[3]), _int(ops[4])
        if sh == 0 and mb <= me:
            _, mask = _rlwinm(0, 0, mb, me)
            return ["li %s,%d" % (t1, mask), "and %s,%s,%s" % (d, a, t1)]
        raise ValueError("%r: a rotation is not modelled" % line)
    if mn == "clrrdi":
        n = _int(ops[2])
        mask = _min(t0) if n == 63 else ["li %s,%d" % (t0, -(1 << n))]
        return mask + ["and %s,%s,%s" % (ops[0], ops[1], t0)]
    if mn in ("extsb", "extsh"):
        bits = 8 if mn == "extsb" else 16
        d = ops[0]
        return ["clrldi %s,%s,%d" % (d, ops[1], 64 - bits),
                "xori %s,%s,%d" % (d, d, 1 << (bits - 1)),
                "addi %s,%s,%d" % (d, d, -(1 << (bits - 1)))]
    if mn == "not":
        return ["li %s,-1" % t0, "xor %s,%s,%s" % (ops[0], ops[1], t0)]
    if mn == "xoris":
        return ["li %s,%d" % (t0, _int(ops[2]) << 16),
                "xor %s,%s,%s" % (ops[0], ops[1], t0)]
    if mn in ("andc", "orc"):
        return ["li %s,-1" % t0, "xor %s,%s,%s" % (t0, ops[2], t0),
                "%s %s,%s,%s" % (mn[:-1], ops[0], ops[1], t0)]
    if mn == "addic":
        if _int(ops[2]) != -1:
            raise ValueError("%r: only addic -1 is modelled" % line)
        # rA + 0xfff...f carries out unless rA is 0.
        return _nonzero(CA, ops[1]) + ["addi %s,%s,-1" % (ops[0], ops[1])]
    if mn == "subfe":
        # ~rA + rB + CA.
        return ["subf %s,%s,%s" % (ops[0], ops[1], ops[2]),
                "addi %s,%s,-1" % (ops[0], ops[0]),
                "add %s,%s,%s" % (ops[0], ops[0], CA)]
    if mn == "subfic":
        if _int(ops[2]) != 0:
            raise ValueError("%r: only subfic 0 is modelled" % line)
        # ~rA + 0 + 1 carries out when rA is 0.
        return _nonzero(CA, ops[1]) + [
            "xori %s,%s,1" % (CA, CA), "li %s,0" % t0,
            "subf %s,%s,%s" % (ops[0], ops[1], t0)]
    if mn == "addme":
        return ["add %s,%s,%s" % (ops[0], ops[1], CA),
                "addi %s,%s,-1" % (ops[0], ops[0])]
    if mn == "cntlzw":
        # Only ever followed by srwi 5 (lower() checks): 32 for zero,
        # below 32 otherwise is all that is read.
        return _nonzero(ops[0], ops[1]) + [
            "xori %s,%s,1" % (ops[0], ops[0]),
            "mulli %s,%s,%d" % (ops[0], ops[0], 32 if mn == "cntlzw" else 64)]
    if mn == "cntlzd":
        return _nonzero(ops[0], ops[1]) + [
            "xori %s,%s,1" % (ops[0], ops[0]),
            "mulli %s,%s,%d" % (ops[0], ops[0], 32 if mn == "cntlzw" else 64)]
    if mn == "srdi":
        # Only after cntlzd (lower() checks): a value 0..64.
        return ["li %s,%d" % (t0, 1 << _int(ops[2])),
                "divw %s,%s,%s" % (ops[0], ops[1], t0)]
    if mn in ("slw", "sld"):
        bits = 6 if mn == "slw" else 7
        out = _pow2(T[2], ops[2], bits) + [
            "mullw %s,%s,%s" % (T[2], ops[1], T[2])]
        return out + (["clrldi %s,%s,32" % (ops[0], T[2])] if mn == "slw"
                      else ["mr %s,%s" % (ops[0], T[2])])
    if mn == "srw":
        return _pow2(T[2], ops[2], 6) + [
            "clrldi %s,%s,32" % (t0, ops[1]),
            "divw %s,%s,%s" % (ops[0], t0, T[2])]
    m = re.match(r"isel(eq|gt|lt)$", mn)
    if m:
        skip = "I%d" % next(_labels)
        other = {"eq": "bne", "gt": "ble", "lt": "bge"}[m.group(1)]
        a = "li %s,0" % t0 if ops[1] == "0" else "mr %s,%s" % (t0, ops[1])
        return ["mr %s,%s" % (t0, ops[2]), "%s %s" % (other, skip), a,
                "%s: mr %s,%s" % (skip, ops[0], t0)]
    if mn in ("mtfprwz", "mffprwz"):
        # A word parked in a floating-point register and back.
        return ["clrldi %s,%s,32" % (ops[0], ops[1])]
    if mn == ".long":
        # Data after the last return (never reached).
        return ["nop"]
    if mn == "li":
        return ["li %s,%d" % (ops[0], _int(ops[1]))]
    if mn in ("ori", "xori", "addi"):
        return ["%s %s,%s,%d" % (mn, ops[0], ops[1], _int(ops[2]))]
    return [line]


LOC_TYPES = {1: "uint8_t", 2: "uint16_t", 4: "uint32_t", 8: "uint64_t",
             16: "int128_t"}


def loc_decl(loc, size):
    return "%s %s;" % (LOC_TYPES[size], loc)


def _rlwinm(x, sh, mb, me):
    x &= 0xffffffff
    r = ((x << sh) | (x >> (32 - sh))) & 0xffffffff if sh else x
    mask = 0
    for b in range(32):
        ibm = 31 - b
        if (mb <= me and mb <= ibm <= me) or \
                (mb > me and (ibm >= mb or ibm <= me)):
            mask |= 1 << b
    return r & mask, mask


def _address_op(mn, ops, vals):
    """An instruction computing on the operand's address or on a
    constant derived from it (lowering.py): (its replacement, the value
    its destination then holds), or None."""
    v = [vals.get(o) for o in ops[1:]]
    if mn == "mr":
        return None, v[0]
    if not v[0]:
        if mn in ("slw", "srw", "sld") and v[1] and v[1][0] == 0:
            n = v[1][1] & (63 if mn != "sld" else 127)
            d, s = ops[0], ops[1]
            if n >= (64 if mn == "sld" else 32):
                return "li %s,0" % d, (0, 0)
            if mn == "sld":
                return "mulli %s,%s,%d" % (d, s, 1 << n), None
            return "%s %s,%s,%d" % ("slwi" if mn == "slw" else "srwi",
                                    d, s, n), None
        return None
    k, c = v[0]
    if mn in ("clrrwi", "clrrdi") and _int(ops[2]) == 2 and k == 1:
        return "mr %s,%s" % (ops[0], ops[1]), (1, 0)
    if mn == "xori" and k == 1 and 0 <= _int(ops[2]) < 4:
        # Another byte of the same word: the same location here.
        return "mr %s,%s" % (ops[0], ops[1]), (1, c ^ _int(ops[2]))
    if mn == "not":
        if k:
            return "nop", (-k, -c - 1)
        return "li %s,%d" % (ops[0], ~c), (0, ~c)
    if mn == "rlwinm":
        sh, mb, me = (_int(x) for x in ops[2:])
        if k:
            # Only the address's two low bits may reach the result: the
            # word's address is a multiple of 4 of which nothing is
            # known.
            _, mask = _rlwinm(0, sh, mb, me)
            low = ((3 << sh) | (3 >> (32 - sh))) & 0xffffffff
            if mask & ~low:
                return None
            c &= 3
        r, _ = _rlwinm(c, sh, mb, me)
        return "li %s,%d" % (ops[0], r), (0, r)
    if k == 0 and mn in ("xori", "ori", "addi"):
        f = {"xori": lambda a, b: a ^ b, "ori": lambda a, b: a | b,
             "addi": lambda a, b: a + b}[mn]
        r = f(c, _int(ops[2]))
        return "li %s,%d" % (ops[0], r), (0, r)
    if k == 0:
        # A constant used as a value: as it is.
        return None, None
    return None


NO_DEST = re.compile(r"^(st\w*|b\w*|cmp\w*|sync|hwsync|lwsync|isync|nop|"
                     r"\.long|mtfprwz)$")


def _writes(mn, ops):
    if not ops or NO_DEST.match(mn) and mn != "mtfprwz":
        return None
    return ops[0]


# The pairs whose first instruction is written above for what the
# second reads of it alone.
PAIRS = {"cntlzw": ("srwi", 5), "cntlzd": ("srdi", 6),
         "addic": ("subfe", None), "subfic": ("addme", None)}


def lower_endian(body, size, big_endian):
    out = []
    for i, line in enumerate(body):
        mn, ops = split(line)
        if mn in PAIRS:
            nmn, nops = split(body[i + 1]) if i + 1 < len(body) else ("", [])
            want, n = PAIRS[mn]
            if nmn != want or n is not None and (
                    nops[0] != ops[0] or nops[1] != ops[0] or
                    _int(nops[2]) != n):
                raise ValueError("%r not followed by %s: not modelled"
                                 % (line, want))
        if mn == "srdi" and (i == 0 or split(body[i - 1])[0] != "cntlzd"):
            raise ValueError("%r: srdi only after cntlzd is modelled"
                             % line)
        if mn in ("lqarx", "stqcx.", "lq"):
            # The pair's second register named, so that it is renamed:
            # the low doubleword's (translate()).
            line = "%s %s,r%d,%s" % (mn, ops[0], int(ops[0][1:]) + 1,
                                     ops[-1])
        elif mn in ("std", "ld") and ops[1].endswith("(r1)"):
            # A register saved on the stack and restored: its value on
            # entry is the caller's, which no test reads.
            line = "nop"
        elif mn == "mr" and ops[0] == ops[1] or \
                mn == "ori" and ops == ["r2", "r2", "0"]:
            # Priority hints (mr 1,1; mr 2,2) and the no-op ori 2,2,0.
            line = "nop"
        out.append(line)
    # The operand of a sub-word loop sits at the word's low end: on a
    # big-endian CPU at offset 4 - size (Power ISA Book I, 1.10.1).
    offset = 4 - size if big_endian and size < 4 else 0
    return lowering.address_split(out, split, _writes, _address_op,
                                  ARG_REGS[0], offset,
                                  accesses=("lwarx", "ldarx", "lharx",
                                            "lbarx", "lqarx", "stwcx.",
                                            "stdcx.", "sthcx.", "stbcx.",
                                            "stqcx."))


def lower(body, size):
    """ppc64le: little-endian (the big-endian CPUs' module, isa_ppc_be,
    says otherwise)."""
    return lower_endian(body, size, False)


# The self-test: instructions of golden files weakened in place (branch
# targets keep their index), each of which must make a Forbid test fail.
# (defconfig, function (a regular expression), instruction, its
# replacement, the test that must fail, the shapes to run.)
WEAKENED = [
    # The acquire load without its lwsync: later loads pass it.
    ("ppc64le", "uat_load_4_acquire", "lwsync", "nop",
     "MP reader uat_load_4_acquire", "MP"),
    # The seq_cst_fence compare-and-swap without its leading hwsync:
    # its store no longer released.
    ("ppc64le", "uat_cmpxchg_4_seq_cst_fence", "hwsync", "nop",
     "MP writer uat_cmpxchg_4_seq_cst_fence", "MP"),
    # The 16-byte compare-and-swap (lqarx/stqcx., on its low half)
    # without the lwsync of its acquire.
    ("ppc64le", "uat_cmpxchg_dword_16_acquire", "lwsync", "nop",
     "MP reader uat_cmpxchg_dword_16_acquire storing", "MP"),
    # The 16-byte load (lq, on its low half) without its acquire.
    ("ppc64le", "uat_load_dword_16_acquire", "lwsync", "nop",
     "MP reader uat_load_dword_16_acquire", "MP"),
]

# The 16-byte compare-and-swap on 8 bytes (above); its arguments: the
# address, the old value's low half, the new value's (ELFv2: a 16-byte
# argument in a register pair, r4:r5 and r6:r7, the low half first on
# little-endian).
DWORD_AS = 8
DWORD_ARG_REGS = ["r3", "r4", "r6"]
DWORD_TORN = ("the quadword is judged on its low doubleword (DWORD_AS):"
              " herd7's PPC front end has no quadword access, no lqarx")

# The shapes Power lets relaxed loads and stores reorder (Sarkar et al.,
# PLDI 2011; Alglave et al., TOPLAS 2014: not multi-copy atomic, loads
# and stores to different addresses reordered).
WEAK_SHAPES = ("MP", "LB", "2+2W", "R", "S", "WRC", "ISA2", "IRIW")

# make check-herd judges the words (766 tests: 126 s for ppc64le, 143 s
# for ppc64, 151 s for ppc at a load of 17 on two cores) and ppc64le's
# 16-byte compare-and-swap (112 tests, 8 s); the bytes, halfwords and
# doublewords (505, 505 and 766 tests, 84 to 163 s each) in make
# check-herd-all.
DEFAULT_SIZES = "4,16"
