# SPDX-License-Identifier: MIT
#
# tests/herd/isa_x86.py - x86-64 for tests/herd/herd.py: the golden file's
# instructions (tests/asm/expected/x86_64.asm) written as herd7 X86_64
# litmus instructions, judged by x86-TSO with mixed sizes (x86tso-mixed.cat).
# The interface every ISA module provides is documented at the top of
# herd.py.
#
# herd7 knows few x86 instructions: MOV, ADD, OR, XOR, CMP, INC, DEC, XCHG,
# CMPXCHG (memory operand first, %rax implicit), MFENCE, LFENCE, SFENCE,
# SETNB, JMP and JE/JNE/JLE/JLT/JGE/JGT/JS/JNS, LOCK on ADD, XOR, INC, DEC
# and CMPXCHG.  Everything else is written with those:
#
# - Register arithmetic (AND, SUB, NOT, SHL, LEA, TEST, the extensions,
#   CMOVcc, SETcc) touches no memory, and x86-TSO orders by the kind of
#   each memory event alone (no dependency enters the model), so any
#   sequence of register instructions computing the same value is the
#   same to it: a & b as ~(~a | ~b), a - b as a + ~b + 1, a shift as
#   doublings, CMOVcc and SETcc as a forward branch over a move.  The
#   values of the tests are small and non-negative (below 128, bit
#   numbers below 8), where the unsigned conditions (B, AE, BE, A) are the
#   signed ones and an extension is a copy; flags that a branch reads
#   after emulated arithmetic are set by a compare with 0 (ZF and SF as
#   the instruction sets them; CF and OF are 0 for small values).
# - A locked read-modify-write herd7 lacks (LOCK XADD, AND, OR, BTS, BTR,
#   BTC; and LOCK XOR, which it gets wrong) is written as a plain load of
#   the location (a guess of its value) and LOCK CMPXCHG of the guess
#   and the new value, its failure path a branch to itself, which herd7
#   cuts at its unrolling bound (measured: no execution of that path is
#   counted), so that the executions counted are those where the guess
#   was right.
#   LOCK CMPXCHG that succeeds is the same events as the instruction it
#   stands for: one locked read and one locked write of the location, a
#   full barrier (Intel SDM vol. 3A 9.2.2: locked instructions have a
#   total order; reads and writes are not reordered with them), reading
#   and writing the same values.  The guess adds a plain read po-before
#   the locked one reading the same write: every cycle of the model's
#   relations through it is one through the locked read (its incoming
#   edges are rfe, which the locked read has too, and lob from earlier
#   loads, which reach the locked read as well; its outgoing ones are
#   fre, the locked read's, and lob to later events, which the locked
#   read has), so the guess forbids nothing the instruction allowed and
#   allows nothing it forbade.  The result the instruction leaves in a
#   register (XADD's old value, BTS's CF) is computed from the value
#   read, so the conditions stay right.
# - The locked add on the stack (cmm_smp_mb) is a locked add on a
#   location of the thread's own (herd.py's STACK_REG).
#
# The x86 defconfigs judged: x86_64 (and x86_64_tls_keys, the same code),
# x86_64_builtins.  Not judged: x86_64_up is built for one CPU (its
# cmm_smp_mb is a compiler barrier: ordering against another CPU is not
# promised, Documentation/ordering.md), which is all herd7 models;
# x86_64_debug calls out of its functions (the debug checks), which a
# litmus thread cannot.  i686 has a module of its own
# (tests/herd/isa_i686.py), which writes its instructions through this
# one.
import re

ARCH = "X86_64"
MODEL = "x86tso-mixed.cat"
MIXED_OPTIONS = ["-variant", "mixed"]
# System V AMD64 ABI: arguments in rdi, rsi, rdx, rcx, r8, r9; the
# result in rax (rdx:rax for 16 bytes).
ARG_REGS = ["rdi", "rsi", "rdx", "rcx", "r8", "r9"]
RET_REGS = ["rax", "rdx"]
# rax is CMPXCHG's implicit operand (every use of the code's rax is
# renamed and goes through it), rsp the thread's own stack.
POOL = ["rbx", "rcx", "rdx", "rsi", "rdi", "rbp"] + \
    ["r%d" % n for n in range(8, 16)]
