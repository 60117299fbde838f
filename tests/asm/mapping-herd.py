#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/asm/mapping-herd.py HERD7 | --covers DEFCONFIG - the AArch64 and
# RISC-V tables of the
# mapping check (tests/asm/mapping.py) against herd7, the architectures'
# own models (aarch64.cat, riscv.cat): each row that claims an order is
# written out, every sequence its pattern names (a loop taken once), as a
# litmus thread, and the shape that order forbids must be forbidden:
#   release   MP, the row writing the flag; the reader an ldar / lw;
#             fence r,rw
#   acquire   MP, the row reading the flag; the writer an stlr / fence
#             rw,w; sw
#   full      SB twice: through the row's own write (it writes x, then
#             loads y), and with the row between a store and a load of
#             two other locations; the other thread a store, a full
#             fence, a load
# and the relaxed rows, read the same way, must be allowed each shape (a
# check that can fail).  Every store-conditional is required to succeed
# (its status 0 in the condition; one an attempt the row tries again
# after is required to fail).  Run by tests/asm/golden.sh for the
# defconfigs held to those tables (--covers) where herd7 is found (HERD7=
# or on PATH; a SKIP otherwise); prints PASS:/FAIL: lines, the litmus test
# of a failure with it.
import os
import re
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mapping  # noqa: E402

# What each (operation, order) row claims (Documentation/ordering.md §2:
# acquire and release as C11 has them; SEQ_CST_FENCE a full barrier), and
# the rows read as controls, which claim nothing.
CLAIMS = {
    ("load", "acquire"): ("acquire",), ("load", "seq_cst"): ("acquire",),
    ("load", "seq_cst_fence"): ("acquire", "full"),
    ("store", "release"): ("release",), ("store", "seq_cst"): ("release",),
    ("store", "seq_cst_fence"): ("release", "full"),
    ("rmw", "acquire"): ("acquire",), ("rmw", "release"): ("release",),
    ("rmw", "acq_rel"): ("acquire", "release"),
    ("rmw", "seq_cst"): ("acquire", "release"),
    ("rmw", "seq_cst_fence"): ("acquire", "release", "full"),
    ("cmpxchg", "seq_cst_fence_sc"): ("acquire", "release", "full"),
    ("cmpxchg", "seq_cst_fence"): ("acquire", "release", "full"),
    ("around", "mb"): ("full",),
    ("barrier", "smp_mb"): ("full",),
}
CONTROLS = {("load", "relaxed"): ("acquire",),
            ("store", "relaxed"): ("release", "full"),
            ("rmw", "relaxed"): ("acquire", "release", "full")}


def expand(pat):
    """The token sequences a row's pattern names: each alternative, an
    optional part with and without, a repeated one once ("*": not at
    all)."""
    toks = re.findall(r"[()|?*+]|[^\s()|?*+]+", pat)
    pos = 0

    def alt():
        nonlocal pos
        out = seq()
        while pos < len(toks) and toks[pos] == "|":
            pos += 1
            out = out + seq()
        return out

    def seq():
        nonlocal pos
        out = [[]]
        while pos < len(toks) and toks[pos] not in ("|", ")"):
            if toks[pos] == "(":
                pos += 1
                item = alt()
                pos += 1
            else:
                item = [[toks[pos]]]
                pos += 1
            if pos < len(toks) and toks[pos] in "?*+":
                q = toks[pos]
                pos += 1
                item = {"?": [[]] + item, "*": [[]], "+": item}[q]
            out = [a + b for a in out for b in item]
        return out

    seen = []
    for s in alt():
        if s not in seen:
            seen.append(s)
    return seen


class Thread:
    """A litmus thread: its lines, the registers its row's reads wrote,
    the store-conditional statuses to require 0."""

    def __init__(self, isa):
        self.isa, self.lines, self.reads, self.status = isa, [], [], []
        self.retried = set()
        self.next = 9

    def attempt(self):
        """A new attempt: the store-conditionals before it failed."""
        self.retried.update(self.status)

    def reg(self):
        self.next += 1
        return self.next


# AArch64: the location the row works on in X1, the others in X3, X4;
# W5 holds 1, W6 0.
A64_FENCE = {"dmb": "DMB ISH", "dmbsy": "DMB SY", "dmbld": "DMB ISHLD",
             "dmbst": "DMB ISHST", "dmb.ld": "DMB LD", "dmb.st": "DMB ST"}
