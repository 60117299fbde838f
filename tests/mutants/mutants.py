#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/mutants/mutants.py - "make check-mutants": the mutation score of
# the ordering checks (Documentation/ordering.md §8).  Each mutant is
# the defconfig's golden file (tests/asm/expected/<defconfig>.asm) with
# ONE instruction of ONE function weakened: a barrier deleted or made a
# weaker one, an acquire or release annotation dropped, a lock prefix
# dropped, a store-exclusive or store-conditional made a plain store or
# deleted.  A deleted instruction becomes a no-op, so that the branch
# targets (instruction indices) stay.  Each mutant is put to the checks
# that cover the ISA, cheapest first, until one fails:
#   mapping  tests/asm/mapping.py on the whole mutant file
#   model    tests/model/contract.py on the whole mutant file
#   herd7    tests/herd/herd.py --only <function> (the default shapes)
# A check kills a mutant when it fails where the golden file passes (a
# herd7 test that already fails on the golden file kills nothing).  A
# mutant no check kills is judged by herd7 with every shape of its
# function: if herd7 still forbids every outcome the contract forbids,
# the mutant is harmless (the golden code is stronger than needed
# there), else it is a real survivor, a hole in the checks: it fails,
# and herd7's litmus test is printed.
#
#   mutants.py [--asm FILE] [--only REGEX] [--sample N] [--seed S]
#              [--jobs N] [--every-check] [--list] DEFCONFIG
#
# --every-check puts each mutant to every check, not only until one
# fails (each check's own score; herd7 makes it slow), and judges with
# herd7's every shape each mutant the mapping table alone kills: one
# harmless there is code stronger than the contract needs.
# --sample N checks N mutants drawn at random (--seed S, default 1);
# --only keeps the functions whose name matches; --list prints the
# mutants.  The checks an ISA has are found, not listed here: mapping.py's
# DEFCONFIG_ISA, contract.py's MODELLED, herd.py's DEFCONFIGS.
# Ends with "N passed, N failed[, N skipped]": a killed or harmless
# mutant passes, a real survivor fails, a survivor herd7 cannot judge
# (no ISA module for the defconfig, no herd7) is skipped.
import argparse
import contextlib
import io
import os
import random
import re
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
top = os.path.join(here, "..", "..")
sys.path.insert(0, os.path.join(here, "..", "asm"))
sys.path.insert(0, os.path.join(here, "..", "model"))
sys.path.insert(0, os.path.join(here, "..", "herd"))
import mapping  # noqa: E402
import contract  # noqa: E402
import herd  # noqa: E402

# ---------------------------------------------------------------------
# The weakenings, per ISA family (mapping.py's Isa.name, up to a '-').
# Each rule: a pattern on one normalised instruction, and the
# replacements it yields as (instruction, what was done).


def split(line):
    parts = line.split(None, 1)
    return parts[0], parts[1] if len(parts) > 1 else ""


# AArch64 (Arm ARM B2.3): DMB ISH orders all, ISHLD loads before, ISHST
# stores before stores; LDAR/LDAPR acquire, STLR release; LDAXR/STLXR
# the exclusives' acquire and release; the LSE atomics' A/L/AL suffixes.
A64_ACQ = {"ldar": "ldr", "ldarb": "ldrb", "ldarh": "ldrh",
           "ldapr": "ldr", "ldaprb": "ldrb", "ldaprh": "ldrh",
           "ldaxr": "ldxr", "ldaxrb": "ldxrb", "ldaxrh": "ldxrh",
           "ldaxp": "ldxp", "stlr": "str", "stlrb": "strb",
           "stlrh": "strh", "stlxr": "stxr", "stlxrb": "stxrb",
           "stlxrh": "stxrh", "stlxp": "stxp"}
A64_EXCL = re.compile(r"^st(l?)x(r[bh]?|p)$")
A64_LSE = re.compile(r"^(ld(?:add|clr|eor|set|smax|smin|umax|umin)|swp|"
                     r"casp?|st(?:add|clr|eor|set|smax|smin|umax|umin))"
                     r"(al|a|l)?([bh]?)$")
WEAKER = {"al": ("l", "a", ""), "a": ("",), "l": ("",), "": ()}


