#!/bin/sh
# statuscolour.sh - the status line's colour, through the trace's "status
# red" / "status not red" lines (setstatus): an error is red, and the
# selection of another commit does not leave an older error red. The
# failures tests/monkey.sh found are kept here as they were found:
#
#   seed 1, run 1 (prs -- src/f07.c): the goto `..main` names a commit
#   outside the view (red, rightly); a click then selects another commit
#   and the red message stays.
#   seed 4242, run 5 (prs --all): a find that matches nothing (red), then
#   Next moves the selection a page down and the red message stays.

. "$(dirname "$0")/../lib/lib.sh"

start_x

# red_now: the last colour line of the trace is "status red"
red_now()
{
	[ "$(grep 'gitview: trace: status \(red\|not red\)$' "$GV_ERR" | tail -n 1)" = "gitview: trace: status red" ]
}

in_real prs
git rev-list HEAD -- src/f07.c > "$TEST_TMP/view"
gv_start -- src/f07.c || exit 1
gv_wait_loaded 20
wait_primary "$(head -n 1 "$TEST_TMP/view")" || fail statuscolour-first "no first commit"

# a commit outside the view: said in red
gv_key colon
xdotool type --delay 10 '..main'
gv_key Return
if wait_for 5 grep -q 'trace: status: \.\.main is commit .*not in this view' "$GV_ERR" && red_now; then
	pass statuscolour-goto-outside-red
else
	fail statuscolour-goto-outside-red "no red 'not in this view' for ..main" "$GV_ERR"
fi

# the monkey's step: select another commit; the old error goes
gv_key j
expect_primary statuscolour-moved "$(sed -n 2p "$TEST_TMP/view")" "$TEST_TMP/view"
gv_sync >/dev/null
if red_now; then
	fail statuscolour-move-clears "the status line is still red after selecting another commit: $(sed -n 's/.*trace: status: //p' "$GV_ERR" | tail -n 1)"
else
	pass statuscolour-move-clears
fi
quit_check statuscolour-quit

# the find that matches nothing, then a page down
cd "$FIXTURES/real/prs" || exit 1
git rev-list --all > "$TEST_TMP/all"
gv_start --all || exit 1
gv_wait_loaded 20
wait_primary "$(git rev-parse HEAD)" || fail statuscolour-head-all "not started on HEAD"
gv_key slash
xdotool type --delay 10 'src/f07'
gv_key Return
if wait_for 10 grep -q 'trace: status: src/f07: no commit matches' "$GV_ERR" && red_now; then
	pass statuscolour-find-none-red
else
	fail statuscolour-find-none-red "no red 'no commit matches' for src/f07" "$GV_ERR"
fi
_old=$(primary)
gv_key Next
primary_change "$_old" > /dev/null || fail statuscolour-next "Next did not move the selection"
gv_sync >/dev/null
if red_now; then
	fail statuscolour-next-clears "the status line is still red after Next selected another commit: $(sed -n 's/.*trace: status: //p' "$GV_ERR" | tail -n 1)"
else
	pass statuscolour-next-clears
fi
quit_check statuscolour-quit-all
