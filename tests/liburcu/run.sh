#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/liburcu/run.sh OUTDIR - the real-consumer test, run by
# "make check-liburcu": liburcu itself and two Debian packages built on it,
# compiled against our installed headers instead of liburcu's own atomic
# layer, and tested.  Documentation/migrating-from-liburcu.md ("How we test
# it") says what each step does and why.
#
#  1. The Debian 12 sources of liburcu, ltt-control (LTTng-tools) and
#     xfsprogs come from the Debian archive with "apt-get source" (the
#     packages of "make deps-liburcu", installed first), through a
#     deb-src entry kept in a private apt directory (OUTDIR/apt): the
#     system's own source lists and package lists are never read for this,
#     nor written.  They are kept in OUTDIR/src: a second run downloads
#     nothing.  Their build dependencies come with "apt-get build-dep" on
#     the unpacked trees (the system's binary lists; needs root or sudo).
#  2. For each configuration (LIBURCU_CONFIGS, below): our library is
#     configured with that defconfig, built and installed ("make install
#     PREFIX=...") into a scratch prefix.  liburcu's atomic-layer headers
#     are deleted from a fresh copy of its tree, and it is configured with
#     nothing but pkg-config's flags for uatomic, built, tested ("make
#     check", "make regtest") and installed into a prefix of its own.
#  3. LTTng-tools and xfsprogs are built against that liburcu and our
#     headers, and run what tests they have that run here.  The compilers'
#     dependency files must name our headers, and no liburcu header of the
#     system's (the build dependencies install liburcu-dev).
#
# Prints one table (consumer x configuration x build x tests), the first
# errors of every failed cell, and "N passed, N failed" (one per cell).
#
# LIBURCU_CONFIGS picks the configurations, each a defconfig name with
# optional suffixes: "+werror" (liburcu built with -Werror, its build and
# make check only), "+own" (liburcu's own headers, not ours: the control
# row that shows the harness and the consumers work on this machine),
# "+quick" (liburcu's library and the programs of its make check and
# regtest only, not its benchmarks, examples and extras: the CI size),
# "+lib" (liburcu's library and headers only, no tests of its own: the
# base of the consumers in "make check-consumers").
# arm64 is cross-built and run under qemu-user.  LIBURCU_CONSUMERS picks the
# consumers of the rebuilt liburcu ("xfsprogs lttng-tools"; empty: none).
# LIBURCU_JOBS (default 2) is make's -j.
#
# tests/liburcu/run.sh --deps OUTDIR - step 1 alone ("make deps-liburcu"):
# the sources and their build dependencies, nothing built.
set -u
# One language for the compilers' messages: the summaries count them.
export LC_ALL=C
deps_only=
if [ "${1:-}" = --deps ]; then
	deps_only=1
	shift
fi
out=$1
src=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
configs=${LIBURCU_CONFIGS-x86_64 x86_64_builtins x86_64_tls_keys x86_64+werror x86_64_tls_keys+werror arm64}
consumers=${LIBURCU_CONSUMERS-xfsprogs lttng-tools}
jobs=${LIBURCU_JOBS:-2}
start=$(date +%s)

# The Debian 12 source packages, and liburcu's atomic layer: the headers
# our installed tree replaces (the other urcu/*.h are liburcu's own API).
debian_sources="liburcu ltt-control xfsprogs"
atomic_layer="urcu/uatomic.h urcu/uatomic urcu/arch.h urcu/arch
	urcu/compiler.h urcu/system.h urcu/tls-compat.h"

if [ "$(id -u)" -eq 0 ]; then
	sudo=
elif command -v sudo >/dev/null 2>&1; then
	sudo=sudo
else
	sudo=false
fi

table=$out/table
errors=$out/errors
: > "$table"
: > "$errors"
: > "$table.head"

