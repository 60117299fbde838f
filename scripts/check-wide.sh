#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/check-wide.sh [--all] OUTDIR [DEFCONFIG...] - the wide checks,
# run by "make check-wide" (native targets) and "make check-all" (every
# target, installing each one's packages with "make deps") and CI: for
# every defconfig (or those named), in its
# own O= tree under OUTDIR: configure, build, run the tests, sparse over
# every source (C=2) and the savedefconfig round-trip; then a few
# randconfig seeds built and tested.  Prints one table and ends with
# "N passed, N failed" (one per cell), and ", N skipped" where a row's
# make check skipped checks (their sum: the tests cell says "/Ns").
#
# RANDCONFIG_SEEDS (default "1 2 3") picks the seeds; set it empty to skip.
# Then the randconfig sweep: RANDCONFIG_SWEEP (default 50) seeds from
# RANDCONFIG_SWEEP_FIRST (default 1),
# the target not pinned (bare metal and cross targets included), each
# configured and built ("make all", the library alone) when its compiler
# is installed; when it is not, the build must stop saying so, and only
# that: a refusal for any other reason, or naming a compiler that is in
# fact installed, is a failure.  One cell per seed; 0 skips the sweep.
# RANDCONFIG_SWEEP_CHECK (default 0) seeds of the sweep are also tested:
# "make check" of their test programs, or firmware images under
# qemu-system (not the host checks, which are the same for every seed),
# for the first seed built of each kind, bare metal and hosted (native or
# under qemu-user), in turn: a seed built is not yet a seed that runs (a
# drawn bare-metal board once came with an empty test runner, and its
# images ran in the host's shell).  One more cell per seed tested; a
# kind with no seed built whose runner is installed counts as skipped.
# DEFCONFIGS (names without _defconfig) picks the defconfig rows; set it
# empty to run the seeds alone.
set -u
all=
if [ "${1:-}" = --all ]; then
	# check-all: the cross targets too, installing their packages.
	all=1
	shift
fi
out=$1
shift
src=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

if [ $# -gt 0 ]; then
	defconfigs="$*"
elif [ "${DEFCONFIGS+set}" = set ]; then
	# DEFCONFIGS="a b" picks defconfigs; DEFCONFIGS= runs only the
	# randconfig seeds.
	defconfigs=$DEFCONFIGS
else
	defconfigs=$(cd "$src/configs" && ls *_defconfig | sed 's/_defconfig$//')
fi
seeds=${RANDCONFIG_SEEDS-1 2 3}

passed=0
failed=0
skipped=0
rows=
# The tree's own checks (Kconfig, kbuild, install paths, tools: the same
# whatever the configuration) run in the first row only; CHECK_TREE=n
# leaves them out there too.
tree_checks=${CHECK_TREE:-y}

mk() {
	make -C "$src" O="$dir" "$@" >> "$log" 2>&1
}

# cell RC [TEXT]: a table cell, TEXT (default "ok") or FAIL.
cell() {
	if [ "$1" -eq 0 ]; then
		echo "${2:-ok}"
	else
		echo "FAIL"
	fi
}

# count CELL...: adds each cell to the totals ("-" is not run).
count() {
	for c in "$@"; do
		case "$c" in
		-) ;;
		FAIL) failed=$((failed + 1)) ;;
		*) passed=$((passed + 1)) ;;
		esac
	done
}

# check_one NAME CONFIG-GOAL...: one row of the table.
check_one() {
	name=$1
	shift
	dir=$out/$name
	log=$out/$name.log
	rm -rf "$dir"
	: > "$log"
	case "$1" in
	randconfig-pinned) randconfig_pinned ;;
	*) mk "$@" ;;
	esac
	conf=$(cell $? "ok")
	if [ "$conf" = ok ] && grep -q '^CONFIG_CROSS_COMPILE="[^"]' "$dir/.config"; then
		if [ -z "$all" ]; then
			echo "$name: cross target, left to 'make check-all'" >&2
			return
		fi
		mk deps
		conf=$(cell $? "ok")
	fi
	if [ "$conf" = ok ]; then
		mk -j2 all
		build=$(cell $?)
		mk check CHECK_TREE="$tree_checks"
		rc=$?
		tree_checks=n
		summary=$(tail -n 1 "$dir/tests-out/logs/summary" 2>/dev/null)
		counts=$(echo "$summary" | sed 's/ passed, /p\//; s/ failed/f/;
			s/, \([0-9]*\) skipped/\/\1s/')
		case $summary in
		*" skipped")
			s=${summary##*failed, }
			skipped=$((skipped + ${s%% skipped}))
			;;
		esac
		tests=$(cell $rc "${counts:-ok}")
		mk C=2 checksrc-all
		sparse=$(cell $?)
	else
		build=FAIL tests=- sparse=-
	fi
	case "$name" in
	randconfig-*) rt=- ;;
	*)
		mk savedefconfig &&
			cmp -s "$dir/defconfig" "$src/configs/${name}_defconfig"
		rt=$(cell $?)
		;;
	esac
	count "$conf" "$build" "$tests" "$sparse" "$rt"
	rows="$rows$(printf '%-28s %-6s %-6s %-14s %-6s %-6s' \
		"$name" "$conf" "$build" "$tests" "$sparse" "$rt")
"
	printf '%-28s %-6s %-6s %-14s %-6s %-6s\n' \
		"$name" "$conf" "$build" "$tests" "$sparse" "$rt" >&2
}

for d in $defconfigs; do
	check_one "$d" "${d}_defconfig"
