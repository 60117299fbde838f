#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/deb/run.sh - "make check-deb": the Debian package of the tree, as
# a distribution builds and a user installs it.
#   1. the tree's files (git ls-files, else the whole tree) copied to
#      $objtree/deb/src and built there with "dpkg-buildpackage -us -uc"
#      (-Jauto: a job per CPU)
#      (debian/rules: dpkg-buildflags' hardening, the package's own
#      check): libuatomic0 and libuatomic-dev, Multi-Arch: same, and
#      uatomic-memory-model (uatomic-herd and the model), Architecture:
#      all, Multi-Arch: foreign;
#   2. the compile and link lines carry dpkg-buildflags' flags, and the
#      shared library is linked with BIND_NOW and RELRO;
#   3. the files: the configuration header and urcu/asm/ under
#      /usr/include/<triplet>, uatomic.pc, the CMake package and the
#      Kconfig fragment under /usr/lib/<triplet>, nothing that differs
#      between architectures in a shared directory;
#   4. lintian reports no error and no warning (its info and pedantic
#      tags are shown as NOTE: lines);
#   5. the .debs unpacked (dpkg-deb -x) into a scratch root, and
#      debian/tests/build, the autopkgtest, run against it: a program
#      built with pkg-config and with CMake, and run.
# Prints PASS:/FAIL:/SKIP:/NOTE: lines.
set -u
src=$UATOMIC_SRCTREE
out=$UATOMIC_OBJTREE/deb
. "$src/tests/lib.sh"
failed=0
# show LOG: the end of a log, after a failure.
show() { tail -n 20 "$1" | sed 's/^/    /'; }

for tool in dpkg-buildpackage dh dpkg-architecture; do
	if ! command -v "$tool" > /dev/null 2>&1; then
		skip "$tool is not installed (make deps-deb installs dpkg-dev" \
		     "and debhelper): no package built"
		exit 0
	fi
done
triplet=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
arch=$(dpkg-architecture -qDEB_HOST_ARCH)
version=$(dpkg-parsechangelog -l "$src/debian/changelog" -S Version)

### 1. dpkg-buildpackage on a copy of the tree
rm -rf "$out/src" "$out/root"
tree=$out/src/uatomic-$version
mkdir -p "$tree"
tree_tar "$src" | tar -xf - -C "$tree"
(cd "$tree" && dpkg-buildpackage -us -uc -Jauto) > "$out/build.log" 2>&1
result $? "dpkg-buildpackage -us -uc builds uatomic $version" ||
	show "$out/build.log"
runtime=$out/src/libuatomic0_${version}_$arch.deb
dev=$out/src/libuatomic-dev_${version}_$arch.deb
model=$out/src/uatomic-memory-model_${version}_all.deb
[ -f "$runtime" ] && [ -f "$dev" ] && [ -f "$model" ]
result $? "the packages: libuatomic0 and libuatomic-dev for $arch," \
	"uatomic-memory-model for all" ||
	exit $failed
for deb in "$runtime" "$dev"; do
	[ "$(dpkg-deb -f "$deb" Multi-Arch)" = same ]
	result $? "${deb##*/}: Multi-Arch: same"
done

# The memory model and its tool: the same on every architecture.
mfiles=$(dpkg-deb -c "$model" | awk '{ print $6 }' | sed 's|^\./|/|')
for f in /usr/bin/uatomic-herd /usr/share/man/man1/uatomic-herd.1.gz \
	 /usr/share/uatomic/memory-model/uatomic.cat \
	 /usr/share/uatomic/memory-model/uatomic.bell \
	 /usr/share/uatomic/memory-model/uatomic.def; do
	printf '%s\n' "$mfiles" | grep -qxF -- "$f"
	result $? "uatomic-memory-model holds $f"
done
[ "$(dpkg-deb -f "$model" Multi-Arch)" = foreign ]
result $? "${model##*/}: Multi-Arch: foreign"

### 2. dpkg-buildflags reach the compiler and the linker
cflags=$(cd "$tree" && DEB_BUILD_MAINT_OPTIONS=hardening=+all \
	dpkg-buildflags --get CFLAGS)
ldflags=$(cd "$tree" && DEB_BUILD_MAINT_OPTIONS=hardening=+all \
	dpkg-buildflags --get LDFLAGS)
# (V=1: the commands themselves are in the log.)
cc_line=$(grep -E -- ' -c -o [^ ]*/lib/[a-z-]+\.o ' "$out/build.log" |
	head -n 1)
ld_line=$(grep -E -- '-shared .*-soname' "$out/build.log" | head -n 1)
missing=
for f in $cflags; do
	case " $cc_line " in *" $f "*) ;; *) missing="$missing $f" ;; esac
