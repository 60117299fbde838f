#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/check-config-file.sh DOTCONFIG ARCH-KCONFIG - run by make before
# kconfig reads DOTCONFIG: is it a configuration at all?  kconfig takes
# an empty, truncated or binary file (or a link to /dev/null) for a
# configuration that sets nothing and fills it with defaults: a build for
# the generic target nobody chose.  So the file must be a regular file
# of whole kconfig lines (blank, "# ..." or CONFIG_<SYMBOL>=<value>)
# that chooses a target (a CONFIG_ARCH_<X>=y line for an entry of the target
# choice of ARCH-KCONFIG); otherwise the build stops, naming what is
# wrong, and the file is left as it is.
set -eu
config=$1
arch_kconfig=$2

stop() {
	echo "*** $config $*: nothing was configured or built; configure" \
	     "with 'make <target>_defconfig' ('make help' lists them), or" \
	     "run 'make olddefconfig' to take every default" >&2
	exit 1
}

if [ ! -f "$config" ]; then
	# shellcheck disable=SC2012 # one name, ls for its kind and target
	stop "is not a regular file ($(ls -dl -- "$config" |
		sed 's/^\(.\).* \([^ ]*\)$/\1 \2/; s/^l/a link:/;
		     s/^c/a device:/; s/^d/a directory:/; s/^p/a pipe:/'))"
fi
[ -s "$config" ] || stop "is empty"
if [ "$(tr -d '\000' < "$config" | wc -c)" -ne "$(wc -c < "$config")" ]
then
	stop "holds NUL bytes (a binary file, not kconfig's text)"
fi
# kconfig ends every line it writes; a last line without its newline is
# a file cut short.
if [ -n "$(tail -c 1 "$config")" ]; then
	stop "ends in the middle of a line (truncated?)"
fi
bad=$(LC_ALL=C awk '
	!/^$/ && !/^#/ && !/^CONFIG_[A-Za-z0-9_]+=/ {
		print NR ": " substr($0, 1, 40); exit
	}' "$config" | LC_ALL=C tr -c '[:print:]\n' '?')
[ -z "$bad" ] || stop "line ${bad%%:*} is not a kconfig line ('${bad#*: }')"

# The target choice's entries: the "config ARCH_*" between "choice" and
# "endchoice" of arch/Kconfig.
targets=$(awk '/^choice/ { c = 1 } /^endchoice/ { c = 0 }
	c && /^config ARCH_/ { print "CONFIG_" $2 "=y" }' "$arch_kconfig")
if ! printf '%s\n' "$targets" | grep -qxF -f - "$config"; then
	stop "chooses no target (no CONFIG_ARCH_<X>=y line: truncated, or" \
	     "not written by kconfig?)"
fi
exit 0
