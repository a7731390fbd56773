#!/bin/sh
# harness.sh - the test harness's own checks: a missing tool stops make
# test at once with its name; the process helpers never take "could not
# look" for an answer; a script stopped at its time limit says where; a
# stopped child is reaped within a bound. No X.

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
PATH=$nops sh "$TOP/tests/preflight.sh" test > "$TEST_TMP/pre.out" 2>&1
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
if sh "$TOP/tests/preflight.sh" test bench > "$TEST_TMP/pre.ok" 2>&1; then
	pass harness-preflight-ok
else
	fail harness-preflight-ok "with every tool there, it says" "$TEST_TMP/pre.ok"
fi

# --- the process helpers cannot look: FAIL, not an answer -------------------

mkdir -p "$TEST_TMP/noproc"
# helper NAME CODE: run CODE in a shell with lib.sh and no /proc
helper()
{
	GV_PROC=$TEST_TMP/noproc sh -c ". \"\$TOP/tests/lib.sh\"; $2; echo \"answered \$?\"" \
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
sh -c '. "$TOP/tests/lib.sh"; proc_gone ""; echo "answered $?"' > "$TEST_TMP/empty.out" 2>&1
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
. "$TOP/tests/lib.sh"
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