done
# Random configurations of the targets this machine builds natively.
# kconfig-conf 4.11 given KCONFIG_ALLCONFIG randomizes no choice at all
# (every seed came out TLS_COMPILER, and IMPL_ASM on x86_64): so the whole
# configuration is drawn at random, then the target is replaced by the
# pinned one (with the toolchain and runner, which follow the target)
# and kconfig settles the rest.
randconfig_pinned() {
	KCONFIG_SEED=$seed mk randconfig || return
	sed -i -e '/^CONFIG_ARCH_[A-Z0-9_]*=/d' \
		-e '/^# CONFIG_ARCH_[A-Z0-9_]* is not set$/d' \
		-e '/^CONFIG_CROSS_COMPILE=/d' -e '/^CONFIG_TEST_RUNNER=/d' \
		"$dir/.config" &&
		echo "$pin" >> "$dir/.config" &&
		mk olddefconfig &&
		grep -qx "$pin" "$dir/.config"
}

for seed in $seeds; do
	case $((seed % 2)) in
	0) pin=CONFIG_ARCH_GENERIC=y ;;
	*) pin=CONFIG_ARCH_X86_64=y ;;
	esac
	check_one "randconfig-$seed" randconfig-pinned
done

# The randconfig sweep: every seed builds, or stops for a compiler that
# is not installed.
sweep=${RANDCONFIG_SWEEP-50}
sweep_check=${RANDCONFIG_SWEEP_CHECK:-0}
built=0
refused=0
absent=
sweep_fail=
checked=
kinds_checked=
nchecked=0

# check_seed: "make check" of the seed just built (its test programs or
# firmware images), a cell of its own.
check_seed() {
	kinds_checked="$kinds_checked $kind"
	nchecked=$((nchecked + 1))
	mk check CHECK_TREE=n host-checks=
	rc=$?
	counts=$(tail -n 1 "$dir/tests-out/logs/summary" 2> /dev/null |
		sed 's/ passed, /p\//; s/ failed/f/')
	if [ "$rc" -eq 0 ]; then
		what="built, checked ${counts:-ok}"
		passed=$((passed + 1))
	else
		what="built, FAIL: make check ($(grep -m 1 -E '\*\*\*|FAIL' \
			"$log"))"
		sweep_fail="$sweep_fail $seed"
		failed=$((failed + 1))
	fi
	checked="$checked $seed ($kind, ${counts:-FAIL})"
}

seed=${RANDCONFIG_SWEEP_FIRST:-1}
last=$((seed + ${sweep:-0} - 1))
while [ "$seed" -le "$last" ]; do
	dir=$out/sweep/seed-$seed
	log=$out/sweep/seed-$seed.log
	rm -rf "$dir"
	mkdir -p "$dir"
	: > "$log"
	KCONFIG_SEED=$seed mk randconfig && mk -j2 all
	rc=$?
	target=$(sed -n 's/^CONFIG_ARCH_NAME="\(.*\)"$/\1/p' "$dir/.config" \
		2> /dev/null)
	cc=$(sed -n "s/.*Compiler '\([^']*\)' not found.*/\1/p" "$log" |
		head -n 1)
	if grep -q '^CONFIG_PLATFORM_BAREMETAL=y' "$dir/.config" 2> /dev/null
	then
		kind=baremetal
	else
		kind=hosted
	fi
	if [ "$rc" -eq 0 ]; then
		what="built"
		built=$((built + 1))
		passed=$((passed + 1))
		case " $kinds_checked " in
		*" $kind "*) ;;
		*)
			# (An empty runner is checked: on bare metal it is
			# an error make check must report.)
			runner=$(sed -n 's/^CONFIG_TEST_RUNNER="\([^ "]*\).*/\1/p' \
				"$dir/.config")
			if [ "$nchecked" -ge "$sweep_check" ]; then
				:
			elif [ -z "$runner" ] ||
			     command -v "$runner" > /dev/null 2>&1; then
				check_seed
			else
				what="built (not checked: no $runner)"
			fi
			;;
		esac
	elif [ -n "$cc" ] && ! command -v "$cc" > /dev/null 2>&1 &&
	     [ -z "$(grep '\*\*\*' "$log" | grep -v -e "Compiler '" \
		-e '\] Error [0-9]*$')" ]; then
		what="refused: $cc not installed"
		refused=$((refused + 1))
		case " $absent " in
		*" $cc "*) ;;
		*) absent="$absent $cc" ;;
		esac
		passed=$((passed + 1))
	else
		what="FAIL: $(grep -m 1 -E '\*\*\*|rror' "$log")"
		sweep_fail="$sweep_fail $seed"
		failed=$((failed + 1))
	fi
	printf 'randconfig sweep seed %-3s %-14s %s\n' "$seed" "$target" \
		"$what" >&2
	seed=$((seed + 1))
done
# The checks asked for and not made (no seed of a kind built, or none
# whose runner is installed): skipped, not passed.
wanted=$((sweep_check < 2 ? sweep_check : 2))
if [ "${sweep:-0}" -gt 0 ] && [ "$nchecked" -lt "$wanted" ]; then
	skipped=$((skipped + wanted - nchecked))
fi
if [ "${sweep:-0}" -gt 0 ]; then
	rows="$rows$(printf 'randconfig sweep %s-%s: %s built, %s refused (not installed:%s)%s%s' \
		"${RANDCONFIG_SWEEP_FIRST:-1}" "$last" "$built" "$refused" "${absent:- none}" \
		"${checked:+; checked:$checked}" \
		"${sweep_fail:+, FAILED seeds:$sweep_fail}")
"
fi

echo
printf '%-28s %-6s %-6s %-14s %-6s %-6s\n' \
	target config build tests sparse roundtrip
printf '%s' "$rows"
echo "(logs in $out/<target>.log)"
if [ "$skipped" -gt 0 ]; then
	echo "$passed passed, $failed failed, $skipped skipped"
else
	echo "$passed passed, $failed failed"
fi
[ "$failed" -eq 0 ]
