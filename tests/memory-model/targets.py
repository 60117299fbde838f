#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tests/memory-model/targets.py - every target implements uatomic's
# memory model: each C litmus test of tests/memory-model, compiled for
# each herd7-modelled target from its golden code
# (tests/asm/expected/<defconfig>.asm, the functions tests/asm/ops.c
# compiles for each operation, size and order), must be forbidden by
# herd7 with the ISA's own model (aarch64.cat, riscv.cat, ...) whenever
# uatomic's model forbids it.  A test the model forbids and a target
# allows fails, naming the target, the operations and the shape.
#
#   targets.py [--targets arm64,riscv64,...] [--asm FILE] [--keep DIR]
#              TEST.litmus...
#
# --asm judges FILE as the (one) target's golden code: a copy weakened on
# purpose, which must fail (run.sh's self-test).
# The threads are written as tests/herd does (tests/herd/herd.py: the
# golden functions' instructions, registers renamed, loops unrolled,
# tests/herd/isa_*.py for each ISA).  A test whose threads are not a
# sequence of calls with constant arguments on the thread's locations
# (a branch, a computed value, a pointer followed), or that calls an
# operation at orders the golden code has no function for, is skipped
# with the reason.  A test the model allows proves nothing about a
# target and is not run.  Prints PASS:/FAIL:/SKIP: lines; herd7 is
# HERD7, or herd7 on PATH.
import argparse
import importlib
import importlib.machinery
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
srctree = os.path.join(here, "..", "..")
sys.path.insert(0, os.path.join(srctree, "tests", "herd"))
import herd  # noqa: E402

_loader = importlib.machinery.SourceFileLoader(
    "uatomic_herd", os.path.join(srctree, "tools", "memory-model",
                                 "uatomic-herd"))
_spec = importlib.util.spec_from_loader("uatomic_herd", _loader)
uh = importlib.util.module_from_spec(_spec)
_loader.exec_module(uh)

TARGETS = ("arm64", "arm64_lse", "riscv64", "x86_64", "armv7", "ppc64le")
SIZE = 4
# Seconds herd7 may spend on one test (two threads each with two
# compare-and-swap loops take minutes): a test that takes longer is
# skipped.
TIMEOUT = int(os.environ.get("MM_TARGETS_TIMEOUT", "20"))
# The golden code's compare-and-swaps, by (success, failure) order.
CAS_NAME = {(s, f): n for n, (s, f) in herd.CAS_ORDERS.items()}
# The model's macros that are a golden function of another name.
GOLDEN_OP = {"fetch_max": "fetch_smax", "fetch_min": "fetch_smin",
             "cmpxchg_dword": None, "try_cmpxchg_dword": None}
FENCES = {"cmm_smp_mb": "uat_smp_mb", "cmm_mb": "uat_mb",
          "cmm_smp_rmb": "uat_smp_rmb", "cmm_rmb": "uat_rmb",
          "cmm_smp_wmb": "uat_smp_wmb", "cmm_wmb": "uat_wmb",
          "cmm_barrier": None}


class Skip(Exception):
    pass


def parse(text, ops):
    """(name, threads, init, condition) of a C litmus test: each thread
    a list of (public name, orders, args, result register), the init a
    {location: value}, the condition its text."""
    name = text.split("\n", 1)[0].split()[1]
    m = re.search(r"\{([^{}]*)\}", text)
    init = {}
    for item in (m.group(1).split(";") if m else []):
        item = item.strip()
        if not item:
            continue
        k, _, v = item.partition("=")
        if ":" in k or not re.fullmatch(r"-?\d+", v.strip()):
            raise Skip("an initial state that is no location's integer")
        init[k.strip()] = int(v)
    threads = []
    call_re = re.compile(r"^(?:(\w+)\s*=\s*)?(\w+)\s*\((.*)\)$")
    for tm in re.finditer(r"\bP(\d+)\s*\(([^)]*)\)\s*\{([^{}]*)\}", text):
        locs = [p.split("*")[-1].strip() for p in tm.group(2).split(",")]
        calls = []
        for stmt in tm.group(3).split(";"):
            stmt = " ".join(stmt.split())
            if not stmt:
                continue
            cm = call_re.match(stmt)
            if not cm or cm.group(2) not in ops and \
                    cm.group(2)[:-3] not in ops:
                raise Skip("P%s: '%s' is no call of an operation"
                           % (tm.group(1), stmt))
            args = uh.split_args(cm.group(3))
            calls.append((cm.group(2), args, cm.group(1), locs))
        threads.append(calls)
    if re.search(r"\bif\b|\{[^{}]*\{", text.split("exists")[0]
                 .split("}", 1)[-1]):
        raise Skip("a branch")
    cond = re.search(r"(~?\s*exists|forall)\s*\((.*)\)\s*$", text, re.S)
    return name, threads, init, cond