# The double-width compare-and-swap (LOCK CMPXCHG16B; i686's LOCK
# CMPXCHG8B, isa_i686.py) on a location of 8 bytes: herd7's X86_64 has
# no 16-byte access.  It compares RDX:RAX with the location, stores
# RCX:RBX if equal, else loads the location into RDX:RAX, all locked:
# one locked read and one locked write, a full barrier (SDM vol. 2A
# CMPXCHG16B; vol. 3A 9.2.2), which is what LOCK CMPXCHGQ of the low
# words is: the same events, the same values where the high words are
# 0, as in every test here (herd.py's values are small; the high words
# are left unset and never compared).  Judged so: the order it gives
# (MP, SB and the other shapes) and no lost update (atomicity against
# a store); not seen: a torn 16-byte value, which needs a high word.
# Without LOCK (a weakened copy) it is a plain read, then a plain write
# of the new value or back of the old (the destination is written
# either way).
DWORD_AS = 8
DWORD_TORN = ("the 16 bytes are judged on their low word (DWORD_AS);"
              " x86tso.cat has no 16-byte access either")
# What the low word cannot show (tests/mutants/mutants.py): CMPXCHG16B
# without LOCK where only its atomicity is lost (the double-width load,
# whose write is of the value read: a torn 16-byte read, not seen).
UNSEEN = (r"^lock cmpxchg16b ", "CMPXCHG16B without LOCK: judged on its low"
          " word, herd7 cannot see a torn 16-byte value")
# The address, the old value's low word, the new value's (the high
# words in RDX and R8 are not set).
DWORD_ARG_REGS = ["rdi", "rsi", "rcx"]
# The stack: the register, the type of its location (cmm_smp_mb's
# LOCK ADDL is 4 bytes).
STACK = ("rsp", "uint32_t")
STACK_REG = STACK[0]

# Each register's name at 64, 32, 16 and 8 bits.
NAMES = {}
for _r in "abcd":
    NAMES["r%sx" % _r] = ("r%sx" % _r, "e%sx" % _r, "%sx" % _r, "%sl" % _r)
for _r in ("si", "di", "bp", "sp"):
    NAMES["r" + _r] = ("r" + _r, "e" + _r, _r, _r + "l")
for _n in range(8, 16):
    NAMES["r%d" % _n] = tuple("r%d%s" % (_n, s) for s in ("", "d", "w", "b"))
WIDTH = {}
for _c, _ns in NAMES.items():
    for _w, _name in zip((64, 32, 16, 8), _ns):
        WIDTH[_name] = (_c, _w)
SUFFIX = {64: "q", 32: "l", 16: "w", 8: "b"}
REG = re.compile(r"%(" + "|".join(sorted(WIDTH, key=len, reverse=True)) +
                 r")\b")
TARGET = re.compile(r"\.L(\d+)$")
JUMPS = ("jmp", "jne", "je", "jle", "jl", "jge", "jg", "js", "jns")
# A condition code as herd7's jumps spell it, and its negation; the
# unsigned ones as the signed (small non-negative values).
CC = {"e": "e", "z": "e", "ne": "ne", "nz": "ne", "l": "lt", "b": "lt",
      "le": "le", "be": "le", "g": "gt", "a": "gt", "ge": "ge", "ae": "ge",
      "s": "s", "ns": "ns"}
NOT = {"e": "ne", "ne": "e", "lt": "ge", "ge": "lt", "le": "gt",
       "gt": "le", "s": "ns", "ns": "s"}
JCC = {"e": "je", "ne": "jne", "ge": "jge", "le": "jle", "gt": "jgt"}
# herd7 7.58's JLT is taken on equal operands and its JS, JNS read the
# sign of the difference the other way round (measured: cmpq $1 of 1
# takes JLT; cmpq $0 of 1 takes JS): "less" is written as "not greater
# or equal", and the sign conditions are not used.


def _jump(cc, target):
    """A branch to target when cc holds."""
    if cc == "lt":
        over = _label()
        return ["jge " + over, "jmp " + target, "%s: nop" % over]
    if cc not in JCC:
        raise ValueError("condition %s not modelled" % cc)
    return ["%s %s" % (JCC[cc], target)]


# Bit numbers and shift counts the tests use are below this.
MAX_SHIFT = 8


def split(line):
    parts = line.strip().split(None, 1)
    return parts[0], parts[1] if len(parts) > 1 else ""


