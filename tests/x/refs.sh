#!/bin/sh
# refs.sh - ref labels in the list (their fill colours right of the dot,
# in kind order, the +N fold), and the commit pane's Tags:, Branches:,
# Follows:, Precedes: and Merged by: lines, against what git says; a
# click on a Follows:/Precedes:/Merged by: line selects that commit; tags
# of trees and blobs are ignored; r picks up a detached HEAD.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the labels' fill colours, as gitview was built (config.h)
colour TAGC SchemeTag bg
colour BRANCHC SchemeBranch bg
colour REMOTEC SchemeRemote bg
colour OTHERC SchemeOther bg
colour HEADC SchemeRefHead bg

# --- fixture 1: a line of ten commits with refs ------------------------------
#
#   c10  main (checked out), aaa, v1 (annotated)
#   c9   -                 (the detached HEAD later)
#   c8   origin/main
#   c7   -
#   c6   feature
#   c5   a-tag, b-tag
#   c4   light
#   c3   -
#   c2   v0.1 (annotated)
#   c1   m01 .. m30        (folds into +N)
#   and refs/notes/commits (a notes commit, newest), tags of the tree and a
#   blob of c10
build_refs()
{
	repo_init "$TEST_TMP/r"
	commits_at -f f.txt 1 10 'r: c'
	at 20 git tag -a -m 'v0.1' v0.1 HEAD~8
	git tag light HEAD~6
	git tag a-tag HEAD~5
	git tag b-tag HEAD~5
	git branch feature HEAD~4
	git update-ref refs/remotes/origin/main HEAD~2
	git branch aaa
	at 21 git tag -a -m 'v1' v1
	for k in 01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 \
	         21 22 23 24 25 26 27 28 29 30; do
		git branch "m$k" HEAD~9
	done
	git tag treetag 'HEAD^{tree}'
	at 22 git tag -a -m 'a tree' treetag2 'HEAD^{tree}'
	at 23 git tag -a -m 'a blob' blobtag HEAD:f.txt
	at 40 git notes add -m 'a note' HEAD~5
}

build_refs
git rev-list --all --date-order > "$TEST_TMP/order"
# main_at N: main's Nth commit from its root (c1 .. c10)
main_at()
{
	git rev-parse --verify --quiet "main~$((10 - $1))^{commit}"
}
NOTES=$(git rev-parse refs/notes/commits)

start_x
gv_start --all --date-order || exit 1
gv_wait_loaded 10
# the start is on HEAD (row 1, below the notes commit); g the first row,
# which pane_geometry measures the list's top from
expect_primary refs-start "$(git rev-parse HEAD)" "$TEST_TMP/order"
gv_key g
expect_primary refs-first "$(head -n 1 "$TEST_TMP/order")" "$TEST_TMP/order"
pane_geometry || { gv_kill; exit 1; }

# --- labels in the list ------------------------------------------------------

# row_px ROW FILE: "x colour" of the pixels of list row ROW (scrolled to
# the top) on three lines around its middle, left half of the window
row_px()
{
	_rp_y=$(($(list_row_y "$1") - 2))
	px_crop "$2" 0 "$_rp_y" $((GV_W / 2)) 5 | awk '{ print $1, $3 }'
}

# dot_x ROW FILE: the leftmost pixel on the middle line of ROW that is not
# the row's background: the lane of the first column, at the dot
dot_x()
{
	px_crop "$2" 0 "$(list_row_y "$1")" $((GV_W / 2)) 1 |
		awk -v a="$NORMBG" -v b="$SELBG" '$3 != a && $3 != b { print $1; exit }'
}

# first_x COLOUR [X0]: the leftmost x > X0 of COLOUR in $TEST_TMP/row.px,
# or -1
first_x()
{
	awk -v c="$1" -v x0="${2:--1}" '$2 == c && $1 > x0 { print $1; f = 1; exit }
		END { if (!f) print -1 }' "$TEST_TMP/row.px"
}