def golden_calls(threads, ops, tr):
    """The threads as golden function calls: [[(function, location,
    args, result register)]]."""
    out = []
    for tid, calls in enumerate(threads):
        seq = []
        i = 0
        while i < len(calls):
            name, args, result, locs = calls[i]
            mo = name.endswith("_mo") and name not in ops
            base = name[:-3] if mo else name
            macro, kind, nargs, dflt = ops[base]
            where = "P%d: %s" % (tid, name)
            if kind == "fence":
                if base.startswith("cmm_smp_mb__before_uatomic_"):
                    # before, the operation, after: the golden code's
                    # add between the pair.
                    if i + 2 < len(calls) and \
                            calls[i + 2][0].startswith(
                                "cmm_smp_mb__after_uatomic_") and \
                            calls[i + 1][0] in ("uatomic_inc",
                                                "uatomic_add"):
                        n2, a2, _, _ = calls[i + 1]
                        v = a2[1] if n2 == "uatomic_add" else "1"
                        seq.append(("uat_add_around_%d_mb" % SIZE, a2[0],
                                    (int(v, 0),), None))
                        i += 3
                        continue
                    raise Skip("%s without its operation and the after"
                               " barrier: no golden function" % where)
                if base.startswith("cmm_smp_mb__after_uatomic_"):
                    raise Skip("%s alone: no golden function" % where)
                fn = FENCES.get(base, "none")
                if fn == "none":
                    raise Skip("%s: no golden function" % where)
                if fn:
                    seq.append((fn, None, (), None))
                i += 1
                continue
            order = tr.orders(where, kind, args[nargs:], dflt)
            args = args[:nargs]
            if kind.startswith("shared"):
                args[0] = args[0].lstrip("*").strip()
            loc = args[0]
            if loc not in locs:
                raise Skip("%s on '%s', no location of the thread"
                           % (where, loc))
            vals = []
            for a in args[1:]:
                if kind.startswith("cond-load") and a == args[1]:
                    continue
                if kind == "cond-load":
                    cm = re.fullmatch(r"\s*%s\s*==\s*(-?\d+)\s*"
                                      % re.escape(args[1]), a)
                    if not cm:
                        raise Skip("%s: a condition other than VAL =="
                                   " constant" % where)
                    a = cm.group(1)
                if not re.fullmatch(r"-?\d+", a):
                    raise Skip("%s: argument '%s' is no constant"
                               % (where, a))
                vals.append(int(a))
            op = macro[len("uatomic_"):] if macro.startswith("uatomic_") \
                else macro
            if base in ("uatomic_fetch_max", "uatomic_fetch_min"):
                op = GOLDEN_OP[base[len("uatomic_"):]]
            if base.endswith("_dword"):
                # The golden files' 4-byte functions are not its code:
                # tests/herd judges the double-width compare-and-swap.
                raise Skip("%s: a double-width operation, no 4-byte"
                           " golden function" % where)
            if kind in ("try", "try-weak") or op in ("sub_return", "sub",
                                                     "fetch_sub") or \
                    kind == "cond-load-timeout":
                raise Skip("%s: not given to the golden code's shapes"
                           % where)
            if kind == "cas":
                s, f = order.split("__")
                if (s, f) not in CAS_NAME:
                    raise Skip("%s at (%s, %s): no golden function"
                               % (where, s, f))
                order = CAS_NAME[(s, f)]
            if kind == "rmw-keep-inc":
                vals = [1, 0]
            if base == "uatomic_inc_not_zero":
                op = "add_unless"
            seq.append(("uat_%s_%d_%s" % (op, SIZE, order), loc,
                        tuple(vals), result))
            i += 1
        out.append(seq)
    return out


def render(key, isa, golden, threads, init, cond, unroll):
    """The ISA litmus text of the test (tests/herd's, herd.render(), its
    condition the test's own); KeyError when a golden function is
    missing."""
    # Each result register is asked for a value no operation gives: the
    # conjunct herd.render() writes for it names its ISA register.
    sentinel = 1000
    want = {}
    hthreads = []
    for tid, calls in enumerate(threads):
        hcalls = []
        for fn, loc, args, result in calls:
            w = None
            if result:
                sentinel += 1
                w = sentinel
                want[w] = "%d:%s" % (tid, result)
            hcalls.append(herd.Call(fn, loc, args, w))
        hthreads.append(hcalls)
    test = herd.Test(key, "", "", "", hthreads, init, {}, SIZE, True)
    test.key = key
    text, conds = herd.render(test, isa, golden, unroll)
    regmap, flags = {}, []
    for c in conds:
        r, _, v = c.rpartition("=")
        if int(v) in want:
            regmap[want[int(v)]] = r
        else:
            flags.append(c)
    body = cond.group(2)

    def reg(m):
        r = m.group(0)
        if r not in regmap:
            raise Skip("the condition reads %s, no operation's result"
                       % r)
        return regmap[r]
    body = re.sub(r"\b\d+:\w+", reg, body)
    body = re.sub(r"(?<![\w:\[])([A-Za-z_]\w*)\s*=", r"[\1]=", body)
    kw = cond.group(1).replace(" ", "")
    if flags:
        body = "(%s) /\\ %s" % (body, " /\\ ".join(flags))
    lines = text.rstrip("\n").split("\n")
    assert lines[-1].startswith("exists")
    return "\n".join(lines[:-1] + ["%s (%s)" % (kw, body)]) + "\n"


