#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/user-build/run.sh - the user's side of the build, from an
# installed tree only, as Documentation/getting-started.md (Linux) and
# Documentation/firmware.md (boards) walk it:
#   1. "make install DESTDIR=<sysroot> PREFIX=/usr/local" (on Linux with
#      the multiarch LIBDIR=lib/<triplet>), read through
#      PKG_CONFIG_SYSROOT_DIR, and "make install DESTDIR=<stage> PREFIX=/"
#      then moved elsewhere: the relocatable uatomic.pc and CMake package
#      must still point at themselves;
#   2. tests/user-build/app.c built by a plain Makefile with pkg-config
#      (from the sysroot and from the moved tree), by a CMake project
#      (find_package, with tests/user-build/toolchain.cmake for a board)
#      and by a Meson project (dependency(), with a cross file for a
#      board), and each program run: natively on Linux, under the board's
#      qemu-system ($TEST_RUNNER) for firmware, linked with the tree's
#      firmware start-up code and the board's linker script
#      (UATOMIC_FW_LINK);
#   2d. uatomic built inside a user's project (Linux natively, and a
#      board's firmware): a Meson subproject from a wrap (the tree's
#      tarball in packagecache), CMake's add_subdirectory and
#      FetchContent (the tarball), with the host's defconfig, a named one
#      or (a board) the project's defconfig file, the library and the
#      headers alone;
#   3. a project Kconfig (tests/user-build/Kconfig) that sources the
#      installed fragment, under kconfig-frontends and kconfiglib, and a
#      file built with the autoconf.h each writes;
#   4. compilations whose flags contradict the build's (another CPU or
#      architecture, float ABI, byte order, a firmware header in a host
#      build) fail with an error naming the flag, and a later core that
#      runs the configured one's code builds;
#   5. arm64: a user's -march=armv8.2-a before pkg-config's flags keeps
#      its LSE instructions.
# The package carries no CPU flags: the user's toolchain gives them (here
# pkg-config's arch_cflags variable, as the documentation tells a user).
# A cross Linux target (qemu-user) builds the plain-Makefile program
# only, without running it.  Prints PASS:/FAIL:/SKIP:/NOTE: lines.
set -u
src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
here=$src/tests/user-build
work=$obj/tests-out/user-build
rm -rf "$work"
mkdir -p "$work"
failed=0
timeout=${TEST_TIMEOUT:-60}
cc=$UATOMIC_CC

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"
# show LOG: the end of a log, after a failure.
show() { tail -n 15 "$1" | sed 's/^/    /'; }

### 1. The installed trees
# Firmware has no multiarch library directory: lib/, whatever the
# compiler prints (Debian's aarch64-linux-gnu-gcc, used freestanding with
# picolibc on an AArch64 board, still prints its Linux triplet).
multiarch=
case " $UATOMIC_CFLAGS " in
*" -ffreestanding "*) ;;
*) grep -q '^CONFIG_PLATFORM_BAREMETAL=y' "$obj/.config" 2> /dev/null ||
	multiarch=$($cc -print-multiarch 2> /dev/null) ;;
esac
libdir_rel=lib${multiarch:+/$multiarch}
sysroot=$work/sysroot
make -C "$src" O="$obj" install DESTDIR="$sysroot" PREFIX=/usr/local \
	${multiarch:+LIBDIR="$libdir_rel"} > "$work/install.log" 2>&1
result $? "make install DESTDIR=<sysroot> PREFIX=/usr/local" \
	"${multiarch:+LIBDIR=$libdir_rel}" || show "$work/install.log"
sys_pcdir=$sysroot/usr/local/$libdir_rel/pkgconfig

make -C "$src" O="$obj" install DESTDIR="$work/stage" PREFIX=/ \
	> "$work/install-stage.log" 2>&1
result $? "make install DESTDIR=<stage> PREFIX=/" ||
	show "$work/install-stage.log"
moved=$work/moved/uatomic-tree
mkdir -p "$work/moved"
mv "$work/stage" "$moved"
moved_pcdir=$moved/lib/pkgconfig

pc() { PKG_CONFIG_LIBDIR=$sys_pcdir PKG_CONFIG_SYSROOT_DIR=$sysroot \
	pkg-config "$@" uatomic; }
