#!/bin/sh
# diffload.sh - the patch under load: holding Down over 200 commits ends on
# the right commit and leaves no git diff-tree (nor zombies) behind; a held
# key runs no diff-tree a row, a single press after a rest one at once; a
# commit of 3,000 files opens, the window keeps answering while it loads,
# and its files pane lists all of them (the last one reached with the
# wheel and clicked).

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# bad_children PID: the children that are zombies or not cat-file --batch
bad_children()
{
	proc_children "$1" | awk '$2 == "Z" || $0 !~ /^[0-9]+ [A-Za-z] git cat-file --batch$/'
}
_no_bad_children()
{
	[ -z "$(bad_children "$GV_PID")" ]
}

start_x

# --- 200 Downs --------------------------------------------------------------

in_fixture long
git rev-list HEAD > "$TEST_TMP/order"
want=$(sed -n 201p "$TEST_TMP/order")
gv_open -o "$TEST_TMP/order" dl-long-start "$(sed -n 1p "$TEST_TMP/order")"
gv_mark
gv_focus
xdotool key --repeat 200 --delay 10 Down
expect_primary dl-200-downs "$want" "$TEST_TMP/order"
if gv_wait_patch "$want" 10; then
	pass dl-200-downs-patch-done
else
	fail dl-200-downs-patch-done "no trace 'patch $want done' within 10 s of the last Down"
fi
if wait_for 3 _no_bad_children; then
	pass dl-200-downs-no-leftover-children
else
	proc_children "$GV_PID" > "$TEST_TMP/children"
	fail dl-200-downs-no-leftover-children "3 s after the last patch, gitview (pid $GV_PID) has children other than git cat-file --batch (pid, state, command):" "$TEST_TMP/children"
fi
# slower, as a held key repeats (30 ms apart, longer than diffdelay): a
# diff-tree at most for a few of the rows passed, not one a row
want=$(sed -n 121p "$TEST_TMP/order")
gv_mark
xdotool key --repeat 80 --delay 30 Up
expect_primary dl-80-slow-ups "$want" "$TEST_TMP/order"
if gv_wait_patch "$want" 10; then
	pass dl-80-slow-ups-patch-done
else
	fail dl-80-slow-ups-patch-done "no trace 'patch $want done' within 10 s of the last Up"
fi
n=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -c 'run: git diff-tree')
rows=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -c 'trace: +[0-9.]*ms selected ')
if [ "$n" -le $((rows / 4)) ]; then
	pass dl-80-slow-ups-diffs
else
	fail dl-80-slow-ups-diffs "$n git diff-tree ran for the $rows rows a held Up passed (want at most $((rows / 4)))"
fi
if wait_for 3 _no_bad_children; then
	pass dl-80-slow-ups-no-leftover-children
else
	proc_children "$GV_PID" > "$TEST_TMP/children"
	fail dl-80-slow-ups-no-leftover-children "3 s after the last patch ($n diff-tree started), gitview (pid $GV_PID) has children other than git cat-file --batch (pid, state, command):" "$TEST_TMP/children"
fi
# a single press after a rest runs its diff at once, without diffdelay:
# from the key to the diff-tree's start, the least of five presses
least=
for k in 1 2 3 4 5; do
	sleep 0.2  # the rest
	gv_mark
	want=$(sed -n "$((121 + k))p" "$TEST_TMP/order")
	xdotool key Down
	gv_wait_patch "$want" 10 || break
	d=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | awk -v sha="$want" '
		{ t = $3; sub(/^\+/, "", t); sub(/ms$/, "", t) }
		$4 == "key" && k == "" { k = t }
		$4 == "patch" && $5 == sha && $6 == "started" { printf "%.1f", t - k; exit }')
	least=$(awk -v a="$least" -v b="$d" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }')
done
if [ -n "$least" ] && awk -v d="$least" 'BEGIN { exit !(d < 5) }'; then
	pass dl-press-at-once
else
	fail dl-press-at-once "a single Down after a rest: its diff-tree started ${least:-never} ms after the key at the least (want under 5; diffdelay is 15)"
fi
gv_quit
check dl-long-quit 0 $?

# --- a commit of 3,000 files ------------------------------------------------

