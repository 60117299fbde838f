#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/model/crossval.py - the checker of tests/model/model.py judged
# against the architectures' own models: every published litmus test of
# tests/model/published/ is run three ways, by the checker, by herd7
# with the official model (aarch64.cat, riscv.cat, ppc.cat,
# x86tso-mixed.cat) and as its published verdict, and every shape of
# tests/model/validate.py that herd7 can run is written in herd7's
# syntax and judged by both.  Any disagreement fails and prints the
# test.  Ends with a table (per ISA: tests, agree, disagree, skipped)
# and "N passed, N failed, N skipped".
#
#   crossval.py [--quick] [--herd7 PATH] [--isa ISA]...
#   crossval.py --import SOURCE-NAME REPO COMMIT VERDICTS ROOT TEST...
#
# herd7 is $HERD7, or "herd7" on PATH; without it the herd7 verdicts
# are skipped (counted as skipped, never as passed).  --quick: the
# first tests of each file and validate.py's shapes (make check-model);
# the whole set is make check-model-xval.
#
# --import writes a data file of tests/model/published/ on stdout from
# a checkout (ROOT) of a public catalogue: the tests the checker can express
# (tests/model/litmus.py reads them, an "exists" condition, at most
# BUDGET candidate executions), each with its published verdict
# (VERDICTS: a herd "kinds.txt" file, "NAME Allowed|Forbidden", or a
# ppc.allowed table, "NAME | Ok|No ...") and its text.
import os
import re
import shutil
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import litmus  # noqa: E402
import validate  # noqa: E402
from model import Litmus, check, describe  # noqa: E402

MODEL = {"AArch64": "armv8", "RISCV": "rvwmo", "PPC": "power",
         "X86_64": "tso"}
CAT = {"AArch64": "aarch64.cat", "RISCV": "riscv.cat", "PPC": "ppc.cat",
       "X86_64": "x86tso-mixed.cat"}
ISA_OF_MODEL = {m: i for i, m in MODEL.items()}
PUBLISHED = os.path.join(here, "published")
# Candidate executions a test may have to be imported (the checker
# enumerates them all; a second or so each thousand).
BUDGET = 1000
QUICK = 12


def executions(t):
    n = 1
    for r in t.reads:
        n *= sum(1 for w in t.writes if w.loc == r.loc)
    for loc in t.locs:
        k = sum(1 for w in t.writes if w.loc == loc and not w.init)
        for i in range(2, k + 1):
            n *= i
    return n


def verdicts(path):
    out = {}
    for line in open(path):
        m = re.match(r"(\S+)\s*\|\s*(Ok|No)\b", line)
        if m:
            out[m.group(1)] = "Allowed" if m.group(2) == "Ok" \
                else "Forbidden"
            continue
        m = re.match(r"Observation (\S+) (Never|Sometimes|Always)", line)
        if m:
            out[m.group(1)] = "Forbidden" if m.group(2) == "Never" \
                else "Allowed"
            continue
        m = re.match(r"(\S+)\s+(Allow|Allowed|Forbid|Forbidden)\s*$", line)
        if m:
            out[m.group(1)] = "Allowed" if m.group(2).startswith("Allow") \
                else "Forbidden"
    return out


def strip_meta(text):
    """A test without diy's comment lines (the cycle it was generated
    from, its relaxations, ...), which no tool reads."""
    lines = text.splitlines()
    keep = [lines[0]]
    body = False
    for line in lines[1:]:
        if line.lstrip().startswith("{"):
            body = True
        if body:
            keep.append(line)
    return "\n".join(keep) + "\n"


def nthreads(text):
    code = text.split("\n{", 1)[1].split("}", 1)[1].strip()
    return len(code.split("\n")[0].split("|"))


