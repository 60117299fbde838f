#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/check-defconfig.sh DEFCONFIG DOTCONFIG - fails, naming the line,
# when a setting of DEFCONFIG did not make it into DOTCONFIG: kconfig drops
# unknown symbols, out-of-range values and unmet dependencies silently.
set -eu
defconfig=$1
config=$2
bad=0

while IFS= read -r line; do
	case "$line" in
	CONFIG_*=*) want="$line" ;;
	"# CONFIG_"*" is not set") want="$line" ;;
	*) continue ;;
	esac
	if ! grep -qxF -- "$want" "$config"; then
		echo "*** ${defconfig##*/}: '$want' was not taken (unknown" \
		     "symbol, invalid value or unmet dependency): fix the" \
		     "defconfig; 'make menuconfig' shows the symbol's rules" >&2
		bad=1
	fi
done < "$defconfig"
exit $bad