# row CONSUMER CONFIG BUILD TESTS BUILDLOG [TESTLOG]: one line of the
# table; BUILD and TESTS are "ok" or a count (passed), "FAIL ..." (failed)
# or "-" (not run).  A failed cell's log is summarized below the table.
# (The consumers run in subshells: the table file is the record.)
row() {
	printf '%-16s %-26s %-8s %s\n' "$1" "$2" "$3" "$4" | tee -a "$table" >&2
	case "$3" in
	FAIL*) first_errors "$1 $2 build" "$5" >> "$errors" ;;
	esac
	case "$4" in
	FAIL*) first_errors "$1 $2 tests" "${6:-$5}" >> "$errors" ;;
	esac
}

# A compiler's diagnostic ("file:line:col: error: ..."; rcutorture's
# "n_mberror: 0" is none).
diagnostic='(^|[^[:alnum:]_])(error|warning): '

# first_errors TITLE LOG: how many compiler errors and of what kind, the
# first ones as the compiler wrote them, and failed tests.
first_errors() {
	echo "--- $1: $2"
	n=$(grep -c -E "$diagnostic" "$2")
	if [ "$n" -gt 0 ]; then
		echo "$n diagnostics; the most frequent (file:line: stripped):"
		grep -E "$diagnostic" "$2" |
			sed -E 's/^[^ ]*:[0-9]+:([0-9]+:)? //' |
			sort | uniq -c | sort -rn | head -n 6
		echo "the first:"
		grep -m 4 -E "$diagnostic" "$2"
	fi
	grep -m 6 -E '^(FAIL|ERROR|XPASS|not ok)|^# (FAIL|ERROR):  *[1-9]|No rule to make|undefined reference|configure: error|^\*\*\* |: command not found|^E: |^uatomic-harness: ' "$2"
	echo
}

# counts LOG: "Np/Mf" from automake's test summaries in LOG, or nothing.
counts() {
	awk '/^# PASS: /{p += $3} /^# (FAIL|ERROR|XPASS): /{f += $3}
	     /^# TOTAL: /{t = 1}
	     END {if (t) printf "%dp/%df", p, f}' "$1"
}

# tap_counts LOG: "Np/Mf" from TAP lines.
tap_counts() {
	awk '/^ok /{p++} /^not ok /{f++} END {printf "%dp/%df", p, f}' "$1"
}

# cell RC LOG [COUNTS]: a test cell.
cell() {
	if [ "$1" -eq 0 ]; then
		echo "${3:-ok}"
	else
		echo "FAIL${3:+ $3}"
	fi
}

note() {
	echo "uatomic-harness: $*" >> "$log"
}

# timed STEP COMMAND...: runs COMMAND (output to $log), then notes in $log
# the wall time of STEP and the CPU time its processes took: on a loaded
# machine the two differ by the share of the CPU the build got.
timed() {
	step=$1
	shift
	t0=$(date +%s)
	(
		"$@" >> "$log" 2>&1
		rc=$?
		# times (not in a pipeline, whose subshell has no
		# children): the shell's, then its children's "user sys".
		times > "$log.cpu"
		exit $rc
	)
	rc=$?
	cpu=$(sed -n -E '2s/([0-9]+)m([0-9.]+)s/\1 \2/gp' "$log.cpu" |
		awk '{printf "%d", $1 * 60 + $2 + $3 * 60 + $4}')
	rm -f "$log.cpu"
	note "$step: $(($(date +%s) - t0)) s wall, $cpu s CPU, exit $rc"
	return $rc
}

