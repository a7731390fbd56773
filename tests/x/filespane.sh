#!/bin/sh
# filespane.sh - the files pane and the patch: a click on a file (or Up /
# Down in the files pane, [ and ] in the commit pane) brings its diff
# header to the top of the commit pane; Return narrows the patch to that
# file, Return again or Escape widens it; Tab moves the focus (a line
# along the top of the focused pane). The headers and parts expected come
# from git diff-tree.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: a root with f1..f9, then HEAD: f1 modified (long), f2
# added, f3 deleted, f4 renamed to g4 with a change, f5 modified (the
# longest), f6..f8 small changes, z9 modified (the last file)
lines()
{
	awk -v p="$1" -v n="$2" 'BEGIN { for (i = 1; i <= n; i++) printf "%s %d\n", p, i }'
}
build_fp()
{
	repo_init "$TEST_TMP/fp"
	lines 'f1 old' 30 > f1.txt
	lines 'f3 doomed' 10 > f3.txt
	lines 'f4 stays the same' 20 > f4.txt
	lines 'f5 old' 70 > f5.txt
	for f in f6 f7 f8 z9; do
		lines "$f old" 3 > $f.txt
	done
	git add .
	at 1 git commit -q -m 'fp: the root'
	lines 'f1 new' 30 > f1.txt
	lines 'f2 added' 40 > f2.txt
	git rm -q f3.txt
	git mv f4.txt g4.txt
	lines 'f4 stays the same' 19 > g4.txt
	echo 'g4 one line changed' >> g4.txt
	lines 'f5 new' 70 > f5.txt
	for f in f6 f7 f8 z9; do
		lines "$f new" 3 > $f.txt
	done
	git add -A
	at 2 git commit -q -m 'fp: nine files'
}

build_fp
HEAD=$(git rev-parse HEAD)
git_patch "$HEAD" | show_drawn > "$TEST_TMP/patch"
grep '^diff ' "$TEST_TMP/patch" > "$TEST_TMP/headers"
NFILES=$(wc -l < "$TEST_TMP/headers")
hdr()
{
	nth_line "$1" "$TEST_TMP/headers"
}
# part K: file K's lines of the patch
part()
{
	awk -v k="$1" '/^diff / { n++ } n == k + 1' "$TEST_TMP/patch"
}
if [ "$NFILES" -ne 9 ] || ! grep -q '^rename from f4.txt' "$TEST_TMP/patch"; then
	fail fp-fixture "test bug: expected 9 files with a rename, git shows $NFILES"
	exit 1
fi

start_x
gv_open fp-start "$HEAD"
gv_mark
wait_for 5 grep -q "patch $HEAD done" "$GV_ERR"
pane_geometry || { gv_kill; exit 1; }

# --- focus: a 2-pixel line along the top of the focused pane ---------------

FOCUS=$FOCUSBG
# focus_at: which panes have the focus line (list text files), by pixels
focus_at()
{
	gv_shot "$TEST_TMP/focus.ppm"
	_fa=
	[ "$(px_at "$TEST_TMP/focus.ppm" $((GV_W - 3)) "$LISTY")" = $FOCUS ] &&
	[ "$(px_at "$TEST_TMP/focus.ppm" $((GV_W - 3)) $((LISTY + 1)))" = $FOCUS ] && _fa="$_fa list"
	[ "$(px_at "$TEST_TMP/focus.ppm" $((TEXTW - 3)) "$TEXTY")" = $FOCUS ] &&
	[ "$(px_at "$TEST_TMP/focus.ppm" $((TEXTW - 3)) $((TEXTY + 1)))" = $FOCUS ] && _fa="$_fa text"
	[ "$(px_at "$TEST_TMP/focus.ppm" $((GV_W - 3)) "$TEXTY")" = $FOCUS ] &&
	[ "$(px_at "$TEST_TMP/focus.ppm" $((GV_W - 3)) $((TEXTY + 1)))" = $FOCUS ] && _fa="$_fa files"
	echo "${_fa# }"
}
_focus_is()
{
	[ "$(focus_at)" = "$1" ]
}
expect_focus()
{
	if wait_for 2 _focus_is "$2"; then
		pass "$1"
	else
		fail "$1" "the focus line is on '$(focus_at)', expected on '$2' only"
	fi
}
expect_focus fp-focus-start list
gv_key Tab
expect_focus fp-focus-tab-1 text
gv_key Tab
expect_focus fp-focus-tab-2 files
gv_key Tab
expect_focus fp-focus-tab-3 list
gv_key ISO_Left_Tab
expect_focus fp-focus-shift-tab files
gv_key ISO_Left_Tab
expect_focus fp-focus-shift-tab-2 text
gv_key ISO_Left_Tab
expect_focus fp-focus-shift-tab-3 list

