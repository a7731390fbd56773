#!/bin/sh
# linelog.sh - line history: in the file view Shift-Down chooses lines
# from the cursor, L lists the commits that changed them from the file
# view's commit back, in git log -L's order, each with the range's
# patch as git log -L prints it (its line count in the trace); Alt-Left
# gives the view before back, at the commit selected then, the file view
# on its line. `gitview -L :FUNC:PATH` lists and shows the same as git;
# path: and h find in it what git finds.
# Everything expected comes from git log -L.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# the fixture: f.c's lines 2..4 (and its function add) change in c2 and
# c4 and move down in c5; c3 and c6 change lines outside them
build_ll()
{
	repo_init "$TEST_TMP/ll"
	printf '#include <a.h>\nint add(int a, int b)\n{\n\treturn a + b;\n}\nint x;\nint y;\nint z;\nint w;\n' > f.c
	printf 'o\n' > other.txt
	git add . && at 1 git commit -q -m 'll: c1 f.c'
	sed -i 's/a + b/b + a/' f.c && at 2 git commit -q -am 'll: c2 line 4'
	sed -i 's/int y/long y/' f.c && at 3 git commit -q -am 'll: c3 line 7'
	sed -i 's/int add(int a, int b)/long add(long a, long b)/; s/b + a/a + b + 0/' f.c
	at 4 git commit -q -am 'll: c4 lines 2 and 4'
	sed -i '1a /* two lines */\n/* above add */' f.c && at 5 git commit -q -am 'll: c5 two lines above'
	sed -i 's/int w/int v/' f.c && printf 'p\n' >> other.txt
	at 6 git commit -q -am 'll: c6 line 11 and other.txt'
}
build_ll
HEAD=$(git rev-parse HEAD)
# lines 4..6 of HEAD's f.c are c4's add: its head, { and return
RANGE=4,6:f.c

# llcheck NAME ARG...: walk the list from its first row with j; it holds
# git log ARG's commits in order, each patch git's line count
llcheck()
{
	_lc=$1
	shift
	git log "$@" --format=%x01%H > "$TEST_TMP/log"
	sed -n 's/^\x01//p' "$TEST_TMP/log" > "$TEST_TMP/want"
	awk '/^\001/ { c = substr($0, 2); p = 0; n[c] = 0; next }
		/^diff --git / { p = 1 } p { n[c]++ } END { for (c in n) print c, n[c] }' "$TEST_TMP/log" > "$TEST_TMP/wantn"
	[ "$(wc -l < "$TEST_TMP/want")" -ge 2 ] || { fail "$_lc-fixture" "test bug: git log $* lists < 2 commits"; return 1; }
	: > "$TEST_TMP/got"
	: > "$TEST_TMP/gotn"
	_lc_k=0
	for _lc_c in $(cat "$TEST_TMP/want"); do
		if [ $_lc_k -gt 0 ]; then
			gv_mark
			gv_key j
		fi
		wait_primary "$_lc_c" 3 || break
		printf '%s\n' "$_lc_c" >> "$TEST_TMP/got"
		gv_wait_patch "$_lc_c" 5 || break
		sed -n "s/^.* patch $_lc_c done \([0-9]*\) lines\$/$_lc_c \1/p" "$GV_ERR" | tail -n 1 >> "$TEST_TMP/gotn"
		_lc_k=$((_lc_k + 1))
	done
	check_file "$_lc-commits" "$TEST_TMP/want" "$TEST_TMP/got"
	sort "$TEST_TMP/wantn" > "$TEST_TMP/wantn.s"
	sort "$TEST_TMP/gotn" > "$TEST_TMP/gotn.s"
	check_file "$_lc-patch-lines" "$TEST_TMP/wantn.s" "$TEST_TMP/gotn.s"
}

start_x
gv_open ll-start "$HEAD"
NALL=$(git rev-list HEAD | wc -l)