# --- 1. sources and build dependencies --------------------------------
fetch_sources() {
	log=$out/fetch.log
	: > "$log"
	have=1
	for p in $debian_sources; do
		ls -d "$out/src/$p"-[0-9]*/ > /dev/null 2>&1 || have=
	done
	if [ -n "$have" ]; then
		note "sources already in $out/src: nothing downloaded"
		return 0
	fi
	apt=$out/apt
	mkdir -p "$apt/sources.list.d" "$apt/lists/partial" \
		"$apt/cache/archives/partial" "$out/src"
	: > "$apt/sources.list"
	# The system's suites, as deb-src, in deb822 form.
	cat > "$apt/sources.list.d/debian-12-src.sources" <<-EOF
	Types: deb-src
	URIs: http://deb.debian.org/debian
	Suites: bookworm bookworm-updates
	Components: main
	Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

	Types: deb-src
	URIs: http://deb.debian.org/debian-security
	Suites: bookworm-security
	Components: main
	Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
	EOF
	set -- -o Dir::Etc::SourceList="$apt/sources.list" \
		-o Dir::Etc::SourceParts="$apt/sources.list.d" \
		-o Dir::State::Lists="$apt/lists" \
		-o Dir::Cache="$apt/cache"
	$sudo apt-get "$@" update >> "$log" 2>&1 &&
		(cd "$out/src" && $sudo apt-get "$@" source $debian_sources) \
		>> "$log" 2>&1
}

# Their build dependencies, as "make deps" installs packages: only when
# some are missing (the system's lists updated first, as apt-get
# build-dep needs them).
install_build_deps() {
	log=$out/build-dep.log
	: > "$log"
	dirs=
	for p in $debian_sources; do
		dirs="$dirs $(srcdir_of "$p")"
	done
	# shellcheck disable=SC2086
	"$src/scripts/install-deps.sh" --build-dep $dirs >> "$log" 2>&1
}

srcdir_of() {
	ls -d "$out/src/$1"-[0-9]*/ 2>/dev/null | tail -n 1 | sed 's|/$||'
}

# --- 2. uatomic and liburcu, per configuration ------------------------
# uatomic_install: our library for $defconfig, installed into $uat.
uatomic_install() {
	log=$dir/uatomic.log
	: > "$log"
	make -C "$src" O="$dir/uatomic-build" "${defconfig}_defconfig" \
		>> "$log" 2>&1 &&
	{ [ -z "$cross" ] || make -C "$src" O="$dir/uatomic-build" deps \
		>> "$log" 2>&1; } &&
	make -C "$src" O="$dir/uatomic-build" -j"$jobs" all >> "$log" 2>&1 &&
	make -C "$src" O="$dir/uatomic-build" install PREFIX="$uat" \
		>> "$log" 2>&1
}

# The header list of liburcu's include/Makefile, as configured.
liburcu_headers() {
	printf 'print-headers:\n\t@echo $(nobase_include_HEADERS)\n' |
		make -s -C "$urcu_src/include" -f Makefile -f - print-headers
}