platform=$(pc --variable=platform)
cross=$(pc --variable=cross_compile)
arch_cflags=$(pc --variable=arch_cflags)
# The C library the build used: the user's toolchain names it (the
# compiler's flags in the Makefile, CMAKE_C_FLAGS_INIT, c_args).
libc=$(pc --variable=libc_cflags)
ccl="$cc${libc:+ $libc}"
# The user's toolchain: the compiler, its C library and its CPU, which
# the documentation tells a user to take from arch_cflags.
ucc="$ccl${arch_cflags:+ $arch_cflags}"
echo "NOTE: installed for $platform${cross:+ ($cross)}: $arch_cflags" \
	"${libc:+(C library: $libc)}"

# pkg-config's flags name the installed tree, wherever it is.
flags=$(pc --cflags --libs)
case "$flags" in
"-I$sysroot/"*"-L$sysroot/"*) pass "pkg-config through" \
	"PKG_CONFIG_SYSROOT_DIR: $flags" ;;
*) fail "pkg-config through PKG_CONFIG_SYSROOT_DIR names the sysroot:" \
	"$flags" ;;
esac
mflags=$(PKG_CONFIG_PATH=$moved_pcdir pkg-config --cflags --libs uatomic)
inc=$(PKG_CONFIG_PATH=$moved_pcdir pkg-config --variable=includedir uatomic)
case "$mflags" in
"-I$moved/"*) [ -f "$inc/uatomic/urcu/uatomic.h" ] ;;
*) false ;;
esac
result $? "the tree installed with PREFIX=/ and moved: pkg-config" \
	"names where it is now: $mflags"

# A multiarch install: the headers that differ between architectures
# (the configuration, urcu/asm/) are under include/<triplet>, which
# pkg-config names too; the shared include/uatomic holds none of them.
if [ -n "$multiarch" ]; then
	ainc=$sysroot/usr/local/include/$multiarch/uatomic/urcu
	cinc=$sysroot/usr/local/include/uatomic/urcu
	[ -f "$ainc/uatomic-config.h" ] && [ -f "$ainc/asm/uatomic.h" ] &&
		[ ! -e "$cinc/uatomic-config.h" ] && [ ! -e "$cinc/asm" ]
	result $? "multiarch: uatomic-config.h and urcu/asm/ are under" \
		"include/$multiarch/uatomic, not in the shared include/uatomic"
	case " $flags " in
	*" -I$sysroot/"*"/include/uatomic -I$sysroot/"*) ;;
	*) false ;;
	esac &&
	case " $flags " in
	*"/include/$multiarch/uatomic "*) ;;
	*) false ;;
	esac
	result $? "multiarch: pkg-config names both include directories"
fi

# Cflags and Libs select no CPU: a -mcpu there would come after the
# user's and silently override it.
cpu_words=$(printf '%s\n' $flags | grep -E '^-m|^--specs|^-U' | paste -sd' ' -)
[ -z "$cpu_words" ]
result $? "pkg-config --cflags --libs carries no CPU flags" \
	"${cpu_words:+(it has: $cpu_words)}"

# A target built with clang (Kconfig LLVM: no GCC for it) names clang
# where a GCC toolchain has its prefix.
clang=
grep -q '^CONFIG_LLVM="[^"]' "$obj/.config" 2> /dev/null && clang=${cc%% *}

# Where the programs run: natively, or under the board's emulator.
native=
case "$platform" in
baremetal) ;;
*) [ -z "${TEST_RUNNER:-}" ] && native=1 ;;
esac
fw_link=
if [ "$platform" = baremetal ]; then
	# (set by tests/user-build/check.mk)
	fw_link=${UATOMIC_FW_LINK:?the firmware link}
fi

# run NAME IMAGE: runs a built program; it must print "user-build: ok".
run() {
	name=$1
	image=$2
	if [ "$platform" = baremetal ]; then
		# shellcheck disable=SC2086
		timeout "$timeout" $TEST_RUNNER "$image" > "$image.out" 2>&1
	elif [ -n "$native" ]; then
		"$image" > "$image.out" 2>&1
	else
		return 0
	fi
	rc=$?
	grep -q '^user-build: ok' "$image.out" && [ "$rc" -eq 0 ]
	under=${TEST_RUNNER:+ under ${TEST_RUNNER%% *}}
	result $? "$name: the program runs$under:" \
		"$(grep '^user-build:' "$image.out" | head -n 1)" ||
		show "$image.out"
}