def branch(line):
    """('ret', None) for a return, (mnemonic, target index) for a branch
    within the function, None for any other instruction."""
    mn, ops = split(line)
    if mn == "ret":
        return ("ret", None)
    if mn == "jmp" or re.match(r"^j[a-z]+$", mn):
        m = TARGET.search(ops)
        if not m:
            raise ValueError("a branch out of the function: %r" % line)
        return (mn, int(m.group(1)))
    return None


def registers(line):
    """The general-purpose registers an instruction names, by their
    64-bit names; rsp (the stack) is the thread's own."""
    if line.startswith(("nop", "cs nop")):
        return []
    regs = [WIDTH[n][0] for n in REG.findall(line)
            if WIDTH[n][0] != STACK_REG]
    if "cmpxchg" in line and "cmpxchg16b" not in line:
        regs.append("rax")
    return regs


def rename(line, regmap):
    def sub(m):
        c, w = WIDTH[m.group(1)]
        if c == STACK_REG:
            return m.group(0)
        return "%" + NAMES[regmap[c]][(64, 32, 16, 8).index(w)]
    out = REG.sub(sub, line)
    if "cmpxchg" in line and "cmpxchg16b" not in line:
        # CMPXCHG's implicit rax, renamed, after a '#' (translate()).
        out = out.replace(",(", "#%" + regmap["rax"] + ",(", 1)
    return out


_labels = [0]


def _label():
    _labels[0] += 1
    return "Q%d" % _labels[0]


def _q(op):
    """A register operand's 64-bit name: register arithmetic is done on
    whole registers (small values)."""
    c, _ = WIDTH[op[1:]]
    return "%" + c


def _w(op):
    return WIDTH[op[1:]][1]


def _imm(text, width):
    """$0x... as herd7's signed decimal at width bits."""
    v = int(text[1:], 16) if text[1:].startswith(("0x", "-0x")) else \
        int(text[1:])
    v &= (1 << width) - 1
    if v >> (width - 1):
        v -= 1 << width
    return "$%d" % v


def _mem(op):
    """(%reg) of a memory operand; the stack's offset dropped (one
    location per thread)."""
    m = re.match(r"^(-?0x[0-9a-f]+)?\((%[a-z0-9]+)\)$", op)
    if not m:
        raise ValueError("memory operand %r not modelled" % op)
    return "(%s)" % m.group(2)


def _ops(ops):
    return [o.strip() for o in re.split(r",(?![^(]*\))", ops)] if ops \
        else []


def _and(d, s, t):
    """d &= s as ~(~d | ~s), t a spare register."""
    return ["movq %s,%s" % (s, t), "xorq $-1,%s" % t, "xorq $-1,%s" % d,
            "orq %s,%s" % (t, d), "xorq $-1,%s" % d]


def _flags(d):
    return ["cmpq $0,%s" % d]


def _shift(d, count):
    """d <<= count (count < MAX_SHIFT) as doublings."""
    done = _label()
    out = []
    for k in range(1, MAX_SHIFT):
        out += ["cmpq $%d,%s" % (k, count)] + _jump("lt", done) + \
            ["addq %s,%s" % (d, d)]
    return out + ["%s: nop" % done]


def _skip(cc, insns):
    """insns when condition cc holds (a forward branch over them)."""
    over = _label()
    return _jump(NOT[cc], over) + insns + ["%s: nop" % over]


def _rmw(mem, w, new, s1, post):
    """A locked read-modify-write herd7 lacks: guess, LOCK CMPXCHG of
    the guess (in rax) and new, which computes the new value from rax
    into s1; the failure path a branch to itself (cut by herd7); then
    post."""
    fail, end = _label(), _label()
    k = (64, 32, 16, 8).index(w)
    return (["mov%s %s,%%%s" % (SUFFIX[w], mem, NAMES["rax"][k])] + new +
            ["lock cmpxchg%s %s,%%%s" % (SUFFIX[w], mem,
                                         NAMES[s1[1:]][k]),
             "jne " + fail] + post +
            ["jmp " + end, "%s: jmp %s" % (fail, fail), "%s: nop" % end])