# the character width, for the clicks in the commit pane
check fp-triple-commit-line "commit $HEAD" "$(text_triple 0)"
pane_charw || { gv_kill; exit 1; }

# --- a click on a file: its header at the top -------------------------------

# in a shuffled order, the last file among them
for k in 4 0 8 2 6 1 7 3 5 8; do
	files_click "$k"
	check "fp-click-file-$k" "$(hdr "$k")" "$(top_line)"
done
# below the last file: nothing changes
files_click "$NFILES"
check fp-click-below-last-file "$(hdr 8)" "$(top_line)"
files_click 3
check fp-click-file-3-again "$(hdr 3)" "$(top_line)"

# Up / Down (and k / j) in the files pane: the previous / next file
files_click 2
check fp-before-down "$(hdr 2)" "$(top_line)"
files_click 2
gv_key Down
check fp-files-down "$(hdr 3)" "$(top_line)"
files_click 3
gv_key Down Down
check fp-files-down-down "$(hdr 5)" "$(top_line)"
files_click 5
gv_key Up
check fp-files-up "$(hdr 4)" "$(top_line)"
files_click 4
gv_key j
check fp-files-j "$(hdr 5)" "$(top_line)"
files_click 5
gv_key k k
check fp-files-k-k "$(hdr 3)" "$(top_line)"
files_click 7
gv_key Down Down Down
check fp-files-down-past-the-end "$(hdr 8)" "$(top_line)"

# ] and [ in the commit pane: the next / previous file's header
files_click 1
gv_key Tab Tab
gv_key bracketright
check fp-text-next-file "$(hdr 2)" "$(top_line)"
gv_key bracketright bracketright
check fp-text-next-file-2 "$(hdr 4)" "$(top_line)"
gv_key bracketleft
check fp-text-previous-file "$(hdr 3)" "$(top_line)"

# --- Return narrows the patch to the file -----------------------------------

# lowest_line: the lowest full row of the commit pane
lowest_line()
{
	text_triple $((TEXTROWS - 1))
}
# the longest part: f5.txt's
k=$(awk '/^diff .*f5\.txt/ { print NR - 1; exit }' "$TEST_TMP/headers")
files_click $k
gv_key Return
check fp-narrow-top "$(hdr $k)" "$(top_line)"
part $k > "$TEST_TMP/part"
n=$(wc -l < "$TEST_TMP/part")
if [ "$n" -le "$TEXTROWS" ]; then
	fail fp-narrow-fixture "test bug: file $k's part ($n lines) fits on one screen ($TEXTROWS rows)"
