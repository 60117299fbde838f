# SPDX-License-Identifier: MIT
#
# tests/herd/isa_i686.py - 32-bit x86 for tests/herd/herd.py: the golden
# file's instructions (tests/asm/expected/i686.asm) written as herd7
# X86_64 litmus instructions and judged by x86-TSO (x86tso-mixed.cat),
# the ordering model of IA-32 as of Intel 64 (Intel SDM vol. 3A 9.2: one
# memory-ordering model for both).  herd7's 32-bit X86 front end lacks
# CMPXCHG; its X86_64 one reads the 32-bit registers, so each
# instruction goes through tests/herd/isa_x86.py, whose header says how
# the instructions herd7 lacks are written, after lower() has put the
# i386 System V calling convention into registers:
#
# - The arguments are on the stack (4(%esp) the first at entry): each
#   argument word a register of its own (r8, r9, r10: ARG_REGS), the
#   stack depth followed along every path (push, pop, sub/add to %esp);
#   a word read from the stack below the entry %esp (a spill) a register
#   too (r11 to r14); a callee-saved register's save and restore
#   (push/pop, or a move to a slot read back only into it) no-ops: no
#   later call reads it.  The locked add on the stack (cmm_smp_mb) stays
#   the thread's own location (herd.py's STACK).
# - An 8-byte value is a register pair (EDX:EAX); herd7's registers are
#   64-bit, so the low register carries the whole value: the arithmetic
#   on it is 64-bit (sign-extended immediates give -1 + 3 = 2 as ADD
#   with ADC does), and the high word's instructions compute a copy no
#   memory access reads (ADC as ADD).  A test's 8-byte values are small
#   (herd.py), their high word 0, so the pair and the low register agree
#   on every value a condition reads.  A function whose control reads a
#   high word (SBB in the signed 64-bit comparisons of smax, smin and
#   dec_if_positive; SHLD and SHR in the 8-byte bit operations) is
#   skipped, named.
# - LOCK CMPXCHG8B, the 8-byte read-modify-write (SDM vol. 2A: compare
#   EDX:EAX with m64, store ECX:EBX if equal, else load m64 into
#   EDX:EAX; locked, so one atomic RMW and a full barrier, vol. 3A
#   9.2.2), is written as LOCK CMPXCHGQ of the 8-byte location with RAX
#   the low register of EDX:EAX and the new value the low register of
#   ECX:EBX: the same one locked read and one locked write, the same
#   values; EDX after it is 0 (the high word of a small value).
# - FILDLL/FISTPLL, the x87 8-byte load and store (single-copy atomic,
#   vol. 3A 9.1.1: a quadword access aligned on 8 bytes), through a
#   register standing for ST(0) (r15): an 8-byte load or store of the
#   location, a register move for a stack slot.
# - The plain 4-byte reads of a location's two halves that guess its
#   value before a LOCK CMPXCHG8B loop: the low one an 8-byte read (the
#   whole small value), the high one 0 without an access.  The locked
#   instruction after them reads the location again and orders every
#   access around it; the guess decides only whether the loop retries
#   (the argument of isa_x86.py's guessing load): a dropped read of the
#   high word forbids nothing the code allowed and allows nothing a
#   read followed by a full barrier forbade.
import re

import isa_x86

ARCH = isa_x86.ARCH
MODEL = isa_x86.MODEL
STACK = isa_x86.STACK
SET_VALUE = isa_x86.SET_VALUE
JUMP = isa_x86.JUMP
LOC_TYPES = isa_x86.LOC_TYPES
loc_decl = isa_x86.loc_decl
branch = isa_x86.branch
split = isa_x86.split
# The argument words, in stack order: registers i686 code never names.
ARG_REGS = ["r8", "r9", "r10"]
SLOT_REGS = ["r11", "r12", "r13", "r14"]
ST0 = "r15"
RET_REGS = ["rax", "rdx"]
POOL = isa_x86.POOL
# Bytes and halfwords (CMPXCHG loops, as on x86_64) in make
# check-herd-all.
DEFAULT_SIZES = "4,8"
WEAK_SHAPES = isa_x86.WEAK_SHAPES

ESP = re.compile(r"(-?0x[0-9a-f]+)?\(%esp\)")
MEM = re.compile(r"(-?0x[0-9a-f]+)?\(%(\w+)\)")
# High-word control: skipped (above).
PAIR_CONTROL = {"sbb": "SBB", "shld": "SHLD", "shr": "SHR"}


def unsupported(body):
    """Why a function cannot be written for herd7, or None."""
    for line in body:
        mn, _ = split(line)
        if mn in PAIR_CONTROL:
            return ("%s: a 64-bit comparison or shift on a register"
                    " pair's high word, which the low register that"
                    " carries an 8-byte value here does not follow"
                    % PAIR_CONTROL[mn])
    # An 8-byte function accesses memory through CMPXCHG8B or the x87
    # registers (the size is not passed here).
    eight = any(split(line)[0] in ("fildll", "fistpll") or
                "cmpxchg8b" in line for line in body)
    try:
        lower(body, 8 if eight else 4)
    except ValueError as e:
        return str(e)
    return None