# label_check NAME ROW COLOUR WANT: WANT 1: COLOUR is drawn right of the
# row's dot; WANT 0: not right of the dot (the lanes have colours too)
label_check()
{
	row_px "$2" "$TEST_TMP/list.ppm" > "$TEST_TMP/row.px"
	_lc_d=$(dot_x "$2" "$TEST_TMP/list.ppm")
	_lc_x=$(first_x "$3" $((${_lc_d:-0} + ROWH / 2)))
	if [ "$4" = 1 ]; then
		if [ "$_lc_x" -gt 0 ]; then
			pass "$1"
		else
			fail "$1" "no #$3 right of the dot (x=${_lc_d:-?}) on row $2 (first at x=$_lc_x)"
		fi
	elif [ "$_lc_x" -lt 0 ]; then
		pass "$1"
	else
		fail "$1" "#$3 at x=$_lc_x (right of the dot at x=${_lc_d:-?}) on row $2, which has no such ref"
	fi
}

# labels_drawn ROW:COLOUR...: screenshots into $TEST_TMP/list.ppm until
# each ROW shows COLOUR right of its dot (5 s at most): the labels are
# drawn with the row text, which comes from git cat-file after the rows
labels_drawn()
{
	wait_for 5 _labels_in "$@"
}
_labels_in()
{
	gv_shot "$TEST_TMP/list.ppm" || return 1
	for _li; do
		row_px "${_li%%:*}" "$TEST_TMP/list.ppm" > "$TEST_TMP/row.px"
		_li_d=$(dot_x "${_li%%:*}" "$TEST_TMP/list.ppm")
		[ "$(first_x "${_li#*:}" $((${_li_d:-0} + ROWH / 2)))" -gt 0 ] || return 1
	done
}

# the labels that must be there are, in one shot; then the checks
labels_drawn "$(row "$(main_at 4)"):$TAGC" "$(row "$(main_at 2)"):$TAGC" "$(row "$(main_at 6)"):$BRANCHC" \
	"$(row "$(main_at 8)"):$REMOTEC" "$(row "$NOTES"):$OTHERC" "$(row "$(main_at 10)"):$BRANCHC"
r=$(row "$(main_at 4)"); label_check refs-label-lightweight-tag "$r" $TAGC 1
label_check refs-label-lightweight-tag-no-branch "$r" $BRANCHC 0
r=$(row "$(main_at 2)"); label_check refs-label-annotated-tag "$r" $TAGC 1
r=$(row "$(main_at 6)"); label_check refs-label-branch "$r" $BRANCHC 1
label_check refs-label-branch-no-tag "$r" $TAGC 0
r=$(row "$(main_at 8)"); label_check refs-label-remote "$r" $REMOTEC 1
label_check refs-label-remote-no-branch "$r" $BRANCHC 0
r=$(row "$NOTES"); label_check refs-label-notes "$r" $OTHERC 1
r=$(row "$(main_at 7)")
for k in $TAGC $BRANCHC $REMOTEC $OTHERC $HEADC; do
	label_check "refs-label-none-$k" "$r" $k 0
done
label_check refs-label-no-detached-head-yet "$(row "$(main_at 10)")" $HEADC 0
# c10: main (current) and aaa, then the tag v1: branches left of the tag;
# and a line joins the dot to the first label
r=$(row "$(main_at 10)")
row_px "$r" "$TEST_TMP/list.ppm" > "$TEST_TMP/row.px"
d=$(dot_x "$r" "$TEST_TMP/list.ppm")
xb=$(first_x $BRANCHC "$d"); xt=$(first_x $TAGC "$d")
if [ "$xb" -ge 0 ] && [ "$xt" -gt "$xb" ]; then
	pass refs-label-order-branch-before-tag
else
	fail refs-label-order-branch-before-tag "branch fill first at x=$xb, tag fill at x=$xt"
fi
n=$(px_crop "$TEST_TMP/list.ppm" "$((d + 1))" "$(list_row_y "$r")" "$((xb - d - 1))" 1 |
	awk -v a="$NORMBG" -v b="$SELBG" '$3 != a && $3 != b { n++ } END { print n + 0 }')
if [ "$n" -ge $(((xb - d - 1) / 2)) ]; then
	pass refs-label-joined-to-dot
else
	fail refs-label-joined-to-dot "only $n of $((xb - d - 1)) pixels drawn between the dot (x=$d) and the first label (x=$xb)"
fi
# c1: thirty branches fold into +N (the blue of other refs) within the
# label budget (a quarter of the row, plus one label)
r=$(row "$(main_at 1)"); label_check refs-label-fold-plus-n "$r" $OTHERC 1
row_px "$r" "$TEST_TMP/list.ppm" > "$TEST_TMP/row.px"
last=$(awk -v b=$BRANCHC -v o=$OTHERC '$2 == b || $2 == o { x = $1 } END { print x + 0 }' "$TEST_TMP/row.px")
if [ "$last" -lt $((GV_W * 2 / 5)) ]; then
	pass refs-label-fold-within-budget
else
	fail refs-label-fold-within-budget "labels reach x=$last of a ${GV_W} px row"
fi

# --- the commit pane: Tags:, Branches:, Follows:, Precedes: ------------------

# tags_at SHA: what for-each-ref --points-at gives, joined by ", "
tags_at()
{
	git for-each-ref --points-at "$1" --format='%(refname:strip=2)' refs/tags |
		sed -n 'H; ${ x; s/^\n//; s/\n/, /g; p; }'
}
# nearest tagged commit of a line: the first of the SHA1s on stdin with a
# tag; prints its tags as tags_at does
first_tagged()
{
	while read -r _ft; do
		_ft_t=$(tags_at "$_ft")
		if [ -n "$_ft_t" ]; then
			echo "$_ft $_ft_t"
			return
		fi
	done
}
# want_hdr SHA: the lines Tags: .. Precedes: as they should read
want_hdr()
{
	_wh_t=$(tags_at "$1")
	[ -n "$_wh_t" ] && echo "Tags:     $_wh_t"
	_wh_b=$(branches_at "$1" --all | paste -sd, - | sed 's/,/, /g')
	[ -n "$_wh_b" ] && echo "Branches: $_wh_b"
	_wh_f=$(git rev-list --first-parent "$1" | tail -n +2 | first_tagged)
	[ -n "$_wh_f" ] && echo "Follows:  ${_wh_f#* }"
	_wh_p=$(git rev-list --reverse --ancestry-path "$1..main" | first_tagged)
	[ -n "$_wh_p" ] && echo "Precedes: ${_wh_p#* }"
	return 0
}

# got_hdr: the commit pane's header lines between Committer:/Author: and
# Parent:, from a drag over its first HDRROWS (10) lines (of the selected
# commit: a drag that did not take, or the text of another commit, is
# tried again); waits for the walks
got_hdr()
{
	header_shown "$(primary)" "${HDRROWS:-10}" "$TEST_TMP/hdr.all"
	grep -E '^(Tags|Branches|Follows|Precedes|Merged by): ' "$TEST_TMP/hdr.all"
}

# hdr_check NAME SHA: select SHA; its header lines are git's
hdr_check()
{
	select_commit "$2" "$(row "$2")" || return 1
	want_hdr "$2" > "$TEST_TMP/hdr.want"
	got_hdr > "$TEST_TMP/hdr.got"
	check_file "$1" "$TEST_TMP/hdr.want" "$TEST_TMP/hdr.got"
}

# a cross-check of the expectations on a line of single tags: git describe
if [ "$(git describe --tags --abbrev=0 "$(main_at 4)^")" = v0.1 ] &&
   [ "$(want_hdr "$(main_at 3)" | sed -n 's/^Follows:  //p')" = v0.1 ] &&
   [ "$(want_hdr "$(main_at 3)" | sed -n 's/^Precedes: //p')" = light ]; then
	pass refs-fixture-describe
else
	fail refs-fixture-describe "test bug: want_hdr disagrees with git describe"
fi

for k in 10 9 6 5 4 3 2 8; do
	hdr_check "refs-hdr-c$k" "$(main_at $k)"
done

# c5 (two tags): a triple-click copies the Tags: line as it is
select_commit "$(main_at 5)" "$(row "$(main_at 5)")" && got_hdr >/dev/null
i=$(awk '/^Tags: / { print NR - 1; exit }' "$TEST_TMP/hdr.all")
check refs-triple-click-tags-line "Tags:     a-tag, b-tag" "$(text_triple "${i:-0}")"
# c1: the branches that contain it, more than a line holds: the first
# ones and +K more
select_commit "$(main_at 1)" "$(row "$(main_at 1)")" && got_hdr >/dev/null
i=$(awk '/^Branches: / { print NR - 1; exit }' "$TEST_TMP/hdr.all")
got=$(text_triple "${i:-0}")
if case $got in *" more") branches_ok "$got" "$(main_at 1)" --all ;; *) false ;; esac; then
	pass refs-triple-click-long-branches-line
