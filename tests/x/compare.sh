#!/bin/sh
# compare.sh - two commits compared: m marks the selected commit (a label
# in its row, drawn in the mark's colour), d shows the diff from the mark
# to the selection (its first line diff MARK..SELECTED, its patch and
# files as git diff-tree of the two has them), moving the selection
# compares the new one, Escape goes back to the plain patch; R shows git
# range-diff MARK...SELECTED of two versions of a three-commit series;
# m on the mark clears it. A series of thirteen and its rebase (one commit
# changed, one dropped, one added): git pads the pair lines' numbers
# (" 1:  abc =  1:  def"), and each is still read as a pair line (drawn as
# a file header, ] goes to it), a dropped commit as removed, an added one
# as added; R says that git is running until its first line. Everything
# expected comes from git.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: a base, then two versions of a series of three commits
# on it: v1 (first, second, third) and v2, where second has one line of
# c.txt changed and first and third are the same changes picked again
build_cmp()
{
	repo_init "$TEST_TMP/cmp"
	seq 1 12 > a.txt
	printf 'one\ntwo\n' > b.txt
	git add a.txt b.txt
	at 1 git commit -q -m 'cmp: base'
	git checkout -q -b v1
	sed 's/^3$/three/' a.txt > a.new && mv a.new a.txt
	at 2 git commit -q -am 'cmp: first'
	seq 1 10 > c.txt
	git add c.txt
	at 3 git commit -q -m 'cmp: second'
	echo three >> b.txt
	at 4 git commit -q -am 'cmp: third'
	git checkout -q -b v2 main
	at 5 git cherry-pick v1~2 >/dev/null
	seq 1 10 | sed 's/^5$/FIVE/' > c.txt
	git add c.txt
	at 6 git commit -q -m 'cmp: second'
	at 7 git cherry-pick v1 >/dev/null
}

build_cmp
V1=$(git rev-parse v1)
V2=$(git rev-parse v2)
S1=$(echo "$V1" | cut -c1-7)
S2=$(echo "$V2" | cut -c1-7)
git rev-list --topo-order v1 v2 > "$TEST_TMP/order"
if [ "$(git range-diff --no-color v1...v2 | grep -c '^[0-9]*:  [0-9a-f]* [=!] ')" -ne 3 ]; then
	fail cmp-fixture "test bug: git range-diff v1...v2 does not pair three commits"
	exit 1
fi

colour MARKEDBG SchemeMarked bg
colour FILEBG SchemeFile bg

start_x
gv_open -o "$TEST_TMP/order" cmp-start "$(head -n 1 "$TEST_TMP/order")" --topo-order v1 v2
pane_geometry || { gv_kill; exit 1; }