A64_ANN = {"": "", "A": "A", "L": "L", "AL": "AL"}


def a64_row(t, toks, write):
    """The row's tokens as AArch64 on [X1]: writing 1 (write) or writing
    back what it read."""
    last = None
    for k in toks:
        if k in A64_FENCE:
            t.lines.append(A64_FENCE[k])
        elif k in ("L", "LA", "LQ", "LX", "LXA"):
            if k.startswith("LX"):
                t.attempt()
            last = t.reg()
            op = {"L": "LDR", "LA": "LDAR", "LQ": "LDAPR", "LX": "LDXR",
                  "LXA": "LDAXR"}[k]
            t.lines.append("%s W%d,[X1]" % (op, last))
            t.reads.append(last)
        elif k in ("S", "SL"):
            t.lines.append("%s W5,[X1]" % ("STR" if k == "S" else "STLR"))
        elif k in ("SX", "SXL"):
            s = t.reg()
            val = "W5" if write or last is None else "W%d" % last
            t.lines.append("%s W%d,%s,[X1]" % (
                "STXR" if k == "SX" else "STLXR", s, val))
            t.status.append(s)
        elif re.match(r"A(A|L|AL)?$", k):
            t.attempt()
            last = t.reg()
            ann = k[1:]
            if write:
                t.lines.append("SWP%s W5,W%d,[X1]" % (ann, last))
            else:
                t.lines.append("LDADD%s W6,W%d,[X1]" % (ann, last))
            t.reads.append(last)
        else:
            return False
    return True


def a64_thread(name, lines):
    return lines


# RISC-V: the row's location in x6, the others in x7, x8; x5 holds 1.
RV_ANN = {"": "", "a": ".aq", "l": ".rl", "al": ".aqrl"}


def rv_row(t, toks, write):
    last = None
    for k in toks:
        f = re.match(r"f\.([a-z]+)\.([a-z]+)$", k)
        if f:
            t.lines.append("fence %s,%s" % (f.group(1), f.group(2)))
        elif k == "f.tso":
            t.lines.append("fence.tso")
        elif k == "L":
            last = t.reg()
            t.lines.append("lw x%d,0(x6)" % last)
            t.reads.append(last)
        elif re.match(r"LX(a|l|al)?$", k):
            t.attempt()
            last = t.reg()
            t.lines.append("lr.w%s x%d,0(x6)" % (RV_ANN[k[2:]], last))
            t.reads.append(last)
        elif k == "S":
            t.lines.append("sw x5,0(x6)")
        elif re.match(r"SX(a|l|al)?$", k):
            s = t.reg()
            val = "x5" if write or last is None else "x%d" % last
            t.lines.append("sc.w%s x%d,%s,0(x6)" % (RV_ANN[k[2:]], s, val))
            t.status.append(s)
        elif re.match(r"A(a|l|al)?$", k):
            t.attempt()
            last = t.reg()
            if write:
                t.lines.append("amoswap.w%s x%d,x5,0(x6)"
                               % (RV_ANN[k[1:]], last))
            else:
                t.lines.append("amoadd.w%s x%d,x0,0(x6)"
                               % (RV_ANN[k[1:]], last))
            t.reads.append(last)
        else:
            return False
    return True


ISAS = {
    "arm64": dict(
        arch="AArch64", table=mapping.ARM64, row=a64_row,
        reg=lambda n: "X%d" % n, wreg=lambda n: "W%d" % n,
        setup=["MOV W5,#1"], full="DMB ISH",
        load=lambda r, a: "LDR W%d,[%s]" % (r, a),
        store=lambda a: "STR W5,[%s]" % a,
        acq_load=lambda r, a: ["LDAR W%d,[%s]" % (r, a)],
        rel_store=lambda a: ["STLR W5,[%s]" % a],
        loc=("X1", "X3", "X4")),
    "riscv64": dict(
        arch="RISCV", table=mapping.RISCV, row=rv_row,
        reg=lambda n: "x%d" % n, wreg=lambda n: "x%d" % n,
        setup=["ori x5,x0,1"], full="fence rw,rw",
        load=lambda r, a: "lw x%d,0(%s)" % (r, a),
        store=lambda a: "sw x5,0(%s)" % a,
        acq_load=lambda r, a: ["lw x%d,0(%s)" % (r, a), "fence r,rw"],
        rel_store=lambda a: ["fence rw,w", "sw x5,0(%s)" % a],
        loc=("x6", "x7", "x8")),
}
# Armv8.4's table: AArch64's litmus, its acquire loads LDAPR.
ISAS["arm64_v84"] = dict(ISAS["arm64"], table=mapping.ARM64_V84)