### 2a. A plain Makefile with pkg-config
# project DIR: a copy of the user's project in DIR.
project() {
	mkdir -p "$1"
	cp "$here/app.c" "$here/kconfig-app.c" "$here/CMakeLists.txt" \
		"$here/meson.build" "$1/"
	cp "$here/Makefile.user" "$1/Makefile"
}

plain() {
	name=$1
	dir=$2
	shift 2
	project "$dir"
	if [ "$platform" = baremetal ]; then
		ldflags=$fw_link
	else
		# A library outside the loader's path: an rpath to it.
		ldflags=$(env "$@" pkg-config --variable=libdir uatomic)
		ldflags="-Wl,-rpath,$ldflags"
	fi
	env "$@" make -C "$dir" CC="$ucc" LDFLAGS="$ldflags" \
		> "$dir/build.log" 2>&1
	result $? "$name: app builds with pkg-config's flags" ||
		show "$dir/build.log"
	[ -f "$dir/app" ] && run "$name" "$dir/app"
}
plain "Makefile, sysroot" "$work/make-sysroot" \
	PKG_CONFIG_LIBDIR="$sys_pcdir" PKG_CONFIG_SYSROOT_DIR="$sysroot"
plain "Makefile, moved tree" "$work/make-moved" \
	PKG_CONFIG_PATH="$moved_pcdir"

# The plain Makefile's program uses the installed shared library, not
# one the system has: ldd names the tree's.
if [ -n "$native" ] && [ "$platform" = linux ] &&
		command -v ldd > /dev/null 2>&1; then
	ldd "$work/make-moved/app" 2> /dev/null |
		grep -q "libuatomic.so.0 => $moved/"
	result $? "Makefile, moved tree: the program loads the tree's" \
		"libuatomic.so.0 through its rpath"
fi

### 2b. CMake: find_package(uatomic) and uatomic::uatomic
generator=
command -v ninja > /dev/null 2>&1 && generator="-G Ninja"
cross_note=
if [ "$platform" != baremetal ] && [ -z "$native" ]; then
	cross_note="a cross Linux target: the CMake and Meson projects"
	cross_note="$cross_note are built for boards and the host only"
fi
if [ -n "$cross_note" ]; then
	echo "NOTE: $cross_note"
elif ! command -v cmake > /dev/null 2>&1; then
	echo "SKIP: cmake is not installed (make deps installs it): the" \
	     "CMake project is not built"
else
	dir=$work/cmake
	project "$dir"
	if [ "$platform" = baremetal ]; then
		cpu=$(printf '%s\n' $arch_cflags |
			sed -n 's/^-m\(cpu\|arch\)=//p' | head -n 1)
		# shellcheck disable=SC2086
		UATOMIC_USER_CROSS=$cross UATOMIC_USER_CPU=$cpu \
		UATOMIC_USER_CLANG=$clang \
		UATOMIC_USER_FW_LINK=$fw_link UATOMIC_USER_SYSROOT=$sysroot \
		UATOMIC_USER_LIBC=$libc UATOMIC_USER_CPU_FLAGS=$arch_cflags \
		PKG_CONFIG_LIBDIR=$sys_pcdir PKG_CONFIG_SYSROOT_DIR=$sysroot \
		cmake $generator -S "$dir" -B "$dir/build" \
			-DCMAKE_TOOLCHAIN_FILE="$here/toolchain.cmake" \
			-DCMAKE_PREFIX_PATH=/usr/local -DUSE_PKG_CONFIG=ON \
			> "$dir/configure.log" 2>&1
	else
		# shellcheck disable=SC2086
		CC=$cc CFLAGS=$arch_cflags PKG_CONFIG_PATH=$moved_pcdir \
		cmake $generator -S "$dir" -B "$dir/build" \
			-DCMAKE_PREFIX_PATH="$moved" -DUSE_PKG_CONFIG=ON \
			> "$dir/configure.log" 2>&1
	fi
	result $? "CMake: find_package(uatomic 0.1 CONFIG) finds the" \
		"$([ "$platform" = baremetal ] && echo "sysroot's package" \
		"through the toolchain file" || echo "moved tree's package")" ||
		show "$dir/configure.log"
	cmake --build "$dir/build" > "$dir/build.log" 2>&1
	result $? "CMake: app builds against uatomic::uatomic, app-pc" \
		"with pkg_check_modules(IMPORTED_TARGET)" ||
		show "$dir/build.log"
	[ -f "$dir/build/app" ] && run "CMake" "$dir/build/app"
	[ -f "$dir/build/app-pc" ] &&
		run "CMake, pkg_check_modules" "$dir/build/app-pc"
	# The imported target carries no CPU flags: the toolchain's
	# (toolchain file, or CFLAGS) reach the compiler's command line once.
	if [ -n "$arch_cflags" ]; then
		last=$(printf '%s\n' $arch_cflags | tail -n 1)
		# app.c's compiler flags (ninja: the FLAGS of its build
		# statement; make: flags.make's C_FLAGS).
		n=$({ awk '/^build CMakeFiles\/app\.dir\/app\.c\.o/ { f = 1 }
		       f && /^ *FLAGS = / { print; exit }' \
			"$dir/build/build.ninja" 2> /dev/null
		  grep '^C_FLAGS = ' \
			"$dir/build/CMakeFiles/app.dir/flags.make" 2> /dev/null
		} | tr ' ' '\n' | grep -cxF -- "$last")
		[ "$n" -eq 1 ]
		result $? "CMake: uatomic::uatomic adds no CPU flag: $last" \
			"is on app.c's command line once (the toolchain's), seen" \
			"$n times"
	fi
