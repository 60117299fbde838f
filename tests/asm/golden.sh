#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/asm/golden.sh check|update|counts - the golden-assembly test.
# tests-out/asm/ops.o (tests/asm/ops.c: one function per operation, size
# and memory order) is disassembled with the target's objdump and
# normalised (tests/asm/normalise.awk); the result must equal
# tests/asm/expected/<defconfig>.asm, the defconfig being the one whose
# savedefconfig output is this build's (or the file of the defconfig
# whose code it shares: tests/asm/same-code).  Then every function's
# instruction count is held to what the compiler's __atomic builtins need
# at the same order (tests/asm/builtins.c; rules in counts.awk).
#   check   (make check) prints PASS:/FAIL: lines, and the diff on a change
#   update  (make asm-update) rewrites the expected file, for review
#   counts  (make asm-counts) prints the instruction-count table
# Needs the UATOMIC_* variables that tests/Makefile exports.
set -u
LC_ALL=C
export LC_ALL

src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
out=$obj/tests-out/asm
here=$src/tests/asm
mode=${1:-check}

die() {
	echo "golden.sh: $*" >&2
	exit 1
}

[ -f "$out/ops.o" ] && [ -f "$out/builtins.o" ] ||
	die "$out/ops.o and builtins.o are missing: run it through 'make check' or 'make asm-update'"
command -v "$UATOMIC_OBJDUMP" > /dev/null 2>&1 ||
	die "no $UATOMIC_OBJDUMP: install the target's binutils ('make deps')"

# The defconfig this build is: the one savedefconfig reproduces.
name=$("$here/defconfig-name.sh" "$src" "$obj" "$out") || die "savedefconfig failed (above)"

# The object's local labels first (normalise.awk places the MIPS R6
# branches the assembler left to a relocation against one).
disasm() {
	{ readelf -sW "$1" | awk '$4 == "NOTYPE" && $5 == "LOCAL" &&
		$8 ~ /^(\.L|\$L)/ { print "LABEL", $8, $2 }' &&
	  "$UATOMIC_OBJDUMP" -dr --no-show-raw-insn -w "$1"; } |
		awk -f "$here/normalise.awk"
}
disasm "$out/ops.o" > "$out/ops.asm" || die "objdump of ops.o failed"
disasm "$out/builtins.o" > "$out/builtins.asm" ||
	die "objdump of builtins.o failed"
awk -f "$here/count-line.awk" -f "$here/counts.awk" \
	"$out/ops.asm" "$out/builtins.asm" > "$out/counts.raw"

# The excused overruns of tests/asm/exceptions (for this defconfig) become
# "excused", each with its reason.  A build no defconfig reproduces (a
# randconfig) is held to the entries of its arch's own defconfig name
# (x86_64, riscv64, ...): the code an entry excuses is the port's.
cfg=$name
if [ -z "$cfg" ]; then
	cfg=$(sed -n 's/^#define UATOMIC_CONFIG_ARCH_NAME "\(.*\)"$/\1/p' \
		"$obj/include/generated/urcu/uatomic-config.h")
fi
awk -v cfg="$cfg" '
	FILENAME == ARGV[1] {
		if ($0 ~ /^#/ || NF < 3)
			next
		if (cfg ~ ("^(" $1 ")$")) {
			re[n++] = "^(" $2 ")$"
		}
		next
	}
	$5 == "OVER" {
		for (i = 0; i < n; i++)
			if ($1 ~ re[i]) {
				$5 = "excused"
				break
			}
	}
	{ print }
' "$here/exceptions" "$out/counts.raw" > "$out/counts.txt"

golden=
[ -n "$name" ] && golden=$("$here/golden-file.sh" "$name")
expected=$src/$golden

case $mode in
update)
	[ -n "$name" ] || die "this configuration is no configs/*_defconfig" \
		"(savedefconfig gives $out/defconfig): save it as one first"
	if [ "$golden" != "tests/asm/expected/$name.asm" ]; then
		# Another defconfig's file (tests/asm/same-code): it is that
		# one's to write.
		cmp -s "$out/ops.asm" "$expected" ||
			die "$name's code is no longer that of $golden" \
			    "(tests/asm/same-code): remove its line there," \
			    "then make asm-update again"
		echo "  GEN     $golden (unchanged; $name's code too:" \
		     "tests/asm/same-code)"
		exit 0
	fi
	cp "$out/ops.asm" "$expected"
	echo "  GEN     $golden"
	exit 0
	;;