# the character width from the patch's first line (the focus then on
# the commit pane); b on f.c (HEAD's first file), line 4, Shift-Down
# twice, L
gv_wait_patch "$HEAD" 10
pane_geometry && text_triple 0 > /dev/null && pane_charw || { gv_kill; exit 1; }
gv_mark
gv_key Tab b
if fv_wait ll-b f.c; then
	gv_mark
	gv_key Down Down Down shift+Down shift+Down L
	if gv_wait_trace "run: git log .* -L$RANGE $HEAD\$" 5 && gv_wait_trace "loaded" 10; then
		pass ll-L-runs
		llcheck ll-L -L "$RANGE" "$HEAD"
	else
		fail ll-L-runs "no git log -L$RANGE $HEAD in the trace"
		gv_diag
	fi
	# Alt-Left: the whole history again, HEAD selected, the file view
	# back on line 6 (Return selects its blamed commit)
	gv_mark
	gv_key alt+Left
	if gv_wait_trace "loaded $NALL commits" 10; then
		pass ll-back-loads
		expect_primary ll-back-selection "$HEAD"
		if fv_wait ll-back-fileview f.c; then
			gv_key Return
			expect_primary ll-back-cursor "$(git blame -L 6,6 --porcelain HEAD -- f.c | head -n 1 | cut -d' ' -f1)"
			# a drag over the line numbers (blame's 33 columns, then
			# the numbers) from line 2 to line 3, then L
			gv_mark
			_x=$((X0 + 34 * CHARW))
			xdotool mousemove --window "$GV_WID" $_x "$(ty 2)" mousedown 1 \
				mousemove --window "$GV_WID" $_x "$(ty 3)" mouseup 1
			gv_key L
			gv_wait_trace "run: git log .* -L2,3:f.c $HEAD\$" 5
			check ll-drag-L 0 $?
			gv_key alt+Left
		fi
	else
		fail ll-back-loads "no 'loaded $NALL commits' after Alt-Left"
		gv_diag
	fi
fi
quit_check ll-quit

# t, b on f.c in the tree, L: the files pane lists the line's file, as
# git log -L's patch has it, not the whole tree
gv_start || exit 1
gv_wait_loaded 10
GV_MARK=0
gv_wait_patch "$HEAD" 10
gv_key t
gv_wait_trace "run: git ls-tree" 5
gv_mark
gv_key b
if fv_wait ll-tree-b f.c; then
	C=$(git log -L4,4:f.c --format=%x01%H "$HEAD" | sed -n 's/^\x01//p' | head -n 1)
	git log -L4,4:f.c --format= -1 "$C" | sed -n 's,^diff --git a/\([^ ]*\) .*,\1,p' > "$TEST_TMP/llfiles"
	[ -s "$TEST_TMP/llfiles" ] || fail ll-tree-fixture "test bug: git log -L4,4:f.c has no file"
	gv_mark
	gv_key Down Down Down L
	gv_wait_trace "run: git log .* -L4,4:f.c $HEAD\$" 5 && gv_wait_trace "loaded" 10
	expect_primary ll-tree-L-selects "$C"
	gv_wait_patch "$C" 5
	files_are ll-tree-L-files "$TEST_TMP/llfiles"
fi
quit_check ll-tree-quit

# the command line: -L :FUNC:PATH
gv_start -L :add:f.c || exit 1
gv_wait_loaded 10
GV_MARK=0
llcheck ll-func -L :add:f.c

# path: and h (the files pane's commits touching the file) in a line
# history (Return in the files pane narrows the patch to f.c first): git
# refuses -L with a pathspec; the marks are the commits of
# the view that touch the path, as git lists them
git log -L :add:f.c --format=%x01%H | sed -n 's/^\x01//p' > "$TEST_TMP/llview"
# llfind NAME PATH KEYS...: KEYS start a find of PATH; its count of
# matches is that of git's commits of PATH in the view
llfind()
{
	_lf=$1 _lfp=$2
	shift 2
	_lfn=$(git log --format=%H -- "$_lfp" | grep -cFxf "$TEST_TMP/llview")
	[ "$_lfn" -ge 1 ] || { fail "$_lf" "test bug: no commit of the view touches $_lfp"; return 1; }
	gv_mark
	"$@"
	if gv_wait_trace "find done" 10; then
		_lfg=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" |
			sed -n 's/.*trace: +[0-9.]*ms \(find done .*\)/\1/p' | tail -n 1)
		check "$_lf" "find done $_lfn matches" "$_lfg"
	else
		fail "$_lf" "no 'find done' in the trace"
	fi
	_lfs=$(tail -n +$((GV_MARK + 1)) "$GV_ERR" | grep 'status: .*cannot be used' | head -n 1)
	check_empty "$_lf-no-git-error" "$_lfs"
}
gv_key Home
wait_primary "$(head -n 1 "$TEST_TMP/llview")" 5 || fail ll-path-find-home "Home: no first row"
llfind ll-path-find other.txt ask slash 'path:other.txt'
first=$(git log --format=%H -- other.txt | grep -Fxf "$TEST_TMP/llview" | head -n 1)
expect_primary ll-path-find-jumps "$first"
# Return narrows to the file the files pane lists: once the patch is there
gv_mark
gv_key Home
gv_wait_patch "$(head -n 1 "$TEST_TMP/llview")" 5 || fail ll-touching-home "Home: no patch"
llfind ll-touching f.c gv_key Tab Tab Return h
quit_check ll-func-quit