else
	fail refs-triple-click-long-branches-line "got '$got'; git: $(branches_at "$(main_at 1)" --all | paste -sd' ' -)"
fi
# c10: the tags of its tree and blob are not among its tags
select_commit "$(main_at 10)" "$(row "$(main_at 10)")" && got_hdr >/dev/null
i=$(awk '/^Tags: / { print NR - 1; exit }' "$TEST_TMP/hdr.all")
check refs-tree-and-blob-tags-ignored "Tags:     v1" "$(text_triple "${i:-0}")"

# a click on Follows: and Precedes: selects the tagged commit
for what in Follows:c2 Precedes:c4; do
	key=${what%%:*}; want=$(main_at "${what#*:c}")
	select_commit "$(main_at 3)" "$(row "$(main_at 3)")" || break
	got_hdr >/dev/null
	i=$(awk -v k="$key:" '$1 == k { print NR - 1; exit }' "$TEST_TMP/hdr.all")
	if [ -z "$i" ]; then
		fail "refs-click-$key" "no $key line"
		continue
	fi
	sel_reset
	text_clicks 1 "$i" 12
	got=$(sel_get)
	sed 's/^/pane: /' "$TEST_TMP/hdr.all" > "$TEST_TMP/click.detail"
	echo "clicked screen row $i" >> "$TEST_TMP/click.detail"
	if [ "$got" = "$want" ]; then
		pass "refs-click-$key"
	else
		fail "refs-click-$key" "PRIMARY is $got, expected $want" "$TEST_TMP/click.detail"
	fi