fi

### 2c. Meson: dependency('uatomic') through pkg-config
if [ -n "$cross_note" ]; then
	:
elif ! command -v meson > /dev/null 2>&1; then
	echo "SKIP: meson is not installed (make deps installs it): the" \
	     "Meson project is not built"
else
	dir=$work/meson
	project "$dir"
	if [ "$platform" = baremetal ]; then
		# The cross file a firmware project writes for its board.
		words() {
			[ $# -gt 0 ] && printf '%s\n' "$@" | sed "s/.*/'&'/" |
				paste -sd, -
		}
		case "$arch_cflags" in
		*loongarch64*) family=loongarch64 ;;
		*rv32*) family=riscv32 ;;
		*rv64*) family=riscv64 ;;
		*xtensa*) family=xtensa ;;
		*) family=arm ;;
		esac
		# shellcheck disable=SC2086
		cat > "$dir/cross.ini" <<EOF
[binaries]
$(if [ -n "$clang" ]; then
	echo "c = ['$clang', '--target=${cross%-}']"
	echo "ar = 'llvm-ar${clang#clang}'"
	echo "strip = 'llvm-strip${clang#clang}'"
else
	echo "c = '${cross}gcc'"
	echo "ar = '${cross}ar'"
	echo "strip = '${cross}strip'"
fi)
pkgconfig = 'pkg-config'

[built-in options]
c_args = [$(words $libc $arch_cflags)]
c_link_args = [$(words $libc $arch_cflags $fw_link)]

[properties]
pkg_config_libdir = '$sys_pcdir'
sys_root = '$sysroot'

[host_machine]
system = 'none'
cpu_family = '$family'
cpu = '$family'
endian = 'little'
EOF
		meson setup --cross-file "$dir/cross.ini" "$dir/build" "$dir" \
			> "$dir/configure.log" 2>&1
	else
		CC=$cc CFLAGS=$arch_cflags LDFLAGS=$arch_cflags \
		PKG_CONFIG_PATH=$moved_pcdir meson setup "$dir/build" "$dir" \
			> "$dir/configure.log" 2>&1
	fi
	result $? "Meson: dependency('uatomic', version: '>=0.1') found" \
		"through pkg-config" || show "$dir/configure.log"
	meson compile -C "$dir/build" > "$dir/build.log" 2>&1
	result $? "Meson: app builds" || show "$dir/build.log"
	[ -f "$dir/build/app" ] && run "Meson" "$dir/build/app"
fi