def lower(body, size):
    """CMPXCHG16B with its implicit registers named, for renaming: the
    new and the expected value's low words (above)."""
    dw = lambda m: "%s %%rbx,%%rax,%s" % (
        "lockdw" if m.group(1) else "plaindw", m.group(2))
    return [re.sub(r"^(lock )?cmpxchg16b (\S+)$", dw, line)
            for line in body]


def _dword(mn, ops, s0):
    """lockdw NEW,EXPECTED,MEM (LOCK CMPXCHG16B or CMPXCHG8B on the low
    words, above) and plaindw, the same without LOCK."""
    new, exp, mem = [_q(o) if o.startswith("%") else _mem(o)
                     for o in _ops(ops)]
    if mn == "lockdw":
        return ["movq %s,%%rax" % exp, "lock cmpxchgq %s,%s" % (mem, new),
                "movq %%rax,%s" % exp]
    fail, end = _label(), _label()
    return ["movq %s,%s" % (mem, s0), "cmpq %s,%s" % (s0, exp),
            "jne " + fail, "movq %s,%s" % (new, mem), "jmp " + end,
            "%s: movq %s,%s" % (fail, s0, exp), "movq %s,%s" % (s0, mem),
            "%s: nop" % end]


def translate(line, target, scratch):
    """The litmus instructions of one (renamed) instruction."""
    s0, s1 = ["%" + r for r in scratch]
    lock = line.startswith("lock ")
    if lock:
        line = line[5:]
    mn, ops = split(line)
    if mn in ("lockdw", "plaindw"):
        return _dword(mn, ops, s0)
    ops = _ops(ops)
    if mn == "ret":
        return ["jmp " + target]
    if mn in JUMPS:
        if mn == "jmp":
            return ["jmp " + target]
        return _jump(CC[mn[1:]], target)
    if mn in ("push", "pop"):
        # A callee-saved register kept on the stack (CMPXCHG16B's RBX):
        # no later call of a test reads it, and the stack is the
        # thread's own.
        return ["nop"]
    if mn in ("nopl", "nopw", "nop", "cs", "pause"):
        # Hints and no-ops (SDM vol. 2B: PAUSE): no memory, no order.
        return ["nop"]
    if mn in ("mfence", "lfence", "sfence"):
        return [mn]
    if lock:
        return _locked(mn, ops, s0, s1)
    if mn in ("mov", "movabs", "movzbl", "movzwl", "movslq", "movsbl",
              "movswl"):
        src, dst = ops
        if dst.startswith("("):
            return ["mov%s %s,%s" % (SUFFIX[_w(src)], src, _mem(dst))]
        if src.startswith("("):
            width = {"movzbl": 8, "movsbl": 8, "movzwl": 16,
                     "movswl": 16}.get(mn, _w(dst))
            narrow = "%" + NAMES[WIDTH[dst[1:]][0]][
                (64, 32, 16, 8).index(width)]
            return (["movq $0,%s" % _q(dst)] if width < 32 else []) + \
                ["mov%s %s,%s" % (SUFFIX[width], _mem(src), narrow)]
        if src.startswith("$"):
            return ["movq %s,%s" % (_imm(src, _w(dst)), _q(dst))]
        return ["movq %s,%s" % (_q(src), _q(dst))]
    if mn == "xadd":
        # Without LOCK (a weakened copy): a load and a store.
        src, dst = ops
        w = _w(src)
        k = (64, 32, 16, 8).index(w)
        return ["mov%s %s,%%%s" % (SUFFIX[w], _mem(dst), NAMES["rax"][k]),
                "movq %%rax,%s" % s1, "addq %s,%s" % (_q(src), s1),
                "mov%s %%%s,%s" % (SUFFIX[w], NAMES[s1[1:]][k], _mem(dst)),
                "movq %%rax,%s" % _q(src)]
    if mn == "addl" and ops[1].startswith(("(", "-")):
        return ["addl %s,%s" % (_imm(ops[0], 32), _mem(ops[1]))]
    if mn == "xchg":
        a, b = ops
        if b.startswith("("):
            return ["xchg%s %s,%s" % (SUFFIX[_w(a)], a, _mem(b))]
        return ["movq %s,%s" % (_q(a), s0), "movq %s,%s" % (_q(b), _q(a)),
                "movq %s,%s" % (s0, _q(b))]
    if mn in ("cmp", "add", "xor", "or", "and", "sub", "test"):
        src, dst = ops
        w = _w(dst)
        if src.startswith("$"):
            src = _imm(src, w)
        else:
            src = _q(src)
        d = _q(dst)
        if mn in ("cmp", "add", "xor", "or"):
            return ["%sq %s,%s" % (mn, src, d)]
        if mn == "and":
            if src.startswith("$"):
                out = ["movq %s,%s" % (src, s1)] + _and(d, s1, s0)
            else:
                out = _and(d, src, s0)
            return out + _flags(d)
        if mn == "sub":
            if src.startswith("$"):
                return ["addq $%d,%s" % (-int(src[1:]), d)] + _flags(d)
            return ["movq %s,%s" % (src, s0), "xorq $-1,%s" % s0,
                    "addq $1,%s" % s0, "addq %s,%s" % (s0, d)] + _flags(d)
        # test: the flags of a & b.
        if src == d:
            return _flags(d)
        return ["movq %s,%s" % (d, s1)] + _and(s1, src, s0) + _flags(s1)
    if mn == "not":
        return ["xorq $-1,%s" % _q(ops[0])]
    if mn == "lea":
        src, dst = ops
        m = re.match(r"^(-?0x[0-9a-f]+)?\((%\w+)(?:,(%\w+),1)?\)$", src)
        if not m:
            raise ValueError("lea %s not modelled" % src)
        out = ["movq %s,%s" % (_q(m.group(2)), s0)]
        if m.group(3):
            out.append("addq %s,%s" % (_q(m.group(3)), s0))
        if m.group(1):
            out.append("addq %s,%s" % (_imm("$" + m.group(1), 64), s0))
        return out + ["movq %s,%s" % (s0, _q(dst))]
    if mn == "shl":
        count, dst = ops
        return ["movq %s,%s" % (_q(count), s0)] + _shift(_q(dst), s0)
    if mn.startswith("set"):
        d = _q(ops[0])
        return ["movq $0,%s" % d] + _skip(CC[mn[3:]], ["movq $1,%s" % d])
    if mn.startswith("cmov"):
        src, dst = ops
        return _skip(CC[mn[4:]], ["movq %s,%s" % (_q(src), _q(dst))])
    raise ValueError("x86 instruction not modelled: %r" % line)