def aarch64(line):
    mn, ops = split(line)
    out = []
    if mn == "dmb":
        out.append(("nop", "deleted"))
        if ops in ("ish", "sy"):
            out += [("dmb %sld" % ops, "weakened"),
                    ("dmb %sst" % ops, "weakened")]
    if mn in A64_ACQ:
        out.append(("%s %s" % (A64_ACQ[mn], ops), "annotation dropped"))
    m = A64_EXCL.match(mn)
    if m:
        # stxr ws, wt, [xn] -> str wt, [xn]; stxp ws, wt, wt2, [xn] ->
        # stp wt, wt2, [xn]: the store without its exclusivity.
        plain = "stp" if m.group(2) == "p" else "st" + m.group(2)
        out.append(("%s %s" % (plain, ops.split(",", 1)[1].strip()),
                    "made a plain store"))
        out.append(("nop", "deleted"))
    m = A64_LSE.match(mn)
    if m:
        for w in WEAKER[m.group(2) or ""]:
            out.append(("%s%s%s %s" % (m.group(1), w, m.group(3), ops),
                        "annotation weakened"))
    return out


# RISC-V (ISA manual vol. I, "RVWMO"): FENCE pred,succ; .aq/.rl/.aqrl
# on AMOs and LR/SC; SC a store-conditional.
RV_ORD = re.compile(r"^((?:amo\w+|lr|sc)\.[wd])(\.aqrl|\.aq|\.rl)?$")
RV_SC = re.compile(r"^sc\.([wd])")
RV_SC_OPS = re.compile(r"^\w+,\s*(\w+),\s*\((\w+)\)$")


def riscv(line):
    mn, ops = split(line)
    out = []
    if mn == "fence.tso":
        out.append(("nop", "deleted"))
    if mn == "fence":
        out.append(("nop", "deleted"))
        p, s = (ops.split(",") + [""])[:2]
        for i, c in enumerate(p):
            if len(p) > 1:
                out.append(("fence %s,%s" % (p[:i] + p[i + 1:], s),
                            "weakened"))
        for i, c in enumerate(s):
            if len(s) > 1:
                out.append(("fence %s,%s" % (p, s[:i] + s[i + 1:]),
                            "weakened"))
    m = RV_ORD.match(mn)
    if m:
        for w in {".aqrl": (".rl", ".aq", ""), ".aq": ("",),
                  ".rl": ("",), None: ()}[m.group(2)]:
            out.append(("%s%s %s" % (m.group(1), w, ops),
                        "annotation weakened"))
    m = RV_SC.match(mn)
    if m:
        o = RV_SC_OPS.match(ops)
        if o:
            out.append(("s%s %s,0(%s)" % (m.group(1), o.group(1),
                                          o.group(2)),
                        "made a plain store"))
        out.append(("nop", "deleted"))
    return out


# POWER (Power ISA Book II §4.4): sync, lwsync, isync (with a branch,
# acquire), eieio; st[bhwd]cx. the store-conditionals.
def power(line):
    mn, ops = split(line)
    out = []
    if mn in ("sync", "hwsync", "msync"):
        out += [("lwsync", "weakened"), ("nop", "deleted")]
    if mn in ("lwsync", "isync", "eieio"):
        out.append(("nop", "deleted"))
    m = re.match(r"^st([bhwd])cx\.$", mn)
    if m:
        out += [("st%sx %s" % (m.group(1), ops), "made a plain store"),
                ("nop", "deleted")]
    return out


# x86 (SDM vol. 3A §9.2): the lock prefix makes a read-modify-write
# atomic and a full barrier; mfence the full barrier.
def x86(line):
    mn, ops = split(line)
    if mn == "lock":
        return [(ops, "lock dropped")]
    if mn == "mfence":
        return [("nop", "deleted")]
    return []


# 32-bit Arm (Arm ARM A3.8): DMB, the CP15 barrier of ARMv6, STREX.
def arm(line):
    mn, ops = split(line)
    out = []
    if mn == "dmb":
        out.append(("nop", "deleted"))
        if ops in ("ish", "sy", ""):
            out.append(("dmb %sst" % (ops or "sy"), "weakened"))
    if mn == "mcr" and re.match(r"^(p?15),0,\w+,c(r?)7,c\2?10,\{?5\}?$",
                                ops.replace(" ", "")):
        out.append(("nop", "deleted"))
    m = re.match(r"^strex([bhd]?)$", mn)
    if m:
        out += [("str%s %s" % (m.group(1), ops.split(",", 1)[1].strip()),
                 "made a plain store"), ("nop", "deleted")]
    return out


