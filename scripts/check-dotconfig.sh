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
#
# A symbol set on two lines is an error of the later line: kconfig takes
# the last one and only warns, so the earlier, perhaps valid, line would
# otherwise be the one blamed.  "# CONFIG_X is not set" for a symbol that
# kconfig leaves out (its dependencies are not met) says what is true: X
# is n; it passes.
set -eu
edited=$1
config=$2
bad=0

# "LINE-NUMBER SYMBOL FIRST-LINE-NUMBER" for every setting of a symbol
# that an earlier line already set.
dups=$(awk '
	/^CONFIG_[A-Za-z0-9_]*=/ { sym = $0; sub(/=.*/, "", sym) }
	/^# CONFIG_[A-Za-z0-9_]* is not set$/ { sym = $2 }
	!/^CONFIG_[A-Za-z0-9_]*=/ && !/^# CONFIG_[A-Za-z0-9_]* is not set$/ {
		next
	}
	{
		if (sym in first)
			print NR, sym, first[sym]
		else
			first[sym] = NR
		last[sym] = NR
	}
	END { for (s in last) print "last", s, last[s] }' "$edited")

n=0
while IFS= read -r line; do
	n=$((n + 1))
	case "$line" in
	CONFIG_*=*) sym=${line%%=*} ;;
	"# CONFIG_"*" is not set") sym=${line#\# } sym=${sym%% *} ;;
	*) continue ;;
	esac
	first=$(printf '%s\n' "$dups" | awk -v n="$n" '$1 == n { print $3 }')
	if [ -n "$first" ]; then
		was=$(sed -n "${first}p" "$edited")
		echo "*** $config:$n: '$line' sets $sym a second time (line" \
		     "$first already has '$was'): keep one of the two lines" >&2
		bad=1
		continue
	fi
	last=$(printf '%s\n' "$dups" | awk -v s="$sym" \
		'$1 == "last" && $2 == s { print $3 }')
	# An earlier line of a symbol set twice: the later line is blamed.
	[ "$last" = "$n" ] || continue
	grep -qxF -- "$line" "$config" && continue
	now=$(grep -m 1 -E "^$sym=|^# $sym is not set" "$config" || true)
	case "$line" in
	"# CONFIG_"*) [ -z "$now" ] && continue ;;
	esac
	echo "*** $config:$n: '$line' is not valid here (unknown" \
	     "symbol, invalid value, value out of range or unmet" \
	     "dependency); kconfig would make it: ${now:-(dropped)}" >&2
	bad=1
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