# _marked_rows ROWS: true when the rows of the list that show the mark's
# colour (in their left half) are ROWS (" 3", or ""); sets MARKED
_marked_rows()
{
	gv_shot "$TEST_TMP/mark.ppm" || return 1
	MARKED=$(px_crop "$TEST_TMP/mark.ppm" 0 "$LISTY" $((GV_W / 2)) \
		$(($(wc -l < "$TEST_TMP/order") * ROWH)) |
		awk -v c="$MARKEDBG" -v y0="$LISTY" -v h="$ROWH" '
			$3 == c { m[int(($2 - y0) / h)] = 1 }
			END { for (r = 0; r < 1000; r++) if (r in m) printf " %d", r }')
	[ "$MARKED" = "$1" ]
}

# --- the mark --------------------------------------------------------------

select_commit "$V1" "$(row "$V1")" || { gv_kill; exit 1; }
gv_mark
gv_key m
if gv_wait_trace "status: marked $S1" 5; then
	pass cmp-mark
else
	fail cmp-mark "no status 'marked $S1' after m on v1"
fi
select_commit "$V2" "$(row "$V2")" || { gv_kill; exit 1; }
if wait_for 5 _marked_rows " $(row "$V1")"; then
	pass cmp-mark-drawn
else
	fail cmp-mark-drawn "rows in the mark's colour #$MARKEDBG: '$MARKED', want only v1's row $(row "$V1")"
fi

# --- d: the diff from the mark ----------------------------------------------

# exp_diff FROM TO: the pane of d, as git shows it
exp_diff()
{
	printf 'diff %s..%s\n\n' "$(echo "$1" | cut -c1-7)" "$(echo "$2" | cut -c1-7)"
	git diff-tree -p -M --no-commit-id "$1" "$2" | show_drawn
}

gv_mark
gv_key d
gv_wait_patch "$V2" 10
check cmp-diff-first-line "diff $S1..$S2" "$(top_line)"
exp_diff "$V1" "$V2" > "$TEST_TMP/exp.diff"
pane_is cmp-diff-pane "$TEST_TMP/exp.diff"

git diff-tree -r -M --name-only "$V1" "$V2" > "$TEST_TMP/files"
files_are cmp-diff-files "$TEST_TMP/files"

# moving the selection compares the new one with the mark
NEXT=$(git rev-parse v2~1)
select_commit "$NEXT" "$(row "$NEXT")" || { gv_kill; exit 1; }
check cmp-move-first-line "diff $S1..$(echo "$NEXT" | cut -c1-7)" "$(top_line)"
exp_diff "$V1" "$NEXT" > "$TEST_TMP/exp.next"
pane_is cmp-move-pane "$TEST_TMP/exp.next"
if [ "$(git diff-tree -r --name-only "$V1" "$NEXT" | wc -l)" -ne 2 ]; then
	fail cmp-fixture "test bug: v1 and v2~1 differ in $(git diff-tree -r --name-only "$V1" "$NEXT" | wc -l) files, not 2"
fi
git diff-tree -r -M --name-only "$V1" "$NEXT" > "$TEST_TMP/files"
files_are cmp-move-files "$TEST_TMP/files"

# Escape: the plain patch again
xdotool mousemove --window "$GV_WID" $((GV_W / 3)) "$(list_row_y "$(row "$NEXT")")"
gv_mark
gv_key Escape
gv_wait_patch "$NEXT" 10
check cmp-escape "commit $NEXT" "$(top_line)"

# --- R: range-diff ---------------------------------------------------------

select_commit "$V2" "$(row "$V2")" || { gv_kill; exit 1; }
gv_mark
gv_key R
gv_wait_patch "$V2" 10
{
	printf 'range-diff %s...%s\n\n' "$S1" "$S2"
	git range-diff --no-color "$V1...$V2" | show_drawn
} > "$TEST_TMP/exp.range"
pane_is cmp-range-pane "$TEST_TMP/exp.range"
# a pair line heads its commit's part as a file header does
i=$(grep -n '^[0-9]*:  [0-9a-f]* ! ' "$TEST_TMP/exp.range" | head -n 1 | cut -d: -f1)
text_clicks 1 1  # on the blank line: the text selected goes
_pair_drawn()
{
	gv_shot "$TEST_TMP/range.ppm" &&
	[ "$(px_at "$TEST_TMP/range.ppm" $((TEXTW - 8)) "$(ty $((i - 1)))")" = "$FILEBG" ]
}
if wait_for 5 _pair_drawn; then
	pass cmp-range-pair-colour
else
	fail cmp-range-pair-colour "the '!' pair line (screen row $((i - 1))) is not on the file header's colour #$FILEBG"
fi
gv_mark
gv_key Escape
gv_wait_patch "$V2" 10
check cmp-range-escape "commit $V2" "$(top_line)"

# --- m on the mark clears it ------------------------------------------------

select_commit "$V1" "$(row "$V1")" || { gv_kill; exit 1; }
gv_mark
gv_key m
gv_wait_trace "status: mark cleared" 5
gv_key d
if gv_wait_trace "status: no mark" 5 && wait_for 5 _marked_rows ""; then
	pass cmp-mark-cleared
else
	fail cmp-mark-cleared "m on the marked commit: no 'mark cleared', no 'no mark' for d, or rows still marked: '$MARKED'"
fi

quit_check cmp-quit

# --- a series of thirteen and its rebase: padded pair lines -------------------

# s1: thirteen commits, each adding a file; s2 the same picked again on
# a new base, commit 4 dropped, commit 7 with 25 lines more (so that the
# diff of its two versions is long enough for ] to scroll), one added
build_series()
{
	repo_init "$TEST_TMP/series"
	echo base > base.txt
	git add base.txt
	at 1 git commit -q -m 'series: base'
	git checkout -q -b s1
	for i in 1 2 3 4 5 6 7 8 9 10 11 12 13; do
		if [ "$i" = 7 ]; then seq 1 40; else seq 1 "$i"; fi > "f$i.txt"
		git add "f$i.txt"
		at $((1 + i)) git commit -q -m "series: commit $i"
	done
	git checkout -q -b s2 main
	echo 'base, again' > base.txt
	at 20 git commit -q -am 'series: new base'
	for i in 1 2 3 5 6 7 8 9 10 11 12 13; do
		at $((20 + i)) git cherry-pick "s1~$((13 - i))" >/dev/null
		if [ "$i" = 7 ]; then
			seq 100 124 >> f7.txt
			at $((20 + i)) git commit -q -a --amend -m "series: commit 7"
		fi
	done
	echo added > added.txt
	git add added.txt
	at 40 git commit -q -m 'series: added'
}

build_series
S1=$(git rev-parse s1)
S2=$(git rev-parse s2)
git range-diff --no-color "$S1...$S2" > "$TEST_TMP/series.rd"
PAIRRE='^ *[0-9][0-9]*:  [0-9a-f][0-9a-f]* [=!]  *[0-9][0-9]*:  [0-9a-f]'
if [ "$(grep -c "$PAIRRE" "$TEST_TMP/series.rd")" -ne 12 ] ||
   [ "$(grep -c '^ [0-9]:' "$TEST_TMP/series.rd")" -lt 8 ] ||
   [ "$(grep -c '^ *[0-9]*:  [0-9a-f]* <  *-:  -' "$TEST_TMP/series.rd")" -ne 1 ] ||
   [ "$(grep -c '^ *-:  -* >  *[0-9]*:  [0-9a-f]' "$TEST_TMP/series.rd")" -ne 2 ]; then
	fail cmp-series-fixture "test bug: git range-diff s1...s2 has not 12 pairs (padded), 1 dropped and 2 added" "$TEST_TMP/series.rd"
	exit 1
fi
git rev-list --topo-order s1 s2 > "$TEST_TMP/order"
colour ADDBG SchemeAdd bg
colour DELBG SchemeDel bg

# a git whose range-diff waits while the file hold is there, so that the
# status line can be seen while it works
mkdir -p "$TEST_TMP/slowgit"
cat > "$TEST_TMP/slowgit/git" <<EOF
#!/bin/sh
if [ "\$1" = range-diff ]; then
	while [ -f "$TEST_TMP/slowgit/hold" ]; do sleep 0.05; done
fi
exec "$(command -v git)" "\$@"
EOF
chmod +x "$TEST_TMP/slowgit/git"
PATH=$TEST_TMP/slowgit:$PATH gv_start --topo-order s1 s2 || exit 1
gv_wait_loaded 10
pane_geometry || { gv_kill; exit 1; }
select_commit "$S1" "$(row "$S1")" || { gv_kill; exit 1; }
gv_key m
gv_wait_trace "status: marked" 5
select_commit "$S2" "$(row "$S2")" || { gv_kill; exit 1; }
touch "$TEST_TMP/slowgit/hold"
gv_mark
gv_key R
gv_wait_trace "run: git range-diff" 5
STATUS_SUM=
wait_for 3 _status_steady
HELD=$STATUS_SUM
rm -f "$TEST_TMP/slowgit/hold"
gv_wait_patch "$S2" 10
# the word while git works, said before its first line and drawn: the
# status line changes when git's lines come and the word goes
if ! _gv_since "status: running git range-diff" ||
   [ "$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep -n "status: running git range-diff\|patch $S2 first" | head -n 1 | grep -c 'status: running')" != 1 ]; then
	fail cmp-series-running "no 'status: running git range-diff...' before the range-diff's first line"
elif [ -n "$HELD" ] && wait_for 5 _status_other; then
	pass cmp-series-running
else
	fail cmp-series-running "the status line drawn while git range-diff held is the one after it: the word was not drawn"
fi
{
	printf 'range-diff %s...%s\n\n' "$(echo "$S1" | cut -c1-7)" "$(echo "$S2" | cut -c1-7)"
	show_drawn < "$TEST_TMP/series.rd"
} > "$TEST_TMP/exp.series"
pane_is cmp-series-pane "$TEST_TMP/exp.series"

# each line of the first screen that git writes as a pair is drawn as a
# file header, the dropped commit's as removed, the added ones' as added
text_clicks 1 1
_series_drawn()
{
	gv_shot "$TEST_TMP/series.ppm" || return 1
	SERIESBAD=
	_sd_i=0
	while [ $_sd_i -lt "$TEXTROWS" ]; do
		_sd_l=$(nth_line "$_sd_i" "$TEST_TMP/exp.series")
		_sd_want=
		if printf '%s\n' "$_sd_l" | grep -q "$PAIRRE"; then
			_sd_want=$FILEBG
		elif printf '%s\n' "$_sd_l" | grep -q '^ *[0-9]*:  [0-9a-f]* <'; then
			_sd_want=$DELBG
		elif printf '%s\n' "$_sd_l" | grep -q '^ *-:  -* >'; then
			_sd_want=$ADDBG
		fi
		if [ -n "$_sd_want" ]; then
			_sd_got=$(px_at "$TEST_TMP/series.ppm" $((TEXTW - 8)) "$(ty "$_sd_i")")
			[ "$_sd_got" = "$_sd_want" ] ||
				SERIESBAD="$SERIESBAD row $_sd_i ('$_sd_l'): #$_sd_got, want #$_sd_want;"
		fi
		_sd_i=$((_sd_i + 1))
	done
	[ -z "$SERIESBAD" ]
}
if [ "$(head -n "$TEXTROWS" "$TEST_TMP/exp.series" | grep -c "$PAIRRE")" -lt 6 ]; then
	fail cmp-series-drawn "test bug: fewer than 6 pair lines on the first $TEXTROWS rows"
elif wait_for 5 _series_drawn; then
	pass cmp-series-drawn
else
	fail cmp-series-drawn "$SERIESBAD"
fi

# ] goes from pair to pair, past the dropped commit's line
grep "$PAIRRE" "$TEST_TMP/series.rd" | head -n 5 > "$TEST_TMP/series.pairs"
k=0
while IFS= read -r want; do
	k=$((k + 1))
	gv_key bracketright
	check "cmp-series-next-$k" "$(printf '%s\n' "$want" | show_drawn)" "$(top_line)"
done < "$TEST_TMP/series.pairs"
gv_key bracketleft
check cmp-series-previous "$(sed -n 4p "$TEST_TMP/series.pairs" | show_drawn)" "$(top_line)"
quit_check cmp-series-quit