def do_import(argv):
    max_threads, named = 9, False
    while argv[0].startswith("--"):
        if argv[0] == "--max-threads":
            max_threads = int(argv[1])
            argv = argv[2:]
        elif argv[0] == "--named":
            # Tests named after their shape and relaxations
            # (MP+lwsync+addr), not a generated number (safe150).
            named = True
            argv = argv[1:]
    source, repo, commit, vpath, root = argv[:5]
    # VERDICTS "-": none published with the tests (herd7 judges them).
    want = verdicts(vpath) if vpath != "-" else None
    print("# tests/model/published/%s - published litmus tests and their"
          % source)
    print("# verdicts, the ones the checker of tests/model/model.py can")
    print("# express, for tests/model/crossval.py.")
    print("# repository: %s" % repo)
    print("# commit: %s" % commit)
    print("# verdicts: %s" % (os.path.basename(vpath) if want else
                              "none published with the tests: herd7's"))
    print("# A record: '=== NAME VERDICT PATH', then the test as published")
    print("# (diy's comment lines left out).  Chosen: at most %d threads%s,"
          % (max_threads, ", named after a shape" if named else ""))
    print("# at most %d candidate executions." % BUDGET)
    n = 0
    for path in sorted(argv[5:]):
        text = open(path).read()
        try:
            isa, name, quant, variants = litmus.read(text)
        except litmus.Unsupported:
            continue
        if nthreads(text) > max_threads or (named and "+" not in name):
            continue
        if (want is not None and name not in want) or \
                quant != "exists" or not variants or \
                sum(executions(v) for v in variants) > BUDGET:
            continue
        rel = os.path.relpath(path, root)
        print("=== %s %s %s" % (name, want[name] if want else "-", rel))
        sys.stdout.write(strip_meta(text))
        n += 1
    sys.stderr.write("%s: %d tests\n" % (source, n))


def records(path):
    rec = None
    for line in open(path):
        if line.startswith("=== "):
            if rec:
                yield rec
            name, verdict, src = line[4:].split()
            rec = [name, verdict, src, ""]
        elif rec:
            rec[3] += line
    if rec:
        yield rec


def find_herd7(arg):
    h = arg or os.environ.get("HERD7") or shutil.which("herd7")
    if h and os.path.exists(h) or (h and shutil.which(h)):
        return h
    return None


def herd7_run(herd7, isa, tests):
    """{test name: "Allowed"|"Forbidden"} of herd7 on tests [(name,
    text)], all of one ISA, in one run."""
    out = {}
    if not tests:
        return out
    with tempfile.TemporaryDirectory() as d:
        files = []
        for i, (name, text) in enumerate(tests):
            f = os.path.join(d, "t%d.litmus" % i)
            with open(f, "w") as fh:
                fh.write(text)
            files.append(f)
        for k in range(0, len(files), 200):
            r = subprocess.run([herd7, "-model", CAT[isa]] +
                               files[k:k + 200], capture_output=True,
                               text=True)
            for m in re.finditer(r"^Observation (\S+) (Never|Sometimes|"
                                 r"Always)", r.stdout, re.M):
                out[m.group(1)] = "Forbidden" if m.group(2) == "Never" \
                    else "Allowed"
    return out


def ours(variants, model):
    """The checker's verdict over a test's paths, and a witness."""
    for t in variants:
        got, wit, _ = check(t, model)
        if got:
            return "Allowed", t, wit
    return "Forbidden", None, None


class Table:
    def __init__(self):
        self.rows = {}
        self.passed = self.failed = self.skipped = 0

    def row(self, isa):
        return self.rows.setdefault(isa, [0, 0, 0, 0, 0])

    def add(self, isa, agree, herd_skipped, judged=True):
        """A test: agree, whether herd7 did not run, whether anything
        judged it beside the checker (else it is a skip)."""
        r = self.row(isa)
        r[0] += 1
        if not judged:
            r[4] += 1
            self.skipped += 1
            return
        if herd_skipped:
            # herd7's verdict is a check that could not run.
            r[3] += 1
            self.skipped += 1
        r[1 if agree else 2] += 1
        if agree:
            self.passed += 1
        else:
            self.failed += 1