### 2d. uatomic built inside the project: a Meson subproject through a
### wrap, CMake's add_subdirectory and FetchContent (the top-level
### meson.build and CMakeLists.txt, scripts/subproject.sh)
# sub_checks NAME DIR: the project in DIR built its app (the library)
# and headers-only (the headers alone: no library function in it, and
# on Linux no shared uatomic needed by either); both run.
sub_checks() {
	[ -f "$2/app" ] && run "$1" "$2/app"
	[ -f "$2/headers-only" ] && run "$1, headers only" "$2/headers-only"
	if [ -f "$2/headers-only" ] && [ -f "$2/app" ]; then
		! "${cross}nm" "$2/headers-only" | grep -q uatomic_build_config &&
			{ [ "$platform" = baremetal ] ||
			  ! ldd "$2/app" "$2/headers-only" | grep -q libuatomic; }
		result $? "$1: headers-only links no library function; app" \
			"links the static library"
	fi
}
# The configurations: on Linux the host's (Kconfig's defaults) and a
# named defconfig, which the program's report shows; a board's project
# gives its own defconfig file (this tree's .config), its toolchain file
# or cross file the CPU flags of arch_cflags.
host_config="the host's defconfig"
named=
[ "$(uname -m)" = x86_64 ] && named=x86_64_tls_keys_defconfig
if [ "$platform" = baremetal ]; then
	host_config=
	named=$obj/.config
fi
if [ "$platform" = linux ] && [ -z "$native" ]; then
	:
elif ! command -v meson > /dev/null 2>&1 ||
     ! command -v cmake > /dev/null 2>&1; then
	echo "SKIP: meson or cmake is not installed (make deps): uatomic" \
	     "is not built as a subproject"
else
	sub=$work/subproject
	mkdir -p "$sub"
	tree_tar "$src" | gzip -n > "$sub/uatomic.tar.gz"
	# Meson: subprojects/uatomic.wrap, the tarball in packagecache as
	# a download leaves it; the fallback forced, whatever is installed.
	dir=$sub/meson
	mkdir -p "$dir/subprojects/packagecache"
	cp "$here/app.c" "$here/headers-only.c" \
		"$here/subproject/meson.build" "$dir/"
	cp "$sub/uatomic.tar.gz" "$dir/subprojects/packagecache/"
	cat > "$dir/subprojects/uatomic.wrap" <<WRAP
[wrap-file]
directory = uatomic
source_url = https://uatomic.invalid/uatomic.tar.gz
source_filename = uatomic.tar.gz
source_hash = $(sha256sum "$sub/uatomic.tar.gz" | cut -d' ' -f1)
lead_directory_missing = true