def run(herd7, isa, files):
    """herd7 with the ISA's model on files, each test given TIMEOUT
    seconds: {test: (allowed, herd7's output for it)}."""
    p = subprocess.run([herd7, "-model", isa.MODEL, "-timeout",
                        str(TIMEOUT)] + files, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    blocks, cur = {}, []
    for line in p.stdout.splitlines():
        m = re.match(r'Warning: File "[^"]*/([^"/]*)\.litmus", (.*)', line)
        if m:
            # herd7 cannot read it: the key is the file's.
            blocks[m.group(1).split("-")[-1]] = (None, m.group(2))
            continue
        cur.append(line)
        m = herd.OBS.match(line)
        if m:
            blocks[m.group(1)] = (m.group(2) != "Never", "\n".join(cur))
        if line.startswith("Hash="):
            cur = []
    return blocks


def model_verdicts(tests):
    """{test name: Never|Sometimes|Always} from uatomic's model."""
    out = subprocess.run([os.path.join(srctree, "tools", "memory-model",
                                       "uatomic-herd")] + tests,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True).stdout
    return dict(re.findall(r"^Observation (\S+) (\w+) ", out, re.M))


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--keep")
    ap.add_argument("--asm")
    ap.add_argument("tests", nargs="+")
    o = ap.parse_args(argv[1:])
    herd7 = herd.find_herd7()
    if not herd7:
        print("SKIP: targets: herd7 not found (HERD7, or herd7 on PATH)")
        return 0
    ops = uh.read_ops(os.path.join(srctree, "tools", "memory-model",
                                   "uatomic.def"))
    tr = uh.Translator(ops)
    verdict = model_verdicts(o.tests)
    jobs = []
    for path in o.tests:
        with open(path) as f:
            text = f.read()
        name = text.split("\n", 1)[0].split()[1]
        if verdict.get(name) != "Never":
            continue
        try:
            _, threads, init, cond = parse(text, ops)
            calls = golden_calls(threads, ops, tr)
        except (Skip, uh.Error) as e:
            print("SKIP: targets: %s: %s" % (name, e))
            continue
        jobs.append((name, calls, init, cond))
    failures = 0
    tmp = o.keep or tempfile.mkdtemp(prefix="mm-targets.")
    os.makedirs(tmp, exist_ok=True)
    for d in o.targets.split(","):
        isa = herd.load_isa(herd.DEFCONFIGS[d])
        golden = herd.read_golden(o.asm or herd.golden_path(d))
        files, names = [], {}
        for k, (name, calls, init, cond) in enumerate(jobs):
            key = "M%03d" % k
            try:
                text = render(key, isa, golden, calls, init, cond, 1)
            except (KeyError, Skip, ValueError) as e:
                print("SKIP: targets: %s on %s: %s" % (name, d, e))
                continue
            f = os.path.join(tmp, "%s-%s.litmus" % (d, key))
            with open(f, "w") as fh:
                fh.write(text)
            files.append(f)
            names[key] = (name, calls, f)
        start = time.time()
        blocks = run(herd7, isa, files)
        print("NOTE: targets: %s: %d tests in %.0fs" % (d, len(files),
                                                       time.time() - start))
        for key, (name, calls, f) in sorted(names.items()):
            if key not in blocks:
                print("SKIP: targets: %s on %s: herd7 took more than %ds"
                      " (%s)" % (name, d, TIMEOUT, f))
                continue
            allowed, out = blocks[key]
            if allowed is None:
                print("SKIP: targets: %s on %s: herd7 cannot read the"
                      " ISA's test (%s): %s" % (name, d, f, out))
                continue
            fns = ", ".join(sorted(set(c[0] for t in calls for c in t)))
            if allowed:
                print("FAIL: targets: %s on %s: the model forbids it, %s"
                      " (%s) allows it: %s" % (name, d, isa.MODEL, fns,
                                               f))
                print(out)
                failures += 1
            else:
                print("PASS: targets: %s on %s: forbidden, as the model"
                      " says" % (name, d))
    if not o.keep and not failures:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
