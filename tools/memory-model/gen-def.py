#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
#
# tools/memory-model/gen-def.py - writes uatomic.def, the macros through
# which herd7's C front end runs uatomic's operations in uatomic.cat,
# from the operation table itself: every read-modify-write row of
# include/generic/uatomic-ops.h (read with the C preprocessor, "cc -E")
# at every memory order, with its default order, beside the loads, the
# stores, the compare-and-swaps at every pair of orders ordering.md §3
# accepts, and the barriers.
#
#   gen-def.py SRCTREE > tools/memory-model/uatomic.def   (make memory-model-def)
#
# CC names the preprocessor (default cc).  A row whose computation this
# script does not know stops it, naming the row: a new operation is then
# given to the model here, once.
#
# Every macro is a statement taking, first, the register that receives
# the operation's result (when it returns one); tools/memory-model/
# uatomic-herd writes a test's calls into them.  herd7's read-modify-
# writes carry no order of their own: a marker fence before each says it
# (uatomic.bell).  The "// uatomic-herd:" lines list the public
# operations for uatomic-herd: name, macro, kind, arguments, default
# order(s).
import os
import re
import subprocess
import sys

ORDERS = ("relaxed", "consume", "acquire", "release", "acq_rel",
          "seq_cst", "seq_cst_fence")
LOAD_ORDERS = ("relaxed", "consume", "acquire", "seq_cst", "seq_cst_fence")
STORE_ORDERS = ("relaxed", "release", "seq_cst", "seq_cst_fence")
# The failure orders each success order accepts (ordering.md §3).
FAILURE = {
    "relaxed": ("relaxed",), "release": ("relaxed",),
    "consume": ("relaxed", "consume"),
    "acquire": ("relaxed", "consume", "acquire"),
    "acq_rel": ("relaxed", "consume", "acquire"),
    "seq_cst": ("relaxed", "consume", "acquire", "seq_cst"),
    "seq_cst_fence": LOAD_ORDERS,
}
# The failure order of a compare-and-swap given one order: the strongest
# that order accepts (ordering.md §5, "derives its failure order").
FAILURE_OF = {s: f[-1] for s, f in FAILURE.items()}

ROWS_C = r"""
#include <generic/uatomic-ops.h>
#undef __uatomic_unsigned_as
#undef __uatomic_signed_as
#undef __uatomic_greater
#undef __uatomic_lesser
#undef __uatomic_least
#define __uatomic_unsigned_as(x, v) (v)
#define __uatomic_signed_as(x, v) (v)
#define __uatomic_greater(a, b) MAX(a, b)
#define __uatomic_lesser(a, b) MIN(a, b)
#define __uatomic_least(x) LEAST
#define STR(...) #__VA_ARGS__
#define XSTR(...) STR(__VA_ARGS__)
#define ROW(name, params, returns, derive, expr, operand, dflt, ...) \
	@row XSTR(name) XSTR(params) XSTR(returns) XSTR(derive) \
	XSTR(expr) XSTR(dflt)
__uatomic_for_each_rmw(ROW, ~)
"""

HERD_OPS = {"+": "+", "-": "-", "&": "&", "|": "|", "^": "^"}


def read_rows(srctree):
    cc = os.environ.get("CC", "cc").split()
    out = subprocess.run(cc + ["-E", "-P", "-I", os.path.join(srctree,
                                                               "include"),
                               "-x", "c", "-"], input=ROWS_C, text=True,
                         capture_output=True)
    if out.returncode:
        sys.exit("gen-def.py: %s -E of the operation table failed:\n%s"
                 % (" ".join(cc), out.stderr))
    rows = []
    for chunk in out.stdout.split("@row")[1:]:
        fields = re.findall(r'"((?:[^"\\]|\\.)*)"', chunk)
        name, params, returns, derive, expr, dflt = fields
        rows.append(dict(name=name, params=params, returns=returns,
                         derive=derive, expr=expr,
                         dflt=dflt.replace("CMM_", "").lower()))
    if not rows:
        sys.exit("gen-def.py: no row in the operation table")
    return rows