def litmus(name, isa, shape, toks):
    """A litmus test of @shape with the row's @toks, and the verdict the
    shape's claim forbids; None where the row cannot be written."""
    d = ISAS[isa]
    me, other, third = d["loc"]
    p0 = Thread(isa)
    p1 = Thread(isa)
    p0.lines += d["setup"]
    p1.lines += d["setup"]
    row_write = shape in ("release", "sb-write", "sb-between")
    if shape == "release":
        # P0: x = 1; row writes y.  P1: acquire y; x.
        p0.lines.append(d["store"](other))
        ok = d["row"](p0, toks, True)
        r1 = p1.reg()
        r2 = p1.reg()
        p1.lines += d["acq_load"](r1, me)
        p1.lines.append(d["load"](r2, other))
        cond = ["1:%s=1" % d["reg"](r1), "1:%s=0" % d["reg"](r2)]
        init = {0: (("y", me), ("x", other)), 1: (("y", me), ("x", other))}
    elif shape == "acquire":
        # P0: x = 1; release y.  P1: row reads y; x.
        p0.lines.append(d["store"](other))
        p0.lines += d["rel_store"](me)
        ok = d["row"](p1, toks, False)
        if not p1.reads:
            return None
        r2 = p1.reg()
        p1.lines.append(d["load"](r2, other))
        cond = ["1:%s=1" % d["reg"](p1.reads[-1]),
                "1:%s=0" % d["reg"](r2)]
        init = {0: (("y", me), ("x", other)), 1: (("y", me), ("x", other))}
    elif shape == "sb-write":
        # P0: row writes x; y.  P1: y = 1; full fence; x.
        if not any(k.startswith(("S", "A")) for k in toks):
            return None
        ok = d["row"](p0, toks, True)
        r0 = p0.reg()
        p0.lines.append(d["load"](r0, other))
        r1 = p1.reg()
        p1.lines += [d["store"](other), d["full"], d["load"](r1, me)]
        cond = ["0:%s=0" % d["reg"](r0), "1:%s=0" % d["reg"](r1)]
        init = {0: (("x", me), ("y", other)), 1: (("x", me), ("y", other))}
    else:
        # P0: x = 1; row on z; y.  P1: y = 1; full fence; x.
        p0.lines.append(d["store"](other))
        ok = d["row"](p0, toks, row_write)
        r0 = p0.reg()
        p0.lines.append(d["load"](r0, third))
        r1 = p1.reg()
        p1.lines += [d["store"](third), d["full"], d["load"](r1, other)]
        cond = ["0:%s=0" % d["reg"](r0), "1:%s=0" % d["reg"](r1)]
        init = {0: (("z", me), ("x", other), ("y", third)),
                1: (("x", other), ("y", third))}
    if not ok:
        return None
    # The store-conditional of the attempt that completes succeeds; one
    # of an attempt the row tries again after (a mismatch's write-back,
    # the weak form's spurious failure) failed, writing nothing.
    for p, t in ((0, p0), (1, p1)):
        for s in t.status:
            cond.append("%d:%s=%d" % (p, d["reg"](s),
                                      1 if s in t.retried else 0))
    width = max(len(x) for x in p0.lines + ["P0"]) + 1
    rows = [" %-*s| %s ;" % (width, "P0", "P1")]
    for i in range(max(len(p0.lines), len(p1.lines))):
        a = p0.lines[i] if i < len(p0.lines) else ""
        b = p1.lines[i] if i < len(p1.lines) else ""
        rows.append(" %-*s| %s ;" % (width, a, b))
    regs = " ".join("%d:%s=%s;" % (p, r, v) for p in (0, 1)
                    for v, r in init[p])
    return "%s %s\n{\n%s\n}\n%s\nexists (%s)\n" % (
        d["arch"], name, regs, "\n".join(rows), " /\\ ".join(cond))


