#!/bin/sh
# SPDX-License-Identifier: MIT
#
# tests/tooling/run.sh - the developer tools of the tree: "make
# compile_commands.json" lists every library and test source with the
# build's own command, and a listed command compiles its file; the
# .clang-format is one clang-format accepts and keeps kernel-style code
# as it is; "make help" names every tool target and fits 80 columns.
# Prints PASS:/FAIL: lines.
set -u
LC_ALL=C
export LC_ALL
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES
src=$UATOMIC_SRCTREE
obj=$UATOMIC_OBJTREE
out=$obj/tests-out/tooling
rm -rf "$out"
mkdir -p "$out"
failed=0

# result, pass, fail: tests/lib.sh
. "$(dirname "$0")/../lib.sh"

### compile_commands.json
db=$obj/compile_commands.json
rm -f "$db"
make -C "$src" O="$obj" compile_commands.json > "$out/db.log" 2>&1 &&
	[ -s "$db" ] && head -n 1 "$db" | grep -qx '\[' &&
	tail -n 1 "$db" | grep -qx '\]'
result $? "make compile_commands.json writes a JSON array" ||
	head -n 5 "$out/db.log"
if command -v python3 > /dev/null 2>&1; then
	python3 -m json.tool "$db" > /dev/null 2> "$out/json.err"
	result $? "compile_commands.json parses as JSON" ||
		tail -n 1 "$out/json.err"
fi
missing=
if [ -n "${UATOMIC_FW_UNIT_TESTS:-}" ]; then
	# Bare metal builds only these unit tests (tests/firmware/Makefile).
	units=$(for t in $UATOMIC_FW_UNIT_TESTS; do
		echo "$src/tests/unit/$t.c"; done)
else
	units=$(ls "$src"/tests/unit/*.c "$src"/tests/unit/*.cc)
fi
for f in "$src"/lib/*.c $units; do
	case ${f##*/} in *__*) continue ;; esac
	grep -qF "\"file\": \"$f\"" "$db" || missing="$missing ${f#"$src"/}"
done
[ -z "$missing" ]
result $? "every library and unit-test source has an entry" \
	"${missing:+(missing:$missing)}"

# Replay the entry of lib/debug.c, its output sent elsewhere.
cmd=$(grep -A1 "\"file\": \"$src/lib/debug.c\"" "$db" | tail -n 1 |
	sed 's/^ *"command": "\(.*\)"$/\1/; s/\\"/"/g')
cmd=$(echo "$cmd" | sed "s| -o [^ ]*| -o $out/debug.o|; s| -MF [^ ]*| -MF $out/debug.d|")
(cd "$obj" && eval "$cmd") > "$out/replay.log" 2>&1 && [ -s "$out/debug.o" ]
result $? "the entry of lib/debug.c compiles it" || head -n 3 "$out/replay.log"

### .clang-format
if command -v clang-format > /dev/null 2>&1; then
	clang-format --style="file:$src/.clang-format" --dump-config \
		> /dev/null 2> "$out/cf.err"
	result $? ".clang-format is accepted by $(clang-format --version |
		sed 's/ (.*//')" || head -n 3 "$out/cf.err"
	cat > "$out/style.c" <<'EOF_C'
static int count_set_bits(unsigned long word)
{
	int n = 0;

	while (word) {
		if (word & 1)
			n++;
		word >>= 1;
	}
	switch (n) {
	case 0:
		return -1;
	default:
		break;
	}
	return n;
}
EOF_C
	(cd "$src" && clang-format --style=file --assume-filename=lib/x.c \
		< "$out/style.c") > "$out/style.out" 2>&1
	cmp -s "$out/style.c" "$out/style.out"
	result $? "clang-format keeps kernel-style code as it is" ||
		diff "$out/style.c" "$out/style.out" | head -n 6
else
	echo "SKIP: clang-format is not installed: .clang-format not checked"
fi

### make help
make -C "$src" O="$obj" help > "$out/help.txt" 2>&1
result $? "make help runs"
absent=
for t in menuconfig check install uninstall report compile_commands.json \
		samples deps clean mrproper; do
	grep -qE "^  $t( |$)" "$out/help.txt" || absent="$absent $t"
done
[ -z "$absent" ]
result $? "make help names every user target${absent:+ (not:$absent)}"
wide=$(awk 'length > 80' "$out/help.txt" | head -n 2)
[ -z "$wide" ]
result $? "make help fits 80 columns${wide:+ (not: $wide)}"
exit $failed
