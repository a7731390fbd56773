#!/bin/sh
# tests/run.sh - run every test and count the results. POSIX sh; run from
# the project root (make test does): sh tests/run.sh [-v] [-c] [tests/x/NAME.sh...]
#
#   1. ./tests/unit/unit, when built, and tests/shape.sh, the sources'
#      shape (lengths, globals, which file calls which) from make's objects
#   2. the lane golden tests: ./tests/graphtest < tests/graph/X.in vs X.out,
#      and tests/lib/harness.sh, the harness's own checks
#   3. tests/fixtures/basic.sh, then hostile.sh beside kinds.sh and
#      real.sh, all of them in the background from the start, beside 1
#      and 2 (which read none)
#   4. tests/x/*.sh (or the ones named), each with its own Xvfb, against
#      the sanitizer build (make san), TEST_JOBS at a time, the longest
#      first, and the ones in PLAINX (all of them with TEST_PLAIN=1)
#      against the plain build too
#   5. tests/monkey.sh for TEST_MONKEY s (60; 0 skips it), when no script
#      is named, beside the X tests
#
# Every test prints `PASS: name` or `FAIL: name: why` lines; a program that
# exits non-zero without printing a FAIL counts as one failure, so does
# one that printed no PASS and no FAIL line (it checked nothing), and one
# stopped at its time limit (TEST_LIMIT s, TEST_SANLIMIT under the
# sanitizers) fails with the last check it passed. Logs go to
# tests/out/logs. The last line is `N passed, M failed`; the exit status is
# non-zero when M > 0 or N == 0.

