#!/bin/sh
# bigfile.sh - a 1 GB file and a 10 MB commit message do not hold the
# window: b on the file shows its first 16 MB, with the status line
# saying so and blame not run; the commit with the message shows its
# first 256 KB and a word of the rest. No turn of the loop while either
# opens takes more than LIMIT ms of CPU (gitview's "slow turn" trace).
# The file view's RSS grows less than 64 MB (VmHWM, reset before b) and
# falls back on Escape (VmRSS) - the plain build's: the sanitizers keep
# what is freed in quarantine.
#
# The repository (bare, built by git fast-import from a generator: about
# 10 s, 7 MB on disk) lives in the test's directory and goes with it.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

BIG=1073741824      # the file's bytes
MSG=10485760        # the message's bytes
SHOWN=16777216      # what the file view holds (fileview.c's FVIEWMAX)
MSGSHOWN=262144     # and the commit pane of a message (text.c's MSGMAX)
san=0
ldd "$GITVIEW" 2>/dev/null | grep -q libasan && san=1
# CPU ms a turn may take: the plain build's target, and the sanitizers'
# (several times slower); before the fixes a turn took 15 s and 0.3 s
if [ $san = 1 ]; then LIMIT=1000; else LIMIT=100; fi

R=$TEST_TMP/big.git
git init -q --bare "$R" || exit 1
line='a line of the big file, said again and again until it is one gigabyte long'
{
	printf 'blob\nmark :1\ndata %d\n' $BIG
	yes "$line" | head -c $BIG
	printf '\ncommit refs/heads/main\ncommitter C <c@example.com> 1700000000 +0000\n'
	printf 'data 9\nbig file\nM 100644 :1 big.txt\n\n'
	printf 'commit refs/heads/main\ncommitter C <c@example.com> 1700000100 +0000\n'
	printf 'data %d\n' $MSG
	{ printf 'a long message\n\n'; yes 'a line of the long message'; } | head -c $MSG
	printf '\ncommit refs/heads/main\ncommitter C <c@example.com> 1700000200 +0000\n'
	printf 'data 5\nlast\n\n'
} | git -C "$R" -c core.compression=1 -c pack.compression=1 fast-import --quiet ||
	{ fail bigfile-fixture "git fast-import failed"; exit 1; }
git -C "$R" symbolic-ref HEAD refs/heads/main
cd "$R" || exit 1
BIGC=$(git rev-parse main~2)
MSGC=$(git rev-parse main~1)
size=$(git cat-file -s "$BIGC:big.txt")
msgsize=$(git cat-file commit "$MSGC" | sed '1,/^$/d' | wc -c)
# the lines the views hold: those of the first SHOWN bytes, one cut
# short counted; the message's whole lines in its first MSGSHOWN bytes
want=$(git cat-file blob "$BIGC:big.txt" | head -c $SHOWN | awk 'END { print NR }')
msgwant=$(git cat-file commit "$MSGC" | sed '1,/^$/d' | head -c $MSGSHOWN | tr -dc '\n' | wc -c)
if [ "$size" != $BIG ] || [ "$msgsize" -lt $MSG ] || [ -z "$want" ] || [ "$want" -lt 2 ] ||
	[ -z "$msgwant" ] || [ "$msgwant" -lt 2 ]; then
	fail bigfile-fixture "the file has $size bytes, the message $msgsize, $want and $msgwant lines"
	exit 1
fi

# rss FIELD: gitview's VmRSS or VmHWM, kB
rss()
{
	sed -n "s/^$1:[[:space:]]*\\([0-9]*\\) kB/\\1/p" "$PROC/$GV_PID/status"
}

# turns_ok NAME WHAT: a FAIL for a turn since the mark that took over
# LIMIT ms of CPU
turns_ok()
{
	_to=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" |
		sed -n 's/.*slow turn \([0-9.]*\) ms, \([0-9.]*\) ms CPU$/\2 \1/p' | sort -n | tail -n 1)
	if [ -n "$_to" ] && [ "${_to%%.*}" -ge $LIMIT ]; then
		fail "$1" "$2: a turn of ${_to#* } ms took ${_to% *} ms of CPU (limit $LIMIT)"
	else
		pass "$1 (longest slow turn: ${_to:-none over 50 ms})"
	fi
}

start_x
gv_start || exit 1
gv_wait_loaded 10
wait_primary "$(git rev-parse main)" 5 ||
	{ fail bigfile-start "HEAD not selected"; gv_kill; exit 1; }

# the message: selected, cut, no long turn
gv_mark
gv_key Down
if gv_wait_trace "message $MSGC $msgwant lines cut\$" 30; then
	pass bigfile-message-cut
else
	grep 'trace: .*message ' "$GV_ERR" > "$TEST_TMP/msg"
	fail bigfile-message-cut "no 'message $MSGC $msgwant lines cut' in the trace" "$TEST_TMP/msg"
fi
gv_sync > /dev/null
turns_ok bigfile-message-turns "selecting a $msgsize-byte message"

# the file: b in its commit (git diff-tree reads the 1 GB first)
gv_mark
gv_key Down
wait_primary "$BIGC" 5 || { fail bigfile-select "Down did not select $BIGC"; gv_kill; exit 1; }
gv_wait_patch "$BIGC" 120 || { fail bigfile-patch "no patch of $BIGC in 120 s"; gv_kill; exit 1; }
gv_sync > /dev/null
before=$(rss VmRSS)
echo 5 > "$PROC/$GV_PID/clear_refs" 2>/dev/null  # VmHWM from here
gv_mark
gv_key b
if gv_wait_trace "file view $BIGC:big.txt line 1 cut\$" 60; then
	pass bigfile-view-cut
else
	fail bigfile-view-cut "no 'file view $BIGC:big.txt line 1 cut' in the trace"
fi
gv_sync > /dev/null
peak=$(rss VmHWM)
expect_status="file view: the first $want lines (16.0 MB) of a longer file, not blamed"
if _gv_since "status: $expect_status\$"; then
	pass bigfile-view-status
else
	fail bigfile-view-status "no status '$expect_status'"
fi
if proc_children "$GV_PID" | grep -q 'cat-file blob\|blame'; then
	fail bigfile-view-stopped \
		"git cat-file blob or blame still runs: $(proc_children "$GV_PID" | tr '\n' ';')"
else
	pass bigfile-view-stopped
fi
turns_ok bigfile-view-turns "b on a $size-byte file"
gv_key Escape
gv_sync > /dev/null
after=$(rss VmRSS)
echo "# file view: RSS $before kB before b, peak $peak kB, $after kB after Escape"
if [ $san = 1 ]; then
	skip bigfile-view-rss "the sanitizers' quarantine keeps what is freed"
elif [ -z "$before" ] || [ -z "$peak" ] || [ -z "$after" ]; then
	fail bigfile-view-rss "cannot read $PROC/$GV_PID/status"
elif [ $((peak - before)) -ge 65536 ]; then
	fail bigfile-view-rss "the peak RSS grew $((peak - before)) kB with the file view (64 MB allowed)"
elif [ $((after - before)) -ge 2048 ]; then
	fail bigfile-view-rss "$((after - before)) kB more RSS after Escape than before b"
else
	pass bigfile-view-rss
fi
quit_check bigfile-quit
