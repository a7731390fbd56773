# tests/lib/record.sh - sourced by tests/run.sh (and tests/lib/harness.sh, which
# checks it): record() counts a test's log. Needs LOGS (the directory of
# the failures list), all (the file every PASS and FAIL line goes to) and
# verbose (1: print each line).

# record NAME LOG STATUS [SECONDS]: count LOG's results, report them
record()
{
	[ -f "$2" ] || echo "FAIL: $1: its log $2 vanished" > "$2"
	# stopped at the time limit (timeout's 124, or 137 after -k): a FAIL
	# that says so, when the script's own trap could not
	case $3 in
	124|137)
		grep -q '^FAIL: .*-time-limit: ' "$2" ||
			echo "FAIL: $1: killed at its time limit; the last check before: $(sed -n 's/^\(PASS\|FAIL\): \([^:]*\).*/\2/p' "$2" | tail -n 1)" >> "$2" ;;
	esac
	_p=$(grep -c '^PASS: ' "$2")
	_f=$(grep -c '^FAIL: ' "$2")
	if [ "$3" -ne 0 ] && [ "$_f" -eq 0 ]; then
		tail -n 5 "$2" | sed 's/^/    /' > "$2.tail"
		echo "FAIL: $1: exited with status $3 without a FAIL line (see $2)" >> "$2"
		cat "$2.tail" >> "$2"
		rm -f "$2.tail"
		_f=1
	fi
	# nothing checked is not clean: a script that ended early with status
	# 0, whose checks all went to a file, or that only skipped
	if [ "$_p" -eq 0 ] && [ "$_f" -eq 0 ]; then
		tail -n 5 "$2" | sed 's/^/    /' > "$2.tail"
		echo "FAIL: $1: printed no PASS and no FAIL line: it checked nothing (see $2)" >> "$2"
		cat "$2.tail" >> "$2"
		rm -f "$2.tail"
		_f=1
	fi
	# a FAIL line and the detail lines (indented) that follow it
	awk -v name="$1" '
		/^FAIL: / { infail = 1; print "[" name "] " $0; next }
		/^(PASS|SKIP): / { infail = 0; next }
		infail && /^    / { print "[" name "]" $0; next }
		{ infail = 0 }' "$2" >> "$LOGS/failures"
	grep '^\(PASS\|FAIL\): ' "$2" >> "$all"
	printf '%-24s %3d passed, %d failed%s\n' "$1" "$_p" "$_f" "${4:+ ($4 s)}"
	[ $verbose -eq 1 ] && grep '^\(PASS\|FAIL\|SKIP\|    \)' "$2" | sed 's/^/    /'
	return 0
}