def _depths(body):
    """The stack depth (bytes below the entry %esp) before each
    instruction, along every path."""
    depth = [None] * len(body)
    work = [(0, 0)]
    while work:
        i, d = work.pop()
        if i >= len(body) or depth[i] is not None:
            if i < len(body) and depth[i] != d:
                raise ValueError("the stack depth differs at %r"
                                 % body[i])
            continue
        depth[i] = d
        mn, ops = split(body[i])
        nd = d
        if mn == "push":
            nd = d + 4
        elif mn == "pop":
            nd = d - 4
        elif mn in ("sub", "add") and ops.endswith(",%esp"):
            k = int(ops.split(",")[0][1:], 16)
            nd = d + (k if mn == "sub" else -k)
        b = branch(body[i])
        if b and b[0] == "ret":
            continue
        if b:
            work.append((b[1], nd))
        if not b or b[0] != "jmp":
            work.append((i + 1, nd))
    return depth


def _word(size, k):
    """The register of argument word k (0: the address), or '$0' for
    the high word of an 8-byte argument."""
    if size == 8 and k > 0:
        if k % 2 == 0:
            return HI
        k = (k + 1) // 2
    if k >= len(ARG_REGS):
        raise ValueError("argument word %d: no register for it" % k)
    return "%" + ARG_REGS[k] + "d"


