#!/bin/sh
# menu.sh - the menu: the right button on a commit opens it there (the
# commit selected), a click on Copy commit id puts the id on CLIPBOARD;
# the pointer over an entry highlights it and Return runs it;
# the Menu key opens it too, Down and Return write the patch to a file
# as git format-patch does, in $TMPDIR (gitview started in the work
# tree); on a file: its path, find by its path from the top; on a patch line: its
# text. D diffs the other way. Y puts git's reference to the commit (git show -s
# --pretty=reference) on CLIPBOARD; your own commands: a gitview built
# with a config.h of this test's (usercmds[] of two recording scripts)
# runs the first with its %(...) replaced, as argv, in the repository's
# top directory, and says its first line; the second (CmdAsk) asks y/n
# first: n runs nothing, y runs it; an option-shaped branch and path come
# as refs/heads/--x and ./-x. Expected values from git itself.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# a gitview with this test's usercmds[]
if ! gv_build_config '/^static const UserCmd usercmds\[\]/ { skip = 1
		print "static const UserCmd usercmds[] = {"
		print "\t{ 0, XK_F5, CmdShow, { \"" rec "\", \"one\", \"%(commit)\", \"%(parent)\", \"%(mark)\"," \
		      " \"%(file)\", \"%(line)\", \"%(branch)\", \"%(repo)\", \"at:%(line)!\", \"%(nope)\", NULL } },"
		print "\t{ 0, XK_F6, CmdAsk, { \"" rec "\", \"two\", \"%(commit)\", NULL } },"
		print "\t{ 0, XK_F7, 0, { \"git\", \"log\", \"-1\", \"%(branch)\", NULL } },"
		print "};"; next }
	skip && /^};/ { skip = 0; next }
	!skip' -v rec="$TEST_TMP/rec"; then
	fail usercmd-build "x.c with the test's config.h" "$TEST_TMP/build.log"
	exit 1
fi
# rec WORDS...: writes its working directory and each argument on a line
cat > "$TEST_TMP/rec" <<'EOS'
#!/bin/sh
{ pwd; for a; do printf '%s\n' "$a"; done; } > "$(dirname "$0")/rec.$1"
echo "recorded $1"
echo "a second line"
EOS
chmod +x "$TEST_TMP/rec"

# the fixture: three commits, each adding a file of one line; gitview
# is started in a subdirectory
repo_init "$TEST_TMP/m" -b main
mkdir sub && echo s > sub/s.txt && git add sub && at 1 git commit -q -m 'm: c1 sub'
echo a > a.txt && git add a.txt && at 2 git commit -q -m 'm: c2 a'
echo b > b.txt && git add b.txt && at 3 git commit -q -m 'm: c3 b'
HEAD=$(git rev-parse HEAD)
C2=$(git rev-parse HEAD~1)
C1=$(git rev-parse HEAD~2)
cd sub || exit 1

start_x
GITVIEW=$TEST_TMP/b/gitview
GVTMP=$TEST_TMP/tmp  # gitview's $TMPDIR
mkdir -p "$GVTMP" && TMPDIR=$GVTMP && export TMPDIR
gv_open menu-start "$HEAD"

# Y: git's reference, on CLIPBOARD
REF=$(git show -s --pretty=reference "$HEAD")
gv_mark
gv_key Y
wait_for 5 _clipboard_is "$REF"
check Y-clipboard "$REF" "$(clipboard)"
gv_wait_trace "status: copied to CLIPBOARD: $REF" 3 && pass Y-status || fail Y-status "no status line naming it"

# the right button on the list's second row: C2 selected, its menu
# there; its first entry (Copy commit id) clicked: C2 on CLIPBOARD
pane_geometry || { gv_kill; exit 1; }
gv_mark
gv_click 40 $((LISTY + ROWH + ROWH / 2)) 3
expect_primary menu-button3-selects "$C2"
gv_wait_trace "menu [0-9]* entries" 3 && pass menu-button3 || fail menu-button3 "no menu in the trace"

gv_mark
gv_click 60 $((LISTY + 2 * ROWH))
gv_wait_trace "menu run Copy commit id" 3 && pass menu-click-runs || fail menu-click-runs "no entry ran"
wait_for 5 _clipboard_is "$C2"
check menu-copy-id "$C2" "$(clipboard)"

