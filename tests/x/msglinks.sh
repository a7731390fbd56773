#!/bin/sh
# msglinks.sh - commits named in a message: a hex word of 7 or more digits
# that names a commit of the view is drawn as a link (the link colour,
# underlined); a click on it selects that commit (PRIMARY is git
# rev-parse of the word), and so does Return after text is dragged over
# it. A hex word that names no commit, or one outside the view, is not a
# link. Everything expected comes from git.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: first, second, a commit on a side branch (not in the view
# of main), then HEAD, whose message names first (7 digits), second (12
# digits), the side commit, and a hex word that is no commit
build_ml()
{
	repo_init "$TEST_TMP/ml"
	commit_at -f a.txt 1 'ml: first'
	commit_at -f a.txt 2 'ml: second'
	git checkout -q -b side
	commit_at -f s.txt 3 'ml: on the side'
	git checkout -q main
	FIRST=$(git rev-parse --short=7 HEAD~1)
	SECOND=$(git rev-parse --short=12 HEAD)
	SIDE=$(git rev-parse --short=9 side)
	printf 'ml: see %s again\n\nAfter %s, not %s nor deadbeefcafe.\n' \
		"$FIRST" "$SECOND" "$SIDE" > "$TEST_TMP/msg"
	echo more >> a.txt
	git add a.txt
	at 4 git commit -q -F "$TEST_TMP/msg"
}

build_ml
HEAD=$(git rev-parse HEAD)
git rev-list main > "$TEST_TMP/order"
colour LINKFG SchemeLink fg

start_x
gv_open -o "$TEST_TMP/order" ml-start "$HEAD" main
pane_geometry || { gv_kill; exit 1; }
select_commit "$HEAD" 0 || { gv_kill; exit 1; }
git_pane "$HEAD" main > "$TEST_TMP/pane"
SUBJ=$(line_of "ml: see $FIRST again" "$TEST_TMP/pane")
BODY=$(line_of "After $SECOND, not $SIDE nor deadbeefcafe." "$TEST_TMP/pane")
check ml-subject-line "ml: see $FIRST again" "$(text_triple "$SUBJ")"
text_triple 0 >/dev/null
pane_charw || { gv_kill; exit 1; }

# px_cols_have Y COL0 COL1 COLOUR: a pixel of COLOUR in row Y between
# the columns
px_cols_have()
{
	px_row_has "$TEST_TMP/links.ppm" "$1" $((X0 + $2 * CHARW)) $((X0 + $3 * CHARW - 1)) "$4"
}
# the links drawn in the link colour, underlined (the row's bottom
# pixels); the words that are no links not
text_clicks 1 1 0  # the text selected goes
_links_drawn()
{
	gv_shot "$TEST_TMP/links.ppm" || return 1
	_ld_y=$((TEXTY + SUBJ * ROWH + ROWH - 2))
	_ld_b=$((TEXTY + BODY * ROWH + ROWH - 2))
	px_cols_have "$_ld_y" 8 15 "$LINKFG" && px_cols_have "$_ld_b" 6 18 "$LINKFG" &&
	! px_cols_have "$_ld_b" 24 33 "$LINKFG" && ! px_cols_have "$_ld_b" 38 50 "$LINKFG"
}
if wait_for 5 _links_drawn; then
	pass ml-drawn
else
	fail ml-drawn "the hex words naming first and second are not underlined in #$LINKFG, or the side commit's or deadbeefcafe are"
fi

# a click on a link selects its commit
sel_reset
text_clicks 1 "$SUBJ" 10
expect_primary ml-click-short "$(git rev-parse "$FIRST")" "$TEST_TMP/order"
select_commit "$HEAD" 0 || { gv_kill; exit 1; }
sel_reset
text_clicks 1 "$BODY" 17
expect_primary ml-click-long "$(git rev-parse "$SECOND")" "$TEST_TMP/order"

# no link: a commit outside the view, a word that is no commit
select_commit "$HEAD" 0 || { gv_kill; exit 1; }
text_clicks 1 "$BODY" 27
text_clicks 1 "$BODY" 42
check ml-not-links "$HEAD" "$(gv_sync)"

# Return after dragging over the link (text selected, nothing followed)
lay_drag=$(text_drag "$SUBJ" 9 "$SUBJ" 13)
check ml-drag "$(echo "$FIRST" | cut -c2-5)" "$lay_drag"
gv_key Return
expect_primary ml-return "$(git rev-parse "$FIRST")" "$TEST_TMP/order"

quit_check ml-quit