fi
# the commit pane has the focus now (the triple-click): page to the end
gv_key Next Next Next Next Next Next Next Next Next Next
check fp-narrow-next-stops-at-its-end "$(tail -n 1 "$TEST_TMP/part")" "$(lowest_line)"
check fp-narrow-next-top "$(nth_line $((n - TEXTROWS)) "$TEST_TMP/part")" "$(top_line)"
gv_key space
check fp-narrow-space-stays "$(tail -n 1 "$TEST_TMP/part")" "$(lowest_line)"
xdotool mousemove --window "$GV_WID" $((TEXTW / 2)) "$(ty 3)" click --repeat 5 --delay 20 5
# no wait: lowest_line's drag comes after the wheel in gitview's events
check fp-narrow-wheel-stays "$(tail -n 1 "$TEST_TMP/part")" "$(lowest_line)"
gv_key Prior Prior Prior Prior Prior Prior Prior Prior Prior Prior
check fp-narrow-prior-back-to-top "$(hdr $k)" "$(top_line)"
# ] does not leave the file while narrowed
gv_key bracketright
check fp-narrow-bracket-stays "$(hdr $k)" "$(top_line)"
gv_key Down
check fp-narrow-down "$(nth_line 1 "$TEST_TMP/part")" "$(top_line)"
# a click on another file while narrowed: that file, narrowed
files_click 0
check fp-narrow-click-other-top "$(hdr 0)" "$(top_line)"
part 0 > "$TEST_TMP/part0"
gv_key Next Next Next Next Next Next Next Next Next Next
check fp-narrow-click-other-end "$(tail -n 1 "$TEST_TMP/part0")" "$(lowest_line)"

# Escape widens: the file's header stays at the top, ] goes on
gv_key Escape
check fp-widen-escape-top "$(hdr 0)" "$(top_line)"
gv_key bracketright
check fp-widen-escape-next-file "$(hdr 1)" "$(top_line)"

# Return again widens too
files_click $k
gv_key Return
check fp-narrow-again-top "$(hdr $k)" "$(top_line)"
files_click $k
gv_key Return
check fp-widen-return-top "$(hdr $k)" "$(top_line)"
# widened: ] goes to the next file (the focus is on the commit pane after
# the triple-click)
gv_key bracketright
check fp-widen-return-next-file "$(hdr $((k + 1)))" "$(top_line)"

gv_quit
check fp-quit 0 $?

# --- End before the last file's part came: it is gone to when it comes ------

# the files pane lists git's raw part, which comes before the parts: a git
# whose diff-tree holds back all but the first part while the file hold
# is there (and whose rev-list waits while holdrl is)
mkdir -p "$TEST_TMP/slowgit"
cat > "$TEST_TMP/slowgit/git" <<EOF
#!/bin/sh
GIT="$(command -v git)"
while [ "\$1" = rev-list ] && [ -f "$TEST_TMP/slowgit/holdrl" ]; do sleep 0.05; done
if [ "\$1" != diff-tree ] || [ ! -f "$TEST_TMP/slowgit/hold" ]; then
	exec "\$GIT" "\$@"
fi
"\$GIT" "\$@" > "$TEST_TMP/slowgit/out" || exit
at=\$(grep -abo 'diff --git' "$TEST_TMP/slowgit/out" | sed -n '2s/:.*//p')
head -c "\$at" "$TEST_TMP/slowgit/out"
while [ -f "$TEST_TMP/slowgit/hold" ]; do sleep 0.05; done
tail -c +\$((at + 1)) "$TEST_TMP/slowgit/out"
EOF
chmod +x "$TEST_TMP/slowgit/git"
: > "$TEST_TMP/slowgit/hold"
PATH=$TEST_TMP/slowgit:$PATH gv_start || exit 1
GV_MARK=0
gv_wait_loaded 10
if gv_wait_trace "patch $HEAD first" 10; then
	gv_key Tab Tab End
	gv_mark
	gv_sync > /dev/null
	rm -f "$TEST_TMP/slowgit/hold"
	gv_wait_patch "$HEAD" 10
	check fp-end-before-its-part "$(hdr $((NFILES - 1)))" "$(top_line)"
	# the triple-click of top_line took the focus to the commit pane
	gv_key Tab Up
	check fp-end-then-up "$(hdr $((NFILES - 2)))" "$(top_line)"
	gv_key Tab Home
	check fp-home "$(hdr 0)" "$(top_line)"
else
	fail fp-end-before-its-part "no 'patch $HEAD first' in the trace" "$GV_ERR"
fi
rm -f "$TEST_TMP/slowgit/hold"

# --- status lines that go when their time is over ---------------------------

# type-ahead's prefix leaves the status line at the pause that ends it
STATUS_SUM=
wait_for 3 _status_steady
gv_mark
gv_key Tab slash f 5  # the focus from the commit pane to the files pane
gv_wait_trace "status: type-ahead: f5" 3
check fp-ahead-said 0 $?
if wait_for 4 _status_is; then
	pass fp-ahead-status-goes