[provide]
uatomic = uatomic_dep
uatomic-headers = uatomic_headers_dep
WRAP
	# (A board's cross file: the one of 2c.)
	cross_file=
	[ "$platform" = baremetal ] &&
		cross_file=--cross-file=$work/meson/cross.ini
	for config in ${host_config:+''} $named; do
		b=$dir/build${config:+-${config##*/}}
		(meson setup --force-fallback-for=uatomic $cross_file \
			${config:+-Duatomic:defconfig=$config} "$b" "$dir" &&
		 meson compile -C "$b") > "$b.log" 2>&1 &&
			grep -qF "uatomic arch_cflags: $arch_cflags" "$b.log"
		result $? "Meson subproject (wrap, ${config:-$host_config}):" \
			"app and headers-only build; the" \
			"dependency's arch_cflags is '$arch_cflags'" ||
			show "$b.log"
		sub_checks "Meson subproject${config:+, ${config##*/}}" "$b"
	done
	# CMake: add_subdirectory of the tree, FetchContent of the tarball;
	# a board's project has its toolchain file (2b's).
	dir=$sub/cmake
	mkdir -p "$dir"
	cp "$here/app.c" "$here/headers-only.c" \
		"$here/subproject/CMakeLists.txt" "$dir/"
	for how in add_subdirectory FetchContent; do
		b=$dir/build-$how
		if [ "$how" = add_subdirectory ]; then
			config=${host_config:+''}
			[ -n "$host_config" ] || config=$named
			set -- -DUATOMIC_SOURCE_DIR="$src"
		else
			config=$named
			set -- -DUATOMIC_URL="$sub/uatomic.tar.gz"
		fi
		[ -z "$config" ] || set -- "$@" -DUATOMIC_DEFCONFIG="$config"
		[ "$platform" != baremetal ] || set -- "$@" \
			-DCMAKE_TOOLCHAIN_FILE="$here/toolchain.cmake"
		# shellcheck disable=SC2086
		(UATOMIC_USER_CROSS=$cross UATOMIC_USER_CLANG=$clang \
		 UATOMIC_USER_FW_LINK=$fw_link UATOMIC_USER_LIBC=$libc \
		 UATOMIC_USER_CPU_FLAGS=$arch_cflags \
		 cmake $generator -S "$dir" -B "$b" "$@" &&
		 cmake --build "$b") > "$b.log" 2>&1 &&
			grep -qF "for $platform: $arch_cflags" "$b.log"
		result $? "CMake $how (${config:-$host_config}):" \
			"uatomic::uatomic and uatomic::headers build;" \
			"uatomic_ARCH_CFLAGS is '$arch_cflags'" || show "$b.log"
		sub_checks "CMake $how" "$b"
	done
	# The named defconfig is the one built: its report says so.
	if [ -n "$named" ] && [ -n "$host_config" ]; then
		for b in "$sub/meson/build-$named" "$dir/build-FetchContent"; do
			grep -q 'keys' "$b/app.out" 2> /dev/null &&
				! grep -q 'keys' "$sub/meson/build/app.out"
			result $? "${b##*/build-}: the program reports" \
				"$named's TLS: $(cat "$b/app.out" 2> /dev/null)"
		done
	fi
fi

### 3. The project's Kconfig sources the installed fragment
# (pkg-config names where the fragment is: under lib/<triplet> in a
# multiarch install.)
UATOMIC_KCONFIG=$(pc --variable=kconfig)
export UATOMIC_KCONFIG
kdir=$work/kconfig
mkdir -p "$kdir"
cp "$here/Kconfig" "$here/kconfig-app.c" "$kdir/"
# kconfig_build ENGINE AUTOCONF_H: kconfig-app.c with the project's
# autoconf.h, compiled with pkg-config's flags.
kconfig_build() {
	# shellcheck disable=SC2046
	$ucc $(pc --cflags) -Wall -Wextra -Werror -include "$2" -c \
		-o "$kdir/$1.o" "$kdir/kconfig-app.c" > "$kdir/$1-cc.log" 2>&1
	result $? "Kconfig ($1): the project's autoconf.h agrees with the" \
		"installed headers ($(grep -c 'define CONFIG_UATOMIC' "$2")" \
		"UATOMIC symbols)" || show "$kdir/$1-cc.log"
}
if command -v kconfig-conf > /dev/null 2>&1; then
	# (--silentoldconfig writes its include/config/ beside autoconf.h.)
	mkdir -p "$kdir/include/config"
	(cd "$kdir" && KCONFIG_CONFIG=$kdir/fe.config \
		KCONFIG_AUTOCONFIG=$kdir/fe-auto.conf \
		KCONFIG_AUTOHEADER=$kdir/fe-autoconf.h \
		kconfig-conf -s --alldefconfig Kconfig &&
	 KCONFIG_CONFIG=$kdir/fe.config KCONFIG_AUTOCONFIG=$kdir/fe-auto.conf \
		KCONFIG_AUTOHEADER=$kdir/fe-autoconf.h \
		kconfig-conf -s --silentoldconfig Kconfig) \
		> "$kdir/fe.log" 2>&1 && [ ! -s "$kdir/fe.log" ]
	result $? "Kconfig (kconfig-frontends): the project's Kconfig" \
		"sources the fragment and parses silently" ||
		show "$kdir/fe.log"
	kconfig_build kconfig-frontends "$kdir/fe-autoconf.h"
else
	echo "SKIP: kconfig-conf is not installed (make deps): not parsed"
fi
py=
for p in python3 /usr/bin/python3; do
	if "$p" -c 'import kconfiglib' 2> /dev/null; then
		py=$p
		break
	fi
done
if [ -n "$py" ]; then
	genconfig=$("$py" -c 'import genconfig; print(genconfig.__file__)')
	(cd "$kdir" && KCONFIG_CONFIG=$kdir/kl.config "$py" "$genconfig" \
		--header-path "$kdir/kl-autoconf.h" Kconfig) \
		> "$kdir/kl.log" 2>&1 && [ ! -s "$kdir/kl.log" ]
	result $? "Kconfig (kconfiglib): the project's Kconfig sources the" \
		"fragment and parses without a warning" || show "$kdir/kl.log"
	kconfig_build kconfiglib "$kdir/kl-autoconf.h"
else
	echo "SKIP: python3-kconfiglib is not installed (make deps): not" \
	     "parsed with kconfiglib"
fi

### 4. Contradicting flags are compile errors naming the flag
# refused WHAT EXPECT CC FLAGS...: compiling a file that includes
# <urcu/uatomic.h> (and nothing before it) with FLAGS fails with a
# uatomic error whose text holds EXPECT.
printf '#include <urcu/uatomic.h>\n' > "$work/refused.c"
refused() {
	what=$1
	expect=$2
	rcc=$3
	shift 3
	log=$work/refused.log
	# shellcheck disable=SC2086
	$rcc "$@" -c -o /dev/null "$work/refused.c" > "$log" 2>&1
	rc=$?
	# gcc prints 'error: #error "uatomic: ...', clang 'error: "uatomic: ...',
	# both 'error: uatomic: ...' for the Cortex-M core's _Pragma.
	line=$(grep -E 'error: (#error )?"?uatomic: ' "$log" |
		grep -F -- "$expect" | head -n 1 |
		sed 's/.*error: \(#error \)\{0,1\}"\{0,1\}//; s/"$//')
	[ "$rc" -ne 0 ] && [ -n "$line" ]
	result $? "refused: $what: $line" || show "$log"
}
inc=$(pc --variable=includedir)/uatomic
# shellcheck disable=SC2046
set -- $(pc --cflags)
case "$platform:$arch_cflags" in
baremetal:*-mcpu=cortex-m*)
	# Every Cortex-M runs ARMv6-M code: an M0 tree refuses an A profile.
	case "$arch_cflags" in
	*cortex-m0*) other=-mcpu=cortex-a7 ;;
	*cortex-m55*|*armv8.1-m*) other=-mcpu=cortex-m33 ;;
	*) other=-mcpu=cortex-m0 ;;
	esac
	# shellcheck disable=SC2086
	refused "another core after the tree's flags ($other)" "-mcpu=" \
		"$ucc" "$@" "$other"
	# A toolchain for another core (an M0+ one against an M3 tree):
	# pkg-config's flags leave its -mcpu alone, the headers refuse it.
	case "$arch_cflags" in
	*cortex-m0*)
		echo "NOTE: every Cortex-M core runs an ARMv6-M tree's code" ;;
	*)
		# shellcheck disable=SC2086
		refused "a -mcpu=cortex-m0plus toolchain" "$(printf '%s\n' \
			$arch_cflags | sed -n 's/^-mcpu=\([^+]*\).*/\1/p')" \
			"$ccl" -mthumb -mcpu=cortex-m0plus -mfloat-abi=soft "$@"
		;;
	esac
	# A later core of the same line runs the configured one's code: its
	# toolchain builds and links the program (not run: the board's core
	# is the configured one).
	case "$arch_cflags" in
	# (cortex-m33 before cortex-m3, which it holds as a string.)
	*cortex-m0*) later="-mcpu=cortex-m23 -mfloat-abi=soft" ;;
	*cortex-m55*|*armv8.1-m*|*cortex-m33*) later= ;;
	*cortex-m3*) later="-mcpu=cortex-m4 -mfloat-abi=soft" ;;
	*-mfloat-abi=hard*) later="-mcpu=cortex-m33 -mfpu=fpv5-sp-d16
		-mfloat-abi=hard" ;;
	*) later="-mcpu=cortex-m33 -mfloat-abi=soft" ;;
	esac
	if [ -n "$later" ]; then
		# shellcheck disable=SC2086
		$ccl -mthumb $later -Wall -Wextra -Werror "$@" \
			-o "$work/later.elf" "$here/app.c" $(pc --libs) \
			$fw_link > "$work/later.log" 2>&1
		result $? "a later core's toolchain ($(echo $later)) builds" \
			"against the tree" || show "$work/later.log"
	else
		echo "NOTE: no later core than the configured one to try"
	fi
	case "$arch_cflags" in
	*-mfloat-abi=hard*)
		# shellcheck disable=SC2086
		refused "the soft-float ABI" "-mfloat-abi=" "$ucc" "$@" \
			-mfloat-abi=soft ;;
	*cortex-m0*)
		echo "NOTE: ARMv6-M has no hard-float ABI to contradict" ;;
	*)
		# shellcheck disable=SC2086
		refused "the hard-float ABI" "-mfloat-abi=" "$ucc" "$@" \
			-mfpu=fpv4-sp-d16 -mfloat-abi=hard ;;
	esac
	# shellcheck disable=SC2086
	refused "big-endian" "-mbig-endian" "$ucc" "$@" -mbig-endian
	refused "a Cortex-M tree in a host build" "-mcpu=cortex-m" \
		"${HOSTCC:-gcc}" -I"$inc"
	;;
