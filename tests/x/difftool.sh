#!/bin/sh
# difftool.sh - e in the files pane (and the menu's External diff): a
# gitview built with a config.h of this test's, its difftool[] a
# recording script, gets two files holding the file as it is in the
# parent and in the commit (an empty one for the side an added or
# deleted file lacks), named after the file, run in the repository's top
# directory; they go when gitview exits. c copies the file's path (files
# pane) and the patch line at hand (commit pane). Expected values from
# git itself.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

# a gitview with this test's difftool[]
if ! gv_build_config '/^static const char \*const difftool\[\]/ {
		print "static const char *const difftool[] = { \"" rec "\", \"%(old)\", \"%(new)\", NULL };"
		next }
	{ print }' -v rec="$TEST_TMP/rec"; then
	fail difftool-build "x.c with the test's config.h" "$TEST_TMP/build.log"
	exit 1
fi
# rec OLD NEW: keeps copies of both files and writes where it ran and
# their names, one run after the other (gitview runs one at a time)
cat > "$TEST_TMP/rec" <<'EOS2'
#!/bin/sh
d=$(dirname "$0"); n=$(($(cat "$d/count" 2>/dev/null || echo 0) + 1))
cp "$1" "$d/old.$n" && cp "$2" "$d/new.$n" && { pwd; echo "$1"; echo "$2"; } > "$d/rec.$n.t" &&
	mv "$d/rec.$n.t" "$d/rec.$n"; echo $n > "$d/count"
EOS2
chmod +x "$TEST_TMP/rec"

# the fixture: C2 adds a.txt, deletes d.txt, modifies sub/m.txt;
# gitview is started in sub/
repo_init "$TEST_TMP/m" -b main
mkdir sub && echo old > sub/m.txt && echo gone > d.txt && printf 'x\ny\n' >> sub/m.txt &&
	git add . && at 1 git commit -q -m 'c1'
echo a > a.txt && git rm -q d.txt && sed 's/old/new/' sub/m.txt > sub/t && mv sub/t sub/m.txt &&
	git add . && at 2 git commit -q -m 'c2'
C2=$(git rev-parse HEAD)
C1=$(git rev-parse HEAD~1)
TOPDIR=$(git rev-parse --show-toplevel)
cd sub || exit 1

start_x
GITVIEW=$TEST_TMP/b/gitview
gv_open difftool-start "$C2"
gv_wait_patch "$C2" 5

# the files pane, its first file: c copies its path
path() { git diff-tree -r --name-only --no-commit-id "$C2" | sed -n "$1p"; }
gv_key Tab Tab g c
wait_for 5 _clipboard_is "$(path 1)"
check c-path "$(path 1)" "$(clipboard)"

# side REV PATH: the file as git has it there, empty where it has none
side() { git cat-file -e "$1:$2" 2>/dev/null && git show "$1:$2" || :; }
# run N PATH: the recorder's Nth run was on PATH's two sides, from the top
run()
{
	wait_for 5 test -s "$TEST_TMP/rec.$1" || { fail "difftool-$1" "no run of the tool"; return; }
	side "$C1" "$2" > "$TEST_TMP/exp.old" && side "$C2" "$2" > "$TEST_TMP/exp.new"
	cmp -s "$TEST_TMP/exp.old" "$TEST_TMP/old.$1" && cmp -s "$TEST_TMP/exp.new" "$TEST_TMP/new.$1" &&
		pass "difftool-$1-sides" || fail "difftool-$1-sides" "not git show $C1:$2 and $C2:$2"
	check "difftool-$1-where" "$TOPDIR" "$(sed -n 1p "$TEST_TMP/rec.$1")"
	case $(sed -n 2p "$TEST_TMP/rec.$1") in
	*/OLD-*-"${2##*/}") pass "difftool-$1-name" ;;
	*) fail "difftool-$1-name" "the old side not named after ${2##*/}" "$TEST_TMP/rec.$1" ;;
	esac
}
gv_mark
gv_key e
run 1 "$(path 1)"
gv_wait_trace "status: started $TEST_TMP/rec " 3 && pass difftool-status || fail difftool-status "no status line"
gv_key j e
run 2 "$(path 2)"
# the third from the menu: its fourth entry
gv_key j Menu
gv_wait_trace "menu [0-9]* entries" 3
gv_key Down Down Down Return
gv_wait_trace "menu run External diff" 3 && pass difftool-menu || fail difftool-menu "no External diff entry ran"
run 3 "$(path 3)"

# the commit pane: c copies the patch line at hand, the first of sub/m.txt's
gv_key ISO_Left_Tab c
LINE=$(git -C "$TOPDIR" show --format= "$C2" -- "$(path 3)" | sed -n '/^@@/{n;s/^.//p;q}')
wait_for 5 _clipboard_is "$LINE"
check c-line "$LINE" "$(clipboard)"

DIR=$(dirname "$(sed -n 2p "$TEST_TMP/rec.1")")
quit_check difftool-quit
[ -e "$DIR" ] && fail difftool-cleanup "$DIR left behind" || pass difftool-cleanup

# killed: SIGTERM (a window manager's kill), SIGHUP (a logout): the files
# go as on q, and gitview ends of that signal (SIGINT too, but a shell
# starts a background job with it ignored, and gitview keeps that)
for sig in TERM:15 HUP:1; do
	n=${sig#*:} sig=${sig%:*}
	rm -f "$TEST_TMP"/rec.* "$TEST_TMP/count"
	gv_start || exit 1
	GV_MARK=0
	gv_wait_loaded 10
	gv_wait_patch "$C2" 5
	gv_key Tab Tab g e
	if ! wait_for 5 test -s "$TEST_TMP/rec.1"; then
		fail "difftool-$sig" "no run of the tool"
		gv_kill
		continue
	fi
	DIR=$(dirname "$(sed -n 2p "$TEST_TMP/rec.1")")
	[ -d "$DIR" ] || fail "difftool-$sig-dir" "test bug: no directory $DIR while gitview runs"
	kill -"$sig" "$GV_PID"
	if wait_for 5 proc_gone "$GV_PID"; then
		wait "$GV_PID"
		check "difftool-$sig-status" $((128 + n)) $?
	else
		fail "difftool-$sig-status" "gitview still runs 5 s after SIG$sig"
		gv_kill
	fi
	[ -e "$DIR" ] && fail "difftool-$sig-cleanup" "$DIR left behind" || pass "difftool-$sig-cleanup"
done
