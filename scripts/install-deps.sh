#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/install-deps.sh PACKAGE... - installs the Debian packages that
# are missing, and only those (a machine that has them all is not touched).
# Used by "make deps"; needs root or sudo.
set -eu

missing=
for pkg in "$@"; do
	status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
	case "$status" in
	*" installed") ;;
	*) missing="$missing $pkg" ;;
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
	echo "make deps: missing packages:$missing" >&2
	echo "make deps: run as root: apt-get install$missing" >&2
	exit 1
fi

echo "  DEPS    installing:$missing"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get -o DPkg::Lock::Timeout=600 update -qq
# shellcheck disable=SC2086
$sudo apt-get -o DPkg::Lock::Timeout=600 install -y -qq \
	--no-install-recommends $missing