# liburcu_build: a fresh copy of liburcu's tree without its atomic layer
# (unless +own), configured against our installed headers, built with
# make -k so that the log holds every error.
liburcu_build() {
	log=$dir/liburcu-build.log
	: > "$log"
	urcu_src=$dir/liburcu
	rm -rf "$urcu_src"
	cp -a "$(srcdir_of liburcu)" "$urcu_src" || return 1
	if [ -z "$own" ]; then
		(cd "$urcu_src/include" && rm -rf $atomic_layer)
		note "removed from include/: $(echo $atomic_layer)"
		# The installed .pc is relocatable (prefix=${pcfiledir}/../..):
		# the prefix given here keeps the paths in the compiler's
		# dependency files and diagnostics "$uat/include/...", the
		# form the checks below look for.
		export PKG_CONFIG_PATH="$uat/lib/pkgconfig"
		set -- CPPFLAGS="$(pkg-config --define-variable=prefix="$uat" \
				--cflags uatomic)" \
			LIBS="$(pkg-config --define-variable=prefix="$uat" \
				--libs uatomic)"
		unset PKG_CONFIG_PATH
	else
		set --
	fi
	# Debian's patches touch Makefile.am files: as its build does
	# (dh_autoreconf), the build system is regenerated first.
	# shellcheck disable=SC2086
	(cd "$urcu_src" && autoreconf -fi && \
		./configure --prefix="$urcu" $urcu_flags \
		${cross:+--host=$cross} "$@") >> "$log" 2>&1 || return 1
	# The deleted headers leave include/Makefile's install list: the
	# list without them is given on make's command line (no file of the
	# tree changes).
	if [ -z "$own" ]; then
		for h in $(liburcu_headers); do
			keep=1
			for a in $atomic_layer; do
				case "$h" in
				"$a" | "$a"/*) keep= ;;
				esac
			done
			[ -n "$keep" ] && headers="$headers $h"
		done
		headers=${headers# }
	fi
	note "make nobase_include_HEADERS='$headers' ${werror:+-Werror}"
	if [ -n "$lib" ]; then
		# +lib: the library and its headers, what consumers use.
		urcu_make -C "$urcu_src/src" -k -j"$jobs" >> "$log" 2>&1 &&
		urcu_make -C "$urcu_src/include" install >> "$log" 2>&1 &&
			urcu_make -C "$urcu_src/src" install >> "$log" 2>&1 ||
			return 1
	elif [ -n "$quick" ]; then
		# +quick: the library, its headers and the test programs
		# of make check and regtest; not its benchmarks, examples
		# and extras (60% of its objects).
		for d in src tests/utils tests/common tests/unit \
			tests/regression; do
			urcu_make -C "$urcu_src/$d" -k -j"$jobs" >> "$log" 2>&1 ||
				return 1
		done
		urcu_make -C "$urcu_src/include" install >> "$log" 2>&1 &&
			urcu_make -C "$urcu_src/src" install >> "$log" 2>&1 ||
			return 1
	else
		urcu_make -C "$urcu_src" -k -j"$jobs" >> "$log" 2>&1 &&
			urcu_make -C "$urcu_src" install >> "$log" 2>&1 ||
			return 1
	fi
	deps_use_our_headers "$urcu_src" &&
		no_diagnostics_in_our_headers "$log"
}

# urcu_make ARGS...: make with the variables every make of liburcu gets:
# the header list without the deleted headers, and -Werror.
urcu_make() {
	if [ -n "$werror" ]; then
		make "$@" ${headers:+"nobase_include_HEADERS=$headers"} \
			"CFLAGS=-g -O2 -Werror"
	else
		make "$@" ${headers:+"nobase_include_HEADERS=$headers"}
	fi
}

# deps_use_our_headers TREE: the dependency files the compiler wrote
# (automake's .deps/*.Po, or the .d of -MD) name our headers, and no
# liburcu header of the system's.
deps_use_our_headers() {
	depfiles=$(find "$1" \( -name '*.Po' -o -name '*.Plo' -o -name '*.d' \) \
		-size +0)
	[ -n "$depfiles" ] || { note "no dependency files in $1"; return 1; }
	# shellcheck disable=SC2086
	system=$(grep -l -E '/usr/include/(urcu/|urcu[.-])' $depfiles | head -n 3)
	if [ -n "$system" ]; then
		note "the system's liburcu headers were used:" $system
		return 1
	fi
	[ -n "$own" ] && return 0
	# shellcheck disable=SC2086
	if ! grep -q "$uat/include/uatomic/urcu/uatomic.h" $depfiles; then
		note "no object included $uat/include/uatomic/urcu/uatomic.h"
		return 1
	fi
}

# no_diagnostics_in_our_headers LOG: no compiler warning or error of LOG
# is located in our installed headers (liburcu's own headers draw some in
# a consumer's build: counted in the log, they are liburcu's).
no_diagnostics_in_our_headers() {
	ours=$(awk -v p="$uat/include/" 'index($0, p) == 1 &&
		/^[^ ]*:[0-9]+(:[0-9]+)?: (warning|error):/ {n++}
		END {print n + 0}' "$1")
	all=$(grep -c -E "$diagnostic" "$1")
	note "compiler diagnostics: $all, in our headers: $ours"
	[ "$ours" -eq 0 ]
}

# qemu_prefix: the emulator a cross-built test program runs under: the
# configuration's own test runner (CONFIG_TEST_RUNNER, the one "make check"
# of our tests uses), seeing our library.
qemu_prefix() {
	runner=$(sed -n 's/^CONFIG_TEST_RUNNER="\(.*\)"$/\1/p' \
		"$dir/uatomic-build/.config")
	echo "${runner:?no CONFIG_TEST_RUNNER in $dir/uatomic-build/.config}" \
		"-E LD_LIBRARY_PATH=$uat/lib"
}

liburcu_check() {
	log=$dir/liburcu-check.log
	: > "$log"
	# +quick: the directory whose tests make check runs (the others
	# have none).
	set -- "$urcu_src"
	[ -n "$quick" ] && set -- "$urcu_src/tests/unit"
	if [ -n "$cross" ]; then
		# No binfmt_misc here: the test programs (static liburcu, see
		# urcu_flags) run through the emulator named on make's command
		# line.
		urcu_make -C "$1" check LOG_COMPILER="$(qemu_prefix)" \
			>> "$log" 2>&1
	else
		urcu_make -C "$1" -j"$jobs" check >> "$log" 2>&1
	fi
}

# The regression tests of "make regtest": rcutorture, one second each,
# per flavour and mode, and the fork test.
liburcu_regtest() {
	log=$dir/liburcu-regtest.log
	: > "$log"
	if [ -z "$cross" ]; then
		# -j: the rcutorture runs last a fixed time each; two at
		# once halve the wall time.
		urcu_make -C "$urcu_src" -j"$jobs" regtest >> "$log" 2>&1
		return
	fi
	# Under qemu: regtest's programs built by make, and each .tap script
	# (one line, "./program args") run with the emulator in front.
	reg=$urcu_src/tests/regression
	tests=$(printf 'p:\n\t@echo $(REGTEST_TESTS)\n' |
		make -s -C "$reg" -f Makefile -f - p)
	urcu_make -C "$reg" -j"$jobs" $tests >> "$log" 2>&1 || return 1
	rc=0
	for t in $tests; do
		echo "# $t" >> "$log"
		# qemu-user's defect, not liburcu's or ours: a fork of a
		# process with threads running stops the emulator with an
		# internal assertion (qemu 7.2: "cpu_exec: assertion
		# failed: (cpu == current_cpu)"); natively the test runs.
		if [ "$t" = test_urcu_fork.tap ]; then
			echo "# SKIP $t: fork with threads asserts in qemu-user" \
				>> "$log"
			continue
		fi
		if head -c 4 "$reg/$t" | grep -q ELF; then
			(cd "$reg" && $(qemu_prefix) "./$t") >> "$log" 2>&1
		else
			(cd "$reg" && sed "s|^\./|$(qemu_prefix) ./|" "$t" | sh) \
				>> "$log" 2>&1
		fi || { rc=1; echo "not ok - $t exit status" >> "$log"; }
	done
	return $rc
}

# --- 3. the consumers -------------------------------------------------
# Their compile flags: our headers, then the rebuilt liburcu's, then the
# system's.
consumer_env() {
	export PKG_CONFIG_PATH="$urcu/lib/pkgconfig:$uat/lib/pkgconfig"
	inc="-I$urcu/include"
	[ -z "$own" ] && inc="$(pkg-config --define-variable=prefix="$uat" \
		--cflags uatomic) $inc"
	libs="-L$urcu/lib -Wl,-rpath,$urcu/lib"
	[ -z "$own" ] && libs="$libs $(pkg-config \
		--define-variable=prefix="$uat" --libs uatomic) -Wl,-rpath,$uat/lib"
	LD_LIBRARY_PATH=$urcu/lib
	[ -z "$own" ] && LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$uat/lib"
	export LD_LIBRARY_PATH
}

# LTTng-tools: all of src/ (src/common, its lock-free hash tables,
# fd-tracker and consumer; liblttng-ctl; the session, consumer and relay
# daemons, the client "lttng" and lttng-crash, with their kernel and UST
# paths) and its unit tests.  Left out: the man pages and extras (nothing
# of extras is built by default) and the tests that need a kernel
# tracer, root or a running session daemon.
lttng_tools_configure() {
	(cd "$t" && ./configure --prefix="$dir/lttng-tools-prefix" \
		--disable-man-pages --disable-extras \
		CPPFLAGS="$inc" LDFLAGS="$libs")
}

lttng_tools_tests_build() {
	make -C "$t/tests/utils/tap" -j"$jobs" &&
	make -C "$t/tests/unit" -k -j"$jobs"
}

lttng_tools() {
	consumer_env
	t=$dir/lttng-tools
	rm -rf "$t"
	cp -a "$(srcdir_of ltt-control)" "$t" || return 1
	log=$dir/lttng-tools-build.log
	: > "$log"
	timed configure lttng_tools_configure &&
	timed "make src" make -C "$t/src" -k -j"$jobs" &&
	timed "make tests/unit" lttng_tools_tests_build &&
	deps_use_our_headers "$t" && no_diagnostics_in_our_headers "$log"
	b=$(cell $? "$log")
	tl=$dir/lttng-tools-check.log
	: > "$tl"
	if [ "$b" = ok ]; then
		make -C "$t/tests/unit" check >> "$tl" 2>&1
		rc=$?
		tc=$(cell $rc "$tl" "$(counts "$tl")")
	else
		tc=-
	fi
	row lttng-tools "$name" "$b" "$tc" "$log" "$tl"
}

xfsprogs() {
	consumer_env
	t=$dir/xfsprogs
	rm -rf "$t"
	cp -a "$(srcdir_of xfsprogs)" "$t" || return 1
	log=$dir/xfsprogs-build.log
	: > "$log"
	# Its build takes CFLAGS only (include/builddefs.in); -MD writes the
	# dependency files checked below.
	(cd "$t" && ./configure --prefix="$dir/xfsprogs-prefix" \
		CFLAGS="-g -O2 -MD $inc" LDFLAGS="$libs") >> "$log" 2>&1 &&
	make -C "$t" -k -j"$jobs" >> "$log" 2>&1 &&
	grep -q '^LIBURCU = -lurcu' "$t/include/builddefs" &&
	deps_use_our_headers "$t" && no_diagnostics_in_our_headers "$log"
	b=$(cell $? "$log")
	tl=$dir/xfsprogs-check.log
	: > "$tl"
	if [ "$b" = ok ]; then
		# xfsprogs has no test suite of its own: its tools, whose
		# buffer cache and work queues run on liburcu, make a file
		# system in a file, check it (read only, then repairing) and
		# read its superblock.
		img=$dir/xfs.img
		rm -f "$img"
		truncate -s 512M "$img" &&
		{
			"$t/mkfs/mkfs.xfs" -f "$img" && echo "ok 1 - mkfs.xfs" || echo "not ok 1 - mkfs.xfs"
			"$t/repair/xfs_repair" -n -f "$img" && echo "ok 2 - xfs_repair -n" || echo "not ok 2 - xfs_repair -n"
			"$t/repair/xfs_repair" -f "$img" && echo "ok 3 - xfs_repair" || echo "not ok 3 - xfs_repair"
			"$t/db/xfs_db" -r -c sb -c print "$img" | grep -q '^magicnum = 0x58465342' &&
				echo "ok 4 - xfs_db reads the superblock" || echo "not ok 4 - xfs_db reads the superblock"
		} >> "$tl" 2>&1
		rm -f "$img"
		c=$(tap_counts "$tl")
		case "$c" in
		*p/0f) tc=$c ;;
		*) tc="FAIL $c" ;;
		esac
	else
		tc=-
	fi
	row xfsprogs "$name" "$b" "$tc" "$log" "$tl"
}

# --- the run ----------------------------------------------------------
log=$out/fetch.log
if ! fetch_sources; then
	row sources "apt-get source" FAIL - "$out/fetch.log"
elif ! install_build_deps; then
	row sources "apt-get build-dep" FAIL - "$out/build-dep.log"
else
	for p in $debian_sources; do
		d=$(srcdir_of "$p")
		echo "source: ${d##*/} ($(sed -n '1s/.*(\(.*\)).*/\1/p' "$d/debian/changelog"))" >> "$table.head"
	done