# the pointer over its second entry (Copy reference) highlights it, as
# GTK and Qt menus do, and Return runs it, not the first (Copy commit id)
REF2=$(git show -s --pretty=reference "$C2")
MY=$((LISTY + ROWH + ROWH / 2))  # where the menu opens: its top
gv_mark
gv_click 40 $MY 3
gv_wait_trace "menu [0-9]* entries" 3 || fail menu-hover-open "no menu in the trace"
xdotool mousemove --window "$GV_WID" 60 $((MY + 1 + ROWH + ROWH / 2))
gv_shot_stable "$TEST_TMP/hover.ppm"
if px_row_has "$TEST_TMP/hover.ppm" $((MY + 1 + ROWH + ROWH / 2)) 44 120 "$SELBG" &&
   ! px_row_has "$TEST_TMP/hover.ppm" $((MY + 1 + ROWH / 2)) 44 120 "$SELBG"; then
	pass menu-hover-highlight
else
	fail menu-hover-highlight "the second entry's row is not the only one in the selection's colour $SELBG"
fi
gv_key Return
gv_wait_trace "menu run Copy reference" 3 && pass menu-hover-runs || fail menu-hover-runs "not the entry under the pointer"
wait_for 5 _clipboard_is "$REF2"
check menu-hover-copy-ref "$REF2" "$(clipboard)"

# the Menu key on the list: Down to the fourth entry (Write patch to a
# file), Return: git format-patch's file (without its signature), named
# in the status line, in a directory of gitview's own in $TMPDIR:
# gitview was started inside the work tree (tests/x/formatpatch.sh has
# the rest)
PATCHF=$(git -C "$TEST_TMP/m" format-patch -1 --no-signature "$C2" -o "$TEST_TMP/fp")
gv_mark
gv_key Menu
gv_wait_trace "menu [0-9]* entries" 3 && pass menu-key || fail menu-key "no menu in the trace"
gv_key Down Down Down Return
gv_wait_trace "menu run Write patch to a file" 3 && pass menu-key-runs || fail menu-key-runs "no entry ran"
gv_wait_trace "status: wrote $GVTMP/gitview-patch-[^/]*/$(basename "$PATCHF")\$" 5 &&
	pass menu-format-patch-status ||
	fail menu-format-patch-status "no path in \$TMPDIR in the status line"
F=$(sed -n "s|^gitview: trace: status: wrote \($GVTMP/.*\)|\1|p" "$GV_ERR" | tail -n 1)
if [ -n "$F" ] && cmp -s "$F" "$PATCHF"; then pass menu-format-patch
else fail menu-format-patch "${F:-no file} is not what git format-patch wrote ($PATCHF)"; fi

# the right button on the files pane's file: Copy path; on the patch's
# added line: Copy the line (its text without the +)
gv_click $((FILESX + 40)) $(fy 0) 3
gv_mark
gv_key Return
gv_wait_trace "menu run Copy path" 3 && pass menu-files || fail menu-files "no Copy path"
wait_for 5 _clipboard_is a.txt
check menu-copy-path "$(git diff-tree -r --name-only --no-commit-id "$C2")" "$(clipboard)"
# its second entry: find's marks on the commits that touch it, from sub/
gv_click $((FILESX + 40)) $(fy 0) 3
gv_mark
gv_key Down Return
gv_wait_trace "run: git .* -- :(top,literal)a.txt\$" 5 && pass menu-touching ||
	fail menu-touching "no find of the path from the top"
expect_primary menu-touching-c2 "$C2"  # the one commit that touches it
# the same from its key, h, in the files pane
files_click 0
gv_mark
gv_key h
gv_wait_trace "run: git .* -- :(top,literal)a.txt\$" 5 && pass menu-touching-key ||
	fail menu-touching-key "h: no find of the path from the top"
