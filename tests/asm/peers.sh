#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/peers.sh - "make asm-peers": the instruction count of each of
# liburcu's operations at its default order (Documentation/contract.md
# §3), 1-, 4- and 8-byte operands, ours (tests-out/asm/ops.o) beside the
# peer libraries' at their cheapest idiom that keeps the contract
# (tests/asm/peers.c): liburcu, Concurrency Kit and libatomic_ops from
# their Debian packages for this target's architecture (fetched by
# tests/asm/peers-fetch.sh), and the __atomic builtins of the
# configuration's compiler and of clang, each at seq_cst (a trailing
# fence where the ISA needs it) and as a relaxed update between two
# fences.  Prints the table, the cells where ours is over the best peer,
# PASS/FAIL/SKIP per peer and operand size, and "N passed, N failed,
# N skipped": a peer that does not compile, or whose function calls out
# of line, fails; a size a peer lacks is skipped with peers.c's reason.
# Writes tests-out/asm/peers/summary.txt (cell ours best which, and
# the best of the peers built by the configuration's compiler).
# Needs the UATOMIC_* variables of tests/Makefile, and UATOMIC_PEER_CFLAGS
# (the configuration's compiler flags without its include directories).
set -u
LC_ALL=C
export LC_ALL

src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
out=$obj/tests-out/asm
here=$src/tests/asm
work=$out/peers
cflags=${UATOMIC_PEER_CFLAGS:-}
cc=$UATOMIC_CC

die() {
	echo "peers.sh: $*" >&2
	exit 1
}

[ -f "$out/ops.o" ] || die "$out/ops.o is missing: run it through 'make asm-peers'"
rm -rf "$work"
mkdir -p "$work"

disasm() {
	"$UATOMIC_OBJDUMP" -dr --no-show-raw-insn -w "$1" |
		awk -f "$here/normalise.awk"
}
count() {
	awk -f "$here/count-line.awk" -f "$here/function-counts.awk" "$1"
}
disasm "$out/ops.o" > "$work/ours.asm" || die "objdump of ops.o failed"
count "$work/ours.asm" > "$work/ours.count"

# The target: its GNU triplet, Debian architecture and multiarch include
# directory (liburcu's headers are there).
triplet=$($cc -dumpmachine) || die "$cc -dumpmachine failed"
debarch=$(dpkg-architecture -t "$triplet" -qDEB_HOST_ARCH 2>/dev/null) ||
	die "no Debian architecture for $triplet (dpkg-architecture)"
multiarch=$(dpkg-architecture -a "$debarch" -qDEB_HOST_MULTIARCH 2>/dev/null)
cache=${UATOMIC_PEERS_CACHE:-$obj/peers-debs}/$debarch
fetched=
if "$here/peers-fetch.sh" "$debarch" "$cache"; then
	fetched=1
fi
inc="-I$cache/root/usr/include -I$cache/root/usr/include/$multiarch"

# The compilers: the configuration's, and clang for the same triplet
# (the configuration's already where it is clang).
case $cc in
*clang*)
	ccname=clang
	clang=
	;;
*)
	ccname=gcc
	clang="clang --target=$triplet"
	command -v clang > /dev/null 2>&1 || clang=
	;;
esac

# label, package, compiler, defines (joined by +): one peer row per line.
{
	echo "liburcu liburcu-dev cc -DPEER_liburcu"
	echo "ck libck-dev cc -DPEER_ck"
	echo "ao libatomic-ops-dev cc -DPEER_ao"
	echo "$ccname - cc -DPEER_c11"
	echo "$ccname-f - cc -DPEER_c11+-DPEER_C11_FENCED"
	if [ -n "$clang" ]; then
		echo "clang - clang -DPEER_c11"
		echo "clang-f - clang -DPEER_c11+-DPEER_C11_FENCED"
	fi
} > "$work/peers.list"

cells="read set cmpxchg xchg add_return add inc dec and or"
ours_fn() {
	case $1 in
	read) echo "uat_load_$2_relaxed" ;;
	set) echo "uat_store_$2_relaxed" ;;
	cmpxchg | xchg | add_return) echo "uat_$1_$2_seq_cst_fence" ;;
	*) echo "uat_$1_$2_relaxed" ;;
	esac
}
sizes=
for n in 1 4 8; do
	grep -q "^uat_load_${n}_relaxed " "$work/ours.count" &&
		sizes="$sizes $n"
done

passed=0
failed=0
skipped=0
result() {
	echo "$1: $2"
	case $1 in
	PASS) passed=$((passed + 1)) ;;
	FAIL) failed=$((failed + 1)) ;;
	SKIP) skipped=$((skipped + 1)) ;;
	esac
}

# counts.txt: "peer size cell count" per function counted.
: > "$work/counts.txt"
for n in $sizes; do
	for cell in $cells; do
		f=$(ours_fn "$cell" "$n")
		c=$(awk -v f="$f" '$1 == f { print $2 }' "$work/ours.count")
		[ -n "$c" ] || die "ops.o has no $f"
		echo "ours $n $cell $c" >> "$work/counts.txt"
	done
