#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/firmware-kit/run.sh - the firmware kit of a Cortex-M tree, as a
# firmware engineer uses it: make install into a prefix, then
#   - the kit is there: the CMake toolchain file, the Meson cross file,
#     the TLS start-up code and linker snippet, the two check tools and
#     their manual pages;
#   - samples/firmware/cortex-m built with the kit's toolchain file
#     (CMake) and with its cross file (Meson), each run under the board's
#     qemu-system (TEST_RUNNER);
#   - uatomic-check-tls-layout passes every TLS image of the tree and
#     both samples, and catches the overlapping .bss the documentation
#     warns about: a TLS probe linked with the kit's snippet passes, with
#     the snippet's .bss placement taken out it is caught (and the
#     snippet's own ASSERT stops that link when it is left in).
# Run by "make check" (tests/firmware-kit/check.mk gives the UATOMIC_KIT_*
# variables).
set -u
src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
work=$obj/tests-out/firmware-kit
rm -rf "$work"
mkdir -p "$work"
passed=0
failed=0
result() {
	rc=$1
	shift
	if [ "$rc" -eq 0 ]; then
		echo "PASS: firmware kit: $*"
		passed=$((passed + 1))
	else
		echo "FAIL: firmware kit: $*"
		failed=$((failed + 1))
	fi
	return "$rc"
}
show() { sed 's/^/    /' "$1" | tail -n 20; }
readelf=${UATOMIC_KIT_CROSS}readelf
timeout=${TEST_TIMEOUT:-60}

prefix=$work/usr
env -u MAKEFLAGS -u MAKEOVERRIDES -u MFLAGS -u MAKELEVEL \
	make -C "$src" O="$obj" install PREFIX="$prefix" \
	> "$work/install.log" 2>&1
result $? "make install PREFIX=<prefix>" || { show "$work/install.log"; exit 1; }
kit=$prefix/share/uatomic
for f in cmake/toolchain-cortex-m.cmake meson/cross-cortex-m.ini \
	 tls/cortex-m-tls.ld tls/cortex-m-tls.c; do
	[ -s "$kit/$f" ]
	result $? "installs share/uatomic/$f"
done
for t in uatomic-check-trap-return uatomic-check-tls-layout; do
	[ -x "$kit/bin/$t" ] && [ -s "$prefix/share/man/man1/$t.1" ]
	result $? "installs the tool $t and its manual page"
done
check_tls=$kit/bin/uatomic-check-tls-layout

# run NAME IMAGE: the image under the board's qemu-system.
run() {
	if [ "${TEST_RUNNER:-none}" = none ]; then
		echo "SKIP: firmware kit: $1 not run (TEST_RUNNER is none)"
		return
	fi
	# shellcheck disable=SC2086
	timeout "$timeout" $TEST_RUNNER "$2" > "$2.out" 2>&1
	rc=$?
	[ "$rc" -eq 0 ] && grep -q '^PASS:' "$2.out" && ! grep -q '^FAIL:' "$2.out"
	result $? "$1 runs (status $rc, $(grep -c '^PASS:' "$2.out") PASS" \
		"lines)" || show "$2.out"
}

# The sample, with the board's memory map, built by CMake and by Meson.
sample=$work/sample
mkdir -p "$sample"
cp -r "$src/samples/firmware/common/." "$src/samples/firmware/cortex-m/." \
	"$sample/"
{ echo '/* memory.ld - the MEMORY block of the board */'
  sed -n '/^MEMORY/,/^}/p' "$UATOMIC_KIT_BOARD_LDSCRIPT"; } > "$sample/memory.ld"
hz=${UATOMIC_KIT_CPU_HZ:-25000000}
if command -v cmake > /dev/null 2>&1; then
	cmake -S "$sample" -B "$work/cmake" -DCPU_HZ="$hz" \
		-DCMAKE_COMPILE_WARNING_AS_ERROR=ON \
		-DCMAKE_TOOLCHAIN_FILE="$kit/cmake/toolchain-cortex-m.cmake" \
		> "$work/cmake.log" 2>&1 &&
	cmake --build "$work/cmake" >> "$work/cmake.log" 2>&1
	if result $? "the sample builds with CMake and the kit's toolchain file"
	then
		run "the CMake sample" "$work/cmake/sample.elf"
	else
		show "$work/cmake.log"
	fi
else
	echo "SKIP: firmware kit: no cmake (make deps installs it)"