def herd_expr(e):
    """A C expression of old, v and u as herd7's C computes it."""
    e = re.sub(r"\((uint64_t|__typeof__\(old\))\)", "", e)
    e = re.sub(r"\bold\b", "__uatomic_old", e)
    e = re.sub(r"\bv\b", "V", e)
    e = re.sub(r"\bu\b", "U", e)
    # herd7's values are small integers: no operand holds the least one.
    e = e.replace("LEAST", "2147483647")
    return e.strip()


def split_pair(s):
    """The two or three elements of a parenthesised column."""
    s = s.strip()
    assert s[0] == "(" and s[-1] == ")", s
    parts, depth, cur = [], 0, ""
    for ch in s[1:-1]:
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
            continue
        depth += ch == "("
        depth -= ch == ")"
        cur += ch
    return parts + [cur.strip()]


def arith(row, rows):
    """(herd operator, value expression) of a row that stores a function
    of the old value and v, or None."""
    d, e = row["derive"], row["expr"]
    if d == "loop":
        m = re.fullmatch(r"old ([-+&|^]) v", e)
        return (m.group(1), "V") if m else None
    if d in ("call", "from"):
        op, value = split_pair(e)
        base = arith(rows[op], rows)
        if not base:
            return None
        if d == "from":
            return base
        value = re.sub(r"\(uint64_t\)\s*", "", value)
        if value == "v":
            return base
        if re.fullmatch(r"-?\d+", value):
            n = int(value)
            if base[0] == "+" and n < 0:
                return ("-", str(-n))
            return (base[0], str(n))
    return None


def body(row, rows, order):
    """(parameters, statements) of row at order."""
    name, ret = row["name"], row["returns"]
    mark = "__fence{rmw_%s};" % order
    args = {"value": ["X", "V"], "pair": ["X", "V", "U"],
            "unary": ["X"]}[row["params"]]
    res = [] if ret == "none" else ["R"]
    d, e = row["derive"], row["expr"]
    if d == "loop" and e == "v":
        return res + args, "%s R = __xchg{once}(X,V);" % mark
    a = arith(row, rows)
    if a:
        op, val = a
        if ret == "new":
            return res + args, "%s R = __atomic_op_return{once}(X,%s,%s);" \
                % (mark, op, val)
        if ret == "old":
            return res + args, "%s R = __atomic_fetch_op{once}(X,%s,%s);" \
                % (mark, op, val)
        return res + args, "%s __atomic_op(X,%s,%s);" % (mark, op, val)
    if d == "bit":
        op, mask = split_pair(e)
        base = arith(rows[op], rows)
        m = "M" if mask == "mask" else "NM" if mask == "~mask" else None
        if not base or not m:
            return None
        return res + ["X", "M", "NM"], (
            "%s __uatomic_old = __atomic_fetch_op{once}(X,%s,%s); "
            "R = ((__uatomic_old & M) != 0);" % (mark, base[0], m))
    cas = ("__uatomic_seen = __cmpxchg{once}(X,__uatomic_old,%s); "
           "K = (__uatomic_seen == __uatomic_old);")
    load = "__uatomic_old = __load{relaxed}(*X); K = 1;"
    if d == "while":
        cond, new, fail = (herd_expr(x) for x in split_pair(e))
        stored = {"old": "__uatomic_old", "new": new, "bit": "1"}[ret]
        return res + args + ["K"], (
            "%s if (%s) { %s %s R = %s; } else { R = %s; }"
            % (load, cond, mark, cas % new, stored, fail))
    m = re.fullmatch(r"(?:\(uint64_t\)\s*)?(MAX|MIN)\((.*)\)", e)
    if d == "loop" and m:
        a, b = (herd_expr(x) for x in split_pair("(" + m.group(2) + ")"))
        cmp = ">" if m.group(1) == "MAX" else "<"
        return res + args + ["K"], (
            "%s if (%s %s %s) { __uatomic_new = %s; } else "
            "{ __uatomic_new = %s; } %s %s R = __uatomic_old;"
            % (load, a, cmp, b, a, b, mark, cas % "__uatomic_new"))
    return None


