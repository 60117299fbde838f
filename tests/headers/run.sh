#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/headers/run.sh - the public headers as a user meets them
# (contract §1): each compiles alone in C99 (-pedantic-errors), C11, gnu11
# and C++11..C++20 with -Wall -Wextra -Werror; with g++ and clang++,
# inside and outside extern "C"; defines no CONFIG_* macro; and use.c (a
# little of every header in use) compiles in the same modes.
# Then "make headers_install": the installed tree works with nothing but
# its own -I, and refers to no <asm/...> or <generic/...> header.
# Run by "make check" with the UATOMIC_* variables of tests/Makefile.
set -u
LC_ALL=C
export LC_ALL

here=$(cd "$(dirname "$0")" && pwd)
out=$UATOMIC_OBJTREE/tests-out/headers
rm -rf "$out"
mkdir -p "$out"

headers="compiler arch system uatomic tls-compat uatomic-config annotate"
c_modes="c99:-pedantic-errors c11:-pedantic-errors gnu11"
cxx_modes="c++11 c++14 c++17 c++20"
warn="-Wall -Wextra -Werror"
if [ -z "$UATOMIC_CXX" ]; then
	echo "SKIP: C++ not checked: ${UATOMIC_CXX_MISSING:-no C++ compiler}"
	cxx_modes=
fi

# Target options (-m...), the optimisation level and the C library's
# (--specs=, or loongarch64's -nostdlibinc -isystem<dir>): the flags that
# mean the same to the C++ compiler and to a user of the installed tree.
target_flags=
cxx_flags=
for f in $UATOMIC_CFLAGS; do
	case $f in
	-m*|-O*|-U*|--specs=*|-nostdlibinc|-isystem?*)
		 target_flags="$target_flags $f"
		 cxx_flags="$cxx_flags $f" ;;
	-I*|-D*|-U*) cxx_flags="$cxx_flags $f" ;;
	esac
done

ok=0
pass() { echo "PASS: $*"; }
fail() { echo "FAIL: $*"; ok=1; }
first_error() {
	line=$(grep -m 1 -E 'error|warning' "$1" || head -n 1 "$1")
	echo "${line:-no output}"
}

# compile WHAT LOG COMMAND...: one PASS or FAIL line.
compile() {
	what=$1
	log=$2
	shift 2
	if "$@" > "$log" 2>&1; then
		pass "$what"
	else
		fail "$what ($(first_error "$log"))"
	fi
}

# mode_cmd MODE: the compiler command for a language mode, e.g.
# "c99:-pedantic-errors" or "c++17".
mode_cmd() {
	std=${1%%:*}
	extra=
	case $1 in *:*) extra=${1#*:} ;; esac
	case $std in
	c++*) echo "$UATOMIC_CXX -x c++ -std=$std $extra $cxx_flags $warn" ;;
	*) echo "$UATOMIC_CC $UATOMIC_CFLAGS -std=$std $extra $warn" ;;
	esac
}

mode_name() {
	echo "-std=$1" | sed 's/:/ /'
}

### Each header alone, in every mode
for h in $headers; do
	tu=$out/alone-$h.c
	printf '#include <urcu/%s.h>\ntypedef int header_test_%s;\n' \
		"$h" "$(echo "$h" | tr - _)" > "$tu"
	for m in $c_modes $cxx_modes; do
		# shellcheck disable=SC2046
		compile "<urcu/$h.h> compiles alone, $(mode_name "$m")" \
			"$out/alone-$h.$(echo "${m%%:*}" | tr + x).log" \
			$(mode_cmd "$m") -c "$tu" -o "$out/alone.o"
	done

	# No CONFIG_* macro in the user's program: those names are the
	# user's own (a firmware Kconfig) or liburcu's <urcu/config.h>.
	what="<urcu/$h.h> defines no CONFIG_* macro"
	# shellcheck disable=SC2086
	if $UATOMIC_CC $UATOMIC_CFLAGS -dM -E "$tu" \
			> "$out/macros-$h.h" 2> "$out/macros-$h.log"; then
		leak=$(grep '^#define CONFIG_' "$out/macros-$h.h" |
			head -n 3 | cut -d' ' -f2 | tr '\n' ' ' | sed 's/ $//')
		if [ -z "$leak" ]; then
			pass "$what"
		else
			fail "$what (defines $leak)"
		fi
	else
		fail "$what ($(first_error "$out/macros-$h.log"))"
	fi
done