fi
if command -v meson > /dev/null 2>&1; then
	meson setup "$work/meson" "$sample" -Dc_args="-DCPU_HZ=$hz" -Dwerror=true \
		--cross-file "$kit/meson/cross-cortex-m.ini" \
		> "$work/meson.log" 2>&1 &&
	meson compile -C "$work/meson" >> "$work/meson.log" 2>&1
	if result $? "the sample builds with Meson and the kit's cross file"
	then
		run "the Meson sample" "$work/meson/sample.elf"
	else
		show "$work/meson.log"
	fi
else
	echo "SKIP: firmware kit: no meson (make deps installs it)"
fi

# The tree's own TLS images and the samples: no overlap.
images=
for f in ${UATOMIC_FIRMWARE_FILES:-} "$work/cmake/sample.elf" \
	 "$work/meson/sample.elf"; do
	case $f in *.elf) [ -f "$f" ] && images="$images $f" ;; esac
done
# shellcheck disable=SC2086
"$check_tls" "$readelf" $images > "$work/tls-images.log" 2>&1
result $? "uatomic-check-tls-layout passes the tree's images and the" \
	"samples ($(grep -c '^ok:.*TLS segment \[' "$work/tls-images.log")" \
	"with TLS)" || show "$work/tls-images.log"

# The control: a TLS probe (initialised and zero __thread variables,
# and .bss) in the sample, linked with the kit's snippet, then with
# .bss no longer placed after .tbss.
probe=$work/probe
mkdir -p "$probe"
cat > "$probe/probe.c" <<CEOF
__thread unsigned int probe_tdata = 1;
__thread unsigned long long probe_tbss;
unsigned int probe_bss[4];
unsigned int tls_probe(void);
unsigned int tls_probe(void)
{
	return probe_tdata + (unsigned int) probe_tbss + probe_bss[0];
}
CEOF
# shellcheck disable=SC2046
set -- $(pkg-config --define-prefix --variable=arch_cflags \
	"$prefix/lib/pkgconfig/uatomic.pc")
link_probe() {
	"${UATOMIC_KIT_CROSS}gcc" "$@" -O2 -ffunction-sections \
		-fdata-sections -I"$prefix/include/uatomic" -nostartfiles \
		-L"$sample" -L"$probe" -T "$sample/firmware.ld" \
		-Wl,--gc-sections -Wl,-u,tls_probe -o "$probe/probe.elf" \
		"$probe/probe.c" "$sample/main.c" "$sample/startup.c" \
		"$sample/timer.c" "$sample/semihosting.c" \
		"$kit/tls/cortex-m-tls.c" \
		-L"$prefix/lib" -luatomic -DCPU_HZ="$hz"
}
cp "$kit/tls/cortex-m-tls.ld" "$probe/"
link_probe "$@" > "$probe/link.log" 2>&1 &&
	"$check_tls" "$readelf" "$probe/probe.elf" > "$probe/check.log" 2>&1
result $? "a TLS probe linked with the kit's snippet passes" \
	"($(head -n 1 "$probe/check.log" 2>/dev/null | sed 's/^ok: [^:]*: //'))" ||
	{ show "$probe/link.log"; show "$probe/check.log"; }
# The mistake: .bss where the region's next free address is, over .tbss.
sed 's/^\.bss ADDR(\.tbss) + SIZEOF(\.tbss) (NOLOAD) :/.bss (NOLOAD) :/' \
	"$kit/tls/cortex-m-tls.ld" > "$probe/cortex-m-tls.ld"
if cmp -s "$kit/tls/cortex-m-tls.ld" "$probe/cortex-m-tls.ld"; then
	result 1 "the control: the snippet's .bss placement is taken out"
else
	# (refused: the link fails, saying why)
	! link_probe "$@" > "$probe/link-assert.log" 2>&1 &&
		grep -q 'overlaps .tbss' "$probe/link-assert.log"
	result $? "the snippet's ASSERT stops a link whose .bss overlaps" \
		".tbss" || show "$probe/link-assert.log"
	sed -i '/^ASSERT(ADDR(\.bss)/,/overlaps \.tbss")/d' "$probe/cortex-m-tls.ld"
	link_probe "$@" > "$probe/link-bad.log" 2>&1
	result $? "the control links without the ASSERT" ||
		show "$probe/link-bad.log"
	! "$check_tls" "$readelf" "$probe/probe.elf" \
		> "$probe/check-bad.log" 2>&1 &&
		grep -q '^OVERLAP: .*overlaps \.bss' "$probe/check-bad.log"
	result $? "uatomic-check-tls-layout catches the .bss over .tbss" \
		"($(head -n 1 "$probe/check-bad.log" | sed 's/^OVERLAP: [^:]*: //'))" ||
		show "$probe/check-bad.log"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
