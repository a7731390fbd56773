#!/bin/sh
# tests/lib/preflight.sh TARGET...: before make test, bench or fuzz runs
# anything, check that every program and library it calls is there; name
# what is missing and the package that brings it, and exit 1.
#
# tests/packages is the one list of what the build and the tests need, a
# package a line: its name, the targets that need it (build is needed by
# all), and what shows it is installed: a command, NAME.pc (a pkg-config
# module), /a/file, or libfuzzer (clang links -fsanitize=fuzzer). The
# README's first command and .ci/run install its first column.

cd "$(dirname "$0")/../.." || exit 2
[ $# -gt 0 ] || set -- build
tmp=
trap '[ -n "$tmp" ] && rm -rf "$tmp"' EXIT

# have CHECK: is what CHECK names there?
have()
{
	case $1 in
	/*) [ -e "$1" ] ;;
	*.pc) command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "${1%.pc}" ;;
	libfuzzer)
		command -v clang >/dev/null 2>&1 || return 1
		[ -n "$tmp" ] || tmp=$(mktemp -d) || return 1
		printf 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n)\n{ (void)d; (void)n; return 0; }\n' > "$tmp/f.c"
		clang -fsanitize=fuzzer -o "$tmp/f" "$tmp/f.c" >/dev/null 2>&1 ;;
	*) command -v "$1" >/dev/null 2>&1 ;;
	esac
}

# wanted TARGETS: does one of the targets asked for need this package?
wanted()
{
	_ws=$(echo "$1" | tr , ' ')
	shift
	for _w in $_ws; do
		[ "$_w" = build ] && return 0
		for _t in "$@"; do
			[ "$_t" = "$_w" ] && return 0
		done
	done
	return 1
}

missing=0
while read -r pkg targets checks; do
	[ -n "$pkg" ] || continue
	wanted "$targets" "$@" || continue
	for c in $checks; do
		have "$c" && continue
		echo "missing: ${c##*/} (apt-get install $pkg)" >&2
		missing=$((missing + 1))
	done
done < tests/packages
[ $missing -eq 0 ] || {
	echo "preflight: $missing missing for make $*: install them (README, first command) and run it again" >&2
	exit 1
}
exit 0
