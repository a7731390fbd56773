#!/bin/sh
# valgrind.sh - a short scripted session under valgrind's memcheck: walk
# the list, open patches, the files pane, the file view with its blame,
# quit. Passes when memcheck finds no invalid read or write (nor any other
# error; leaks are not counted: Xlib and fontconfig keep caches) and q
# exits 0. tests/run.sh does not run it against the sanitizer build,
# which valgrind cannot run.

. "$(dirname "$0")/../lib/lib.sh"
. "$TOP/tests/lib/steps.sh"

if ! command -v valgrind >/dev/null 2>&1; then
	fail valgrind "valgrind is not installed (apt-get install valgrind)"
	exit 1
fi
if grep -q __asan_init "$GITVIEW"; then
	fail valgrind "$GITVIEW is built with AddressSanitizer, which valgrind cannot run"
	exit 1
fi

VGLOG=$TEST_TMP/valgrind.log
cat > "$TEST_TMP/gitview" <<EOF
#!/bin/sh
exec valgrind --error-exitcode=99 --errors-for-leak-kinds=none \\
	--log-file="$VGLOG" "$GITVIEW" "\$@"
EOF
chmod +x "$TEST_TMP/gitview"
GITVIEW=$TEST_TMP/gitview

start_x
in_fixture merges
git rev-list HEAD > "$TEST_TMP/order"

gv_run
if ! wait_for 40 _gv_findwin; then
	fail valgrind-start "no window within 40 s under valgrind" "$VGLOG"
	gv_kill
	exit 1
fi
gv_focus
gv_wait_loaded 20
if wait_primary "$(c 0)" 20; then pass valgrind-first; else fail valgrind-first "PRIMARY is $(describe "$(primary)")"; fi
# the walk, through merges (--cc) to Y1: each patch read to its end
for i in 1 2 3 4 5; do
	gv_mark
	gv_key j
	if wait_primary "$(c $i)" 10 && gv_wait_patch "$(c $i)" 20; then
		pass "valgrind-walk-$i"
	else
		fail "valgrind-walk-$i" "PRIMARY is $(describe "$(primary)"), expected $(describe "$(c $i)") with its patch"
	fi
done
# the files pane, a file narrowed and widened, the file view with blame
gv_mark
gv_key Tab Tab Down Return Return b
if gv_wait_trace 'run: git.* blame' 20; then
	pass valgrind-blame-started
else
	fail valgrind-blame-started "no git blame 20 s after b in the files pane"
fi
wait_for 20 fv_idle
gv_key Down Down Escape
# the focus is back in the files pane, where b was pressed: Tab, the list
gv_key Tab k
if wait_primary "$(c 4)" 10; then pass valgrind-back; else fail valgrind-back "PRIMARY is $(describe "$(primary)"), expected $(describe "$(c 4)")"; fi

proc_gone "$GV_PID" || gv_key q
gv_wait 30
st=$?
if grep -q 'ERROR SUMMARY: 0 errors' "$VGLOG"; then
	pass valgrind-ran
else
	fail valgrind-ran "no 'ERROR SUMMARY: 0 errors' in valgrind's log" "$VGLOG"
fi
case $st in
0) pass valgrind-clean ;;
99) fail valgrind-clean "memcheck found errors" "$VGLOG" ;;
*) fail valgrind-clean "exit status $st" "$VGLOG" ;;
esac