### Each header, and all of them together, inside extern "C" { }, with
### every C++ compiler at hand: a C++ user may include a C library's
### headers there (templates and C++ headers must not break it).
cxx_compilers=$UATOMIC_CXX
# clang++ for the same target, when it is installed and can build for it
# (its C++ headers come from the target's g++).
# None when the target has no C++ library (UATOMIC_CXX empty): clang++
# would take the Linux g++'s headers of the same triplet, if installed,
# for a bare-metal build (aarch64-linux-gnu on the AArch64 board).
case $UATOMIC_CXX in
*clang*|"") ;;
*)
	if command -v clang++ > /dev/null 2>&1; then
		triplet=$($UATOMIC_CC -dumpmachine 2>/dev/null)
		clangxx="clang++ --target=$triplet"
		# clang's default CPU may lack the inline atomics of gcc's
		# (m68k: 68000 against 68020), where our headers stop with
		# their "no inline atomics" error, as they should.
		printf '%s\n' '#include <type_traits>' \
			'#if __GCC_ATOMIC_INT_LOCK_FREE < 2' \
			'#error "no inline 4-byte atomics on the default CPU"' \
			'#endif' 'int probe;' > "$out/probe.cc"
		# shellcheck disable=SC2086
		if $clangxx $cxx_flags -c "$out/probe.cc" -o "$out/probe.o" \
				> "$out/probe.log" 2>&1; then
			cxx_compilers="$cxx_compilers|$clangxx"
		else
			echo "SKIP: clang++ cannot build for $triplet here" \
			     "($(first_error "$out/probe.log")): g++ only"
		fi
	fi
	;;
esac
printf '' > "$out/all.h"
for h in $headers; do
	printf '#include <urcu/%s.h>\n' "$h" >> "$out/all.h"
done
# Every header together, inside and outside extern "C", in each C++
# mode; with a second compiler, also each header alone (the first
# compiler did that above).  A few compiles, not one per combination:
# "make check" runs this for every defconfig.
IFS_save=$IFS
IFS='|'
first=1
for cxx in $cxx_compilers; do
	IFS=$IFS_save
	name=${cxx%% *}
	printf '#include "%s"\nint cxx_header_test;\n' "$out/all.h" \
		> "$out/cxx-plain.cc"
	printf 'extern "C" {\n#include "%s"\n}\nint cxx_header_test;\n' \
		"$out/all.h" > "$out/cxx-extern-c.cc"
	for wrap in plain extern-c; do
		if [ "$wrap" = extern-c ]; then
			where='inside extern "C"'
		else
			where='outside extern "C"'
		fi
		for std in $cxx_modes; do
			# shellcheck disable=SC2086
			compile "every header together, $name -std=$std, $where" \
				"$out/cxx-$wrap-$std.$name.log" \
				$cxx -x c++ -std=$std $cxx_flags $warn \
				-c "$out/cxx-$wrap.cc" -o "$out/cxx.o"
		done
	done
	if [ -z "$first" ]; then
		std=${cxx_modes%% *}
		for h in $headers; do
			printf '#include <urcu/%s.h>\nint cxx_header_test;\n' \
				"$h" > "$out/cxx-alone.cc"
			# shellcheck disable=SC2086
			compile "<urcu/$h.h> compiles alone, $name -std=$std" \
				"$out/cxx-alone-$h.$name.log" \
				$cxx -x c++ -std=$std $cxx_flags $warn \
				-c "$out/cxx-alone.cc" -o "$out/cxx.o"
		done
	fi
	first=
	IFS='|'
done
IFS=$IFS_save

### The API in use, in every mode
for m in $c_modes $cxx_modes; do
	# shellcheck disable=SC2046
	compile "use.c compiles, $(mode_name "$m")" \
		"$out/use.$(echo "${m%%:*}" | tr + x).log" \
		$(mode_cmd "$m") -c "$here/use.c" -o "$out/use.o"
done

### The installed header tree
# A make of our own, not one that inherits "make check"'s flags; run
# from the scratch directory so that nothing lands in the source tree.
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES GNUMAKEFLAGS
inst=$out/install
mkdir -p "$out/cwd"
# shellcheck disable=SC2086
if (cd "$out/cwd" && make -f "$UATOMIC_SRCTREE/Makefile" \
		O="$UATOMIC_OBJTREE" headers_install \
		INSTALL_HDR_PATH="$inst") > "$out/install.log" 2>&1; then
	pass "make headers_install INSTALL_HDR_PATH=..."
	installed=1
else
	installed=0
	fail "make headers_install INSTALL_HDR_PATH=..." \
	     "($(grep -m 1 -E 'rror|\*\*\*' "$out/install.log" ||
		 head -n 1 "$out/install.log"))"
fi
stray=$(ls -A "$out/cwd")
if [ -z "$stray" ]; then
	pass "make headers_install writes nothing in its working directory"
else
	fail "make headers_install writes nothing in its working directory" \
	     "(it left: $stray)"
fi

[ "$installed" = 1 ] || exit 1

dest=$inst/include/uatomic
missing=
for h in $headers; do
	[ -f "$dest/urcu/$h.h" ] || missing="$missing urcu/$h.h"
done
if [ -z "$missing" ]; then
	pass "the installed tree holds every public header"
else
	fail "the installed tree holds every public header (missing:$missing)"
fi

# Every include of the tree resolves inside it, and none names the
# uninstalled <asm/...> or <generic/...> paths.
include='^[[:space:]]*#[[:space:]]*include[[:space:]]*'
bad=$(grep -rnE "${include}[<\"](asm|generic)/" "$dest" 2>/dev/null |
	sed "s|^$dest/||" | head -n 3 | tr '\n' ';' | sed 's/;$//; s/;/; /g')
