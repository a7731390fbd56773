#!/bin/sh
# tests/lib/screenshot.sh [OUT.png] - the README's picture (make screenshot):
# gitview --all on a small history made here with fixed dates and
# identities (branches, tags, a merge, a remote-tracking branch), under a
# private Xvfb at Xft.dpi 96, the first commit selected once its patch and
# its Follows:/Precedes: are in; written as a PNG without time stamps, so
# the same gitview makes the same bytes. OUT.png: doc/gitview.png.
# Not in tests/x: run.sh would run it as a test.

. "$(dirname "$0")/lib.sh"

out=${1:-$TOP/doc/gitview.png}
case $out in
/*) ;;
*) out=$(pwd)/$out ;;
esac
mkdir -p "$(dirname "$out")" || exit 1

# --- the history: a tiny program, hello ---------------------------------------

GIT_COMMITTER_NAME=$GIT_AUTHOR_NAME GIT_COMMITTER_EMAIL=$GIT_AUTHOR_EMAIL
repo_init "$TEST_TMP/hello"
printf 'hello\n=====\n\nGreets the world.\n' > README
git add README
at 10 git commit -q -m 'Initial commit: a README'
cat > hello.c <<'EOF'
/* hello: greets the world */
#include <stdio.h>

int
main(void)
{
	puts("hello, world");
	return 0;
}
EOF
git add hello.c
at 70 git commit -q -m 'hello.c: print a greeting'
at 75 git tag -a -m 'hello 0.1' v0.1
printf 'hello: hello.c\n\tcc -o hello hello.c\n' > Makefile
git add Makefile
at 130 git commit -q -m 'Makefile: build hello'

git checkout -q -b colour
sed -i 's/puts("hello, world");/puts("\\033[32mhello, world\\033[0m");/' hello.c
at 200 git commit -q -am 'hello.c: the greeting in green'
git checkout -q main
printf '\nBuild it with make; run ./hello.\n' >> README
at 260 git commit -q -am 'README: how to build and run'
git checkout -q colour
cat > hello.c <<'EOF'
/* hello: greets the world */
#include <stdio.h>
#include <string.h>

int
main(int argc, char *argv[])
{
	int colour = !(argc > 1 && !strcmp(argv[1], "--no-colour"));

	puts(colour ? "\033[32mhello, world\033[0m" : "hello, world");
	return 0;
}
EOF
at 330 git commit -q -am 'hello.c: --no-colour keeps it plain'
git checkout -q main
at 400 git merge -q --no-ff -m "Merge branch 'colour'" colour
at 405 git tag -a -m 'hello 0.2' v0.2
git update-ref refs/remotes/origin/main HEAD

git checkout -q -b typo v0.1
sed -i 's/Greets the world./Greets the whole world./' README
at 460 git commit -q -am 'README: say whom it greets'
git checkout -q main
cat > hello.c <<'EOF'
/* hello: greets the world, or whom the first argument names */
#include <stdio.h>
#include <string.h>

int
main(int argc, char *argv[])
{
	int colour = !(argc > 1 && !strcmp(argv[1], "--no-colour"));
	const char *name = argc > 1 + !colour ? argv[1 + !colour] : "world";

	printf(colour ? "\033[32mhello, %s\033[0m\n" : "hello, %s\n", name);
	return 0;
}
EOF
at 520 git commit -q -am 'hello.c: greet by name, the world by default'
git branch -q -D colour
head=$(git rev-parse HEAD)

# --- the picture ---------------------------------------------------------------

start_x
xprop -root -f RESOURCE_MANAGER 8s -set RESOURCE_MANAGER "$(printf 'Xft.dpi:\t96\n')"
gv_start --all || exit 1
if ! gv_wait_loaded 10 || ! wait_for 10 grep -q "walks done $head" "$GV_ERR" ||
   ! wait_for 10 grep -q "patch $head done" "$GV_ERR"; then
	fail screenshot "gitview did not load, walk and show the patch of $head" "$GV_ERR"
	exit 1
fi
if ! gv_shot_stable "$TEST_TMP/shot.ppm"; then
	fail screenshot "the window keeps changing"
	exit 1
fi
convert "$TEST_TMP/shot.ppm" -strip -define png:exclude-chunks=date,time "$out" || exit 1
gv_quit
pass "screenshot $out"