def cross_published(table, herd7, quick, isas):
    for fn in sorted(os.listdir(PUBLISHED)):
        recs = list(records(os.path.join(PUBLISHED, fn)))
        if quick:
            recs = recs[:QUICK]
        parsed = []
        for name, verdict, src, text in recs:
            isa = text.split(None, 1)[0]
            if isas and isa not in isas:
                continue
            try:
                _, _, _, variants = litmus.read(text)
            except litmus.Unsupported as e:
                print("FAIL: %s %s: the checker cannot read it: %s"
                      % (fn, name, e))
                table.add(isa, False, False)
                continue
            parsed.append((name, verdict, src, text, isa, variants))
        judged = {}
        if herd7:
            for isa in {p[4] for p in parsed}:
                judged[isa] = herd7_run(herd7, isa,
                                        [(p[0], p[3]) for p in parsed
                                         if p[4] == isa])
        for name, verdict, src, text, isa, variants in parsed:
            got, t, wit = ours(variants, MODEL[isa])
            h = judged.get(isa, {}).get(name) if herd7 else None
            ok = (got == verdict or verdict == "-") and \
                (h is None or h == got)
            table.add("%s %s" % (isa, fn.split(".")[0]), ok, h is None,
                      verdict != "-" or h is not None)
            if not ok:
                print("FAIL: %s %s: checker %s, herd7 %s, published %s"
                      % (fn, name, got, h or "not run", verdict))
                if wit:
                    print("    " + describe(t, wit))
                print("    " + text.rstrip().replace("\n", "\n    "))


def cross_validate(table, herd7, isas):
    """validate.py's shapes, written for herd7, against the checker."""
    tests = {}
    for model, suite in validate.SUITES.items():
        isa = ISA_OF_MODEL.get(model)
        if not isa or (isas and isa not in isas):
            continue
        for name, (threads, cond), want, src in suite():
            t = Litmus(name, threads, cond)
            tag = re.sub(r"[^\w+.-]", "_", name.split(" (")[0])
            tag = "V%d-%s" % (len(tests.get(isa, ())), tag)
            text = litmus.write(isa, tag, t)
            tests.setdefault(isa, []).append(
                (tag, name, text, "Allowed" if want else "Forbidden", t))
    for isa, lst in sorted(tests.items()):
        runnable = [x for x in lst if x[2]]
        rest = [x[1] for x in lst if not x[2]]
        if rest:
            print("NOTE: validate.py %s: %d shapes have no herd7 form"
                  " here (exclusive pairs, x86 xadd's result, non-atomic"
                  " RMWs): %s"
                  % (isa, len(rest), "; ".join(rest)))
        judged = herd7_run(herd7, isa, [(x[0], x[2]) for x in runnable]) \
            if herd7 else {}
        for tag, name, text, want, t in runnable:
            h = judged.get(tag)
            got = "Allowed" if check(t, MODEL[isa])[0] else "Forbidden"
            ok = got == want and (h is None or h == got)
            if herd7 and h is None:
                ok = False
            table.add("%s validate.py" % isa, ok, not herd7)
            if not ok:
                print("FAIL: validate.py %s %s: checker %s, herd7 %s,"
                      " published %s" % (isa, name, got, h, want))
                print("    " + text.rstrip().replace("\n", "\n    "))


def main(argv):
    args = argv[1:]
    if args[:1] == ["--import"]:
        do_import(args[1:])
        return 0
    quick, herd_arg, isas = False, None, []
    while args:
        if args[0] == "--quick":
            quick = True
            args = args[1:]
        elif args[0] == "--herd7" and len(args) > 1:
            herd_arg = args[1]
            args = args[2:]
        elif args[0] == "--isa" and len(args) > 1:
            isas.append(args[1])
            args = args[2:]
        else:
            sys.stderr.write("usage: crossval.py [--quick] [--herd7 PATH]"
                             " [--isa ISA]...\n")
            return 2
    herd7 = find_herd7(herd_arg)
    if not herd7:
        print("NOTE: herd7 not found (HERD7 or PATH): the herd7 verdicts"
              " are skipped")
    table = Table()
    cross_published(table, herd7, quick, isas)
    if herd7:
        cross_validate(table, herd7, isas)
    else:
        print("NOTE: validate.py's shapes need herd7: skipped")
        table.skipped += 1
    print("%-36s %6s %6s %9s %8s %8s" % ("cross-validation", "tests",
                                         "agree", "disagree", "no herd7",
                                         "skipped"))
    for isa, r in sorted(table.rows.items()):
        print("%-36s %6d %6d %9d %8d %8d" % ((isa,) + tuple(r)))
    print("%d passed, %d failed, %d skipped"
          % (table.passed, table.failed, table.skipped))
    return 1 if table.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