if [ -z "$bad" ]; then
	pass "no installed header includes <asm/...> or <generic/...>"
else
	fail "no installed header includes <asm/...> or <generic/...> ($bad)"
fi
unresolved=$(grep -rhE "$include<urcu/" "$dest" 2>/dev/null |
	sed 's/.*<\(urcu\/[^>]*\)>.*/\1/' | sort -u |
	while read -r f; do [ -f "$dest/$f" ] || echo "$f"; done)
if [ -z "$unresolved" ]; then
	pass "every <urcu/...> include of the installed tree is installed"
else
	fail "every <urcu/...> include of the installed tree is installed" \
	     "(missing: $(echo "$unresolved" | tr '\n' ' '))"
fi

# A user's program: only -I<tree>, no -D, no other -I.
cat > "$out/installed.c" <<'EOF_C'
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>

DEFINE_URCU_TLS(int, installed_tls);

int installed_test(int *p);
int installed_test(int *p)
{
	return uatomic_add_return(p, URCU_TLS(installed_tls));
}
EOF_C
# shellcheck disable=SC2086
compile "the installed tree compiles with only -I<tree>" \
	"$out/installed.log" $UATOMIC_CC -I"$dest" $target_flags $warn \
	-c "$out/installed.c" -o "$out/installed.o"
# shellcheck disable=SC2086
compile "use.c compiles against the installed tree, -std=gnu11" \
	"$out/installed-use.log" $UATOMIC_CC -I"$dest" $target_flags \
	-std=gnu11 $warn -c "$here/use.c" -o "$out/installed-use.o"
# shellcheck disable=SC2086
[ -z "$UATOMIC_CXX" ] ||
compile "use.c compiles against the installed tree, -std=c++17" \
	"$out/installed-use-cxx.log" $UATOMIC_CXX -x c++ -std=c++17 \
	-I"$dest" $target_flags $warn -c "$here/use.c" \
	-o "$out/installed-use.o"


### Next to liburcu's own configuration header
# A liburcu build puts its generated <urcu/config.h> (CONFIG_RCU_* names)
# on the same include path as our tree.  With either directory first and
# either header included first, liburcu's code must see its facts (one of
# them changes a struct layout) and ours must see ours, with no macro
# redefined (-Werror).
lib=$out/liburcu-build/include
mkdir -p "$lib/urcu"
cat > "$lib/urcu/config.h" <<'EOF_H'
/* A liburcu-style generated configuration header, as configure writes it. */
#define CONFIG_RCU_SMP 1
#define CONFIG_RCU_TLS 1
#define CONFIG_RCU_HAVE_CLOCK_GETTIME 1
#define CONFIG_RCU_DEBUG 1
#define CONFIG_CDS_LFHT_ITER_DEBUG 1
#define CONFIG_RCU_HAVE_MULTIFLAVOR 1
EOF_H
for first in liburcu uatomic; do
	if [ "$first" = liburcu ]; then
		cat > "$out/both-configs.c" <<'EOF_C'
#include <urcu/config.h>
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>
EOF_C
	else
		cat > "$out/both-configs.c" <<'EOF_C'
#include <urcu/uatomic.h>
#include <urcu/tls-compat.h>
#include <urcu/config.h>
EOF_C
	fi
	cat >> "$out/both-configs.c" <<'EOF_C'
#if !defined(CONFIG_RCU_DEBUG) || !defined(CONFIG_CDS_LFHT_ITER_DEBUG)
# error "liburcu's <urcu/config.h> was not the one included"
#endif
#if !defined(UATOMIC_CONFIG_TLS_COMPILER) && \
    !defined(UATOMIC_CONFIG_TLS_PTHREAD_KEYS) && \
    !defined(UATOMIC_CONFIG_TLS_NONE)
# error "uatomic's headers lost their configuration"
#endif
#if defined(UATOMIC_CONFIG_CACHE_LINE_SIZE) && \
    CAA_CACHE_LINE_SIZE != UATOMIC_CONFIG_CACHE_LINE_SIZE
# error "CAA_CACHE_LINE_SIZE is not this build's"
#endif
int both_configs(int *p);
int both_configs(int *p)
{
	return uatomic_add_return(p, 1);
}
EOF_C
	for dir_first in liburcu uatomic; do
		if [ "$dir_first" = liburcu ]; then
			set -- "$lib" "$dest"
			where="liburcu's include directory first"
		else
			set -- "$dest" "$lib"
			where="ours first"
		fi
		what="with liburcu's <urcu/config.h> beside ours ($where,"
		what="$what $first's header included first), each sees its own"
		# shellcheck disable=SC2086
		compile "$what" "$out/both-configs.log" $UATOMIC_CC -I"$1" -I"$2" \
			$target_flags $warn -c "$out/both-configs.c" \
			-o "$out/both-configs.o"
	done
done

exit $ok