NL=$(git show --format= "$C2" | wc -l)
gv_click 40 $(ty $((NL + 7))) 3
gv_mark
gv_key Down Return
gv_wait_trace "menu run Copy the line" 3 && pass menu-patch || fail menu-patch "no Copy the line"
wait_for 5 _clipboard_is a
check menu-copy-line "$(git show --format= "$C2" | sed -n 's/^+\([^+]\)/\1/p')" "$(clipboard)"
# over the commit pane's headers: the commit's menu, from the button and
# from Shift-F10
gv_click 40 $(ty 0) 3
gv_mark
gv_key Return
gv_wait_trace "menu run Copy commit id" 3 && pass menu-header || fail menu-header "no Copy commit id"
wait_for 5 _clipboard_is "$C2"
check menu-header-copy-id "$C2" "$(clipboard)"
gv_mark
gv_key shift+F10
gv_key Down Return
gv_wait_trace "menu run Copy reference" 3 && pass menu-header-key || fail menu-header-key "no Copy reference"
gv_click 40 $((LISTY + ROWH / 2))
expect_primary menu-back-to-head "$HEAD"


# F5 with the mark on HEAD and C2 selected: the words at hand
gv_key m j
expect_primary menu-j "$C2"
gv_wait_patch "$C2" 5
FILE=$(git diff-tree -r --name-only --no-commit-id "$C2")
LINE=$(git diff "$C1" "$C2" | sed -n 's/^@@ -[0-9,]* +\([0-9]*\).*/\1/p' | head -n 1)
gv_mark
gv_key F5
wait_for 5 test -s "$TEST_TMP/rec.one"
check usercmd-argv "$(git rev-parse --show-toplevel)
one
$C2
$C1
$HEAD
$FILE
$LINE
$(git symbolic-ref --short HEAD)
$(git rev-parse --show-toplevel)
at:$LINE!
%(nope)" "$(cat "$TEST_TMP/rec.one" 2>/dev/null)"
gv_wait_trace "status: recorded one\$" 3 && pass usercmd-show || fail usercmd-show "its first line not in the status line"

# F6 asks first: n runs nothing, y runs it
gv_mark
gv_key F6
gv_wait_trace "status: run $TEST_TMP/rec two $C2? y/n" 3 && pass usercmd-asks || fail usercmd-asks "no question"
gv_key n
gv_wait_trace "status: not run" 3
[ -e "$TEST_TMP/rec.two" ] && fail usercmd-no "n ran it" || pass usercmd-no
gv_key F6 y
wait_for 5 test -s "$TEST_TMP/rec.two"
check usercmd-yes "$(git rev-parse --show-toplevel)
two
$C2" "$(cat "$TEST_TMP/rec.two" 2>/dev/null)"
expect_primary menu-still "$C2"

# D (this to the mark): git diff from C2 to HEAD, as the header says
gv_mark
gv_key D
gv_wait_trace "run: git .*diff.* $C2 $HEAD\( \|\$\)" 5 && pass menu-D || {
	tail -n +$((GV_MARK + 1)) "$GV_ERR" > "$TEST_TMP/trace"; fail menu-D "no diff $C2 $HEAD" "$TEST_TMP/trace"; }

# a repository's option-shaped branch and path reach a command as no
# option (git log -1 %(branch) would write a file): the branch by its
# full ref name, the path from the top as ./-...
git update-ref "refs/heads/--output=$TEST_TMP/x" HEAD &&
	git symbolic-ref HEAD "refs/heads/--output=$TEST_TMP/x" &&
	echo d > ../-d.txt && git add -- ../-d.txt && at 4 git commit -q -m 'm: c4 -d' || exit 1
C4=$(git rev-parse HEAD)
gv_mark
gv_key r
gv_wait_trace "loaded 4 commits" 10 || fail usercmd-dash-reload "no reload to 4 commits"
gv_key g
expect_primary usercmd-dash-c4 "$C4"
gv_wait_patch "$C4" 5
rm -f "$TEST_TMP/rec.one"
gv_key F5
wait_for 5 test -s "$TEST_TMP/rec.one"
check usercmd-dash "./$(git diff-tree -r --name-only --no-commit-id "$C4")
$(git symbolic-ref HEAD)" "$(sed -n '6p;8p' "$TEST_TMP/rec.one" 2>/dev/null)"
# F7, git log -1 %(branch): it ends, and wrote no file
gv_mark
gv_key F7
if gv_wait_trace "status: git log -1 .*: done\$" 5; then
	[ -e "$TEST_TMP/x" ] && fail usercmd-dash-nofile "git log -1 %(branch) wrote $TEST_TMP/x" ||
		pass usercmd-dash-nofile
else
	fail usercmd-dash-nofile "no 'git log -1 ...: done' in the status line"
fi

quit_check menu-quit
