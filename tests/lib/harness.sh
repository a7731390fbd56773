#!/bin/sh
# harness.sh - the test harness's own checks: a missing tool stops make
# test at once with its name; the process helpers never take "could not
# look" for an answer; a script stopped at its time limit says where; a
# stopped child is reaped within a bound; a check with nothing to compare
# (an empty expected value, a missing file, a script or unit test that
# checked nothing, config values cut from nothing) fails; tests/shape.sh
# passes a made-up project and fails one that breaks its rules. No X.

. "$(dirname "$0")/lib.sh"

# --- preflight: ps hidden from PATH ---------------------------------------

nops=$TEST_TMP/nops
mkdir -p "$nops"
IFS=:
for d in $PATH; do
	for f in "$d"/*; do
		b=${f##*/}
		[ "$b" = ps ] || [ -e "$nops/$b" ] || ln -s "$f" "$nops/$b"
	done
done
unset IFS
t0=$(date +%s%N)
PATH=$nops sh "$TOP/tests/lib/preflight.sh" test > "$TEST_TMP/pre.out" 2>&1
st=$?
ms=$(( ($(date +%s%N) - t0) / 1000000 ))
check harness-preflight-status 1 "$st"
if grep -qx 'missing: ps (apt-get install procps)' "$TEST_TMP/pre.out"; then
	pass harness-preflight-names-ps
else
	fail harness-preflight-names-ps "no 'missing: ps (apt-get install procps)'" "$TEST_TMP/pre.out"
fi
if [ "$ms" -lt 10000 ]; then
	pass harness-preflight-fast
else
	fail harness-preflight-fast "it took $ms ms (a bound against a hang; it takes about 100 ms)"
fi
# and passes where everything is there
if sh "$TOP/tests/lib/preflight.sh" test bench > "$TEST_TMP/pre.ok" 2>&1; then
	pass harness-preflight-ok
else
	fail harness-preflight-ok "with every tool there, it says" "$TEST_TMP/pre.ok"
fi

# --- the process helpers cannot look: FAIL, not an answer -------------------

mkdir -p "$TEST_TMP/noproc"
# helper NAME CODE: run CODE in a shell with lib.sh and no /proc
helper()
{
	GV_PROC=$TEST_TMP/noproc sh -c ". \"\$TOP/tests/lib/lib.sh\"; $2; echo \"answered \$?\"" \
		> "$TEST_TMP/$1.out" 2>&1
	if grep -q "^FAIL: .*cannot read $TEST_TMP/noproc" "$TEST_TMP/$1.out" &&
	   ! grep -q '^answered' "$TEST_TMP/$1.out"; then
		pass "$1"
	else
		fail "$1" "with no process table to read, it answered" "$TEST_TMP/$1.out"
	fi
}
helper harness-proc-gone-cannot-look "proc_gone $$"
helper harness-proc-alive-cannot-look "proc_alive $$"
helper harness-children-cannot-look 'proc_children $$'
sh -c '. "$TOP/tests/lib/lib.sh"; proc_gone ""; echo "answered $?"' > "$TEST_TMP/empty.out" 2>&1
if grep -q '^FAIL: .*not a process id' "$TEST_TMP/empty.out" && ! grep -q '^answered' "$TEST_TMP/empty.out"; then
	pass harness-proc-gone-no-pid
else
	fail harness-proc-gone-no-pid "proc_gone '' answered" "$TEST_TMP/empty.out"
fi
# where it can look: this shell runs, a finished child is gone
if proc_alive $$; then pass harness-proc-alive-self; else fail harness-proc-alive-self "this shell is not running"; fi
sleep 0.1 &
p=$!
wait_for 2 proc_gone "$p" && pass harness-proc-gone-child || fail harness-proc-gone-child "sleep 0.1 still runs after 2 s"
wait "$p"
sleep 30 &
p=$!
if proc_children $$ | grep -q "^$p [A-Z] sleep 30\$"; then
	pass harness-children-lists
else
	proc_children $$ > "$TEST_TMP/kids"
	fail harness-children-lists "no '$p S sleep 30' among this shell's children" "$TEST_TMP/kids"
fi

# --- reap: a stopped child, bounded ---------------------------------------

kill -STOP "$p"
t0=$(date +%s)
reap "$p" 1
dt=$(( $(date +%s) - t0 ))
if proc_gone "$p" && [ "$dt" -le 4 ]; then
	pass harness-reap-stopped
else
	fail harness-reap-stopped "a stopped sleep: still $(proc_state "$p") after $dt s"
fi

# --- a script stopped at its time limit names itself and its step ---------

cat > "$TEST_TMP/hangs.sh" <<'HANG'
. "$TOP/tests/lib/lib.sh"
pass hangs-first-check
wait_for 60 test -e /nonexistent-file
HANG
timeout 2 sh "$TEST_TMP/hangs.sh" > "$TEST_TMP/hang.out" 2>&1
check harness-hang-status 124 $?
want='FAIL: hangs-time-limit: stopped from outside (time limit), waiting for: test -e /nonexistent-file; the last check before: hangs-first-check'
if grep -qxF "$want" "$TEST_TMP/hang.out"; then
	pass harness-hang-reported