def run(herd, tests):
    """herd7's verdict on each test: "Never" (forbidden), "Sometimes" or
    "Always" (allowed), or None where it gave none."""
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for name, text in tests:
            f = os.path.join(tmp, name + ".litmus")
            with open(f, "w") as out:
                out.write(text)
            files.append(f)
        res = subprocess.run([herd] + files, capture_output=True, text=True)
    verdict = {}
    for m in re.finditer(r"^Observation (\S+) (\w+)", res.stdout, re.M):
        verdict[m.group(1)] = m.group(2)
    return verdict, res.stderr


def main(argv):
    if len(argv) == 3 and argv[1] == "--covers":
        # Whether DEFCONFIG's table is one this checks.
        return 0 if mapping.DEFCONFIG_ISA.get(argv[2]) in \
            [d["table"] for d in ISAS.values()] else 1
    if len(argv) != 2:
        sys.stderr.write("usage: mapping-herd.py HERD7 |"
                         " --covers DEFCONFIG\n")
        return 2
    herd = argv[1]
    tests = []
    want = {}
    for isa in ISAS:
        table = ISAS[isa]["table"]
        todo = [(k, CLAIMS[k], True) for k in CLAIMS] + \
            [(k, CONTROLS[k], False) for k in CONTROLS]
        for (op, order), claims, forbid in todo:
            for n, row in enumerate(table.rows.get((op, order), [])):
                for m, toks in enumerate(expand(row[2])):
                    for claim in claims:
                        shapes = ("sb-write", "sb-between") \
                            if claim == "full" else (claim,)
                        for shape in shapes:
                            name = "%s-%s-%s-r%d-s%d-%s" % (
                                isa, op, order, n, m, shape)
                            name = re.sub(r"[^A-Za-z0-9]+", "_", name)
                            text = litmus(name, isa, shape, toks)
                            if text is None:
                                continue
                            tests.append((name, text))
                            want[name] = (forbid, isa, op, order,
                                          " ".join(toks), shape)
    # The row mapping.py no longer takes as a full barrier, as a control:
    # herd7 allows store buffering through its write.
    name = "riscv64_lr_aqrl_sc_rl_sb_write"
    tests.append((name, litmus(name, "riscv64", "sb-write",
                               ["LXal", "SXl"])))
    want[name] = (False, "riscv64", "rmw", "seq_cst (C11, not a full"
                  " barrier)", "LXal SXl", "sb-write")
    # A sequence several rows share is one test.
    unique = {}
    for name, text in tests:
        body = text.split("\n", 1)[1]
        unique.setdefault(body, (name, text))
    verdict, err = run(herd, list(unique.values()))
    for name, text in tests:
        first = unique[text.split("\n", 1)[1]][0]
        if first in verdict:
            verdict[name] = verdict[first]
    failed = 0
    counts = {}
    for name, text in tests:
        forbid, isa, op, order, toks, shape = want[name]
        got = verdict.get(name)
        ok = got == "Never" if forbid else got in ("Sometimes", "Always")
        c = counts.setdefault(isa, [0, 0, 0])
        c[0 if forbid else 1] += 1
        if not ok:
            c[2] += 1
            failed = 1
            print("FAIL: mapping tables against herd7: %s %s %s '%s' in %s:"
                  " herd7 says %s, the claim %s" % (
                      isa, op, order, toks, shape, got or "nothing",
                      "forbids it" if forbid else "allows it"))
            print("    " + text.replace("\n", "\n    "))
    if err.strip() and not verdict:
        print("FAIL: mapping tables against herd7: herd7 gave no verdict:"
              " %s" % err.strip().splitlines()[0])
        return 1
    for isa, (nf, na, nbad) in sorted(counts.items()):
        if not nbad:
            print("PASS: mapping tables against herd7 (%s): %d litmus tests"
                  " of the rows that claim acquire, release or a full"
                  " barrier forbidden (MP, SB), %d of the relaxed rows%s"
                  " allowed (%d distinct tests run in all)"
                  % (isa, nf, na, " and of lr.aqrl; sc.rl"
                     if isa == "riscv64" else "", len(unique)))
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv))