# Public operations that are another row's (contract.md §2): name, row,
# how the arguments change.
ALIASES = (
    ("sub_return", "add_return", "-"), ("sub", "add", "-"),
    ("fetch_sub", "fetch_add", "-"),
    ("fetch_max", "fetch_smax", ""), ("fetch_min", "fetch_smin", ""),
)


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: gen-def.py SRCTREE")
    rows = read_rows(argv[1])
    byname = {r["name"]: r for r in rows}
    out = []
    w = out.append
    w("// SPDX-License-Identifier: MIT")
    w("//")
    w("// tools/memory-model/uatomic.def - uatomic's operations for herd7's C")
    w("// front end, read with uatomic.bell and uatomic.cat.  Generated by")
    w("// tools/memory-model/gen-def.py from include/generic/uatomic-ops.h:")
    w("// do not edit; 'make memory-model-def' writes it again.  A test's")
    w("// calls reach these macros through uatomic-herd(1), which puts the")
    w("// memory orders into the names (uatomic_xchg(x, 1, CMM_ACQUIRE) is")
    w("// uatomic_xchg__acquire) and the result register first.")
    w("")
    pub = []

    def op(public, macro, kind, nargs, dflt):
        pub.append("// uatomic-herd: %s %s %s %d %s"
                   % (public, macro, kind, nargs, dflt))

    w("// Loads and stores: the order is the access's tag.")
    for o in LOAD_ORDERS:
        w("uatomic_load__%s(R,X) { R = __load{%s}(*X); }" % (o, o))
    for o in STORE_ORDERS:
        w("uatomic_store__%s(X,V) { __store{%s}(*X,V); }" % (o, o))
    op("uatomic_load", "uatomic_load", "load", 1, "relaxed")
    op("uatomic_read", "uatomic_load", "load", 1, "relaxed")
    op("CMM_LOAD_SHARED", "uatomic_load", "shared-load", 1, "relaxed")
    # uatomic_load_dword: the target's compare-and-swap of a guess with
    # itself, promised as a load at its order (contract §2).
    op("uatomic_load_dword", "uatomic_load", "load", 1, "relaxed")
    op("uatomic_store", "uatomic_store", "store", 2, "relaxed")
    op("uatomic_set", "uatomic_store", "store", 2, "relaxed")
    op("CMM_STORE_SHARED", "uatomic_store", "shared-store", 2, "relaxed")
    # uatomic_cond_load: a load at its order that reads a value for
    # which cond holds (uatomic-herd keeps the executions where it does).
    op("uatomic_cond_load", "uatomic_load", "cond-load", 3, "relaxed")
    op("uatomic_cond_load_timeout", "uatomic_load", "cond-load-timeout",
       4, "relaxed")

    w("")
    w("// Compare-and-swap at every (success, failure) pair: the stored")
    w("// read-modify-write carries the success order, a failed one's read")
    w("// the failure order.  The try forms return whether they stored and")
    w("// leave the value found in E; the weak one may fail whatever it")
    w("// read, when the spurious location S reads 1 (uatomic-herd gives")
    w("// it a thread that writes it): a load at the failure order.")
    for s in ORDERS:
        for f in FAILURE[s]:
            m = "__fence{rmw_%s}; __fence{fail_%s};" % (s, f)
            sf = "%s__%s" % (s, f)
            w("uatomic_cmpxchg__%s(R,X,O,N) { %s R = __cmpxchg{once}(X,O,N); }"
              % (sf, m))
            strong = ("%s __uatomic_seen = __cmpxchg{once}(X,E,N); "
                      "R = (__uatomic_seen == E); E = __uatomic_seen;" % m)
            w("uatomic_try_cmpxchg__%s(R,X,E,N) { %s }" % (sf, strong))
            w("uatomic_try_cmpxchg_weak__%s(R,X,E,N,S) { "
              "__uatomic_spurious = __load{relaxed}(*S); "
              "if (__uatomic_spurious == 0) { %s } else { "
              "E = __load{%s}(*X); R = 0; } }" % (sf, strong, f))
    for name in ("cmpxchg", "cmpxchg_dword"):
        op("uatomic_" + name, "uatomic_cmpxchg", "cas", 3,
           "seq_cst_fence,seq_cst_fence")
    for name in ("try_cmpxchg", "try_cmpxchg_dword"):
        op("uatomic_" + name, "uatomic_try_cmpxchg", "try", 3,
           "seq_cst_fence,seq_cst_fence")
    op("uatomic_try_cmpxchg_weak", "uatomic_try_cmpxchg_weak", "try-weak",
       3, "seq_cst_fence,seq_cst_fence")

    w("")
    w("// The read-modify-write rows of the operation table, at every order.")
    w("// A conditional update or fetch_max/min is its compare-and-swap")
    w("// loop's last round: a relaxed read, and when it stores a")
    w("// compare-and-swap at the order; K is 0 in an execution where that")
    w("// compare-and-swap would fail and the loop go round again, which")
    w("// uatomic-herd leaves out.")
    for row in rows:
        for o in ORDERS:
            b = body(row, byname, o)
            if b is None:
                sys.exit("gen-def.py: the row '%s' (%s, %s) is no"
                         " computation this script knows: give it to"
                         " the model here" % (row["name"], row["derive"],
                                              row["expr"]))
            params, text = b
            w("uatomic_%s__%s(%s) { %s }" % (row["name"], o,
                                             ",".join(params), text))
        kind = "rmw"
        if row["returns"] == "none":
            kind = "rmw-void"
        if row["derive"] == "bit":
            kind = "rmw-bit"
        if b[0][-1] == "K":
            kind += "-keep"
        nargs = len([p for p in b[0] if p in ("X", "V", "U", "M")])
        op("uatomic_" + row["name"], "uatomic_" + row["name"], kind, nargs,
           row["dflt"])
    for alias, name, how in ALIASES:
        row = byname[name]
        a = arith(row, byname)
        if how == "-":
            if not a or a[0] != "+":
                sys.exit("gen-def.py: %s is no addition: %s cannot be it"
                         % (name, alias))
            for o in ORDERS:
                params, text = body(row, byname, o)
                w("uatomic_%s__%s(%s) { %s }"
                  % (alias, o, ",".join(params),
                     text.replace("(X,+,", "(X,-,")))
            macro = "uatomic_" + alias
        else:
            macro = "uatomic_" + name
        kind, nargs = [p.split()[4:6] for p in pub
                       if p.split()[2] == "uatomic_" + name][0]
        op("uatomic_" + alias, macro, kind, int(nargs), row["dflt"])
    op("uatomic_inc_not_zero", "uatomic_add_unless", "rmw-keep-inc", 1,
       byname["add_unless"]["dflt"])

    w("")
    w("// Barriers (ordering.md §1, §2).  The mandatory ones order memory as")
    w("// the SMP ones do (the model has no device); the compiler barrier")
    w("// orders nothing between threads; the dependency barrier a load")
    w("// before it and a later load whose address it gave.")
    fences = (("cmm_smp_mb", "mb"), ("cmm_mb", "mb"), ("cmm_smp_rmb", "rmb"),
              ("cmm_rmb", "rmb"), ("cmm_smp_wmb", "wmb"), ("cmm_wmb", "wmb"),
              ("cmm_barrier", "barrier"),
              ("cmm_smp_read_barrier_depends", "read_barrier_depends"),
              ("cmm_read_barrier_depends", "read_barrier_depends"))
    for name, tag in fences:
        w("%s() { __fence{%s}; }" % (name, tag))
        op(name, name, "fence", 0, "-")
    for name in ("add", "sub", "inc", "dec", "and", "or", "xor"):
        for side, tag in (("before", "before_rmw"), ("after", "after_rmw")):
            m = "cmm_smp_mb__%s_uatomic_%s" % (side, name)
            w("%s() { __fence{%s}; }" % (m, tag))
            op(m, m, "fence", 0, "-")
    w("")
    out += pub
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main(sys.argv)
