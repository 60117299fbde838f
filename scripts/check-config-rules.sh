#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/check-config-rules.sh USERCONFIG DOTCONFIG [NAME] - the rules between
# symbols that Kconfig cannot say with a clear message, checked before
# anything is built.  USERCONFIG is what the user wrote (a defconfig, or
# .config as edited by hand), DOTCONFIG the same after kconfig: a value
# is taken from USERCONFIG where it has one (kconfig may have clamped it
# into range, silently), a fact of the board from DOTCONFIG; NAME is what
# to call USERCONFIG in the message (default: its path).  Prints
# "*** ..." naming the rule and the way out, and fails, on each broken
# rule.  Run by the top Makefile after "make *_defconfig" and before
# reading an edited .config.
set -eu
user=$1
config=$2
name=${3:-$1}
bad=0

# value SYMBOL FILE: CONFIG_SYMBOL's value in FILE, or nothing.
value() {
	sed -n "s/^CONFIG_$1=//p" "$2" | tail -n 1 | tr -d '"'
}

### Cortex-M BASEPRI masking: the level must have an implemented
### priority bit set.  BASEPRI compares only the NVIC's implemented
### (high) bits, and a value whose implemented bits are zero is BASEPRI
### 0, which masks nothing (ARMv7-M ARM B1.5.4, "Exception priorities
### and preemption", and the BASEPRI register, B1.4.3): every 8-byte
### operation would then run unprotected.
if [ "$(value ARM_M_MASK_BASEPRI "$config")" = y ]; then
	level=$(value ARM_M_BASEPRI_LEVEL "$user")
	[ -n "$level" ] || level=$(value ARM_M_BASEPRI_LEVEL "$config")
	# Not a number: check-dotconfig.sh and check-defconfig.sh say so.
	case $level in
	0x[0-9a-fA-F]*|[0-9]*) ;;
	*) level= ;;
	esac
	bits=$(value BOARD_NVIC_PRIO_BITS "$config")
	board=$(value BOARD_DIR "$config")
	if [ -z "$bits" ]; then
		echo "*** CONFIG_ARM_M_MASK_BASEPRI needs the board's number of" \
		     "NVIC priority bits, and boards/$board/Kconfig gives no" \
		     "BOARD_NVIC_PRIO_BITS: add it (the __NVIC_PRIO_BITS of" \
		     "the part's CMSIS device header)" >&2
		bad=1
	elif [ -n "$level" ] &&
	     [ $(( level >> (8 - bits) )) -eq 0 ]; then
		min=$(printf '0x%02x' $(( 1 << (8 - bits) )))
		echo "*** CONFIG_ARM_M_BASEPRI_LEVEL=$level masks no" \
		     "interrupt: the $board NVIC implements $bits priority" \
		     "bits (bits 7:$((8 - bits)) of a priority," \
		     "BOARD_NVIC_PRIO_BITS in boards/$board/Kconfig), all of" \
		     "them zero in $level, and BASEPRI 0 masks nothing; set" \
		     "a level from $min to 0xff (0x80 holds off the lower" \
		     "half of the priorities) in $name, or run make" \
		     "menuconfig" >&2
		bad=1
	fi
fi

exit $bad
