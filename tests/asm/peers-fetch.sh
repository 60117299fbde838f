#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/peers-fetch.sh DEBARCH DIR - the peer libraries' headers for
# one Debian architecture (liburcu-dev, libck-dev, libatomic-ops-dev: the
# headers differ per architecture), unpacked into DIR/root.  The packages
# come from the Debian archive with "apt-get download" on an apt state of
# DIR's own (its sources, lists and cache: the system's are not touched,
# nothing is installed) and are unpacked with "dpkg -x".  A DIR that holds
# them already is left alone.  Used by "make asm-peers" (tests/asm/peers.sh).
set -eu

arch=$1
dir=$2
packages="liburcu-dev libck-dev libatomic-ops-dev"

if [ -f "$dir/root/.complete" ]; then
	exit 0
fi
apt=$dir/apt
mkdir -p "$apt/sources.list.d" "$apt/lists/partial" \
	"$apt/cache/archives/partial" "$dir/debs" "$dir/root"
: > "$apt/sources.list"
# The system's suites (Debian 12), for this architecture alone.
cat > "$apt/sources.list.d/debian-12-$arch.sources" <<EOF
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Architectures: $arch
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
set -- -o Dir::Etc::SourceList="$apt/sources.list" \
	-o Dir::Etc::SourceParts="$apt/sources.list.d" \
	-o Dir::State::Lists="$apt/lists" \
	-o Dir::State::status=/dev/null \
	-o Dir::Cache="$apt/cache" \
	-o APT::Architecture="$arch" -o APT::Architectures="$arch" \
	-o APT::Sandbox::User=root
log=$dir/fetch.log
echo "  FETCH   $packages ($arch) into $dir"
failed() {
	echo "peers-fetch.sh: $1 failed for $arch (log: $log):" >&2
	tail -n 5 "$log" >&2
	exit 1
}
apt-get "$@" update > "$log" 2>&1 || failed "apt-get update"
# A package Debian does not build for this architecture is listed in
# root/.absent (its peer row is skipped); any other failure is one.
: > "$dir/root/.absent"
for pkg in $packages; do
	if ! apt-cache "$@" show "$pkg" > /dev/null 2>> "$log"; then
		echo "$pkg" >> "$dir/root/.absent"
		continue
	fi
	(cd "$dir/debs" && apt-get "$@" download "$pkg") >> "$log" 2>&1 ||
		failed "apt-get download $pkg"
done
for deb in "$dir"/debs/*.deb; do
	[ -f "$deb" ] || continue
	dpkg -x "$deb" "$dir/root"
	dpkg-deb -W --showformat='${Package} ${Version}\n' "$deb" \
		>> "$dir/root/.versions"
done
touch "$dir/root/.complete"
