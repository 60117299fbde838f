#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/install-deps.sh PACKAGE... - installs the Debian packages that
# are missing, and only those (a machine that has them all is not touched).
# Used by "make deps"; needs root or sudo.
#
# scripts/install-deps.sh --build-dep SRCDIR... - the same for the build
# dependencies of unpacked Debian source trees ("apt-get build-dep"), used
# by "make check-liburcu" for the packages it rebuilds; dpkg-checkbuilddeps
# (dpkg-dev) says which trees lack some.
set -eu

build_dep=
if [ "${1:-}" = --build-dep ]; then
	build_dep=1
	shift
fi

missing=
for arg in "$@"; do
	if [ -n "$build_dep" ]; then
		(cd "$arg" && dpkg-checkbuilddeps) > /dev/null 2>&1 ||
			missing="$missing $arg"
		continue
	fi
	status=$(dpkg-query -W -f='${Status}' "$arg" 2>/dev/null || true)
	case "$status" in
	*" installed") ;;
	*) missing="$missing $arg" ;;
	esac
done

if [ -z "$missing" ]; then
	echo "  DEPS    all installed:$(printf ' %s' "$@")"
	exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
	sudo=
elif command -v sudo >/dev/null 2>&1; then
	sudo=sudo
else
	if [ -n "$build_dep" ]; then
		echo "make deps: missing build dependencies of:$missing" >&2
		echo "make deps: run as root: apt-get build-dep$missing" >&2
	else
		echo "make deps: missing packages:$missing" >&2
		echo "make deps: run as root: apt-get install$missing" >&2
	fi
	exit 1
fi

export DEBIAN_FRONTEND=noninteractive
$sudo apt-get -o DPkg::Lock::Timeout=600 update -qq
if [ -n "$build_dep" ]; then
	echo "  DEPS    installing the build dependencies of:$missing"
	# shellcheck disable=SC2086
	$sudo apt-get -o DPkg::Lock::Timeout=600 build-dep -y -qq \
		--no-install-recommends $missing
	exit
fi
echo "  DEPS    installing:$missing"
# shellcheck disable=SC2086
$sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
	--no-install-recommends $missing