done
results=
while read -r label pkg which defs; do
	defs=$(echo "$defs" | tr + ' ')
	if [ "$which" = clang ]; then
		comp=$clang
	else
		comp=$cc
	fi
	if [ "$pkg" != - ]; then
		if [ -z "$fetched" ]; then
			for n in $sizes; do
				result FAIL "$label, $n-byte: its headers ($pkg for $debarch) could not be fetched"
			done
			continue
		fi
		if grep -qx "$pkg" "$cache/root/.absent" 2>/dev/null; then
			for n in $sizes; do
				result SKIP "$label, $n-byte: Debian builds no $pkg for $debarch"
			done
			continue
		fi
	fi
	# shellcheck disable=SC2086
	if ! $comp $cflags $defs $inc -E -P -DPEER_LIST "$here/peers.c" \
			> "$work/$label.list" 2> "$work/$label.log" ||
	   ! $comp $cflags $defs $inc -ffunction-sections -c \
			-o "$work/$label.o" "$here/peers.c" \
			>> "$work/$label.log" 2>&1; then
		for n in $sizes; do
			result FAIL "$label, $n-byte: peers.c does not compile ($(grep -m1 'error' "$work/$label.log"); $work/$label.log)"
		done
		continue
	fi
	disasm "$work/$label.o" > "$work/$label.asm"
	count "$work/$label.asm" > "$work/$label.count"
	# A fully ordered operation whose idiom is no full barrier here.
	for cell in cmpxchg xchg add_return xchg_1 add_return_1 read_8 set_8; do
		unfit=$(sed -n "s/^unfit $cell //p" "$work/$label.list")
		[ -z "$unfit" ] ||
			result SKIP "$label, $cell: not counted: $unfit"
	done
	for n in $sizes; do
		skip=$(sed -n "s/^size $n skip //p" "$work/$label.list")
		if [ -n "$skip" ]; then
			result SKIP "$label, $n-byte: $skip"
			continue
		fi
		bad=
		for cell in $cells; do
			grep -q "^unfit \($cell\|${cell}_$n\) " \
				"$work/$label.list" && continue
			line=$(grep "^peer_${cell}_$n " "$work/$label.count")
			set -- $line
			if [ $# -ne 3 ]; then
				bad="$bad peer_${cell}_$n missing;"
			elif [ "$3" != - ]; then
				bad="$bad peer_${cell}_$n refers to $3 (not inline);"
			else
				echo "$label $n $cell $2" >> "$work/counts.txt"
			fi
		done
		if [ -n "$bad" ]; then
			result FAIL "$label, $n-byte:$bad"
		else
			result PASS "$label, $n-byte: $(grep -c "^$label $n " \
				"$work/counts.txt") operations counted"
		fi
	done
done < "$work/peers.list"

# The table: per cell and size, ours and each peer's count; the best
# peer (the least count; every peer reaching it named); per cell the
# sums over the sizes (a peer's sum where it has every size).
peers=$(cut -d' ' -f1 "$work/peers.list" | tr '\n' ' ')
echo
versions=$(sed 's/ /-/' "$cache/root/.versions" 2>/dev/null | tr '\n' ' ')
echo "asm-peers: $triplet ($debarch); $versions"
# "own" is the best of the peers built by the configuration's compiler
# (all but clang's, where that is GCC): a cell over clang alone is the
# compilers' difference, ours being GCC's code.
awk -v cells="$cells" -v sizes="$sizes" -v peers="$peers" \
    -v ccname="$ccname" -v summary="$work/summary.txt" '
	{ c[$1, $2, $3] = $4 }
	END {
		nc = split(cells, cl, " ")
		ns = split(sizes, sz, " ")
		np = split(peers, pl, " ")
		printf "%-10s %4s %5s", "cell", "size", "ours"
		for (j = 1; j <= np; j++)
			printf " %7s", pl[j]
		printf " %5s  %s\n", "best", "which"
		for (i = 1; i <= nc; i++) {
			cell = cl[i]
			so = 0; sb = 0; whole = 1; sbo = 0; owhole = 1
			delete sp
			for (k = 1; k <= ns; k++) {
				n = sz[k]
				o = c["ours", n, cell]
				so += o
				b = -1
				bo = -1
				for (j = 1; j <= np; j++)
					if ((pl[j], n, cell) in c) {
						v = c[pl[j], n, cell]
						if (b < 0 || v < b)
							b = v
						if ((ccname != "gcc" ||
						     pl[j] !~ /^clang/) &&
						    (bo < 0 || v < bo))
							bo = v
						sp[pl[j]] += v
						have[pl[j]]++
					}
				w = ""
				for (j = 1; j <= np; j++) {
					key = pl[j] SUBSEP n SUBSEP cell
					if ((key in c) && c[key] == b)
						w = w (w == "" ? "" : ",") pl[j]
				}
				if (b < 0) { whole = 0; b = "-"; w = "none" }
				else sb += b
				if (bo < 0) owhole = 0
				else sbo += bo
				printf "%-10s %4s %5d", cell, n, o
				for (j = 1; j <= np; j++) {
					key = pl[j] SUBSEP n SUBSEP cell
					printf " %7s", (key in c) ? c[key] : "-"
				}
				printf " %5s  %s%s\n", b, w, \
					(b != "-" && o > b) ? "  OVER" : ""
			}
			w = ""
			for (j = 1; j <= np; j++) {
				if (have[pl[j]] == ns && sp[pl[j]] == sb)
					w = w (w == "" ? "" : ",") pl[j]
				delete have[pl[j]]
			}
			if (w == "")
				w = "mixed"
			printf "%-10s %4s %5d", cell, "sum", so
			for (j = 1; j <= np; j++)
				printf " %7s", ""
			printf " %5s  %s%s\n", whole ? sb : "-", w, \
				(whole && so > sb) ? "  OVER" : ""
			print cell, so, whole ? sb : "-", w, \
				owhole ? sbo : "-" > summary
			to += so; tb += sb; tbo += sbo
		}
		printf "%-10s %4s %5d", "total", "", to
		for (j = 1; j <= np; j++)
			printf " %7s", ""
		printf " %5d\n", tb
		print "total", to, tb, "-", tbo > summary
	}' "$work/counts.txt"
echo
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