done
[ -n "$cc_line" ] && [ -z "$missing" ]
result $? "the library's compile lines carry dpkg-buildflags' CFLAGS" \
	"${missing:+(missing:$missing)}"
missing=
for f in $ldflags; do
	case " $ld_line " in *" $f "*) ;; *) missing="$missing $f" ;; esac
done
[ -n "$ld_line" ] && [ -z "$missing" ]
result $? "the shared library's link carries dpkg-buildflags' LDFLAGS" \
	"${missing:+(missing:$missing)}"
rm -rf "$out/root"
mkdir -p "$out/root"
dpkg-deb -x "$runtime" "$out/root" && dpkg-deb -x "$dev" "$out/root"
result $? "dpkg-deb -x unpacks both packages into a scratch root"
so=$(find "$out/root/usr/lib/$triplet" -name 'libuatomic.so.*.*' | head -n 1)
readelf -d "$so" 2> /dev/null | grep -q 'FLAGS.*BIND_NOW' &&
	readelf -lW "$so" 2> /dev/null | grep -q GNU_RELRO
result $? "${so##*/} is linked with BIND_NOW and RELRO"

### 3. The files, where Multi-Arch: same wants them
files=$(dpkg-deb -c "$dev" | awk '{ print $6 }' | sed 's|^\./|/|')
for f in "/usr/include/$triplet/uatomic/urcu/uatomic-config.h" \
	 "/usr/include/$triplet/uatomic/urcu/asm/uatomic.h" \
	 "/usr/include/uatomic/urcu/uatomic.h" \
	 "/usr/lib/$triplet/pkgconfig/uatomic.pc" \
	 "/usr/lib/$triplet/cmake/uatomic/uatomicConfig.cmake" \
	 "/usr/lib/$triplet/uatomic/Kconfig" \
	 "/usr/lib/$triplet/libuatomic.a"; do
	printf '%s\n' "$files" | grep -qxF -- "$f"
	result $? "libuatomic-dev holds $f"
done
# Outside the triplet's directories only what is the same on every
# architecture: the common headers, the manual pages, the documentation.
shared=$(printf '%s\n' "$files" | grep -v -e "/$triplet/" -e '/$' |
	grep -v -e '^/usr/include/uatomic/urcu/[a-z-]*\.h$' \
		-e '^/usr/include/uatomic/urcu/generic/[a-z-]*\.h$' \
		-e '^/usr/share/man/' -e '^/usr/share/doc/libuatomic-dev/')
[ -z "$shared" ]
result $? "libuatomic-dev: nothing architecture-dependent outside" \
	"/usr/include/$triplet and /usr/lib/$triplet" \
	"${shared:+(also: $(echo $shared))}"
for f in uatomic-config.h asm/uatomic.h; do
	printf '%s\n' "$files" | grep -qxF -- "/usr/include/uatomic/urcu/$f" &&
		fail "libuatomic-dev: /usr/include/uatomic/urcu/$f is shared" \
		     "between architectures"
done
for deb in "$runtime" "$dev"; do
	echo "NOTE: ${deb##*/}: $(stat -c %s "$deb") bytes," \
	     "$(dpkg-deb -c "$deb" | grep -vc '/$') files"
done

### 4. lintian
if command -v lintian > /dev/null 2>&1; then
	changes=$(ls "$out/src/uatomic_${version}_$arch.changes")
	lintian --display-info --pedantic "$changes" \
		> "$out/lintian.log" 2>&1
	grep -E '^[IPXO]: ' "$out/lintian.log" | sed 's/^/NOTE: lintian: /'
	! grep -qE '^[EW]: ' "$out/lintian.log" &&
		! grep -q 'internal error\|^Cannot' "$out/lintian.log"
	result $? "lintian $(lintian --version | sed 's/.* v*//'):" \
		"no error, no warning on ${changes##*/}" ||
		grep -E '^[EW]: |error' "$out/lintian.log" | sed 's/^/    /'
else
	skip "lintian is not installed (make deps-deb): the packages are" \
	     "not judged"
fi

### 5. The autopkgtest, against the unpacked packages
UATOMIC_DEB_ROOT=$out/root AUTOPKGTEST_TMP=$out/autopkgtest \
	sh -c 'rm -rf "$AUTOPKGTEST_TMP" && mkdir -p "$AUTOPKGTEST_TMP" &&
		exec "$0"' "$tree/debian/tests/build" | sed 's/^\(PASS\|FAIL\|SKIP\): /&autopkgtest: /' |
	tee "$out/autopkgtest.log"
grep -q '^FAIL' "$out/autopkgtest.log" && failed=1
grep -q '^PASS' "$out/autopkgtest.log" ||
	fail "debian/tests/build checked nothing"
exit $failed
