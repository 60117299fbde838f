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
# fences.  Where the configuration's compiler is GCC, ours and the peer
# libraries are built by clang too, for the same target and flags, and
# compared like with like: ours by GCC against the peers GCC builds, ours
# by clang against the peers clang builds; a cell is over where ours is
# more than the best peer of the same compiler (OVER: GCC's, OVER-K:
# clang's), never for the other compiler's code.  Prints the table,
# PASS/FAIL/SKIP per peer and operand size, and "N passed, N failed,
# N skipped": a peer that does not compile, or whose function calls out
# of line, fails; a size a peer lacks is skipped with peers.c's reason,
# ours by clang where clang cannot build it with its reason.  Writes
# tests-out/asm/peers/summary.txt (per cell: ours, the best peer and
# which, then the same of clang's build, or "- - -").
# Needs the UATOMIC_* variables of tests/Makefile, UATOMIC_PEER_CFLAGS
# (the configuration's compiler flags without its include directories)
# and UATOMIC_PEER_CPPFLAGS (its include directories, for ours).
set -u
LC_ALL=C
export LC_ALL

src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
out=$obj/tests-out/asm
here=$src/tests/asm
work=$out/peers
cflags=${UATOMIC_PEER_CFLAGS:-}
cppflags=${UATOMIC_PEER_CPPFLAGS:-}
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
# The Loongson-3 workaround (arch/mips/include/asm/uatomic.h): Debian's
# MIPS assembler puts the erratum's SYNC before each LL of GCC's output
# (-mfix-loongson3-llsc, its default); clang's own assembler puts none,
# and a relaxed update so built is not atomic on a Loongson-3.  Where the
# configuration asks for the workaround, clang's code (ours and the
# peers') goes through Debian's assembler too, as GCC's does.
if [ -n "$clang" ] &&
   grep -q '^CONFIG_MIPS_LOONGSON3_WORKAROUNDS=y' "$obj/.config"; then
	clang="$clang -fno-integrated-as"
fi

# Ours built by clang: tests/asm/ops.c at the configuration's flags, as
# tests/asm/asm.mk builds it but for the compiler (asm.mk's -fno-ipa-icf
# is GCC's), with the C library headers of Debian's cross toolchain
# (/usr/<triplet>/include), which clang 14 does not find for every
# target (riscv64).  Its column, and the comparison of clang's code,
# exist only where clang builds it.
oursk=
if [ -n "$clang" ]; then
	libc=
	[ -d "/usr/$triplet/include" ] && libc="-isystem /usr/$triplet/include"
	# shellcheck disable=SC2086
	if $clang $cppflags $cflags $libc -ffunction-sections -c \
			-o "$work/ours.k.o" "$src/tests/asm/ops.c" \
			> "$work/ours.k.log" 2>&1; then
		disasm "$work/ours.k.o" > "$work/ours.k.asm" ||
			die "objdump of ours.k.o failed"
		count "$work/ours.k.asm" > "$work/ours.k.count"
		oursk=ours.k
	else
		result SKIP "ours by clang: clang does not build ops.c for $triplet ($(grep -m1 'error' "$work/ours.k.log"); $work/ours.k.log)"
	fi
fi

# label, package, compiler, defines (joined by +): one peer row per line;
# the peer libraries again by clang (label.k) where ours is.
{
	echo "liburcu liburcu-dev cc -DPEER_liburcu"
	echo "ck libck-dev cc -DPEER_ck"
	echo "ao libatomic-ops-dev cc -DPEER_ao"
	echo "$ccname - cc -DPEER_c11"
	echo "$ccname-f - cc -DPEER_c11+-DPEER_C11_FENCED"
	if [ -n "$clang" ]; then
		echo "liburcu.k liburcu-dev clang -DPEER_liburcu"
		echo "ck.k libck-dev clang -DPEER_ck"
		echo "ao.k libatomic-ops-dev clang -DPEER_ao"
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

# counts.txt: "peer size cell count" per function counted.
: > "$work/counts.txt"
for n in $sizes; do
	for cell in $cells; do
		f=$(ours_fn "$cell" "$n")
		c=$(awk -v f="$f" '$1 == f { print $2 }' "$work/ours.count")
		[ -n "$c" ] || die "ops.o has no $f"
		echo "ours $n $cell $c" >> "$work/counts.txt"
		[ -n "$oursk" ] || continue
		c=$(awk -v f="$f" '$1 == f { print $2 }' "$work/ours.k.count")
		[ -n "$c" ] || die "ops.c built by clang has no $f"
		echo "ours.k $n $cell $c" >> "$work/counts.txt"
	done
done
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
		# A peer library clang cannot build where GCC builds it
		# (its inline asm) is skipped: the peer's, not peers.c's.
		verdict=FAIL
		why="peers.c does not compile"
		case $label in
		*.k)
			if [ -f "$work/${label%.k}.o" ]; then
				verdict=SKIP
				why="clang does not build it where $ccname does"
			fi
			;;
		esac
		for n in $sizes; do
			result $verdict "$label, $n-byte: $why ($(grep -m1 'error' "$work/$label.log"); $work/$label.log)"
		done
		continue
	fi
	disasm "$work/$label.o" > "$work/$label.asm"
	count "$work/$label.asm" > "$work/$label.count"
	# A fully ordered operation whose idiom is no full barrier here.
	for cell in cmpxchg xchg add_return cmpxchg_1 xchg_1 add_return_1 read_8 set_8; do
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