done

# --- r: a detached HEAD -------------------------------------------------------

git checkout -q --detach main~1
gv_mark
gv_key r
gv_wait_trace 'loaded' 10
labels_drawn "$(row "$(main_at 9)"):$HEADC" "$(row "$(main_at 10)"):$BRANCHC"
label_check refs-label-detached-head "$(row "$(main_at 9)")" $HEADC 1
label_check refs-label-detached-head-not-on-main "$(row "$(main_at 10)")" $HEADC 0
label_check refs-label-main-still-a-branch "$(row "$(main_at 10)")" $BRANCHC 1

quit_check refs-quit

# --- fixture 2: merges, for Merged by -----------------------------------------
#
#   m3                 main's tip (newest)
#   MERGE2             merges topic2 (--no-ff)
#   | u2               topic2
#   | UM               merges sub into topic2
#   | | s2 s1          sub, on u1
#   | u1               topic2, on m2
#   m2   x1            x1: a second tip on m2 (side), older than m3
#   MERGE1             merges topic
#   | t2 t1            topic, on m1
#   m1
#   r0
build_merges()
{
	repo_init "$TEST_TMP/m"
	commit_at -f f.txt 1 'm: r0'
	commit_at -f f.txt 2 'm: m1'
	git checkout -q -b topic
	commit_at -f t.txt 3 'm: t1'
	commit_at -f t.txt 4 'm: t2'
	git checkout -q main
	at 5 git merge -q --no-ff -m 'm: MERGE1 topic' topic
	commit_at -f f.txt 6 'm: m2'
	git checkout -q -b side
	commit_at -f x.txt 7 'm: x1 on side'
	git checkout -q -b topic2 main
	commit_at -f u.txt 8 'm: u1'
	git checkout -q -b sub
	commit_at -f s.txt 9 'm: s1'
	commit_at -f s.txt 10 'm: s2'
	git checkout -q topic2
	at 11 git merge -q --no-ff -m 'm: UM sub into topic2' sub
	commit_at -f u.txt 12 'm: u2'
	git checkout -q main
	at 13 git merge -q --no-ff -m 'm: MERGE2 topic2' topic2
	commit_at -f f.txt 14 'm: m3'
}
build_merges
git rev-list --all --date-order > "$TEST_TMP/order"
MERGE1=$(git rev-parse main~2^)
MERGE2=$(git rev-parse main^)
# the expectation, from git too: the oldest commit of main's first-parent
# line that contains the commit
merged_by()
{
	_mb=
	for _m in $(git rev-list --first-parent main); do
		git merge-base --is-ancestor "$1" "$_m" || break
		_mb=$_m
	done
	[ "$_mb" = "$1" ] || [ -z "$_mb" ] || echo "$_mb"
}
if [ "$(merged_by "$(git rev-parse sub~1)")" = "$MERGE2" ] &&
   [ "$(merged_by "$(git rev-parse topic~1)")" = "$MERGE1" ]; then
	pass refs-merge-fixture