fi
if [ -n "$deps_only" ]; then
	if [ -s "$errors" ]; then
		cat "$errors" >&2
		exit 1
	fi
	sed 's/^/  DEPS    /' "$table.head"
	cat "$out/build-dep.log"
	exit 0
fi

[ -s "$errors" ] || for name in $configs; do
	defconfig=${name%%+*}
	case "+${name#*+}+" in *+werror+*) werror=1 ;; *) werror= ;; esac
	[ "$name" = "$defconfig" ] && werror=
	case "+${name#*+}+" in *+own+*) own=1 ;; *) own= ;; esac
	[ "$name" = "$defconfig" ] && own=
	case "+${name#*+}+" in *+quick+*) quick=1 ;; *) quick= ;; esac
	[ "$name" = "$defconfig" ] && quick=
	case "+${name#*+}+" in *+lib+*) lib=1 ;; *) lib= ;; esac
	[ "$name" = "$defconfig" ] && lib=
	dir=$out/$name
	uat=$dir/uatomic
	urcu=$dir/liburcu-prefix
	rm -rf "$dir"
	mkdir -p "$dir"
	urcu_flags=
	headers=
	cross=
	case "$defconfig" in
	*tls_keys*) urcu_flags="--disable-compiler-tls" ;;
	arm64*)
		cross=aarch64-linux-gnu
		# Static liburcu: its test programs then run under qemu
		# without libtool's wrapper scripts.
		urcu_flags="--disable-shared"
		;;
	esac
	if [ -z "$own" ]; then
		if ! uatomic_install; then
			row uatomic "$name" FAIL - "$log"
			continue
		fi
	fi
	liburcu_build
	b=$(cell $? "$log")
	if [ "$b" != ok ]; then
		row liburcu "$name" "$b" - "$log"
		continue
	fi
	if [ -n "$lib" ]; then
		row liburcu "$name" ok - "$log"
	else
		liburcu_check
		row liburcu "$name" ok "$(cell $? "$log" "$(counts "$log")")" \
			"$dir/liburcu-build.log" "$log"
	fi
	# -Werror: its build and make check (whose tests are compiled with
	# it too).
	[ -n "$werror" ] && continue
	if [ -z "$lib" ]; then
		liburcu_regtest
		rc=$?
		if [ -n "$cross" ]; then
			row liburcu-regtest "$name" - "$(cell $rc "$log" "$(tap_counts "$log")")" "$log"
		else
			row liburcu-regtest "$name" - "$(cell $rc "$log" "$(counts "$log")")" "$log"
		fi
	fi
	# The consumers are built natively (their build dependencies are
	# the host's).
	[ -n "$cross" ] && continue
	for c in $consumers; do
		case "$c" in
		lttng-tools) (lttng_tools) ;;
		xfsprogs) (xfsprogs) ;;
		*) echo "LIBURCU_CONSUMERS: no consumer '$c'" >&2; exit 2 ;;
		esac
	done
done

echo
cat "$table.head"
printf '%-16s %-26s %-8s %s\n' consumer configuration build tests
cat "$table"
echo "(logs in $out/<configuration>/*.log; $(($(date +%s) - start)) s)"
if [ -s "$errors" ]; then
	echo
	echo "The first errors of each failed cell:"
	cat "$errors"
fi
# One count per cell.
awk '{ for (i = 3; i <= 4; i++) if ($i == "FAIL") f++; else if ($i != "-") p++ }
     END { printf "%d passed, %d failed\n", p, f; exit f > 0 }' "$table"