# MIPS (MIPS32 vol. II): SYNC, SC/SCD.
def mips(line):
    mn, ops = split(line)
    out = []
    if mn == "sync":
        out.append(("nop", "deleted"))
    if mn in ("sc", "scd"):
        out += [("s%s %s" % ("w" if mn == "sc" else "d", ops),
                 "made a plain store"), ("nop", "deleted")]
    return out


FAMILIES = {"arm64": aarch64, "riscv": riscv, "power": power, "x86": x86,
            "i686": x86, "arm": arm, "mips": mips}


# ---------------------------------------------------------------------

def read_file(path):
    with open(path) as f:
        return f.read().split("\n")


def mutants(lines, weaken, only):
    """[(function, line number, old, new, what)] of the file's lines."""
    out = []
    fn = None
    for n, line in enumerate(lines):
        if re.match(r"^[a-z_0-9]+:$", line):
            fn = line[:-1]
            continue
        if not fn or not line.startswith("\t") or line.startswith("\t\t"):
            continue
        if only and not re.search(only, fn):
            continue
        for new, what in weaken(line.strip()):
            out.append((fn, n, line.strip(), new, what))
    return out


def blocks(lines):
    """{function: (first line, end line)} of the file's lines."""
    out = {}
    fn = None
    for n, line in enumerate(lines + [""]):
        if re.match(r"^[a-z_0-9]+:$", line) or n == len(lines):
            if fn:
                out[fn] = (start, n)
            fn, start = line[:-1], n
    return out


def siblings(fn, names):
    """fn and the functions the mapping check compares it with: the
    same operation and size at the other orders (its monotonicity)."""
    key = mapping.split_name(fn)
    if key is None:
        return [fn]
    return [g for g in names
            if g == fn or (mapping.split_name(g) or ())[1:3] == key[1:3]]


def write(path, lines, fns, where):
    """The lines to path, only those of the functions fns if given."""
    with open(path, "w") as f:
        if fns is None:
            f.write("\n".join(lines))
            return
        for g in fns:
            f.write("\n".join(lines[slice(*where[g])]) + "\n")


def model_reads(d, path):
    """The functions contract.py reads: a mutant elsewhere cannot fail
    it."""
    seen = set()

    class Recording(dict):
        def __getitem__(self, k):
            seen.add(k)
            return dict.__getitem__(self, k)

    real = contract.mapping.read_functions

    def recording(p):
        order, funcs = real(p)
        return order, Recording(funcs)
    contract.mapping.read_functions = recording
    try:
        failed = quiet(contract.run, d, path)[0][1]
    finally:
        contract.mapping.read_functions = real
    return seen, failed


def quiet(f, *args):
    """f(*args) with its output captured: (result, output)."""
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        r = f(*args)
    return r, buf.getvalue()


NO_VERDICT = "herd7 gave no verdict"


