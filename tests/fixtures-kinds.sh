#!/bin/sh
# tests/fixtures-kinds.sh - the repository kinds of tests/x/kinds.sh, under
# tests/out/fixtures/kinds, with the fixed identities and dates of lib.sh.
# Built once; in_kind (below, for the tests) builds them when the stamp is
# missing. Run from anywhere.
#
#   empty         git init, no commits
#   detached      main c1..c4; HEAD detached at c3 with d1 d2 on it
#   bare.git      a bare clone of bare-src (c1..c4, a subdirectory)
#   wt, wt-linked a repository and a linked worktree of it (git worktree
#                 add -b linked) with l1 l2 of its own
#   shallow       git clone --depth=3 of shallow-src (s1..s6): s4 is the
#                 grafted boundary, its parent s3 is not there
#   super         a superproject: p1, p2 adds the submodule lib (at lib's
#                 first commit), p3 moves lib to its second, p4
#   sub-lib       the submodule's repository
#   sha256        git init --object-format=sha256: h1 h2, branch b with
#                 b1, merged by m1, h3; a tag

. "$(dirname "$0")/lib.sh"

set -e

KINDS=$FIXTURES/kinds

new_repo()
{
	cd "$KINDS"
	git init -q "$@"
	eval "cd \"\$$#\""
}

build_detached()
{
	new_repo detached
	for i in 1 2 3 4; do
		commit_at -f f.txt "$i" "detached: c$i"
	done
	git checkout -q --detach HEAD~1
	commit_at -f f.txt 5 "detached: d1 on the detached HEAD"
	commit_at -f g.txt 6 "detached: d2 on the detached HEAD"
}

build_bare()
{
	new_repo bare-src
	commit_at -f f.txt 1 "bare: c1"
	commit_at -f dir/g.txt 2 "bare: c2 in a directory"
	commit_at -f f.txt 3 "bare: c3"
	commit_at -f dir/g.txt 4 "bare: c4"
	cd "$KINDS"
	git clone -q --bare bare-src bare.git
}

build_worktree()
{
	new_repo wt
	commit_at -f f.txt 1 "wt: c1"
	commit_at -f f.txt 2 "wt: c2"
	commit_at -f f.txt 3 "wt: c3"
	git worktree add -q -b linked ../wt-linked HEAD~1
	cd ../wt-linked
	commit_at -f f.txt 4 "wt: l1 in the linked worktree"
	commit_at -f h.txt 5 "wt: l2 in the linked worktree"
}

build_shallow()
{
	new_repo shallow-src
	for i in 1 2 3 4 5 6; do
		commit_at -f f.txt "$i" "shallow: s$i"
	done
	cd "$KINDS"
	git clone -q --depth=3 "file://$KINDS/shallow-src" shallow
}

build_submodule()
{
	new_repo sub-lib
	commit_at -f lib.c 1 "sub-lib: first"
	first=$(git rev-parse HEAD)
	commit_at -f lib.c 2 "sub-lib: second"
	new_repo super
	commit_at -f main.c 3 "super: p1"
	git -c protocol.file.allow=always submodule add -q "$KINDS/sub-lib" lib
	git -C lib checkout -q "$first"
	git add lib
	at 4 git commit -q -m "super: p2 adds the submodule lib"
	git -C lib checkout -q main
	git add lib
	at 5 git commit -q -m "super: p3 moves lib on"
	commit_at -f main.c 6 "super: p4"
}

build_sha256()
{
	new_repo --object-format=sha256 sha256
	commit_at -f f.txt 1 "sha256: h1"
	commit_at -f dir/g.txt 2 "sha256: h2"
	git checkout -q -b b
	commit_at -f b.txt 3 "sha256: b1 on b"
	git checkout -q main
	commit_at -f f.txt 4 "sha256: h3 on main"
	at 5 git merge -q --no-ff -m "sha256: m1 merge b" b
	at 5 git tag -a -m "version 1" v1
	commit_at -f f.txt 6 "sha256: h4"
}

rm -rf "$KINDS"
mkdir -p "$KINDS"

new_repo empty
build_detached
build_bare
build_worktree
build_shallow
build_submodule
build_sha256

# sanity: the properties the tests rely on
cd "$KINDS/detached"
! git symbolic-ref -q HEAD >/dev/null || { echo "fixtures-kinds: detached: HEAD is a branch" >&2; exit 1; }
cd "$KINDS/bare.git"
[ "$(git rev-parse --is-bare-repository)" = true ] || { echo "fixtures-kinds: bare.git is not bare" >&2; exit 1; }
cd "$KINDS/wt-linked"
[ "$(git rev-parse --git-dir)" != "$(git rev-parse --git-common-dir)" ] || { echo "fixtures-kinds: wt-linked is not a linked worktree" >&2; exit 1; }
cd "$KINDS/shallow"
[ "$(git rev-parse --is-shallow-repository)" = true ] && [ "$(git rev-list --count HEAD)" = 3 ] || { echo "fixtures-kinds: shallow is not 3 commits deep" >&2; exit 1; }
cd "$KINDS/super"
[ "$(git ls-tree HEAD lib | cut -d' ' -f2)" = commit ] || { echo "fixtures-kinds: super has no submodule lib" >&2; exit 1; }
cd "$KINDS/sha256"
[ "$(git rev-parse --show-object-format)" = sha256 ] && [ "$(git rev-parse HEAD | wc -c)" = 65 ] || { echo "fixtures-kinds: sha256 is not SHA-256" >&2; exit 1; }

touch "$KINDS/.stamp"
echo "fixtures-kinds: built in $KINDS"