# The table: per cell and size, ours and each peer's count; per
# compiler (the configuration's; clang's where it is GCC and clang built
# ours) the best of the peers it built (the least count; every peer
# reaching it named) and OVER (OVER-K for clang) where ours by the same
# compiler is more; per cell the sums over the sizes (a peer's sum where
# it has every size).
peers=$(cut -d' ' -f1 "$work/peers.list" | tr '\n' ' ')
kpeers=
if [ "$ccname" = gcc ]; then
	kpeers=$(awk '$3 == "clang" { print $1 }' "$work/peers.list" |
		tr '\n' ' ')
fi
echo
versions=$(sed 's/ /-/' "$cache/root/.versions" 2>/dev/null | tr '\n' ' ')
echo "asm-peers: $triplet ($debarch); $versions"
echo "ours: built by $ccname${oursk:+; ours.k: built by clang}"
# The cells excused where ours stays over the best peer: the "peer:"
# entries of tests/asm/exceptions for this defconfig (a build no
# defconfig reproduces is held to its arch's defconfig name), each
#   <defconfig regex> peer:<compiler regex>:<cell regex>_<size regex> <reason>
# Any other cell over fails.
cfg=$("$here/defconfig-name.sh" "$src" "$obj" "$work") ||
	die "savedefconfig failed"
[ -n "$cfg" ] || cfg=$(sed -n 's/^#define UATOMIC_CONFIG_ARCH_NAME "\(.*\)"$/\1/p' \
	"$obj/include/generated/urcu/uatomic-config.h")
awk -v cfg="$cfg" '
	/^#/ || NF < 3 || $2 !~ /^peer:/ { next }
	cfg ~ ("^(" $1 ")$") {
		split($2, w, ":")
		reason = $0
		sub(/^[^ \t]+[ \t]+[^ \t]+[ \t]+/, "", reason)
		print w[2], w[3], reason
	}' "$here/exceptions" > "$work/excused.txt"