else
	fail fp-ahead-status-goes "the status line still shows the prefix 4 s after it was typed"
fi
# b while a reload's git has printed nothing: the view is kept until it
# does, selection and all, and b opens the file at hand there
: > "$TEST_TMP/slowgit/holdrl"
gv_mark
gv_key r
gv_wait_trace "run: git rev-list" 5
gv_key b
gv_wait_trace "file view $HEAD" 5
check fp-b-during-reload-kept-view 0 $?
gv_key Escape
rm -f "$TEST_TMP/slowgit/holdrl"
gv_wait_trace "selected $HEAD" 10
check fp-reload-selects-again 0 $?
gv_wait_patch "$HEAD" 10

# --- type-ahead: how to start it, Escape ends it alone ----------------------

# the files pane taking the focus says how to type a name
select_commit "$HEAD" 0
gv_mark
files_click 0
gv_wait_trace "status: files: / and a name go to that file" 3
check fp-ahead-hint 0 $?
# narrowed to the first file, a prefix, Escape: the prefix ends, the
# patch stays narrowed (the commit pane's end is the file's part's)
gv_key Return
gv_key slash f Escape
gv_key ISO_Left_Tab End
part 0 > "$TEST_TMP/part0"
check fp-ahead-escape-stays-narrowed "$(tail -n 1 "$TEST_TMP/part0")" "$(lowest_line)"
# within a prefix a bound letter (t, the tree) is a letter of the name
gv_key Tab slash f 1 period t
gv_wait_trace "status: type-ahead: f1.t" 3
check fp-ahead-bound-letter 0 $?
gv_key Escape

# a find of the list that found nothing says so, and leaves no "0
# matches" behind in the status line, as under a find in the commit pane
select_commit "$HEAD" 0
STATUS_SUM=
wait_for 3 _status_steady
ask slash 'zzz-no-such'
gv_wait_trace "status: zzz-no-such: no commit matches" 5
check fp-find-none-said 0 $?
gv_key Tab  # the commit pane; the red message goes with the key
ask slash 'f1 new'
gv_sync > /dev/null
if wait_for 3 _status_is; then
	pass fp-find-none-not-left
else
	fail fp-find-none-not-left "the status line is not as before the find that found nothing"
fi
gv_quit
check fp-end-quit 0 $?

# --- long paths: cut at their start, so that the name shows -----------------

# a path far wider than the files pane, with a multi-byte directory; the
# drawn text (traced) is an ellipsis and the path's end from a '/' on
LONGP='src/a-very-long-directory-name/another-long-directory-näme/yet-another-long-directory/lib/parse.c'
repo_init "$TEST_TMP/lp"
mkdir -p "$(dirname "$LONGP")"
echo one > "$LONGP"
echo top > short.txt
git add . && at 1 git commit -q -m 'lp: a long path'
LP=$(git diff-tree -r --root --name-only --no-commit-id -z HEAD | tr '\0' '\n' | grep '/parse.c$')
check fp-long-fixture "$LONGP" "$LP"
gv_start || exit 1
gv_wait_loaded 10
gv_mark
wait_for 5 grep -q "patch $(git rev-parse HEAD) done" "$GV_ERR"
if wait_for 5 grep -q 'trace: cut: files ' "$GV_ERR"; then
	CUTP=$(sed -n 's/^gitview: trace: cut: files //p' "$GV_ERR" | tail -n 1)
	REST=${CUTP#…}
	case $CUTP in
	"…/"*/parse.c) pass fp-long-cut-start ;;
	*) fail fp-long-cut-start "drawn as '$CUTP', not …/…/parse.c" ;;
	esac
	case $LP in
	*"$REST") pass fp-long-cut-is-the-end ;;
	*) fail fp-long-cut-is-the-end "'$REST' is not the end of $LP" ;;
	esac
else
	fail fp-long-cut-start "no 'cut: files' in the trace: the path was not cut at its start"
fi
gv_quit
check fp-long-quit 0 $?