else
	fail refs-merge-fixture "test bug: the merges are not where the picture says"
fi
want_merged()
{
	_wm=$(merged_by "$1")
	[ -n "$_wm" ] && git log -1 --format='Merged by: %H %s' "$_wm" |
		sed 's/^\(Merged by: ..........\)[0-9a-f]* /\1 /'
	return 0
}

gv_open -o "$TEST_TMP/order" refs-merges-start "$(head -n 1 "$TEST_TMP/order")" --all --date-order
pane_geometry || { gv_kill; exit 1; }
for name in topic~1 topic sub~1 sub topic2~1 topic2 main~2 main~1 main side; do
	sha=$(git rev-parse "$name")
	select_commit "$sha" "$(row "$sha")" || continue
	want_merged "$sha" > "$TEST_TMP/mb.want"
	got_hdr | grep '^Merged by: ' > "$TEST_TMP/mb.got"
	if [ -s "$TEST_TMP/mb.want" ]; then
		check_file "refs-merged-by-$name" "$TEST_TMP/mb.want" "$TEST_TMP/mb.got"
	elif [ "$(head -n 1 "$TEST_TMP/hdr.all")" != "commit $sha" ] ||
	     grep -q '(looking)' "$TEST_TMP/hdr.all"; then
		fail "refs-merged-by-$name" "the header of $name was not there, complete, in 3 s" "$TEST_TMP/hdr.all"
	else
		# on main's first-parent line, or never merged into it (side):
		# no Merged by: line in its complete header
		check_empty "refs-merged-by-$name" "$(cat "$TEST_TMP/mb.got")"
	fi
done
# a click on the Merged by: line of s1 selects MERGE2
sha=$(git rev-parse sub~1)
if select_commit "$sha" "$(row "$sha")"; then
	got_hdr >/dev/null
	i=$(awk '/^Merged by: / { print NR - 1; exit }' "$TEST_TMP/hdr.all")
	if [ -n "$i" ]; then
		sel_reset
		text_clicks 1 "$i" 14
		check refs-click-merged-by "$MERGE2" "$(sel_get)"
	else
		fail refs-click-merged-by "no Merged by: line for s1"
	fi
fi
quit_check refs-merges-quit

# --- a tag of a tag -----------------------------------------------------------

# a tag of a tag of "m: two" labels the commit, peeled by git show-ref -d
repo_sub "$TEST_TMP/tagtag"
at 5 git tag -a -m inner inner HEAD~2
at 6 git -c advice.nestedTag=false tag -a -m outer outer inner
TWO=$(git rev-parse HEAD~2)
[ "$(git cat-file -t outer^{})" = commit ] && [ "$(git cat-file -t "$(git rev-parse outer)^{tag}")" = tag ] ||
	fail tagtag-fixture "test bug: outer is not a tag of a tag"
gv_start || exit 1
gv_wait_loaded 10
pane_geometry || exit 1
select_commit "$TWO" 2 || exit 1
git_pane "$TWO" > "$TEST_TMP/pane"
k=$(grep -n '^Tags:' "$TEST_TMP/pane" | cut -d: -f1)
if [ -z "$k" ]; then
	fail tagtag-fixture "test bug: git names no tag at $(describe "$TWO")"