else
	fail harness-hang-reported "expected: $want" "$TEST_TMP/hang.out"
fi

# --- the README's first command installs every package of tests/packages --

readme=$(sed -n 's/^    apt-get update && apt-get install -y --no-install-recommends \(.*\) && make && .\/gitview$/\1/p' "$TOP/README.md" | head -n 1)
listed=$(cut -d' ' -f1 "$TOP/tests/packages" | tr '\n' ' ' | sed 's/ $//')
if [ -n "$readme" ] && [ "$readme" = "$listed" ]; then
	pass harness-readme-packages
else
	fail harness-readme-packages "README's first command installs '$readme'; tests/packages lists '$listed'"
fi

# --- checks that cannot pass vacuously -------------------------------------

# vacuous NAME WANT CODE: run CODE in a shell with lib.sh (no X), and PASS
# when its first line is WANT (a pattern of grep -x) and no other line is
# a PASS: CODE's check said FAIL where it had nothing to compare
vacuous()
{
	( unset DISPLAY; sh -c ". \"\$TOP/tests/lib/lib.sh\"; cd \"$TEST_TMP\"; $3" ) \
		> "$TEST_TMP/$1.out" 2>&1
	if head -n 1 "$TEST_TMP/$1.out" | grep -qx "$2" &&
	   ! grep -q '^PASS' "$TEST_TMP/$1.out"; then
		pass "$1"
	else
		fail "$1" "expected a line '$2' and no PASS; it printed" "$TEST_TMP/$1.out"
	fi
}
echo text > "$TEST_TMP/some"
: > "$TEST_TMP/empty"
vacuous harness-check-empty-expected \
	"FAIL: c: test bug: the expected value is empty (got ''); .*" 'check c "" ""'
vacuous harness-check-empty-expected-got \
	"FAIL: c: test bug: the expected value is empty (got 'x'); .*" 'check c "" x'
vacuous harness-check-file-missing-actual \
	"FAIL: c: test bug or nothing written: no file none" "check_file c some none"
vacuous harness-check-file-missing-expected \
	"FAIL: c: test bug or nothing written: no file none" "check_file c none some"
vacuous harness-check-file-empty-expected \
	"FAIL: c: test bug: the expected file empty is empty" "check_file c empty empty"
vacuous harness-check-file-differs \
	"FAIL: c: expected (-) vs got (+)" "check_file c some empty"
vacuous harness-check-empty-not-empty \
	"FAIL: c: expected nothing, got 'x'" 'check_empty c x'
vacuous harness-expect-primary-empty \
	"FAIL: c: test bug: the expected PRIMARY is empty (PRIMARY is (nothing))" 'expect_primary c ""'
vacuous harness-wait-primary-empty \
	"FAIL: sh-wait-primary: test bug: waiting for an empty PRIMARY; .*" 'wait_primary "" 1 && pass c'
# and where they have something to compare, they pass
sh -c '. "$TOP/tests/lib/lib.sh"; cd "'"$TEST_TMP"'"
	check_empty c ""; check c x x; check_file c some some' > "$TEST_TMP/ok.out" 2>&1
check harness-checks-pass "PASS: c
PASS: c
PASS: c" "$(cat "$TEST_TMP/ok.out")"

# run.sh's record: a script that printed no PASS and no FAIL line failed
LOGS=$TEST_TMP/logs
all=$LOGS/all
verbose=0
mkdir -p "$LOGS"
. "$TOP/tests/lib/record.sh"
echo 'hello, no checks here' > "$LOGS/quiet.log"
record quiet "$LOGS/quiet.log" 0 > "$TEST_TMP/record.out"
if grep -q '^FAIL: quiet: printed no PASS and no FAIL line: it checked nothing' "$all" &&
   grep -q '^quiet  *0 passed, 1 failed' "$TEST_TMP/record.out"; then
	pass harness-record-nothing-checked
else
	cat "$LOGS/quiet.log" "$TEST_TMP/record.out" > "$TEST_TMP/record.detail"
	fail harness-record-nothing-checked "a log of no PASS and no FAIL line counted as clean" "$TEST_TMP/record.detail"
fi
echo 'SKIP: skips: no valgrind here' > "$LOGS/skips.log"
record skips "$LOGS/skips.log" 0 > "$TEST_TMP/record.out"
if grep -q '^skips  *0 passed, 1 failed' "$TEST_TMP/record.out"; then
	pass harness-record-skip-only
else
	fail harness-record-skip-only "a script that only skipped counted as clean: no test is skipped for a missing tool" "$TEST_TMP/record.out"
fi

# the unit harness: a test in which no expect ran fails, naming it
if [ -x "$TOP/tests/unit/unit" ]; then
	"$TOP/tests/unit/unit" -harness > "$TEST_TMP/unit.out" 2>&1
	check harness-unit-no-expect "FAIL: unit-harness-no-expect: no expect ran