def lower(body, size):
    """The body with the stack and the x87 register put into registers
    (see the top of this file), one line for one."""
    depth = _depths(body)
    # Each slot (an offset below the entry %esp): the lines that write
    # and read it.
    slots = {}
    for i, line in enumerate(body):
        if line.startswith("lock ") or depth[i] is None:
            continue
        for m in ESP.finditer(line):
            off = int(m.group(1) or "0", 16) - depth[i]
            if off < 0:
                slots.setdefault(off, []).append(i)
    # A callee-saved register's save and restore: no-ops.
    saved = set()
    for off, idx in slots.items():
        movs = [split(body[i]) for i in idx]
        regs = set()
        ok = all(mn == "mov" for mn, _ in movs)
        for mn, ops in movs:
            a, b = ops.split(",") if ops.count(",") == 1 else ("", "")
            regs.add(a if ESP.fullmatch(b) else b)
        if ok and len(regs) == 1 and \
                ESP.fullmatch(movs[0][1].split(",")[1]):
            saved |= set(idx)
    # Each slot a placeholder first, a register once the high words
    # are gone (_slot_regs()).
    names = {}
    for off in sorted(slots):
        if any(i not in saved for i in slots[off]):
            names[off] = "%%slot%d" % len(names)
    written = set()
    out = []
    for i, line in enumerate(body):
        mn, ops = split(line)
        if depth[i] is None or i in saved or mn in ("push", "pop") or \
                (mn in ("sub", "add") and ops.endswith(",%esp")) or \
                (mn == "lea" and re.fullmatch(
                    r"0x0\((%e\w\w)(,%eiz,1)?\),\1", ops)):
            out.append("nop")
            continue
        if line.startswith("lock ") and "cmpxchg8b" not in line:
            out.append(line)
            continue

        def stack(m):
            off = int(m.group(1) or "0", 16) - depth[i]
            if off >= 4:
                return _word(size, (off - 4) // 4)
            if off not in names:
                raise ValueError("%r: the return address read" % line)
            if mn != "fistpll" and names[off] not in written and \
                    not ESP.fullmatch(ops.split(",")[-1]):
                # A word no instruction wrote (the high half of an x87
                # store): a high word.
                return HI if size == 8 else "$0x0"
            return names[off]
        new = ESP.sub(stack, ops)
        if mn == "mov" and ESP.fullmatch(ops.split(",")[-1]):
            written.add(new.split(",")[-1])
        if mn == "fistpll" and ESP.search(ops):
            written.add(new)
        out.append(("%s %s" % (mn, new)).strip())
    out = [_pairs(line, size) for line in out]
    return _slot_regs(_high_words(out) if size == 8 else out)


def _slot_regs(body):
    """The slots' placeholders (%slot<n>) as SLOT_REGS."""
    used = sorted(set(re.findall(r"%slot\d+", " ".join(body))))
    if len(used) > len(SLOT_REGS):
        raise ValueError("%d stack slots, registers for %d" % (
            len(used), len(SLOT_REGS)))
    regs = dict(zip(used, ("%" + r + "d" for r in SLOT_REGS)))
    return [re.sub(r"%slot\d+", lambda m: regs[m.group(0)], line)
            for line in body]


HI = "$hi"
SRC_DEST = ("mov", "add", "adc", "xor", "or", "and", "sub")


def _high_words(body):
    """An 8-byte function without the instructions that compute high
    words only (see the top of this file), one line for one: a register
    is a high word when written from high words only (the $hi of an
    argument's or a guess's high word, a slot holding one, ADC, EDX
    after LOCK CMPXCHG8B); an instruction writing one is a no-op, a
    high word read into a low one is 0."""
    hi = set()
    out = []
    for line in body:
        mn, ops = split(line)
        args = isa_x86._ops(ops)
        if mn in ("lockdw", "plaindw"):
            newhi, newlo, exphi, explo, mem = args
            hi.add(exphi)
            out.append("%s %s,%s,%s" % (mn, newlo, explo, mem))
            continue
        if mn not in SRC_DEST or len(args) != 2 or \
                not args[1].startswith("%"):
            if HI in args:
                raise ValueError("%r: a high word where a value is"
                                 " needed" % line)
            out.append(line)
            continue
        src, dst = args
        src_hi = src == HI or src in hi
        if mn == "adc" or (src_hi and (mn == "mov" or dst in hi)):
            hi.add(dst)
            out.append("nop")
            continue
        if mn == "mov":
            hi.discard(dst)
        if dst in hi:
            # A high word combined with a low one: the low one wins
            # (the high word is 0).
            hi.discard(dst)
            out.append("mov %s,%s" % (src, dst))
            continue
        out.append("%s %s,%s" % (mn, "$0x0" if src_hi else src, dst))
    return out


def _pairs(line, size):
    """An 8-byte function's accesses through a register pair."""
    mn, ops = split(line)
    if mn == "lock" and ops.startswith("cmpxchg8b"):
        # The implicit registers made explicit, for renaming.
        return "lockdw %%ecx,%%ebx,%%edx,%%eax,%s" % ops.split(None, 1)[1]
    if mn == "cmpxchg8b":
        # Without LOCK (a weakened copy): a read, and a write of the
        # new value or back of the old (SDM vol. 2A CMPXCHG8B: the
        # destination is written either way), not one atomic access.
        return "plaindw %%ecx,%%ebx,%%edx,%%eax,%s" % ops
    if mn == "fildll":
        # An 8-byte load (isa_x86 sizes a move by its register: ST0 is
        # a 64-bit one), or a slot's register copied.
        return "mov %s,%%%s" % (ops, ST0)
    if mn == "fistpll":
        return "mov %%%s,%s" % (ST0, ops)
    m = re.fullmatch(r"(0x4)?\(%(e\w\w)\),%(e\w\w)", ops)
    if size == 8 and mn == "mov" and m:
        if m.group(1):
            # The high word's guess: no access.
            return "mov %s,%%%s" % (HI, m.group(3))
        # The low word's guess: the whole location.
        return "mov (%%%s),%%r%s" % (m.group(2), m.group(3)[1:])
    return line


def registers(line):
    return isa_x86.registers(line)


def rename(line, regmap):
    return isa_x86.rename(line, regmap)


def _addr64(line):
    """(%ecx) as (%rcx): herd7 addresses through 64-bit registers."""
    return MEM.sub(lambda m: "(%%%s)" % isa_x86.WIDTH[m.group(2)][0]
                   if not m.group(1) or int(m.group(1), 16) == 0 else
                   m.group(0), line)


def translate(line, target, scratch):
    line = _addr64(line)
    mn, ops = split(line)
    if mn == "adc":
        # The high word's copy (above): ADD, its carry not followed.
        return isa_x86.translate("add " + ops, target, scratch)
    if mn == "dec":
        return ["addq $-1,%s" % isa_x86._q(ops), "cmpq $0,%s" %
                isa_x86._q(ops)]
    return isa_x86.translate(line, target, scratch)


# The self-test (herd.py --self-test): each weakening must make the
# named Forbid test fail.
WEAKENED = [
    # Without LOCK, XADD and CMPXCHG8B are a read and a write another
    # CPU's write can come between: an update lost (atomicity).
    ("i686", "uat_fetch_add_8_relaxed", "lock cmpxchg8b (%esi)",
     "cmpxchg8b (%esi)", "atomicity against a store"
     " uat_fetch_add_8_relaxed", "atomicity"),
    ("i686", "uat_fetch_add_4_relaxed", "lock xadd %eax,(%edx)",
     "xadd %eax,(%edx)", "atomicity against a store"
     " uat_fetch_add_4_relaxed", "atomicity"),
    # A seq_cst store as a plain MOV: store buffering.
    ("i686", "uat_store_4_seq_cst", "xchg %eax,(%edx)",
     "mov %eax,(%edx)", "SB seq_cst store uat_store_4_seq_cst", "SB"),
]