: > "$work/over.txt"
awk -v cells="$cells" -v sizes="$sizes" -v peers="$peers" \
    -v kpeers="$kpeers" -v oursk="$oursk" -v summary="$work/summary.txt" \
    -v ccname="$ccname" -v excused="$work/excused.txt" \
    -v over="$work/over.txt" '
	function best(g, n, cell,    j, b, v) {
		b = -1
		for (j = 1; j <= np; j++)
			if (grp[pl[j]] == g && ((pl[j], n, cell) in c)) {
				v = c[pl[j], n, cell]
				if (b < 0 || v < b)
					b = v
			}
		return b
	}
	function which(g, n, cell, b,    j, w, key) {
		w = ""
		for (j = 1; j <= np; j++) {
			key = pl[j] SUBSEP n SUBSEP cell
			if (grp[pl[j]] == g && (key in c) && c[key] == b)
				w = w (w == "" ? "" : ",") pl[j]
		}
		return w == "" ? "none" : w
	}
	# The peers of group g whose sum over every size is s.
	function whichsum(g, s,    j, w) {
		w = ""
		for (j = 1; j <= np; j++)
			if (grp[pl[j]] == g && have[pl[j]] == ns && sp[pl[j]] == s)
				w = w (w == "" ? "" : ",") pl[j]
		return w == "" ? "mixed" : w
	}
	function verdict(o, b, tag) {
		return (b != "-" && o > b) ? "  " tag : ""
	}
	# One cell and size of ours by compiler cc over the best peer b
	# (which): excused, or a failure; its line of over.txt.
	function judge(cc, n, cell, o, b, w,    j, why) {
		if (b == "-" || o <= b)
			return ""
		why = ""
		for (j = 0; j < ne; j++)
			if (cc ~ ("^(" ec[j] ")$") &&
			    (cell "_" n) ~ ("^(" er[j] ")$")) {
				why = ew[j]
				break
			}
		if (why != "")
			used[j] = 1
		print (why == "" ? "FAIL" : "PASS"), "ours by " cc ", " cell \
		      ", " n "-byte: " o " > " b " (" w ")" \
		      (why == "" ? ": not excused in tests/asm/exceptions" : \
		       ", excused: " why) > over
		return why == "" ? "" : " (excused)"
	}
	BEGIN { ne = 0 }
	FILENAME == excused {
		ec[ne] = $1; er[ne] = $2
		$1 = ""; $2 = ""
		sub(/^  /, "")
		ew[ne++] = $0
		next
	}
	{ c[$1, $2, $3] = $4 }
	END {
		nc = split(cells, cl, " ")
		ns = split(sizes, sz, " ")
		np = split(peers, pl, " ")
		for (j = 1; j <= np; j++)
			grp[pl[j]] = "own"
		nk = split(kpeers, kl, " ")
		for (j = 1; j <= nk; j++)
			grp[kl[j]] = "clang"
		k = oursk != "" && nk > 0
		printf "%-10s %4s %5s", "cell", "size", "ours"
		if (k)
			printf " %6s", "ours.k"
		for (j = 1; j <= np; j++)
			printf " %9s", pl[j]
		printf " %5s  %s\n", "best", "which" (k ? " | best.k which" : "")
		for (i = 1; i <= nc; i++) {
			cell = cl[i]
			so = 0; sok = 0; sb = 0; sbk = 0; whole = 1; wholek = 1
			delete sp
			delete have
			for (m = 1; m <= ns; m++) {
				n = sz[m]
				o = c["ours", n, cell]
				ok = c["ours.k", n, cell]
				so += o; sok += ok
				for (j = 1; j <= np; j++)
					if ((pl[j], n, cell) in c) {
						sp[pl[j]] += c[pl[j], n, cell]
						have[pl[j]]++
					}
				b = best("own", n, cell)
				w = which("own", n, cell, b)
				if (b < 0) { whole = 0; b = "-" } else sb += b
				printf "%-10s %4s %5d", cell, n, o
				if (k)
					printf " %6d", ok
				for (j = 1; j <= np; j++) {
					key = pl[j] SUBSEP n SUBSEP cell
					printf " %9s", (key in c) ? c[key] : "-"
				}
				printf " %5s  %s", b, w
				line = verdict(o, b, "OVER")
				line = line judge(ccname, n, cell, o, b, w)
				if (k) {
					bk = best("clang", n, cell)
					wk = which("clang", n, cell, bk)
					if (bk < 0) { wholek = 0; bk = "-" } else sbk += bk
					printf " | %s %s", bk, wk
					line = line verdict(ok, bk, "OVER-K")
					line = line judge("clang", n, cell, ok, bk, wk)
				}
				print line
			}
			printf "%-10s %4s %5d", cell, "sum", so
			if (k)
				printf " %6d", sok
			for (j = 1; j <= np; j++)
				printf " %9s", ""
			b = whole ? sb : "-"
			printf " %5s  %s", b, whichsum("own", sb)
			line = verdict(so, b, "OVER")
			bk = wholek ? sbk : "-"
			if (k) {
				printf " | %s %s", bk, whichsum("clang", sbk)
				line = line verdict(sok, bk, "OVER-K")
			}
			print line
			print cell, so, b, whichsum("own", sb),
			      k ? sok : "-", k ? bk : "-",
			      k ? whichsum("clang", sbk) : "-" > summary
			to += so; tok += sok; tb += sb; tbk += sbk
		}
		printf "%-10s %4s %5d", "total", "", to
		if (k)
			printf " %6d", tok
		for (j = 1; j <= np; j++)
			printf " %9s", ""
		printf " %5d%s\n", tb, k ? "  | " tbk : ""
		print "total", to, tb, "-", k ? tok : "-", k ? tbk : "-",
		      "-" > summary
		# An excuse no cell needs is stale: the code got better, or
		# the entry names what is not there.
		for (j = 0; j < ne; j++)
			if (!(j in used) && (ccname ~ ("^(" ec[j] ")$") || k))
				print "FAIL", "tests/asm/exceptions: peer:" ec[j] \
				      ":" er[j] " excuses no cell over here:" \
				      " remove it" > over
	}' "$work/excused.txt" "$work/counts.txt"
echo
while IFS= read -r line; do
	result "${line%% *}" "${line#* }"
done < "$work/over.txt"
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