baremetal:*-march=rv*)
	case "$arch_cflags" in
	*rv32*) xlen="-march=rv64imac -mabi=lp64"
		hard="-march=rv32imafc -mabi=ilp32f" ;;
	*) xlen="-march=rv32imac -mabi=ilp32"
	   hard="-march=rv64imafdc -mabi=lp64d" ;;
	esac
	# shellcheck disable=SC2086
	refused "another XLEN ($xlen)" "-march=" "$ucc" "$@" $xlen
	# shellcheck disable=SC2086
	refused "a hard-float ABI ($hard)" "-mabi=" "$ucc" "$@" $hard
	refused "a RISC-V firmware tree in a host build" "-march=rv" \
		"${HOSTCC:-gcc}" -I"$inc"
	;;
linux:*-march=mips32r6*|linux:*-march=mips64r6*)
	# The C library's headers are Release 6 ones (NaN 2008): the
	# Release 2 compilation is freestanding, as the i686 one below.
	# Its -march replaces the installed flags' one: gcc refuses two.
	case "$arch_cflags" in
	*mips64r6*) r2=-march=mips64r2 ;;
	*) r2=-march=mips32r2 ;;
	esac
	for f in "$@"; do
		shift
		case $f in -march=*) ;; *) set -- "$@" "$f" ;; esac
	done
	refused "a Release 2 compilation ($r2)" "Release 6" "$cc" "$@" "$r2" \
		-ffreestanding
	;;