def _locked(mn, ops, s0, s1):
    """A LOCK-prefixed instruction."""
    if mn[:3] in ("inc", "dec"):
        return ["lock %s %s" % (mn, _mem(ops[0]))]
    src, dst = ops
    if src.startswith("$") and "%rsp" in dst:
        # The locked add (or OR) of 0 on the stack: a full barrier,
        # cmm_smp_mb.  The stack is the thread's own: the size of the
        # access changes nothing another CPU sees.
        if int(src[1:], 16) or mn[:-1] not in ("add", "or", "sub"):
            raise ValueError("lock %s %s on the stack" % (mn, src))
        return ["lock addl $0,%s" % _mem(dst)]
    if src.startswith("$") and mn[:-1] in ("add", "sub"):
        w = {"b": 8, "w": 16, "l": 32, "q": 64}[mn[-1]]
        v = int(_imm(src, w)[1:]) * (-1 if mn[:-1] == "sub" else 1)
        return ["lock add%s $%d,%s" % (mn[-1], v, _mem(dst))]
    mem = _mem(dst)
    if mn == "cmpxchg":
        # The code's rax, renamed (rename() names it after a '#'),
        # goes through the real one and back.
        src, rax = src.split("#")
        w = _w(src)
        return ["movq %s,%%rax" % _q(rax), "lock cmpxchg%s %s,%s" % (
            SUFFIX[w], mem, src), "movq %%rax,%s" % _q(rax)]
    w = _w(src)
    if mn == "add":
        return ["lock add%s %s,%s" % (SUFFIX[w], src, mem)]
    if mn == "xor":
        # herd7 7.58 parses LOCK XOR, but lets a LOCK CMPXCHG of the
        # same location come between its read and its write (a lost
        # update: { x=0 } P0: lock xorl $1 | P1: rax=0, lock cmpxchgl 1
        # ends with x=1 and rax=0), not so LOCK ADD: written as the
        # other locked RMWs it lacks.
        return _rmw(mem, w, ["movq %rax," + s1, "xorq %s,%s" % (_q(src),
                                                                s1)],
                    s1, [])
    if mn == "xadd":
        return _rmw(mem, w, ["movq %rax," + s1, "addq %s,%s" %
                             (_q(src), s1)], s1, ["movq %%rax,%s" % _q(src)])
    if mn == "or":
        return _rmw(mem, w, ["movq %rax," + s1, "orq %s,%s" % (_q(src), s1)],
                    s1, [])
    if mn == "and":
        return _rmw(mem, w, ["movq %rax," + s1] + _and(s1, _q(src), s0),
                    s1, [])
    if mn in ("bts", "btr", "btc"):
        # s0 = 1 << bit; the new value from it; after, the flags LT
        # exactly when the bit was set (what SETB reads of CF).
        mask = ["movq %s,%s" % (_q(src), s1), "movq $1,%s" % s0] + \
            _shift(s0, s1)
        body = ["movq %rax," + s1]
        body += {"bts": ["orq %s,%s" % (s0, s1)],
                 "btc": ["xorq %s,%s" % (s0, s1)],
                 "btr": ["xorq $-1,%s" % s1, "orq %s,%s" % (s0, s1),
                         "xorq $-1,%s" % s1]}[mn]
        post = ["movq %rax," + s1] + _and(s1, s0, s0) + \
            ["movq $0,%s" % s0, "cmpq %s,%s" % (s1, s0)]
        return mask + _rmw(mem, w, body, s1, post)
    raise ValueError("x86 locked instruction not modelled: lock %s" % mn)