PASS: unit-harness-one-expect" "$(cat "$TEST_TMP/unit.out")"
else
	fail harness-unit-no-expect "tests/unit/unit is not built (make tests/unit/unit)"
fi

# the unit tests' config values are cut from config.def.h: a config
# without them stops the build, and a value whose type drifts from
# taste.h's does not compile
if sh "$TOP/tests/unit/config.sh" /dev/null > /dev/null 2> "$TEST_TMP/config.err"; then
	fail harness-unit-config-none "tests/unit/config.sh made a config of /dev/null"
else
	pass harness-unit-config-none
fi
unitcc()
{
	sh "$TOP/tests/unit/config.sh" "$1" > "$TEST_TMP/config.c" &&
		${CC:-cc} -std=c99 -D_POSIX_C_SOURCE=200809L -I"$TOP" -c -o "$TEST_TMP/config.o" \
			"$TEST_TMP/config.c" > "$TEST_TMP/cc.out" 2>&1
}
if unitcc "$TOP/config.def.h"; then
	pass harness-unit-config-builds
else
	fail harness-unit-config-builds "tests/unit/config.sh config.def.h does not compile" "$TEST_TMP/cc.out"
fi
sed 's/^const int wheelrows/const long wheelrows/' "$TOP/config.def.h" > "$TEST_TMP/drift.h"
if ! grep -q '^const long wheelrows' "$TEST_TMP/drift.h"; then
	fail harness-unit-config-drift "test bug: config.def.h has no line 'const int wheelrows'"
elif unitcc "$TEST_TMP/drift.h"; then
	fail harness-unit-config-drift "a wheelrows of another type than taste.h's compiled"
else
	pass harness-unit-config-drift
fi

# tests/shape.sh on a made-up project: each of its checks passes on a
# good one and fails on one that breaks it (or with its bar lowered)
s=$TEST_TMP/shape
mkdir -p "$s"
# mkfile WINSRC [EXTRA]: the layers, bottom first
mkfile()
{
	printf 'PURESRC = p.c\nCORESRC = c.c b.c a.c gitview.c\nWINSRC = %s\n' "$1" > "$s/Makefile"
	printf 'SRC = $(PURESRC) $(CORESRC) $(WINSRC) %s\n' "${2:-}" >> "$s/Makefile"
}
mkfile x.c
echo 'void win_show(void);' > "$s/win.h"
echo 'extern const char *const q[]; extern void f(void);' > "$s/h.h"
echo 'static int v; void c_request(int r) { v = r; } int c_get(void) { return v; }' > "$s/c.c"
echo 'void c_request(int); void win_show(void); int b_fn(void);
int a_fn(void) { c_request(1); win_show(); return b_fn(); }' > "$s/a.c"
echo 'int b_fn(void) { return 2; }' > "$s/b.c"
echo 'int a_fn(void); int c_get(void);
int gitview_run(void) { return a_fn() + c_get(); }' > "$s/gitview.c"
echo 'int x_tab = 8; void win_show(void) { x_tab++; }' > "$s/x.c"
printf 'int\np_get(void)\n{\n\treturn 1;\n}\n' > "$s/p.c"
# shape NAME STATUS CHECKS [VAR=VALUE...]: compile, run, the checks' status
shape()
{
	_n=$1 _st=$2 _cs=$3
	shift 3
	(cd "$s" && for c in *.c; do ${CC:-cc} -O2 -c "$c" || exit 1; done) > "$TEST_TMP/shape.cc" 2>&1 ||
		fail "harness-shape-$_n" "the made-up project does not compile" "$TEST_TMP/shape.cc"
	env "$@" sh "$TOP/tests/shape.sh" "$s" > "$TEST_TMP/shape.out" 2>&1
	for c in $_cs; do
		grep -q "^$_st: shape-$c" "$TEST_TMP/shape.out" && continue
		fail "harness-shape-$_n-$c" "not $_st" "$TEST_TMP/shape.out"
		return
	done
	pass "harness-shape-$_n"
}
shape good PASS "file-lines function-lines file-vars header-externs shared-globals layers
	rooms-acyclic rooms-down window-down prefixes"
shape bars FAIL "file-lines function-lines file-vars prefixes" \
	MAXFILE=1 MAXFUNC=4 MAXVARS=0 PREFIXES=
mkfile 'x.c y.c' d.c
echo 'extern int v;' >> "$s/h.h"
echo 'int a_fn(void); extern int x_tab;
int b_fn(void) { return a_fn() + x_tab; } int stray(void) { return 0; }' > "$s/b.c"
sed 's/^static //' "$s/c.c" > "$s/g" && mv "$s/g" "$s/c.c"
echo 'extern int v; int p_v(void) { return v; }' >> "$s/p.c"
echo 'int y_fn(void) { return 0; }' > "$s/y.c"
echo 'int y_fn(void); int x_tab = 8; void win_show(void) { x_tab += y_fn(); }' > "$s/x.c"
echo 'int y_fn(void); int d_fn(void) { return y_fn(); }' > "$s/d.c"
shape bad FAIL "header-externs shared-globals layers rooms-acyclic rooms-down window-down prefixes"