linux:*-march=armv8*)
	refused "a host compilation (${HOSTCC:-gcc})" "arm64" \
		"${HOSTCC:-gcc}" "$@"
	case "$arch_cflags" in
	*-march=armv8.1-a*)
		refused "an ARMv8.0-A compilation (-march=armv8-a)" "LSE" \
			"$cc" -march=armv8-a "$@" ;;
	esac
	;;
linux:-m64)
	refused "an i686 compilation (-m32)" "-m64" "$cc" "$@" -m32 \
		-ffreestanding
	if command -v arm-none-eabi-gcc > /dev/null 2>&1; then
		refused "a Cortex-M compilation (arm-none-eabi-gcc)" "-m64" \
			arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb "$@"
	fi
	;;
*)
	echo "SKIP: no contradicting flags tried for $platform:" \
	     "$arch_cflags (tests/user-build tries x86_64, MIPS Release 6," \
	     "Cortex-M and RISC-V firmware)"
	;;
esac

### 5. The user's later CPU is kept: nothing in pkg-config's flags,
### which come after the user's, lowers it
case "$platform:$arch_cflags" in
linux:*-march=armv8*)
	# An arm64 distribution built for ARMv8.2-A (a Yocto machine's
	# -march): the user's own atomics are the LSE instructions (Arm ARM,
	# C6.2 LDADD); a -march=armv8-a from the package after the user's
	# would make them exclusive-load/store loops.
	cat > "$work/later-arch.c" <<'EOF'
#include <urcu/uatomic.h>

long user_counter;

long user_count(void)
{
	return __atomic_fetch_add(&user_counter, 1, __ATOMIC_SEQ_CST);
}
EOF
	# shellcheck disable=SC2046
	$cc -march=armv8.2-a $(pc --cflags) -O2 -Wall -Wextra -Werror \
		-c -o "$work/later-arch.o" "$work/later-arch.c" \
		> "$work/later-arch.log" 2>&1 &&
		"${cross}objdump" -d "$work/later-arch.o" > "$work/later-arch.dis" &&
		grep -qE '[[:space:]]ldaddal[[:space:]]' "$work/later-arch.dis" &&
		! grep -qE '[[:space:]]ldaxr[[:space:]]' "$work/later-arch.dis"
	result $? "a -march=armv8.2-a build with pkg-config's flags after it" \
		"keeps its LSE instructions (ldaddal, no ldaxr loop)" ||
		show "$work/later-arch.log"
	;;
esac

exit $failed