# The litmus idioms (herd.py's defaults otherwise).
SET_VALUE = "movq ${value},%{reg}"
JUMP = "jmp"


LOC_TYPES = {1: "uint8_t", 2: "uint16_t", 4: "uint32_t", 8: "uint64_t",
             16: "int128_t"}


def loc_decl(loc, size):
    return "%s %s;" % (LOC_TYPES[size], loc)


# The self-test (herd.py --self-test): single instructions of a golden
# file weakened in place; each must make the named test fail.
# (defconfig, function (a regular expression), instruction, by, the
# failing test's name, the shapes to run.)
# Bytes, halfwords and the 8-byte operations: herd7 explores some of
# their batches (the 2-byte conditional updates' CMPXCHG loops) for half
# an hour and more; make check-herd-all judges them.  The double-width
# compare-and-swap (no loop) is judged in make check-herd too.
DEFAULT_SIZES = "4,16"

WEAKENED = [
    # Without LOCK, XADD is a load and a store another CPU's store can
    # come between (SDM vol. 3A 8.1.2.2): an update lost.  herd7 has no
    # XADD: the weakened one is written as the plain load and store.
    ("x86_64", "uat_fetch_add_4_relaxed", "lock xadd %eax,(%rdi)",
     "xadd %eax,(%rdi)", "atomicity against an RMW uat_fetch_add_4_relaxed",
     "atomicity"),
    # A seq_cst store as a plain MOV: the store buffer lets the later
    # load pass it (SDM vol. 3A 8.2.3.4), store buffering is seen.
    ("x86_64", "uat_store_4_seq_cst", "xchg %esi,(%rdi)",
     "mov %esi,(%rdi)", "SB seq_cst store uat_store_4_seq_cst", "SB"),
    # cmm_smp_mb without LOCK: a plain add on the stack orders no
    # store before a load.
    ("x86_64", "uat_smp_mb", "lock addl $0x0,-0x4(%rsp)",
     "addl $0x0,-0x4(%rsp)", "SB between uat_smp_mb", "SB"),
    # cmm_mb without MFENCE.
    ("x86_64", "uat_mb", "mfence", "nop", "SB between uat_mb", "SB"),
    # The double-width compare-and-swap without LOCK: a store comes
    # between its read and its write (an update lost).
    ("x86_64", "uat_cmpxchg_dword_16_seq_cst", "lock cmpxchg16b (%rdi)",
     "cmpxchg16b (%rdi)", "atomicity against a store"
     " uat_cmpxchg_dword_16_seq_cst", "atomicity"),
]

# x86-TSO lets a load pass an earlier store (to another location) and
# nothing else (SDM vol. 3A 8.2.2; Owens, Sarkar, Sewell, TPHOLs 2009):
# only store buffering and R are seen with relaxed accesses.
WEAK_SHAPES = ("SB", "R")