def herd_run(d, path, fn, shapes, jobs):
    """{FAIL line: its litmus block} of herd.py on fn, and how many
    Forbid tests it ran (none: herd.py does not judge fn, such as the
    double-width compare-and-swap)."""
    out = subprocess.run(
        [sys.executable, os.path.join(here, "..", "herd", "herd.py"),
         "--asm", path, "--only", "^%s$" % fn, "--shapes", shapes,
         "--jobs", str(jobs), d],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
    fails = {}
    cur = None
    for line in out.split("\n"):
        if line.startswith("FAIL: ") and "herd7 gave no verdict" in line \
                or line.startswith("SKIP: ") and herd.TIMED_OUT in line:
            # An instruction herd7 cannot run (a mutant's plain store
            # the ISA module does not translate), or a test it ran out
            # of time on: no verdict, which kills nothing and shows
            # nothing harmless.
            cur = None
            fails[NO_VERDICT] = [line]
        elif re.match(r"^(PASS|NOTE|SKIP): |^\d+ passed, \d+ failed",
                      line):
            cur = None
        elif line.startswith("FAIL: "):
            cur = line
            fails[cur] = []
        elif cur:
            fails[cur].append(line)
    m = re.search(r"^NOTE: herd \S+: \d+ tests \((\d+) Forbid", out, re.M)
    return fails, int(m.group(1)) if m else 0


def main(argv):
    ap = argparse.ArgumentParser(prog="mutants.py")
    ap.add_argument("--asm")
    ap.add_argument("--only")
    ap.add_argument("--sample", type=int)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--every-check", action="store_true")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("defconfig")
    o = ap.parse_args(argv[1:])
    d = o.defconfig
    isa = mapping.DEFCONFIG_ISA.get(d)
    weaken = FAMILIES.get(isa.name.split("-")[0]) if isa else None
    if weaken is None:
        print("NOTE: mutants %s: no weakenings for its ISA (%s)"
              % (d, ", ".join(sorted(FAMILIES))))
        print("0 passed, 0 failed, 1 skipped")
        return 0
    path = o.asm
    if not path:
        rel = subprocess.check_output(
            [os.path.join(top, "tests", "asm", "golden-file.sh"), d],
            text=True).strip()
        path = os.path.join(top, rel)
    lines = read_file(path)
    ms = mutants(lines, weaken, o.only)
    total = len(ms)
    if o.sample and o.sample < total:
        ms = sorted(random.Random(o.seed).sample(ms, o.sample),
                    key=lambda m: m[1])
    if o.list:
        for fn, n, old, new, what in ms:
            print("%s line %d: '%s' -> '%s' (%s)"
                  % (fn, n + 1, old, new, what))
        print("%d mutants of %d" % (len(ms), total))
        return 0
    exc = os.path.join(top, "tests", "asm", "exceptions")
    has_model = d in contract.MODELLED
    has_herd = d in herd.DEFCONFIGS and herd.find_herd7()
    # What herd7's translation of the ISA cannot show (the ISA module's
    # UNSEEN: an instruction whose weakening no litmus test of it can
    # see): such a survivor is not judged harmless.
    unseen = getattr(herd.load_isa(herd.DEFCONFIGS[d]), "UNSEEN", None) \
        if d in herd.DEFCONFIGS else None
    # What the golden file itself fails: a mutant that fails only
    # that is not killed.
    base_map = quiet(mapping.check, d, path, exc)[0]
    read, base_model = model_reads(d, path) if has_model else (set(), 0)
    where = blocks(lines)
    base_sib = {}
    base_herd = {}

    def herd_base(fn, shapes):
        if (fn, shapes) not in base_herd:
            base_herd[(fn, shapes)] = herd_run(d, path, fn, shapes,
                                               o.jobs)[0]
        return base_herd[(fn, shapes)]

    start = time.time()
    killed = {"mapping": 0, "model": 0, "herd7": 0}
    alone = dict(killed)
    harmless, real, unjudged, stronger = [], [], [], []
    tmp = tempfile.mkdtemp(prefix="mutants-")
    mpath = os.path.join(tmp, os.path.basename(path))
    for fn, n, old, new, what in ms:
        name = "%s (line %d): '%s' -> '%s'" % (fn, n + 1, old, new)
        mut = list(lines)
        mut[n] = "\t" + new
        # The mapping check judges a function alone and against its
        # siblings: those are all it reads of the mutant, unless the
        # golden siblings alone fail (a function folded into another),
        # where the whole file is read.
        sib = siblings(fn, where)
        if tuple(sib) not in base_sib:
            write(mpath, lines, sib, where)
            base_sib[tuple(sib)] = quiet(mapping.check, d, mpath, exc)[0]
        write(mpath, mut, None if base_sib[tuple(sib)] else sib, where)
        kills = []
        if quiet(mapping.check, d, mpath, exc)[0] and not base_map:
            kills.append("mapping")
        write(mpath, mut, None, where)
        if (o.every_check or not kills) and has_model and fn in read:
            (p, f), _ = quiet(contract.run, d, mpath)
            if f > base_model:
                kills.append("model")
        if (o.every_check or not kills) and has_herd:
            fails, _ = herd_run(d, mpath, fn, "default", o.jobs)
            if set(fails) - set(herd_base(fn, "default")) - {NO_VERDICT}:
                kills.append("herd7")
        for k in kills:
            killed[k] += 1
        if len(kills) == 1:
            alone[kills[0]] += 1
        if kills and (kills != ["mapping"] or not o.every_check
                      or not has_herd):
            print("PASS: mutant %s %s: killed by %s"
                  % (d, name, ", ".join(kills)))
            continue
        if not has_herd:
            unjudged.append(name)
            print("SKIP: mutant %s %s: survived, not judged: %s"
                  % (d, name, "no herd7" if d in herd.DEFCONFIGS
                     else "no herd7 ISA module for it"))
            continue
        # Survived, or (--every-check) killed by the mapping table
        # alone: herd7 with every shape says whether the contract
        # needs what was weakened.
        fails, forbid = herd_run(d, mpath, fn, "all", o.jobs)
        base = herd_base(fn, "all")
        if not forbid or base:
            # A test the golden function fails already cannot show the
            # mutant harmless.
            why = ("herd7 fails the golden %s too (%s)"
                   % (fn, sorted(base)[0]) if base else
                   "herd7 runs no Forbid test of %s" % fn)
            if kills:
                print("PASS: mutant %s %s: killed by mapping alone (%s)"
                      % (d, name, why))
                continue
            unjudged.append(name)
            print("SKIP: mutant %s %s: survived, not judged: %s"
                  % (d, name, why))
            continue
        new_fails = [k for k in fails if k not in herd_base(fn, "all")
                     and k != NO_VERDICT]
        if not new_fails and NO_VERDICT in fails and not kills:
            unjudged.append(name)
            print("SKIP: mutant %s %s: survived, not judged: %s"
                  % (d, name, fails[NO_VERDICT][0][6:]))
            continue
        if kills:
            if new_fails:
                print("PASS: mutant %s %s: killed by mapping alone, and"
                      " herd7 (every shape) confirms: %s"
                      % (d, name, new_fails[0]))
            elif unseen and re.match(unseen[0], old):
                # Not stronger than needed: what herd7 cannot see.
                print("PASS: mutant %s %s: killed by mapping alone"
                      " (herd7 cannot judge it: %s)" % (d, name, unseen[1]))
            else:
                stronger.append(name)
                print("PASS: mutant %s %s: killed by mapping alone, but"
                      " harmless to herd7, every shape (the table is"
                      " stronger than the contract needs)" % (d, name))
            continue
        if not new_fails and unseen and re.match(unseen[0], old):
            unjudged.append(name)
            print("SKIP: mutant %s %s: survived, not judged: %s"
                  % (d, name, unseen[1]))
            continue
        if not new_fails:
            harmless.append(name)
            print("PASS: mutant %s %s: survived, harmless: herd7 forbids"
                  " every outcome the contract forbids, every shape (the"
                  " golden code is stronger than needed)" % (d, name))
            continue
        real.append(name)
        print("FAIL: mutant %s %s: survived every check, and herd7"
              " allows what the contract forbids:" % (d, name))
        for k in new_fails:
            print("    " + k)
            for line in fails[k]:
                print("    " + line)
    os.unlink(mpath) if os.path.exists(mpath) else None
    os.rmdir(tmp)
    nk = len(ms) - len(harmless) - len(real) - len(unjudged)
    by = ("by mapping %d, model %d, herd7 %d; by one check alone:"
          " mapping %d, model %d, herd7 %d"
          % (killed["mapping"], killed["model"], killed["herd7"],
             alone["mapping"], alone["model"], alone["herd7"])
          if o.every_check else "first by mapping %d, model %d, herd7 %d"
          % (killed["mapping"], killed["model"], killed["herd7"]))
    print("NOTE: mutants %s: %d of %d mutants%s in %d s: killed %d (%s),"
          " harmless %d, real survivors %d, not judged %d"
          % (d, len(ms), total, " (sample, seed %d)" % o.seed
             if len(ms) < total else "", time.time() - start, nk, by,
             len(harmless), len(real), len(unjudged)))
    if o.every_check:
        print("NOTE: mutants %s: killed by the mapping table alone and"
              " harmless to herd7 (every shape): %d" % (d, len(stronger)))
    for name in stronger:
        print("NOTE: stronger than needed: %s" % name)
    for name in harmless:
        print("NOTE: harmless: %s" % name)
    for name in real:
        print("NOTE: REAL SURVIVOR: %s" % name)
    passed = nk + len(harmless)
    if unjudged:
        print("%d passed, %d failed, %d skipped"
              % (passed, len(real), len(unjudged)))
    else:
        print("%d passed, %d failed" % (passed, len(real)))
    return 1 if real else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