else
	check tagtag-pane "Tags:     inner, outer" "$(text_triple $((k - 1)))"
fi
if grep -q 'trace: run: git show-ref -d -- refs/tags/outer$' "$GV_ERR"; then
	pass tagtag-peeled-by-show-ref
else
	fail tagtag-peeled-by-show-ref "no 'git show-ref -d -- refs/tags/outer' in the trace"
fi
quit_check tagtag-quit

# --- fixture 4: rails' shape (fixtures/real): every nearest tag, Merged by -----
#
# #41's commit is a parent of the merge tagged v1.0.0.alpha9, which
# contains v1.0.0.alpha1: it precedes alpha1 and v1.0.0.beta1 (neither
# contains the other), as gitk says, not alpha9. #230's merge follows
# v1.0.0 and beta1, not alpha1 (its topic's base). 1-0-stable's first
# commit is merged by a merge 300 rows up, never drawn: its subject is
# asked for.
in_real rails
C41=$(git rev-parse 'main^{/^rails: #41 }')
M230=$(git rev-parse 'main^{/^Merge pull request #230 }')
MBETA=$(git rev-parse "main^{/^Merge branch '1-0-beta'}")
S1=$(git rev-parse 1-0-stable~2)
if [ "$(near_tags "$C41" down --all)" = "v1.0.0.alpha1, v1.0.0.beta1" ] &&
   [ "$(near_tags "$M230" up --all)" = "v1.0.0, v1.0.0.beta1" ] &&
   git tag --contains "$C41" | grep -qx v1.0.0.alpha9; then
	pass refs-rails-fixture
else
	fail refs-rails-fixture "test bug: the nearest tags are not where the picture says"
fi
gv_start --all || exit 1
gv_wait_loaded 10
pane_geometry || { gv_kill; exit 1; }
HDRROWS=14  # a merge's parents and three children come first
# goto_hdr SHA: select SHA by goto; the walks done, its header lines
goto_hdr()
{
	goto "$1"
	wait_primary "$1" 5 && gv_wait_trace "walks done $1" 10
	got_hdr
}
# Merged by: with the merge's subject, which no row drawn had asked for
# (first: no selection before has drawn the merge's row)
want=$(want_merged "$S1")
case $want in
"Merged by: "*" Merge branch '1-0-stable'") pass refs-rails-merged-fixture ;;
*) fail refs-rails-merged-fixture "test bug: 1-0-stable~2 is merged by '$want'" ;;
esac
_mb_got()
{
	got_hdr | grep '^Merged by: ' > "$TEST_TMP/mb.got"
	[ "$(cat "$TEST_TMP/mb.got")" = "$want" ]
}
goto "$S1"
wait_primary "$S1" 5 && gv_wait_trace "walks done $S1" 10
# a few reads: the subject follows the walks by a cat-file answer
_mb_n=0
while ! _mb_got && [ $_mb_n -lt 8 ]; do
	_mb_n=$((_mb_n + 1))
done
check refs-rails-merged-by-subject "$want" "$(cat "$TEST_TMP/mb.got")"
for name in C41 M230 MBETA S1 main main~40 main~200 v1.0.0.alpha1 1-0-beta~1; do
	case $name in
	[A-Z]*) eval "sha=\$$name" ;;
	*) sha=$(git rev-parse "$name^{commit}") ;;
	esac
	{
		f=$(near_tags "$sha" up --all)
		[ -n "$f" ] && echo "Follows:  $f"
		p=$(near_tags "$sha" down --all)
		[ -n "$p" ] && echo "Precedes: $p"
	} > "$TEST_TMP/near.want"
	goto_hdr "$sha" | grep -E '^(Follows|Precedes): ' > "$TEST_TMP/near.got"
	if [ -s "$TEST_TMP/near.want" ]; then
		check_file "refs-rails-near-$name" "$TEST_TMP/near.want" "$TEST_TMP/near.got"
	else
		check_empty "refs-rails-near-$name" "$(cat "$TEST_TMP/near.got")"
	fi
done
quit_check refs-rails-quit