counts)
	printf '%-34s %5s %7s %7s  %s\n' function ours builtin allowed verdict
	while read -r fn ours bi allowed verdict; do
		printf '%-34s %5s %7s %7s  %s\n' "$fn" "$ours" "$bi" \
			"$allowed" "$verdict"
	done < "$out/counts.txt"
	exit 0
	;;
check) ;;
*)
	die "unknown mode '$mode': use check, update or counts"
	;;
esac

# The expected files and the allowances are the configured compiler's
# code without instrumentation (gcc's; clang's where the configuration
# names LLVM): another compiler (CC=clang) or a sanitizer build
# (SANITIZE=...) makes other code: nothing to compare with.
case ${UATOMIC_CC_CONFIGURED:-}:$UATOMIC_CC in
:*clang*)
	echo "SKIP: golden assembly and instruction counts not compared:" \
	     "tests/asm/expected holds gcc's code, this build uses clang"
	exit 0
	;;
esac
case " $UATOMIC_CFLAGS " in
*" -fsanitize="*)
	echo "SKIP: golden assembly and instruction counts not compared:" \
	     "a sanitizer build (SANITIZE=) instruments the code"
	exit 0
	;;
esac

failed=0
nfn=$(grep -c ':$' "$out/ops.asm")
if [ -z "$name" ]; then
	echo "SKIP: golden assembly not compared: this configuration is no" \
	     "configs/*_defconfig (savedefconfig gives $out/defconfig)"
elif [ ! -f "$expected" ]; then
	echo "FAIL: golden assembly of $name: no $golden" \
	     "(make asm-update writes it; review and commit it)"
	failed=1
elif diff -u "$expected" "$out/ops.asm" > "$out/golden.diff"; then
	echo "PASS: golden assembly of $name: $nfn functions as in" \
	     "$golden"
else
	# The functions whose blocks differ, added or removed ones too.
	changed=$(awk '/^[a-z_0-9]+:$/ { f = $0; next }
		f != "" { blk[FILENAME, f] = blk[FILENAME, f] $0 "\n"; fns[f] = 1 }
		END { for (f in fns) if (blk[ARGV[1], f] != blk[ARGV[2], f])
			print substr(f, 1, length(f) - 1) }' \
		"$expected" "$out/ops.asm" | sort | tr '\n' ' ' | sed 's/ $//')
	echo "FAIL: golden assembly of $name: code generation changed in" \
	     "$(echo "$changed" | wc -w) functions ($(echo "$changed" |
	     cut -d' ' -f1-4)...); diff below and in $out/golden.diff;" \
	     "if intended: make asm-update, review, commit"
	sed 's/^/    /' "$out/golden.diff" | head -n 200
	failed=1
fi

