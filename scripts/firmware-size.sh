#!/bin/sh
# SPDX-License-Identifier: MIT
#
# scripts/firmware-size.sh CROSS_COMPILE LIB BASELINE_ELF ALL_OPS_ELF -
# "make size" on bare metal: text/data/bss of each object of libuatomic.a,
# of a test image that uses every operation against the same image
# without any (tests/firmware/all-ops.c, baseline.c), and the code size of
# each operation per operand size (the op_<operation>_<bytes> functions of
# all-ops.c, from the image's symbol table).
set -eu
cross=$1
lib=$2
base=$3
all=$4

echo "libuatomic.a (text/data/bss of each object):"
"${cross}size" -t "$lib" | awk '
	NR == 1 { printf "  %8s %8s %8s  %s\n", "text", "data", "bss", "object"
		  next }
	{ name = $6; if (name == "(TOTALS)") name = "total"
	  printf "  %8s %8s %8s  %s\n", $1, $2, $3, name }'

echo
echo "Images: all-ops.elf calls every operation on every size, baseline.elf"
echo "none (the same C library, start-up code and test harness):"
"${cross}size" "$base" "$all" | awk '
	NR == 1 { printf "  %8s %8s %8s  %s\n", "text", "data", "bss", "image"
		  next }
	{ t[NR] = $1; d[NR] = $2; b[NR] = $3; n = $6; sub(/.*\//, "", n)
	  printf "  %8s %8s %8s  %s\n", $1, $2, $3, n }
	END { printf "  %8d %8d %8d  %s\n", t[3] - t[2], d[3] - d[2],
		b[3] - b[2], "difference" }'

echo
echo "Code bytes per operation (one function each, with its return):"
"${cross}nm" -S "$all" | while read -r addr hexsize type name; do
	case $name in
	op_*) echo "$name $((0x$hexsize))" ;;
	esac
done | awk '
	{
		name = $1; sub(/^op_/, "", name)
		n = name; sub(/.*_/, "", n); op = name; sub(/_[0-9]+$/, "", op)
		size[op, n] = $2; ops[op] = 1; sizes[n] = 1
	}
	END {
		printf "  %-12s", "operation"
		for (n = 1; n <= 8; n *= 2)
			if (n in sizes) printf " %7s", n " byte"
		printf "\n"
		split("load read set store cmpxchg xchg add_return " \
		      "sub_return add sub and or inc dec", order)
		for (i = 1; i in order; i++) {
			op = order[i]
			if (!(op in ops)) continue
			printf "  %-12s", op
			for (n = 1; n <= 8; n *= 2)
				if (n in sizes) printf " %7s", ((op, n) in size) ? size[op, n] : "-"
			printf "\n"
		}
	}'
