#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/check-dotconfig.sh EDITED DOTCONFIG - run by make before it
# reads a configuration: EDITED is .config as the user left it (perhaps
# edited by hand), DOTCONFIG the same after "kconfig-conf --olddefconfig",
# which silently drops unknown symbols and fixes invalid values, values
# out of range and unmet dependencies.  Every setting of EDITED must have
# survived: if one did not, the user's .config is put back as it was and
# the build stops, naming the line.  (New symbols that olddefconfig adds
# are fine.)
set -eu
edited=$1
config=$2
bad=0
n=0

while IFS= read -r line; do
	n=$((n + 1))
	case "$line" in
	CONFIG_*=*) ;;
	"# CONFIG_"*" is not set") ;;
	*) continue ;;
	esac
	if ! grep -qxF -- "$line" "$config"; then
		sym=${line#\# }
		sym=${sym%%[= ]*}
		now=$(grep -m 1 -E "^$sym=|^# $sym is not set" "$config" ||
			echo "(dropped)")
		echo "*** $config:$n: '$line' is not valid here (unknown" \
		     "symbol, invalid value, value out of range or unmet" \
		     "dependency); kconfig would make it: $now" >&2
		bad=1
	fi
done < "$edited"

if [ "$bad" -ne 0 ]; then
	# Leave the user's file as it was, for them to fix.
	cp "$edited" "$config"
	echo "*** fix the line(s) above (make menuconfig shows each" \
	     "symbol's rules), or run 'make olddefconfig' to accept what" \
	     "kconfig makes of them" >&2
	exit 1
fi
exit 0