cd "$(dirname "$0")/.." || exit 2
TOP=$(pwd)
export TOP
# TEST_OUT: where fixtures and logs go (default tests/out); a second run
# at the same time needs its own
TEST_OUT=${TEST_OUT:-$TOP/tests/out}
export TEST_OUT
LOGS=$TEST_OUT/logs
mkdir -p "$LOGS"
rm -f "$LOGS"/*.log "$LOGS"/*.diff "$LOGS"/*.got "$LOGS"/*.sec

verbose=0
check=0
while :; do
	case ${1:-} in
	-v) verbose=1 ;;
	-c) check=1 ;;
	*) break ;;
	esac
	shift
done
# -c, make check's quick tier: 1 and 2 without the harness, 3 with
# tests/fixtures/basic.sh alone, then CHECKX (or the scripts named) against
# the plain build alone; no sanitizers, no monkey
CHECKX="tests/x/smoke.sh tests/x/window.sh"

all=$LOGS/all.results
: > "$all"
start=$(date +%s)

# 3. fixtures, all of them before the X tests, which then only read them
# (two scripts building the same one at once would trip on each other);
# -c's scripts use basic.sh's alone. They build in the background while
# 1 and 2 run: basic.sh first (it empties $FIXTURES), then hostile.sh
# (10,000 files and refs, a 50 MB file: mostly the kernel's time) beside
# kinds.sh and real.sh. In turn they took 20 s of the run's first 37.
fixtures()
{
	sh tests/fixtures/basic.sh || return
	[ $check -eq 1 ] && { echo "PASS: fixtures"; return 0; }
	sh tests/fixtures/hostile.sh > /dev/null &
	_fh=$!
	sh tests/fixtures/kinds.sh > /dev/null && sh tests/fixtures/real.sh
	_fs=$?
	wait $_fh && [ $_fs -eq 0 ] && echo "PASS: fixtures"
}
_fx0=$(date +%s)
fixtures > "$LOGS/fixtures.log" 2>&1 &
FIXPID=$!

# record NAME LOG STATUS [SECONDS]: count LOG's results (tests/lib/record.sh)
. tests/lib/record.sh

# run NAME CMD...: run a test program, log its output, record it
run()
{
	_name=$1
	shift
	_log=$LOGS/$(echo "$_name" | tr '/' '_').log
	_t0=$(date +%s)
	"$@" > "$_log" 2>&1
	_st=$?
	record "$_name" "$_log" $_st $(( $(date +%s) - _t0 ))
}

: > "$LOGS/failures"

# 1. unit tests
if [ -x tests/unit/unit ]; then
	run unit ./tests/unit/unit
elif [ -f tests/unit/main.c ]; then
	echo "FAIL: unit: tests/unit/main.c exists but tests/unit/unit is not built (make tests/unit/unit)" > "$LOGS/unit.log"
	record unit "$LOGS/unit.log" 1
fi
run shape sh tests/shape.sh

# 2. lane golden tests
graph_golden()
{
	for _in in tests/graph/*.in; do
		[ -f "$_in" ] || continue
		_t=$(basename "$_in" .in)
		_out=tests/graph/$_t.out
		_got=$LOGS/graph-$_t.got
		if [ ! -x tests/graphtest ]; then
			echo "FAIL: graph/$_t: tests/graphtest is not built"
			continue
		fi
		if [ ! -s "$_out" ]; then
			echo "FAIL: graph/$_t: no expected output $_out (missing or empty)"
			continue
		fi
		./tests/graphtest < "$_in" > "$_got" 2>&1
		_st=$?
		if diff -u "$_out" "$_got" > "$LOGS/graph-$_t.diff"; then
			if [ $_st -eq 0 ]; then
				echo "PASS: graph/$_t"
			else
				echo "FAIL: graph/$_t: graphtest exited with status $_st"
			fi
		else
			echo "FAIL: graph/$_t: output differs from $_out (- expected, + got)"
			sed 's/^/    /' "$LOGS/graph-$_t.diff" | head -n 60
		fi
	done
	return 0
}
if ls tests/graph/*.in >/dev/null 2>&1; then
	run graph graph_golden
fi

# the harness's own checks (preflight, process helpers, time limits)
[ $check -eq 1 ] || run harness sh tests/lib/harness.sh

# 4. the X tests against gitview built with AddressSanitizer and
# UndefinedBehaviorSanitizer (make san); any report fails the run, and
# the test whose gitview left it (lib.sh's gv_sancheck). LeakSanitizer
# checks the unit tests and every gitview that exits: the tests end it
# with q, and what libraries lose is in tests/lib/lsan.supp. The plain build,
# the one installed, runs PLAINX: valgrind.sh (memcheck on the optimised
# code, which the sanitizers cannot run), the start and the kinds of
# repositories, the held key's pace, which depends on the build's speed,
# and bigfile.sh's memory (the sanitizers keep what is freed). Every
# script twice, as before, is TEST_PLAIN=1 (twice the time: over 10
# minutes).
PLAINX="window kinds diffload valgrind bigfile"
# and these against the plain build alone: armedkinds.sh opens eleven
# armed repositories with the keys armed.sh presses, under the sanitizers,
# in the one armed with all of them (under the sanitizers it took 222 s,
# 200 of them waits that ran out on the trace mark of the gitview before,
# which gv_run now resets; 21 s since, plain, at load 7)
PLAINONLY="armedkinds"
#
# Each X test has its own Xvfb and its own temporary repositories, so
# TEST_JOBS of them (2; they mostly wait for X and git) run at once,
# the longest first; their results are recorded in order afterwards.
# The longest: the seconds each took in the last run into this TEST_OUT
# that ran it ($TEST_OUT/times, which every run updates), else in
# tests/times (a full run's, kept in the tree for a fresh checkout),
# else a second per 400 bytes of script; the monkey's TEST_MONKEY. A
# script's size says little of its time (armed.sh, 3 KB, took 40 s;
# blame.sh, 24 KB, 23 s), and the workers end together only when the
# last ones to start are short.
if [ $# -gt 0 ]; then
	xtests=$*
elif [ $check -eq 1 ]; then
	xtests=$CHECKX
else
	xtests=$(ls tests/x/*.sh 2>/dev/null)
fi
if [ -n "$xtests" ] && [ ! -x ./gitview ] && [ -z "${GITVIEW:-}" ]; then
	echo "FAIL: x: ./gitview is not built (make gitview)" > "$LOGS/x.log"
	record x "$LOGS/x.log" 1
	xtests=
fi
san=0
if [ -x tests/out/san/unit ] && [ -x tests/out/san/gitview ] && [ "${GITVIEW_NOSAN:-}" != 1 ] &&
	[ $check -eq 0 ]; then
	san=1
	SANLOGS=$TEST_OUT/sanreports
	rm -rf "$SANLOGS"
	mkdir -p "$SANLOGS"
	run san/unit env ASAN_OPTIONS="detect_leaks=1:log_path=$SANLOGS/unit-asan" \
		UBSAN_OPTIONS="print_stacktrace=1:log_path=$SANLOGS/unit-ubsan" \
		tests/out/san/unit
fi

# the fixtures (3) are built
wait $FIXPID
record fixtures "$LOGS/fixtures.log" $? $(( $(date +%s) - _fx0 ))

# the queue: "NAME SCRIPT" a line, the longest first
QUEUE=$LOGS/queue
for _t in $xtests; do
	_w=$(( $(wc -c < "$_t") / 400 ))
	_b=$(basename "$_t" .sh)
	# valgrind cannot run a sanitizer build: valgrind.sh is the plain one's
	if [ $san -eq 0 ] || [ "${TEST_PLAIN:-0}" = 1 ] || [ $# -gt 0 ] ||
		echo " $PLAINX " | grep -q " $_b "; then
		echo "$_w x/$_b $_t"
	fi
	if echo " $PLAINONLY " | grep -q " $_b "; then
		[ $san -eq 1 ] && [ $# -eq 0 ] && [ "${TEST_PLAIN:-0}" != 1 ] &&
			echo "$_w x/$_b $_t"
		continue
	fi
	[ $san -eq 1 ] && [ "$_b" != valgrind ] && echo "$_w san/x/$_b $_t"
done > "$QUEUE.w"
# 5. the monkey test: a minute of random input (tests/monkey.sh; make
# monkey runs it longer), on the sanitizer build when there is one, beside
# the X tests, in the queue at its length (TEST_MONKEY s)
monkey=0
[ $# -eq 0 ] && [ $check -eq 0 ] && [ "${TEST_MONKEY:-60}" -gt 0 ] && monkey=1
[ $monkey -eq 1 ] && echo "${TEST_MONKEY:-60} monkey tests/monkey.sh" >> "$QUEUE.w"
cat tests/times "$TEST_OUT/times" > "$QUEUE.t" 2>/dev/null
awk 'FILENAME == ARGV[1] { t[$1] = $2; next } $2 in t && $2 != "monkey" { $1 = t[$2] } 1' \
	"$QUEUE.t" "$QUEUE.w" | sort -k1,1nr -k2,2 | cut -d' ' -f2- > "$QUEUE"
echo 0 > "$LOGS/queue.pos"

# xnext: the next line of the queue, or false at its end
xnext()
{
	until mkdir "$LOGS/queue.lock" 2>/dev/null; do
		sleep 0.05
	done
	_i=$(($(cat "$LOGS/queue.pos") + 1))
	echo "$_i" > "$LOGS/queue.pos"
	rmdir "$LOGS/queue.lock"
	sed -n "${_i}p" "$QUEUE" | grep .
}

# xworker: run tests from the queue until it is empty; each leaves its
# log, its exit status and its seconds
xworker()
{
	while _q=$(xnext); do
		_n=${_q%% *} _t=${_q#* }
		_l=$LOGS/$(echo "$_n" | tr '/' '_').log
		_t0=$(date +%s)
		case $_n in
		monkey)
			if [ $san -eq 1 ]; then
				env MONKEY_SECONDS="${TEST_MONKEY:-60}" GITVIEW="$TOP/tests/out/san/gitview" \
					sh tests/monkey.sh > "$_l" 2>&1
			else
				env MONKEY_SECONDS="${TEST_MONKEY:-60}" GITVIEW_MONKEY_PLAIN=1 \
					sh tests/monkey.sh > "$_l" 2>&1
			fi ;;
		san/*)
			env GITVIEW="$TOP/tests/out/san/gitview" \
				ASAN_OPTIONS="detect_leaks=1:log_path=$SANLOGS/asan" \
				UBSAN_OPTIONS="print_stacktrace=1:log_path=$SANLOGS/ubsan" \
				timeout -k 5 "${TEST_SANLIMIT:-450}" sh "$_t" > "$_l" 2>&1 ;;
		*)
			timeout -k 5 "${TEST_LIMIT:-300}" sh "$_t" > "$_l" 2>&1 ;;
		esac
		echo "$? $(( $(date +%s) - _t0 ))" > "$_l.st"
	done
}
_j=0
while [ $_j -lt "${TEST_JOBS:-2}" ]; do
	xworker &
	_j=$((_j + 1))
done
wait
for _t in $xtests; do
	for _n in "x/$(basename "$_t" .sh)" "san/x/$(basename "$_t" .sh)"; do
		[ "${_n%%/*}" = san ] && [ $san -eq 0 ] && continue
		grep -q "^$_n " "$QUEUE" || continue
		_l=$LOGS/$(echo "$_n" | tr '/' '_').log
		read -r _st _sec < "$_l.st" 2>/dev/null || { _st=1 _sec=; }
		record "$_n" "$_l" "$_st" "$_sec"
		[ -n "$_sec" ] && echo "$_n $_sec" > "$_l.sec"
		rm -f "$_l.st"
	done
done

if [ $monkey -eq 1 ]; then
	read -r _st _sec < "$LOGS/monkey.log.st" 2>/dev/null || { _st=1 _sec=; }
	record monkey "$LOGS/monkey.log" "$_st" "$_sec"
	rm -f "$LOGS/monkey.log.st"
fi

sanreports()
{
	_n=0
	for _r in "$SANLOGS"/*; do
		[ -f "$_r" ] || continue
		echo "FAIL: sanitizer report $(basename "$_r")"
		sed 's/^/    /' "$_r" | head -n 40
		_n=$((_n + 1))
	done
	[ "$_n" -eq 0 ] && echo "PASS: no sanitizer reports"
	return 0
}
[ $san -eq 1 ] && run san/reports sanreports

# the seconds of each X test, for the next run's queue:
# those of this run, then the earlier ones of tests it did not run
for _l in "$LOGS"/*.sec; do
	[ -f "$_l" ] && cat "$_l"
done > "$LOGS/times"
if [ -s "$LOGS/times" ]; then
	[ -f "$TEST_OUT/times" ] && awk 'FNR == NR { n[$1] = 1; print; next } !($1 in n)' \
		"$LOGS/times" "$TEST_OUT/times" > "$LOGS/times.all" && mv "$LOGS/times.all" "$LOGS/times"
	mv "$LOGS/times" "$TEST_OUT/times"
fi
rm -f "$LOGS"/*.sec

# summary
passed=$(grep -c '^PASS: ' "$all")
failed=$(grep -c '^FAIL: ' "$all")
# the failures counted for exits without a FAIL line are in the logs only
if [ -s "$LOGS/failures" ]; then
	echo
	echo "failures:"
	cat "$LOGS/failures"
	echo
fi
echo "time: $(( $(date +%s) - start )) s; logs in $LOGS"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