repo_init "$TEST_TMP/big"
awk -v epoch="$TEST_EPOCH" 'BEGIN {
	who = "A U Thor <author@example.com>"
	com = "C O Mitter <committer@example.com>"
	for (c = 1; c <= 3; c++) {
		msg = c == 1 ? "big: the root" : c == 2 ? "big: 3000 files" : "big: after"
		print "commit refs/heads/main"
		printf "mark :%d\n", c
		printf "author %s %d +0000\ncommitter %s %d +0000\n", who, epoch + 60 * c, com, epoch + 60 * c
		printf "data %d\n%s\n", length(msg), msg
		if (c > 1)
			printf "from :%d\n", c - 1
		if (c == 1 || c == 3) {
			d = c == 1 ? "one\n" : "one\ntwo\n"
			printf "M 644 inline README\ndata %d\n%s\n", length(d), d
		} else {
			for (i = 1; i <= 3000; i++) {
				d = sprintf("file %04d\n", i)
				printf "M 644 inline f/%04d.txt\ndata %d\n%s\n", i, length(d), d
			}
		}
	}
}' | git fast-import --quiet || { fail dl-big-fixture "git fast-import failed"; exit 1; }
TIP=$(git rev-parse main)
BIG=$(git rev-parse main^)
ROOT=$(git rev-parse main^^)
git_patch "$BIG" > "$TEST_TMP/big.patch"
grep '^diff ' "$TEST_TMP/big.patch" > "$TEST_TMP/big.headers"
check dl-big-fixture-files 3000 "$(wc -l < "$TEST_TMP/big.headers" | tr -d ' ')"

gv_open dl-big-start "$TIP"
gv_mark
wait_for 5 grep -q "patch $TIP done" "$GV_ERR"
pane_geometry || { gv_kill; exit 1; }

gv_mark
gv_key j
expect_primary dl-big-select "$BIG"
if gv_wait_trace "patch $BIG first" 5; then
	pass dl-big-patch-first
else
	fail dl-big-patch-first "no trace 'patch $BIG first' within 5 s"
fi
t0=$(_now_ms)
gv_key j
if wait_primary "$ROOT" 3; then
	dt=$(( $(_now_ms) - t0 ))
	if [ $dt -le 1000 ]; then
		pass dl-big-answers
	else
		fail dl-big-answers "j on the 3000-file commit took $dt ms to move the selection (more than 1 s)"
	fi
else
	fail dl-big-answers "j on the 3000-file commit did not move the selection within 3 s: PRIMARY is $(describe "$(primary)")"
fi

# back to it; wait for the whole patch
gv_mark
gv_key k
expect_primary dl-big-reselect "$BIG"
if gv_wait_patch "$BIG" 20; then
	pass dl-big-patch-done
	check dl-big-patch-lines "$(wc -l < "$TEST_TMP/big.patch" | tr -d ' ')" \
		"$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | sed -n "s/.*patch $BIG done \([0-9]*\) lines.*/\1/p" | tail -n 1)"
else
	fail dl-big-patch-done "no trace 'patch $BIG done' within 20 s"
fi

# the first file, by a click
files_click 0
check dl-big-first-file "$(sed -n 1p "$TEST_TMP/big.headers")" "$(top_line)"
# the wheel over the files pane to its end (3 files a step), then the last
# rows: the last files
xdotool mousemove --window "$GV_WID" $((FILESX + 40)) "$(fy 2)" click --repeat 1010 --delay 1 5
# no wait: the click after comes after the wheel in gitview's events
files_click $((FILESROWS - 1))
check dl-big-last-file "$(sed -n 3000p "$TEST_TMP/big.headers")" "$(top_line)"
files_click $((FILESROWS - 2))
check dl-big-second-to-last-file "$(sed -n 2999p "$TEST_TMP/big.headers")" "$(top_line)"
# the wheel back up a bit: 3 files a step
xdotool mousemove --window "$GV_WID" $((FILESX + 40)) "$(fy 2)" click --repeat 10 --delay 5 4
files_click $((FILESROWS - 1))
check dl-big-wheel-up "$(sed -n 2970p "$TEST_TMP/big.headers")" "$(top_line)"
# and in the commit pane, paging from there to the end: the patch's last
# line is the lowest
files_click $((FILESROWS - 1))
gv_key Tab Tab
xdotool key --delay 10 --repeat 25 Next
check dl-big-last-line "$(tail -n 1 "$TEST_TMP/big.patch")" "$(text_triple $((TEXTROWS - 1)))"
gv_quit
check dl-big-quit 0 $?