# The golden files are each a different code: two the same are one
# defconfig's code, the other's line in tests/asm/same-code; and a
# defconfig listed there has no file of its own (it would go unread).
same=$(cd "$here/expected" && cksum *.asm | sort | awk '
	$1 == sum && $2 == size { print prev " and " $3 }
	{ sum = $1; size = $2; prev = $3 }')
own=$(awk '!/^#/ && NF >= 2 { print $1 ".asm" }' "$here/same-code" |
	while read -r f; do [ ! -f "$here/expected/$f" ] || echo "$f"; done)
if [ -n "$same" ]; then
	echo "FAIL: golden files: the same code in $(echo $same): list one" \
	     "as the other's in tests/asm/same-code and delete its file"
	failed=1
fi
if [ -n "$own" ]; then
	echo "FAIL: golden files: $(echo $own) kept, yet its defconfig is" \
	     "another's code in tests/asm/same-code: delete it"
	failed=1
fi
if [ -z "$same$own" ]; then
	echo "PASS: golden files: each a code of its own (the same code" \
	     "once: tests/asm/same-code)"
fi

# Instruction counts against the builtins: every function of a defconfig
# is compared (a non-defconfig build too: the rule does not need a file).
# Not where the configuration asks for more code than the operations need
# (run-time alignment checks) or for other optimisation than the -O2 that
# the comparison presumes.
skip=
if grep -q "define UATOMIC_CONFIG_DEBUG_ALIGNMENT 1" \
		"$obj/include/generated/urcu/uatomic-config.h"; then
	skip="CONFIG_DEBUG_ALIGNMENT adds a check to every operation"
fi
last_opt=$(echo " $UATOMIC_CFLAGS" | tr " " "\n" | grep "^-O" | tail -n 1)
if [ "$last_opt" = -O0 ]; then
	skip="built at -O0"
elif [ "$last_opt" = -Os ]; then
	# -Os trades instructions for bytes in both: the yardstick of the
	# contract (and of tests/asm/exceptions) is -O2.
	skip="built at -Os (CONFIG_CC_OPTIMIZE_FOR_SIZE); the comparison is made at -O2"
fi
over=$(awk '$5 == "OVER"' "$out/counts.txt")
if [ -n "$skip" ]; then
	echo "SKIP: instruction counts not compared with the builtins: $skip"
elif [ -n "$over" ]; then
	echo "$over" | while read -r fn ours bi allowed verdict; do
		echo "FAIL: instruction count of $fn: $ours, more than the" \
		     "$allowed the builtins need at this order ($bi without" \
		     "the contract's fences; make asm-counts)"
	done
	failed=1
else
	echo "PASS: instruction counts: each of $nfn functions no longer" \
	     "than the __atomic builtins at the same order (plus the" \
	     "contract's fences; $(grep -c ' libcall$' "$out/counts.txt")" \
	     "where the builtin calls a library helper)"
fi
excused=$(grep -c ' excused$' "$out/counts.txt")
if [ -z "$skip" ] && [ "$excused" -gt 0 ]; then
	echo "NOTE: $excused functions longer than the builtins' are excused" \
	     "by tests/asm/exceptions (make asm-counts lists them)"
fi

# The mapping check: every function against the proven mappings of its
# ISA (tests/asm/mapping.py: correctness, minimality, monotonicity), and
# the test of that check on a known-bad file (tests/asm/mapping-test.sh).
command -v python3 > /dev/null 2>&1 ||
	die "no python3 for tests/asm/mapping.py: run 'make deps'"
if [ -n "$name" ]; then
	python3 "$here/mapping.py" --exceptions "$here/exceptions" "$name" \
		"$out/ops.asm" || failed=1
else
	echo "SKIP: mapping check not made: its tables are per defconfig" \
	     "(SMP or not, CPU variant), and this configuration is none"
fi
"$here/mapping-test.sh" || failed=1

# The tables herd7 models (AArch64, RISC-V) against its verdicts, for the
# defconfigs held to them (tests/asm/mapping-herd.py).
if [ -n "$name" ] && python3 -B "$here/mapping-herd.py" --covers "$name"; then
	if [ -n "${UATOMIC_HERD7:-}" ]; then
		python3 -B "$here/mapping-herd.py" "$UATOMIC_HERD7" || failed=1
	else
		echo "SKIP: mapping tables against herd7: no herd7 (HERD7=," \
		     "or herd7 on PATH: opam install herdtools7)"
	fi
fi
exit $failed
